//! Lines walked by the ray masks ([`Rays`]) where the game has them: a
//! slide's destinations, whether a slide attacks a cell, and the pieces
//! pinned on a royal piece's lines, each by a bit scan of the occupied
//! cells on the line instead of a walk cell by cell. Same answers, in the
//! same order, as the walks they replace (`extra.rs`, `attacked.rs`,
//! `legality.rs`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{Bits, set_bit};
use crate::ir::{Code, Extra, Game, MAX_PLAYERS, REL_EMPTY, REL_ENEMY, RayAttack, RayGroup, Rays};

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

/// Whether one of `slides` is a slide of the piece `code` that captures at
/// the distance `dist` (asked only if one of them has a range).
#[inline(always)]
fn slides_hit(slides: &[RayAttack], code: u8, dist: impl Fn() -> u32) -> bool {
    slides.iter().any(|r| {
        r.code == code
            && ((r.min <= 1 && r.max == 0) || {
                let k = dist();
                k >= u32::from(r.min) && (r.max == 0 || k <= u32::from(r.max))
            })
    })
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
        let base = Move {
            from,
            to: from,
            piece: code,
            placed: code,
            npath: 1,
            lift,
            ..Move::NONE
        };
        let occ = self.occupied();
        let mut captured = false;
        for x in list {
            if let Extra::Slide {
                dir,
                target,
                min,
                max,
                passing,
                onto,
                ..
            } = *x
            {
                let s = RaySlide {
                    dir,
                    target,
                    min,
                    max,
                    passing,
                    onto,
                };
                captured |= self.slide_by_rays(game, (r, occ), &base, s, out);
            }
        }
        captured
    }

    /// Whether a slide of `groups` (player `p`'s, grouped by the direction
    /// walked back) captures the piece on `x`. Only lines with a piece of
    /// `p` on them are looked along, and only a piece of `p` nearest to `x`
    /// can be one of its sliders.
    #[inline(always)]
    pub(in crate::engine) fn ray_attacked(
        &self,
        r: &Rays,
        groups: &[RayGroup],
        x: u8,
        p: u8,
    ) -> bool {
        let occ = self.occupied();
        let mine = self.occ[p as usize % MAX_PLAYERS][0];
        groups.iter().any(|g| {
            let ray = r.ray(x, g.back);
            if ray & mine == 0 {
                return false;
            }
            let c = r.nearest(ray & occ, g.back);
            if mine & (1u64 << c) == 0 {
                return false;
            }
            if g.unranged {
                let code = self.board[c as usize];
                return g.slides.iter().any(|s| s.code == code);
            }
            slides_hit(&g.slides, self.board[c as usize], || {
                r.before(ray, c, g.back).count_ones() + 1
            })
        })
    }

    /// Adds to `pins` the cells of pieces that alone stand between the
    /// royal piece on `x` and a slide of `foe` (of `groups`) that would
    /// capture it.
    pub(in crate::engine) fn ray_pins(
        &self,
        game: &Game,
        r: &Rays,
        groups: &[RayGroup],
        (x, foe): (u8, u8),
        pins: &mut Bits,
    ) {
        let owner = &game.tables.owner;
        let occ = self.occupied();
        // A pin needs a slider of `foe` on the line.
        let theirs = self.occ[foe as usize % MAX_PLAYERS][0];
        for g in groups {
            let ray = r.ray(x, g.back);
            let hits = ray & occ;
            if ray & theirs == 0 {
                continue;
            }
            let b = r.nearest(hits, g.back);
            let rest = hits & !(1u64 << b);
            if rest == 0 || owner[self.board[b as usize] as usize] == foe {
                continue;
            }
            let c = r.nearest(rest, g.back);
            if slides_hit(&g.slides, self.board[c as usize], || {
                r.before(ray, c, g.back).count_ones() + 1
            }) {
                set_bit(pins, b);
            }
        }
    }
}
