//! Placement games (issue 33): perft of tic-tac-toe and Reversi (the
//! published counts, a pass counted as a move) and Connect Four, checked
//! against the independent reference program
//! `tests/ref/placement.c` (see tests/ref/README.md). To derive the Connect
//! Four counts again:
//!
//! ```text
//! cc -O2 -o /tmp/placement tests/ref/placement.c && /tmp/placement 7 6 4 0 1 8
//! ```
//!
//! and Gomoku's: `/tmp/placement 15 15 5 1 0 3`, and from the crowded
//! positions below `/tmp/placement 15 15 5 1 0 3 CELLS x|o` with the cells
//! written beside them.

mod common;

use common::{load_game, load_test_game, perft_counts};

#[test]
fn tictactoe_perft_1_to_9_the_published_counts() {
    let game = load_game("tictactoe.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 9);
    assert_eq!(
        counts,
        vec![9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
    );
}

#[test]
fn connect4_perft_1_to_4() {
    let game = load_game("connect4.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 4);
    assert_eq!(counts, vec![7, 49, 343, 2401]);
}

/// `cargo test --test placement_perft -- --ignored` (a deep test of .ci/run).
#[test]
#[ignore = "deep: perft 8 of Connect Four"]
fn connect4_perft_8() {
    let game = load_game("connect4.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 8);
    assert_eq!(
        counts,
        vec![7, 49, 343, 2401, 16807, 117649, 823536, 5673234]
    );
}

/// A store's pieces enter onto every cell of a zone of several cells, not
/// only its first; two pieces each, so the fifth ply has none left.
#[test]
fn a_store_enters_onto_every_cell_of_its_zone() {
    let game = load_test_game("store-everywhere.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 5);
    assert_eq!(counts, vec![9, 72, 504, 3024, 0]);
}

#[test]
fn reversi_perft_1_to_6_the_published_counts() {
    let game = load_game("reversi.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 6);
    assert_eq!(counts, vec![4, 12, 56, 244, 1396, 8200]);
}

/// `cargo test --test placement_perft -- --ignored` (a deep test of .ci/run).
#[test]
#[ignore = "deep: perft 8 and 9 of Reversi"]
fn reversi_perft_8_and_9() {
    let game = load_game("reversi.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 9);
    assert_eq!(
        counts,
        vec![4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288]
    );
}

#[test]
fn gomoku_perft_1_to_3() {
    let game = load_game("gomoku.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 3);
    assert_eq!(counts, vec![225, 50400, 11239200]);
}

/// Black has an open four on rank 8, an overline trap on rank 1 (e1 makes
/// seven: no win), white a four on file m. The reference's CELLS:
/// `xxxx.xx.......o......................o....o..............o.........o....o..............o...o..................xxxx.........................x.....o.......x.............x......o...................................o.............o`, turn `x`.
const CROWDED_A: &str = "black stone: a1, b1, c1, d1, f1, g1, f8, g8, h8, i8, c12, d11, e10  white stone: m3, m4, m5, m6, a15, o15, o1, k10, h3, h5, b7, j12  turn black";

/// Fours for both on ranks, a diagonal four for black, white to move. The
/// reference's CELLS:
/// `....x...........o...x....oooo.xxxx.............oo...............o...............................o.......x.......o.........x...........o...x.....................x...............x...............x..o............x................`, turn `o`.
const CROWDED_B: &str = "black stone: a3, b3, c3, d3, n14, m13, l12, k11, e1, f2, o7, c9, d10  white stone: b2, d4, e5, c4, g7, h8, n2, m2, l2, k2, a14, o9  turn white";

fn gomoku_from(position: &str, depth: usize) -> Vec<u64> {
    let game = load_game("gomoku.game");
    let state = ludus::notation::parse_position(&game, position).expect("position");
    perft_counts(&game, state, depth)
}

#[test]
fn gomoku_perft_2_from_crowded_positions_with_wins() {
    assert_eq!(gomoku_from(CROWDED_A, 2), vec![200, 39203]);
    assert_eq!(gomoku_from(CROWDED_B, 2), vec![200, 39203]);
}

/// `cargo test --test placement_perft -- --ignored` (a deep test of .ci/run).
#[test]
#[ignore = "deep: perft 3 of Gomoku from crowded positions"]
fn gomoku_perft_3_from_crowded_positions() {
    assert_eq!(gomoku_from(CROWDED_A, 3), vec![200, 39203, 7684578]);
    assert_eq!(gomoku_from(CROWDED_B, 3), vec![200, 39203, 7645770]);
}
