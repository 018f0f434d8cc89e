//! Whether perft may list a set-wise game's moves compactly
//! ([`SetWise::compact`]): a lean game (`SetWise::lean`: simple, at most 64
//! cells) where every piece code steps set-wise and has its jumps walked
//! set-wise (`ir/sw_walk.rs`). Its moves are then a start and a landing
//! cell, the codes before and after, and the captured cells as one set of
//! the layout, and a move changes the position by a few xors of words
//! (`engine/sw_compact.rs`, `engine/sw_perft.rs`). Checkers uses it.

use crate::ir::{SW_CODES, SetWise};

impl SetWise {
    /// Whether the game of these tables, with `codes` piece codes (1 to
    /// `codes`), may take the compact listing.
    pub(in crate::ir) fn compact_ok(&self, codes: usize) -> bool {
        self.lean && codes < SW_CODES && (1..=codes).all(|c| self.step_ok[c] && self.walk.ok[c])
    }
}
