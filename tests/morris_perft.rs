//! Nine Men's Morris perft (games/morris.game: placing from the hand, steps
//! along the board's lines, flying with three men, a removal after a mill
//! as part of the same decision) against an independent reference program
//! written from the rules in another language: tests/ref/morris_perft.py,
//! whose figures are frozen here (`python3 tests/ref/morris_perft.py 5 4`).
//! From the start, and from 20 random positions (seed 42) with mills: some
//! with a player down to three men (flying), some where all of one
//! player's men stand in mills (so any may be removed), some still placing.
//! The deep figures (start 5, positions 4) run in `.ci/run` (`--ignored`).

mod common;

use common::{load_game, perft_counts};
use ludus::Game;

fn counts(game: &Game, position: Option<&str>, depth: usize) -> Vec<u64> {
    let state = match position {
        Some(p) => ludus::notation::parse_position(game, p).expect("position"),
        None => ludus::State::new(game),
    };
    perft_counts(game, state, depth)
}

/// The reference's start figures, perft 1 to 5.
const START: [u64; 5] = [24, 552, 12_144, 255_024, 5_140_800];

/// The reference's random positions (seed 42) and their perft 1 to 4.
const POSITIONS: [(&str, [u64; 4]); 20] = [
    (
        "white man: d3, b4, c5, b6  black man: a1, a4, c4, d5, d6, a7  turn white",
        [4, 37, 851, 9047],
    ),
    (
        "white man: b2, d2, b4, f4, c5, f6, d7  black man: a1, a4, a7  turn white",
        [17, 462, 7559, 257904],
    ),
    (
        "white man: a1, d1, g1  black man: e3, e4, e5, b6, f6  turn white",
        [48, 315, 16016, 139915],
    ),
    (
        "white man: c3, a4, b4, f4, d5, e5, d7, g7  black man: d1, d2, c4, c5, a7  turn black",
        [5, 56, 290, 3810],
    ),
    (
        "white man: a4, c4, e4, f4, a7  black man: g1, b2, d2, f2, d3, e3, g4, g7  white man: 3 in hand  black man: 2 in hand  turn black",
        [19, 280, 4261, 48459],
    ),
    (
        "white man: a1, a4, a7  black man: g1, e3, c4, d5, e5, d6, d7, g7  turn white",
        [39, 517, 17875, 249663],
    ),
    (
        "white man: d1, d2, b6, f6  black man: g1, g4, g7  turn white",
        [8, 408, 3496, 189960],
    ),
    (
        "white man: b2, b4, b6, f6  black man: g1, c3, e3, g4, g7  turn black",
        [7, 40, 351, 5642],
    ),
    (
        "white man: d3, d5, e5, d6, g7  black man: a1, b2, f2, e3, a4, a7, d7  turn black",
        [7, 47, 472, 3816],
    ),
    (
        "white man: g1, g4, d6  black man: b2, d2, b4, c5, d5, e5, b6, a7  white man: 2 in hand  black man: 1 in hand  turn black",
        [15, 205, 1976, 27414],
    ),
    (
        "white man: b4, c4, f4, c5, f6  black man: a1, g1, a4, g4, a7, g7  turn black",
        [4, 28, 378, 3222],
    ),
    (
        "white man: a1, d1, g1, b2, d5, e5, d6, d7  black man: d3, e3, e4, g4  turn white",
        [9, 42, 583, 9368],
    ),
    (
        "white man: b2, d2, a7, d7, g7  black man: c3, a4, b4, c4, f4, g4  turn black",
        [8, 33, 334, 2255],
    ),
    (
        "white man: d1, d3, e4, f4, d5, d7  black man: b2, d2, f2  turn white",
        [14, 630, 8814, 410980],
    ),
    (
        "white man: d1, d2, e5, f6  black man: b2, c3, b4, c4, c5, b6  white man: 4 in hand  black man: 2 in hand  turn white",
        [19, 311, 4230, 61916],
    ),
    (
        "white man: b2, f2, e4, f4, g7  black man: d1, d2, d3, c5, e5, b6  turn black",
        [9, 83, 847, 6388],
    ),
    (
        "white man: a1, d1, b2, d2, e3, a4, e5, d6  black man: g1, c3, e4, g4, f6, g7  turn black",
        [13, 148, 1319, 14835],
    ),
    (
        "white man: c4, d5, d6, d7  black man: f2, f4, f6  turn black",
        [51, 401, 21303, 256742],
    ),
    (
        "white man: a1, a4, b6, d6, f6, a7  black man: g1, c3, d3, e3, e4, e5, d7  turn black",
        [7, 34, 332, 3175],
    ),
    (
        "white man: b2, b4, e4, d5, b6, d6, f6  black man: d3, a4, c4, g4, e5, d7, g7  white man: 2 in hand  black man: 4 in hand  turn black",
        [12, 112, 1342, 12500],
    ),
];

#[test]
fn morris_perft_from_the_start_1_to_3() {
    let game = load_game("morris.game");
    assert_eq!(counts(&game, None, 3), START[..3].to_vec());
}

#[test]
fn morris_perft_from_random_positions_1_to_3() {
    let game = load_game("morris.game");
    for (position, want) in POSITIONS {
        assert_eq!(
            counts(&game, Some(position), 3),
            want[..3].to_vec(),
            "{position}"
        );
    }
}

#[test]
#[ignore = "deep: run by .ci/run"]
fn morris_perft_from_the_start_1_to_5() {
    let game = load_game("morris.game");
    assert_eq!(counts(&game, None, 5), START.to_vec());
}

#[test]
#[ignore = "deep: run by .ci/run"]
fn morris_perft_from_random_positions_1_to_4() {
    let game = load_game("morris.game");
    for (position, want) in POSITIONS {
        assert_eq!(
            counts(&game, Some(position), 4),
            want.to_vec(),
            "{position}"
        );
    }
}

/// The figures can fail: without `except in line` (men in a mill removable
/// while others are not), some position's figures differ from the
/// reference's.
#[test]
fn a_broken_mill_rule_misses_the_reference() {
    let path = format!("{}/games/morris.game", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("morris.game");
    let broken = text.replace("after line except in line", "after line");
    assert_ne!(broken, text);
    let game = ludus::compile(ludus::Source::named("morris.game", &broken))
        .into_result()
        .expect("compiles");
    let differs = POSITIONS
        .iter()
        .any(|(p, want)| counts(&game, Some(p), 2) != want[..2].to_vec());
    assert!(differs, "dropping the mill exception changes no figure");
}
