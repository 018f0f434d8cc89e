//! Ataxx perft (games/ataxx.game: clones as placements `if next to
//! friend`, jumps as leaps, `flips adjacent all-directions`, `pass if no
//! moves`) against an independent reference program written from the
//! rules in another language: tests/ref/ataxx_perft.py, whose figures are
//! frozen here (`python3 tests/ref/ataxx_perft.py 5`). From the start the
//! figures are libataxx's published ones (16, 256, 6460, 155888, 4752668;
//! no pass arises so early); from 30 seeded positions: 12 reached by random
//! moves, 12 crowded boards filled at random (ends by no moves), 6 all but
//! full boards where the player to move must pass (a pass counted as a
//! move, as libataxx counts it).

mod common;

use common::{load_game, perft_counts};

fn counts(position: Option<&str>, depth: usize) -> Vec<u64> {
    let game = load_game("ataxx.game");
    let state = match position {
        Some(p) => ludus::notation::parse_position(&game, p).expect("position"),
        None => ludus::State::new(&game),
    };
    perft_counts(&game, state, depth)
}

#[test]
fn ataxx_perft_from_the_start_1_to_4() {
    assert_eq!(counts(None, 4), vec![16, 256, 6460, 155_888]);
}

/// Depth 5 (about 4.75 million leaves): run by .ci/run in its deep tests.
#[test]
#[ignore = "deep perft: run by .ci/run"]
fn ataxx_perft_from_the_start_5() {
    assert_eq!(counts(None, 5)[4], 4_752_668);
}

