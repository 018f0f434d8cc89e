//! Building the [`Tables`] from a checked game: tracks and branches, per
//! player and per code facts, the step and jump entries per cell, and the
//! moves cards give.

use crate::ir::{
    CastleEntry, CellEntries, Code, EnterEntry, Extra, Features, Game, JumpEntry, LongJump,
    NO_BEAR, NO_CELL, NO_DIR, Narrow, PlanId, Program, StepEntry, Tables, Target,
};

impl Game {
    /// Unrolls every program's steps and jumps into per-cell tables, so
    /// that move generation walks flat arrays with no direction arithmetic.
    pub fn build_tables(&mut self) {
        let mut t = self.empty_tables();
        self.index_tracks(&mut t);
        self.index_branches(&mut t);
        self.index_players_and_codes(&mut t);
        for (i, prog) in self.programs.iter().enumerate() {
            let code = i + 1;
            self.piece_facts(&mut t, code, prog);
            for cell in 0..t.cells {
                self.cell_entries(&mut t, code, prog, cell);
            }
        }
        t.captor_stored = self.captor_stored(&t);
        self.card_moves(&mut t);
        t.along_paths = crate::ir::AlongPaths::build(&t, self.players.len());
        t.lean_cards = self.lean_cards(&t);
        self.classify(&mut t);
        t.turn_period = self.turn_period(t.general);
        t.end_quick = self.end_quick();
        t.end_counts = self.end_counts();
        t.repeat_filter = self.repeat_filter(t.simple);
        t.attacks = self.build_attacks(&t);
        self.index_zones(&mut t);
        t.custodian = self.custodian_table(&t);
        self.index_counted(&mut t);
        self.index_tally(&mut t);
        t.setwise = self.setwise_tables(&t);
        t.rays = self.rays_tables(&t);
        t.wide_rays = self.wide_rays_tables(&t);
        t.attack_map = self.attack_map_tables(&t);
        t.any_jump =
            t.at.iter()
                .any(|per_cell| per_cell.iter().any(|e| e.jump_over != [0; 4]));
        self.index_stacks(&mut t);
        t.turn_flags = self.turn_flags(&t);
        if !t.turn_flags.is_empty() {
            t.used_steps = crate::ir::used_steps();
        }
        self.index_rare_cells(&mut t);
        t.stack_steps = self.stack_steps(&t);
        t.lean_play = self.lean_play(&t);
        t.plain_play = self.plain_play();
        t.wide_plan = self.wide_plan(&t);
        self.counter_cmps(&mut t);
        t.budget_all = self.budget_all(&t);
        t.placements = self.placements_tables(&t);
        t.place_make = self.place_make(&t);
        t.group_pick = self.group_pick(&t);
        t.race_pick = self.race_pick(&t);
        t.drops = self.drops_tables(&t);
        t.line_end = self.line_end(&t);
        t.place_ply = self.place_ply(&t);
        t.choose_paths();
        self.tables = t;
    }

    /// Tables sized for this game's cells, codes and players, with nothing
    /// in them yet.
    fn empty_tables(&self) -> Tables {
        let ncells = self.board.cells();
        let ncodes = self.code_owner.len();
        Tables {
            cells: ncells,
            words: ncells.div_ceil(64).max(1),
            at: vec![Box::new([CellEntries::default(); 256]); ncodes],
            promo_choices: vec![Vec::new(); ncodes],
            optional_promotion: vec![None; ncodes],
            no_mate_enter: vec![false; ncodes],
            extra: vec![Vec::new(); ncodes],
            long: vec![Vec::new(); ncodes],
            enter: vec![Vec::new(); ncodes],
            castles: vec![Vec::new(); ncodes],
            track_of: vec![0; ncells],
            track_next: vec![NO_CELL; ncells],
            track_prev: vec![NO_CELL; ncells],
            branch_of: vec![0; ncells],
            deeper: vec![NO_CELL; ncells],
            shallower: vec![NO_CELL; ncells],
            branch_at: vec![vec![NO_CELL; self.players.len()]; ncells],
            ..Tables::default()
        }
    }

    /// Each track cell's track and its neighbours along it (round a loop).
    fn index_tracks(&self, t: &mut Tables) {
        for (ti, tr) in self.tracks.iter().enumerate() {
            let n = tr.cells.len();
            let track: u8 = (ti + 1).narrow();
            for (i, &c) in tr.cells.iter().enumerate() {
                t.track_of[c as usize] = track;
                if i + 1 < n {
                    t.track_next[c as usize] = tr.cells[i + 1];
                } else if tr.looped {
                    t.track_next[c as usize] = tr.cells[0];
                }
                if i > 0 {
                    t.track_prev[c as usize] = tr.cells[i - 1];
                } else if tr.looped {
                    t.track_prev[c as usize] = tr.cells[n - 1];
                }
            }
        }
    }

