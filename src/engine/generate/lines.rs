//! The moves walked at run time: slides, leaps by a computed distance,
//! flying jumps (and, through `tracks`, moves along a track).

use crate::engine::State;
use crate::engine::conds::CondCache;
use crate::engine::generate::fast::rays::RaySlide;
use crate::engine::generate::fast::rays_wide::{WideSlides, walk_only};
use crate::engine::generate::tracks::Walk;
use crate::engine::moves::Move;
use crate::engine::state::bits::{Bits, get_bit};
use crate::ir::{Code, Extra, Game, NO_CELL, REL_ENEMY, STOP_OUTSIDE, Tables};

impl State {
    /// The player for whom a move of `code` has its conditions and zones
    /// judged: the piece's owner (a partner's piece moved under `control
    /// partner`), or the mover for a neutral piece.
    #[inline(always)]
    pub(in crate::engine) fn judge_of(&self, game: &Game, code: Code) -> u8 {
        let owner = game.tables.owner[code as usize];
        if (owner as usize) < game.players.len() {
            owner
        } else {
            self.to_move
        }
    }

    /// Slides, leaps by a computed distance and flying jumps of the piece on
    /// `from`; returns whether any of them captures.
    pub(in crate::engine) fn gen_extra(
        &self,
        game: &Game,
        from: u8,
        code: Code,
        lift: u8,
        out: &mut Vec<Move>,
    ) -> bool {
        if let Some(r) = &game.tables.rays
            && r.plain.get(code as usize).copied().unwrap_or(false)
        {
            return self.gen_plain_slides(
                game,
                r,
                (from, code, lift),
                &game.tables.extra[code as usize],
                out,
            );
        }
        if let Some(plan) = &game.tables.wide_plan
            && plan.planned[code as usize]
            && let Some(r) = &game.tables.wide_rays
        {
            return self.gen_wide_plan(game, (plan, r), (from, code, lift), out);
        }
        let list = &game.tables.extra[code as usize];
        if game.tables.wide_rays.is_some() {
            return self.gen_extra_wide(game, (from, code, lift), list, out);
        }
        self.gen_extra_list(game, from, code, lift, list, out)
    }

    /// [`State::gen_extra`] for a given list of moves (a piece's, or a
    /// card's for that piece).
    pub(in crate::engine) fn gen_extra_list(
        &self,
        game: &Game,
        from: u8,
        code: Code,
        lift: u8,
        list: &[Extra],
        out: &mut Vec<Move>,
    ) -> bool {
        self.extra_moves::<false>(game, (from, code, lift), list, out)
    }

    /// [`State::gen_extra_list`] on a board with wide ray masks
    /// ([`Tables::wide_rays`](crate::ir::Tables)): its slides by the masks.
    #[inline(never)]
    fn gen_extra_wide(
        &self,
        game: &Game,
        piece: (u8, Code, u8),
        list: &[Extra],
        out: &mut Vec<Move>,
    ) -> bool {
        self.extra_moves::<true>(game, piece, list, out)
    }

