//! Slides by the wide ray masks ([`WideRays`], boards of more than 64
//! cells): the first cell that stops the slide (a piece, a cell outside
//! its `within` zone or inside its `avoid` zone) is found by a scan of the
//! words of one set, and the destinations are the cells before it, written
//! out in the walk's order (nearest first). Same moves, in the same order,
//! as the walk of `generate/lines.rs`, which keeps the slides with a range of
//! distances or an en-passant cell.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{Bits, get_bit};
use crate::ir::{Extra, Game, REL_EMPTY, REL_ENEMY, STOP_OUTSIDE, WideRays};

/// What the slides of one piece share: the ray masks, the occupied cells,
/// and the cells that stop a slide for the last pair of zones asked.
pub(in crate::engine) struct WideSlides<'a> {
    pub(in crate::engine) rays: &'a WideRays,
    pub(in crate::engine) occupied: Bits,
    /// `(within, avoid)` of `stops`.
    zones: (u16, u16),
    /// The occupied cells, the cells outside `within` and inside `avoid`.
    stops: Bits,
}

impl<'a> WideSlides<'a> {
    pub(in crate::engine) fn new(rays: &'a WideRays, occupied: Bits) -> WideSlides<'a> {
        WideSlides {
            rays,
            occupied,
            zones: (0, 0),
            stops: occupied,
        }
    }
}

/// Whether the walk of `generate/lines.rs` must take the slide `x`: a range of
/// distances, an en-passant cell left behind, or `stopping outside` a zone.
#[inline(always)]
pub(in crate::engine) fn walk_only(x: &Extra) -> bool {
    matches!(*x, Extra::Slide { min, max, passing, stop_in, .. }
        if min > 1 || max > 0 || passing || stop_in & STOP_OUTSIDE != 0)
}

impl State {
    /// The destinations of the slide `x` (no range, no en-passant cell) of
    /// the piece of `base`, zones judged for `judge`; returns whether one
    /// captures.
    #[inline(always)]
    pub(in crate::engine) fn slide_wide(
        &self,
        game: &Game,
        w: &mut WideSlides,
        (base, judge): (&Move, u8),
        x: &Extra,
        out: &mut Vec<Move>,
    ) -> bool {
        let Extra::Slide {
            dir,
            target,
            onto,
            within,
            avoid,
            stop_in,
            ..
        } = *x
        else {
            return false;
        };
        let t = &game.tables;
        let np = game.players.len();
        let bits = |z: u16| t.zone_cells(z, np, judge);
        let zoned = within != 0 || avoid != 0;
        if w.zones != (within, avoid) {
            let (wb, ab) = (bits(within), bits(avoid));
            w.stops = std::array::from_fn(|i| {
                let mut s = w.occupied[i];
                if within != 0 {
                    s |= !wb[i];
                }
                if avoid != 0 {
                    s |= ab[i];
                }
                s
            });
            w.zones = (within, avoid);
        }
        let r = w.rays;
        let ray = r.ray(base.from, dir);
        // Every landing is on the ray and in the zone where the slide
        // stops: none, if the ray misses the zone.
        if stop_in != 0 {
            let sb = bits(stop_in);
            if (0..4).all(|i| ray[i] & sb[i] == 0) {
                return false;
            }
        }
        let up = r.up[dir as usize];
        let hits: Bits = std::array::from_fn(|i| ray[i] & w.stops[i]);
        let first = nearest(&hits, up);
        let code = base.piece;
        let push = |out: &mut Vec<Move>, to: u8, cap: bool| {
            let mut m = *base;
            m.land(to, cap);
            m.placed = t.placed(code, to);
            Self::push_promoted(t, out, m);
        };
        if target & REL_EMPTY != 0 {
            let mut empty = match first {
                Some(b) => r.before(ray, b, dir),
                None => *ray,
            };
            if stop_in != 0 {
                let sb = bits(stop_in);
                empty = std::array::from_fn(|i| empty[i] & sb[i]);
            }
            for_each_in_order(&empty, up, |c| push(out, c, false));
        }
        // The cell that stopped the slide: a landing if it holds a piece
        // the slide may end on, inside its zones.
        let Some(b) = first else {
            return false;
        };
        if zoned
            && (!get_bit(&w.occupied, b)
                || (within != 0 && !get_bit(bits(within), b))
                || (avoid != 0 && get_bit(bits(avoid), b)))
        {
            return false;
        }
        if stop_in != 0 && !get_bit(bits(stop_in), b) {
            return false;
        }
        let rel = Self::relation(game, self.board[b as usize], self.to_move);
        if target & rel == 0 {
            return false;
        }
        let cap = rel == REL_ENEMY && !onto && !game.stacks;
        push(out, b, cap);
        cap
    }
}

/// The nearest cell of `set` (on one ray) to the ray's start: the lowest
/// when the ray goes up the indices, else the highest.
#[inline(always)]
fn nearest(set: &Bits, up: bool) -> Option<u8> {
    let at = |w: usize, bit: u32| Some(u8::try_from(w * 64 + bit as usize).unwrap_or(u8::MAX));
    if up {
        for (w, &x) in set.iter().enumerate() {
            if x != 0 {
                return at(w, x.trailing_zeros());
            }
        }
    } else {
        for (w, &x) in set.iter().enumerate().rev() {
            if x != 0 {
                return at(w, 63 - x.leading_zeros());
            }
        }
    }
    None
}

/// Calls `f` on each cell of `set` (on one ray), nearest to the ray's
/// start first.
#[inline(always)]
fn for_each_in_order(set: &Bits, up: bool, mut f: impl FnMut(u8)) {
    let cell = |w: usize, bit: u32| u8::try_from(w * 64 + bit as usize).unwrap_or(u8::MAX);
    if up {
        for (w, &x) in set.iter().enumerate() {
            let mut x = x;
            while x != 0 {
                f(cell(w, x.trailing_zeros()));
                x &= x - 1;
            }
        }
    } else {
        for (w, &x) in set.iter().enumerate().rev() {
            let mut x = x;
            while x != 0 {
                let bit = 63 - x.leading_zeros();
                f(cell(w, bit));
                x ^= 1u64 << bit;
            }
        }
    }
}
