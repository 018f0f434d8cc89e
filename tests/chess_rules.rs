//! One test per rule of chess (the FIDE Laws: castling with each of its
//! conditions failing alone, en passant, promotion, checkmate, stalemate,
//! and the draw rules games/chess.game chooses), from positions set up with
//! FEN. Every expected fact is asserted in plain Rust from the Laws (not
//! copied from the engine), and the whole report is snapshotted with insta.
//!
//! Castling is written `e1-g1&h1-f1`: the king's relocation, then the
//! rook's.

#![allow(non_snake_case)] // test names are `chess__<rule>`, like their snapshots

mod common;

use common::{load_game, moves, play, report};
use ludus::{Game, Match};

fn game() -> Game {
    load_game("chess.game")
}

fn fen<'g>(g: &'g Game, f: &str) -> Match<'g> {
    Match::from_fen(g, f).expect("fen")
}

fn castles(m: &mut Match) -> Vec<String> {
    moves(m).into_iter().filter(|t| t.contains('&')).collect()
}

const SHORT: &str = "e1-g1&h1-f1";
const LONG: &str = "e1-c1&a1-d1";

#[test]
fn chess__castling_both_ways() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castles(&mut m), vec![LONG, SHORT]);
    play(&mut m, &[SHORT]);
    // The king on g1, the rook on f1, which now attacks f8: black may
    // castle long only (its king would cross f8).
    assert_eq!(castles(&mut m), vec!["e8-c8&a8-d8"]);
    insta::assert_snapshot!("chess__castling_both_ways", report(&mut m));
}

#[test]
fn chess__castling_king_has_moved() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut m, &["e1-e2", "e8-e7", "e2-e1", "e7-e8"]);
    assert!(
        castles(&mut m).is_empty(),
        "the king has moved and come back"
    );
    insta::assert_snapshot!("chess__castling_king_has_moved", report(&mut m));
}

#[test]
fn chess__castling_rook_has_moved() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut m, &["h1-h2", "e8-e7", "h2-h1", "e7-e8"]);
    assert_eq!(castles(&mut m), vec![LONG], "only the a1 rook is unmoved");
    insta::assert_snapshot!("chess__castling_rook_has_moved", report(&mut m));
}

#[test]
fn chess__castling_rights_from_fen() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    play(&mut m, &["a1-b1"]);
    assert_eq!(castles(&mut m), vec!["e8-g8&h8-f8"]);
}

#[test]
fn chess__castling_square_between_occupied() {
    let g = game();
    // A bishop on f1 blocks the short castling; a knight on b1, which only
    // the rook passes over, blocks the long one too.
    let mut m = fen(&g, "4k3/8/8/8/8/8/8/RN2KB1R w KQ - 0 1");
    assert!(castles(&mut m).is_empty());
    let mut m = fen(&g, "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!("chess__castling_square_between_occupied", report(&mut m));
}

#[test]
fn chess__castling_out_of_check() {
    let g = game();
    let mut m = fen(&g, "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1");
    assert!(castles(&mut m).is_empty(), "the king is in check");
    insta::assert_snapshot!("chess__castling_out_of_check", report(&mut m));
}

#[test]
fn chess__castling_through_an_attacked_square() {
    let g = game();
    // The rook on f5 attacks f1, which the king crosses; d1 is free.
    let mut m = fen(&g, "4k3/8/8/5r2/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!("chess__castling_through_an_attacked_square", report(&mut m));
}

#[test]
fn chess__castling_into_check() {
    let g = game();
    // The rook on g5 attacks g1, where the king would land. The rook on b5
    // attacks b1, which only the a1 rook crosses: the long castling stands.
    let mut m = fen(&g, "4k3/8/8/1r4r1/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!("chess__castling_into_check", report(&mut m));
}

#[test]
fn chess__en_passant() {
    let g = game();
    let mut m = Match::new(&g);
    play(&mut m, &["e2-e4", "a7-a6", "e4-e5", "d7-d5"]);
    assert!(moves(&mut m).contains(&"e5xd6".to_string()));
    play(&mut m, &["e5xd6"]);
    // The pawn that passed d6 is gone from d5.
    assert!(!moves(&mut m).iter().any(|t| t.starts_with("d5")));
    // Only on the next move: after another move the capture is gone.
    let mut m2 = fen(&g, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert!(moves(&mut m2).contains(&"e5xd6".to_string()));
    play(&mut m2, &["e1-e2", "e8-e7"]);
    assert!(!moves(&mut m2).contains(&"e5xd6".to_string()));
    insta::assert_snapshot!("chess__en_passant", report(&mut m));
}

#[test]
fn chess__promotion() {
    let g = game();
    let mut m = fen(&g, "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let promos: Vec<String> = moves(&mut m)
        .into_iter()
        .filter(|t| t.starts_with("a7"))
        .collect();
    // Four choices, straight on and by capturing on b8.
    assert_eq!(
        promos,
        vec![
            "a7-a8=B", "a7-a8=N", "a7-a8=Q", "a7-a8=R", "a7xb8=B", "a7xb8=N", "a7xb8=Q", "a7xb8=R"
        ]
    );
    insta::assert_snapshot!("chess__promotion", report(&mut m));
}

#[test]
fn chess__checkmate() {
    let g = game();
    let mut m = Match::new(&g);
    play(&mut m, &["f2-f3", "e7-e5", "g2-g4", "d8-h4"]);
    let o = m.outcome().expect("fool's mate ends the game");
    assert_eq!(o.winner, Some(1), "black wins");
    insta::assert_snapshot!("chess__checkmate", report(&mut m));
}

#[test]
fn chess__stalemate() {
    let g = game();
    let mut m = fen(&g, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = m.outcome().expect("black cannot move");
    assert_eq!(o.winner, None, "stalemate is a draw");
    assert_eq!(o.reason, "no moves");
    insta::assert_snapshot!("chess__stalemate", report(&mut m));
}

#[test]
fn chess__insufficient_material() {
    let g = game();
    // The king takes the last knight: king against king.
    let mut m = fen(&g, "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    play(&mut m, &["e1xd2"]);
    assert_eq!(m.outcome().map(|o| o.winner), Some(None));
    // A king and a rook can still mate.
    let mut m2 = fen(&g, "4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1");
    play(&mut m2, &["e1xd2"]);
    assert!(m2.outcome().is_none());
    insta::assert_snapshot!("chess__insufficient_material", report(&mut m));
}

#[test]
fn chess__seventy_five_moves() {
    let g = game();
    let mut m = fen(&g, "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 90");
    play(&mut m, &["a1-a2"]);
    assert_eq!(m.outcome().map(|o| o.winner), Some(None));
    // A pawn move starts the count again.
    let mut m2 = fen(&g, "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 90");
    play(&mut m2, &["e2-e3"]);
    assert!(m2.outcome().is_none());
    insta::assert_snapshot!("chess__seventy_five_moves", report(&mut m));
}

#[test]
fn chess__fivefold_repetition() {
    let g = game();
    let mut m = Match::new(&g);
    let round = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"];
    for _ in 0..3 {
        play(&mut m, &round);
        assert!(m.outcome().is_none());
    }
    play(&mut m, &round);
    // The start position, for the fifth time.
    assert_eq!(m.outcome().map(|o| o.winner), Some(None));
    insta::assert_snapshot!("chess__fivefold_repetition", report(&mut m));
}
