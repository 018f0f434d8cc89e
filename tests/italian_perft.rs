//! Italian draughts perft (games/italian.game) against an independent
//! reference program written from the Federazione Italiana Dama's rules in
//! another language: tests/ref/italian_perft.py, whose figures are frozen
//! here (`python3 tests/ref/italian_perft.py 7`). From the start, and from
//! 24 random positions with men and kings of both sides (seeded), where
//! the rules Italian adds to checkers decide: men take forward only and
//! never a king; among captures the most pieces, then a capture by a king,
//! then the most kings, then a king met earliest.

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("italian.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn italian_perft_from_the_start_1_to_7() {
    assert_eq!(
        counts(None, 7),
        vec![7, 49, 302, 1_469, 7_361, 36_473, 177_532]
    );
}

/// The reference's random positions (seed 2026) and their perft 1 to 3.
const POSITIONS: [(&str, [u64; 3]); 24] = [
    (
        "white man: e2, h3, c6, b7  white king: f1, a8  black man: h7, e8  black king: g2, d3, e4  turn black",
        [10, 39, 233],
    ),
    (
        "white man: b3, e4  white king: h1, c4, h5  black man: d5, f5, f7  black king: e6  turn white",
        [1, 4, 12],
    ),
    (
        "white man: b1, d3, b5, f5, d7  white king: b7, g8  black man: g4, d5, a8  black king: c2, e4  turn black",
        [1, 12, 12],
    ),
    (
        "white man: e2, h3  white king: g2  black man: g6, d7  black king: d3, g4  turn white",
        [4, 13, 31],
    ),
    (
        "white man: d1, g2, a4, e4, b7  white king: c2  black man: a2, f3, c8  black king: c6, d7  turn white",
        [9, 10, 57],
    ),
    (
        "white man: d1, h1, a4, b5, a6  white king: f1, g6, c8  black man: a2, g4, f5  black king: e2, c6, d7  turn white",
        [2, 17, 18],
    ),
    (
        "white man: a4, g4, b5  white king: f1, b3  black man: e4, h5, g6  black king: d5, h7  turn black",
        [1, 7, 45],
    ),
    (
        "white man: g2, h7  white king: d3, c4, g6  black man: e2, b3, d5, c6  black king: h3, d7, a8  turn white",
        [1, 1, 9],
    ),
    (
        "white man: e6, h7  white king: c2  black man: f3, e4, a8  black king: h3  turn black",
        [6, 36, 226],
    ),
    (
        "white man: f3, b7  white king: e4, e6  black man: g2, d5, c6, c8  black king: f1, e8  turn white",
        [1, 1, 8],
    ),
    (
        "white man: g2, d3, c6  white king: a2, e6  black man: e4, g4, b5  black king: a4  turn white",
        [1, 4, 21],
    ),
    (
        "white man: f3, a4  white king: e4, f5, h5  black man: c2, b7  black king: a2, g2, g8  turn white",
        [9, 81, 630],
    ),
    (
        "white man: f3, a4, h5, b7  white king: b1, e2, f7  black man: c2, h3, e4, f5, c8  black king: c6  turn white",
        [1, 1, 1],
    ),
    (
        "white man: b3, c4, e4, f7  white king: c2  black man: f5, a8, g8  black king: a2  turn black",
        [2, 2, 5],
    ),
    (
        "white man: c4, e4, e6  white king: b1, d1, c8  black man: a2, b5, f7  black king: e8  turn white",
        [2, 2, 15],
    ),
    (
        "white man: f1, g6, d7  white king: a6, f7  black man: c2, h3, c4, h7, e8  black king: e4, h5, c8  turn black",
        [1, 5, 5],
    ),
    (
        "white man: f1, h1, h3  white king: f3, d7, f7  black man: b3, b5, d5, c6  black king: b7  turn black",
        [9, 92, 635],
    ),
    (
        "white man: c4, e4  white king: g2, a8  black man: c2, d5, e6, h7  black king: f1  turn black",
        [1, 1, 7],
    ),
    (
        "white man: g2, g4, g6, d7, h7  white king: g8  black man: a2, a4, c6  black king: f1, b7, a8  turn black",
        [1, 4, 36],
    ),
    (
        "white man: b3, e6  white king: e2, d3, f5  black man: a2, f3, e4, h5, a8  black king: c2  turn white",
        [1, 4, 7],
    ),
    (
        "white man: c2, g4, h5, g6  white king: g2, d5  black man: e2, h3, b5  black king: d1  turn white",
        [12, 18, 148],
    ),
    (
        "white man: e2, h5, h7  white king: h1  black man: a8, e8  black king: a2, b5, d5  turn white",
        [5, 65, 364],
    ),
    (
        "white man: c4, e4, g4  white king: b3, g6  black man: c2, f5, h7  black king: h1, d5, c8  turn white",
        [1, 1, 4],
    ),
    (
        "white man: a2, a4, h5  white king: a8, c8  black man: c2, g4, f5, c6, e6  black king: e2, b3, h7  turn black",
        [15, 71, 813],
    ),
];

#[test]
fn italian_perft_from_random_positions_with_kings_1_to_3() {
    for (position, want) in POSITIONS {
        assert_eq!(counts(Some(position), 3), want.to_vec(), "{position}");
    }
}
