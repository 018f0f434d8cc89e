//! Libero perft. One action (a piece move, a ball move or `end`) is one ply,
//! as the rules page counts them. No published figures exist; these counts
//! were cross-checked against an independent reference generator written
//! from the rules page (a separate Python program, not part of the project),
//! which agreed on every depth listed here.

mod common;

use common::{load_game, perft_counts};
use ludus::perft::Perft;

fn game() -> ludus::Game {
    load_game("libero.game")
}

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = game();
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

/// The worked example of the rules page, transcribed as drawn: blue to move,
/// the blue soldier on q6 holds the ball; blue has 8 soldiers and its libero
/// on j5, red a soldier on n5 and none on e9.
const WORKED_EXAMPLE: &str = "red goalkeeper: b5  red libero: e5  \
    red soldier: d4, d6, e1, f3, f7, i3, i5, i7, n5  \
    blue goalkeeper: s5  blue libero: j5  \
    blue soldier: j9, l3, l5, n9, o7, p1, q4  \
    stack q6: blue soldier, ball  turn blue";

#[test]
fn libero_perft_from_the_start_1_to_4() {
    assert_eq!(counts(None, 4), vec![135, 1500, 24047, 244093]);
}

#[test]
fn libero_perft_from_the_worked_example_1_to_3() {
    assert_eq!(counts(Some(WORKED_EXAMPLE), 3), vec![113, 707, 17438]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn libero_perft_from_the_start_5() {
    let game = game();
    let mut state = ludus::State::new(&game);
    let mut p = Perft::new(5);
    assert_eq!(p.run(&game, &mut state, 5), 3787252);
}
