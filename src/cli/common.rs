//! What the subcommands share: loading a game (printing its diagnostics
//! on failure), the start position given by `--position` / `--moves`, the
//! board as text, the words for a result, and a random playout (for
//! `bench`).

use std::io::IsTerminal;
use std::path::Path;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use ludus::notation::{self, CellNames};
use ludus::{Game, LoadError, Match, Move, Outcome, State};

/// Where a command starts: the options shared by `moves`, `perft`, `play`
/// and `render`.
#[derive(clap::Args)]
pub struct StartArgs {
    /// Moves to play from the start first, comma-separated (e.g. c3-d4,f6-e5)
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub moves: Vec<String>,
    /// Start from this position instead, e.g. "black man: c3  white king: d6  turn white"
    #[arg(long, conflicts_with_all = ["fen", "position_json"])]
    pub position: Option<String>,
    /// Start from this position in its JSON form (what `ludus position
    /// --json` prints): the JSON text, or a file holding it
    #[arg(long, value_name = "FILE|JSON", conflicts_with = "fen")]
    pub position_json: Option<String>,
    /// Start from this FEN position (grid games whose pieces have letters),
    /// e.g. "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    #[arg(long)]
    pub fen: Option<String>,
    /// Seed of the card shuffles, in games with cards (default: 0; `play`
    /// uses its --seed)
    #[arg(long)]
    pub deal_seed: Option<u64>,
}

/// The cell names `--numbers` asks for.
pub fn names(numbers: bool) -> CellNames {
    if numbers {
        CellNames::Numbers
    } else {
        CellNames::Algebraic
    }
}

/// Loads a game, printing its diagnostics on failure.
pub fn load(file: &Path) -> Result<Game, String> {
    match ludus::load(file) {
        Ok(g) => Ok(g),
        Err(LoadError::Io { path, err }) => Err(format!("cannot read {path}: {err}")),
        Err(LoadError::Invalid { path, diagnostics }) => {
            for d in &diagnostics {
                eprintln!("{}", d.report_text());
            }
            Err(format!(
                "{path} has {} error(s); run `ludus check {path}`",
                diagnostics.len()
            ))
        }
    }
}

/// The text of a game file (for its hash in records).
pub fn read_source(file: &Path) -> Result<String, String> {
    ludus::limits::read_text(file, ludus::limits::RULE_FILE)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))
}

/// A match at the start position given by `--position` and `--moves`.
pub fn start<'g>(game: &'g Game, s: &StartArgs, seed: u64) -> Result<Match<'g>, String> {
    let mut m = match origin(game, s)? {
        Some(m) => m,
        None => Match::new_seeded(game, s.deal_seed.unwrap_or(seed)),
    };
    for (i, t) in s.moves.iter().enumerate() {
        m.play_text(t)
            .map_err(|e| format!("--moves, move {} (`{t}`): {e}", i + 1))?;
    }
    Ok(m)
}

/// The position given by `--position`, `--fen` or `--position-json`
/// (before `--moves`), if any.
pub fn origin<'g>(game: &'g Game, s: &StartArgs) -> Result<Option<Match<'g>>, String> {
    Ok(Some(match (&s.position, &s.fen, &s.position_json) {
        (Some(p), _, _) => {
            Match::from_position(game, p).map_err(|e| format!("bad --position: {e}"))?
        }
        (None, Some(f), _) => Match::from_fen(game, f).map_err(|e| format!("bad --fen: {e}"))?,
        (None, None, Some(j)) => Match::from_state(
            game,
            super::position_json::read(game, j).map_err(|e| format!("bad --position-json: {e}"))?,
        ),
        (None, None, None) => return Ok(None),
    }))
}

/// A result in words: who wins, or a draw, and why.
pub fn describe(game: &Game, o: &Outcome) -> String {
    match o.winners_text(game) {
        Some(w) => format!("{w} wins ({})", o.name()),
        None => format!("draw ({})", o.name()),
    }
}

/// The name of player `p`.
pub fn player_name(game: &Game, p: u8) -> &str {
    &game.players[usize::from(p)]
}

/// The board diagram, coloured by owner when standard output is a terminal.
pub fn board_text(m: &Match) -> String {
    board_text_for(m, Some(m.state.chooser()))
}

/// The board as `seat` may see it (hidden hands: only its own).
pub fn board_text_for(m: &Match, seat: Option<u8>) -> String {
    if std::io::stdout().is_terminal() {
        ludus::render::coloured_diagram_for(m.game, &m.state, seat)
    } else {
        notation::diagram_for(m.game, &m.state, seat)
    }
}

/// A progress bar on standard error for `len` steps, hidden unless
/// standard error is a terminal and `shown`.
pub fn progress(len: usize, shown: bool) -> indicatif::ProgressBar {
    if shown && std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(len as u64)
    } else {
        indicatif::ProgressBar::hidden()
    }
}

/// The longest random playout timed, in plies.
pub const PLAYOUT_PLIES: usize = 2000;

/// One random playout from `start` to its end (or [`PLAYOUT_PLIES`]),
/// played on `state` (reset to `start` in place first): the plies played.
/// The moves are generated once per ply, into `buf` (the decisions: none
/// once the game is over).
pub fn random_playout(
    game: &Game,
    (start, state): (&State, &mut State),
    buf: &mut Vec<Move>,
    rng: &mut ChaCha8Rng,
) -> usize {
    state.reset_from(start);
    for ply in 0..PLAYOUT_PLIES {
        // A uniform pick among the decisions, as the random player's
        // (`Player::Random`), played, without listing them where the game
        // allows.
        if !state.play_random(game, buf, |n| rng.random_range(0..n)) {
            return ply;
        }
    }
    PLAYOUT_PLIES
}

/// Says on stderr that some position's jump chains were cut at
/// `MAX_CHAIN_MOVES` moves (a rule file whose chains branch without end),
/// so that the moves or counts shown are not the whole.
pub fn warn_chains_cut(state: &ludus::State) {
    if state.chains_cut {
        eprintln!(
            "warning: a position's jump chains branch past {} moves and were cut there: \
             the moves shown are not all of them. Limit the chains: \
             a jump over friends (`over friend`, `over piece`) or a `long chained` jump on a \
             crowded board can branch without end.",
            ludus::ir::MAX_CHAIN_MOVES
        );
    }
}
