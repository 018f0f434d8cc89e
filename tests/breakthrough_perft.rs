//! Breakthrough perft (games/breakthrough.game, the game docs/language.md
//! opens with), against an independent reference program written from the
//! rules in another language: tests/ref/breakthrough_perft.py, whose
//! figures are frozen here (`python3 tests/ref/breakthrough_perft.py 5`).
//! From the start, and from two positions near the end, where reaching
//! the far row, losing the last pawn or having no move ends the game.

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("breakthrough.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn breakthrough_perft_from_the_start_1_to_5() {
    assert_eq!(counts(None, 5), vec![22, 484, 11_132, 256_036, 6_182_818]);
}

#[test]
fn breakthrough_perft_near_the_goal_1_to_6() {
    assert_eq!(
        counts(
            Some("white pawn: b6, c2, h5  black pawn: a3, f7, g6  turn white"),
            6
        ),
        vec![8, 54, 415, 2_607, 17_723, 101_928]
    );
}

#[test]
fn breakthrough_perft_with_the_last_pawns_1_to_6() {
    assert_eq!(
        counts(Some("white pawn: d4  black pawn: e5, a2  turn white"), 6),
        vec![3, 12, 18, 90, 162, 810]
    );
}
