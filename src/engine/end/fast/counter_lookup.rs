//! An `after move` condition that compares a counter with a number
//! ([`Tables::counter_cmp`](crate::ir::Tables), `ir/plans/count_lookups.rs`),
//! judged by a look-up of the counters.

use crate::engine::State;
use crate::ir::Game;

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
        let nc = game.counters.len();
        let count_of = |who: usize| {
            i64::from(
                self.counters
                    .get(who * nc + q.counter as usize)
                    .copied()
                    .unwrap_or(0),
            )
        };
        Some(Self::first_count_holder(
            game,
            mover,
            anyone,
            q.whose,
            count_of,
            |n| q.op.holds(n, q.n),
        ))
    }
}
