//! A random playout's pick in a race (`ir/plans/race_pick.rs`): the game
//! is over or not by the general judge; before the roll, a roll drawn by
//! its chance from the race's rolls without listing them (as
//! [`draw_roll`](crate::engine::moves::draw_roll) draws among the listed
//! ones: the same draw gives the same roll); after it, the plays listed by
//! the race's walk alone (what the general generation lists for a game of
//! no pieces; on a path of at most 32 points as compact leaves,
//! `race_leaves.rs`) and one taken uniformly. A race always has a decision (a
//! roll; after it at least the empty play), so `no moves` never holds.

use super::race_leaves::POINTS;
use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Game, NO_CELL, Race};

impl State {
    /// The pick of [`State::pick_random`] in a race (the module's text).
    pub(in crate::engine) fn race_pick(
        &mut self,
        game: &Game,
        r: &Race,
        buf: &mut Vec<Move>,
        draw: impl FnOnce(usize) -> usize,
    ) -> Option<Move> {
        if self.end_rule(game, || false).is_some() {
            return None;
        }
        let d = r.dice_at();
        if self.race[d] != 0 && r.len() <= POINTS {
            return self.race_leaf_pick(r, (self.race[d], self.race[d + 1]), draw);
        }
        if self.race[d] != 0 {
            buf.clear();
            self.race_moves(game, buf);
            return buf.get(draw(buf.len())).copied();
        }
        // The outcomes' table: the same draw gives the same roll as
        // walking the rolls by their weights.
        let k = draw(r.draws.len().max(1));
        let last = r.draws.get(k).or(r.draws.last()).copied().unwrap_or((0, 0));
        let mut m = Move {
            kind: MoveKind::Roll,
            from: NO_CELL,
            to: NO_CELL,
            ..Move::NONE
        };
        m.path[0] = last.0;
        m.path[1] = last.1;
        Some(m)
    }
}
