//! Make and unmake of a sowing move (`MoveKind::Sow`): the pit emptied, a
//! seed into each cell of its lap (whole laps at once), the captured pits
//! emptied into the mover's store, and the turn passed unless the last
//! seed gives the mover another move; undo takes each step back.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::Saved;
use crate::engine::state::hash::seed_key;
use crate::ir::{Game, NO_CELL};

impl State {
    /// Sets the seeds of `cell` to `n`, keeping the hash `h`.
    #[inline(always)]
    fn set_seeds(&mut self, cell: u8, n: u8, h: &mut u64) {
        let c = cell as usize;
        *h ^= seed_key(c, self.seeds[c]) ^ seed_key(c, n);
        self.seeds[c] = n;
    }

    /// `apply` of a sowing move.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn apply_sow(&mut self, game: &Game, m: &Move) {
        let Some(s) = game.sowing.as_deref() else {
            return;
        };
        let t = &game.tables;
        let me = self.to_move;
        self.saved.push(Saved {
            last_to: self.last_to,
            last_mover: self.last_mover,
            ..Saved::plain(self.hash, self.since_capture, self.captured_codes.len())
        });
        self.plies += 1;
        self.last_mover = me;
        self.last_to = m.to;
        let mut h = self.hash;
        self.set_seeds(m.from, 0, &mut h);
        let lap = s.lap(me, m.from);
        let len = lap.len().max(1);
        let (q, r) = (m.lift as usize / len, m.lift as usize % len);
        // Less than a lap (the usual case): a seed into each of the first
        // `r` cells, the others untouched.
        let sown = if q == 0 {
            lap.get(..r).unwrap_or(lap)
        } else {
            lap
        };
        for (j, &c) in sown.iter().enumerate() {
            let add = q + usize::from(j < r);
            let n = self.seeds[c as usize].wrapping_add(u8::try_from(add).unwrap_or(u8::MAX));
            self.set_seeds(c, n, &mut h);
        }
        let store = s.store_of(me);
        for i in 0..m.ncap as usize {
            let (c, k) = (m.caps[i], m.path[1 + i]);
            let n = self.seeds[c as usize].wrapping_sub(k);
            self.set_seeds(c, n, &mut h);
            if store != NO_CELL {
                let n = self.seeds[store as usize].wrapping_add(k);
                self.set_seeds(store, n, &mut h);
            }
        }
        if !s.again_at(me, m.to) {
            let next = t.next_player[me as usize];
            let k = t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
            h ^= k;
            self.turn_in_hash ^= k;
            self.to_move = next;
        }
        self.hash = h;
        self.since_capture = if m.ncap > 0 {
            0
        } else {
            self.since_capture + 1
        };
    }

    /// `undo` of [`State::apply_sow`].
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn undo_sow(&mut self, game: &Game, m: &Move) {
        let Some(s) = game.sowing.as_deref() else {
            return;
        };
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let t = &game.tables;
        let me = self.last_mover;
        if self.to_move != me {
            let k = t.zobrist_turn[me as usize] ^ t.zobrist_turn[self.to_move as usize];
            self.turn_in_hash ^= k;
            self.to_move = me;
        }
        let store = s.store_of(me);
        for i in 0..m.ncap as usize {
            let (c, k) = (m.caps[i], m.path[1 + i]);
            self.seeds[c as usize] = self.seeds[c as usize].wrapping_add(k);
            if store != NO_CELL {
                self.seeds[store as usize] = self.seeds[store as usize].wrapping_sub(k);
            }
        }
        let lap = s.lap(me, m.from);
        let len = lap.len().max(1);
        let (q, r) = (m.lift as usize / len, m.lift as usize % len);
        let sown = if q == 0 {
            lap.get(..r).unwrap_or(lap)
        } else {
            lap
        };
        for (j, &c) in sown.iter().enumerate() {
            let add = q + usize::from(j < r);
            self.seeds[c as usize] =
                self.seeds[c as usize].wrapping_sub(u8::try_from(add).unwrap_or(u8::MAX));
        }
        // The hash comes back whole from the saved record.
        self.seeds[m.from as usize] = m.lift;
        self.last_to = saved.last_to;
        self.last_mover = saved.last_mover;
        self.restore_saved(&saved);
    }
}
