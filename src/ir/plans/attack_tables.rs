//! Attack queries compiled from the capture rules ([`AttackTables`]): per
//! attacking player and cell, the reverse of every rule that captures, so
//! that "is the piece on X capturable by a move of P" is a few table
//! walks instead of a generation of P's moves. Built once by
//! [`Game::build_tables`](crate::ir::Game::build_tables).
//!
//! - a step or offset leap capturing in direction d: a piece of kind K of P
//!   stands on the cell X - d (a list of (cell, code) per X);
//! - a jump over X from Y landing on L: K of P on Y and L empty;
//! - a slide capturing in direction d: from X walk -d over empty cells to
//!   the first piece; it is K of P, at an allowed distance;
//! - a leap by the pieces on the line (`leap … by pieces-on-line`): K of P
//!   as many cells back from X as there are pieces on the line through X;
//! - a flying jump: walk back from X over jumpable pieces with empty
//!   landings behind them to a K of P, within its maximum of captures.
//!
//! Rules the compiler cannot turn into tables (conditions, zones, chained or
//! long jumps, moves along tracks, entering, cards, stacks, capture
//! criteria, turns of several actions) leave [`AttackTables::exact`] false:
//! the engine then generates the attacker's captures as before, so that
//! exactness never depends on this fast path.

use crate::ir::{
    Cell, Code, Cond, Extra, Features, Game, NO_CELL, Narrow, REL_EMPTY, REL_EN_PASSANT, REL_ENEMY,
    StepEntry, Tables,
};

/// A step or leap that captures: a piece of `code` on `from` takes X.
#[derive(Clone, Copy, Debug)]
pub struct StepAttack {
    pub from: u8,
    pub code: Code,
}

/// A (not chained) jump over X: a piece of `code` on `from` lands on `land`,
/// which must be empty.
#[derive(Clone, Copy, Debug)]
pub struct JumpAttack {
    pub from: u8,
    pub land: u8,
    pub code: Code,
}

/// A step of `code` from `from` onto X when X is the en-passant cell
/// (`to en-passant`); `step`: its index in [`Tables::steps`].
#[derive(Clone, Copy, Debug)]
pub struct EpStep {
    pub from: u8,
    pub code: Code,
    pub step: u32,
}

/// A slide of `code` that captures at a distance in `min..=max` (`max` 0:
/// no limit).
#[derive(Clone, Copy, Debug)]
pub struct RayAttack {
    pub code: Code,
    pub min: u8,
    pub max: u8,
}

/// The slides of one attacker that arrive along one direction: walked
/// from X in `back` (the opposite of the slides' direction).
#[derive(Clone, Debug)]
pub struct RayGroup {
    pub back: u8,
    pub slides: Vec<RayAttack>,
    /// Every slide of the group captures at any distance (`min` at most 1,
    /// no `max`): the piece met is checked by its code alone.
    pub unranged: bool,
}

/// A leap by the pieces on the line (`dir`: the leap's direction) or a
/// flying jump (with what it may jump `over` and at most `max` captures).
#[derive(Clone, Copy, Debug)]
pub struct LineAttack {
    pub dir: u8,
    pub code: Code,
    pub over: u8,
    pub max: u8,
}

/// A leap through a cell that takes X (`leap … through Y`, Xiangqi's
/// horse): a piece of `code` on `from` takes X when the cell `via` holds
/// what `through` admits (a mask of relations to the attacker).
#[derive(Clone, Copy, Debug)]
pub struct LeapAttack {
    pub from: Cell,
    pub via: Cell,
    pub code: Code,
    pub through: u8,
}

/// A slide over a screen that takes X (`slide DIRS to enemy over Y`,
/// Xiangqi's cannon): walked from X in `back` over empty cells to the
/// screen, which `over` admits, then over empty cells to a piece of `code`.
#[derive(Clone, Copy, Debug)]
pub struct ScreenAttack {
    pub back: u8,
    pub code: Code,
    pub over: u8,
}

/// A facing rule (`no KIND facing KIND along DIRS`) read as an attack on
/// the victim's royal piece of code `mine`: walked from it in `dir` over
/// empty cells, the first piece is the attacker's `other`.
#[derive(Clone, Copy, Debug)]
pub struct FaceAttack {
    pub dir: u8,
    pub mine: Code,
    pub other: Code,
}

