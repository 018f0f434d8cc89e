//! The lean `apply` and `undo` of games whose only need of the general path
//! is stacks ([`Tables::stacks_only`](crate::ir::Tables), Liger): turns of
//! one move, no cards, steals, events, stores or tracks. What the general
//! path saves per move beyond [`Saved`](crate::engine::state::Saved) (a whole turn
//! record) comes down to the player who moved last.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, NO_CELL};

impl State {
    /// `apply` in a game of [`Tables::stacks_only`](crate::ir::Tables): the
    /// captures, the move itself (carried, borne off or promoted), the turn.
    #[inline(never)]
    pub(in crate::engine) fn apply_stacks(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        self.movers_saved.push(self.last_mover);
        let me = self.to_move;
        let mut h = self.hash;
        if self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.plies += 1;
        self.last_mover = me;
        self.take_and_place(game, m, &mut h);
        let next = t.next_player[me as usize];
        h ^= t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.since_capture = if m.ncap > 0 || t.resets[m.piece as usize] {
            0
        } else {
            self.since_capture + 1
        };
        self.hash = h;
    }

    /// `undo` of [`State::apply_stacks`].
    #[inline(never)]
    pub(in crate::engine) fn undo_stacks(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.pop_saved() else {
            return;
        };
        self.undo_placed(game, m);
        self.undo_captures(game, m, saved.first_caps as usize);
        self.to_move = game.tables.prev_player[self.to_move as usize];
        if let Some(mover) = self.movers_saved.pop() {
            self.last_mover = mover;
        }
        self.restore_saved(&saved);
    }
}