/// The reference's positions (seed 2026) and their perft 1 to 3.
const POSITIONS: [(&str, [u64; 3]); 30] = [
    (
        "black stone: g1, g2, d3, f5, g7  white stone: d1, b2, a5, b6, b7  turn white",
        [51, 2579, 142232],
    ),
    (
        "black stone: e2, g4, g5, a7  white stone: c2  turn white",
        [18, 765, 17011],
    ),
    (
        "black stone: b3, a4, a5, b5, c5, f5, c6, g6  white stone: e1, c2, d3, f3, d4, g7  turn black",
        [80, 4448, 338250],
    ),
    (
        "black stone: c1, e1, g1, f3, b5, c6  white stone: d4, f5, e6  turn white",
        [46, 2713, 128300],
    ),
    (
        "black stone: c1, d1, b2, c2, d2, b3, c3, d3, a4, c4, a5, d5, b7, c7, e7  white stone: f1, f2, g2, e4, g4, f5, g5, g6  turn white",
        [52, 5067, 280644],
    ),
    (
        "black stone: c3, c4, b5  white stone: b6, g7  turn white",
        [21, 908, 25365],
    ),
    (
        "black stone: d2, a3, c3, a4  white stone: f4, f5, f6  turn white",
        [38, 1921, 79704],
    ),
    (
        "black stone: c4, e4, f4, g4, f5, b6, e6, g6, a7, b7, f7, g7  white stone: c1, e1, f1, g1, b2, c2, e2, a5  turn white",
        [62, 4893, 323532],
    ),
    (
        "black stone: a2, a4, a7, d7, e7  white stone: c1, d1, e1, f2, g2, f3, f7, g7  turn white",
        [64, 2951, 200808],
    ),
    (
        "black stone: b1, d1, e1, e2, f2, g2, d3, g3, b6  white stone: b2, a3, b3, c3, b4, c4, c5, d5  turn white",
        [79, 4317, 318371],
    ),
    (
        "black stone: f1, d2, e2, f2, e3, f3, f4, b6, d6, c7, d7  white stone: b1, c1, d1, a2, b2, c3, d3, a4, b4, c4, d4, b5  turn black",
        [73, 3982, 274406],
    ),
    (
        "black stone: d1, b2, c2, a3, c3, d3, a4, b6, c6  white stone: a1, e3, g3, g5, a6, a7  turn black",
        [83, 3841, 290144],
    ),
    (
        "black stone: a1, c1, g1, a2, d2, g2, a3, b3, e3, f3, g3, a4, c4, f4, d5, f5, g5, f6, c7, d7, e7, f7  white stone: e1, f1, b2, e2, c3, d3, b4, d4, e4, g4, b5, c5, e5, a6, b6, c6, e6, g6, a7, b7, g7  turn white",
        [32, 805, 22778],
    ),
    (
        "black stone: a1, d1, f1, g1, c2, f2, b3, e3, g3, a4, f4, g4, g5, a6, g6, c7, d7, f7, g7  white stone: b1, c1, e1, a2, b2, d2, e2, a3, c3, d3, f3, b4, c4, d4, e4, a5, b5, c5, d5, e5, f5, b6, c6, d6, e6, f6, a7, b7, e7  turn black",
        [4, 24, 87],
    ),
    (
        "black stone: a2, c2, d3, e3, e4, f4, e5, f5, f7, g7  white stone: b1, c1, d1, d2, e2, f2, b3, f3, g3, b4, a5, g5, a6, b6, c6, d6, e6, a7, b7  turn white",
        [92, 4837, 410894],
    ),
    (
        "black stone: a1, e2, g2, b3, c3, e3, b4, e4, c5, b6, d6, f6, b7, d7, e7, f7  white stone: b1, f1, g1, a2, b2, c2, d2, f2, a3, d3, f3, c4, f4, g4, b5, d5, a6, c6, c7, g7  turn white",
        [70, 3441, 223812],
    ),
    (
        "black stone: a1, d1, f1, b2, d2, g2, a3, b3, f3, d4, g4, b5, d5, e5, f5, b6, d6, f6, g6, a7, b7, d7, f7  white stone: b1, c1, e1, g1, a2, c2, e2, f2, d3, a4, b4, c4, e4, f4, a5, c5, a6, c6, c7, e7, g7  turn black",
        [27, 695, 16840],
    ),
    (
        "black stone: a1, b1, f1, g1, b2, c2, d2, a3, b3, c3, f3, a4, b4, d4, e4, f4, a5, c5, e5, a6, b6, c6, d6, e6, f6, g6, c7, e7, g7  white stone: c1, e1, a2, e2, g2, d3, e3, g3, c4, g4, b5, d5, f5, g5, a7, b7, d7, f7  turn black",
        [12, 66, 753],
    ),
    (
        "black stone: a1, d1, b2, d2, g2, f3, g3, d4, g5, b6, d6, g6, b7, c7, d7, g7  white stone: c1, g1, c2, e2, f2, b3, d3, a4, b4, c4, e4, f4, g4, a5, b5, c5, d5, f5, a6, a7, e7  turn black",
        [47, 2769, 128727],
    ),
    (
        "black stone: b1, c1, a2, b2, f2, d3, e3, a4, a5, b5, c5, f5, g6, d7, g7  white stone: a1, d1, e1, g1, d2, g2, a3, c3, f3, g3, b4, e4, f4, g4, d5, e5, b6, c6, d6, f6, a7, b7, e7, f7  turn white",
        [61, 2058, 114283],
    ),
    (
        "black stone: a1, c1, e2, d3, g3, a4, d4, f4, c5, d5, f5, g5, b6, c6, d6, f6, d7, e7, f7  white stone: b1, f1, g1, a2, b2, c2, f2, g2, a3, b3, c3, f3, b4, c4, e4, g4, b5, e5, a6, g6, a7, b7, c7, g7  turn black",
        [25, 1011, 24635],
    ),
    (
        "black stone: b1, d1, e1, f1, a2, c2, b3, c3, f3, e4, b5, c5, e5, f6, g6, a7, f7  white stone: a1, g1, b2, d2, g2, a3, e3, g3, a4, c4, d5, f5, b6, e6, d7, e7, g7  turn white",
        [63, 3492, 212717],
    ),
    (
        "black stone: b1, c1, a2, f2, d3, e3, e4, g4, a5, b5, d5, e5, f5, g5, a6, b6, c6, e6, a7, b7, f7  white stone: a1, d1, f1, g1, b2, c2, d2, e2, g2, a3, b3, c3, g3, a4, d4, f4, d6, f6, g6, c7, d7, g7  turn black",
        [43, 1281, 46007],
    ),
    (
        "black stone: a1, b1, f1, a2, b2, c2, d2, e2, f2, g2, c3, e3, b4, c4, d4, e4, g4, a5, b5, c5, e5, g5, a6, b6, c6, g6, c7, d7  white stone: c1, d1, a3, b3, d3, f3, f4, a7, e7, f7  turn white",
        [28, 1523, 49781],
    ),
    (
        "black stone: a1, b1, d1, f1, b2, c2, f2, c3, e3, f3, g3, a4, c4, d4, e4, g4, e5, f5, g5, a6, b6, c6, e6, f6, g6, a7, d7, e7, f7  white stone: c1, e1, g1, a2, d2, e2, g2, a3, b3, d3, b4, f4, a5, b5, c5, d5, d6, b7, c7  turn white",
        [1, 6, 17],
    ),
    (
        "black stone: a1, b1, d1, e1, g1, a2, b2, g2, a3, b3, c3, e3, e4, f4, f5, g5, f6, g6, g7  white stone: c1, f1, c2, d2, e2, f2, d3, f3, g3, a4, b4, c4, d4, g4, a5, b5, c5, d5, e5, a6, b6, c6, d6, e6, a7, c7, d7, e7, f7  turn black",
        [1, 7, 24],
    ),
    (
        "black stone: c1, a2, c2, a3, b3, a4, b4, d4, f4, g4, a5, c5, d5, g5, a6, b6, d6, e6, g6, b7, d7, f7  white stone: a1, b1, d1, e1, f1, b2, d2, e2, f2, g2, c3, d3, e3, f3, g3, c4, e4, b5, e5, f5, c6, f6, a7, c7, e7, g7  turn black",
        [1, 6, 20],
    ),
    (
        "black stone: a1, c1, a2, c2, d2, e2, g2, b3, d3, f3, a4, b4, c4, f4, g4, c5, d5, d6, a7  white stone: b1, d1, e1, f1, g1, b2, f2, a3, c3, e3, g3, d4, e4, a5, b5, e5, f5, g5, a6, b6, c6, e6, f6, g6, b7, c7, d7, e7, f7  turn black",
        [1, 6, 21],
    ),
    (
        "black stone: c1, e1, f1, g1, d2, e2, f2, b3, c3, d3, e3, f3, g3, a4, b4, c4, d4, e4, f4, g4, a5, b5, d5, g5, a6, c6, g6, b7, f7, g7  white stone: a1, b1, d1, a2, b2, c2, a3, c5, e5, f5, b6, d6, e6, f6, a7, c7, d7, e7  turn white",
        [1, 7, 23],
    ),
    (
        "black stone: a1, c1, d1, e1, g2, c3, e3, f3, c4, d4, e4, g4, a5, d5, a6, c6, d6, c7, d7  white stone: b1, f1, g1, a2, b2, c2, d2, e2, f2, a3, b3, d3, g3, a4, b4, f4, b5, c5, e5, f5, g5, b6, e6, f6, g6, a7, b7, e7, f7  turn black",
        [1, 6, 31],
    ),
];

#[test]
fn ataxx_perft_from_30_reference_positions() {
    for (text, want) in POSITIONS {
        assert_eq!(counts(Some(text), 3), want.to_vec(), "{text}");
    }
}
