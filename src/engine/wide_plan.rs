//! A piece's moves by its slide plan ([`WidePlan`], `ir/wide_plan.rs`): on
//! a board with wide ray masks, the slides of a code whose rare moves are
//! all such slides, run by run: a run's condition judged and its zones
//! looked up once, then each direction's ray scanned as by `slide_wide`
//! (`wide_rays.rs`), and each landing written straight into the list (no
//! promotion look-up for a code that never promotes). The same moves, in
//! the same order, as the slides of `extra.rs` (`tests/wide_rays.rs`).

use super::State;
use super::bits::{Bits, get_bit};
use super::moves::{Move, MoveKind};
use super::wide_rays::{for_each_in_order, nearest};
use crate::ir::{
    Code, Game, MAX_CHAIN, NO_CELL, REL_EMPTY, REL_ENEMY, WidePlan, WideRays, WideRun,
};

/// No cells: the zone of a run that has none.
const NO_CELLS: Bits = [0; 4];

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
        let t = &game.tables;
        // Zones are judged for the piece's owner, or the mover for a
        // neutral piece.
        let owner = t.owner[code as usize];
        let judge = if (owner as usize) < game.players.len() {
            owner
        } else {
            self.to_move
        };
        let occupied = self.occupied_cells();
        let promotes = plan.promotes[code as usize];
        let push = |out: &mut Vec<Move>, to: u8, cap: bool| {
            let mut m = Move {
                from,
                to,
                piece: code,
                placed: code,
                npath: 1,
                ncap: u8::from(cap),
                lift,
                kind: MoveKind::Piece,
                card: 0,
                passed: NO_CELL,
                path: [0; MAX_CHAIN],
                caps: [0; MAX_CHAIN],
            };
            m.path[0] = to;
            if cap {
                m.caps[0] = to;
            }
            if promotes {
                m.placed = t.placed(code, to);
                Self::push_promoted(t, out, m);
            } else {
                out.push(m);
            }
        };
        let mut captured = false;
        for run in plan.runs_of(code) {
            if run.cond != 0 && !self.holds(game, &game.conds[run.cond as usize], judge, from) {
                continue;
            }
            captured |= self.wide_run(game, (plan, rays), run, (from, judge, &occupied), &push, out);
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
        let bits = |z: u16| {
            t.zone_bits
                .get((z as usize).wrapping_sub(1).wrapping_mul(np) + judge as usize)
                .unwrap_or(&NO_CELLS)
        };
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
        let mut captured = false;
        for &dir in plan.dirs_of(run) {
            let ray = rays.ray(from, dir);
            // Every landing is on the ray and in the zone where the slide
            // stops: none, if the ray misses the zone.
            if stop_in != 0 && (0..4).all(|i| ray[i] & sb[i] == 0) {
                continue;
            }
            let up = rays.up[dir as usize];
            let hits: Bits = std::array::from_fn(|i| ray[i] & stops[i]);
            let first = nearest(&hits, up);
            if target & REL_EMPTY != 0 {
                let mut empty = match first {
                    Some(b) => rays.before(ray, b, dir),
                    None => *ray,
                };
                if stop_in != 0 {
                    empty = std::array::from_fn(|i| empty[i] & sb[i]);
                }
                for_each_in_order(&empty, up, |c| push(out, c, false));
            }
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
