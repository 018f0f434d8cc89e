//! Shogi perft against Fairy-Stockfish (the `fairy-stockfish` Debian
//! package, version 11.1-1+b1, `setoption name UCI_Variant value shogi`,
//! `position startpos` / `position fen BOARD[HAND] w - - 0 N`, `go perft
//! N`): the start position, and SFEN positions read by `--fen`'s reader
//! (`src/text/sfen.rs`), found by random play in Fairy-Stockfish (hands,
//! promoted pieces, checks) or set up for a rule (forced promotion, nifu,
//! drops blocking a check). Every figure below is Fairy-Stockfish's.

mod common;

use common::{load_game, perft_counts};

fn counts(fen: Option<&str>, depth: usize) -> Vec<u64> {
    counts_of(&load_game("shogi.game"), fen, depth)
}

fn counts_of(game: &ludus::Game, fen: Option<&str>, depth: usize) -> Vec<u64> {
    let m = match fen {
        Some(f) => ludus::Match::from_fen(game, f).expect("sfen"),
        None => ludus::Match::new(game),
    };
    perft_counts(game, m.state.clone(), depth)
}

/// SFEN positions, what each shows, and perft 1 to 3 by Fairy-Stockfish.
const POSITIONS: &[(&str, &str, [u64; 3])] = &[
    (
        "a promoted pawn (+P), knight and pawns in hand",
        "2s3b1l/lr2ggs2/1p2pp2+P/p1pp2pp1/3k3P1/P8/LPSPPPPNN/4GS2L/RNBGK4 b NPp 51",
        [71, 2257, 119_567],
    ),
    (
        "promoted knight, bishops (+B, +b) on both sides, four pawns in hand",
        "s5s+N1/lk4g2/1rp+B1g2l/pp2p4/1n3P1Np/1PP3PPP/P1+bPP2G1/3SR2S1/LNG1K3L w 4P 60",
        [36, 1569, 58845],
    ),
    (
        "a gold and a lance in hand, a promoted bishop (+b)",
        "1n1k5/2s1r1g2/l1ppSpsPn/pp2p2pl/4PNP2/3P4p/P+bP2P1R1/LP2G2S1/BN3KG2 b Gl2p 77",
        [85, 6281, 398_273],
    ),
    (
        "a promoted bishop (+B) in white's camp, pawns in hand",
        "2ns4l/3g1r1sk/+B2pp1npb/pg3pL2/Ppp3pP1/1PP1PP2p/LSNP3SN/4G3L/3GK2R1 w 2p 74",
        [28, 1103, 35197],
    ),
    (
        "black in check (by the bishop on e5), pawns in hand, a promoted knight",
        "ls3g1nl/1r1gks3/p4p1pp/2Ppp4/1p2b1b2/3PPP1P1/P1N1+n1PSP/R1G1K3L/L1S2G1N1 b 2Pp 39",
        [3, 168, 7201],
    ),
    (
        "black in check on d4 (a bishop), no hands",
        "ln1s2sn1/1k2r1g2/p1pg1p3/1p2p1ppl/P2p3Pp/1P1bPPP2/2PP2SRP/2SBGK3/LN4GNL b - 47",
        [7, 301, 10947],
    ),
    (
        "a tokin (+p) on i2, pawns and a lance in hand",
        "l1gr1g1n1/1s3lsb1/n4p1p1/p2p4k/1pp1p1p2/PP1PPG1P1/2PS2K2/LBG4R+p/1N3S1N1 b Pl2p 87",
        [50, 3853, 170_513],
    ),
    (
        "promoted lance, tokin and bishop, four pawns in hand",
        "3kg4/lGs2s1rl/p1np1pn1p/1p2n2p1/3P1P3/2P1P2KP/PP1RS1G1n/L1+bG5/1+l3+pS2 w 4Pb 90",
        [84, 3473, 220_279],
    ),
    (
        "bishop and pawns in hand on both sides",
        "lg1k3n1/rps1g4/2n2ps1l/2P1p2p1/pP1p1P1P1/R5P1p/2K1b3P/4G2GL/LN1S2SN1 w 3PB2p 76",
        [58, 5206, 292_668],
    ),
    (
        "forced promotion: a pawn on a8, a knight to g8 / i8? (rank 8), a lance to c9",
        "4k4/P8/9/6N2/2L6/9/9/9/4K4 b - 1",
        [14, 52, 749],
    ),
    (
        "nifu: pawns on files a to d, a pawn in hand",
        "4k4/9/9/9/9/9/PPPP5/9/4K4 b P 1",
        [48, 237, 4133],
    ),
    (
        "black in check by a rook on a1: gold and pawn drops block it (a pawn on b1..d1 of rank 1)",
        "4k4/9/9/9/9/9/9/9/r3K4 b GP 1",
        [9, 261, 25464],
    ),
    (
        "a pawn drop on h8 that leaves white no move but is no check (stalemate, \
         not a mate by a pawn drop): a move",
        "8k/9/7G1/9/9/9/9/9/4K2R1 b P 1",
        [88, 87, 3088],
    ),
];

#[test]
fn shogi_perft_from_the_start_1_to_3() {
    assert_eq!(counts(None, 3), vec![30, 900, 25470]);
}

#[test]
fn shogi_start_sfen_is_the_start() {
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    assert_eq!(counts(Some(sfen), 2), vec![30, 900]);
}

/// Depth 1 and 2 of every position, and depth 3 of those under 30,000
/// nodes (the rest in the deep test below).
#[test]
fn shogi_perft_positions() {
    for (what, fen, want) in POSITIONS {
        let depth = if want[2] < 30_000 { 3 } else { 2 };
        assert_eq!(counts(Some(fen), depth), want[..depth], "{what}: {fen}");
    }
}

/// The general path (every plan off) gives the same figures: depth 2 of
/// every position (its mate judged by generating the replies, not by the
/// attack tables).
#[test]
fn shogi_perft_positions_by_the_reference() {
    let game = load_game("shogi.game").reference();
    for (what, fen, want) in POSITIONS {
        assert_eq!(counts_of(&game, Some(fen), 2), want[..2], "{what}: {fen}");
    }
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn shogi_perft_from_the_start_4_and_5() {
    assert_eq!(counts(None, 4)[3], 719_731);
    assert_eq!(counts(None, 5)[4], 19_861_490);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn shogi_perft_positions_3() {
    for (what, fen, want) in POSITIONS {
        assert_eq!(counts(Some(fen), 3)[2], want[2], "{what}: {fen}");
    }
}
