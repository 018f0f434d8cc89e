//! Set-wise move generation (`Tables::setwise`, built in `ir/plans/sets.rs`):
//! the pieces of each code kept as one 64-bit set in the set-wise layout
//! (`State::sw`, updated by apply and undo), the pieces that can start a
//! jump and those that can step found by shifts and masks, and the moves
//! of the pieces found written out in the order of the table walk (by cell,
//! then by entry), so that the moves listed are the walk's, in its order.
//! Codes whose moves are not set-wise are walked as before. A counting sink
//! for bulk perft counts the steps of a position without captures by
//! popcount.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Code, Game, Narrow, REL_ENEMY, REL_FRIEND, SW_CODES, SW_DIRS, SetWise, Tables};

/// The mover's pieces, the enemy pieces and the empty cells, as sets.
#[derive(Clone, Copy)]
pub(in crate::engine) struct Sets {
    own: u64,
    pub(in crate::engine) enemy: u64,
    pub(in crate::engine) empty: u64,
}

impl State {
    /// Computes the pieces' sets from the board (a new position).
    pub(in crate::engine) fn sw_rebuild(&mut self, game: &Game) {
        self.sw = [0; SW_CODES];
        let Some(sw) = &game.tables.setwise else {
            return;
        };
        for cell in 0..game.board.cells() {
            let code = self.board[cell] as usize;
            if code != 0 {
                self.sw[code % SW_CODES] |= sw.bit[cell];
            }
        }
    }

    /// The sets' part of `apply` of `m`, before the board changes.
    #[inline(always)]
    pub(in crate::engine) fn sw_apply(&mut self, sw: &SetWise, m: &Move) {
        for &c in m.captures() {
            self.sw_mark::<false>(sw, self.board[c as usize], c);
        }
        self.sw_shift(sw, m);
    }

    /// The sets' part of `undo` of `m`, after the board is restored.
    #[inline(always)]
    pub(in crate::engine) fn sw_undo(&mut self, sw: &SetWise, m: &Move) {
        self.sw_shift(sw, m);
        for &c in m.captures() {
            self.sw_mark::<true>(sw, self.board[c as usize], c);
        }
    }

    /// The sets' part of `apply` and of `undo` of `m` for the moving piece:
    /// one xor each way (from and to may be one cell: a capture round a
    /// loop leaves the piece there, promoted if it is).
    #[inline(always)]
    pub(in crate::engine) fn sw_shift(&mut self, sw: &SetWise, m: &Move) {
        self.sw[m.piece as usize % SW_CODES] ^= sw.bit[m.from as usize];
        self.sw[m.placed as usize % SW_CODES] ^= sw.bit[m.to as usize];
    }

    /// The piece of `code` on `cell` comes back (`ON`) or is captured.
    #[inline(always)]
    pub(in crate::engine) fn sw_mark<const ON: bool>(
        &mut self,
        sw: &SetWise,
        code: Code,
        cell: u8,
    ) {
        let set = &mut self.sw[code as usize % SW_CODES];
        if ON {
            *set |= sw.bit[cell as usize];
        } else {
            *set &= !sw.bit[cell as usize];
        }
    }

    /// The cells of the pieces of `codes` (code bits).
    #[inline(always)]
    fn sw_cells_of(&self, mut codes: u8) -> u64 {
        let mut cells = 0;
        while codes != 0 {
            cells |= self.sw[codes.trailing_zeros() as usize & (SW_CODES - 1)];
            codes &= codes - 1;
        }
        cells
    }

    /// The mover's pieces, the enemy pieces (the others: a set-wise game
    /// has two players at most) and the empty cells.
    #[inline(always)]
    pub(in crate::engine) fn sw_sets(&self, sw: &SetWise) -> Sets {
        let own = self.sw_cells_of(sw.owned[self.to_move as usize & 1]);
        // Every code's cells, without a branch (code 0's set is empty).
        let occ = self.sw.iter().fold(0, |a, &b| a | b);
        Sets {
            own,
            enemy: occ & !own,
            empty: sw.all & !occ,
        }
    }

