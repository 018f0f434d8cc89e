//! The end rules of a game with [`Tables::end_counts`](crate::ir::Tables)
//! judged by look-ups of the piece, top and borne-off counts (see
//! `ir/plans/count_lookups.rs`): the same answer as walking the rules.

use crate::engine::State;
use crate::ir::{CountEnd, EndRule, Game, MAX_PLAYERS, Set, whose_index};

impl State {
    /// The first of `rules` (every automatic end rule of the game) that
    /// holds for the player who made the last move, and that player.
    #[inline]
    pub(in crate::engine) fn end_rule_counts<'g>(
        &self,
        game: &'g Game,
        rules: &[CountEnd],
    ) -> Option<(&'g EndRule, u8)> {
        let t = &game.tables;
        // As `after_move_holds`: nothing holds before the first move.
        if self.plies == 0 {
            return None;
        }
        let mover = self.mover(game);
        for r in rules {
            let mut mask = t.counted[mover as usize % MAX_PLAYERS][whose_index(r.whose)];
            let mut n = 0i64;
            while mask != 0 {
                let p = mask.trailing_zeros() as usize % MAX_PLAYERS;
                mask &= mask - 1;
                n += i64::from(match r.set {
                    Set::Showing if game.stacks => self.showing[p],
                    Set::Off => self.off[p],
                    _ => self.counts[p],
                });
            }
            if r.op.holds(n, r.value) {
                return game.ends.get(r.rule).map(|rule| (rule, mover));
            }
        }
        None
    }
}
