//! `for SIDE or SIDE if COND { ... }` (the Mage): moves made with another
//! player's pieces, those of the first side the condition holds for. They
//! are applied and undone as piece moves.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::for_each_bit;
use crate::ir::{Behalf, Game, MAX_PLAYERS, NO_CELL, Narrow, SIDE_LEFT, SIDE_RIGHT};

impl State {
    /// The moves of card `c`'s `for` block `b`.
    pub(super) fn gen_behalf(&self, game: &Game, c: usize, b: &Behalf, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let np: u8 = game.players.len().narrow();
        let nkinds: u8 = game.kinds.len().narrow();
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
        let own = self.occ[q as usize % MAX_PLAYERS];
        for_each_bit(&own[..t.words], |cell| {
            let code = self.board[cell as usize];
            let list = &t.behalf_extra[c][code as usize];
            if !list.is_empty() {
                self.gen_extra_list(game, cell, code, 1, list, out);
            }
        });
        for k in 0..nkinds {
            let code = 1 + k * np + q;
            let rules = &t.behalf_enter[c][code as usize];
            if !rules.is_empty() {
                self.push_enters(game, code, rules, out);
            }
        }
    }
}
