//! `line of [exactly] N`: a line of a player's pieces through the cell the
//! last move landed on, along one of the board's directions and its
//! opposite; only the cells of that line are looked at, never the board.

use crate::engine::State;
use crate::engine::state::bits::get_bit;
use crate::ir::{Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// Whether the last move's landing cell holds a piece of `p` in a run of
    /// at least `n` (exactly `n`, if `exact`) of `p`'s pieces along one of
    /// the board's lines.
    pub(in crate::engine) fn line_through(&self, game: &Game, p: u8, n: u8, exact: bool) -> bool {
        let cell = self.last_to;
        let occ = &self.occ[p as usize % MAX_PLAYERS];
        if cell == NO_CELL || !get_bit(occ, cell) {
            return false;
        }
        let nd = game.dirs.len();
        let run = |d: usize| {
            let mut k = 0u32;
            let mut c = cell;
            loop {
                c = game.nbr[c as usize * nd + d];
                if c == NO_CELL || !get_bit(occ, c) {
                    return k;
                }
                k += 1;
            }
        };
        (0..nd).any(|d| {
            let back = game.opposite[d] as usize;
            // Each line once: from the direction of the lower number.
            if back < d {
                return false;
            }
            let len = 1 + run(d) + run(back);
            if exact {
                len == u32::from(n)
            } else {
                len >= u32::from(n)
            }
        })
    }
}
