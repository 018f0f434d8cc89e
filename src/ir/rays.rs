//! Ray masks ([`Rays`]): on a board of at most 64 cells whose every line
//! runs one way through the cell indices (a grid: each direction adds a
//! constant to the index), the cells met walking from a cell in a direction
//! are one `u64`, and the first piece met is one bit scan of the occupied
//! cells on it (the lowest bit when the direction goes up the indices, the
//! highest when it goes down). Slides, the attack queries of slides and the
//! pins walk their lines this way instead of cell by cell.
//!
//! Built only for games of one piece per cell without neutral pieces, where
//! the players' cell sets (`State::occ`) are exactly the occupied cells.

use super::{Game, NO_CELL, Narrow, Tables};

/// The ray masks of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct Rays {
    /// The number of directions (the stride of `mask`).
    pub dirs: usize,
    /// `mask[cell * dirs + dir]`: the cells walked through from `cell` along
    /// `dir` to the edge (`cell` itself excluded).
    pub mask: Vec<u64>,
    /// `up[dir]`: walking along `dir`, the cell indices increase (else they
    /// decrease).
    pub up: Vec<bool>,
}

impl Rays {
    /// The cells walked through from `cell` along `dir`.
    #[inline(always)]
    pub fn ray(&self, cell: u8, dir: u8) -> u64 {
        self.mask[cell as usize * self.dirs + dir as usize]
    }

    /// The nearest cell of `set` (a subset of one ray along `dir`, not
    /// empty) to the ray's start.
    #[inline(always)]
    pub fn nearest(&self, set: u64, dir: u8) -> u8 {
        debug_assert!(set != 0);
        let bit = if self.up[dir as usize] {
            set.trailing_zeros()
        } else {
            63 - set.leading_zeros()
        };
        bit.narrow()
    }

    /// The cells of a ray along `dir` that come before the cell `c` on it
    /// (nearer to its start).
    #[inline(always)]
    pub fn before(&self, ray: u64, c: u8, dir: u8) -> u64 {
        if self.up[dir as usize] {
            ray & ((1u64 << c) - 1)
        } else {
            ray & ((u64::MAX << c) << 1)
        }
    }
}

impl Game {
    /// The ray masks, if the board and the game allow them (see the
    /// module's text).
    pub fn rays_tables(&self, t: &Tables) -> Option<Box<Rays>> {
        let cells = self.board.cells();
        if cells > 64 || t.general || t.any_neutral || self.stacks {
            return None;
        }
        let nd = self.dirs.len();
        let mut up = vec![None; nd];
        let mut mask = vec![0u64; cells * nd];
        for cell in 0..cells {
            for (d, way) in up.iter_mut().enumerate() {
                let mut at = cell;
                let mut steps = 0;
                loop {
                    let next = self.nbr[at * nd + d];
                    if next == NO_CELL {
                        break;
                    }
                    let next = next as usize;
                    let rising = next > at;
                    if *way.get_or_insert(rising) != rising || steps >= cells {
                        return None;
                    }
                    mask[cell * nd + d] |= 1u64 << next;
                    at = next;
                    steps += 1;
                }
            }
        }
        Some(Box::new(Rays {
            dirs: nd,
            mask,
            up: up.into_iter().map(|u| u.unwrap_or(true)).collect(),
        }))
    }
}
