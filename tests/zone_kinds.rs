//! `count(KIND P in ZONE)`: one kind's pieces counted in a zone (issue 34),
//! as King of the Hill needs it (games/kingofthehill.game:
//! `after move count(king own in hill) = 1: wins`). Perft against
//! Fairy-Stockfish 11.1's `kingofthehill` variant (Debian's package:
//! `setoption name UCI_Variant value kingofthehill`, `position fen ...`,
//! `go perft N`), whose figures are frozen here: a move that brings a king
//! to d4, e4, d5 or e5 ends the game, so nothing is counted below it.

mod common;

use common::{load_game, perft_counts};

fn counts(fen: &str, depth: usize) -> Vec<u64> {
    let game = load_game("kingofthehill.game");
    let m = ludus::Match::from_fen(&game, fen).expect("fen");
    perft_counts(&game, m.state.clone(), depth)
}

#[test]
fn king_of_the_hill_a_lone_king_walks_to_the_centre() {
    assert_eq!(
        counts("8/8/8/8/8/2K5/8/k7 w - - 0 1", 4),
        vec![7, 14, 90, 374]
    );
}

#[test]
fn king_of_the_hill_both_kings_near_the_centre() {
    assert_eq!(
        counts("8/8/3k4/8/8/3K4/8/8 w - - 0 1", 4),
        vec![8, 46, 272, 1_941]
    );
}

#[test]
fn king_of_the_hill_a_king_out_in_the_open() {
    let fen = "r1bq1b1r/ppp2kpp/2n5/3np3/2B5/8/PPPP1PPP/RNBQK2R w KQ - 0 7";
    assert_eq!(counts(fen, 3), vec![31, 1_139, 35_231]);
}

#[test]
fn king_of_the_hill_is_chess_where_no_king_reaches_the_centre() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(counts(start, 4), vec![20, 400, 8_902, 197_281]);
    let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    assert_eq!(counts(fen, 4), vec![14, 191, 2_812, 43_238]);
}

#[test]
fn a_kind_counted_in_a_zone_counts_that_kind_only() {
    // Only the king counts: a queen on the hill wins nothing.
    let game = load_game("kingofthehill.game");
    let mut m = ludus::Match::from_fen(&game, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1").expect("fen");
    m.play_text("d1d4").expect("queen to d4");
    assert!(m.outcome().is_none(), "a queen on the hill ended the game");
    let mut m = ludus::Match::from_fen(&game, "4k3/8/8/8/3K4/8/8/8 w - - 0 1").expect("fen");
    m.play_text("d4e4").expect("king to e4");
    let outcome = format!("{:?}", m.outcome());
    assert!(outcome.contains("king of the hill"), "{outcome}");
}
