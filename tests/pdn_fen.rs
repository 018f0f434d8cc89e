//! The PDN FEN form of draughts positions (`W:W31,32,K22:B1-12`), for
//! games whose board has square numbers: published positions read with
//! `--fen` give their published perft counts, ranges and kings are read,
//! and on random playouts of every numbered draughts game the FEN written
//! reads back to the same position.

mod common;

use common::bin::ludus;
use common::{load_game, perft_counts};
use ludus::notation::{self, CellNames};
use ludus::{Game, Match};

fn counts(game: &Game, fen: &str, depth: usize) -> Vec<u64> {
    let m = Match::from_fen(game, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    perft_counts(game, m.state, depth)
}

/// Published counts (Rein Halbersma's perft positions for international
/// draughts, also in the test suites of several open draughts engines).
#[test]
fn pdn_fen_published_international_positions_give_published_perft() {
    let g = load_game("international.game");
    assert_eq!(counts(&g, "W:W31-50:B1-20", 4), [9, 81, 658, 4265]);
    assert_eq!(
        counts(
            &g,
            "B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24",
            4
        ),
        [14, 55, 1168, 5432]
    );
    assert_eq!(
        counts(
            &g,
            "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26.",
            6
        ),
        [6, 12, 30, 73, 215, 590]
    );
}

#[test]
fn pdn_fen_reads_ranges_kings_and_the_fen_tag() {
    let g = load_game("international.game");
    let ranges = Match::from_fen(&g, "W:WK31-50:BK1-20").expect("ranges");
    let listed: Vec<String> = (31..=50).map(|n| format!("K{n}")).collect();
    let black: Vec<String> = (1..=20).map(|n| format!("K{n}")).collect();
    let fen = format!("W:W{}:B{}", listed.join(","), black.join(","));
    let list = Match::from_fen(&g, &fen).expect("list");
    assert_eq!(ranges.state.hash, list.state.hash);
    let text = notation::position_text(&g, &ranges.state);
    assert!(text.starts_with("white king: a1, c1"), "{text}");
    assert!(!text.contains("man"), "{text}");
    let tag = Match::from_fen(&g, "[FEN \"B:W31-50:B1-20\"]").expect("tag");
    assert_eq!(tag.to_move(), 1);
    for bad in ["W:W51:B1", "W:W1:B1", "X:W31:B1", "W:W31-x:B1", "W:Q31:B1"] {
        assert!(Match::from_fen(&g, bad).is_err(), "{bad}");
    }
    let chess = load_game("chess.game");
    let e = Match::from_fen(&chess, "W:W31:B1")
        .err()
        .expect("no square numbers");
    assert!(e.contains("square numbers"), "{e}");
}

#[test]
fn pdn_fen_round_trips_on_random_playouts_of_numbered_draughts_games() {
    for name in ["international.game", "brazilian.game", "checkers.game"] {
        let g = load_game(name);
        assert!(g.board.numbers.is_some(), "{name} numbers its squares");
        for seed in 0..4u64 {
            let mut m = Match::new(&g);
            let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            for ply in 0..120 {
                let fen = notation::pdn_fen(&g, &m.state).expect("men and kings");
                let mut back = Match::from_fen(&g, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert_eq!(back.state.board, m.state.board, "{name} ply {ply}: {fen}");
                assert_eq!(back.to_move(), m.to_move(), "{name} ply {ply}: {fen}");
                assert_eq!(
                    notation::pdn_fen(&g, &back.state).as_deref(),
                    Ok(fen.as_str())
                );
                let texts = |m: &mut Match| {
                    let mut v: Vec<String> = m
                        .movement_moves()
                        .iter()
                        .map(|mv| notation::move_text(&g, mv, CellNames::Numbers))
                        .collect();
                    v.sort();
                    v
                };
                assert_eq!(texts(&mut back), texts(&mut m), "{name} ply {ply}: {fen}");
                let legal = m.legal_moves();
                if legal.is_empty() {
                    break;
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let mv = legal[usize::try_from(rng % legal.len() as u64).expect("in range")];
                m.play(&mv).expect("legal");
            }
        }
    }
}

#[test]
fn position_print_fen_and_fen_read_it_back() {
    let f = concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game");
    let (code, out, err) = ludus(
        &["position", f, "--moves", "11-15,22-18", "--print-fen"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.trim(),
        "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"
    );
    let (code, again, err) = ludus(&["position", f, "--fen", out.trim(), "--print-fen"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, out);
    let chess = concat!(env!("CARGO_MANIFEST_DIR"), "/games/chess.game");
    let (code, _, err) = ludus(&["position", chess, "--print-fen"], "");
    assert_ne!(code, 0);
    assert!(err.contains("square numbers"), "{err}");
}