    /// The moves of `list`; `WIDE`: the game has wide ray masks, which its
    /// slides use (the other instance is the plain walk, unchanged).
    #[inline(always)]
    fn extra_moves<const WIDE: bool>(
        &self,
        game: &Game,
        (from, code, lift): (u8, Code, u8),
        list: &[Extra],
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let base = Move::at(from, code, lift);
        let mut captured = false;
        let judge = self.judge_of(game, code);
        let start = out.len();
        let mut along = false;
        let mut conds = CondCache::default();
        // Boards of more than 64 cells with wide ray masks: the occupied
        // cells once for all the slides.
        let mut wide = if WIDE {
            t.wide_rays
                .as_deref()
                .map(|r| WideSlides::new(r, self.occupied_cells()))
        } else {
            None
        };
        for x in list {
            let mut holds = |cond: u16| {
                cond == 0
                    || conds.get(cond, || {
                        self.holds(game, &game.conds[cond as usize], judge, from)
                    })
            };
            match *x {
                Extra::Slide { cond, .. } => {
                    if holds(cond) {
                        captured |= match &mut wide {
                            Some(w) if !walk_only(x) => {
                                self.slide_wide(game, w, (&base, judge), x, out)
                            }
                            _ => self.slide(game, &base, judge, x, out),
                        };
                    }
                }
                Extra::LineLeap { dir, target, cond } => {
                    if holds(cond) {
                        captured |= self.line_leap(game, &base, dir, target, out);
                    }
                }
                Extra::Along {
                    dir,
                    min,
                    max,
                    target,
                    onto,
                    until,
                    cond,
                    avoid,
                    ..
                } => {
                    if holds(cond) {
                        along = true;
                        let walk = Walk {
                            dir,
                            min,
                            max,
                            target,
                            onto,
                            avoid,
                            until,
                        };
                        captured |= self.along(game, &base, &walk, out);
                    }
                }
                Extra::FlyJump { dir, over, max } => {
                    captured |= self.fly_jump(game, &base, dir, over, max, out);
                }
                Extra::BlockedLeap { cond, .. } => {
                    if holds(cond) {
                        captured |= self.blocked_leap(game, &base, judge, x, out);
                    }
                }
                Extra::Screen {
                    dir,
                    target,
                    over,
                    cond,
                } => {
                    if holds(cond) {
                        captured |= self.screen_slide(game, &base, (dir, target, over), out);
                    }
                }
                Extra::Hops {
                    dirs,
                    over,
                    chained,
                } => self.hops(game, &base, (dirs, over, chained), out),
            }
        }
        if along {
            dedup_from(out, start);
        }
        captured
    }

    /// The destinations of a slide (`slide`) of the piece of `base` in a
    /// direction, up to a blocking piece; zones are judged for `judge`.
    #[inline(always)]
    fn slide(&self, game: &Game, base: &Move, judge: u8, x: &Extra, out: &mut Vec<Move>) -> bool {
        let (
            Some(s),
            Extra::Slide {
                within,
                avoid,
                stop_in,
                ..
            },
        ) = (RaySlide::of(x), *x)
        else {
            return false;
        };
        let t = &game.tables;
        if within == 0
            && avoid == 0
            && stop_in == 0
            && let Some(r) = &t.rays
        {
            return self.slide_by_rays(game, (r, self.occupied()), base, s, out);
        }
        let me = self.to_move;
        let nd = game.dirs.len();
        let nbr = |c: u8| game.nbr[c as usize * nd + s.dir as usize];
        // The zones as bit sets for `judge`, looked up once per slide.
        let np = game.players.len();
        let bits = |z: u16| t.zone_cells(z, np, judge);
        // `stopping outside`: the zone's cells are no destinations.
        let outside = stop_in & STOP_OUTSIDE != 0;
        let (within_bits, avoid_bits, stop_bits) =
            (bits(within), bits(avoid), bits(stop_in & !STOP_OUTSIDE));
        let zone = |b: &Bits, c: u8| get_bit(b, c);
        let code = base.piece;
        let mut captured = false;
        let (mut cur, mut dist) = (base.from, 0u32);
        loop {
            let next = nbr(cur);
            dist += 1;
            if next == NO_CELL || (s.max > 0 && dist > u32::from(s.max)) {
                break;
            }
            if (within != 0 && !zone(within_bits, next)) || (avoid != 0 && zone(avoid_bits, next)) {
                break;
            }
            let there = self.board[next as usize];
            let rel = Self::relation(game, there, me);
            if dist >= u32::from(s.min)
                && s.target & rel != 0
                && (stop_in == 0 || zone(stop_bits, next) != outside)
            {
                let mut m = *base;
                m.to = next;
                m.path[0] = next;
                m.placed = t.placed(code, next);
                if s.passing && dist >= 2 {
                    m.passed = cur;
                }
                if rel == REL_ENEMY && !s.onto && !game.stacks {
                    m.ncap = 1;
                    m.caps[0] = next;
                    captured = true;
                }
                Self::push_promoted(t, out, m);
            }
            if there != 0 {
                break;
            }
            cur = next;
        }
        captured
    }

