//! Game Mix perft. No published figures exist; these counts were
//! cross-checked against an independent reference generator written from the
//! rules page (a separate Python program, not part of the project), which
//! agreed on every depth listed here (and perft 5 from the start = 5312813).

mod common;

use common::{load_game, perft_counts, play};

fn counts(position: Option<&str>, moves: &[&str], depth: usize) -> Vec<u64> {
    let game = load_game("gamemix.game");
    let mut m = match position {
        Some(p) => ludus::Match::from_position(&game, p).expect("position"),
        None => ludus::Match::new(&game),
    };
    play(&mut m, moves);
    perft_counts(&game, m.state.clone(), depth)
}

#[test]
fn gamemix_perft_from_the_start_1_to_4() {
    assert_eq!(counts(None, &[], 4), vec![22, 463, 10289, 227786]);
}

/// En passant after d7-d5 (c5xd6, e5xd6), promotions with and without
/// capture (g7), a knight on c4 pinned by the Dama on a6.
#[test]
fn gamemix_perft_en_passant_promotion_pin() {
    let pos = "white king: d3  white knight: c4  white pawn: c5, e5, g7  white liner: b1  white checker: a3  black king: a8  black dama: a6  black pawn: d7  black knight: h8  black silver: f8  black liner: h6  turn black";
    assert_eq!(counts(Some(pos), &["d7-d5"], 3), vec![23, 358, 6893]);
}

/// Dama captures of one, two and three pieces; a King on the edge beside a
/// Dama with no square behind it.
#[test]
fn gamemix_perft_dama_captures() {
    let pos = "white king: a4  white dama: b2, h1  white knight: e5  white silver: f2  black king: g7  black dama: b5  black silver: d4  black checker: g2  black pawn: d5  black liner: b7  turn white";
    assert_eq!(counts(Some(pos), &[], 3), vec![24, 417, 9271]);
}

/// Liners on crowded lines; Checkers capturing onto the last rank.
#[test]
fn gamemix_perft_liners_and_checker_promotion() {
    let pos = "white king: g1  white liner: d4, a6  white checker: f6, b7  white pawn: e4  white silver: d2  white knight: h3  black king: h5  black liner: e6, b3  black silver: e7  black pawn: g7, b2  black checker: c3  black knight: d6  turn white";
    assert_eq!(counts(Some(pos), &[], 3), vec![29, 886, 22404]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn gamemix_perft_5() {
    assert_eq!(counts(None, &[], 5)[4], 5312813);
}
