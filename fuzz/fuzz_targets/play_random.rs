//! The engine playing moves chosen by the input bytes in every game of
//! `games/`: apply and undo must keep the incremental hash equal to the one
//! computed from scratch, undo must restore the state exactly, typed moves
//! (the move texts and byte-derived strings) must parse to legal moves or to
//! an error, and position texts (arbitrary and generated) must never panic.
#![no_main]

mod common;

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use ludus::notation::{self, CellNames, MoveError};
use ludus::{Game, Move, State};

const SOURCES: &[(&str, &str)] = &[
    ("checkers.game", include_str!("../../games/checkers.game")),
    ("gamemix.game", include_str!("../../games/gamemix.game")),
    ("liger.game", include_str!("../../games/liger.game")),
];

static GAMES: LazyLock<Vec<Game>> = LazyLock::new(|| common::compile_all(SOURCES));

/// The input, read a byte at a time (zeros once it runs out).
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    fn text(&mut self, n: usize) -> String {
        let n = n.min(self.0.len());
        let (t, rest) = self.0.split_at(n);
        self.0 = rest;
        String::from_utf8_lossy(t).into_owned()
    }
}

fn check_hash(game: &Game, s: &State, what: &str) {
    assert_eq!(
        s.hash,
        s.compute_hash(game),
        "incremental hash wrong after {what}"
    );
}

/// A typed move is either refused or one of the legal moves.
fn check_parse(game: &Game, legal: &[Move], text: &str) {
    if let Ok(m) = notation::parse_move(game, legal, text) {
        assert!(
            legal.contains(&m),
            "`{text}` parsed to a move that is not legal"
        );
    }
}

/// Every legal move's text reads back as that move (or, at worst, as an
/// ambiguity between moves written the same way).
fn check_round_trip(game: &Game, legal: &[Move]) {
    for names in [CellNames::Algebraic, CellNames::Numbers] {
        for m in legal {
            let text = notation::move_text(game, m, names);
            match notation::parse_move(game, legal, &text) {
                Ok(back) => assert_eq!(
                    notation::move_text(game, &back, names),
                    text,
                    "`{text}` read back as another move"
                ),
                Err(MoveError::Ambiguous { .. }) => {}
                Err(e) => panic!("`{text}`, a legal move's text, is refused: {e}"),
            }
        }
    }
}

fn play(game: &Game, start: State, input: &mut Bytes<'_>) {
    let mut s = start.clone();
    check_hash(game, &s, "setting up");
    let mut history: Vec<(Move, State)> = Vec::new();
    let mut buf = Vec::new();
    let mut scratch = Vec::new();
    while let Some(b) = input.byte() {
        s.legal_moves(game, &mut buf);
        let legal = buf.clone();
        let _ = s.outcome(game, &mut scratch);
        match b {
            // Undo the last move.
            0..=23 => {
                if let Some((m, before)) = history.pop() {
                    s.undo(game, &m);
                    assert!(s == before, "undo did not restore the state");
                    check_hash(game, &s, "undo");
                }
            }
            // Type a byte-derived move.
            24..=31 => {
                let n = input.byte().unwrap_or(0) as usize % 16;
                let text = input.text(n);
                check_parse(game, &legal, &text);
            }
            // Write a cell-name move from bytes: `a1-b2`, `11x18`, ...
            32..=39 => {
                let ncells = game.board.cells();
                let parts = 2 + input.byte().unwrap_or(0) as usize % 3;
                let names = if b & 1 == 0 {
                    CellNames::Algebraic
                } else {
                    CellNames::Numbers
                };
                let cells: Vec<&str> = (0..parts)
                    .map(|_| {
                        let c = input.byte().unwrap_or(0) as usize % ncells;
                        notation::cell_name(game, c as u8, names)
                    })
                    .collect();
                let sep = if b & 2 == 0 { "-" } else { "x" };
                check_parse(game, &legal, &cells.join(sep));
            }
            // The position as text reads back as the same board.
            40..=43 => {
                let text = notation::position_text(game, &s);
                let back = notation::parse_position(game, &text)
                    .unwrap_or_else(|e| panic!("position_text `{text}` does not read back: {e}"));
                assert!(
                    back.board[..] == s.board[..],
                    "`{text}` reads back as another board"
                );
                assert_eq!(back.to_move, s.to_move, "`{text}`: another player to move");
                let _ = notation::diagram(game, &s);
            }
            // Every legal move's text reads back as that move.
            44..=47 => check_round_trip(game, &legal),
            // Play the move the byte picks.
            _ => {
                if legal.is_empty() {
                    continue;
                }
                let hi = input.byte().unwrap_or(0) as usize;
                let m = legal[(b as usize + (hi << 8)) % legal.len()];
                let before = s.clone();
                s.apply(game, &m);
                check_hash(game, &s, "apply");
                history.push((m, before));
            }
        }
    }
    // Take everything back.
    while let Some((m, before)) = history.pop() {
        s.undo(game, &m);
        assert!(s == before, "undo did not restore the state");
    }
    assert!(s == start, "undoing every move did not give the start back");
}

fuzz_target!(|data: &[u8]| {
    let games = &*GAMES;
    let mut input = Bytes(data);
    let Some(head) = input.byte() else {
        return;
    };
    let game = &games[head as usize % games.len()];
    // The high bit: start from a position typed as (arbitrary) text.
    let start = if head & 0x80 != 0 {
        let n = input.byte().unwrap_or(0) as usize;
        let text = input.text(n);
        match notation::parse_position(game, &text) {
            Ok(s) => s,
            Err(_) => return,
        }
    } else {
        State::new(game)
    };
    play(game, start, &mut input);
});
