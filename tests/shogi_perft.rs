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

/// Positions of seeded random games played by ludus, written as SFEN
/// (`tests/ref/shogi_fsf_diff.py`, seed 1, 25 games: 116 positions, all
/// equal to Fairy-Stockfish at depth 3 but the one below), and a move
/// giving check played from some of them (a drop, a promotion): perft 1
/// to 3 by Fairy-Stockfish.
const RANDOM_GAMES: &[(&str, &str, [u64; 3])] = &[
    (
        "in check after h5g7+",
        "1n5n1/lr1g2ksl/p1p1pp+Npp/s2p1g3/Pp1P2p2/1SP1PP2P/LB5P1/3G2R2/BNK2S2L w G2p 2",
        [5, 445, 19523],
    ),
    (
        "in check after g7h9+",
        "1n1g2k+N1/lr1G3sl/p1p2p1p1/s2pp3p/Pp1P2p2/1SPgPP2P/LBB4P1/3G5/1NK2SR1L w N2p 2",
        [4, 313, 12425],
    ),
    (
        "in check after G@f1",
        "4k1g1b/l7l/n1srpsn2/ppp2p2p/P2G2pp1/LP2P1P1P/2P1GPS2/3S1K1RL/1NB2g1N1 b P2p 1",
        [3, 120, 6884],
    ),
    (
        "in check after b6b7+",
        "1n3s1g1/2k5l/l+P2prs+N1/5p1p1/p1pp3N1/PR3gpPp/2P1PP1g1/L2GKS2L/BN1S2B1P w 3p 2",
        [4, 172, 7647],
    ),
    (
        "in check after f7f8+",
        "l3k1gnl/1s3+P1b1/n2rp2pp/ppppg1p2/9/PP4P2/L1PPP1SPP/1BSKG3R/1N3G1NL w PS 2",
        [4, 326, 11838],
    ),
    (
        "in check after f3e1+",
        "+B1pr3nl/l4g3/n5bpp/4p1pPl/Pp1pskgSP/4PpP1L/p2S5/3GRP3/1N1K+n4 b Sg3p 1",
        [4, 320, 28519],
    ),
    (
        "in check after f3e1+",
        "+B1pr1g1nl/l8/n5bpp/4p1pPl/Pp1pskgSP/4PpP1L/p2S5/2SGRP3/1N1K+n4 b g3p 1",
        [3, 236, 12039],
    ),
    (
        "in check after d5c3+",
        "s5g1l/8P/lp1r1ks+Pn/pPpp1pp2/P4gPP1/2PPp1n+b1/L1+n4RB/1KG1GL3/1N2S1S2 b P2p 1",
        [7, 355, 23895],
    ),
    (
        "in check after c3b1+",
        "6g1l/1s6P/lp1r1ks+Pn/pP1p1pp2/P1p2gPP1/3P2nB1/L3+pB1R1/1KG1GL3/1+n2S1S2 b n4p 1",
        [4, 359, 17661],
    ),
    (
        "in check after N@f4",
        "3s1k1n1/l7l/nprg1p3/p1ppp3p/P3bP1p1/1PPBPnp1P/LS1PSG1SL/4K1R2/3G2GN1 b 2p 1",
        [6, 190, 10390],
    ),
    (
        "in check after d5c3+",
        "l3k2n1/2rgss1bl/1p2p1ppp/p1ppg4/1P3p3/2P1PPPP1/PG+nP3SP/L1SK2R1L/BN3G1N1 b - 1",
        [10, 330, 15378],
    ),
    (
        "in check after G@e9",
        "l2kGpbn1/2g1s3l/1pr1p1ppp/pP1p1s3/1Np1P4/G1P3PP1/P1SPK2SP/L5R1L/B4G1N1 w NP 2",
        [3, 246, 9892],
    ),
    (
        "in check after d7d8+",
        "lng6/1r1+Pkgsb+N/1s2p2pl/ppp6/3p1p3/P4PpPp/1PP1P3P/L1GB1SGsL/1N2NKP1R w - 2",
        [5, 147, 7790],
    ),
    (
        "in check after h8c3+",
        "ln1rk1snl/2sg2g2/pppppp1pp/6p2/9/8P/PP+bPPPPP1/1B2GG1SR/LNS1K2NL b p 1",
        [6, 186, 6450],
    ),
    (
        "in check after N@e5",
        "p2sg4/8n/n2krp1p+B/lppppsl1l/G3N3p/1PR3pP1/P1SP2Pg1/L5S+b1/1NPK1G3 w 3p 2",
        [6, 256, 13348],
    ),
    (
        "in check after e5d7+",
        "p2sg4/4k3n/n2+Nrp1p1/lpppp1l1l/G4s2p/1PR2+BpP1/P1SP2Pg1/L5S+b1/1NPK1G3 w 3p 2",
        [4, 168, 9278],
    ),
    (
        "in check after P@e8",
        "1n2k1ppl/l1g1Pr3/1spppg2s/pp3pPb1/P6Np/L4P2P/1PPPn1G2/2SRG1S2/BN4KPL w - 2",
        [5, 163, 5453],
    ),
    (
        "in check after P@e8",
        "1n2k1pp1/l1g1Pr2l/1spppg2s/pp3pP2/P5bNp/L4P2P/1PPPG1G2/2S3S2/BN1R2KPL w N 2",
        [5, 343, 11030],
    ),
    (
        "in check after R@g1",
        "1ng1r2p1/s3k4/2ppp1p1N/1p1G1pPgl/5P1sp/L7P/NPPP2GP1/NBS1PS3/5+brKL b L2p 1",
        [3, 134, 11017],
    ),
    (
        "in check after P@d7",
        "1n2s2n1/l1sk3rl/pggPp1b2/2p2p2p/1p3PppP/2PG2P1L/PP1GP2P1/LB1S3R1/1N2K1SN1 w p 2",
        [6, 198, 7139],
    ),
    (
        "in check after B@c7",
        "1n1ss2n1/l2k3rl/pgB1p4/1gp2p2p/1p3Ppp1/2P1GsP1L/PPBGP2P1/L2S1R3/1N1PK2N1 w 2p 2",
        [7, 288, 16426],
    ),
    (
        "hands on both sides",
        "lnsg1gs2/r2k4l/pppp1pppn/2+b1p3p/PP7/3P1P3/2P3PPP/3SR1G1L/LNBGK1SN1 w p 28",
        [35, 1007, 36652],
    ),
    (
        "hands on both sides",
        "+B1pr3nl/l4g3/n5bpp/4p1pPl/Pp1pskgSP/4PpP1L/p2S1n3/3GRP3/1N1KG4 w S3p 112",
        [32, 2240, 76417],
    ),
    (
        "hands on both sides",
        "s5g1l/8P/lp1r1ks+Pn/pPpp1pp2/P2n1gPP1/2PPp1n+b1/L6RB/1KG1GL3/1N2S1S2 w P2p 102",
        [51, 2705, 143_726],
    ),
    (
        "hands on both sides",
        "p2sg4/8n/n2krp1p1/lppppsl1l/G7p/1PR2+BpP1/P1SP2Pg1/L5S+b1/1NPK1G3 w N3p 132",
        [41, 2869, 123_157],
    ),
];

