//! The lean make of placements (`Tables::place_make`): a piece from the
//! supply put on an empty cell, the enemy pieces it flips turned over, the
//! turn passed; undo takes them back. A pass (the `end` of a turn) takes
//! the general make. The reference is the general make (`make/general.rs`,
//! `make/flip.rs`): the same board, sets, counts, hash and history.

use crate::engine::State;
use crate::engine::make::flip::each_flipped;
use crate::engine::moves::Move;
use crate::engine::state::Saved;
use crate::engine::state::hash::key_at;
use crate::ir::{Features, Game, MAX_PLAYERS};

impl State {
    /// `apply` of a placement (a pass: the general `apply`).
    #[inline(never)]
    pub(in crate::engine) fn apply_place(&mut self, game: &Game, m: &Move) {
        if !m.is_enter() {
            return self.apply_general(game, m);
        }
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
        self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] += 1;
        let mut h = self.hash ^ key_at(game, m.placed, m.to, 0);
        self.set_top(game, m.to, m.placed);
        if t.features.has(Features::FLIPS) {
            self.flip_lean(game, m, me, &mut h);
        }
        let next = t.next_player[me as usize];
        let k = t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
        self.hash = h ^ k;
        self.turn_in_hash ^= k;
        self.to_move = next;
        self.since_capture += 1;
    }

    /// `undo` of [`State::apply_place`].
    #[inline(never)]
    pub(in crate::engine) fn undo_place(&mut self, game: &Game, m: &Move) {
        if !m.is_enter() {
            return self.undo_general(game, m);
        }
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let t = &game.tables;
        let me = t.prev_player[self.to_move as usize];
        self.to_move = me;
        if t.features.has(Features::FLIPS) {
            let enemy = t.next_player[me as usize];
            self.flip_lean(game, m, enemy, &mut 0);
        }
        self.set_top(game, m.to, 0);
        self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] -= 1;
        self.last_to = saved.last_to;
        self.last_mover = saved.last_mover;
        self.restore_saved(&saved);
    }

    /// Turns the pieces placement `m` flips (a run length per direction in
    /// `path[1 + d]`) over to player `to`, keeping the counts and the hash
    /// `h`: a game of one kind and two players, so a piece turned back is
    /// again its first owner's.
    #[inline(always)]
    fn flip_lean(&mut self, game: &Game, m: &Move, to: u8, h: &mut u64) {
        let t = &game.tables;
        each_flipped(game, m, |c| {
            let old = self.board[c as usize];
            let new = game.code(game.code_kind[old as usize], to);
            *h ^= t.key(old, c) ^ t.key(new, c);
            self.counts[t.owner[old as usize] as usize % MAX_PLAYERS] -= 1;
            self.counts[usize::from(to) % MAX_PLAYERS] += 1;
            self.set_top(game, c, new);
        });
    }
}
