//! Moves along a track (`along`): the next cells on a track and into
//! and out of its branches, and the walk that pushes every destination.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Code, Game, NO_CELL};

/// One `along` rule as the walk reads it: the direction (`ALONG_*`), the
/// distances allowed (`max` 0: no limit), what the destination may hold
/// (`REL_*` bits), whether the piece goes onto a piece rather than
/// capturing it, a zone to avoid (index + 1, 0 = none), and `until` (to the
/// first piece met, or round a loop onto itself).
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Walk {
    pub(in crate::engine) dir: u8,
    pub(in crate::engine) min: u8,
    pub(in crate::engine) max: u8,
    pub(in crate::engine) target: u8,
    pub(in crate::engine) onto: bool,
    pub(in crate::engine) avoid: u16,
    pub(in crate::engine) until: bool,
}

impl State {
    /// The move of `base` along a track landing on `to` (holding `there`),
    /// taking the piece there unless the walk goes `onto` it or pieces
    /// stack; whether it captures.
    #[inline(always)]
    pub(in crate::engine) fn land_along(
        game: &Game,
        base: &Move,
        (to, there): (u8, Code),
        walk: &Walk,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let mut m = *base;
        let captures = there != 0 && !walk.onto && !game.stacks;
        m.land(to, captures);
        m.placed = t.placed(base.piece, to);
        Self::push_promoted(t, out, m);
        captures
    }

    /// Walks along a track from `cur` (at distance `dist - 1` from the
    /// start), pushing every destination: cells passed must be empty; a
    /// branch cell is a destination only if empty.
    pub(in crate::engine) fn along_walk(
        &self,
        game: &Game,
        base: &Move,
        cur: u8,
        dist: u32,
        walk: &Walk,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let owner = t.owner[base.piece as usize];
        let mut captured = false;
        for next in t.along_next(cur, walk.dir, owner) {
            if next == base.from && walk.until {
                // Round the loop and nobody met: the piece captures itself.
                let mut m = *base;
                m.to = next;
                m.path[0] = next;
                m.ncap = 1;
                m.caps[0] = next;
                out.push(m);
                captured = true;
                continue;
            }
            if next == NO_CELL || next == base.from {
                continue;
            }
            if walk.avoid != 0 && game.in_zone(walk.avoid - 1, owner, next) {
                continue;
            }
            let there = self.board[next as usize];
            let rel = Self::relation(game, there, me);
            let in_branch = t.branch_of[next as usize] != 0;
            if dist >= walk.min as u32
                && (walk.max == 0 || dist <= walk.max as u32)
                && walk.target & rel != 0
                && (!in_branch || there == 0)
                && (!walk.until || there != 0)
            {
                captured |= Self::land_along(game, base, (next, there), walk, out);
            }
            if there == 0 && (walk.max == 0 || dist < walk.max as u32) && dist < 255 {
                captured |= self.along_walk(game, base, next, dist + 1, walk, out);
            }
        }
        captured
    }
}