    /// A leap as far as there are pieces on the whole line through the
    /// start on this axis (`leap line`).
    #[inline(always)]
    fn line_leap(
        &self,
        game: &Game,
        base: &Move,
        dir: u8,
        target: u8,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let nd = game.dirs.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let from = base.from;
        let count = self.pieces_on_line(game, from, dir);
        let mut to = from;
        for _ in 0..count {
            to = nbr(to, dir);
            if to == NO_CELL {
                break;
            }
        }
        if to == NO_CELL {
            return false;
        }
        let there = self.board[to as usize];
        let rel = Self::relation(game, there, me);
        if target & rel == 0 {
            return false;
        }
        Self::push_landing(t, out, base, to, rel)
    }

    /// `base` landing on `to`, which holds a piece of relation `rel` to the
    /// mover (a capture if an enemy), pushed with its promotions; whether
    /// it captured.
    #[inline(always)]
    pub(super) fn push_landing(
        t: &Tables,
        out: &mut Vec<Move>,
        base: &Move,
        to: u8,
        rel: u8,
    ) -> bool {
        let captured = rel == REL_ENEMY;
        let mut m = *base;
        m.land(to, captured);
        m.placed = t.placed(base.piece, to);
        Self::push_promoted(t, out, m);
        captured
    }

    /// Flying jumps in one direction: over empty cells to a piece of the
    /// `over` relation, landing just behind it, up to `max` pieces; each
    /// landing is a move.
    #[inline(always)]
    fn fly_jump(
        &self,
        game: &Game,
        base: &Move,
        dir: u8,
        over: u8,
        max: u8,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let nd = game.dirs.len();
        let nbr = |c: u8| game.nbr[c as usize * nd + dir as usize];
        let from = base.from;
        let mut captured = false;
        let mut m = *base;
        m.npath = 0;
        let mut cur = from;
        while m.ncap < max {
            // Over empty cells to the first piece.
            let mut x = nbr(cur);
            while x != NO_CELL && (self.board[x as usize] == 0 || x == from) {
                x = nbr(x);
            }
            if x == NO_CELL {
                break;
            }
            let there = self.board[x as usize];
            let rel = Self::relation(game, there, me);
            if over & rel == 0 || m.captures().contains(&x) {
                break;
            }
            let land = nbr(x);
            if land == NO_CELL || (self.board[land as usize] != 0 && land != from) {
                break;
            }
            m.path[m.npath as usize] = land;
            m.npath += 1;
            if rel == REL_ENEMY {
                m.caps[m.ncap as usize] = x;
                m.ncap += 1;
                captured = true;
            }
            m.to = land;
            m.placed = t.placed(base.piece, land);
            Self::push_promoted(t, out, m);
            cur = land;
        }
        captured
    }
}

/// Removes the repeated moves of `out[start..]`, keeping the first of each:
/// inside a branch forward and backward both go deeper, and two rules may
/// reach the same cell, one move each. Kept out of line, off the path of
/// the games without tracks.
#[inline(never)]
pub(in crate::engine) fn dedup_from(out: &mut Vec<Move>, start: usize) {
    let mut i = start;
    while i < out.len() {
        if out[start..i].contains(&out[i]) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

impl State {
    /// The pieces on the whole line through `cell` along `dir` and its
    /// opposite, `cell` counted as occupied (how far a line leap goes, and
    /// how far back its attacker stands).
    pub(in crate::engine) fn pieces_on_line(&self, game: &Game, cell: u8, dir: u8) -> usize {
        let nd = game.dirs.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let mut count = 1;
        for d in [dir, game.opposite[dir as usize]] {
            let mut c = nbr(cell, d);
            while c != NO_CELL {
                count += usize::from(self.board[c as usize] != 0);
                c = nbr(c, d);
            }
        }
        count
    }
}