    /// The mover's pieces that may start a jump: exactly those with a jump
    /// for codes whose jumps are set-wise, those passing the tables'
    /// pre-filter (a piece on a cell their jumps go over) for the others.
    #[inline(always)]
    pub(in crate::engine) fn sw_jumpers(&self, game: &Game, sw: &SetWise, s: Sets) -> u64 {
        let mut cand = 0;
        for (code, pcs) in sw.live_codes(self.to_move as usize, &self.sw) {
            if !sw.jump_ok[code] {
                cand |= self.sw_prefiltered(game, sw, code, pcs);
                continue;
            }
            if sw.walk.ok[code] {
                // Single jumps over an enemy neighbour: the walk's
                // directions say it without the targets.
                cand |= sw.walk_starts(code, pcs, (s.enemy, s.empty));
                continue;
            }
            let n = (sw.njumps[code] as usize).min(SW_DIRS);
            for j in &sw.jumps[code][..n] {
                let enemy = if j.target & REL_ENEMY != 0 {
                    s.enemy
                } else {
                    0
                };
                let friend = if j.target & REL_FRIEND != 0 { s.own } else { 0 };
                cand |= pcs & j.over.back(enemy | friend) & j.land.back(s.empty);
            }
        }
        cand
    }

    /// The pieces of `pcs` (of `code`) that pass the tables' pre-filter of
    /// jumps: a piece on a cell their jumps go over.
    #[inline(never)]
    fn sw_prefiltered(&self, game: &Game, sw: &SetWise, code: usize, pcs: u64) -> u64 {
        let t = &game.tables;
        let me = self.to_move as usize;
        let pieces = self.occ[..self.players as usize]
            .iter()
            .fold(0, |a, o| a | o[0]);
        let targets = if t.enemy_only[code] {
            pieces & !self.occ[me % self.occ.len()][0]
        } else {
            pieces
        };
        let mut out = 0;
        let mut x = pcs;
        while x != 0 {
            let b = x & x.wrapping_neg();
            x ^= b;
            let e = t.entries(code.narrow(), sw.first(b));
            if e.jump_over[0] & targets != 0 {
                out |= b;
            }
        }
        out
    }

