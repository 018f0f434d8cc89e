//! En passant on the general path: after a `passing` slide the cell it
//! went over is the en-passant cell for the next move, in the hash only if
//! an en-passant capture is legal, as on the lean path (`make/fast/one_per_cell.rs`); undo
//! restores it from the saved record. (Chess with a store, whose every move
//! takes the general path, keeps chess's perft counts:
//! tests/castle_general.rs.)

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, NO_CELL};

impl State {
    /// Sets the en-passant cell the move `m` (just applied on the general
    /// path, the hash up to date) leaves, if it passed one.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn pass_general(&mut self, game: &Game, m: &Move) {
        if m.passed == NO_CELL {
            return;
        }
        self.ep = m.passed;
        self.ep_victim = m.to;
        self.ep_in_hash = false;
        if self.ep_capture_legal(game) {
            self.ep_in_hash = true;
            self.hash ^= game.tables.key(0, m.passed);
        }
    }
}
