//! The lean `apply` and `undo` of games with stacks whose turns may have
//! several actions, steals and events, but no cards, stores, tracks or
//! tallies ([`Tables::stacks_turns`](crate::ir::Tables), Libero): the
//! general path without its card, proxy, split and provisional-win
//! bookkeeping, whose turn records keep their constant values. What
//! follows a move (the budget, the `since` counts, a steal, an event) is
//! read from the code's
//! [`Tables::turn_flags`](crate::ir::Tables), so that a move that cannot
//! steal or set off an event skips their tests.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::TurnSaved;
use crate::engine::state::bits::BITS_WORDS;
use crate::engine::state::hash::used_key;
use crate::ir::{Game, NO_CELL, TURN_BUDGETED, TURN_EVENT, TURN_RESETS, TURN_STEALS, Tables};

impl State {
    /// `apply` in a game of [`Tables::stacks_turns`](crate::ir::Tables): the
    /// end of a turn, or the captures, the move itself (carried, borne off
    /// or promoted), the turn, a steal and an event.
    #[inline(never)]
    pub(in crate::engine) fn apply_turns(&mut self, game: &Game, m: &Move) {
        self.apply_turns_in(game, m);
    }

    /// `undo` of [`State::apply_turns`].
    #[inline(never)]
    pub(in crate::engine) fn undo_turns(&mut self, game: &Game, m: &Move) {
        self.undo_turns_in(game, m);
    }

    /// The body of [`State::apply_turns`].
    #[inline(always)]
    pub(in crate::engine) fn apply_turns_in(&mut self, game: &Game, m: &Move) {
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
            last_to: self.last_to,
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
        self.begin_action(t, me);
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
        match t.turn_flags.get(m.piece as usize) {
            // What follows the move, as the code's flags say.
            Some(&f) if game.turn.multi => {
                self.count_action(t, m, f, &mut h);
                if f & TURN_STEALS != 0
                    && !m.is_bear_off()
                    && let Some(st) = &game.steal
                {
                    self.steal(game, st, m.to, &mut h);
                }
                self.hash = h;
                if f & TURN_EVENT != 0 {
                    self.event_after(game, m, me);
                }
            }
            _ => {
                self.pass_turn(game, m, me, &mut h);
                self.steal_after(game, m, &mut h);
                self.hash = h;
                self.event_after(game, m, me);
            }
        }
    }

    /// [`State::pass_turn`] in turns of several actions, the rules read
    /// from the code's [`Tables::turn_flags`](crate::ir::Tables): an action
    /// is counted (and its budget), and the `since` counts.
    #[inline(always)]
    fn count_action(&mut self, t: &Tables, m: &Move, f: u8, h: &mut u64) {
        self.acted = true;
        if f & TURN_BUDGETED != 0 {
            let k = t
                .used_steps
                .get(self.used as usize)
                .copied()
                .unwrap_or_else(|| used_key(self.used) ^ used_key(self.used.saturating_add(1)));
            *h ^= k;
            self.turn_in_hash ^= k;
            self.used = self.used.saturating_add(1);
        }
        self.since_capture = if m.ncap > 0 || f & TURN_RESETS != 0 {
            0
        } else {
            self.since_capture + 1
        };
    }

    /// The body of [`State::undo_turns`].
    #[inline(always)]
    pub(in crate::engine) fn undo_turns_in(&mut self, game: &Game, m: &Move) {
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
