//! Chess perft against the published counts (the Chess Programming Wiki's
//! "Perft Results"): the start position and Kiwipete, set up with `--fen`'s
//! reader, and positions 3, 4 and 5 of that page (en passant, promotions,
//! castling rights lost, checks).

mod common;

use common::{load_game, perft_counts};

fn counts(fen: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("chess.game");
    let m = match fen {
        Some(f) => ludus::Match::from_fen(&game, f).expect("fen"),
        None => ludus::Match::new(&game),
    };
    perft_counts(&game, m.state.clone(), depth)
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

#[test]
fn chess_perft_from_the_start_1_to_3() {
    assert_eq!(counts(None, 3), vec![20, 400, 8902]);
}

#[test]
fn chess_perft_kiwipete_1_to_3() {
    assert_eq!(counts(Some(KIWIPETE), 3), vec![48, 2039, 97862]);
}

#[test]
fn chess_perft_position_3_en_passant_and_pins() {
    let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    assert_eq!(counts(Some(fen), 4), vec![14, 191, 2812, 43238]);
}

#[test]
fn chess_perft_position_4_promotions_and_black_castling() {
    let fen = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    assert_eq!(counts(Some(fen), 3), vec![6, 264, 9467]);
}

#[test]
fn chess_perft_position_5() {
    let fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    assert_eq!(counts(Some(fen), 2), vec![44, 1486]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn chess_perft_from_the_start_4_and_5() {
    let c = counts(None, 5);
    assert_eq!(c[3..], [197_281, 4_865_609]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn chess_perft_kiwipete_4() {
    assert_eq!(counts(Some(KIWIPETE), 4)[3], 4_085_603);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn chess_perft_positions_3_to_5_deeper() {
    let p3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    assert_eq!(counts(Some(p3), 5)[4], 674_624);
    let p4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    assert_eq!(counts(Some(p4), 4)[3], 422_333);
    let p5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    assert_eq!(counts(Some(p5), 3)[2], 62_379);
}
