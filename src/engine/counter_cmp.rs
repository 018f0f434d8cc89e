//! An `after move` condition that compares a counter with a number
//! ([`Tables::counter_cmp`](crate::ir::Tables), `ir/counter_cmp.rs`),
//! judged by a look-up of the counters.

use super::State;
use crate::ir::{Game, MAX_PLAYERS, whose_index};

impl State {
    /// Whether the `after move` condition `cond`, if it is a counter
    /// comparison, holds for the mover (or, with `anyone`, for some player
    /// from the mover on), and for whom; `None` for any other condition.
    #[inline]
    pub(in crate::engine) fn after_move_counter(
        &self,
        game: &Game,
        cond: u16,
        mover: u8,
        anyone: bool,
    ) -> Option<(bool, u8)> {
        let q = (*game.tables.counter_cmp.get(cond as usize)?)?;
        let t = &game.tables;
        let nc = game.counters.len();
        let mut p = mover;
        let turns = if anyone { game.players.len() } else { 1 };
        for _ in 0..turns {
            // The players counted, as `count` sums them.
            let mut mask = t.counted[p as usize % MAX_PLAYERS][whose_index(q.whose)];
            let mut n = 0i64;
            while mask != 0 {
                let who = mask.trailing_zeros() as usize % MAX_PLAYERS;
                mask &= mask - 1;
                n += i64::from(
                    self.counters
                        .get(who * nc + q.counter as usize)
                        .copied()
                        .unwrap_or(0),
                );
            }
            if q.op.holds(n, q.n) {
                return Some((true, p));
            }
            p = t.next_player[p as usize];
        }
        Some((false, mover))
    }
}
