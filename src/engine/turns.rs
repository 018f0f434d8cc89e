//! The lean `apply` and `undo` of games with stacks whose turns may have
//! several actions, steals and events, but no cards, stores, tracks or
//! tallies ([`Tables::stacks_turns`](crate::ir::Tables), Libero): the
//! general path without its card, proxy, split and provisional-win
//! bookkeeping, whose turn records keep their constant values.

use super::State;
use super::bits::BITS_WORDS;
use super::moves::Move;
use super::state::TurnSaved;
use crate::ir::{Game, NO_CELL};

impl State {
    /// `apply` in a game of [`Tables::stacks_turns`](crate::ir::Tables): the
    /// end of a turn, or the captures, the move itself (carried, borne off
    /// or promoted), the turn, a steal and an event.
    #[inline(never)]
    pub(in crate::engine) fn apply_turns(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        let me = self.to_move;
        // Only the turn's own fields vary without cards: the rest keep the
        // values a game without cards never changes.
        self.turn_saved.push(TurnSaved {
            to_move: me,
            used: self.used,
            acted: self.acted,
            last_mover: self.last_mover,
            stolen_from: NO_CELL,
            event: false,
            dealt: false,
            skipping: 0,
            split_left: 0,
            split_card: 0,
            split_stay: [0; BITS_WORDS],
            giving: 0,
            given: 0,
            replay: 0,
            passed_hands: false,
            answer: (0, 0, 0, 0),
            proxy: (0, 0),
        });
        if self.ep_in_hash {
            self.hash ^= t.key(0, self.ep);
        }
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.plies += 1;
        self.last_mover = me;
        if m.is_end_turn() {
            self.end_turn(game, me);
            return;
        }
        let mut h = self.hash;
        if m.ncap > 0 {
            self.take_captures(game, m, &mut h);
        }
        if Self::carries_one(m) {
            self.carry_one::<true>(t, m.from, m.to, &mut h);
        } else {
            self.place(game, m, &mut h);
        }
        self.pass_turn(game, m, me, &mut h);
        self.steal_after(game, m, &mut h);
        self.hash = h;
        self.event_after(game, m, me);
    }

    /// `undo` of [`State::apply_turns`].
    #[inline(never)]
    pub(in crate::engine) fn undo_turns(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let Some(ts) = self.turn_saved.pop() else {
            return;
        };
        if !m.is_end_turn() {
            self.undo_action(game, m, &ts, saved.first_caps as usize);
        }
        self.to_move = ts.to_move;
        self.used = ts.used;
        self.acted = ts.acted;
        self.last_mover = ts.last_mover;
        self.restore_saved(&saved);
    }
}
