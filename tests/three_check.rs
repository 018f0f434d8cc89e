//! Three-check (games/threecheck.game): chess where the third check wins,
//! counted by `after move attacked(king enemy) { add 1 checks }` in `rules`
//! (issue 34). Perft against Fairy-Stockfish 11.1's `3check` variant
//! (Debian's package: `setoption name UCI_Variant value 3check`, `position
//! fen ...`, `go perft N`), whose figures are frozen here. Its FENs carry
//! the checks each side may still give (`3+1`: white 3, black 1); ludus
//! counts the checks given (`counter checks black 2`). A move that gives
//! the third check ends the game, so nothing is counted below it.

mod common;

use common::{load_game, perft_counts};

/// The position of `fen` (without the checks field) with `given` checks
/// already given by white and black.
fn counts(fen: &str, given: (u32, u32), depth: usize) -> Vec<u64> {
    let game = load_game("threecheck.game");
    let m = ludus::Match::from_fen(&game, fen).expect("fen");
    let text = ludus::notation::position_text(&game, &m.state);
    let at = ["  moved:", "  en-passant", "  turn"]
        .iter()
        .filter_map(|w| text.find(w))
        .min()
        .expect("a turn");
    let counters = format!(
        "  counter checks white {}  counter checks black {}",
        given.0, given.1
    );
    let text = format!("{}{counters}{}", &text[..at], &text[at..]);
    let state = ludus::notation::parse_position(&game, &text).expect("position");
    perft_counts(&game, state, depth)
}

#[test]
fn three_check_is_chess_from_the_start() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(counts(start, (0, 0), 3), vec![20, 400, 8_902]);
}

#[test]
fn three_check_black_one_check_from_winning() {
    // FSF: `... w KQkq - 3+1 0 2`.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(counts(fen, (0, 2), 3), vec![29, 835, 24_809]);
}

#[test]
fn three_check_white_wins_by_a_capture_with_check() {
    // FSF: `... w KQkq - 1+3 2 3` (Qxf7+ and Bxf7+ end the game).
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3";
    assert_eq!(counts(fen, (2, 0), 3), vec![42, 1_231, 49_106]);
}

#[test]
fn three_check_kiwipete_with_one_check_left_each() {
    // FSF: `... w KQkq - 1+1 0 1`.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(counts(fen, (2, 2), 3), vec![48, 2_039, 97_848]);
}

#[test]
fn three_check_castling_gives_the_third_check() {
    // FSF: `5k2/8/8/8/8/8/8/4K2R w K - 1+3 0 1`: O-O puts the rook on f1.
    let fen = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    assert_eq!(counts(fen, (2, 0), 4), vec![15, 55, 1_025, 5_080]);
}

#[test]
fn three_check_promotion_gives_the_third_check() {
    // FSF: `4k3/1P6/8/8/8/8/8/4K3 w - - 1+3 0 1`: b8=Q+ and b8=R+ win.
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(counts(fen, (2, 0), 4), vec![9, 34, 362, 2_006]);
}

#[test]
fn three_check_two_checks_left_each() {
    // FSF: `... w KQkq - 2+2 4 5`.
    let fen = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5";
    assert_eq!(counts(fen, (1, 1), 3), vec![36, 1_256, 43_408]);
}

#[test]
fn a_check_raises_the_counter_and_undo_takes_it_back() {
    let game = load_game("threecheck.game");
    let mut m = ludus::Match::from_fen(&game, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("fen");
    m.play_text("a1a8").expect("a check");
    let text = ludus::notation::position_text(&game, &m.state);
    assert!(text.contains("counter checks white 1"), "{text}");
    assert!(m.outcome().is_none());
    assert!(m.undo(), "undo");
    let text = ludus::notation::position_text(&game, &m.state);
    assert!(!text.contains("counter checks white"), "{text}");
}

#[test]
fn the_third_check_wins() {
    let game = load_game("threecheck.game");
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let m = ludus::Match::from_fen(&game, fen).expect("fen");
    let text = ludus::notation::position_text(&game, &m.state)
        .replace("  turn", "  counter checks white 2  turn");
    let state = ludus::notation::parse_position(&game, &text).expect("position");
    let mut m = ludus::Match::from_state(&game, state);
    m.play_text("a1a8").expect("the third check");
    let outcome = format!("{:?}", m.outcome());
    assert!(outcome.contains("three checks"), "{outcome}");
}
