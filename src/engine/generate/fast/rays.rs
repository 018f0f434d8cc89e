//! Slides walked by the ray masks ([`Rays`]) where the game has them: a
//! slide's destinations by a bit scan of the occupied cells on the line
//! instead of a walk cell by cell. Same moves, in the same order, as the
//! walk they replace (`generate/lines.rs`). The slide attacks and pins by
//! the same masks are in `legality/fast/pins.rs`.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Code, Extra, Game, MAX_PLAYERS, REL_EMPTY, REL_ENEMY, Rays};

/// A slide as [`State::slide_by_rays`] needs it (the slide has no zone
/// limits).
#[derive(Clone, Copy)]
pub(in crate::engine) struct RaySlide {
    pub(in crate::engine) dir: u8,
    pub(in crate::engine) target: u8,
    pub(in crate::engine) min: u8,
    pub(in crate::engine) max: u8,
    pub(in crate::engine) passing: bool,
    pub(in crate::engine) onto: bool,
}

impl RaySlide {
    /// The ray walk of a slide (`None` for another kind of move).
    #[inline(always)]
    pub(in crate::engine) fn of(x: &Extra) -> Option<RaySlide> {
        match *x {
            Extra::Slide {
                dir,
                target,
                min,
                max,
                passing,
                onto,
                ..
            } => Some(RaySlide {
                dir,
                target,
                min,
                max,
                passing,
                onto,
            }),
            _ => None,
        }
    }
}

impl State {
    /// The occupied cells (games with ray masks: one piece per cell, on at
    /// most 64 cells).
    #[inline(always)]
    pub(in crate::engine) fn occupied(&self) -> u64 {
        self.occ[..self.players as usize % (MAX_PLAYERS + 1)]
            .iter()
            .fold(0, |a, o| a | o[0])
    }

    /// The destinations of a slide of the piece of `base` (no zone
    /// limits), in the walk's order; returns whether one captures.
    #[inline(always)]
    pub(in crate::engine) fn slide_by_rays(
        &self,
        game: &Game,
        (r, occ): (&Rays, u64),
        base: &Move,
        s: RaySlide,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let ray = r.ray(base.from, s.dir);
        let hits = ray & occ;
        let (mut empty, blocker) = if hits == 0 {
            (ray, None)
        } else {
            let b = r.nearest(hits, s.dir);
            (r.before(ray, b, s.dir), Some(b))
        };
        let code = base.piece;
        let (min, max) = (u32::from(s.min), u32::from(s.max));
        let push = |out: &mut Vec<Move>, to: u8, prev: u8, dist: u32, cap: bool| {
            let mut m = *base;
            m.land(to, cap);
            m.placed = t.placed(code, to);
            if s.passing && dist >= 2 {
                m.passed = prev;
            }
            Self::push_promoted(t, out, m);
        };
        let (mut prev, mut dist) = (base.from, 0u32);
        let to_empty = s.target & REL_EMPTY != 0;
        while empty != 0 {
            let next = r.nearest(empty, s.dir);
            empty &= !(1u64 << next);
            dist += 1;
            if max > 0 && dist > max {
                return false;
            }
            if to_empty && dist >= min {
                push(out, next, prev, dist, false);
            }
            prev = next;
        }
        let Some(b) = blocker else {
            return false;
        };
        dist += 1;
        if max > 0 && dist > max {
            return false;
        }
        let rel = Self::relation(game, self.board[b as usize], self.to_move);
        if dist < min || s.target & rel == 0 {
            return false;
        }
        let cap = rel == REL_ENEMY && !s.onto;
        push(out, b, prev, dist, cap);
        cap
    }

    /// The moves of a piece whose moves walked at run time are all plain
    /// slides (`Rays::plain`), from `from`: [`State::gen_extra_list`]
    /// without its conditions, zones and other kinds of moves, the occupied
    /// cells read once.
    #[inline(never)]
    pub(in crate::engine) fn gen_plain_slides(
        &self,
        game: &Game,
        r: &Rays,
        (from, code, lift): (u8, Code, u8),
        list: &[Extra],
        out: &mut Vec<Move>,
    ) -> bool {
        let base = Move::at(from, code, lift);
        let occ = self.occupied();
        let mut captured = false;
        for s in list.iter().filter_map(RaySlide::of) {
            captured |= self.slide_by_rays(game, (r, occ), &base, s, out);
        }
        captured
    }
}
