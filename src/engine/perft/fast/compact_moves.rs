//! Compact moves of a set-wise game (`SetWise::compact`, `ir/plans/sets.rs`):
//! a move as its start and landing cells, the codes before and after, and
//! the captured cells as one set of the layout ([`Compact`], 16 bytes, where
//! a [`Move`](crate::engine::Move) takes 58 with its path). Perft lists them
//! (`engine/perft/fast/compact.rs`): generation writes a few words per move, and
//! `apply`/`undo` are the lean set-wise make (`engine/make/fast/sets.rs`) read off
//! the set of captures. The landings of a jump chain are not kept: nothing
//! in the position depends on them (two chains that differ only in their
//! path are still two moves, as in the full listing).

use crate::engine::State;
use crate::engine::make::fast::sets::LeanList;
use crate::ir::{Code, Game, Narrow, SW_CODES, SW_DIRS, SetWise, Tables};

/// A move as perft lists it in a compact set-wise game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Compact {
    /// The captured cells, as bits of the set-wise layout.
    pub(in crate::engine) caps: u64,
    pub(in crate::engine) from: u8,
    pub(in crate::engine) to: u8,
    pub(in crate::engine) piece: Code,
    pub(in crate::engine) placed: Code,
}

impl State {
    /// Appends the decisions' moves (before the end rules) of a compact
    /// game to `out` ([`gen_sets`] of this position).
    #[inline(always)]
    pub(in crate::engine) fn gen_compact(&self, game: &Game, sw: &SetWise, out: &mut Vec<Compact>) {
        let s = self.sw_sets(sw);
        let me = self.to_move as usize & 1;
        let occ = !s.empty & sw.all;
        gen_sets(game, sw, &self.sw, (me, occ & !s.enemy, s.enemy), out);
    }

    /// How many moves [`State::gen_compact`] would list, counted without
    /// listing them ([`count_sets`] of this position).
    #[inline(always)]
    pub(in crate::engine) fn count_compact(&self, game: &Game, sw: &SetWise) -> u64 {
        let s = self.sw_sets(sw);
        let me = self.to_move as usize & 1;
        let occ = !s.empty & sw.all;
        count_sets(game, sw, &self.sw, (me, occ & !s.enemy, s.enemy))
    }

    /// The lean `apply` of the compact move `m` of the list `l` (the state
    /// is the one `l` was read from), as [`State::lean_apply_in`].
    #[inline(always)]
    pub(in crate::engine) fn compact_apply_in(
        &mut self,
        t: &Tables,
        sw: &SetWise,
        l: &LeanList,
        m: &Compact,
    ) {
        self.saved.push(l.saved);
        let mut h = l.before.hash ^ l.turn;
        let mut caps = m.caps;
        while caps != 0 {
            let b = caps & caps.wrapping_neg();
            caps ^= b;
            h ^= self.lean_off(t, b, sw.first(b));
        }
        self.lean_go::<false>(sw, (m.piece, m.placed), (m.from, m.to), l.me as usize);
        h ^= t.key(m.piece, m.from) ^ t.key(m.placed, m.to);
        self.lean_after(l, h, m.caps != 0);
    }

    /// Takes back [`State::compact_apply_in`] of `m`: the state `l` was
    /// read from again.
    #[inline(always)]
    pub(in crate::engine) fn compact_undo_in(
        &mut self,
        t: &Tables,
        sw: &SetWise,
        l: &LeanList,
        m: &Compact,
    ) {
        self.saved.pop();
        self.lean_go::<true>(sw, (m.piece, m.placed), (m.from, m.to), l.me as usize);
        if m.caps != 0 {
            // The captured codes, in the order taken (lowest bit first).
            let first = l.before.first_caps;
            let mut caps = m.caps;
            let mut i = first;
            while caps != 0 {
                let b = caps & caps.wrapping_neg();
                caps ^= b;
                let Some(&code) = self.captured_codes.get(i) else {
                    break;
                };
                i += 1;
                self.lean_on(t, b, sw.first(b), code);
            }
            self.captured_codes.truncate(first);
        }
        self.lean_before_of(l);
    }
}

/// How many moves [`State::gen_compact`] would list for the player `me`
/// (0 or 1) with the pieces' sets `pcs`, its cells `own` and the enemy's
/// `enemy`, counted without listing them: the jump chains by the counting
/// walk, the steps by popcount.
#[inline(always)]
pub(in crate::engine) fn count_sets(
    game: &Game,
    sw: &SetWise,
    pcs: &[u64; SW_CODES],
    (me, own, enemy): (usize, u64, u64),
) -> u64 {
    let empty = sw.all & !(own | enemy);
    let mut n = 0;
    for (c, p) in sw.live_codes(me, pcs) {
        let mut cand = sw.walk_starts(c, p, (enemy, empty));
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            n += State::sw_walk_count(sw, (cell, c.narrow()), (enemy, empty));
        }
    }
    if n > 0 && game.mandatory_capture {
        return n;
    }
    for (c, p) in sw.live_codes(me, pcs) {
        let k = (sw.nsteps[c] as usize).min(SW_DIRS);
        for sh in &sw.steps[c][..k] {
            n += u64::from((sh.fwd(p) & empty).count_ones());
        }
    }
    n
}

/// Appends the moves of the player `me` (0 or 1) of a compact game to
/// `out`, given the pieces' sets `pcs`, its cells `own` and the enemy's
/// `enemy` (before the end rules): the jump chains, and the steps unless a
/// capture is mandatory and there is one. The same moves as
/// `legal_moves`, in another order.
#[inline(always)]
pub(in crate::engine) fn gen_sets(
    game: &Game,
    sw: &SetWise,
    pcs: &[u64; SW_CODES],
    (me, own, enemy): (usize, u64, u64),
    out: &mut Vec<Compact>,
) {
    let t = &game.tables;
    let empty = sw.all & !(own | enemy);
    let start = out.len();
    for (c, p) in sw.live_codes(me, pcs) {
        let mut cand = sw.walk_starts(c, p, (enemy, empty));
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            State::sw_walk_compact(t, sw, (cell, c.narrow()), (enemy, empty), out);
        }
    }
    if game.mandatory_capture && out.len() > start {
        return;
    }
    for (c, p) in sw.live_codes(me, pcs) {
        let n = (sw.nsteps[c] as usize).min(SW_DIRS);
        for sh in &sw.steps[c][..n] {
            let mut to = sh.fwd(p) & empty;
            while to != 0 {
                let b = to & to.wrapping_neg();
                to ^= b;
                let cell = sw.first(b);
                out.push(Compact {
                    caps: 0,
                    from: sw.first(sh.back(b)),
                    to: cell,
                    piece: c.narrow(),
                    placed: t.placed(c.narrow(), cell),
                });
            }
        }
    }
}
