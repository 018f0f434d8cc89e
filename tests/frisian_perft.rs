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

/// The reference's positions where the player to move's king has made 2
/// or 3 quiet moves in a row (every other one with the opponent's count
/// at 3 too; seed 61), perft 1 to 6: `quiet moves max 3 in a row if
/// count(man own) > 0`. After three, that king's quiet moves are gone; its
/// captures and the other pieces' moves remain.
const QUIET: [(&str, [u64; 6]); 12] = [
    (
        "white man: h2, c3, g3, c7  white king: e1  black man: j2, a3, d8  black king: j10  quiet: black j10 2  turn black",
        [2, 3, 29, 54, 678, 3588],
    ),
    (
        "white man: j2, c3, b4, e5  white king: f2, a9  black man: j4, b6, c7, h10  black king: e1  quiet: black e1 3  turn black",
        [10, 33, 141, 157, 858, 3588],
    ),
    (
        "white man: d2, c3, b4  white king: c1, f2  black man: i7, b10, f10  black king: d6, h6  quiet: white c1 3, black h6 2  turn black",
        [1, 2, 9, 0, 0, 0],
    ),
    (
        "white man: i9  white king: b8, d8  black man: h2, d6  black king: i3, g9  quiet: white d8 3, black i3 3  turn black",
        [1, 0, 0, 0, 0, 0],
    ),
    (
        "white man: c1, a3, e5, h8  white king: j4, h10  black man: c7, i7, i9  black king: e9  quiet: white j4 2  turn white",
        [1, 2, 25, 43, 128, 139],
    ),
    (
        "white man: b2, f2  white king: d8  black man: a3  black king: a9  quiet: white d8 3  turn white",
        [3, 4, 56, 228, 1569, 18_737],
    ),
    (
        "white man: d2, a3, h4  white king: c7  black man: i3, e5, i5  black king: b8  quiet: white c7 3, black b8 2  turn black",
        [1, 2, 26, 95, 460, 1558],
    ),
    (
        "white man: c5, d6  white king: e7  black man: d2, g7, g9, d10  black king: c9  quiet: white e7 3, black c9 3  turn white",
        [9, 0, 0, 0, 0, 0],
    ),
    (
        "white man: c3, f8, g9, i9  white king: e3  black man: e9  black king: h4, j10  quiet: white e3 2  turn white",
        [2, 2, 0, 0, 0, 0],
    ),
    (
        "white man: a5, b6  white king: j4, h10  black man: d2, b4, f6, e7  black king: i7, b8  quiet: black b8 3  turn black",
        [16, 39, 213, 513, 2274, 19_820],
    ),
    (
        "white man: i1, h2, h4, c7  white king: d4  black man: g3, j8, e9  black king: c3  quiet: white d4 3, black c3 2  turn black",
        [12, 24, 202, 190, 2280, 2698],
    ),
    (
        "white man: e9  white king: a1, c1  black man: h8  black king: f4  quiet: white a1 3, black f4 3  turn black",
        [2, 6, 0, 0, 0, 0],
    ),
];

#[test]
fn frisian_perft_with_kings_tired_of_quiet_moves() {
    for (position, expected) in QUIET {
        assert_eq!(counts(Some(position), 6), expected, "{position}");
    }
}

/// Positions the reference reached by random play from the start (seed 7),
/// the counts of quiet moves its play left (1, 2, 3 in turn), perft 1 to 5.
const PLAYED: [(&str, [u64; 5]); 9] = [
    (
        "white man: b6  black man: j4, i7, d8, g9, j10  black king: a9  quiet: black a9 1  turn black",
        [17, 30, 233, 220, 771],
    ),
    (
        "white man: b4  black man: g7, i7, a9, c9, g9, i9, b10, d10, f10, j10  black king: f4  quiet: black f4 2  turn black",
        [25, 50, 873, 1226, 14_511],
    ),
    (
        "white man: a5  white king: d4  black man: j6  quiet: white d4 3  turn white",
        [1, 1, 15, 30, 340],
    ),
    (
        "white man: g1, i1, f2, j2, c3, g3, i3, b4, j4, d8  white king: a9  black man: f6, j6, i7, i9, f10, h10, j10  quiet: white a9 1  turn white",
        [1, 5, 69, 357, 3361],
    ),
    (
        "white man: j6  white king: f4  black king: h8  plies 2 since 2  quiet: white f4 2, black h8 1  turn white",
        [16, 162, 207, 1119, 8143],
    ),
    (
        "white man: j6  white king: g9  black man: d2  quiet: white g9 3  turn white",
        [1, 2, 22, 113, 912],
    ),
    (
        "white man: c5, c7  black man: g5, e7, e9  black king: j4  quiet: black j4 1  turn black",
        [1, 2, 13, 23, 37],
    ),
    (
        "white man: g1, i1, f2, h2, j2, e3, i3, j4  white king: d6  black man: i7  quiet: white d6 2  turn white",
        [19, 38, 106, 125, 277],
    ),
    (
        "white man: d2, a3  white king: f2  black man: j4, i7, f8, j8, a9, i9, j10  quiet: white f2 3  turn white",
        [1, 3, 36, 154, 1576],
    ),
];

#[test]
fn frisian_perft_from_played_positions_with_quiet_counts() {
    for (position, expected) in PLAYED {
        assert_eq!(counts(Some(position), 5), expected, "{position}");
    }
}
