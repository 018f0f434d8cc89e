//! Crazyhouse perft against Fairy-Stockfish (the `fairy-stockfish` Debian
//! package, version 11.1-1+b1, `setoption name UCI_Variant value
//! crazyhouse`, `position startpos` / `position fen …`, `go perft N`): the
//! start position, and positions read by `--fen`'s reader in
//! Fairy-Stockfish's form (the pockets in brackets after the board, a
//! promoted piece marked `~`), each chosen for a rule: captures to the
//! captor's hand, drops (a pawn never on the first or last rank), a
//! promoted piece going back to the hand as a pawn, drops that block a
//! check, en passant and castling beside drops. Every figure below is
//! Fairy-Stockfish's.

mod common;

use common::{load_game, perft_counts};

fn counts(fen: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("crazyhouse.game");
    let m = match fen {
        Some(f) => ludus::Match::from_fen(&game, f).expect("fen"),
        None => ludus::Match::new(&game),
    };
    perft_counts(&game, m.state.clone(), depth)
}

/// Positions, what each shows, and perft 1 to 3 by Fairy-Stockfish.
const POSITIONS: &[(&str, &str, [u64; 3])] = &[
    (
        "an opening, pockets on both sides, castling beside drops",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[NPbp] w KQkq - 0 6",
        [94, 8508, 631_111],
    ),
    (
        "promotions on both sides, queens in hand",
        "4k3/1P6/8/8/8/8/6p1/4K3[Qq] w - - 0 1",
        [68, 3181, 73794],
    ),
    (
        "a promoted queen (Q~) on d1, that goes back as a pawn",
        "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQ~KBNR[Pp] b KQkq - 0 3",
        [58, 3467, 137_712],
    ),
    (
        "white in check by a rook: drops on f1, g1 block it",
        "r3k2r/8/8/8/8/8/8/R3K2r[NBPnbp] w Qkq - 0 1",
        [7, 1381, 181_317],
    ),
    (
        "full pockets, queen in hand",
        "r1b1kb1r/ppp2ppp/2n5/3q4/8/8/PPP2PPP/RNB1KBNR[QNPPbpp] b KQkq - 0 8",
        [125, 15567, 1_580_866],
    ),
    (
        "the king takes a promoted rook (R~): a pawn in black's hand",
        "k7/1R~6/8/8/8/8/K7/7r[pP] b - - 0 1",
        [61, 3584, 89124],
    ),
    (
        "the king takes a promoted rook: black's only piece in hand is that pawn",
        "k7/1R~6/8/8/8/8/K7/7r[N] b - - 0 1",
        [15, 1011, 16790],
    ),
    (
        "en passant, knights in hand",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR[Nn] w KQkq f6 0 4",
        [63, 3284, 151_469],
    ),
    (
        "a promoted bishop (b~), full pockets",
        "r2q1rk1/ppp2ppp/2n1b~3/3pN3/3P4/2PB4/P1P2PPP/R2Q1RK1[BNPbnp] w - - 0 12",
        [142, 18979, 2_110_226],
    ),
    (
        "a back-rank check: only a rook drop blocks it",
        "6k1/5ppp/8/8/8/8/5PPP/1q4K1[Rr] w - - 0 1",
        [4, 314, 3800],
    ),
];

#[test]
fn crazyhouse_perft_from_the_start_1_to_3() {
    assert_eq!(counts(None, 3), vec![20, 400, 8902]);
}

#[test]
fn crazyhouse_start_fen_with_empty_pockets_is_the_start() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    assert_eq!(counts(Some(fen), 3), vec![20, 400, 8902]);
}

/// Depth 1 and 2 of every position, and depth 3 of those under 100,000
/// nodes (the rest in the deep test below).
#[test]
fn crazyhouse_perft_positions() {
    for (what, fen, want) in POSITIONS {
        let depth = if want[2] < 100_000 { 3 } else { 2 };
        assert_eq!(counts(Some(fen), depth), want[..depth], "{what}: {fen}");
    }
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn crazyhouse_perft_from_the_start_4() {
    assert_eq!(counts(None, 4)[3], 197_281);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn crazyhouse_perft_positions_3() {
    for (what, fen, want) in POSITIONS {
        assert_eq!(counts(Some(fen), 3)[2], want[2], "{what}: {fen}");
    }
}

/// Pockets the reader refuses, each with a message, never a panic.
#[test]
fn crazyhouse_fen_pockets_refused() {
    let zh = load_game("crazyhouse.game");
    let chess = load_game("chess.game");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    for (game, fen) in [
        (&zh, format!("{start}[Q w KQkq - 0 1")),
        (&zh, format!("{start}[Q]x w KQkq - 0 1")),
        (&zh, format!("{start}[Z] w KQkq - 0 1")),
        (
            &zh,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZ~R[] w - - 0 1".to_string(),
        ),
        (&chess, format!("{start}[Q] w KQkq - 0 1")),
    ] {
        assert!(ludus::Match::from_fen(game, &fen).is_err(), "{fen}");
    }
    // The pockets count: two white pawns and a black queen in hand.
    let m = ludus::Match::from_fen(&zh, &format!("{start}[PPq] w KQkq - 0 1")).expect("fen");
    let text = ludus::notation::diagram(&zh, &m.state);
    assert!(text.contains("hand: white [PP], black [q]"), "{text}");
}
