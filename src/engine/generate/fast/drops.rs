//! Drops by cell sets (`ir/plans/drops.rs`): a piece in hand dropped on
//! each empty cell of its drop cells, in rising cell order, as the walk of
//! its entries (`generate/walk.rs`, `push_enters`) gives them.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Code, Drops, Narrow};

impl State {
    /// The drops of the piece `code` from its owner's store, if it holds
    /// one: onto the empty cells of its drop cells.
    #[inline]
    pub(in crate::engine) fn push_drops(&self, d: &Drops, code: Code, out: &mut Vec<Move>) {
        if self.store.get(code as usize).copied().unwrap_or(0) == 0 {
            return;
        }
        let placed = d.placed[code as usize];
        let mut cells = d.cells[code as usize] & !self.occupied();
        while cells != 0 {
            let cell: u8 = cells.trailing_zeros().narrow();
            cells &= cells - 1;
            let mut m = Move {
                from: cell,
                to: cell,
                piece: code,
                placed,
                npath: 1,
                lift: 1,
                kind: MoveKind::Enter,
                ..Move::NONE
            };
            m.path[0] = cell;
            out.push(m);
        }
    }
}
