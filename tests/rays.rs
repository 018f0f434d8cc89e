//! Ray masks (`Tables::rays`, issue 20): which games walk their lines by a
//! bit scan, and that in random games (slides, captures, checks, pins, en
//! passant, castling, promotions) the legal moves with ray masks are
//! exactly those of the cell-by-cell walk, in the same order, and the
//! positions after them hash alike, after any sequence of applies and
//! undos.

mod common;

use common::{Rng, load_game};
use ludus::{Game, Move, State};

/// The same game with the ray masks removed: lines walked cell by cell.
fn walked(game: &Game) -> Game {
    let mut g = game.clone();
    g.tables.rays = None;
    g
}

#[test]
fn grid_boards_of_one_piece_per_cell_get_ray_masks() {
    for name in ["chess.game", "gamemix.game"] {
        let g = load_game(name);
        let r = g.tables.rays.as_ref().unwrap_or_else(|| panic!("{name}"));
        // a1 (cell 0) toward a2 (cell 8): the rest of the a-file, 7 cells up.
        let nd = g.dirs.len();
        let north = (0..nd).find(|&d| g.nbr[d] == 8).unwrap();
        let north: u8 = north.try_into().unwrap();
        assert_eq!(r.ray(0, north).count_ones(), 7, "{name}");
        assert!(r.up[north as usize], "{name}: north goes up the indices");
    }
    // International draughts: a 10x10 grid, but only its 50 dark squares
    // are cells, so the masks fit one word (the flying kings slide by them).
    assert!(load_game("international.game").tables.rays.is_some());
    // Card games (the general path) keep the walk.
    assert!(load_game("liga.game").tables.rays.is_none());
}

/// Plays seeded random games of `name`, checking at every position that
/// the moves with ray masks are the walked ones and that both games hash
/// the position after each move alike; now and then takes moves back.
fn same_moves_in_random_games(name: &str, games: usize, plies: usize) {
    let game = load_game(name);
    let walk = walked(&game);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let mut positions = 0;
    for _ in 0..games {
        let mut state = State::new(&game);
        let mut played: Vec<Move> = Vec::new();
        for _ in 0..plies {
            state.decisions(&game, &mut a);
            state.decisions(&walk, &mut b);
            assert_eq!(a, b, "{name}: moves with ray masks and walked differ");
            positions += 1;
            if a.is_empty() {
                break;
            }
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().unwrap();
                    state.undo(&game, &m);
                }
                continue;
            }
            let m = a[rng.below(a.len())];
            let mut other = state.clone();
            other.apply(&walk, &m);
            state.apply(&game, &m);
            assert_eq!(state.hash, other.hash, "{name}: the position after {m:?}");
            played.push(m);
        }
    }
    assert!(positions > games * 20, "{name}: {positions} positions");
}

#[test]
fn chess_ray_moves_are_the_walked_ones() {
    same_moves_in_random_games("chess.game", 40, 300);
}

#[test]
fn gamemix_ray_moves_are_the_walked_ones() {
    same_moves_in_random_games("gamemix.game", 40, 300);
}

#[test]
fn international_ray_moves_are_the_walked_ones() {
    // Flying kings slide and jump along the diagonals of the dark squares.
    same_moves_in_random_games("international.game", 20, 250);
}
