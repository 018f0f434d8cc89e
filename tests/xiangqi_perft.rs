//! Xiangqi perft against Fairy-Stockfish (the `fairy-stockfish` Debian
//! package, version 11.1-1+b1, `setoption name UCI_Variant value xiangqi`,
//! `position fen …`, `go perft N`): the start position and positions set up
//! with `--fen`'s reader (Fairy-Stockfish's FEN: nine files, ten ranks, red
//! `w`), each chosen for a rule: the generals facing, cannon screens, a check
//! by a horse whose leg can be blocked, elephant eyes and the river, soldiers
//! before and after the river, a stalemate, a cannon's check over a screen;
//! and four positions after random games. Every figure below is
//! Fairy-Stockfish's.

mod common;

use common::{load_game, perft_counts};

fn counts(fen: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("xiangqi.game");
    let m = match fen {
        Some(f) => ludus::Match::from_fen(&game, f).expect("fen"),
        None => ludus::Match::new(&game),
    };
    perft_counts(&game, m.state.clone(), depth)
}

/// Positions, what each shows, and perft 1 to 4 by Fairy-Stockfish.
const POSITIONS: &[(&str, &str, [u64; 4])] = &[
    (
        "the horse between the generals may not leave the file",
        "3aka3/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1",
        [3, 9, 75, 232],
    ),
    (
        "cannons capture over a screen, not without one",
        "r3k4/9/1c2c4/9/p3P4/9/9/1C2R4/9/4K4 w - - 0 1",
        [16, 447, 9317, 290_736],
    ),
    (
        "a horse's check, answered by blocking its leg",
        "5k3/9/9/9/9/9/9/4n4/9/3K1A3 w - - 0 1",
        [3, 28, 92, 772],
    ),
    (
        "elephant eyes blocked, and the river",
        "4k4/9/9/9/9/2B6/9/4B4/3N5/3K5 w - - 0 1",
        [10, 24, 241, 612],
    ),
    (
        "soldiers before and after the river",
        "4k4/9/9/2P1p4/9/9/P3p4/9/9/3K5 w - - 0 1",
        [6, 38, 233, 1524],
    ),
    (
        "stalemate: no move",
        "4k4/4a4/9/9/9/3r1r3/9/9/r8/4K4 w - - 0 1",
        [0, 0, 0, 0],
    ),
    (
        "a cannon's check over a screen; the generals may not face",
        "3k5/9/9/9/9/9/4c4/9/4A4/4K4 w - - 0 1",
        [5, 89, 257, 4448],
    ),
    (
        "after a random game (1)",
        "2bakab2/1Cr6/6n2/p1prp1p1p/5c1P1/2P5R/P3c1P2/4C4/R3A4/1NB1KABN1 b - - 1 14",
        [44, 1612, 70509, 2_536_767],
    ),
    (
        "after a random game (2)",
        "rnb1kar2/4an1C1/4b2c1/p2Cp3p/2p3p2/4P1P2/PcP5P/9/2R6/2BAKAB1R w - - 26 22",
        [39, 1557, 61879, 2_469_110],
    ),
    (
        "after a random game (3)",
        "2ba1a2r/4k1n2/2n1b4/p1p1p1p2/C8/P1c1P1PN1/2P2r2P/N4A3/9/R1BAK1BCR b - - 20 24",
        [42, 1282, 52605, 1_731_724],
    ),
    (
        "after a random game (4)",
        "2bakab2/4n4/8n/prp1p1p1r/3C2c1p/7C1/P1P1P1P1P/R3B4/R3A4/1NBA1K1N1 b - - 2 24",
        [27, 1363, 40699, 1_898_054],
    ),
];

#[test]
fn xiangqi_perft_from_the_start_1_to_3() {
    assert_eq!(counts(None, 3), vec![44, 1920, 79666]);
}

#[test]
fn xiangqi_perft_positions_1_to_3() {
    for (what, fen, want) in POSITIONS {
        assert_eq!(counts(Some(fen), 3), want[..3], "{what}: {fen}");
    }
}

#[test]
fn xiangqi_start_fen_is_the_start() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    assert_eq!(counts(Some(fen), 2), vec![44, 1920]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn xiangqi_perft_from_the_start_4() {
    assert_eq!(counts(None, 4)[3], 3_290_240);
}

/// Depth 5 from the start, counted in bulk (the last ply's moves listed,
/// not made), as Fairy-Stockfish's `go perft 5` counts it: 133,312,995.
#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn xiangqi_perft_from_the_start_5() {
    let game = load_game("xiangqi.game");
    let mut state = ludus::Match::new(&game).state;
    let mut p = ludus::perft::Perft::new(5);
    p.bulk = true;
    assert_eq!(p.run(&game, &mut state, 5), 133_312_995);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn xiangqi_perft_positions_4() {
    for (what, fen, want) in POSITIONS {
        assert_eq!(counts(Some(fen), 4)[3], want[3], "{what}: {fen}");
    }
}