/// The attack queries of a game (see the module's text).
#[derive(Clone, Debug, Default)]
pub struct AttackTables {
    /// The tables answer exactly for every capture rule of the game; if
    /// false, the engine generates the captures instead.
    pub exact: bool,
    /// `attacked(…)` is asked in a move's or a card's condition (set by the
    /// checker): the tables are then the only way the moves judge it, not
    /// a fast path, and `Game::without` keeps them.
    pub asked_in_moves: bool,
    pub cells: usize,
    /// `step_at[p * cells + x]`: the range of `steps` that take X for P.
    pub step_at: Vec<(u32, u32)>,
    pub steps: Vec<StepAttack>,
    /// `step_from[p * cells + x]`: the cells of the `steps` that take X for
    /// P, as one set (boards of at most 64 cells; empty otherwise): if none
    /// of P's pieces stands on one, the list need not be read.
    pub step_from: Vec<u64>,
    /// `jump_at[p * cells + x]`: the range of `jumps` over X for P.
    pub jump_at: Vec<(u32, u32)>,
    pub jumps: Vec<JumpAttack>,
    /// `rays[p]`: P's capturing slides, grouped by the direction walked.
    pub rays: Vec<Vec<RayGroup>>,
    /// `line_leaps[p]`, `flying[p]`: P's capturing leaps by the pieces on
    /// the line, and flying jumps.
    pub line_leaps: Vec<Vec<LineAttack>>,
    pub flying: Vec<Vec<LineAttack>>,
    /// `danger[p * cells + x]`: the landings that a jump of P over X needs
    /// empty. A move that vacates none of them, pins no piece, captures
    /// only where it lands and touches no line of a leap by the pieces on
    /// the line or of a flying jump of P that reaches X cannot make X
    /// attacked (the engine adds the pins and those lines).
    pub danger: Vec<[u64; 4]>,
    /// `ep_at[p * cells + x]`: the range of `ep_steps` of P's pieces that
    /// step onto X when it is the en-passant cell.
    pub ep_at: Vec<(u32, u32)>,
    pub ep_steps: Vec<EpStep>,
    /// `leap_at[p * cells + x]`: the range of `leaps` (through a cell)
    /// that take X for P.
    pub leap_at: Vec<(u32, u32)>,
    pub leaps: Vec<LeapAttack>,
    /// `screens[p]`: P's slides over a screen that capture.
    pub screens: Vec<Vec<ScreenAttack>>,
    /// Some leap through a cell or slide over a screen captures: the
    /// queries ask them (`legality/fast/screens.rs`).
    pub beyond: bool,
    /// `faces[p]`: the facing rules as attacks of P (games of two players
    /// whose facing rules name royal kinds); judged by the royal filter
    /// only, never by `attacked(…)`, which asks captures.
    pub faces: Vec<Vec<FaceAttack>>,
}

impl AttackTables {
    #[inline(always)]
    pub fn steps_at(&self, p: u8, x: u8) -> &[StepAttack] {
        let (a, b) = self.step_at[p as usize * self.cells + x as usize];
        &self.steps[a as usize..b as usize]
    }

    /// Whether a piece of P on one of the cells `own` (P's cells, the
    /// board's first 64) may stand where a step of P takes X.
    #[inline(always)]
    pub fn steps_possible(&self, p: u8, x: u8, own: u64) -> bool {
        self.step_from
            .get(p as usize * self.cells + x as usize)
            .is_none_or(|&m| m & own != 0)
    }

    #[inline(always)]
    pub fn jumps_at(&self, p: u8, x: u8) -> &[JumpAttack] {
        let (a, b) = self.jump_at[p as usize * self.cells + x as usize];
        &self.jumps[a as usize..b as usize]
    }

    #[inline(always)]
    pub fn leaps_at(&self, p: u8, x: Cell) -> &[LeapAttack] {
        let (a, b) = self.leap_at[p as usize * self.cells + usize::from(x)];
        &self.leaps[a as usize..b as usize]
    }

    #[inline(always)]
    pub fn ep_steps_at(&self, p: u8, x: u8) -> &[EpStep] {
        let (a, b) = self.ep_at[p as usize * self.cells + x as usize];
        &self.ep_steps[a as usize..b as usize]
    }

    #[inline(always)]
    pub fn danger_at(&self, p: u8, x: u8) -> &[u64; 4] {
        &self.danger[p as usize * self.cells + x as usize]
    }
}

/// Whether every `enter` of the game is a drop: onto an empty cell only,
/// flipping nothing (it takes nothing, and only blocks lines: the royal
/// filter judges a drop by putting the piece on its cell,
/// `legality/fast/filter.rs`).
fn drops_only(t: &Tables) -> bool {
    // (Cards, whose entries are kept apart, leave the tables inexact.)
    t.enter
        .iter()
        .flatten()
        .all(|e| e.mask == REL_EMPTY && e.flips == 0)
}

