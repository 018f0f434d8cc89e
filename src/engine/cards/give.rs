//! `exchange N with partner`: after the deal each player gives cards, face
//! down, to its partner; when every card due is given, they change hands.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::TurnSaved;
use crate::ir::{Cards, Game, Narrow};

impl State {
    /// The exchange: any card of the hand, face down to the partner.
    pub(super) fn gen_gives(&self, cards: &Cards, out: &mut Vec<Move>) {
        self.gen_held_as(cards, MoveKind::Give, out);
    }

    /// Player `me` gives card `c` to its partner (`exchange`); when every
    /// card due is given, the cards change hands and the first player of
    /// the deal plays.
    pub(super) fn give(&mut self, game: &Game, cards: &Cards, me: u8, c: u8) {
        let t = &game.tables;
        let nk = cards.kinds.len();
        let np: u8 = game.players.len().narrow();
        self.add_to_hand(nk, me as usize, c as usize, -1);
        self.given[me as usize] = c + 1;
        self.giving = self.giving.saturating_sub(1);
        self.since_capture += 1;
        if self.giving == 0 {
            for p in 0..np {
                if let Some(q) = Self::partner(game, p)
                    && self.given[p as usize] != 0
                {
                    let g = self.given[p as usize] as usize - 1;
                    self.add_to_hand(nk, q as usize, g, 1);
                }
            }
            self.to_move = t.next_player[self.dealer as usize];
        } else {
            self.to_move = t.next_player[me as usize];
        }
        self.rehash_turn(game);
    }

    /// Undoes `give` (the state before it is in `ts`).
    pub(super) fn ungive(&mut self, game: &Game, cards: &Cards, ts: &TurnSaved, c: u8) {
        let nk = cards.kinds.len();
        let np: u8 = game.players.len().narrow();
        if ts.giving == 1 {
            for p in 0..np {
                if let Some(q) = Self::partner(game, p)
                    && self.given[p as usize] != 0
                {
                    self.hands[q as usize * nk + self.given[p as usize] as usize - 1] -= 1;
                }
            }
        }
        self.hands[ts.to_move as usize * nk + c as usize] += 1;
        self.given[ts.to_move as usize] = ts.given;
    }
}
