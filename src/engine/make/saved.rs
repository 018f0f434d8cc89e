//! What a move saves for its undo and puts back: the history record
//! ([`Saved`](crate::engine::state::Saved)) pushed by `save` and taken by
//! `pop_saved` and `restore_saved`, and the start of an action.

use crate::engine::State;
use crate::engine::state::Saved;
use crate::ir::{NO_CELL, Narrow, Tables};

impl State {
    /// Pushes what `undo` needs to restore besides the board.
    #[inline(always)]
    pub(in crate::engine) fn save<const SIMPLE: bool>(&mut self) {
        // Without en passant the fields stay at their constant values.
        let (ep, ep_victim, ep_in_hash) = if SIMPLE {
            (NO_CELL, NO_CELL, false)
        } else {
            (self.ep, self.ep_victim, self.ep_in_hash)
        };
        self.saved.push(Saved {
            hash: self.hash,
            since_capture: self.since_capture,
            ep,
            ep_victim,
            ep_in_hash,
            first_caps: self.captured_codes.len().narrow(),
            last_to: NO_CELL,
            last_mover: 0,
        });
    }

    /// The start of an action by `me`: an en-passant cell of the move
    /// before expires (out of the hash too), the ply is counted, `me` is
    /// the last mover.
    #[inline(always)]
    pub(in crate::engine) fn begin_action(&mut self, t: &Tables, me: u8) {
        if self.ep_in_hash {
            self.hash ^= t.key(0, self.ep);
        }
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.plies += 1;
        self.last_mover = me;
    }

    /// Takes the last move's saved record off the history; the repetition
    /// filter forgets it with it. Every `undo` but the lean one of simple
    /// games (which keep no filter) takes its record here.
    #[inline(always)]
    pub(in crate::engine) fn pop_saved(&mut self) -> Option<Saved> {
        let saved = self.saved.pop()?;
        self.repeat_forget(saved.hash);
        Some(saved)
    }

    /// Puts back what a saved record keeps of the position before the move
    /// (hash, plies since a capture, en passant) and the ply count.
    #[inline(always)]
    pub(in crate::engine) fn restore_saved(&mut self, saved: &Saved) {
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.ep = saved.ep;
        self.ep_victim = saved.ep_victim;
        self.ep_in_hash = saved.ep_in_hash;
        self.plies -= 1;
    }
}