    /// Each branch cell's branch, the cells deeper and shallower inside it,
    /// and per player the first branch cell entered from its track cell.
    fn index_branches(&self, t: &mut Tables) {
        for (bi, br) in self.branches.iter().enumerate() {
            let branch: u8 = (bi + 1).narrow();
            for (p, cells) in br.cells.iter().enumerate() {
                for (i, &c) in cells.iter().enumerate() {
                    t.branch_of[c as usize] = branch;
                    if i + 1 < cells.len() {
                        t.deeper[c as usize] = cells[i + 1];
                    }
                    if i > 0 {
                        t.shallower[c as usize] = cells[i - 1];
                    }
                }
                if let (Some(&first), Some(&at)) = (cells.first(), br.entry.get(p)) {
                    t.branch_at[at as usize][p] = first;
                }
            }
        }
    }

    /// The codes whose moves reset the `since` counts, each code's owner and
    /// Zobrist keys, and each player's neighbours in turn order.
    fn index_players_and_codes(&self, t: &mut Tables) {
        let ncells = self.board.cells();
        for &c in &self.reset_codes {
            t.resets[c as usize] = true;
        }
        for (code, &owner) in self.code_owner.iter().enumerate() {
            t.owner[code] = owner;
            for cell in 0..ncells {
                t.zobrist[code][cell] = self.zobrist[code * ncells + cell];
            }
        }
        let np = self.players.len();
        for p in 0..np {
            t.next_player[p] = ((p + 1) % np).narrow();
            t.prev_player[p] = ((p + np - 1) % np).narrow();
            t.zobrist_turn[p] = self.zobrist_turn[p];
        }
    }

    /// `store NAME to captor`: per captured code and captor, the code the
    /// piece goes to the captor's store as (empty in other games).
    fn captor_stored(&self, t: &Tables) -> Vec<Code> {
        if !self.store_to_captor {
            return Vec::new();
        }
        let np = self.players.len();
        let mut out = vec![0; self.code_owner.len() * np];
        for code in 1..self.code_owner.len() {
            let kind = self.code_kind[t.stored_as[code] as usize];
            for captor in 0..np {
                out[code * np + captor] = self.code(kind, captor.narrow());
            }
        }
        out
    }

    /// What a piece of `code` is, whatever its cell: promotion, bearing
    /// off, royalty, the moves walked at run time, entering, storing.
    fn piece_facts(&self, t: &mut Tables, code: usize, prog: &Program) {
        let own: Code = code.narrow();
        t.enemy_only[code] = prog.jumps.iter().all(|j| j.over == Target::Enemy);
        for c in 0..t.cells {
            t.placed[code][c] = match &prog.promotion {
                Some((new, zone, _)) if zone[c] => *new,
                _ => own,
            };
        }
        if let Some((_, _, ends)) = prog.promotion {
            t.promotion_ends[code] = ends;
        }
        if let Some(c) = prog.bear {
            t.bear[code] = c;
        }
        if let Some((first, _, _)) = &prog.promotion
            && !prog.promotion_choices.is_empty()
        {
            t.promo_choices[code].push(*first);
            t.promo_choices[code].extend(&prog.promotion_choices);
        }
        t.optional_promotion[code].clone_from(&prog.optional_promotion);
        t.no_mate_enter[code] = prog.enter_without_mate;
        t.long[code] = self.long_jumps(t, prog);
        t.at_once[code] = prog.promotion_at_once && prog.promotion.is_some();
        let kind = self.code_kind.get(code).copied().unwrap_or(0) as usize;
        t.value[code] = self.capture.value.get(kind).copied().unwrap_or(1);
        t.chains |= !t.long[code].is_empty() || t.at_once[code] || self.capture.remove_at_once;
        t.royal[code] = prog.royal;
        t.any_royal |= prog.royal;
        t.extra[code] = program_extras(prog);
        t.any_flying |= prog.jumps.iter().any(|j| j.flying);
        t.enter[code] = self.program_enters(code, prog);
        if let Some(c) = prog.stored_as {
            t.stored_as[code] = c;
        }
        if let Some(sparing) = prog.remove {
            t.remove.resize(t.remove.len().max(code + 1), 0);
            t.remove[code] = 1 + u8::from(sparing);
            t.lines_at = super::board_lines::lines_at(&self.board);
        }
        if let Some((arrow, dirs)) = &prog.shoot {
            t.shoot.resize(t.shoot.len().max(code + 1), (0, 0));
            t.shoot[code] = (*arrow, dirs.iter().fold(0u8, |m, &d| m | 1 << (d & 7)));
        }
        t.rare[code] = t.bear[code] != NO_BEAR || !t.extra[code].is_empty();
        let ncells = self.board.cells();
        let owner = self.code_owner[code] as usize;
        let first = |z: u16| {
            (0..ncells)
                .find(|&c| self.zones[z as usize].member[owner * ncells + c])
                .map(Narrow::<u8>::narrow)
        };
        for c in &prog.castles {
            let (Some(king_to), Some(partner_to)) = (first(c.king_to), first(c.partner_to)) else {
                continue;
            };
            t.unmoved[code] = true;
            t.unmoved[c.partner as usize] = true;
            t.castles[code].extend(c.dirs.iter().map(|&dir| CastleEntry {
                dir,
                partner: c.partner,
                king_to,
                partner_to,
            }));
        }
    }

