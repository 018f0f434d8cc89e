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
use crate::ir::{Code, Game, MAX_PLAYERS, Narrow, SW_CODES, SW_DIRS, SetWise, Tables};

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

/// The bit of a cell in a player's cell set (one word: at most 64 cells).
#[inline(always)]
pub(in crate::engine) fn cell_bit(cell: u8) -> u64 {
    1u64 << (cell & 63)
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
        if m.caps != 0 {
            h ^= self.compact_take(t, sw, m.caps);
        }
        let (from, to) = (m.from, m.to);
        // From and to may be one cell (a capture round a loop): the xors
        // then leave the piece there (promoted if it is).
        self.sw[m.piece as usize % SW_CODES] ^= sw.bit[from as usize];
        self.sw[m.placed as usize % SW_CODES] ^= sw.bit[to as usize];
        let mover = l.me as usize % MAX_PLAYERS;
        self.occ[mover][0] ^= cell_bit(from) ^ cell_bit(to);
        self.board[from as usize] = 0;
        self.board[to as usize] = m.placed;
        self.hash = h ^ t.key(m.piece, from) ^ t.key(m.placed, to);
        self.to_move = l.next;
        self.plies = l.plies + 1;
        self.since_capture = if m.caps != 0 {
            0
        } else {
            l.before.since_capture + 1
        };
    }

    /// The pieces on the cells of `caps` taken off, their codes kept in
    /// `captured_codes` (lowest bit first); the change of the hash.
    #[inline(always)]
    fn compact_take(&mut self, t: &Tables, sw: &SetWise, mut caps: u64) -> u64 {
        let mut h = 0;
        while caps != 0 {
            let b = caps & caps.wrapping_neg();
            caps ^= b;
            let c = sw.first(b);
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            self.sw[code as usize % SW_CODES] &= !b;
            h ^= t.key(code, c);
            let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
            self.counts[owner] -= 1;
            self.occ[owner][0] &= !cell_bit(c);
            self.board[c as usize] = 0;
        }
        h
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
        let (from, to) = (m.from, m.to);
        self.to_move = l.me;
        self.sw[m.piece as usize % SW_CODES] ^= sw.bit[from as usize];
        self.sw[m.placed as usize % SW_CODES] ^= sw.bit[to as usize];
        let mover = l.me as usize % MAX_PLAYERS;
        self.occ[mover][0] ^= cell_bit(from) ^ cell_bit(to);
        self.board[to as usize] = 0;
        self.board[from as usize] = m.piece;
        if m.caps != 0 {
            self.compact_put(t, sw, m.caps, l.before.first_caps);
        }
        self.hash = l.before.hash;
        self.since_capture = l.before.since_capture;
        self.plies = l.plies;
    }

    /// The pieces on the cells of `caps` put back, their codes read from
    /// `captured_codes` from `first` on (in the order taken).
    #[inline(always)]
    fn compact_put(&mut self, t: &Tables, sw: &SetWise, mut caps: u64, first: usize) {
        let mut i = first;
        while caps != 0 {
            let b = caps & caps.wrapping_neg();
            caps ^= b;
            let Some(&code) = self.captured_codes.get(i) else {
                break;
            };
            i += 1;
            let c = sw.first(b);
            self.board[c as usize] = code;
            self.sw[code as usize % SW_CODES] |= b;
            let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
            self.counts[owner] += 1;
            self.occ[owner][0] |= cell_bit(c);
        }
        self.captured_codes.truncate(first);
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
    let mine = sw.owned[me & 1];
    let empty = sw.all & !(own | enemy);
    let mut n = 0;
    let mut codes = mine;
    while codes != 0 {
        let c = codes.trailing_zeros() as usize & (SW_CODES - 1);
        codes &= codes - 1;
        let p = pcs[c];
        if p == 0 {
            continue;
        }
        let k = (sw.walk.n[c] as usize).min(SW_DIRS);
        let mut cand = 0;
        for d in &sw.walk.dirs[c][..k] {
            cand |= p & d.over.back(enemy) & d.land.back(empty);
        }
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            n += State::sw_walk_count(sw, (cell, c.narrow()), (enemy, empty));
        }
    }
    if n > 0 && game.mandatory_capture {
        return n;
    }
    let mut codes = mine;
    while codes != 0 {
        let c = codes.trailing_zeros() as usize & (SW_CODES - 1);
        codes &= codes - 1;
        let p = pcs[c];
        if p == 0 {
            continue;
        }
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
    let mine = sw.owned[me & 1];
    let mut codes = mine;
    while codes != 0 {
        let c = codes.trailing_zeros() as usize & (SW_CODES - 1);
        codes &= codes - 1;
        let p = pcs[c];
        if p == 0 {
            continue;
        }
        let n = (sw.walk.n[c] as usize).min(SW_DIRS);
        let mut cand = 0;
        for d in &sw.walk.dirs[c][..n] {
            cand |= p & d.over.back(enemy) & d.land.back(empty);
        }
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            State::sw_walk_compact(t, sw, (cell, c.narrow()), (enemy, empty), out);
        }
    }
    if game.mandatory_capture && out.len() > start {
        return;
    }
    let mut codes = mine;
    while codes != 0 {
        let c = codes.trailing_zeros() as usize & (SW_CODES - 1);
        codes &= codes - 1;
        let p = pcs[c];
        if p == 0 {
            continue;
        }
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
