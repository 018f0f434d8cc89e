//! Wide ray masks (`Tables::wide_rays`, issue 20): boards of more than 64
//! cells (Libero's 168, international draughts' 50 dark squares of 100 do
//! not count: they fit one word) find where a slide stops by a scan of the
//! words of one cell set. In random games of Libero (slides within a zone,
//! avoiding a zone, stopping in a zone, onto a friend, with stacks and a
//! neutral ball) the legal moves with wide ray masks are exactly those of
//! the cell-by-cell walk, in the same order, and the positions after them
//! hash alike, after any sequence of applies and undos.

mod common;

use common::{Rng, load_game};
use ludus::{Game, Move, State};

/// The same game with the wide ray masks removed: lines walked cell by cell.
fn walked(game: &Game) -> Game {
    let mut g = game.clone();
    g.tables.wide_rays = None;
    g
}

#[test]
fn boards_over_64_cells_with_slides_get_wide_ray_masks() {
    let g = load_game("libero.game");
    let r = g
        .tables
        .wide_rays
        .as_ref()
        .expect("libero has wide ray masks");
    assert!(g.tables.rays.is_none());
    // b1 (cell 0) eastward: the rest of rank 1, c1..s1, 17 cells, going up
    // the indices; b1 northward: b2..b9, 8 cells (the a-file holds only
    // the goal a4..a6).
    let nd = g.dirs.len();
    let east = (0..nd).find(|&d| g.nbr[d] == 1).unwrap();
    let east: u8 = east.try_into().unwrap();
    let ones = |set: &[u64; 4]| set.iter().map(|w| w.count_ones()).sum::<u32>();
    assert_eq!(ones(r.ray(0, east)), 17);
    assert!(r.up[east as usize]);
    let north = (0..nd).find(|&d| g.nbr[d] == 18).unwrap();
    let north: u8 = north.try_into().unwrap();
    assert!(r.up[north as usize]);
    assert_eq!(ones(r.ray(0, north)), 8);
    // Boards of at most 64 cells keep the one-word masks or the walk.
    for name in [
        "chess.game",
        "international.game",
        "liger.game",
        "liga.game",
    ] {
        assert!(load_game(name).tables.wide_rays.is_none(), "{name}");
    }
}

#[test]
fn libero_wide_ray_moves_are_the_walked_ones() {
    let game = load_game("libero.game");
    let walk = walked(&game);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let mut positions = 0;
    for _ in 0..30 {
        let mut state = State::new(&game);
        let mut played: Vec<Move> = Vec::new();
        for _ in 0..300 {
            state.decisions(&game, &mut a);
            state.decisions(&walk, &mut b);
            assert_eq!(a, b, "moves with wide ray masks and walked differ");
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
            assert_eq!(state.hash, other.hash, "the position after {m:?}");
            played.push(m);
        }
    }
    assert!(positions > 30 * 100, "{positions} positions");
}
