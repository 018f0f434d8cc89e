//! Leaps through a cell (`leap (a, b) through X to Y [within Z]`): the
//! cell the leap's way goes through must hold X (Xiangqi's horse, whose
//! leg, and elephant, whose eye, must be empty).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, REL_ENEMY};

/// One leap through a cell: the (file, rank) offsets of the destination
/// and of the cell gone through, the masks of what each must hold, the
/// zone of the destination (index + 1, 0 = none).
pub(in crate::engine) struct Through {
    pub to: (i8, i8),
    pub via: (i8, i8),
    pub target: u8,
    pub through: u8,
    pub within: u16,
}

impl State {
    /// The leap `l` of the piece of `base`, judged for `judge` (its
    /// zone); returns whether it captures.
    pub(in crate::engine) fn blocked_leap(
        &self,
        game: &Game,
        base: &Move,
        judge: u8,
        l: &Through,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let (f, r) = game.board.coords[base.from as usize];
        let cell = |(df, dr): (i8, i8)| {
            game.board
                .at(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr))
        };
        let (Some(via), Some(to)) = (cell(l.via), cell(l.to)) else {
            return false;
        };
        if l.through & Self::relation(game, self.board[via as usize], me) == 0 {
            return false;
        }
        let rel = Self::relation(game, self.board[to as usize], me);
        if l.target & rel == 0 {
            return false;
        }
        if l.within != 0 {
            let cells = game.board.cells();
            let zone = &game.zones[l.within as usize - 1];
            if !zone.member[judge as usize * cells + to as usize] {
                return false;
            }
        }
        let captured = rel == REL_ENEMY;
        let mut m = *base;
        m.land(to, captured);
        m.placed = t.placed(base.piece, to);
        Self::push_promoted(t, out, m);
        captured
    }
}
