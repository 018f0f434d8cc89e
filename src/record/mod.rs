//! Game records: the JSON record that `play --record` saves and `replay`
//! reads, the one-game-per-line text format (`result<TAB>move move ...`, as
//! in PDN game collections), and replaying either with a verdict per game;
//! the shards of an analysis ([`shard`]) and their merge ([`merge`]);
//! self-play records ([`selfplay`]).

pub mod merge;
pub mod selfplay;
pub mod shard;

use serde::{Deserialize, Serialize};

use crate::engine::Outcome;
use crate::ir::Game;
use crate::session::Match;
use crate::text::{CellNames, MoveError, move_text, parse_move};

/// A saved game.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Record {
    /// Always "ludus-record/1".
    pub format: String,
    /// The game file as given on the command line.
    pub game: String,
    /// FNV-1a 64 of the game file's text, in hex.
    pub game_hash: String,
    /// The game's title (`game "TITLE"`), to tell a record of another game
    /// from one of another version of this game (absent in older records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub seed: Option<u64>,
    /// The seed of the card shuffles, when it is not `seed` (`--deal-seed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal_seed: Option<u64>,
    /// The position the game started from, as a position text, when it
    /// was not the start of the game (`play --position`, `--fen`,
    /// `--position-json`); the moves are played from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// One entry per player, e.g. "human" or "random".
    pub seats: Vec<String>,
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RecordResult {
    /// The winner's name, or none for a draw.
    pub winner: Option<String>,
    /// The end rule as written.
    pub reason: String,
    /// The result's name (`checkmate`), if the rule has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

pub const FORMAT: &str = "ludus-record/1";

/// FNV-1a, 64 bits: a stable fingerprint of a game file's text.
pub fn source_hash(src: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in src.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

impl RecordResult {
    /// What the result is called for a player: the label, else the rule.
    pub fn name(&self) -> &str {
        self.label.as_deref().unwrap_or(&self.reason)
    }

    pub fn from_outcome(game: &Game, o: &Outcome) -> Self {
        RecordResult {
            winner: o.winner.map(|w| game.players[w as usize].clone()),
            reason: o.reason.clone(),
            label: o.label.clone(),
        }
    }
}

/// How a record's game compares with the game file given to replay it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Made with this very file (the same text).
    Same,
    /// Made with another version of this game (another text, the same
    /// title, or for an older record without a title the same file name).
    OtherVersion,
    /// Made with another game: its title (or file) names it.
    OtherGame(String),
}

impl Record {
    /// Whether this ludus reads the record's format: exactly [`FORMAT`]; a
    /// record of another format (another version of the format, or not a
    /// ludus record) is refused with what it is.
    pub fn check_format(&self) -> Result<(), String> {
        if self.format == FORMAT {
            Ok(())
        } else if self.format.starts_with("ludus-record/") {
            Err(format!(
                "its format is `{}`, a version of ludus's records this ludus does not read (it reads `{FORMAT}`)",
                self.format
            ))
        } else {
            Err(format!(
                "not a ludus record: its format is `{}`, expected `{FORMAT}`",
                self.format
            ))
        }
    }

    /// Whether this record was made with `game`, whose file text is `src`
    /// and whose path is `path`.
    pub fn provenance(&self, game: &Game, src: &str, path: &std::path::Path) -> Provenance {
        if self.game_hash == source_hash(src) {
            return Provenance::Same;
        }
        let file_name = |p: &std::path::Path| p.file_name().map(|n| n.to_os_string());
        let other = match &self.title {
            Some(t) => *t != game.title,
            None => file_name(std::path::Path::new(&self.game)) != file_name(path),
        };
        if !other {
            return Provenance::OtherVersion;
        }
        Provenance::OtherGame(match &self.title {
            Some(t) if !t.is_empty() => format!("`{t}` ({})", self.game),
            _ => self.game.clone(),
        })
    }
}

/// The verdict of replaying one game.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Verdict {
    /// Plies in the record.
    pub plies: usize,
    /// Whether every move was legal.
    pub legal: bool,
    /// The first illegal ply (1-based), with the reason.
    pub first_illegal_ply: Option<usize>,
    pub illegal_reason: Option<String>,
    /// The ply after which the rules would already have ended the game, if
    /// the record goes on past it (0 = before any move).
    pub rules_end_after_ply: Option<usize>,
    /// The result and the end rule at that point.
    pub rules_end_result: Option<String>,
    pub rules_end_reason: Option<String>,
    /// The result after the last move played: `1-0` (first player won),
    /// `0-1`, `1/2-1/2`, or `*` if the game is not over.
    pub status_after_record: String,
}

/// `1-0` / `0-1` / `1/2-1/2` for a two-player outcome; the winner's number
/// otherwise.
pub fn result_text(o: &Outcome) -> String {
    match o.winner {
        None => "1/2-1/2".into(),
        Some(0) => "1-0".into(),
        Some(1) => "0-1".into(),
        Some(p) => format!("player {} wins", p + 1),
    }
}

