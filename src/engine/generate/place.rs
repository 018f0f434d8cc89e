//! Placement: the cell an `enter` entry puts its piece on (after a fall,
//! `falling DIR`), the one move given for two ways to the same cell, and
//! the enemy pieces it flips (`flipping DIRS`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::get_bit;
use crate::ir::{EnterEntry, Game, MAX_PLAYERS, NO_CELL, NO_DIR};

impl State {
    /// The cell entry `e` puts its piece on: its own cell, or, falling, the
    /// last empty cell from there in its direction (an occupied cell does
    /// not fall). `None` if a move already in `out[first..]` lands there
    /// with the same piece.
    #[inline(always)]
    pub(in crate::engine) fn entry_cell(
        &self,
        game: &Game,
        e: &EnterEntry,
        first: usize,
        out: &[Move],
    ) -> Option<u8> {
        let mut cell = e.cell;
        if e.fall != NO_DIR && self.board[cell as usize] == 0 {
            let nd = game.dirs.len();
            loop {
                let next = game.nbr[cell as usize * nd + e.fall as usize];
                if next == NO_CELL || self.board[next as usize] != 0 {
                    break;
                }
                cell = next;
            }
        }
        if e.dup
            && out[first..]
                .iter()
                .any(|m| m.to == cell && m.placed == e.placed && m.lift == u8::from(!e.supply))
        {
            return None;
        }
        Some(cell)
    }

    /// The enemy pieces placement `m` flips in the directions of `dirs`
    /// (one bit each): along each, the run of enemy pieces from the landing
    /// up to a piece of the mover's, kept as its length in `m.path[1 + d]`
    /// (the move's one landing stays `path[0]`). Whether it flips any.
    #[inline(always)]
    pub(in crate::engine) fn flips(&self, game: &Game, dirs: u8, m: &mut Move) -> bool {
        let me = self.to_move as usize % MAX_PLAYERS;
        let nd = game.dirs.len();
        let mut any = false;
        for d in 0..nd.min(8) {
            if dirs & (1 << d) == 0 {
                continue;
            }
            let mut k = 0u8;
            let mut c = m.to;
            let ends_friendly = loop {
                c = game.nbr[c as usize * nd + d];
                if c == NO_CELL || self.board[c as usize] == 0 {
                    break false;
                }
                if get_bit(&self.occ[me], c) {
                    break true;
                }
                k += 1;
            };
            if ends_friendly && k > 0 {
                m.path[1 + d] = k;
                any = true;
            }
        }
        any
    }
}
