//! The shot that follows a move (`then shoot KIND DIRS`): a new piece of
//! the mover's, of the kind shot, put on the move's `shot` cell, and taken
//! off again by `undo`.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS};

impl State {
    /// Puts the piece shot on `m.shot` (an empty cell), updating the hash.
    pub(in crate::engine) fn shoot_onto(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        let arrow = t.shoot[m.piece as usize].0;
        self.counts[t.owner[arrow as usize] as usize % MAX_PLAYERS] += 1;
        *h ^= key_at(game, arrow, m.shot, 0);
        self.set_top(game, m.shot, arrow);
    }

    /// Takes the piece shot off `m.shot` again (the hash is restored whole).
    pub(in crate::engine) fn unshoot(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        let arrow = self.board[m.shot as usize];
        self.counts[t.owner[arrow as usize] as usize % MAX_PLAYERS] -= 1;
        self.set_top(game, m.shot, 0);
    }
}