    /// The step and jump entries of a piece of `code` on `cell`: its steps
    /// and offset leaps that stay on the board, then its (not flying) jumps.
    fn cell_entries(&self, t: &mut Tables, code: usize, prog: &Program, cell: usize) {
        let nd = self.dirs.len();
        let nbr = &self.nbr;
        let s0: u32 = t.steps.len().narrow();
        let j0: u32 = t.jumps.len().narrow();
        for step in &prog.steps {
            for &d in &step.dirs {
                let to = nbr[cell * nd + d as usize];
                if to != NO_CELL {
                    push_step(
                        &mut t.steps,
                        s0,
                        StepEntry {
                            to,
                            target: step.to.mask(),
                            lift: step.lift,
                            cond: step.cond,
                            slow: step.lift > 1 || step.cond != 0 || self.stack_limit > 0,
                        },
                    );
                }
            }
        }
        for leap in &prog.leaps {
            let (f, r) = self.board.coords[cell];
            for &(df, dr) in &leap.offsets {
                if let Some(to) = self
                    .board
                    .at(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr))
                {
                    push_step(
                        &mut t.steps,
                        s0,
                        StepEntry {
                            to,
                            target: leap.to.mask(),
                            lift: 1,
                            cond: leap.cond,
                            slow: leap.cond != 0 || self.stack_limit > 0,
                        },
                    );
                }
            }
        }
        for e in super::board_lines::fly_steps(&self.board, prog, cell) {
            push_step(&mut t.steps, s0, e);
        }
        let mut over_mask = [0u64; 4];
        for jump in prog.jumps.iter().filter(|j| j.long) {
            for &d in &jump.dirs {
                // Every cell of the line but the last may be jumped.
                let next = |c: u8| self.jump_cells(c as usize, d, jump.stride).0;
                let mut over = next(cell.narrow());
                while over != NO_CELL && next(over) != NO_CELL {
                    over_mask[(over >> 6) as usize] |= 1 << (over & 63);
                    over = next(over);
                }
            }
        }
        for jump in prog.jumps.iter().filter(|j| !j.flying && !j.long) {
            for &d in &jump.dirs {
                let (over, land) = self.jump_cells(cell, d, jump.stride);
                if over != NO_CELL && land != NO_CELL {
                    over_mask[(over >> 6) as usize] |= 1 << (over & 63);
                    push_jump(
                        &mut t.jumps,
                        j0,
                        JumpEntry {
                            over,
                            land,
                            target: jump.over.mask(),
                            chained: jump.chained,
                            kind: jump.over_kind,
                        },
                    );
                }
            }
        }
        t.at[code][cell] = CellEntries {
            steps: (s0, t.steps.len().narrow()),
            jumps: (j0, t.jumps.len().narrow()),
            jump_over: over_mask,
        };
    }

    /// The cell jumped over and the landing of a jump from `cell` in
    /// direction `d`: the neighbours, or at a stride of squares on the grid
    /// (`at N`); `NO_CELL` where there is no such cell.
    fn jump_cells(&self, cell: usize, d: u8, stride: u8) -> (u8, u8) {
        let nd = self.dirs.len();
        if stride <= 1 {
            let over = self.nbr[cell * nd + d as usize];
            if over == NO_CELL {
                return (NO_CELL, NO_CELL);
            }
            return (over, self.nbr[over as usize * nd + d as usize]);
        }
        let (f, r) = self.board.coords[cell];
        let (_, df, dr) = self.dirs[d as usize];
        let away = |k: i32| {
            let s = i32::from(stride) * k;
            self.board
                .at(
                    i32::from(f) + s * i32::from(df),
                    i32::from(r) + s * i32::from(dr),
                )
                .unwrap_or(NO_CELL)
        };
        (away(1), away(2))
    }

    /// Per card kind and code, the moves walked at run time and the ways to
    /// enter that the card gives: its own moves, one step of its `split`,
    /// and the moves of its `for` block.
    fn card_moves(&self, t: &mut Tables) {
        let Some(cards) = &self.cards else {
            return;
        };
        let ncodes = self.code_owner.len();
        for ck in &cards.kinds {
            let (ex, en) = self.moves_by_code(&ck.programs, true);
            t.card_extra.push(ex);
            t.card_enter.push(en);
            let sx = match ck.split() {
                Some(sp) => self.moves_by_code(&sp.programs, false).0,
                None => vec![Vec::new(); ncodes],
            };
            t.split_extra.push(sx);
            let (bx, be) = match ck.behalf() {
                Some(b) => self.moves_by_code(&b.programs, true),
                None => (vec![Vec::new(); ncodes], vec![Vec::new(); ncodes]),
            };
            t.behalf_extra.push(bx);
            t.behalf_enter.push(be);
        }
    }

    /// For programs indexed by `code - 1`: per code, the moves walked at run
    /// time and (if `enters`) the ways to enter; code 0 has none.
    fn moves_by_code(
        &self,
        programs: &[Program],
        enters: bool,
    ) -> (Vec<Vec<Extra>>, Vec<Vec<EnterEntry>>) {
        let ncodes = self.code_owner.len();
        let mut ex = vec![Vec::new(); ncodes];
        let mut en = vec![Vec::new(); ncodes];
        for (i, prog) in programs.iter().enumerate() {
            ex[i + 1] = program_extras(prog);
            if enters {
                en[i + 1] = self.program_enters(i + 1, prog);
            }
        }
        (ex, en)
    }

    /// The summary flags: which paths of move generation and `apply` the
    /// game needs (`general`, `simple`).
    fn classify(&self, t: &mut Tables) {
        t.any_neutral = self.kinds.iter().any(|k| k.neutral);
        t.any_enter = t.enter.iter().any(|e| !e.is_empty());
        // Castling is played on the lean path and on the general one (with
        // stacks, a store, tracks: `engine/make/castle.rs`); the checker
        // refuses it where the general path cannot (`ludus::castle-general`).
        t.any_castle = t.castles.iter().any(|c| !c.is_empty());
        // A facing rule filters the moves as royal pieces do.
        t.any_royal |= !self.faces.is_empty();
        t.features = Features::compute(self, t);
        let f = t.features;
        // An explosion is made on the general path (`make/explode.rs`).
        t.general =
            f.0 & (Features::GENERAL_APPLY.0 | Features::AFTER_EVENTS.0 | Features::EXPLODE.0) != 0;
        t.general_rare = t.any_castle || (t.general && f.has(Features::PASSING));
        t.simple = f.within(PlanId::Simple.handles());
    }

    /// Where a program's `enter` rules put a piece of `code`: every cell of
    /// the owner's part of the zone (of the board, without a zone), with
    /// the target mask, condition, the code it is placed as, its supply and
    /// the direction it falls in.
    fn program_enters(&self, code: usize, prog: &Program) -> Vec<EnterEntry> {
        let ncells = self.board.cells();
        let owner = self.code_owner[code] as usize;
        let mut out = Vec::new();
        for en in &prog.enters {
            let member = |c: usize| match en.zone {
                Some(z) => self.zones[z as usize].member[owner * ncells + c],
                None => true,
            };
            for cell in (0..ncells).filter(|&c| member(c)) {
                out.push(EnterEntry {
                    cell: cell.narrow(),
                    mask: en.to.mask(),
                    cond: en.cond,
                    placed: en.as_code.unwrap_or_else(|| code.narrow()),
                    supply: en.supply,
                    fall: en.falling.unwrap_or(NO_DIR),
                    dup: false,
                    flips: en.flips,
                });
            }
        }
        for i in 1..out.len() {
            let (before, rest) = out.split_at_mut(i);
            let e = &mut rest[0];
            e.dup = e.fall != NO_DIR || before.iter().any(|b| b.fall != NO_DIR || b.cell == e.cell);
        }
        out
    }
}