/// Replays moves from the start, stopping at the first illegal one. Moves
/// are checked against the movement rules, so a record that plays on after
/// an unclaimed draw still replays; the first point where the rules would
/// have ended the game is reported.
pub fn replay_moves<'g>(game: &'g Game, moves: &[&str]) -> (Verdict, Match<'g>) {
    replay_moves_seeded(game, moves, 0)
}

/// [`replay_moves`] for a game whose cards were shuffled from `seed`.
pub fn replay_moves_seeded<'g>(game: &'g Game, moves: &[&str], seed: u64) -> (Verdict, Match<'g>) {
    replay_moves_from(Match::new_seeded(game, seed), moves)
}

/// [`replay_moves`] from the position of `m` (a record's `position`).
pub fn replay_moves_from<'g>(mut m: Match<'g>, moves: &[&str]) -> (Verdict, Match<'g>) {
    let game = m.game;
    let mut v = Verdict {
        plies: moves.len(),
        legal: true,
        first_illegal_ply: None,
        illegal_reason: None,
        rules_end_after_ply: None,
        rules_end_result: None,
        rules_end_reason: None,
        status_after_record: "*".into(),
    };
    let mut first_end: Option<(usize, Outcome)> = None;
    for (i, text) in moves.iter().enumerate() {
        if first_end.is_none()
            && let Some(o) = m.outcome()
        {
            first_end = Some((i, o));
        }
        let legal = m.movement_moves();
        match parse_move(game, &legal, text) {
            Ok(mv) => {
                m.state.apply(game, &mv);
                m.played.push(mv);
            }
            Err(e) => {
                v.legal = false;
                v.first_illegal_ply = Some(i + 1);
                v.illegal_reason = Some(e.to_string());
                break;
            }
        }
    }
    if v.legal
        && let Some(o) = m.outcome()
    {
        v.status_after_record = result_text(&o);
    }
    if let Some((ply, o)) = first_end {
        v.rules_end_after_ply = Some(ply);
        v.rules_end_result = Some(result_text(&o));
        v.rules_end_reason = Some(o.reason);
    }
    (v, m)
}

/// One line of a game collection: `result<TAB>move move ...`. Comment lines
/// (`#`) and blank lines give `None`.
pub fn parse_line(line: &str) -> Option<(String, Vec<&str>)> {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.trim().is_empty() || line.starts_with('#') {
        return None;
    }
    let (result, moves) = match line.split_once('\t') {
        Some((r, m)) => (r.trim().to_string(), m),
        None => (String::new(), line),
    };
    Some((result, moves.split_whitespace().collect()))
}

/// Whether a result field of a game line is one this format writes:
/// `1-0`, `0-1`, `1/2-1/2`, `*` (not given), or `player N wins`.
pub fn is_result(text: &str) -> bool {
    matches!(text, "1-0" | "0-1" | "1/2-1/2" | "*")
        || text
            .strip_prefix("player ")
            .and_then(|t| t.strip_suffix(" wins"))
            .is_some_and(|n| n.parse::<u32>().is_ok_and(|n| n >= 1))
}

/// One line of a game collection, checked: `Ok(None)` for a comment or a
/// blank line, an error (without the line number, which the caller knows)
/// for a line that is not `result<TAB>move move ...`, has an unknown result,
/// or holds a token that is no move in any position of this game (an unknown
/// cell, a malformed move). A well-formed move that is illegal where it is
/// played is left to [`replay_moves`].
pub fn parse_game_line<'l>(
    game: &Game,
    line: &'l str,
) -> Result<Option<(String, Vec<&'l str>)>, String> {
    let trimmed = line.trim_end_matches(['\r', '\n']);
    if trimmed.trim().is_empty() || trimmed.starts_with('#') {
        return Ok(None);
    }
    let Some((result, moves)) = trimmed.split_once('\t') else {
        return Err(format!(
            "not a game: expected `result<TAB>moves` (e.g. `1-0<TAB>11-15 23-19`), found `{}`",
            shorten(trimmed)
        ));
    };
    let result = result.trim();
    if !is_result(result) {
        return Err(format!(
            "unknown result `{}`: write 1-0, 0-1, 1/2-1/2 or * before the tab",
            shorten(result)
        ));
    }
    let moves: Vec<&str> = moves.split_whitespace().collect();
    for (i, text) in moves.iter().enumerate() {
        // With no legal move to match, a well-formed move is refused only
        // as "game over"; anything else is wrong whatever the position.
        match parse_move(game, &[], text) {
            Ok(_) | Err(MoveError::GameOver) => {}
            Err(e) => return Err(format!("move {}: {e}", i + 1)),
        }
    }
    Ok(Some((result.to_string(), moves)))
}

/// A text cut to a length fit for an error message.
fn shorten(text: &str) -> String {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}...", &text[..i]),
        None => text.to_string(),
    }
}

/// Moves of a match as text, in the given notation.
pub fn move_texts(m: &Match<'_>, names: CellNames) -> Vec<String> {
    m.played
        .iter()
        .map(|mv| move_text(m.game, mv, names))
        .collect()
}
