//! A card's own moves (`card N { KIND: MOVE ... }`): the moves and enters
//! it gives each piece of the players it moves for. They are applied and
//! undone as piece moves.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::for_each_bit;
use crate::ir::{EnterEntry, Extra, Game, MAX_PLAYERS, Narrow};

impl State {
    /// The moves and enters card `c` gives the pieces of `movers`.
    pub(super) fn gen_card_moves(&self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let t = &game.tables;
        let np: u8 = game.players.len().narrow();
        for q in (0..np).filter(|&q| movers & 1 << q != 0) {
            self.gen_moves_of(game, q, (&t.card_extra[c], &t.card_enter[c]), out);
        }
    }

    /// The moves of the player `q`'s pieces by the lists `extra[code]` and
    /// `enter[code]` (a card's, or a card's `for` block's).
    pub(super) fn gen_moves_of(
        &self,
        game: &Game,
        q: u8,
        (extra, enter): (&[Vec<Extra>], &[Vec<EnterEntry>]),
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let np: u8 = game.players.len().narrow();
        let nkinds: u8 = game.kinds.len().narrow();
        let own = self.occ[q as usize % MAX_PLAYERS];
        for_each_bit(&own[..t.words], |cell| {
            let code = self.board[cell as usize];
            let list = &extra[code as usize];
            if !list.is_empty() {
                self.gen_extra_list(game, cell, code, 1, list, out);
            }
        });
        for k in 0..nkinds {
            let code = 1 + k * np + q;
            let rules = &enter[code as usize];
            if !rules.is_empty() {
                self.push_enters(game, code, rules, out);
            }
        }
    }
}
