//! Set-wise move generation ([`SetWise`]): the step and jump patterns of a
//! game compiled into shift-and-mask operations on 64-bit cell sets, where
//! the board allows it.
//!
//! The cells are laid out on the bits of one `u64` so that every direction
//! the patterns use is one shift: the cell index itself (a full grid), or on
//! a board of one square colour the layout with one ghost square per two
//! ranks (`((width + 1) * rank + file) / 2`: the diagonal neighbours of
//! every cell are then 4 and 5 bits away on 8 x 8, 5 and 6 on 10 x 10). Per
//! direction the tables hold the shift and the set of cells whose neighbour
//! that way exists, so "every man of P one step forward-left to an empty
//! cell" is `men & from & (empty >> shift)`. A piece code is set-wise for
//! its steps when all of them are plain steps to an empty cell, and for its
//! jumps when all of them are single jumps over the neighbour; the other
//! codes keep the table walk. A game uses this only if it needs none of the
//! machinery the set-wise path leaves out (see [`Game::setwise_tables`]).

use crate::ir::{Game, NO_CELL, Narrow, PlanId, SwWalk, Tables, Target};

/// The most piece codes (code 0 included) a set-wise game may have: the
/// pieces' sets are kept in an array of this size.
pub const SW_CODES: usize = 8;

/// A shift of a cell set by one direction: `(x & from)` rotated left by
/// `rot`, `from` the cells whose destination exists. A rotation is a
/// shift here: every cell of `from` has its destination on the board, so
/// no bit of `x & from` wraps round (one instruction, where a shift whose
/// sign varies takes two).
#[derive(Clone, Copy, Debug, Default)]
pub struct Shift {
    pub rot: u32,
    pub from: u64,
}

impl Shift {
    /// The destinations of the cells of `x` that have one.
    #[inline(always)]
    pub fn fwd(self, x: u64) -> u64 {
        (x & self.from).rotate_left(self.rot)
    }

    /// The cells whose destination is in `x` (a bit that wraps round lands
    /// on a cell whose destination would be off the layout: not in
    /// `from`).
    #[inline(always)]
    pub fn back(self, x: u64) -> u64 {
        x.rotate_right(self.rot) & self.from
    }
}

/// A jump by one direction: over the neighbour (`over`) to the cell beyond
/// (`land`, whose `from` is the cells where both exist); `target` is the
/// [`Target::mask`] of what the jumped cell must hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct JumpShift {
    pub over: Shift,
    pub land: Shift,
    pub target: u8,
}

/// The set-wise tables of a game (see the module's text). Fixed-size
/// arrays, so that the hot path indexes them without bounds checks.
#[derive(Clone, Debug)]
pub struct SetWise {
    /// `bit[cell]`: the cell's bit in the layout (0 past the last cell).
    pub bit: [u64; 256],
    /// `cell[i]`: the cell on bit `i` (`NO_CELL` for a ghost bit).
    pub cell: [u8; 64],
    /// Every cell of the board.
    pub all: u64,
    /// `owned[player]`: the piece codes of the player (two players at
    /// most), as a set of code bits.
    pub owned: [u8; 2],
    /// `step_ok[code]`: its steps are all set-wise, the first
    /// `nsteps[code]` of `steps[code]` in the order of its step entries;
    /// it has no other moves but jumps.
    pub step_ok: [bool; SW_CODES],
    pub nsteps: [u8; SW_CODES],
    pub steps: [[Shift; SW_DIRS]; SW_CODES],
    /// `jump_ok[code]`: its jumps are all set-wise, the first
    /// `njumps[code]` of `jumps[code]`.
    pub jump_ok: [bool; SW_CODES],
    pub njumps: [u8; SW_CODES],
    pub jumps: [[JumpShift; SW_DIRS]; SW_CODES],
    /// The codes whose steps and jumps are both set-wise, as code bits:
    /// bulk perft counts the moves of a player whose pieces are all such.
    pub whole: u8,
    /// The jump chains followed on cell sets (`ir/plans/set_jumps.rs`).
    pub walk: SwWalk,
    /// A simple game (`Tables::simple`) on at most 64 cells: apply and undo
    /// take the lean set-wise make (`engine/make/fast/sets.rs`), every change one
    /// xor of a word.
    pub lean: bool,
    /// A lean game whose every piece code is set-wise for its steps and
    /// walked for its jumps: perft lists its moves compactly
    /// (`ir/plans/sets.rs`, `engine/perft/fast/compact_moves.rs`).
    pub compact: bool,
}

