//! Racing Kings (games/racingkings.game): chess pieces without pawns, `no
//! check` in `rules` (issue 34), the first king on the eighth rank wins,
//! and black may equalize after white arrives. Perft frozen from two
//! references: Fairy-Stockfish 11.1's `racingkings` (Debian's package:
//! `setoption name UCI_Variant value racingkings`, `position fen ...`, `go
//! perft N`) and python-chess 1.11.2's `chess.variant.RacingKingsBoard`.
//! They disagree near the goal, and ludus agrees with each where it plays
//! the lichess rules: FSF 11.1 gives white one more move after black
//! arrives first (the game is over then) and after black equalizes;
//! python-chess ends the game as soon as white arrives when black cannot
//! follow, where ludus (and FSF) let black make its move first (the
//! result is the same: white wins). Each table holds only the positions
//! where ludus plays as that reference.

mod common;

use common::{load_game, perft_counts};

const START: &str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

/// Fairy-Stockfish 11.1's perft 1..3.
const FSF: &[(&str, [u64; 3])] = &[
    (START, [21, 421, 11_264]),
    // White arrives, black cannot follow: black still moves, then it ends.
    ("8/6K1/k7/8/8/8/8/8 w - - 0 1", [8, 40, 170]),
    // Knights and a queen: no move may give check.
    ("8/8/1k4K1/8/2n2N2/8/1q6/8 w - - 0 1", [12, 338, 3_854]),
    // Black's king already on the goal at the start: no move has ended it.
    ("4k3/6K1/8/8/8/8/8/r7 w - - 0 1", [6, 0, 0]),
];

/// python-chess 1.11.2's perft 1..3.
const PYTHON_CHESS: &[(&str, [u64; 3])] = &[
    (START, [21, 421, 11_264]),
    // White arrives, black can follow (a draw) or not (white wins).
    ("8/1k4K1/8/8/8/8/8/8 w - - 0 1", [8, 64, 170]),
    // Rooks on the second rank: checks refused, both racing.
    ("8/2k3K1/8/8/8/8/1r3R2/8 w - - 0 1", [19, 351, 4_539]),
    // Black arrives first: black wins at once.
    ("8/k7/8/8/8/8/8/7K b - - 0 1", [5, 9, 63]),
    ("8/8/1k4K1/8/2n2N2/8/1q6/8 w - - 0 1", [12, 338, 3_854]),
    // A bishop and a rook: black to move, no check allowed.
    ("8/3k4/5K2/8/1b6/8/6R1/8 b - - 0 1", [13, 178, 2_277]),
];

fn counts(fen: &str, depth: usize) -> Vec<u64> {
    let game = load_game("racingkings.game");
    let m = ludus::Match::from_fen(&game, fen).expect("fen");
    perft_counts(&game, m.state, depth)
}

fn check(table: &[(&str, [u64; 3])], name: &str) {
    let mut wrong = Vec::new();
    for (fen, want) in table {
        let got = counts(fen, 3);
        if got != want {
            wrong.push(format!("{fen}: ludus {got:?}, {name} {want:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn racing_kings_perft_matches_fairy_stockfish() {
    check(FSF, "Fairy-Stockfish");
}

#[test]
fn racing_kings_perft_matches_python_chess() {
    check(PYTHON_CHESS, "python-chess");
}

#[test]
#[ignore = "deep: run in release by .ci/run"]
fn racing_kings_deep_perft_from_the_start() {
    // Fairy-Stockfish 11.1: `go perft 5` from the start.
    assert_eq!(counts(START, 5), vec![21, 421, 11_264, 296_242, 9_472_927]);
}