    /// `generate` of a game with set-wise tables (not `CAPTURES_ONLY`): the
    /// same moves in the same order, found set-wise.
    #[inline(always)]
    pub(in crate::engine) fn gen_setwise<const SIMPLE: bool>(
        &mut self,
        game: &Game,
        sw: &SetWise,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let s = self.sw_sets(sw);
        let mut cand = self.sw_jumpers(game, sw, s);
        // Whether every jump listed was walked on sets: those all capture.
        let mut walked = true;
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            let code = self.board[cell as usize];
            if !SIMPLE && t.chains {
                walked = false;
                self.gen_chains(game, cell, code, out);
            } else if Self::sw_walked(sw, code) {
                Self::sw_walk_list(t, sw, (cell, code), (s.enemy, s.empty), out);
            } else {
                walked = false;
                self.gen_jumps::<SIMPLE>(game, t.entries(code, cell), cell, code, out);
            }
        }
        if SIMPLE && walked && game.mandatory_capture && !out.is_empty() {
            // The moves are captures, and capturing is mandatory: they are
            // the moves (a simple game has no capture criteria).
            return;
        }
        if game.mandatory_capture && out.iter().any(Move::is_capture) {
            out.retain(Move::is_capture);
            if !SIMPLE && game.capture.any() {
                self.sort_out_captures(game, out);
            }
            return;
        }
        let any_capture = self.sw_steps::<SIMPLE>(game, sw, s, out);
        if game.mandatory_capture && any_capture {
            out.retain(Move::is_capture);
        }
        if !SIMPLE && game.capture.any() {
            self.sort_out_captures(game, out);
        }
    }

    /// The steps (and the walked moves of codes that are not set-wise), by
    /// cell; returns whether one captures.
    #[inline(always)]
    fn sw_steps<const SIMPLE: bool>(
        &self,
        game: &Game,
        sw: &SetWise,
        s: Sets,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let (mut movers, of) = self.sw_movers(sw, s.empty);
        if let Some(c) = Self::sw_lone_code(sw, of) {
            // The pieces that can step are all of one code: its steps,
            // cell by cell, without looking the code up.
            let code: Code = c.narrow();
            let steps = &sw.steps[c][..(sw.nsteps[c] as usize).min(SW_DIRS)];
            while movers != 0 {
                let b = movers & movers.wrapping_neg();
                movers ^= b;
                let cell = sw.first(b);
                for sh in steps {
                    let to = sh.fwd(b) & s.empty;
                    if to != 0 {
                        out.push(Self::sw_step_move(t, cell, code, sw.first(to)));
                    }
                }
            }
            return false;
        }
        let mut any_capture = false;
        while movers != 0 {
            let b = movers & movers.wrapping_neg();
            movers ^= b;
            let cell = sw.first(b);
            let code = self.board[cell as usize];
            let c = code as usize & (SW_CODES - 1);
            if !sw.step_ok[c] {
                self.gen_steps::<false, SIMPLE>(
                    game,
                    cell,
                    code,
                    (me, self.ep),
                    &mut any_capture,
                    out,
                );
                if !SIMPLE && t.rare[code as usize] {
                    any_capture |= self.gen_rare(game, cell, code, out);
                }
                continue;
            }
            let n = (sw.nsteps[c] as usize).min(SW_DIRS);
            for sh in &sw.steps[c][..n] {
                let to = sh.fwd(b) & s.empty;
                if to == 0 {
                    continue;
                }
                out.push(Self::sw_step_move(t, cell, code, sw.first(to)));
            }
        }
        any_capture
    }

    /// The mover's pieces that can step (all its pieces of codes whose
    /// steps are not set-wise), and the codes they are of (code bits).
    #[inline(always)]
    pub(in crate::engine) fn sw_movers(&self, sw: &SetWise, empty: u64) -> (u64, u8) {
        let (mut movers, mut of) = (0, 0u8);
        for (code, pcs) in sw.live_codes(self.to_move as usize, &self.sw) {
            let mut m = 0;
            if sw.step_ok[code] {
                let n = (sw.nsteps[code] as usize).min(SW_DIRS);
                for sh in &sw.steps[code][..n] {
                    m |= pcs & sh.back(empty);
                }
            } else {
                m = pcs;
            }
            if m != 0 {
                movers |= m;
                of |= 1 << code;
            }
        }
        (movers, of)
    }

    /// The code of the movers if they are all of one code whose steps are
    /// set-wise (`of`: their codes, as code bits).
    #[inline(always)]
    pub(in crate::engine) fn sw_lone_code(sw: &SetWise, of: u8) -> Option<usize> {
        let c = of.trailing_zeros() as usize & (SW_CODES - 1);
        (of != 0 && of & (of - 1) == 0 && sw.step_ok[c]).then_some(c)
    }

    /// The step of the piece `code` from `cell` to `to`, as listed.
    #[inline(always)]
    pub(in crate::engine) fn sw_step_move(t: &Tables, cell: u8, code: Code, to: u8) -> Move {
        Move::step((cell, to), code, t.placed(code, to), 1)
    }

    /// The number of capturing jump sequences of the pieces of `cand` in a
    /// simple game where capturing is mandatory (then they are the legal
    /// moves, if there is one), counted without listing them; `None` in
    /// other games or if none captures.
    #[inline(never)]
    fn sw_count_captures(
        &mut self,
        game: &Game,
        sw: &SetWise,
        s: Sets,
        mut cand: u64,
    ) -> Option<u64> {
        let t = &game.tables;
        if !t.simple || !game.mandatory_capture {
            return None;
        }
        let mut n = 0;
        while cand != 0 {
            let cell = sw.first(cand);
            cand &= cand - 1;
            let code = self.board[cell as usize];
            n += if Self::sw_walked(sw, code) {
                Self::sw_walk_count(sw, (cell, code), (s.enemy, s.empty))
            } else {
                self.count_captures(game, t.entries(code, cell), cell, code)
            };
        }
        (n > 0).then_some(n)
    }

    /// The number of legal moves, if every piece of the mover is set-wise:
    /// the steps by popcount if none can jump, the captures counted where
    /// they are the moves.
    #[inline(always)]
    pub(in crate::engine) fn sw_count(&mut self, game: &Game, sw: &SetWise) -> Option<u64> {
        if !self.sw_all_whole(sw) {
            return None;
        }
        let s = self.sw_sets(sw);
        let cand = self.sw_jumpers(game, sw, s);
        if cand != 0 {
            return self.sw_count_captures(game, sw, s, cand);
        }
        Some(self.sw_steps_counted(sw, s))
    }

    /// Whether every piece of the mover is of a code whose steps and jumps
    /// are set-wise (`SetWise::whole`).
    #[inline(always)]
    pub(in crate::engine) fn sw_all_whole(&self, sw: &SetWise) -> bool {
        let mine = sw.owned[self.to_move as usize & 1];
        self.sw_cells_of(mine & !sw.whole) == 0
    }

    /// The number of steps of the mover's pieces (all of codes whose steps
    /// are set-wise), by popcount.
    #[inline(always)]
    pub(in crate::engine) fn sw_steps_counted(&self, sw: &SetWise, s: Sets) -> u64 {
        let mut n = 0;
        for (code, pcs) in sw.live_codes(self.to_move as usize, &self.sw) {
            let k = (sw.nsteps[code] as usize).min(SW_DIRS);
            for sh in &sw.steps[code][..k] {
                n += u64::from((sh.fwd(pcs) & s.empty).count_ones());
            }
        }
        n
    }
}