/// Collected while reading the rules, before being laid out per cell.
#[derive(Default)]
struct Reverse {
    steps: Vec<Vec<StepAttack>>,
    jumps: Vec<Vec<JumpAttack>>,
    ep: Vec<Vec<EpStep>>,
    leaps: Vec<Vec<LeapAttack>>,
}

impl Game {
    /// The attack tables of the game, from its move tables `t` (already
    /// built) and programs.
    pub(in crate::ir) fn build_attacks(&self, t: &Tables) -> AttackTables {
        let np = self.players.len();
        let cells = t.cells;
        let mut a = AttackTables {
            exact: self.attacks_tabled(t),
            asked_in_moves: false,
            cells,
            rays: vec![Vec::new(); np],
            line_leaps: vec![Vec::new(); np],
            flying: vec![Vec::new(); np],
            screens: vec![Vec::new(); np],
            faces: self.face_attacks(t),
            ..AttackTables::default()
        };
        let mut rev = Reverse {
            steps: vec![Vec::new(); np * cells],
            jumps: vec![Vec::new(); np * cells],
            ep: vec![Vec::new(); np * cells],
            leaps: vec![Vec::new(); np * cells],
        };
        for code in 1..self.code_owner.len() {
            let p = self.code_owner[code] as usize;
            if p >= np {
                // Neutral pieces: `any_neutral` has cleared `exact`.
                continue;
            }
            a.exact &= self.reverse_code(t, code.narrow(), p, &mut rev, &mut a);
        }
        for slot in 0..np * cells {
            let s0: u32 = a.steps.len().narrow();
            a.steps.extend(&rev.steps[slot]);
            a.step_at.push((s0, a.steps.len().narrow()));
            let j0: u32 = a.jumps.len().narrow();
            a.jumps.extend(&rev.jumps[slot]);
            a.jump_at.push((j0, a.jumps.len().narrow()));
            let e0: u32 = a.ep_steps.len().narrow();
            a.ep_steps.extend(&rev.ep[slot]);
            a.ep_at.push((e0, a.ep_steps.len().narrow()));
            let l0: u32 = a.leaps.len().narrow();
            a.leaps.extend(&rev.leaps[slot]);
            a.leap_at.push((l0, a.leaps.len().narrow()));
        }
        a.beyond = !a.leaps.is_empty() || a.screens.iter().any(|s| !s.is_empty());
        if cells <= 64 {
            a.step_from = a
                .step_at
                .iter()
                .map(|&(s0, s1)| {
                    a.steps[s0 as usize..s1 as usize]
                        .iter()
                        .fold(0u64, |m, s| m | 1u64 << s.from)
                })
                .collect();
        }
        a.exact &= self.lines_simple();
        a.danger = (0..np * cells)
            .map(|slot| self.danger_cells(&a, (slot / cells).narrow(), (slot % cells).narrow()))
            .collect();
        a
    }

    /// The game-wide features that the tables cannot answer for: the
    /// captures are then generated.
    fn attacks_tabled(&self, t: &Tables) -> bool {
        // The general path's features, but `after move` rules: they only
        // count, and change no capture (Three-check's checks).
        // A store changes no capture either: what it holds only enters.
        let general_captures = t.features.0 & Features::GENERAL_APPLY.0 & !Features::STORE.0 != 0;
        !general_captures
            && !t.any_neutral
            && drops_only(t)
            && !self.capture.groups.capture
            && !t.chains
            && !self.stacks
            && !self.mandatory_capture
            && !self.capture.any()
            && self.turn.budget == 0
            && self.cards.is_none()
            && self.faces_tabled(t)
            && self.explode.is_none()
    }

