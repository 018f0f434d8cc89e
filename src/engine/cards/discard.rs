//! Discarding a card without its use: what a skipped player does, and
//! what a player who can play no card must do. Its apply is the card put
//! down (see `apply_card`) and the turn passed.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::Cards;

impl State {
    /// A discard of each card the player to move holds.
    pub(super) fn gen_discards(&self, cards: &Cards, out: &mut Vec<Move>) {
        self.gen_held_as(cards, MoveKind::Discard, out);
    }
}
