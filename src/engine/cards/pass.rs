//! `pass hands right|left [then play again]` (the Twister): every hand
//! passes to a neighbour; the card is its only use.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{CardKind, Game, Narrow};

impl State {
    /// Card `c`, which passes hands: always playable, a decision of its own.
    pub(super) fn gen_pass(c: usize, out: &mut Vec<Move>) {
        out.push(Move {
            card: (c + 1).narrow(),
            ..Move::NONE
        });
    }

    /// Every hand passes to the neighbour on one side (`right`: each
    /// player gets his left neighbour's hand); `back` undoes it.
    pub(super) fn pass_hands(&mut self, game: &Game, right: bool, back: bool) {
        let nk = game.cards.as_ref().map_or(0, |c| c.kinds.len());
        let t = &game.tables;
        // Forward: each player gets his left neighbour's hand (right), or
        // his right neighbour's (left): hands swapped along the turn order
        // (one cycle), in place.
        let step = if right != back {
            &t.next_player
        } else {
            &t.prev_player
        };
        let mut p = 0usize;
        for _ in 1..game.players.len() {
            let q = step[p] as usize;
            for k in 0..nk {
                self.hands.swap(p * nk + k, q * nk + k);
            }
            p = q;
        }
    }

    /// Player `me` plays a card that passes hands (to the `right` or not),
    /// then plays `again` if he still holds a card.
    pub(super) fn play_pass(&mut self, game: &Game, me: u8, right: bool, again: bool) {
        self.since_capture += 1;
        // The deal's last card passes nothing (nobody holds any).
        if self.hands.iter().any(|&n| n > 0) {
            self.pass_hands(game, right, false);
            // Every hand changed: the hash from scratch.
            self.rehash_full(game);
            if let Some(ts) = self.turn_saved.last_mut() {
                ts.passed_hands = true;
            }
            if again && self.hand_size(game, me) > 0 {
                self.to_move = me;
                self.rehash_turn(game);
                return;
            }
        }
        self.card_turn_end(game, me);
    }

    /// Undoes the passing of hands of a card of `kind`.
    pub(super) fn unpass(&mut self, game: &Game, kind: &CardKind) {
        if let Some(pass) = kind.pass() {
            self.pass_hands(game, pass.right, true);
        }
    }
}