    /// Adds the reverse patterns of the capture rules of `code` (owned by
    /// `p`); false if one of them cannot be tabled.
    fn reverse_code(
        &self,
        t: &Tables,
        code: Code,
        p: usize,
        rev: &mut Reverse,
        a: &mut AttackTables,
    ) -> bool {
        let cells = t.cells;
        let mut ok = true;
        for from in 0..cells {
            let e = t.entries(code, from.narrow());
            for (i, s) in t.steps_from(e).iter().enumerate() {
                if s.target & REL_EN_PASSANT != 0 {
                    rev.ep[p * cells + s.to as usize].push(EpStep {
                        from: from.narrow(),
                        code,
                        step: (e.steps.0 as usize + i).narrow(),
                    });
                }
                if s.target & REL_ENEMY == 0 {
                    continue;
                }
                // A condition on the cell alone (`if in ZONE`) is decided
                // here, cell by cell; any other makes the step slow.
                match self.cell_cond(s, p, from) {
                    Some(false) => continue,
                    Some(true) => {}
                    None => ok &= !s.slow,
                }
                rev.steps[p * cells + s.to as usize].push(StepAttack {
                    from: from.narrow(),
                    code,
                });
            }
            for j in t.jumps_from(e) {
                if j.target & REL_ENEMY == 0 {
                    continue;
                }
                // A chain may take X at a later jump, and a jump of one
                // kind only (`over enemy man`) is not in the tables: not tabled.
                ok &= !j.chained && j.kind == 0;
                rev.jumps[p * cells + j.over as usize].push(JumpAttack {
                    from: from.narrow(),
                    land: j.land,
                    code,
                });
            }
            for x in &t.extra[code as usize] {
                self.reverse_beyond(code, (p, from.narrow()), x, rev);
            }
        }
        // A royal piece that leaves an en-passant cell could be taken en
        // passant: the tables do not ask the en-passant cell.
        let passing_royal = t.royal[code as usize]
            && t.extra[code as usize]
                .iter()
                .any(|x| matches!(x, Extra::Slide { passing: true, .. }));
        ok &= !passing_royal;
        for x in &t.extra[code as usize] {
            ok &= self.reverse_extra(code, p, x, a);
        }
        ok
    }

    /// The reverse of one move walked at run time; false if it captures in
    /// a way the tables cannot say.
    fn reverse_extra(&self, code: Code, p: usize, x: &Extra, a: &mut AttackTables) -> bool {
        match *x {
            Extra::Slide {
                dir,
                target,
                min,
                max,
                cond,
                onto,
                within,
                avoid,
                stop_in,
                ..
            } => {
                if target & REL_ENEMY == 0 || onto || self.stacks {
                    return true;
                }
                if short_within(x) {
                    // As steps, in `reverse_beyond`.
                    return true;
                }
                let back = self.opposite[dir as usize];
                let groups = &mut a.rays[p];
                let slide = RayAttack { code, min, max };
                let unranged = min <= 1 && max == 0;
                match groups.iter_mut().find(|g| g.back == back) {
                    Some(g) => {
                        g.slides.push(slide);
                        g.unranged &= unranged;
                    }
                    None => groups.push(RayGroup {
                        back,
                        slides: vec![slide],
                        unranged,
                    }),
                }
                cond == 0 && within == 0 && avoid == 0 && stop_in == 0
            }
            // A hop takes nothing.
            Extra::Hops { .. } => true,
            Extra::LineLeap { dir, target, cond } => {
                if target & REL_ENEMY == 0 {
                    return true;
                }
                a.line_leaps[p].push(LineAttack {
                    dir,
                    code,
                    over: 0,
                    max: 0,
                });
                cond == 0
            }
            Extra::FlyJump { dir, over, max } => {
                if over & REL_ENEMY != 0 {
                    a.flying[p].push(LineAttack {
                        dir,
                        code,
                        over,
                        max,
                    });
                }
                true
            }
            Extra::Along { target, .. } => target & REL_ENEMY == 0,
            // Leaps through a cell: in `reverse_beyond`.
            Extra::BlockedLeap { target, cond, .. } => target & REL_ENEMY == 0 || cond == 0,
            Extra::Screen {
                dir,
                target,
                over,
                cond,
            } => {
                if target & REL_ENEMY == 0 {
                    return true;
                }
                a.screens[p].push(ScreenAttack {
                    back: self.opposite[dir as usize],
                    code,
                    over,
                });
                cond == 0
            }
        }
    }

    /// Whether walking back along the opposite direction always returns to
    /// the cell walked from, and every walk in one direction leaves the
    /// board (no line closes on itself): the reverse walks rely on both.
    fn lines_simple(&self) -> bool {
        let nd = self.dirs.len();
        let cells = self.board.cells();
        (0..cells).all(|c| {
            (0..nd).all(|d| {
                let n = self.nbr[c * nd + d];
                let back = n == NO_CELL
                    || self.nbr[n as usize * nd + self.opposite[d] as usize] as usize == c;
                let mut at = c;
                let mut steps = 0;
                while at != NO_CELL as usize && steps <= cells {
                    at = self.nbr[at * nd + d] as usize;
                    steps += 1;
                }
                back && at == NO_CELL as usize
            })
        })
    }

