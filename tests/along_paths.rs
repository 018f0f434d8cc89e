//! Track path tables (`Tables::along_paths`, issue 20): which games read
//! their exact `along` moves off the tables, and that in random games
//! (marbles entering, running the ring, knocking out, going home, the 4
//! backward, the 7's steps, the Mage's moves) the legal moves with the
//! tables are exactly those of the cell-by-cell walk, in the same order,
//! and the positions after them hash alike, after any sequence of applies
//! and undos.

mod common;

use common::{Rng, load_game, load_test_game};
use ludus::ir::AlongPaths;
use ludus::{Game, Move, State};

/// The same game with the path tables removed: tracks walked cell by cell.
fn walked(game: &Game) -> Game {
    let mut g = game.clone();
    g.tables.along_paths = None;
    g
}

/// The table of `game`, which must have one.
fn table(game: &Game, name: &str) -> Box<AlongPaths> {
    game.tables
        .along_paths
        .clone()
        .unwrap_or_else(|| panic!("{name}: no path table"))
}

#[test]
fn games_with_exact_along_moves_get_path_tables() {
    for name in ["liga.game", "liga-2p.game", "liga-solo.game"] {
        let g = load_game(name);
        let t = table(&g, name);
        // North's start point i17 is the first cell of the ring: 13 forward
        // from it is one cell of the ring, passing the 12 before it.
        let ring = &g.tracks[0].cells;
        let paths = t
            .get(0, 13, 0, ring[0])
            .expect("13 forward is in the table");
        assert_eq!(paths.len(), 1, "{name}");
        assert_eq!(paths[0].to, ring[13], "{name}");
        let passed: u32 = paths[0].over.iter().map(|w| w.count_ones()).sum();
        assert_eq!(passed, 12, "{name}");
        // Distances no card moves are not in the table (the walk is kept).
        assert!(t.get(0, 11, 0, ring[0]).is_none(), "{name}");
    }
    // Games without tracks have none.
    assert!(load_game("checkers.game").tables.along_paths.is_none());
    assert!(load_game("chess.game").tables.along_paths.is_none());
}

#[test]
fn cards_of_only_exact_moves_and_enters_are_lean() {
    let g = load_game("liga.game");
    let cards = g.cards.as_ref().expect("LIGA has cards");
    let lean: Vec<&str> = cards
        .kinds
        .iter()
        .zip(&g.tables.lean_cards)
        .filter(|(_, l)| **l)
        .map(|(k, _)| k.name.as_str())
        .collect();
    // The 7 splits, the 8 may skip, the Attack runs `until`, the others
    // swap, cancel, pass, play for or move another's pieces.
    assert_eq!(
        lean,
        [
            "one", "thirteen", "two", "three", "four", "five", "six", "nine", "ten", "twelve"
        ]
    );
}

#[test]
fn a_path_into_the_home_is_one_of_the_paths_from_the_entry() {
    let g = load_game("liga.game");
    let t = table(&g, "liga.game");
    // The cell before north's start point (i17, the ring's first cell) is
    // its last; from there 2 forward is the ring's second cell, or the
    // first home cell entered at i17 (north's home only).
    let ring = &g.tracks[0].cells;
    let before = ring[ring.len() - 1];
    let north: Vec<u8> = t
        .get(0, 2, 0, before)
        .expect("in the table")
        .iter()
        .map(|p| p.to)
        .collect();
    let east: Vec<u8> = t
        .get(0, 2, 1, before)
        .expect("in the table")
        .iter()
        .map(|p| p.to)
        .collect();
    assert_eq!(north.len(), 2);
    assert_eq!(north[0], ring[1]);
    assert!(g.tables.branch_of[north[1] as usize] != 0);
    assert_eq!(east, vec![ring[1]]);
}

/// Plays seeded random games of `game`, checking at every position that
/// the moves by the path tables are the walked ones and that both games
/// hash the position after each move alike; now and then takes moves back.
fn same_moves_in_random_games(name: &str, game: &Game, games: usize, plies: usize) {
    let walk = walked(game);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let mut positions = 0;
    for seed in 0..games {
        let mut state = State::new_seeded(game, seed as u64);
        let mut played: Vec<Move> = Vec::new();
        for _ in 0..plies {
            state.decisions(game, &mut a);
            state.decisions(&walk, &mut b);
            assert_eq!(a, b, "{name}: moves by the path tables and walked differ");
            positions += 1;
            if a.is_empty() {
                break;
            }
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().unwrap();
                    state.undo(game, &m);
                }
                continue;
            }
            let m = a[rng.below(a.len())];
            let mut other = state.clone();
            other.apply(&walk, &m);
            state.apply(game, &m);
            assert_eq!(state.hash, other.hash, "{name}: the position after {m:?}");
            played.push(m);
        }
    }
    assert!(positions > games * 20, "{name}: {positions} positions");
}

#[test]
fn liga_moves_by_the_path_tables_are_the_walked_ones() {
    same_moves_in_random_games("liga.game", &load_game("liga.game"), 6, 2500);
}

#[test]
fn liga_variants_moves_by_the_path_tables_are_the_walked_ones() {
    for name in ["liga-2p.game", "liga-solo.game"] {
        same_moves_in_random_games(name, &load_game(name), 4, 2000);
    }
}

#[test]
fn race_moves_by_the_path_tables_are_the_walked_ones() {
    for name in ["race.game", "race-cards.game", "for_block_uses.game"] {
        let g = load_test_game(name);
        assert!(g.tables.along_paths.is_some(), "{name}: no path table");
        same_moves_in_random_games(name, &g, 10, 400);
    }
}
