//! Discarding a card without its use: what a skipped player does, and
//! what a player who can play no card must do. Its apply is the card put
//! down (see `apply_card`) and the turn passed.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Cards, Narrow};

impl State {
    /// A discard of each card the player to move holds.
    pub(super) fn gen_discards(&self, cards: &Cards, out: &mut Vec<Move>) {
        let nk = cards.kinds.len();
        let at = self.to_move as usize * nk;
        for c in 0..nk {
            if self.hands[at + c] > 0 {
                out.push(Move {
                    card: (c + 1).narrow(),
                    kind: MoveKind::Discard,
                    ..Move::NONE
                });
            }
        }
    }
}
