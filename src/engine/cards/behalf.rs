//! `for SIDE or SIDE if COND { ... }` (the Mage): moves made with another
//! player's pieces, those of the first side the condition holds for. They
//! are applied and undone as piece moves.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Behalf, Game, NO_CELL, SIDE_LEFT, SIDE_RIGHT};

impl State {
    /// The moves of card `c`'s `for` block `b`.
    pub(super) fn gen_behalf(&self, game: &Game, c: usize, b: &Behalf, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let seat = |side: u8| match side {
            SIDE_LEFT => Some(t.next_player[me as usize]),
            SIDE_RIGHT => Some(t.prev_player[me as usize]),
            _ => Self::partner(game, me),
        };
        let chosen = b
            .sides
            .iter()
            .filter_map(|&s| seat(s))
            .find(|&q| b.cond == 0 || self.holds_cond(game, b.cond, q, NO_CELL));
        let Some(q) = chosen else {
            return;
        };
        self.gen_moves_of(game, q, (&t.behalf_extra[c], &t.behalf_enter[c]), out);
    }
}
