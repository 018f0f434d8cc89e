//! Moves along a track (`along`): the next cells on a track and into
//! and out of its branches, and the walk that pushes every destination.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, NO_CELL};

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
        let Walk {
            dir,
            min,
            max,
            target,
            onto,
            avoid,
            until,
        } = *walk;
        let t = &game.tables;
        let me = self.to_move;
        let owner = t.owner[base.piece as usize];
        let mut captured = false;
        for next in t.along_next(cur, dir, owner) {
            if next == base.from && until {
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
            if avoid != 0 && game.in_zone(avoid - 1, owner, next) {
                continue;
            }
            let there = self.board[next as usize];
            let rel = Self::relation(game, there, me);
            let in_branch = t.branch_of[next as usize] != 0;
            if dist >= min as u32
                && (max == 0 || dist <= max as u32)
                && target & rel != 0
                && (!in_branch || there == 0)
                && (!until || there != 0)
            {
                let mut m = *base;
                m.to = next;
                m.path[0] = next;
                m.placed = t.placed(base.piece, next);
                if there != 0 && !onto && !game.stacks {
                    m.ncap = 1;
                    m.caps[0] = next;
                    captured = true;
                }
                Self::push_promoted(t, out, m);
            }
            if there == 0 && (max == 0 || dist < max as u32) && dist < 255 {
                captured |= self.along_walk(game, base, next, dist + 1, walk, out);
            }
        }
        captured
    }
}
