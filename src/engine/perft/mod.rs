//! Searching below each move: every move of a list applied, the position
//! after it looked at, and the move taken back, with the path of `apply`
//! and `undo` chosen once for the list (a simple game's lean ones inlined
//! into the loop) rather than once per move.

/// The fast paths of perft's counts and leaves: each gives the counts of the general path.
pub(in crate::engine) mod fast {
    mod card_leaves;
    pub(super) mod compact;
    pub(in crate::engine) mod compact_moves;
    mod stack_leaves;
    mod turn_leaves;
}

pub use fast::compact::{CompactMoves, Leaf};

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::Game;

impl State {
    /// The sum of `f` over the positions after each of `moves`: each move
    /// applied, `f` called on the position after it (which it must leave
    /// as it found it), the move taken back. The state is unchanged
    /// afterwards.
    #[inline(always)]
    pub fn sum_applied(
        &mut self,
        game: &Game,
        moves: &[Move],
        mut f: impl FnMut(&mut State) -> u64,
    ) -> u64 {
        let mut n = 0;
        if let Some(sw) = Self::lean_tables(game) {
            let t = &game.tables;
            let l = self.lean_list(t);
            for m in moves {
                self.lean_apply_in(t, sw, &l, m);
                n += f(self);
                self.lean_undo_in(t, sw, &l, m);
            }
        } else if game.tables.simple {
            for m in moves {
                self.apply_plain::<true, false>(game, m);
                n += f(self);
                self.undo_plain::<true, false>(game, m);
            }
        } else {
            for m in moves {
                self.apply(game, m);
                n += f(self);
                self.undo(game, m);
            }
        }
        n
    }
}
