//! Leaps through a cell (`leap (a, b) through X to Y [within Z]`): the
//! cell the leap's way goes through must hold X (Xiangqi's horse, whose
//! leg, and elephant, whose eye, must be empty).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Extra, Game};

impl State {
    /// The leap through a cell `x` ([`Extra::BlockedLeap`]) of the piece
    /// of `base`, judged for `judge` (its zone); returns whether it
    /// captures.
    pub(in crate::engine) fn blocked_leap(
        &self,
        game: &Game,
        base: &Move,
        judge: u8,
        x: &Extra,
        out: &mut Vec<Move>,
    ) -> bool {
        let Extra::BlockedLeap {
            to: off,
            via: via_off,
            target,
            through,
            within,
            ..
        } = *x
        else {
            return false;
        };
        let t = &game.tables;
        let me = self.to_move;
        let (f, r) = game.board.coords[base.from as usize];
        let cell = |(df, dr): (i8, i8)| {
            game.board
                .at(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr))
        };
        let (Some(via), Some(to)) = (cell(via_off), cell(off)) else {
            return false;
        };
        if through & Self::relation(game, self.board[via as usize], me) == 0 {
            return false;
        }
        let rel = Self::relation(game, self.board[to as usize], me);
        if target & rel == 0 {
            return false;
        }
        if within != 0 {
            let cells = game.board.cells();
            let zone = &game.zones[within as usize - 1];
            if !zone.member[judge as usize * cells + to as usize] {
                return false;
            }
        }
        Self::push_landing(t, out, base, to, rel)
    }
}
