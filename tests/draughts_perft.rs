//! Perft of the draughts family from the start, same-capture paths merged:
//! international draughts (10×10) and Brazilian draughts (8×8), against the
//! published counts (international d1–7: 9, 81, 658, 4,265, 27,117,
//! 167,140, 1,049,442; Brazilian d1–5: 7, 49, 302, 1,469, 7,473). The
//! shallow depths run in `cargo test`; the deep ones are ignored here and
//! run by .ci/run (with `--ignored`, from the test build).

mod common;

use common::{load_game, perft_counts};

fn counts(name: &str, depth: usize) -> Vec<u64> {
    let game = load_game(name);
    let state = ludus::State::new(&game);
    perft_counts(&game, state, depth)
}

#[test]
fn international_perft_from_the_start_1_to_5() {
    assert_eq!(
        counts("international.game", 5),
        vec![9, 81, 658, 4265, 27117]
    );
}

#[test]
#[ignore = "deep perft: run by .ci/run with --ignored"]
fn international_perft_from_the_start_6_to_7() {
    let c = counts("international.game", 7);
    assert_eq!(c[5..], [167_140, 1_049_442]);
}

#[test]
fn brazilian_perft_from_the_start_1_to_4() {
    assert_eq!(counts("brazilian.game", 4), vec![7, 49, 302, 1469]);
}

#[test]
#[ignore = "deep perft: run by .ci/run with --ignored"]
fn brazilian_perft_from_the_start_5() {
    assert_eq!(counts("brazilian.game", 5)[4], 7473);
}

// Russian draughts (games/russian.game): free choice among captures, men
// crowned mid-capture go on as kings, and `long captures continue`. The
// figures are those issue 35 gives for Russian draughts, counting the same
// capture once: 7, 49, 302, 1,469, 7,482, 37,986, 190,146, 929,899. Without
// `long captures continue` depth 8 gives 929,901: a king that could capture
// on landed where it could not.

#[test]
fn russian_perft_from_the_start_1_to_6() {
    assert_eq!(
        counts("russian.game", 6),
        vec![7, 49, 302, 1469, 7482, 37986]
    );
}

#[test]
#[ignore = "deep perft: run by .ci/run with --ignored"]
fn russian_perft_from_the_start_7_to_8() {
    let c = counts("russian.game", 8);
    assert_eq!(c[6..], [190_146, 929_899]);
}
