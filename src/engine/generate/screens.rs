//! Slides over a screen (`slide DIRS to X over Y`): over empty cells to
//! the first piece met, the screen, which must hold Y; then on over empty
//! cells, each a destination if X admits it, to the next piece, a
//! destination if X admits it (Xiangqi's cannon: `to enemy over piece`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, NO_CELL, REL_EMPTY, REL_ENEMY};

impl State {
    /// The slide of the piece of `base` in `dir` over a screen of the mask
    /// `over` to cells of the mask `target`; returns whether it captures.
    pub(in crate::engine) fn screen_slide(
        &self,
        game: &Game,
        base: &Move,
        (dir, target, over): (u8, u8, u8),
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let nd = game.dirs.len();
        let next = |c: u8| game.nbr[c as usize * nd + dir as usize];
        let mut at = next(base.from);
        while at != NO_CELL && self.board[at as usize] == 0 {
            at = next(at);
        }
        if at == NO_CELL || over & Self::relation(game, self.board[at as usize], me) == 0 {
            return false;
        }
        let mut captured = false;
        at = next(at);
        while at != NO_CELL {
            let rel = Self::relation(game, self.board[at as usize], me);
            if target & rel != 0 {
                let take = rel == REL_ENEMY;
                captured |= take;
                let mut m = *base;
                m.land(at, take);
                m.placed = t.placed(base.piece, at);
                Self::push_promoted(t, out, m);
            }
            if rel != REL_EMPTY {
                break;
            }
            at = next(at);
        }
        captured
    }
}
