//! Helpers shared by the test files: loading a game, positions from text,
//! cells, sorted legal moves, playing moves given as text, the reports
//! pinned in the insta snapshots, and perft counts that check the state is
//! left as found. `liga` holds the LIGA-only ones. Each test file includes
//! this module and uses only some of the helpers, hence `dead_code` off.

#![allow(dead_code)]

pub mod bin;
pub mod liga;

use ludus::perft::Perft;
use ludus::{Game, Match, State};

/// Loads `games/<name>`.
pub fn load_game(name: &str) -> Game {
    let path = format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"));
    ludus::load(&path).unwrap_or_else(|e| panic!("{name} loads: {e:?}"))
}

/// Loads `tests/games/<name>`.
pub fn load_test_game(name: &str) -> Game {
    let path = format!("{}/tests/games/{name}", env!("CARGO_MANIFEST_DIR"));
    ludus::load(&path).unwrap_or_else(|e| panic!("{path} loads: {e:?}"))
}

pub fn pos<'g>(game: &'g Game, text: &str) -> Match<'g> {
    Match::from_position(game, text).unwrap_or_else(|e| panic!("bad position `{text}`: {e}"))
}

/// The cell index of a square name.
pub fn cell(game: &Game, name: &str) -> u8 {
    game.board
        .cell(name)
        .unwrap_or_else(|| panic!("`{name}` is not a cell"))
}

/// The symbol on a cell (`.` if empty).
pub fn at(m: &Match, name: &str) -> String {
    match m.state.board[usize::from(cell(m.game, name))] {
        0 => ".".into(),
        code => m.game.symbol(code).to_string(),
    }
}

/// The symbol on a cell in the diagram ("." for empty), found by name
/// (boards of at most 9 files, named a1-style).
pub fn diagram_at(m: &Match, cell: &str) -> char {
    let file = usize::from(cell.as_bytes()[0] - b'a');
    let rank: usize = cell[1..].parse().unwrap();
    let d = m.diagram();
    let line = d
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{rank} ")))
        .unwrap();
    // "NN " then " x" per file.
    line.chars().nth(3 + 2 * file + 1).unwrap()
}

/// The legal moves as sorted texts.
pub fn moves(m: &mut Match) -> Vec<String> {
    let mut v: Vec<String> = m.legal_moves().iter().map(|mv| m.text(mv)).collect();
    v.sort();
    v
}

/// Texts as a sorted list, to compare with [`moves`].
pub fn set(xs: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = xs.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays moves given as text, panicking on an illegal one.
pub fn play(m: &mut Match, texts: &[&str]) {
    for t in texts {
        m.play_text(t)
            .unwrap_or_else(|e| panic!("`{t}` refused: {e}"));
    }
}

pub fn player(game: &Game, p: u8) -> &str {
    &game.players[usize::from(p)]
}

/// Diagram, player to move, sorted legal moves and the outcome, with one
/// winner: `<player> wins (<reason>)` or `draw (<reason>)`.
pub fn report(m: &mut Match) -> String {
    let mv = moves(m);
    let outcome = match m.outcome() {
        None => "none".to_string(),
        Some(o) => match o.winner {
            Some(w) => format!("{} wins ({})", player(m.game, w), o.reason),
            None => format!("draw ({})", o.reason),
        },
    };
    report_of(m, &mv, &outcome)
}

/// The outcome as the team games' reports show it: `none`, `<winners> win
/// (<reason>)` or `draw (<reason>)`.
pub fn outcome_text(m: &mut Match) -> String {
    match m.outcome() {
        None => "none".to_string(),
        Some(o) => match o.winner {
            Some(_) => format!(
                "{} win ({})",
                o.winners_text(m.game).expect("a winner"),
                o.reason
            ),
            None => format!("draw ({})", o.reason),
        },
    }
}

/// Diagram, player to move, sorted legal moves and the outcome as
/// [`outcome_text`] gives it.
pub fn report_teams(m: &mut Match) -> String {
    let mv = moves(m);
    let outcome = outcome_text(m);
    report_of(m, &mv, &outcome)
}

fn report_of(m: &Match, mv: &[String], outcome: &str) -> String {
    format!(
        "{}to move: {}\nlegal moves ({}): {}\noutcome: {}\n",
        m.diagram(),
        player(m.game, m.to_move()),
        mv.len(),
        mv.join(" "),
        outcome
    )
}

/// Each player's number of cards in hand.
pub fn hand_sizes(m: &Match) -> Vec<u16> {
    (0..m.game.neutral_owner())
        .map(|p| m.state.hand_size(m.game, p))
        .collect()
}

/// Perft counts at depths 1 to `depth` from `state`, asserting that perft
/// leaves the state as it found it.
pub fn perft_counts(game: &Game, mut state: State, depth: usize) -> Vec<u64> {
    let before = state.clone();
    let mut p = Perft::new(depth);
    let out = (1..=depth).map(|d| p.run(game, &mut state, d)).collect();
    assert!(state == before, "perft leaves the state as it found it");
    out
}

/// The board's cells, as the `u8` indices the state uses.
pub fn cells(game: &Game) -> impl Iterator<Item = u8> {
    (0..=u8::MAX).take(game.board.cells())
}

/// The index of a card kind by name, as the state's deck and pile hold it.
pub fn card_id(game: &Game, name: &str) -> u8 {
    let kinds = &game.cards.as_ref().expect("a card game").kinds;
    let i = kinds
        .iter()
        .position(|k| k.name == name)
        .unwrap_or_else(|| panic!("no card `{name}`"));
    u8::try_from(i).expect("at most 255 kinds of card")
}

/// A small seeded generator (xorshift) for random games that are the same
/// on every run.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).unwrap_or(0)
    }
}
