//! Wide ray masks ([`WideRays`]): the ray masks of `rays.rs` for boards of
//! more than 64 cells (up to 256: a cell set of four words), where the
//! board's lines still run one way through the cell indices (grids, with
//! or without holes), in any game that has slides, stacks and neutral
//! pieces included. A slide finds the first cell that stops it (a piece,
//! or a cell outside its `within` zone or inside its `avoid` zone) by a
//! scan of the words of one set, and its destinations are the cells of the
//! ray before that cell (Libero, on 168 cells).

use crate::ir::{Extra, Game, NO_CELL, Tables};

/// A set of cells: four 64-bit words (the engine's `Bits`).
pub type CellSet = [u64; 4];

/// The wide ray masks of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct WideRays {
    /// The number of directions (the stride of `mask`).
    pub dirs: usize,
    /// `mask[cell * dirs + dir]`: the cells walked through from `cell`
    /// along `dir` to the edge (`cell` itself excluded).
    pub mask: Vec<CellSet>,
    /// `up[dir]`: walking along `dir`, the cell indices increase (else they
    /// decrease).
    pub up: Vec<bool>,
}

impl WideRays {
    /// The cells walked through from `cell` along `dir`.
    #[inline(always)]
    pub fn ray(&self, cell: u8, dir: u8) -> &CellSet {
        &self.mask[cell as usize * self.dirs + dir as usize]
    }

    /// The cells of `ray` (along `dir`) that come before the cell `c` on it
    /// (nearer to its start).
    #[inline(always)]
    pub fn before(&self, ray: &CellSet, c: u8, dir: u8) -> CellSet {
        let (cw, cb) = (c as usize / 64, c % 64);
        let up = self.up[dir as usize];
        std::array::from_fn(|w| {
            let keep = if w == cw {
                if up {
                    (1u64 << cb) - 1
                } else {
                    (u64::MAX << cb) << 1
                }
            } else if (w < cw) == up {
                u64::MAX
            } else {
                0
            };
            ray[w] & keep
        })
    }
}

impl Game {
    /// The wide ray masks, if the game has slides on a board of more than
    /// 64 cells whose lines run one way through the cell indices (see the
    /// module's text); smaller boards use [`Rays`](crate::ir::Rays) or the walk.
    pub fn wide_rays_tables(&self, t: &Tables) -> Option<Box<WideRays>> {
        let cells = self.board.cells();
        if cells <= 64 || cells > 256 || t.rays.is_some() {
            return None;
        }
        let any_slide = t
            .extra
            .iter()
            .flatten()
            .any(|x| matches!(x, Extra::Slide { .. }));
        if !any_slide {
            return None;
        }
        let nd = self.dirs.len();
        let mut up = vec![None; nd];
        let mut mask = vec![[0u64; 4]; cells * nd];
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
                    mask[cell * nd + d][next / 64] |= 1u64 << (next % 64);
                    at = next;
                    steps += 1;
                }
            }
        }
        Some(Box::new(WideRays {
            dirs: nd,
            mask,
            up: up.into_iter().map(|u| u.unwrap_or(true)).collect(),
        }))
    }
}
