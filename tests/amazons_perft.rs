//! Amazons (issue 33): a queen's move and its arrow are one ply. Perft from
//! the start against the published counts that issue 33 lists (2176 and
//! 4,307,152).

mod common;

use common::{load_game, perft_counts, play, pos};

#[test]
fn amazons_perft_1_the_published_count() {
    let game = load_game("amazons.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 1);
    assert_eq!(counts, vec![2176]);
}

/// `cargo test --test amazons_perft -- --ignored` (a deep test of .ci/run).
#[test]
#[ignore = "deep: perft 2 of Amazons"]
fn amazons_perft_2_the_published_count() {
    let game = load_game("amazons.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 2);
    assert_eq!(counts, vec![2176, 4_307_152]);
}

/// The move and the arrow are typed and shown together, `d1-d7/g7`; the
/// arrow stays for good and blocks the next rides.
#[test]
fn a_move_and_its_arrow_are_one_decision() {
    let game = load_game("amazons.game");
    let mut m = ludus::Match::new(&game);
    play(&mut m, &["d1-d7/g7"]);
    assert_eq!(common::at(&m, "d7"), "W");
    assert_eq!(common::at(&m, "g7"), "x");
    assert_eq!(common::at(&m, "d1"), ".");
    // Black's queen on j7 can no longer ride west past the arrow on g7.
    let moves = common::moves(&mut m);
    assert!(moves.iter().any(|t| t.starts_with("j7-h7/")), "{moves:?}");
    assert!(!moves.iter().any(|t| t.starts_with("j7-f7/")), "{moves:?}");
    assert!(m.undo());
    assert_eq!(common::at(&m, "g7"), ".");
    assert_eq!(common::at(&m, "d1"), "W");
}

/// The arrow may go back over, and onto, the cell the queen left.
#[test]
fn the_arrow_may_land_where_the_queen_started() {
    let game = load_game("amazons.game");
    let mut m = pos(
        &game,
        "white queen: a1  black queen: j10  white arrow: b1, b2, a3",
    );
    let moves = common::moves(&mut m);
    assert!(moves.contains(&"a1-a2/a1".to_string()), "{moves:?}");
    assert_eq!(moves.len(), 9, "{moves:?}");
}
