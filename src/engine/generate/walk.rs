//! The walk of the move tables, the reference of generation: each piece of
//! the mover, its steps and jumps from the flat tables (`generate`, the
//! lean path of simple games being the same walk with `SIMPLE`), then the
//! moves out of line (slides, leaps, tracks, castling, bear-offs:
//! `gen_uncommon`, `gen_rare`), entering pieces (`gen_enters`) and carried
//! pieces (`gen_carried`).

use crate::engine::State;
use crate::engine::conds::CondCache;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{BITS_WORDS, Bits, for_each_bit};
use crate::ir::{
    Code, EnterEntry, Game, MAX_LIFT, MAX_PLAYERS, NO_BEAR, Narrow, REL_EMPTY, REL_EN_PASSANT,
    REL_ENEMY, StepEntry,
};

impl State {
    #[inline(always)]
    /// `SIMPLE`: the game has no en passant, no conditional or lifting
    /// steps, no promotion choices and no rare moves (`Tables::simple`), so
    /// those checks are compiled out.
    pub(super) fn generate<const CAPTURES_ONLY: bool, const SIMPLE: bool>(
        &mut self,
        game: &Game,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        if !SIMPLE && (self.giving > 0 || self.split_left > 0) {
            // The exchange after a deal, or the steps of a split card: only
            // those moves.
            if !CAPTURES_ONLY {
                self.gen_cards(game, out);
            }
            return;
        }
        if !CAPTURES_ONLY && let Some(sw) = &game.tables.setwise {
            self.gen_setwise::<SIMPLE>(game, sw, out);
            return;
        }
        let t = &game.tables;
        let words = t.words;
        let me = self.to_move;
        let own = self.occ[me as usize % MAX_PLAYERS];
        let mut pieces = [0u64; BITS_WORDS];
        for occ in &self.occ[..self.players as usize % (MAX_PLAYERS + 1)] {
            pieces = std::array::from_fn(|w| pieces[w] | occ[w]);
        }
        let enemies: Bits = std::array::from_fn(|w| pieces[w] & !own[w]);
        // The turn's budget of moves is spent: those kinds may not move.
        let spent = !SIMPLE && game.turn.budget > 0 && self.used >= game.turn.budget;
        if t.any_jump {
            self.gen_all_jumps::<SIMPLE>(game, &own, &pieces, &enemies, spent, out);
        }
        if game.mandatory_capture && !t.any_flying && out.iter().any(Move::is_capture) {
            out.retain(Move::is_capture);
            if !SIMPLE && game.capture.any() {
                self.sort_out_captures(game, out);
            }
            return;
        }
        let mut any_capture = false;
        let ep = self.ep;
        // Every piece of the player is budgeted and the budget is spent:
        // none has a move of its own.
        let mut walked = if spent && t.budget_all { 0 } else { words };
        // Every piece moves by its slide plan: in one loop.
        if walked > 0
            && let Some(plan) = t.wide_plan.as_deref().filter(|p| p.own_planned)
            && t.wide_rays.is_some()
        {
            any_capture |= self.gen_own_planned(game, plan, &own[..walked], spent, out);
            walked = 0;
        }
        for (w, &word) in own[..walked].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell: u8 = (w * 64 + bits.trailing_zeros() as usize).narrow();
                bits &= bits - 1;
                let code = self.board[cell as usize];
                if spent && game.turn.budgeted[game.code_kind[code as usize] as usize] {
                    continue;
                }
                self.gen_steps::<CAPTURES_ONLY, SIMPLE>(
                    game,
                    cell,
                    code,
                    (me, ep),
                    &mut any_capture,
                    out,
                );
                if !SIMPLE && t.rare[code as usize] && t.rare_at(code, cell) {
                    any_capture |= self.gen_rare(game, cell, code, out);
                }
            }
        }
        if !SIMPLE {
            any_capture |= self.gen_uncommon::<CAPTURES_ONLY>(game, spent, out);
        }
        // Captures by ordinary jumps are in `out` too when flying jumps
        // prevented the early return above.
        if game.mandatory_capture
            && (any_capture || (t.any_flying && out.iter().any(Move::is_capture)))
        {
            out.retain(Move::is_capture);
        }
        if !SIMPLE && game.capture.any() {
            self.sort_out_captures(game, out);
        }
        if !SIMPLE && !CAPTURES_ONLY && game.turn.multi {
            out.push(Move {
                kind: MoveKind::EndTurn,
                ..Move::NONE
            });
        }
    }

    /// Captures by jumping: only pieces with a piece to jump over (among
    /// `pieces`, or `enemies` for pieces that jump enemies only) start a
    /// chain. `spent`: the budgeted kinds may not move.
    #[inline(always)]
    fn gen_all_jumps<const SIMPLE: bool>(
        &mut self,
        game: &Game,
        own: &Bits,
        pieces: &Bits,
        enemies: &Bits,
        spent: bool,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let words = t.words;
        for_each_bit(&own[..words], |cell| {
            let code = self.board[cell as usize];
            if spent && game.turn.budgeted[game.code_kind[code as usize] as usize] {
                return;
            }
            let e = t.entries(code, cell);
            let targets = if t.enemy_only[code as usize] {
                enemies
            } else {
                pieces
            };
            let o = &e.jump_over;
            let hit = if words == 1 {
                o[0] & targets[0] != 0
            } else {
                (o[0] & targets[0])
                    | (o[1] & targets[1])
                    | (o[2] & targets[2])
                    | (o[3] & targets[3])
                    != 0
            };
            if hit {
                if !SIMPLE && t.chains {
                    self.gen_chains(game, cell, code, out);
                } else {
                    self.gen_jumps::<SIMPLE>(game, e, cell, code, out);
                }
            }
        });
    }

    /// The single steps of the piece `code` on `cell` of player `me` (`ep`:
    /// the en-passant cell); `any_capture` is set if one of them captures.
    #[inline(always)]
    pub(in crate::engine) fn gen_steps<const CAPTURES_ONLY: bool, const SIMPLE: bool>(
        &self,
        game: &Game,
        cell: u8,
        code: Code,
        (me, ep): (u8, u8),
        any_capture: &mut bool,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let e = t.entries(code, cell);
        let mut conds = CondCache::default();
        for s in t.steps_from(e) {
            let there = self.board[s.to as usize];
            if CAPTURES_ONLY && there == 0 && s.to != ep {
                continue;
            }
            if SIMPLE && there == 0 {
                // The common case on a path of its own: a step to an empty
                // cell (no en passant here, so its relation is REL_EMPTY),
                // which never captures. The move is written out in full,
                // not from `Move::NONE`, so that it is stored straight into
                // `out` rather than copied through the stack.
                if s.target & REL_EMPTY != 0 {
                    out.push(Move::step((cell, s.to), code, t.placed(code, s.to), 1));
                }
                continue;
            }
            let mut rel = Self::relation(game, there, me);
            if !SIMPLE && s.to == ep && there == 0 {
                rel |= REL_EN_PASSANT;
            }
            if s.target & rel == 0 {
                continue;
            }
            // A lift higher than the stack is refused here, without the
            // call (the commonest refusal: Liger's pair lifts from single
            // checkers).
            if !SIMPLE
                && s.slow
                && ((s.lift > 1 && self.under.len(cell as usize) + 1 < s.lift as usize)
                    || !self.step_allowed_cached(game, s, cell, &mut conds))
            {
                continue;
            }
            let lift = if SIMPLE { 1 } else { s.lift };
            let mut m = Move::step((cell, s.to), code, t.placed(code, s.to), lift);
            if !SIMPLE && s.target & rel & REL_EN_PASSANT != 0 {
                m.ncap = 1;
                m.caps[0] = self.ep_victim;
                *any_capture = true;
            } else if rel == REL_ENEMY && (SIMPLE || !game.stacks) {
                m.ncap = 1;
                m.caps[0] = s.to;
                *any_capture = true;
            }
            if SIMPLE {
                out.push(m);
            } else {
                Self::push_promoted(t, out, m);
            }
        }
    }

    /// The moves that are not a piece's own: neutral pieces carried,
    /// entries from the store, cards; returns whether one captures.
    #[inline(always)]
    fn gen_uncommon<const CAPTURES_ONLY: bool>(
        &mut self,
        game: &Game,
        spent: bool,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let mut any_capture = false;
        if t.any_neutral {
            any_capture |= self.gen_carried(game, spent, out);
        }
        if t.any_enter {
            any_capture |= self.gen_enters(game, spent, out);
        }
        if !CAPTURES_ONLY && game.cards.is_some() {
            self.gen_cards(game, out);
        }
        if !CAPTURES_ONLY && t.any_castle {
            self.gen_castles(game, out);
        }
        any_capture
    }

    /// Pieces entering from the mover's store (`enter`).
    #[inline(never)]
    pub(in crate::engine) fn gen_enters(
        &self,
        game: &Game,
        spent: bool,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let np: u8 = game.players.len().narrow();
        let nkinds: u8 = game.kinds.len().narrow();
        let mut captured = false;
        for k in 0..nkinds {
            let code = 1 + k * np + me;
            if t.enter[code as usize].is_empty() || (spent && game.turn.budgeted[k as usize]) {
                continue;
            }
            // Drops by cell sets (`generate/fast/drops.rs`): they take nothing.
            if let Some(d) = t.drops.as_deref() {
                self.push_drops(d, code, out);
                continue;
            }
            captured |= self.push_enters(game, code, &t.enter[code as usize], out);
        }
        captured
    }

    /// The `enter` moves of a piece of `code` from its owner's store, by
    /// these rules (cell, target mask, condition).
    pub(in crate::engine) fn push_enters(
        &self,
        game: &Game,
        code: Code,
        rules: &[EnterEntry],
        out: &mut Vec<Move>,
    ) -> bool {
        let me = self.to_move;
        let mut captured = false;
        let stored = self.store.get(code as usize).copied().unwrap_or(0) > 0;
        let first = out.len();
        for e in rules {
            if !(stored || e.supply) {
                continue;
            }
            let Some(cell) = self.entry_cell(game, e, first, out) else {
                continue;
            };
            let there = self.board[cell as usize];
            if e.mask & Self::relation(game, there, me) == 0 {
                continue;
            }
            if e.cond != 0 && !self.holds(game, &game.conds[e.cond as usize], me, cell) {
                continue;
            }
            let mut m = Move {
                from: cell,
                to: cell,
                piece: code,
                placed: e.placed,
                npath: 1,
                // From the supply: nothing is lifted from the store.
                lift: u8::from(!e.supply),
                kind: MoveKind::Enter,
                ..Move::NONE
            };
            m.path[0] = cell;
            if e.flips != 0 && !self.flips(game, e.flips, &mut m) {
                continue;
            }
            if there != 0 {
                m.ncap = 1;
                m.caps[0] = cell;
                captured = true;
            }
            out.push(m);
        }
        captured
    }

    /// Moves from cells whose top is a neutral piece held by one of the
    /// mover's pieces: the neutral piece's own moves (it alone is lifted),
    /// and the holder's moves (it carries what is on top of it).
    #[inline(never)]
    pub(in crate::engine) fn gen_carried(
        &self,
        game: &Game,
        spent: bool,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let neutral = game.neutral_owner();
        let mut captured = false;
        let budgeted =
            |code: Code| spent && game.turn.budgeted[game.code_kind[code as usize] as usize];
        for_each_bit(
            &self.occ[neutral as usize % MAX_PLAYERS][..t.words],
            |cell| {
                let stack = self.under.get(cell as usize);
                // The holder: the first piece under the neutral ones on top.
                let Some(depth) = stack
                    .iter()
                    .rev()
                    .position(|&c| t.owner[c as usize] != neutral)
                else {
                    return;
                };
                let holder = stack[stack.len() - 1 - depth];
                if t.owner[holder as usize] != me {
                    return;
                }
                let top = self.board[cell as usize];
                if !budgeted(top) {
                    captured |= self.gen_piece_at(game, cell, top, 1, out);
                }
                if !budgeted(holder) {
                    let depth: u8 = depth.narrow();
                    captured |= self.gen_piece_at(game, cell, holder, depth + 2, out);
                }
            },
        );
        captured
    }

    /// The step and `extra` moves of `code` standing at `cell` under `lift
    /// - 1` pieces that it carries along.
    pub(in crate::engine) fn gen_piece_at(
        &self,
        game: &Game,
        cell: u8,
        code: Code,
        lift: u8,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        // A piece with a slide plan and no steps: its plan alone.
        if let Some(plan) = t.wide_plan.as_deref()
            && plan.bare[code as usize]
            && let Some(r) = t.wide_rays.as_deref()
        {
            return self.gen_wide_plan(game, (plan, r), (cell, code, lift), out);
        }
        let me = self.to_move;
        let e = t.entries(code, cell);
        let mut conds = CondCache::default();
        for s in t.steps_from(e) {
            let there = self.board[s.to as usize];
            let rel = Self::relation(game, there, me);
            if s.target & rel & !REL_EN_PASSANT == 0 {
                continue;
            }
            if s.slow && !self.step_allowed_cached(game, s, cell, &mut conds) {
                continue;
            }
            let lift = (lift + s.lift.max(1) - 1).min(MAX_LIFT.narrow());
            let m = Move::step((cell, s.to), code, t.placed(code, s.to), lift);
            Self::push_promoted(t, out, m);
        }
        !t.extra[code as usize].is_empty() && self.gen_extra(game, cell, code, lift, out)
    }

    /// The checks of a step entry that most steps do not need: lifting
    /// several pieces, a stack limit, a condition.
    #[inline(never)]
    pub(in crate::engine) fn step_allowed(&self, game: &Game, s: &StepEntry, cell: u8) -> bool {
        self.step_allowed_cached(game, s, cell, &mut CondCache::default())
    }

    /// [`State::step_allowed`], the condition's answer kept in `conds` for
    /// the other steps of the same piece.
    #[inline(never)]
    pub(in crate::engine) fn step_allowed_cached(
        &self,
        game: &Game,
        s: &StepEntry,
        cell: u8,
        conds: &mut CondCache,
    ) -> bool {
        if s.lift > 1 && self.under.len(cell as usize) + 1 < s.lift as usize {
            return false;
        }
        if game.stack_limit > 0 && self.height(s.to) + s.lift as usize > game.stack_limit as usize {
            return false;
        }
        s.cond == 0
            || conds.get(s.cond, || {
                self.holds(game, &game.conds[s.cond as usize], self.to_move, cell)
            })
    }

    /// Bear-offs, slides, computed leaps and flying jumps of one piece;
    /// returns whether any of them captures.
    #[inline(never)]
    pub(in crate::engine) fn gen_rare(
        &self,
        game: &Game,
        cell: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let bear = t.bear[code as usize];
        if bear != NO_BEAR && (bear == 0 || self.holds_quick(game, bear, self.to_move, cell)) {
            out.push(Move {
                from: cell,
                to: cell,
                piece: code,
                placed: code,
                lift: 1,
                kind: MoveKind::BearOff,
                ..Move::NONE
            });
        }
        !t.extra[code as usize].is_empty() && self.gen_extra(game, cell, code, 1, out)
    }
}
