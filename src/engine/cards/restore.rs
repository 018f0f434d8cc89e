//! A position restored by a `cancel` with its hash kept incrementally: the
//! keys of what differs between the position now and the one put back
//! (cells, stores, counters, pieces borne off) are swapped, instead of the
//! whole hash computed again. On boards with stacks the hash is computed
//! afresh.

use crate::engine::State;
use crate::engine::state::Snapshot;
use crate::engine::state::hash::{counter_key, store_key};
use crate::ir::{Game, MAX_PLAYERS, Narrow};

impl State {
    /// Puts `snap`'s pieces back and brings the hash up to date, but for
    /// the turn's key (the skips are part of it): the caller swaps it
    /// (`rehash_turn`).
    pub(super) fn restore_keyed(&mut self, game: &Game, snap: &Snapshot) {
        if game.stacks {
            self.restore_pieces(snap, true, game.tables.cells);
            self.rehash_full(game);
            return;
        }
        self.hash ^= self.pieces_key_diff(game, snap);
        self.restore_pieces(snap, false, game.tables.cells);
    }

    /// The XOR of the keys of the pieces, stores, counters and pieces borne
    /// off that differ between now and `snap` (one piece per cell).
    fn pieces_key_diff(&self, game: &Game, snap: &Snapshot) -> u64 {
        let t = &game.tables;
        let n = game.board.cells();
        let mut h = 0;
        // Eight cells at a time: most are the same.
        let words = self.board.chunks_exact(8).zip(snap.board.chunks_exact(8));
        for (w, (a, b)) in words.enumerate().take(n.div_ceil(8)) {
            if a == b {
                continue;
            }
            for (i, (&now, &then)) in a.iter().zip(b).enumerate() {
                if now == then {
                    continue;
                }
                let cell: u8 = (w * 8 + i).narrow();
                // Code 0's keys are the en-passant cells': an empty cell
                // has no key.
                if now != 0 {
                    h ^= t.key(now, cell);
                }
                if then != 0 {
                    h ^= t.key(then, cell);
                }
            }
        }
        for (code, (&now, &then)) in self.store.iter().zip(&snap.store).enumerate() {
            if now != then {
                h ^= store_key(code.narrow(), now) ^ store_key(code.narrow(), then);
            }
        }
        let nc = game.counters.len().max(1);
        for (i, (&now, &then)) in self.counters.iter().zip(&snap.counters).enumerate() {
            if now != then {
                h ^= counter_key(i / nc, i % nc, now) ^ counter_key(i / nc, i % nc, then);
            }
        }
        for p in 0..(self.players as usize).min(MAX_PLAYERS) {
            if self.off[p] != snap.off[p] {
                h ^= Self::off_key(p, self.off[p]) ^ Self::off_key(p, snap.off[p]);
            }
        }
        h
    }
}
