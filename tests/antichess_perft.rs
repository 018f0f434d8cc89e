//! Antichess (games/antichess.game: chess extended, its castling zones
//! taken out with `remove zone`) against Fairy-Stockfish 11.1's
//! `antichess` variant (Debian's package: `setoption name UCI_Variant value
//! antichess`, `position ...`, `go perft N`), whose figures are frozen here:
//! compulsory captures, the king a plain piece that a pawn may promote to,
//! en passant.

mod common;

use common::{load_game, perft_counts};

fn counts(fen: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("antichess.game");
    let m = match fen {
        Some(f) => ludus::Match::from_fen(&game, f).expect("fen"),
        None => ludus::Match::new(&game),
    };
    perft_counts(&game, m.state.clone(), depth)
}

#[test]
fn antichess_perft_from_the_start_1_to_4() {
    assert_eq!(counts(None, 4), vec![20, 400, 8_067, 153_299]);
}

#[test]
fn antichess_perft_promotions_to_a_king_too() {
    let fen = "8/1P6/8/3k4/8/8/6p1/4K3 w - - 0 1";
    assert_eq!(counts(Some(fen), 4), vec![10, 122, 1_402, 15_324]);
}

#[test]
fn antichess_perft_captures_are_compulsory() {
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/8/PPPP1PPP/RNBQKBNR w - - 0 3";
    assert_eq!(counts(Some(fen), 4), vec![28, 92, 655, 3_714]);
}

#[test]
fn antichess_perft_en_passant_is_a_capture() {
    let fen = "8/8/8/3pP3/8/8/8/K6k w - d6 0 1";
    assert_eq!(counts(Some(fen), 4), vec![1, 3, 12, 72]);
}