/// The moves of a program walked at run time: slides, moves along tracks,
/// leaps by a computed distance, flying jumps (in that order).
pub fn program_extras(prog: &Program) -> Vec<Extra> {
    let mut out = Vec::new();
    for sl in &prog.slides {
        for &dir in &sl.dirs {
            out.push(Extra::Slide {
                dir,
                target: sl.to.mask(),
                min: sl.min,
                max: sl.max,
                cond: sl.cond,
                passing: sl.passing,
                onto: sl.onto,
                within: sl.within,
                avoid: sl.avoid,
                stop_in: sl.stop_in,
            });
        }
    }
    for al in &prog.alongs {
        for &dir in &al.dirs {
            out.push(Extra::Along {
                track: al.track,
                dir,
                min: al.min,
                max: al.max,
                target: al.to.mask(),
                onto: al.onto,
                until: al.until,
                cond: al.cond,
                avoid: al.avoid,
            });
        }
    }
    for ll in &prog.line_leaps {
        for &dir in &ll.dirs {
            out.push(Extra::LineLeap {
                dir,
                target: ll.to.mask(),
                cond: ll.cond,
            });
        }
    }
    for h in &prog.hops {
        out.push(Extra::Hops {
            dirs: h.dirs.iter().fold(0, |m, &d| m | 1 << d),
            over: h.over.mask(),
            chained: h.chained,
        });
    }
    for bl in &prog.blocked_leaps {
        for &(to, via) in &bl.offsets {
            out.push(Extra::BlockedLeap {
                to,
                via,
                target: bl.to.mask(),
                through: bl.through.mask(),
                cond: bl.cond,
                within: bl.within,
            });
        }
    }
    for sc in &prog.screens {
        for &dir in &sc.dirs {
            out.push(Extra::Screen {
                dir,
                target: sc.to.mask(),
                over: sc.over.mask(),
                cond: sc.cond,
            });
        }
    }
    for j in prog.jumps.iter().filter(|j| j.flying) {
        for &dir in &j.dirs {
            out.push(Extra::FlyJump {
                dir,
                over: j.over.mask(),
                max: j.max,
            });
        }
    }
    out
}

