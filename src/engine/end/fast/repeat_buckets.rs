//! The repetition filter (games with `Tables::repeat_filter`, see
//! `ir/plans/repeat_buckets.rs`): `repeat_seen[b]` counts the positions
//! `saved[..repeat_len]` whose hash falls in bucket `b`. A position can
//! have occurred N times only if its bucket holds N - 1 positions, so most
//! positions are judged by one look-up instead of a scan of the history.
//!
//! The counts are brought up to date lazily, when the end rules are judged
//! (`repeat_sync`): `apply` does nothing, and `undo` only takes back a
//! position that was counted (`repeat_forget`), so the last ply of a perft
//! pays one comparison.

use crate::engine::State;
use crate::ir::REPEAT_BUCKETS;

/// The bucket of a hash.
#[inline(always)]
fn bucket(hash: u64) -> usize {
    // The low bits (the mask keeps them below `REPEAT_BUCKETS`).
    usize::try_from(hash & (REPEAT_BUCKETS as u64 - 1)).unwrap_or(0)
}

impl State {
    /// The bucket counts of a new state: room for them only in games that
    /// keep the filter.
    pub(in crate::engine) fn repeat_room(on: bool) -> Vec<u32> {
        if on {
            vec![0; REPEAT_BUCKETS]
        } else {
            Vec::new()
        }
    }

    /// Counts the positions saved since the last call (games with the
    /// filter).
    #[inline]
    pub(in crate::engine) fn repeat_sync(&mut self) {
        if self.repeat_seen.is_empty() {
            return;
        }
        for s in &self.saved[self.repeat_len.min(self.saved.len())..] {
            self.repeat_seen[bucket(s.hash)] += 1;
        }
        self.repeat_len = self.saved.len();
    }

    /// `undo` took the saved position of hash `hash` off the history: if it
    /// was counted, it is no longer.
    #[inline(always)]
    pub(in crate::engine) fn repeat_forget(&mut self, hash: u64) {
        if self.saved.len() < self.repeat_len {
            self.repeat_len -= 1;
            if let Some(n) = self.repeat_seen.get_mut(bucket(hash)) {
                *n -= 1;
            }
        }
    }

    /// Whether the current position may have occurred `times` times
    /// (counting now): false only when the filter, up to date, shows too
    /// few positions in its bucket.
    #[inline(always)]
    pub(in crate::engine) fn may_repeat(&self, times: u32) -> bool {
        self.repeat_len != self.saved.len()
            || self
                .repeat_seen
                .get(bucket(self.hash))
                .is_none_or(|&n| n.saturating_add(1) >= times)
    }

    /// Whether no position of the history, whoever was to move in it, has
    /// the pieces of hash `key` (the hash without the player to move):
    /// true only when the filter (kept for `ko positional`), brought up to
    /// date, shows none in the buckets of `key` with each player's turn
    /// key.
    #[inline]
    pub(in crate::engine) fn pieces_unseen(&mut self, game: &crate::ir::Game, key: u64) -> bool {
        if self.repeat_seen.is_empty() {
            return false;
        }
        self.repeat_sync();
        let np = game.players.len();
        game.tables
            .zobrist_turn
            .iter()
            .take(np)
            .all(|&turn| self.repeat_seen.get(bucket(key ^ turn)) == Some(&0))
    }
}
