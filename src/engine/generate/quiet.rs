//! `quiet moves max N in a row [if COND]`: the quiet moves of a tired
//! piece (the piece whose quiet moves in a row reached its limit, while the
//! limit's condition holds for its side) dropped from the moves listed.
//! Its captures stay, and so do the other pieces' moves (Frisian
//! draughts: after three quiet king moves that king must capture or
//! another piece must move). The count is kept by `make/quiet.rs`.

use crate::engine::State;
use crate::engine::make::quiet::quiet_limit;
use crate::engine::moves::Move;
use crate::ir::Game;

impl State {
    /// Drops from `out` the quiet moves of the player to move's tired
    /// piece, if it has one, keeping the order of the others.
    #[inline(never)]
    pub(in crate::engine) fn drop_tired(&mut self, game: &Game, out: &mut Vec<Move>) {
        let me = self.to_move;
        let Some(&(cell, n)) = self.quiet.get(usize::from(me)) else {
            return;
        };
        let code = self.board.get(usize::from(cell)).copied().unwrap_or(0);
        let Some(q) = quiet_limit(game, code) else {
            return;
        };
        if n < q.max
            || q.cond
                .is_some_and(|c| !self.holds(game, &game.conds[usize::from(c)], me, cell))
        {
            return;
        }
        let t = &game.tables;
        out.retain(|m| !(m.from == cell && m.piece == code && m.is_quiet(t)));
    }
}
