//! Castling on the general path (`engine/make/castle.rs`): a game with a
//! store (`tests/games/castle_store.game`: captured pieces go back to
//! their owner's store and come in again on a drop cell) castles by the
//! same rules as chess, one test per rule with its legal moves
//! snapshotted; and chess with a store (the general path for every move)
//! keeps the published perft counts, castling included.
//!
//! Castling is written `e1-g1&h1-f1`: the king's relocation, then the
//! rook's.

#![allow(non_snake_case)] // test names are `castle_store__<rule>`, like their snapshots

mod common;

use common::{load_test_game, moves, perft_counts, play, report};
use ludus::{Game, Match, State};

fn game() -> Game {
    let g = load_test_game("castle_store.game");
    assert!(
        g.tables.general && g.tables.any_castle,
        "the general path castles"
    );
    g
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
fn castle_store__castling_both_ways() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castles(&mut m), vec![LONG, SHORT]);
    play(&mut m, &[SHORT]);
    assert_eq!(common::at(&m, "g1"), "K");
    assert_eq!(common::at(&m, "f1"), "R");
    assert_eq!(common::at(&m, "h1"), ".");
    // The rook on f1 now attacks f8: black may castle long only (its king
    // would cross f8).
    assert_eq!(castles(&mut m), vec!["e8-c8&a8-d8"]);
    insta::assert_snapshot!("castle_store__castling_both_ways", report(&mut m));
}

#[test]
fn castle_store__castling_through_an_attacked_cell() {
    let g = game();
    // The rook on f5 attacks f1, which the king crosses; d1 is free.
    let mut m = fen(&g, "4k3/8/8/5r2/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!(
        "castle_store__castling_through_an_attacked_cell",
        report(&mut m)
    );
}

#[test]
fn castle_store__castling_into_an_attacked_cell() {
    let g = game();
    // The rook on g5 attacks g1, where the king would land; the rook on b5
    // attacks b1, which only the a1 rook crosses: the long castling stands.
    let mut m = fen(&g, "4k3/8/8/1r4r1/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!(
        "castle_store__castling_into_an_attacked_cell",
        report(&mut m)
    );
}

#[test]
fn castle_store__castling_out_of_check() {
    let g = game();
    let mut m = fen(&g, "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1");
    assert!(m.in_check());
    assert!(castles(&mut m).is_empty(), "the king is in check");
    insta::assert_snapshot!("castle_store__castling_out_of_check", report(&mut m));
}

#[test]
fn castle_store__castling_rights_lost_after_a_rook_move() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let start = m.state.hash;
    play(&mut m, &["h1-h2", "e8-e7", "h2-h1", "e7-e8"]);
    assert_eq!(castles(&mut m), vec![LONG], "only the a1 rook is unmoved");
    // The same pieces on the same cells, with other rights: another
    // position.
    assert_ne!(m.state.hash, start);
    insta::assert_snapshot!(
        "castle_store__castling_rights_lost_after_a_rook_move",
        report(&mut m)
    );
}

#[test]
fn castle_store__castling_rights_lost_after_a_king_move() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut m, &["e1-e2", "e8-e7", "e2-e1", "e7-e8"]);
    assert!(
        castles(&mut m).is_empty(),
        "the king has moved and come back"
    );
    insta::assert_snapshot!(
        "castle_store__castling_rights_lost_after_a_king_move",
        report(&mut m)
    );
}

#[test]
fn castle_store__castling_rights_lost_when_the_rook_is_taken_and_enters_again() {
    let g = game();
    // The knight on g3 attacks f1 (no short castling) and takes the h1
    // rook, which goes to white's store and comes in again on d3.
    let mut m = fen(&g, "4k3/8/8/8/8/6n1/8/R3K2R b KQ - 0 1");
    play(&mut m, &["g3xh1"]);
    assert_eq!(castles(&mut m), vec![LONG]);
    assert!(moves(&mut m).contains(&"enter d3".to_string()));
    play(
        &mut m,
        &["enter d3", "e8-e7", "d3-h3", "e7-e8", "h3xh1", "e8-e7"],
    );
    // A rook stands on h1 again, but not the unmoved one.
    assert_eq!(common::at(&m, "h1"), "R");
    assert_eq!(castles(&mut m), vec![LONG]);
    insta::assert_snapshot!(
        "castle_store__castling_rights_lost_when_the_rook_is_taken_and_enters_again",
        report(&mut m)
    );
}

