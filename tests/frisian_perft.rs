//! Frisian draughts perft (games/frisian.game) against an independent
//! reference program written from the Frisian rules in another language:
//! tests/ref/frisian_perft.py, whose figures are frozen here
//! (`python3 tests/ref/frisian_perft.py 7`). From the start, and from 16
//! random positions with men and kings of both sides (seeded), where the
//! rules Frisian adds decide: men and kings take along files and ranks too
//! (`at 2`, `long at 2`), the capture of greatest value where a king weighs
//! more than one man and less than two, then a capture by a king.

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("frisian.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn frisian_perft_from_the_start_1_to_6() {
    assert_eq!(counts(None, 6), vec![9, 81, 658, 3_874, 21_265, 102_431]);
}

#[test]
#[ignore = "deep: run by .ci/run with --ignored"]
fn frisian_perft_from_the_start_7() {
    assert_eq!(counts(None, 7)[6], 540_126);
}

/// The reference's random positions (seed 2026) and their perft 1 to 4.
const POSITIONS: [(&str, [u64; 4]); 16] = [
    (
        "white man: e1, g5, b6  white king: i3, j6  black man: b4, h8, c9, h10  black king: h2  turn black",
        [1, 0, 0, 0],
    ),
    (
        "white man: h6  white king: h2  black man: g3, b6  black king: g5, f6  turn black",
        [1, 1, 11, 22],
    ),
    (
        "white man: g3, d4, c5, e7, i9  white king: g5, f10  black man: h2, j2, j4, a5, f6, d8  black king: b4, f8  turn white",
        [2, 3, 1, 18],
    ),
    (
        "white man: a1, e1, i5, h6  white king: g3, h4  black man: j4, b8, c9, g9  black king: i7  turn white",
        [1, 1, 7, 13],
    ),
    (
        "white man: f2, h2  white king: a5  black man: c5  black king: c3, i3  turn black",
        [2, 5, 0, 0],
    ),
    (
        "white man: f4, g9  white king: i5  black man: a3, c3, e5  black king: c1  turn white",
        [4, 0, 0, 0],
    ),
    (
        "white man: e1, h2, h4, e5, i7  white king: h8, f10  black man: f2, j2, i3, a5, h10  black king: c7, i9  turn white",
        [1, 1, 1, 1],
    ),
    (
        "white man: f4, e5, f6, h6, b8, e9  white king: d2, i9  black man: j2, c9  black king: c3, j6  turn black",
        [3, 6, 46, 157],
    ),
    (
        "white man: c5, e5, e7  white king: f10  black man: h2, f4, j4, h6, d10, j10  black king: b10  turn white",
        [4, 19, 97, 610],
    ),
    (
        "white man: e5, b8, d8, j8, e9, g9  white king: c5  black man: j2, f6, h8  black king: c1, j6  turn black",
        [3, 4, 29, 106],
    ),
    (
        "white man: d2, h2, b6, g7  white king: e5, i7  black man: h6, f10  black king: b2, j2  turn white",
        [1, 4, 44, 366],
    ),
    (
        "white man: h2, e3, b6, d6, d8  white king: h4, f10  black man: f2  black king: i3  turn white",
        [1, 1, 1, 0],
    ),
    (
        "white man: e3, b4, c9  white king: c7, f10  black man: b2, h8, d10  black king: h4  turn white",
        [3, 3, 34, 132],
    ),
    (
        "white man: f4, j4, a9  white king: i3, j6  black man: g5, i5, g9, d10, h10  black king: b2  turn white",
        [2, 4, 49, 86],
    ),
    (
        "white man: h8  white king: h2  black man: j2, j4, b10  black king: i5, b8  turn black",
        [1, 2, 42, 81],
    ),
    (
        "white man: c1, a3, c5, g5, j8  white king: b2  black man: d2, j2, i5, f6, j6, i7  black king: g3, c9  turn black",
        [1, 1, 2, 3],
    ),
];

#[test]
fn frisian_perft_from_random_positions_with_kings() {
    for (position, expected) in POSITIONS {
        assert_eq!(counts(Some(position), 4), expected, "{position}");
    }
}

/// The reference's endings of kings only near the endgame draws (two kings
/// against one: 14 plies; one king each: 4 plies; seed 35), perft 1 to 5.
const ENDINGS: [(&str, [u64; 5]); 8] = [
    (
        "white king: h2  black king: e3  turn black",
        [13, 108, 860, 7110, 0],
    ),
    (
        "white king: h10  black king: e9  plies 1 since 1  turn white",
        [9, 74, 585, 0, 0],
    ),
    (
        "white king: i9  black king: e9  plies 2 since 2  turn black",
        [11, 107, 0, 0, 0],
    ),
    (
        "white king: e1, g5  black king: b4  plies 13 since 13  turn black",
        [10, 0, 0, 0, 0],
    ),
    (
        "white king: h4, j4  black king: g1  plies 10 since 10  turn white",
        [21, 141, 1454, 11047, 11085],
    ),
    (
        "white king: f6, c9  black king: b2  plies 11 since 11  turn black",
        [1, 0, 0, 0, 0],
    ),
    (
        "white king: g3, g7  black king: a5  plies 12 since 12  turn black",
        [9, 174, 0, 0, 0],
    ),
    (
        "white king: a7, b8  black king: g3  plies 13 since 13  turn white",
        [2, 0, 0, 0, 0],
    ),
];

#[test]
fn frisian_perft_of_endings_near_the_draws() {
    for (position, expected) in ENDINGS {
        assert_eq!(counts(Some(position), 5), expected, "{position}");
    }
}