/// The most step (or jump) directions of one piece code in a set-wise
/// game.
pub const SW_DIRS: usize = 8;

impl SetWise {
    /// The cell on the lowest bit of `x` (not 0).
    #[inline(always)]
    pub fn first(&self, x: u64) -> u8 {
        self.cell[x.trailing_zeros() as usize & 63]
    }

    /// The codes of the player `me` (0 or 1) that have a piece, each with
    /// its pieces' set in `pcs`.
    #[inline(always)]
    pub fn live_codes<'a>(
        &self,
        me: usize,
        pcs: &'a [u64; SW_CODES],
    ) -> impl Iterator<Item = (usize, u64)> + 'a {
        let mut codes = self.owned[me & 1];
        std::iter::from_fn(move || {
            while codes != 0 {
                let c = codes.trailing_zeros() as usize & (SW_CODES - 1);
                codes &= codes - 1;
                if pcs[c] != 0 {
                    return Some((c, pcs[c]));
                }
            }
            None
        })
    }

    /// The pieces of `p` (of the code `c`) with a single jump by the walk's
    /// directions over an `enemy` piece onto an `empty` cell.
    #[inline(always)]
    pub fn walk_starts(&self, c: usize, p: u64, (enemy, empty): (u64, u64)) -> u64 {
        let k = (self.walk.n[c] as usize).min(SW_DIRS);
        self.walk.dirs[c][..k].iter().fold(0, |cand, d| {
            cand | (p & d.over.back(enemy) & d.land.back(empty))
        })
    }
}

impl Game {
    /// The set-wise tables, if the game can use them: at most 64 cells in a
    /// layout where every direction of a step or jump is one shift, at most
    /// [`SW_CODES`] codes, one piece per cell, and none of stacks, cards,
    /// stores, tracks, neutral pieces, royal pieces, castling, en passant,
    /// flying jumps, turns of several actions or move budgets (the set-wise
    /// path leaves their checks out). Called once, after the tables are
    /// classified.
    pub fn setwise_tables(&self, t: &Tables) -> Option<Box<SetWise>> {
        if !t.features.within(PlanId::Sets.handles()) || self.code_owner.len() > SW_CODES {
            return None;
        }
        let bits = self.layouts().into_iter().find(|b| self.uniform(b))?;
        let mut sw = SetWise {
            bit: [0; 256],
            cell: [NO_CELL; 64],
            all: 0,
            owned: [0; 2],
            step_ok: [false; SW_CODES],
            nsteps: [0; SW_CODES],
            steps: [[Shift::default(); SW_DIRS]; SW_CODES],
            jump_ok: [false; SW_CODES],
            njumps: [0; SW_CODES],
            jumps: [[JumpShift::default(); SW_DIRS]; SW_CODES],
            whole: 0,
            walk: self.sw_walk(t, &bits),
            lean: t.simple && self.board.cells() <= 64,
            compact: false,
        };
        for (c, &b) in bits.iter().enumerate() {
            sw.bit[c] = 1 << b;
            sw.cell[b as usize] = c.narrow();
            sw.all |= 1 << b;
        }
        for (i, prog) in self.programs.iter().enumerate() {
            let code = i + 1;
            if let Some(o) = sw.owned.get_mut(self.code_owner[code] as usize) {
                *o |= 1 << code;
            }
            let plain = prog
                .steps
                .iter()
                .all(|s| s.to == Target::Empty && s.lift <= 1 && s.cond == 0);
            if plain && prog.leaps.is_empty() && !t.rare[code] && t.promo_choices[code].is_empty() {
                let mut steps: Vec<Shift> = Vec::new();
                for s in &prog.steps {
                    for &d in &s.dirs {
                        let sh = self.shift(&bits, d, 1);
                        // A direction named twice is one entry (`push_step`).
                        if !steps.iter().any(|x| same(x, &sh)) {
                            steps.push(sh);
                        }
                    }
                }
                if steps.len() <= SW_DIRS {
                    sw.step_ok[code] = true;
                    sw.nsteps[code] = steps.len().narrow();
                    sw.steps[code][..steps.len()].copy_from_slice(&steps);
                }
            }
            let jumps: Vec<JumpShift> = prog
                .jumps
                .iter()
                .flat_map(|j| {
                    j.dirs.iter().map(|&d| JumpShift {
                        over: self.shift(&bits, d, 1),
                        land: self.shift(&bits, d, 2),
                        target: j.over.mask(),
                    })
                })
                .collect();
            if prog
                .jumps
                .iter()
                .all(|j| !j.flying && !j.long && j.stride <= 1)
                && jumps.len() <= SW_DIRS
            {
                sw.jump_ok[code] = true;
                sw.njumps[code] = jumps.len().narrow();
                sw.jumps[code][..jumps.len()].copy_from_slice(&jumps);
            }
        }
        let whole = (1..SW_CODES).filter(|&c| sw.step_ok[c] && sw.jump_ok[c]);
        sw.whole = whole.fold(0, |a, c| a | 1 << c);
        sw.compact = sw.compact_ok(self.programs.len());
        Some(Box::new(sw))
    }