/// Where Fairy-Stockfish 11.1 is wrong: in this position (of a random
/// game) it counts 169,758 at depth 3 and ludus 169,757. After
/// `i4-i3=+P i7-h9=+N` it lets white drop a pawn on h2, checking black's
/// king on h1, a pawn that white's tokin on i3 guards; after the drop
/// Fairy-Stockfish itself finds black in check with no legal move
/// (`position … moves i4i3+ i7h9+ P@h2`, `go perft 1`: 0 nodes, `d`:
/// `Checkers: h2`). It is a mate by a pawn drop, which the rules forbid.
const FSF_DROP_MATE: &str =
    "1ng1r2p1/s3kr3/2ppp1p1N/1p1G1psgl/5P3/LN3S2p/NPPP2GP1/1BS1P4/5+b1KL w L4p 120";

#[test]
fn shogi_a_pawn_drop_mate_guarded_by_a_tokin_is_refused() {
    let game = load_game("shogi.game");
    let mut m = ludus::Match::from_fen(&game, FSF_DROP_MATE).expect("sfen");
    m.play_text("i4-i3=+P").expect("legal");
    m.play_text("i7-h9=+N").expect("legal");
    assert!(m.play_text("P@h2").is_err(), "a mate by a pawn drop");
    // The same pawn put there: black is in check and has no move.
    let after = "1ng1r2+N1/s3kr3/2ppp1p2/1p1G1psgl/5P3/LN3S3/NPPP2GP+p/1BS1P2p1/5+b1KL b LP3p 3";
    let mut mated = ludus::Match::from_fen(&game, after).expect("sfen");
    assert!(mated.legal_moves().is_empty());
    assert!(mated.state.in_check(&game));
    assert_eq!(counts(Some(FSF_DROP_MATE), 2), vec![48, 3569]);
}

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
    for (what, fen, want) in POSITIONS.iter().chain(RANDOM_GAMES) {
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
    for (what, fen, want) in POSITIONS.iter().chain(RANDOM_GAMES) {
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
    for (what, fen, want) in POSITIONS.iter().chain(RANDOM_GAMES) {
        assert_eq!(counts(Some(fen), 3)[2], want[2], "{what}: {fen}");
    }
    // Fairy-Stockfish counts 169,758: one mate by a pawn drop more.
    assert_eq!(counts(Some(FSF_DROP_MATE), 3)[2], 169_757);
}
