//! Halma perft (games/halma.game: 8 x 8, ten pieces each, `hop ... chained`
//! series that may stop on any square reached) against an independent
//! reference program written from the rules in another language:
//! tests/ref/halma_perft.py, whose figures are frozen here (`python3
//! tests/ref/halma_perft.py 4`). From the start, and from 20 random
//! positions (seeded) with crowded middles, where hop series are long and
//! reach the same square by many ways (one move each), some a move from
//! filling the far camp (which ends the game).

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("halma.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn halma_perft_from_the_start_1_to_4() {
    assert_eq!(counts(None, 4), vec![24, 576, 20_050, 700_034]);
}

/// The reference's random positions (seed 2026) and their perft 1 to 3.
const POSITIONS: [(&str, [u64; 3]); 20] = [
    (
        "white man: h5, h6, d7, f7, g7, h7, e8, f8, g8, h8  black man: b2, b3, c3, d3, a4, d4, d5, a6, b6, c6  turn black",
        [86, 3990, 343733],
    ),
    (
        "white man: e1, f1, e2, a3, b3, f3, h3, a4, d5, g8  black man: b1, c1, d2, c3, e3, b4, c4, a5, f5, h7  turn black",
        [64, 3846, 261516],
    ),
    (
        "white man: f3, h5, g6, h6, f7, g7, h7, e8, g8, h8  black man: a1, c2, f2, c3, a4, d4, f4, g4, a5, g5  turn white",
        [36, 2839, 131397],
    ),
    (
        "white man: b3, e3, e4, f4, b5, d5, e5, f6, g6, c8  black man: c1, g2, c3, f3, a5, c5, d7, b8, d8, f8  turn black",
        [66, 7621, 546186],
    ),
    (
        "white man: b1, b4, f4, g4, c5, d5, e5, b7, e7, b8  black man: e1, b2, e2, e3, f3, g5, h5, b6, f7, e8  turn white",
        [97, 8383, 804291],
    ),
    (
        "white man: a2, d2, e3, f3, d4, c5, c6, e6, f6, e8  black man: b2, c3, d3, a4, a5, f5, b6, c7, a8, f8  turn black",
        [74, 6874, 531609],
    ),
    (
        "white man: f1, a3, b3, b4, d5, f5, a6, f7, d8, h8  black man: c2, d3, d4, e4, a5, c5, g6, h6, d7, g7  turn white",
        [74, 7434, 560294],
    ),
    (
        "white man: e5, h5, g6, f7, g7, h7, e8, f8, g8, h8  black man: c1, e1, c2, d2, b4, c4, d5, f5, g5, e7  turn black",
        [81, 3969, 314771],
    ),
    (
        "white man: e1, c2, a3, e3, h3, c4, d4, e4, f4, g4  black man: c1, d1, e2, d3, a5, e5, d6, c7, e7, g8  turn white",
        [70, 5335, 402686],
    ),
    (
        "white man: g2, e3, g3, a4, d4, e4, e5, d6, g6, h7  black man: a1, b1, c1, d1, a2, b2, c2, a3, b3, b5  turn black",
        [43, 3936, 223409],
    ),
    (
        "white man: b2, h5, g6, h6, f7, g7, h7, e8, f8, g8  black man: d1, f1, d2, d4, e4, d5, b6, e7, b8, d8  turn black",
        [67, 2811, 203012],
    ),
    (
        "white man: d1, f2, a3, e3, f3, h3, e4, b6, b7, d8  black man: a1, c1, b3, c3, c4, f4, g4, c6, f6, c7  turn white",
        [79, 6591, 534611],
    ),
    (
        "white man: a1, g1, b2, e3, a4, d4, e4, f4, c6, h8  black man: e1, f1, b3, a5, b5, c5, e5, f5, e6, g6  turn black",
        [74, 5589, 439729],
    ),
    (
        "white man: e1, g1, d2, a3, f4, d5, e5, c8, d8, h8  black man: a1, b1, c1, d1, a2, b2, c2, b3, a4, a8  turn white",
        [56, 1646, 98300],
    ),
    (
        "white man: c1, a2, g2, a4, f4, b5, c5, d6, g6, h7  black man: d1, e1, g1, d2, b3, c4, d4, g5, e7, g8  turn black",
        [92, 9146, 819189],
    ),
    (
        "white man: c2, b4, e4, c5, d5, c6, a7, b7, f7, b8  black man: a1, b1, c1, d1, a2, b2, a3, b3, a4, e5  turn black",
        [34, 2566, 115887],
    ),
    (
        "white man: d1, g2, e3, f3, a4, d4, e4, a5, e5, a7  black man: a1, b1, e1, a2, c4, f4, d5, f5, e6, d7  turn white",
        [69, 4071, 297968],
    ),
    (
        "white man: c2, a3, c4, e4, c5, d5, e5, b6, g6, a7  black man: b1, d2, d3, b4, a5, f5, h5, a6, b7, h7  turn white",
        [77, 5631, 446988],
    ),
    (
        "white man: c1, e1, f3, b5, c5, d5, h5, c6, h7, c8  black man: b2, g3, d4, e4, f4, g4, f5, b6, d6, e6  turn white",
        [59, 4412, 292409],
    ),
    (
        "white man: a1, e3, d4, e4, f4, b5, e5, f5, g6, h6  black man: b1, c1, d1, a2, b2, c2, a3, b3, a4, h5  turn white",
        [65, 2370, 172034],
    ),
];

#[test]
fn halma_perft_from_random_positions_1_to_3() {
    for (position, want) in POSITIONS {
        assert_eq!(counts(Some(position), 3), want.to_vec(), "{position}");
    }
}