    /// The candidate layouts, each a bit per cell: the cell index (a full
    /// grid), and one ghost square per two ranks (a board of one colour).
    fn layouts(&self) -> Vec<Vec<u8>> {
        let b = &self.board;
        let n = b.cells();
        let mut out = Vec::new();
        if n <= 64 {
            out.push((0..n).map(Narrow::narrow).collect());
        }
        let w = usize::from(b.width) + 1;
        let key = |&(f, r): &(u8, u8)| w * usize::from(r) + usize::from(f);
        if let Some(first) = b.coords.first() {
            let p = key(first) % 2;
            if b.coords.iter().all(|c| key(c) % 2 == p) {
                let bits: Vec<usize> = b.coords.iter().map(|c| (key(c) - p) / 2).collect();
                if bits.iter().all(|&x| x < 64) {
                    out.push(bits.into_iter().map(Narrow::narrow).collect());
                }
            }
        }
        out
    }

    /// Whether a layout keeps the cell order, gives each cell its own bit,
    /// and makes every direction of every step and jump one shift.
    fn uniform(&self, bits: &[u8]) -> bool {
        let increasing = bits.windows(2).all(|w| w[0] < w[1]);
        let dirs = self.programs.iter().flat_map(|p| {
            p.steps
                .iter()
                .flat_map(|s| &s.dirs)
                .chain(p.jumps.iter().flat_map(|j| &j.dirs))
        });
        increasing
            && bits.last().is_none_or(|&b| b < 64)
            && dirs.into_iter().all(|&d| self.delta(bits, d).is_some())
    }

    /// The one bit distance between each cell and its neighbour in
    /// direction `d` in a layout, if it is the same for every cell.
    fn delta(&self, bits: &[u8], d: u8) -> Option<i32> {
        let nd = self.dirs.len();
        let mut delta = None;
        for (c, &b) in bits.iter().enumerate() {
            let to = self.nbr[c * nd + d as usize];
            if to == NO_CELL {
                continue;
            }
            let x = i32::from(bits[to as usize]) - i32::from(b);
            if *delta.get_or_insert(x) != x {
                return None;
            }
        }
        Some(delta.unwrap_or(0))
    }

    /// The shift `k` steps in direction `d` (a layout where it is uniform).
    pub(in crate::ir) fn shift(&self, bits: &[u8], d: u8, k: usize) -> Shift {
        let nd = self.dirs.len();
        let delta = self.delta(bits, d).unwrap_or(0) * i32::try_from(k).unwrap_or(1);
        let mut from = 0u64;
        for (c, &b) in bits.iter().enumerate() {
            let mut to = c;
            for _ in 0..k {
                if to != NO_CELL as usize {
                    to = self.nbr[to * nd + d as usize] as usize;
                }
            }
            if to != NO_CELL as usize {
                from |= 1 << b;
            }
        }
        let amount = delta.unsigned_abs().min(63);
        Shift {
            rot: if delta >= 0 {
                amount
            } else {
                (64 - amount) % 64
            },
            from,
        }
    }
}

/// Two shifts of the same direction.
fn same(a: &Shift, b: &Shift) -> bool {
    a.rot == b.rot && a.from == b.from
}

// Whether perft may list a set-wise game's moves compactly
// ([`SetWise::compact`]): a lean game (`SetWise::lean`: simple, at most 64
// cells) where every piece code steps set-wise and has its jumps walked
// set-wise (`ir/plans/set_jumps.rs`). Its moves are then a start and a landing
// cell, the codes before and after, and the captured cells as one set of
// the layout, and a move changes the position by a few xors of words
// (`engine/perft/fast/compact_moves.rs`, `engine/perft/fast/compact.rs`). Checkers uses it.

impl SetWise {
    /// Whether the game of these tables, with `codes` piece codes (1 to
    /// `codes`), may take the compact listing.
    pub(in crate::ir) fn compact_ok(&self, codes: usize) -> bool {
        self.lean && codes < SW_CODES && (1..=codes).all(|c| self.step_ok[c] && self.walk.ok[c])
    }
}
