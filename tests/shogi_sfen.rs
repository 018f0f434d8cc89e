//! SFEN, written (`notation::sfen`, `ludus position --print-sfen`) and read
//! back (`--fen`): on seeded random games of Shogi the SFEN written reads
//! back to the same position (board, hands, side to move, hash) and
//! writes again the same text.

mod common;

use common::bin::ludus;
use common::{Rng, load_game};
use ludus::Match;
use ludus::notation;

#[test]
fn sfen_of_the_start() {
    let g = load_game("shogi.game");
    let m = Match::new(&g);
    assert_eq!(
        notation::sfen(&g, &m.state).as_deref(),
        Ok("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    );
}

#[test]
fn sfen_round_trips_on_random_games() {
    let g = load_game("shogi.game");
    let mut with_hands = 0;
    for seed in 1..=6u64 {
        let mut m = Match::new(&g);
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        for ply in 0..150 {
            let sfen = notation::sfen(&g, &m.state).expect("every piece has a symbol");
            let back = Match::from_fen(&g, &sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
            assert_eq!(back.state.board, m.state.board, "ply {ply}: {sfen}");
            assert_eq!(back.state.store, m.state.store, "ply {ply}: {sfen}");
            assert_eq!(back.to_move(), m.to_move(), "ply {ply}: {sfen}");
            assert_eq!(back.state.hash, m.state.hash, "ply {ply}: {sfen}");
            assert_eq!(notation::sfen(&g, &back.state), Ok(sfen.clone()));
            with_hands += usize::from(!sfen.contains(" - "));
            let legal = m.legal_moves();
            if legal.is_empty() {
                break;
            }
            m.play(&legal[rng.below(legal.len())]).expect("legal");
        }
    }
    assert!(with_hands > 100, "the random games drop and capture");
}

#[test]
fn position_print_sfen_and_fen_read_it_back() {
    let f = concat!(env!("CARGO_MANIFEST_DIR"), "/games/shogi.game");
    let (code, out, err) = ludus(
        &[
            "position",
            f,
            "--moves",
            "c3-c4,g7-g6,b2xh8=+B",
            "--print-sfen",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.trim(),
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
    let (code, again, err) = ludus(&["position", f, "--fen", out.trim(), "--print-sfen"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, out);
    for other in ["kalah", "go", "crazyhouse", "liga"] {
        let f = format!("{}/games/{other}.game", env!("CARGO_MANIFEST_DIR"));
        let (code, _, err) = ludus(&["position", &f, "--print-sfen"], "");
        assert_ne!(code, 0, "{other}");
        assert!(err.contains("SFEN"), "{other}: {err}");
    }
}
