//! The removal that follows a move (`then remove enemy after line`): the
//! enemy piece on the move's removal cell ([`Move::removed`]) leaves the
//! game (not into a store; the `since capture` count starts again), and
//! `undo` puts it back. Its code is kept on
//! the captured-codes stack, after the move's own captures.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS};

impl State {
    /// Takes the removed piece off its cell, updating the hash; a removal
    /// counts as a capture for the `since capture` counts.
    pub(in crate::engine) fn remove_at(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        let at = m.removed(t);
        let code = self.board[at as usize];
        self.captured_codes.push(code);
        if code != 0 {
            self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] -= 1;
            *h ^= key_at(game, code, at, 0);
            self.set_top(game, at, 0);
            self.since_capture = 0;
        }
    }

    /// Puts the removed piece back (the hash is restored whole).
    pub(in crate::engine) fn unremove(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        let at = m.removed(t);
        let code = self.captured_codes.pop().unwrap_or(0);
        if code != 0 {
            self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] += 1;
            self.set_top(game, at, code);
        }
    }
}
