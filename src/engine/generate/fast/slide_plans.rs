//! A piece's moves by its slide plan ([`WidePlan`], `ir/plans/slide_plans.rs`): on
//! a board with wide ray masks, the slides of a code whose rare moves are
//! all such slides, run by run: a run's condition judged and its zones
//! looked up once, then each direction's ray scanned as by `slide_wide`
//! (`generate/fast/rays_wide.rs`), and each landing written straight into the list (no
//! promotion look-up for a code that never promotes). The same moves, in
//! the same order, as the slides of `generate/lines.rs` (`tests/plans.rs`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{Bits, for_each_bit, get_bit};
use crate::ir::{Code, Game, Narrow, REL_EMPTY, REL_ENEMY, WidePlan, WideRays, WideRun};

impl State {
    /// The moves of the piece `code` on `from` under `lift - 1` pieces it
    /// carries, by its plan; returns whether one captures.
    #[inline(never)]
    pub(in crate::engine) fn gen_wide_plan(
        &self,
        game: &Game,
        (plan, rays): (&WidePlan, &WideRays),
        (from, code, lift): (u8, Code, u8),
        out: &mut Vec<Move>,
    ) -> bool {
        let occupied = self.occupied_cells();
        self.planned_moves(game, (plan, rays), (from, code, lift), &occupied, out)
    }

    /// The moves of the pieces on the cells of `own` (the player to move's,
    /// where every code it owns is planned: [`WidePlan::own_planned`]), in
    /// the order of their cells, as the walk of generation would list
    /// them; with `spent`, the budgeted kinds do not move. Returns whether
    /// one captures.
    #[inline(never)]
    pub(in crate::engine) fn gen_own_planned(
        &self,
        game: &Game,
        plan: &WidePlan,
        own: &[u64],
        spent: bool,
        out: &mut Vec<Move>,
    ) -> bool {
        let Some(rays) = game.tables.wide_rays.as_deref() else {
            return false;
        };
        let occupied = self.occupied_cells();
        let mut captured = false;
        for_each_bit(own, |cell| {
            let code = self.board[cell as usize];
            if spent && game.turn.budgeted[game.code_kind[code as usize] as usize] {
                return;
            }
            captured |= self.planned_moves(game, (plan, rays), (cell, code, 1), &occupied, out);
        });
        captured
    }

    /// [`State::gen_wide_plan`] with the occupied cells given.
    #[inline(always)]
    fn planned_moves(
        &self,
        game: &Game,
        (plan, rays): (&WidePlan, &WideRays),
        (from, code, lift): (u8, Code, u8),
        occupied: &Bits,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let judge = self.judge_of(game, code);
        let promotes = plan.promotes[code as usize];
        // The move with what every landing shares: pushed as it is, then
        // its landing written in place.
        let base = Move::at(from, code, lift);
        let push = |out: &mut Vec<Move>, to: u8, cap: bool| {
            if promotes {
                let mut m = base;
                m.land(to, cap);
                m.placed = t.placed(code, to);
                Self::push_promoted(t, out, m);
                return;
            }
            out.push(base);
            if let Some(m) = out.last_mut() {
                m.land(to, cap);
            }
        };
        let mut captured = false;
        for run in plan.runs_of(code) {
            if run.cond != 0 && !self.holds(game, &game.conds[run.cond as usize], judge, from) {
                continue;
            }
            captured |= self.wide_run(game, (plan, rays), run, (from, judge, occupied), &push, out);
        }
        captured
    }

