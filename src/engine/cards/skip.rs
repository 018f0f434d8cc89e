//! `skip next [if COND]`: the next player must skip his next turn (he
//! only discards a card then). Undo restores `skipping` from the turn saved.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Game, NO_CELL};

impl State {
    /// The skip use of a card, if the next player holds a card and the
    /// condition `cond` (0: none) holds for `judge`.
    pub(super) fn gen_skip(&self, game: &Game, cond: u16, judge: u8, out: &mut Vec<Move>) {
        let next = game.tables.next_player[self.to_move as usize];
        if self.hand_size(game, next) > 0
            && (cond == 0 || self.holds_cond(game, cond, judge, NO_CELL))
        {
            out.push(Move {
                kind: MoveKind::Skip,
                ..Move::NONE
            });
        }
    }

    /// Player `me` plays a skip: his left neighbour skips his next turn.
    pub(in crate::engine) fn skip_next(&mut self, game: &Game, me: u8) {
        self.skipping |= 1 << game.tables.next_player[me as usize];
    }
}
