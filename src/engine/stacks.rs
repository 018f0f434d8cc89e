//! The lean `apply` and `undo` of games whose only need of the general path
//! is stacks ([`Tables::stacks_only`](crate::ir::Tables), Liger): turns of
//! one move, no cards, steals, events, stores or tracks. What the general
//! path saves per move beyond [`Saved`](super::state::Saved) (a whole turn
//! record) comes down to the player who moved last.

use super::State;
use super::moves::Move;
use super::state::Saved;
use crate::ir::{Game, NO_CELL, Narrow};

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
        if m.ncap > 0 {
            self.take_captures(game, m, &mut h);
        }
        if Self::carries_one(m) {
            self.carry_one::<true>(t, m.from, m.to, &mut h);
        } else {
            self.place(game, m, &mut h);
        }
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

    /// [`State::apply_undo_each`] in a game of
    /// [`Tables::stacks_only`](crate::ir::Tables) (the last ply of a perft):
    /// each move applied, the position after it looked at, the move taken
    /// back. A move of the top piece alone ([`State::carries_one`], no
    /// capture) is played inline: the record `undo` would pop is the same
    /// for every move of the list, so it is made once and what it restores
    /// is put back from locals; the carry is taken back from what it found
    /// ([`State::uncarry_one`]). Other moves (lifts, bear-offs) take `apply_stacks`
    /// and `undo_stacks`. The position after each move is exactly theirs,
    /// the record on the history included (only `movers_saved`, which no
    /// one reads but `undo`, is not pushed). The repetition
    /// filter needs nothing: it counts only positions below the history's
    /// length before the list (`repeat_len` never exceeds it).
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_stacks(&mut self, game: &Game, moves: &[Move]) {
        let t = &game.tables;
        if self.ep != NO_CELL || self.ep_victim != NO_CELL || self.ep_in_hash {
            // En passant would need the general bookkeeping: no shortcut.
            for m in moves {
                self.apply_stacks(game, m);
                std::hint::black_box(&*self);
                self.undo_stacks(game, m);
            }
            return;
        }
        let me = self.to_move;
        let next = t.next_player[me as usize];
        let hash = self.hash;
        let turned = hash ^ t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
        let (plies, since, mover) = (self.plies, self.since_capture, self.last_mover);
        let saved = Saved {
            hash,
            since_capture: since,
            ep: NO_CELL,
            ep_victim: NO_CELL,
            ep_in_hash: false,
            first_caps: self.captured_codes.len().narrow(),
        };
        for m in moves {
            if m.ncap > 0 || !Self::carries_one(m) {
                self.apply_stacks(game, m);
                std::hint::black_box(&*self);
                self.undo_stacks(game, m);
                continue;
            }
            // `apply_stacks`, written out (the mover before it is kept in
            // a local rather than on `movers_saved`).
            self.saved.push(saved);
            let mut h = turned;
            let carried = self.carry_one::<true>(t, m.from, m.to, &mut h);
            self.hash = h;
            self.to_move = next;
            self.last_mover = me;
            self.plies = plies + 1;
            self.since_capture = if t.resets[m.piece as usize] {
                0
            } else {
                since + 1
            };
            std::hint::black_box(&*self);
            // `undo_stacks`, likewise.
            self.uncarry_one(t, m.from, m.to, carried);
            self.saved.pop();
            self.hash = hash;
            self.to_move = me;
            self.last_mover = mover;
            self.plies = plies;
            self.since_capture = since;
        }
    }
}
