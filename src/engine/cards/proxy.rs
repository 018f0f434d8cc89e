//! `play for left` (the Phantom): the player takes his left neighbour's
//! turn, making that player's decisions until the turn is over; the card is
//! its only use. Undo restores `proxy` from the turn saved. Only the turn's
//! state changes (who moves, for whom): the turn's key is swapped.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, Narrow};

use crate::engine::cards::cancel::plays_cancel;

impl State {
    /// Card `c`, `play for left`: playable when the left neighbour holds a
    /// card.
    pub(super) fn gen_play_for(&self, game: &Game, c: usize, out: &mut Vec<Move>) {
        let left = game.tables.next_player[self.to_move as usize];
        if self.hand_size(game, left) > 0 {
            out.push(Move {
                card: (c + 1).narrow(),
                ..Move::NONE
            });
        }
    }

    /// Player `me` takes the left neighbour's turn: his decisions, by me.
    pub(super) fn play_for(&mut self, game: &Game, me: u8) {
        let left = game.tables.next_player[me as usize];
        self.since_capture += 1;
        // A `play for` card played in a turn taken for another player: the
        // same player goes on choosing (G26 (7)).
        if self.proxy == 0 {
            self.proxy = me + 1;
        }
        self.proxied = left + 1;
        self.to_move = left;
        self.rehash_turn(game);
    }

    /// After a decision `m` in a turn taken for another player: that turn
    /// is over when the turn moves on or a new deal comes; a cancel made in
    /// it ends it too (that player then plays again himself).
    pub(in crate::engine) fn end_proxy_turn(&mut self, game: &Game, m: &Move) {
        let dealt = self.turn_saved.last().is_some_and(|ts| ts.dealt);
        if self.to_move + 1 != self.proxied || dealt || plays_cancel(game, m) {
            self.proxy = 0;
            self.proxied = 0;
            self.rehash_turn(game);
        }
    }
}
