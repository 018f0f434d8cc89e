//! The shot that follows a move (`then shoot KIND DIRS`): a new piece of
//! the mover's, of the kind shot, put on the move's shot cell
//! ([`Move::shot`]), and taken off again by `undo`.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS};

impl State {
    /// Puts the piece shot on the move's shot cell (empty), updating the
    /// hash.
    pub(in crate::engine) fn shoot_onto(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        let (arrow, at) = (t.shoot[m.piece as usize].0, m.shot(t));
        self.counts[t.owner[arrow as usize] as usize % MAX_PLAYERS] += 1;
        *h ^= key_at(game, arrow, at, 0);
        self.set_top(game, at, arrow);
    }

    /// Takes the piece shot off its cell again (the hash is restored whole).
    pub(in crate::engine) fn unshoot(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        let at = m.shot(t);
        let arrow = self.board[at as usize];
        self.counts[t.owner[arrow as usize] as usize % MAX_PLAYERS] -= 1;
        self.set_top(game, at, 0);
    }
}