    /// The moves of one run of a plan (see [`State::gen_wide_plan`]).
    #[inline(always)]
    fn wide_run(
        &self,
        game: &Game,
        (plan, rays): (&WidePlan, &WideRays),
        run: &WideRun,
        (from, judge, occupied): (u8, u8, &Bits),
        push: &impl Fn(&mut Vec<Move>, u8, bool),
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let np = game.players.len();
        let bits = |z: u16| t.zone_cells(z, np, judge);
        let WideRun {
            target,
            captures,
            within,
            avoid,
            stop_in,
            ..
        } = *run;
        let (wb, ab, sb) = (bits(within), bits(avoid), bits(stop_in));
        let zoned = within != 0 || avoid != 0;
        // The cells that stop a slide: the pieces, the cells outside
        // `within` and inside `avoid`.
        let stops: Bits = std::array::from_fn(|i| {
            let mut s = occupied[i];
            if within != 0 {
                s |= !wb[i];
            }
            if avoid != 0 {
                s |= ab[i];
            }
            s
        });
        // The directions whose ray meets the `stop_in` zone.
        let reach = if stop_in != 0 {
            plan.reach(stop_in, judge, from)
        } else {
            u64::MAX
        };
        if reach == 0 {
            return false;
        }
        let mut captured = false;
        // Where a landing may be: the `stop_in` zone, or anywhere.
        let keep: Bits = if stop_in != 0 { *sb } else { [u64::MAX; 4] };
        let empty = target & REL_EMPTY != 0;
        for &dir in plan.dirs_of(run) {
            // Every landing is on the ray and in the zone where the slide
            // stops: none, if the ray misses the zone.
            if (reach >> (dir & 63)) & 1 == 0 {
                continue;
            }
            let ray = rays.ray(from, dir);
            let mut land = |c: u8| push(out, c, false);
            let first = match (rays.up[dir as usize], empty) {
                (true, true) => scan_up::<true>(ray, &stops, &keep, &mut land),
                (true, false) => scan_up::<false>(ray, &stops, &keep, &mut land),
                (false, true) => scan_down::<true>(ray, &stops, &keep, &mut land),
                (false, false) => scan_down::<false>(ray, &stops, &keep, &mut land),
            };
            // The cell that stopped the slide: a landing if it holds a
            // piece the slide may end on, inside its zones.
            let Some(b) = first else {
                continue;
            };
            if zoned
                && (!get_bit(occupied, b)
                    || (within != 0 && !get_bit(wb, b))
                    || (avoid != 0 && get_bit(ab, b)))
            {
                continue;
            }
            if stop_in != 0 && !get_bit(sb, b) {
                continue;
            }
            let rel = Self::relation(game, self.board[b as usize], self.to_move);
            if target & rel == 0 {
                continue;
            }
            let cap = captures && rel == REL_ENEMY;
            push(out, b, cap);
            captured |= cap;
        }
        captured
    }
}

/// The cell of bit `bit` of word `w`.
#[inline(always)]
fn cell(w: usize, bit: u32) -> u8 {
    (w * 64 + bit as usize).narrow()
}

/// Along a ray that goes up the cell indices: with `EMPTY`, calls `f` on
/// each cell of `ray` in `keep` before the first cell in `stops`, nearest
/// first; returns that first cell (none if nothing stops the ray).
#[inline(always)]
fn scan_up<const EMPTY: bool>(
    ray: &Bits,
    stops: &Bits,
    keep: &Bits,
    f: &mut impl FnMut(u8),
) -> Option<u8> {
    for w in 0..4 {
        let s = ray[w] & stops[w];
        if EMPTY {
            let mut x = ray[w] & keep[w];
            if s != 0 {
                // The cells below the lowest stop.
                x &= (s & s.wrapping_neg()) - 1;
            }
            while x != 0 {
                f(cell(w, x.trailing_zeros()));
                x &= x - 1;
            }
        }
        if s != 0 {
            return Some(cell(w, s.trailing_zeros()));
        }
    }
    None
}

/// [`scan_up`] along a ray that goes down the cell indices (nearest first:
/// the highest).
#[inline(always)]
fn scan_down<const EMPTY: bool>(
    ray: &Bits,
    stops: &Bits,
    keep: &Bits,
    f: &mut impl FnMut(u8),
) -> Option<u8> {
    for w in (0..4).rev() {
        let s = ray[w] & stops[w];
        if EMPTY {
            let mut x = ray[w] & keep[w];
            if s != 0 {
                // The cells above the highest stop.
                x &= (u64::MAX << (63 - s.leading_zeros())) << 1;
            }
            while x != 0 {
                let bit = 63 - x.leading_zeros();
                f(cell(w, bit));
                x ^= 1u64 << bit;
            }
        }
        if s != 0 {
            return Some(cell(w, 63 - s.leading_zeros()));
        }
    }
    None
}
