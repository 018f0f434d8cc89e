//! Atomic chess (games/atomic.game): chess where a capture explodes
//! (`captures explode all-directions except pawn` in `rules`, issue 34).
//! Perft against python-chess 1.11.2's `chess.variant.AtomicBoard`
//! (tests/ref/atomic_perft.py; Debian's Fairy-Stockfish 11.1 has no atomic
//! variant), whose figures are frozen here: the start, eight positions
//! written for a rule each (kings side by side, en passant and promotion
//! beside a king, a check answered by blowing up the enemy king, castling)
//! and twelve reached by seeded random play with explosions. A game drawn
//! by insufficient material (`is_insufficient_material()`) ends after the
//! move that makes it, in both (perft counts nothing below it).

mod common;

use common::{load_game, perft_counts};

/// python-chess's perft 1..3 (`python3 tests/ref/atomic_perft.py 3`).
const FIGURES: &[(&str, [u64; 3])] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        [20, 400, 8_902],
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        [48, 1_939, 88_298],
    ),
    ("8/8/2r5/3kK3/8/8/2Q5/8 w - - 0 1", [27, 468, 11_587]),
    ("8/8/8/2kpP3/8/8/8/4K3 w - d6 0 1", [7, 43, 317]),
    ("4k3/8/8/8/8/8/3q4/R3K3 w Q - 0 1", [1, 28, 284]),
    ("r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1", [13, 108, 1_184]),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", [26, 593, 14_285]),
    ("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1", [4, 0, 0]),
    (
        "1nb3r1/1p1pknpp/8/2p5/6P1/2P2P1P/3P4/RNBK4 w - - 0 16",
        [19, 508, 10_314],
    ),
    (
        "1r1qkbnr/p1ppp2p/1p3pp1/8/5PPP/3P4/1PP1PK2/2B3Q1 b k - 1 10",
        [21, 527, 11_644],
    ),
    (
        "1n6/4p3/4k3/2p2p2/2P2P2/1P2P3/1B6/1N2K1N1 w - - 1 18",
        [22, 137, 2_944],
    ),
    (
        "3q1b1r/p1ppp3/4kpp1/P6p/2P4P/3P4/1P1N1PP1/R1B1KBNR b KQ - 0 10",
        [20, 500, 10_585],
    ),
    (
        "2k3r1/pp3p2/2p1b3/8/3P4/5PP1/PBP5/R3K1N1 b Q - 0 14",
        [28, 576, 15_315],
    ),
    (
        "1n3br1/1p3k1p/5p1n/2p3p1/2K5/5P1P/2P5/5B1R w - - 1 18",
        [13, 265, 4_081],
    ),
    (
        "3krb1r/3ppp1n/p7/1p6/3N4/N1PP4/PP2PP1P/2RQKB2 b - - 0 13",
        [15, 449, 8_158],
    ),
    (
        "rnb1kb1r/ppp2ppp/8/3pp3/8/P6N/RPPPPPP1/1NBQKB1R w Kkq - 0 6",
        [20, 620, 14_115],
    ),
    (
        "r3k1nr/p2R4/5ppp/P7/8/4P1P1/2P2P1P/1K4NR b - - 5 18",
        [10, 271, 3_327],
    ),
    (
        "2bqkbnr/1pp1p2p/3p2p1/8/1P3P2/6P1/2PP3P/2BQKB1R w Kk - 0 10",
        [25, 525, 14_370],
    ),
    (
        "2b1k1nr/1ppp1pp1/7p/7q/3Pp1P1/4P3/BPP2P1P/1NBQK1NR w Kk - 0 8",
        [30, 793, 23_152],
    ),
    (
        "rnbqk1nr/p1pp1ppp/1p6/4p3/6P1/5N2/PBPPPP1P/RN1QKB1R w KQkq - 0 5",
        [27, 723, 19_692],
    ),
];

fn counts(fen: &str, depth: usize) -> Vec<u64> {
    let game = load_game("atomic.game");
    let m = ludus::Match::from_fen(&game, fen).expect("fen");
    perft_counts(&game, m.state, depth)
}

#[test]
fn atomic_perft_matches_python_chess() {
    let mut wrong = Vec::new();
    for (fen, want) in FIGURES {
        let got = counts(fen, 3);
        if got != want {
            wrong.push(format!("{fen}: ludus {got:?}, python-chess {want:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// python-chess's perft 4 (`python3 tests/ref/atomic_perft.py 4 fixed`).
const DEEP: &[(&str, u64)] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        197_326,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3_492_097,
    ),
    ("8/8/2r5/3kK3/8/8/2Q5/8 w - - 0 1", 189_777),
    ("8/8/8/2kpP3/8/8/8/4K3 w - d6 0 1", 2_495),
    ("4k3/8/8/8/8/8/3q4/R3K3 w Q - 0 1", 6_968),
    ("r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1", 15_991),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 322_066),
    ("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1", 0),
];

#[test]
#[ignore = "deep: run in release by .ci/run"]
fn atomic_deep_perft_matches_python_chess() {
    for (fen, want) in DEEP {
        assert_eq!(counts(fen, 4)[3], *want, "{fen}");
    }
}