/// Adds a step entry to a cell's entries (from `start`), unless one with
/// the same destination, lift and condition is there: then the two are one
/// entry accepting what either accepts, so that two rules giving the same
/// move (`step forward-diagonal` and `step forward-left`) give it once.
fn push_step(steps: &mut Vec<StepEntry>, start: u32, e: StepEntry) {
    let same = steps[start as usize..]
        .iter_mut()
        .find(|s| s.to == e.to && s.lift == e.lift && s.cond == e.cond);
    match same {
        Some(s) => s.target |= e.target,
        None => steps.push(e),
    }
}

/// Adds a jump entry to a cell's entries (from `start`), merged like
/// [`push_step`] with one over the same cell to the same landing that
/// chains alike.
fn push_jump(jumps: &mut Vec<JumpEntry>, start: u32, e: JumpEntry) {
    let same = jumps[start as usize..].iter_mut().find(|j| {
        j.over == e.over && j.land == e.land && j.chained == e.chained && j.kind == e.kind
    });
    match same {
        Some(j) => j.target |= e.target,
        None => jumps.push(e),
    }
}

impl Game {
    /// The long jumps of a program, one per absolute direction and stride
    /// (a direction named by two rules is walked once); a stride's
    /// neighbour table is added to `t.strided` when first met.
    fn long_jumps(&self, t: &mut Tables, prog: &Program) -> Vec<LongJump> {
        let mut out: Vec<LongJump> = Vec::new();
        for j in prog.jumps.iter().filter(|j| j.long) {
            let step = if j.stride <= 1 {
                0
            } else {
                self.strided_table(t, j.stride)
            };
            for &dir in &j.dirs {
                let lj = LongJump {
                    dir,
                    target: j.over.mask(),
                    kind: j.over_kind,
                    chained: j.chained,
                    reversing: j.reversing,
                    step,
                };
                match out.iter_mut().find(|o| {
                    o.dir == dir && o.chained == j.chained && o.kind == lj.kind && o.step == step
                }) {
                    Some(o) => {
                        o.target |= lj.target;
                        o.reversing |= lj.reversing;
                    }
                    None => out.push(lj),
                }
            }
        }
        out
    }

    /// The index + 1 in `t.strided` of the neighbour table at `stride`
    /// squares (built if new).
    fn strided_table(&self, t: &mut Tables, stride: u8) -> u8 {
        if let Some(i) = t.strided.iter().position(|(s, _)| *s == stride) {
            return (i + 1).narrow();
        }
        let nd = self.dirs.len();
        let mut table = vec![NO_CELL; t.cells * nd];
        for (cell, row) in table.chunks_mut(nd).enumerate() {
            for (d, slot) in row.iter_mut().enumerate() {
                *slot = self.jump_cells(cell, d.narrow(), stride).0;
            }
        }
        t.strided.push((stride, table));
        t.strided.len().narrow()
    }
}