#[test]
fn castle_store__undo_of_a_castling_restores_the_position() {
    let g = game();
    let mut m = fen(&g, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let before = m.state.clone();
    for text in [SHORT, LONG] {
        play(&mut m, &[text]);
        assert_eq!(m.state.hash, m.state.compute_hash(&g));
        assert!(m.undo());
        assert!(m.state == before, "undo of {text}");
        assert_eq!(m.state.hash, before.hash);
    }
    assert_eq!(castles(&mut m), vec![LONG, SHORT]);
}

/// Chess with a store: every move on the general path, castling included.
fn chess_with_a_store() -> Game {
    let path = format!("{}/games/chess.game", env!("CARGO_MANIFEST_DIR"));
    let chess = std::fs::read_to_string(path).expect("games/chess.game");
    assert_eq!(chess.matches("zone last-rank").count(), 1);
    let src = chess.replacen("zone last-rank", "store base\n\nzone last-rank", 1);
    let g = ludus::compile(ludus::Source::named("chess_store.game", &src))
        .into_result()
        .unwrap_or_else(|e| panic!("chess with a store: {e:?}"));
    assert!(g.tables.general && g.tables.any_castle);
    g
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn chess_with_a_store__perft_is_chess_perft() {
    let g = chess_with_a_store();
    assert_eq!(perft_counts(&g, State::new(&g), 3), vec![20, 400, 8_902]);
    let kiwi = fen(&g, KIWIPETE).state;
    assert_eq!(perft_counts(&g, kiwi, 2), vec![48, 2_039]);
}

#[test]
#[ignore = "deep perft: run in release mode"]
fn chess_with_a_store__deep_perft_is_chess_perft() {
    let g = chess_with_a_store();
    assert_eq!(perft_counts(&g, State::new(&g), 4)[3], 197_281);
    let kiwi = fen(&g, KIWIPETE).state;
    assert_eq!(perft_counts(&g, kiwi, 3)[2], 97_862);
}

fn stacks_game() -> Game {
    let g = load_test_game("castle_stacks.game");
    assert!(g.tables.general && g.tables.any_castle && !g.tables.stacks_only);
    g
}

#[test]
fn castle_stacks__castling_off_a_stack() {
    let g = stacks_game();
    let mut m = Match::new(&g);
    assert_eq!(castles(&mut m), vec![LONG, SHORT]);
    let before = m.state.clone();
    play(&mut m, &[LONG]);
    // The rook leaves the top of a1: the man under it shows again.
    assert_eq!(common::at(&m, "a1"), "M");
    assert_eq!(m.state.height(common::cell(&g, "a1")), 1);
    assert_eq!(common::at(&m, "c1"), "K");
    assert_eq!(common::at(&m, "d1"), "R");
    assert_eq!(m.state.hash, m.state.compute_hash(&g));
    insta::assert_snapshot!("castle_stacks__castling_off_a_stack", report(&mut m));
    assert!(m.undo());
    assert!(m.state == before, "undo puts the rook back on its stack");
    assert_eq!(m.state.height(common::cell(&g, "a1")), 2);
}

#[test]
fn castle_stacks__castling_rights_lost_when_a_piece_lands_on_the_rook() {
    let g = stacks_game();
    let mut m = Match::new(&g);
    // The man covers the a1 rook, then leaves it: the rook never moved,
    // but a piece landed on its cell.
    play(&mut m, &["b2-a1", "b7-a8", "a1-b2", "a8-b7"]);
    assert_eq!(common::at(&m, "a1"), "R");
    assert_eq!(castles(&mut m), vec![SHORT]);
    insta::assert_snapshot!(
        "castle_stacks__castling_rights_lost_when_a_piece_lands_on_the_rook",
        report(&mut m)
    );
}

/// Random games of both test games: after every move the hash is the one
/// computed from scratch, and every legal move applied and taken back
/// leaves the state as it was.
#[test]
fn castle_general__random_games_keep_the_state_exact() {
    use rand::{Rng, SeedableRng};
    for g in [game(), stacks_game(), chess_with_a_store()] {
        let mut castled = 0;
        for seed in 0..8u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut state = State::new(&g);
            let mut buf = Vec::new();
            for _ in 0..120 {
                state.decisions(&g, &mut buf);
                if buf.is_empty() {
                    break;
                }
                let before = state.clone();
                for mv in &buf {
                    state.apply(&g, mv);
                    assert_eq!(state.hash, state.compute_hash(&g));
                    state.undo(&g, mv);
                    assert!(state == before);
                }
                // Castle whenever one is offered, to play many of them.
                let mv = buf
                    .iter()
                    .find(|m| m.is_castle())
                    .copied()
                    .unwrap_or_else(|| buf[rng.random_range(0..buf.len())]);
                castled += usize::from(mv.is_castle());
                state.apply(&g, &mv);
            }
        }
        assert!(castled > 0, "{}: some castling played", g.title);
    }
}