    /// The landings a jump of `p` over `x` needs empty (see
    /// [`AttackTables::danger`]).
    fn danger_cells(&self, a: &AttackTables, p: u8, x: u8) -> [u64; 4] {
        let mut bits = [0u64; 4];
        for j in a.jumps_at(p, x) {
            bits[(j.land >> 6) as usize] |= 1u64 << (j.land & 63);
        }
        bits
    }
}

/// Whether `x` is a slide of at most one cell `within` a zone, with no
/// other condition: it takes as a step onto the zone's cells does.
fn short_within(x: &Extra) -> bool {
    matches!(
        *x,
        Extra::Slide {
            min: 0 | 1,
            max: 1,
            cond: 0,
            within: 1..,
            avoid: 0,
            stop_in: 0,
            onto: false,
            ..
        }
    )
}

impl Game {
    /// The reverse of the captures of `code` (owned by `p`) from `from`
    /// that the tables ask cell by cell: leaps through a cell, and slides
    /// of one cell within a zone (as steps).
    fn reverse_beyond(&self, code: Code, (p, from): (usize, Cell), x: &Extra, rev: &mut Reverse) {
        let cells = self.board.cells();
        let inside = |within: u16, to: Cell| {
            within == 0 || self.zones[within as usize - 1].member[p * cells + usize::from(to)]
        };
        match *x {
            Extra::Slide {
                dir,
                target,
                within,
                ..
            } if target & REL_ENEMY != 0 && !self.stacks && short_within(x) => {
                let to = self.nbr[usize::from(from) * self.dirs.len() + dir as usize];
                if to != NO_CELL && inside(within, to) {
                    rev.steps[p * cells + usize::from(to)].push(StepAttack { from, code });
                }
            }
            Extra::BlockedLeap {
                to,
                via,
                target,
                through,
                cond: 0,
                within,
            } if target & REL_ENEMY != 0 => {
                let (f, r) = self.board.coords[usize::from(from)];
                let at = |(df, dr): (i8, i8)| {
                    self.board
                        .at(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr))
                };
                if let (Some(via), Some(to)) = (at(via), at(to))
                    && inside(within, to)
                {
                    rev.leaps[p * cells + usize::from(to)].push(LeapAttack {
                        from,
                        via,
                        code,
                        through,
                    });
                }
            }
            _ => {}
        }
    }

    /// Whether the royal filter can judge the facing rules as attacks: two
    /// players, and each rule's first kind royal for both.
    fn faces_tabled(&self, t: &Tables) -> bool {
        self.faces.is_empty()
            || (self.players.len() == 2
                && self
                    .faces
                    .iter()
                    .all(|f| (0..2).all(|v| t.royal[usize::from(self.code(f.kind, v))])))
    }

    /// The facing rules as attacks (`AttackTables::faces`), per attacker.
    fn face_attacks(&self, t: &Tables) -> Vec<Vec<FaceAttack>> {
        let np = self.players.len();
        let mut out = vec![Vec::new(); np];
        if np != 2 || !self.faces_tabled(t) {
            return out;
        }
        for f in &self.faces {
            for v in 0..2u8 {
                let foe = 1 - v;
                for &dir in f.dirs.get(usize::from(v)).into_iter().flatten() {
                    out[usize::from(foe)].push(FaceAttack {
                        dir,
                        mine: self.code(f.kind, v),
                        other: self.code(f.other, foe),
                    });
                }
            }
        }
        out
    }
}

impl Game {
    /// Whether the condition of step `s` from `cell` holds for its player
    /// `p`, where it depends on the cell alone (`in ZONE`, `and`, `or`,
    /// `not` of them) and is the step's only check; `None` otherwise.
    fn cell_cond(&self, s: &StepEntry, p: usize, cell: usize) -> Option<bool> {
        if s.cond == 0 || s.lift > 1 || self.stack_limit > 0 {
            return None;
        }
        self.cond_at(&self.conds[s.cond as usize], p, cell)
    }

    /// The value of `c` for player `p` at `cell`, if the cell alone
    /// decides it.
    fn cond_at(&self, c: &Cond, p: usize, cell: usize) -> Option<bool> {
        let cells = self.board.cells();
        match c {
            Cond::True => Some(true),
            Cond::In(z) => Some(self.zones[*z as usize].member[p * cells + cell]),
            Cond::Not(inner) => self.cond_at(inner, p, cell).map(|v| !v),
            Cond::And(parts) => parts
                .iter()
                .try_fold(true, |all, q| Some(all & self.cond_at(q, p, cell)?)),
            Cond::Or(parts) => parts
                .iter()
                .try_fold(false, |any, q| Some(any | self.cond_at(q, p, cell)?)),
            _ => None,
        }
    }
}
