//! A card's own moves (`card N { KIND: MOVE ... }`): the moves and enters
//! it gives each piece of the players it moves for. They are applied and
//! undone as piece moves.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::for_each_bit;
use crate::ir::{Game, MAX_PLAYERS, Narrow};

impl State {
    /// The moves and enters card `c` gives the pieces of `movers`.
    pub(super) fn gen_card_moves(&self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let t = &game.tables;
        let np: u8 = game.players.len().narrow();
        let nkinds: u8 = game.kinds.len().narrow();
        for q in (0..np).filter(|&q| movers & 1 << q != 0) {
            let own = self.occ[q as usize % MAX_PLAYERS];
            for_each_bit(&own[..t.words], |cell| {
                let code = self.board[cell as usize];
                let list = &t.card_extra[c][code as usize];
                if !list.is_empty() {
                    self.gen_extra_list(game, cell, code, 1, list, out);
                }
            });
            for k in 0..nkinds {
                let code = 1 + k * np + q;
                let rules = &t.card_enter[c][code as usize];
                if !rules.is_empty() {
                    self.push_enters(game, code, rules, out);
                }
            }
        }
    }
}
