//! Liger perft. No published figures exist; these counts were cross-checked
//! against an independent reference generator written from the rules page
//! (a separate Python program, not part of the project), which agreed on
//! every depth listed here.

mod common;

use common::{load_game, perft_counts};
use ludus::perft::Perft;

fn game() -> ludus::Game {
    load_game("liger.game")
}

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = game();
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

/// Red may move backward (6 showing against 8), bear off on h8 (red on top
/// of blue), lift mixed pairs on b6 and g1, and not lift the two reds on g7.
const BACKWARD_AND_BEAR_OFF: &str = "stack h8: blue checker, red checker  stack d8: red checker, blue checker  blue checker: a7  blue checker: c7  stack g7: red checker, red checker  stack b6: blue checker, red checker, blue checker, red checker  blue checker: f6  red checker: c5  red checker: e5  blue checker: b4  stack d4: red checker, blue checker  stack b2: red checker, blue checker  blue checker: e1  stack g1: blue checker, red checker  turn red";

/// Blue to move with fewer showing: backward moves, bear-offs from a
/// singleton and from the top of a mixed pair on rank 1, and games that end
/// within four plies (covering the last showing checker).
const ENDGAME: &str = "blue checker: a1  stack e1: red checker, blue checker  blue checker: d4  stack c5: blue checker, red checker  red checker: b2  red checker: c3  stack g3: red checker, red checker  red checker: g5  red checker: h8  turn blue";

/// Blue can bear off its last checkers and win at ply 3.
const LAST_CHECKERS: &str = "blue checker: a1  stack e1: red checker, blue checker  red checker: b2  red checker: c3  red checker: h8  turn blue";

#[test]
fn liger_perft_from_the_start_1_to_5() {
    assert_eq!(counts(None, 5), vec![21, 441, 8715, 172179, 3239666]);
}

#[test]
fn liger_perft_with_backward_moves_and_bear_offs() {
    assert_eq!(
        counts(Some(BACKWARD_AND_BEAR_OFF), 5),
        vec![18, 353, 5971, 111184, 1816748]
    );
}

#[test]
fn liger_perft_in_an_endgame_with_game_ends() {
    assert_eq!(counts(Some(ENDGAME), 5), vec![6, 72, 419, 4813, 28404]);
    assert_eq!(counts(Some(LAST_CHECKERS), 5), vec![3, 15, 32, 82, 248]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn liger_perft_6_and_7() {
    let game = game();
    let mut state = ludus::State::new(&game);
    let mut p = Perft::new(7);
    assert_eq!(p.run(&game, &mut state, 6), 60920399);
    assert_eq!(p.run(&game, &mut state, 7), 1103696596);
}

/// The last ply of a perft applies and takes back each move by the leaf
/// loop of stacks-only games (`State::apply_undo_each`: the carry taken
/// back from what it found, the record made once per list): along games
/// that build tall mixed stacks, every position is left exactly as it was
/// (board, stacks, cell sets, showing counts, hash, history), and the
/// player who moved last too.
#[test]
fn liger_leaf_loop_leaves_every_position_as_it_was() {
    let game = game();
    let mut tall = 0;
    for start in [None, Some(BACKWARD_AND_BEAR_OFF), Some(ENDGAME)] {
        let mut state = match start {
            Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
            None => ludus::State::new(&game),
        };
        let mut moves = Vec::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..200 {
            state.decisions(&game, &mut moves);
            if moves.is_empty() {
                break;
            }
            let before = state.clone();
            state.apply_undo_each(&game, &moves);
            assert_eq!(state, before);
            assert_eq!(state.last_mover, before.last_mover);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[usize::try_from(seed % moves.len() as u64).unwrap_or(0)];
            state.apply(&game, &m);
            tall = tall.max((0..64u8).map(|c| state.height(c)).max().unwrap_or(0));
        }
    }
    // The games went through stacks of several checkers.
    assert!(tall >= 3, "tallest stack {tall}");
}
