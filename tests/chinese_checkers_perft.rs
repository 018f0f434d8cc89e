//! Chinese checkers perft (games/chinese-checkers.game: the 73-hole star
//! on a `grid 13 x 13 hex` board, six pieces each, steps and `hop ...
//! chained` series that may stop on any hole reached) against an
//! independent reference program written from the rules in another
//! language: tests/ref/chinese_checkers_perft.py (cube coordinates, no
//! grid), whose figures are frozen here (`python3
//! tests/ref/chinese_checkers_perft.py 5`). From the start, from 20 random
//! positions (seeded) where the armies meet in the middle, and from 4
//! positions a move from filling the far point (which ends the game: no
//! moves below it).

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("chinese-checkers.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn chinese_checkers_perft_from_the_start_1_to_5() {
    assert_eq!(counts(None, 5), vec![10, 100, 1800, 32_400, 632_520]);
}

/// The reference's random positions (seed 2026) and positions a move from
/// a win (seed 2027), with their perft 1 to 3.
const POSITIONS: [(&str, [u64; 3]); 24] = [
    (
        "white man: j1, j2, j3, h4, g5, f8  black man: h7, e8, d11, d12, e12, d13  turn black",
        [21, 527, 11_938],
    ),
    (
        "white man: h3, i3, j3, d5, e5, f7  black man: e4, d8, f8, e9, d10, d13  turn black",
        [27, 674, 19_852],
    ),
    (
        "white man: g4, h5, i5, j5, f7, i7  black man: h6, d8, e8, c9, d10, e10  turn black",
        [48, 1831, 79_352],
    ),
    (
        "white man: j1, j2, h3, h5, i6, g7  black man: d9, g9, d10, f10, e12, d13  turn black",
        [30, 811, 25_587],
    ),
    (
        "white man: i3, j3, e5, g6, f7, f8  black man: g4, g7, f9, f10, d11, f11  turn white",
        [36, 1055, 39_054],
    ),
    (
        "white man: j1, j2, i3, j4, h5, h6  black man: d8, g8, d11, f11, e12, d13  turn black",
        [23, 687, 16_457],
    ),
    (
        "white man: i4, g6, d7, c9, c10, f11  black man: g5, e6, g7, h9, d10, e11  turn black",
        [39, 1411, 52_294],
    ),
    (
        "white man: g6, k6, e7, f8, h9, e12  black man: g4, h4, h6, e8, d10, f11  turn white",
        [38, 1258, 44_627],
    ),
    (
        "white man: i3, j3, h4, g5, j6, g8  black man: h6, g7, i7, f9, d10, e10  turn white",
        [45, 2065, 84_948],
    ),
    (
        "white man: j1, i2, i4, g7, h7, e9  black man: i6, j6, f8, h8, f9, d11  turn white",
        [36, 1395, 46_827],
    ),
    (
        "white man: j1, j2, h4, i5, i7, i8  black man: d9, e10, f10, f11, e12, d13  turn black",
        [26, 806, 21_397],
    ),
    (
        "white man: i3, g4, i8, d9, g9, d10  black man: j2, j3, f6, h6, k6, d11  turn white",
        [31, 931, 29_870],
    ),
    (
        "white man: i3, j6, f7, j7, f11, d13  black man: k4, g5, h5, i5, j5, e11  turn black",
        [35, 1124, 40_043],
    ),
    (
        "white man: i3, i5, e8, f9, d11, d13  black man: j4, g5, g6, f8, h8, e10  turn black",
        [45, 1488, 61_326],
    ),
    (
        "white man: j1, h3, i4, j4, g6, g7  black man: g4, h9, d10, e10, f11, d13  turn black",
        [28, 848, 24_009],
    ),
    (
        "white man: j1, i2, h5, g6, g7, e8  black man: i5, f7, h8, e9, e12, d13  turn white",
        [28, 891, 28_244],
    ),
    (
        "white man: j1, j3, f5, i5, f7, h8  black man: j2, e8, f8, g9, f10, d11  turn black",
        [35, 1052, 37_113],
    ),
    (
        "white man: i3, k4, i5, l5, g9, h10  black man: j1, i2, i6, e7, h7, d10  turn white",
        [30, 945, 28_308],
    ),
    (
        "white man: i2, h4, k6, i7, h8, d11  black man: h5, i5, h7, e9, f10, d12  turn black",
        [38, 1248, 46_262],
    ),
    (
        "white man: j2, h4, i4, h5, i5, e12  black man: g7, e8, g9, f10, e11, d12  turn black",
        [27, 1016, 31_188],
    ),
    (
        "white man: k6, d11, e11, f11, d12, d13  black man: e4, g5, j5, l5, d7, f8  turn white",
        [16, 493, 9728],
    ),
    (
        "white man: g10, d11, e11, f11, d12, d13  black man: f4, g4, l4, l5, d7, e8  turn white",
        [19, 468, 9830],
    ),
    (
        "white man: h4, k4, f7, d9, j9, c10  black man: i2, j2, h3, i3, j3, f4  turn black",
        [19, 555, 12_220],
    ),
    (
        "white man: e10, d11, e11, f11, d12, d13  black man: j4, k4, j5, j7, b9, f9  turn white",
        [19, 526, 10_926],
    ),
];

#[test]
fn chinese_checkers_perft_from_random_positions_1_to_3() {
    for (position, want) in POSITIONS {
        assert_eq!(counts(Some(position), 3), want.to_vec(), "{position}");
    }
}
