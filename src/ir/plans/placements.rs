//! Placement games on cell sets ([`Placements`]): the `enter` moves of a
//! game whose only moves are pieces entering from an unlimited supply onto
//! empty cells, maybe falling (`falling DIR`) or flipping (`flipping
//! DIRS`), listed, counted and picked by shifts and masks of one 64-bit
//! word (`engine/generate/fast/placements.rs`); and whether such a game's
//! moves take the lean make (`Tables::place_make`,
//! `engine/make/fast/placements.rs`), on boards of any size.
//!
//! The cells are the bits of the word in their own order (cell `i` on bit
//! `i`), so a direction is one shift where every cell's neighbour that way
//! is the same number of cells on. The plan refuses a game where it is not,
//! or where an entry has a condition, a target other than an empty cell, a
//! promotion, or entries that could give one move twice (cells out of
//! order, falls whose lines meet).

use crate::ir::{Code, EndCond, EnterEntry, Game, NO_CELL, NO_DIR, Narrow, Shift, Tables, Target};

/// An entry that falls: from `cell` along a line of cells (`ray`, `cell`
/// included) whose cell numbers change by `step` per cell, `last` its end.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fall {
    pub cell: u8,
    pub ray: u64,
    pub last: u8,
    pub step: i8,
}

impl Fall {
    /// Where a piece entered here lands, given the occupied cells; `None`
    /// if the entry cell is occupied.
    #[inline(always)]
    pub fn landing(&self, occupied: u64) -> Option<u8> {
        if occupied & (1 << (self.cell & 63)) != 0 {
            return None;
        }
        self.landing_open(occupied)
    }

    /// [`Fall::landing`] where the entry cell is known to be empty.
    #[inline(always)]
    pub fn landing_open(&self, occupied: u64) -> Option<u8> {
        let blockers = self.ray & occupied;
        if blockers == 0 {
            return Some(self.last);
        }
        // The cell before the nearest piece on the line (the entry cell
        // is empty, so that cell is on the line).
        let nearest = if self.step > 0 {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        u8::try_from(i64::from(nearest) - i64::from(self.step)).ok()
    }
}

/// What one player places.
#[derive(Clone, Debug)]
pub struct PlaceSide {
    /// The code it enters (and is placed as).
    pub code: Code,
    /// The entry cells, as a set (those of `falls` too).
    pub entry: u64,
    /// The entries that fall, in the order of the entries (empty: none
    /// falls, and the entries are `entry` in increasing cell order).
    pub falls: Vec<Fall>,
    /// The directions its placements flip in (0: none).
    pub flips: u8,
    /// The falls are in increasing order of their entry cells (so the
    /// k-th empty entry cell is the k-th fall listed), and the fall of
    /// each entry cell (its index in `falls`).
    pub falls_in_order: bool,
    pub fall_at: [u8; 64],
}

impl Default for PlaceSide {
    fn default() -> PlaceSide {
        PlaceSide {
            code: 0,
            entry: 0,
            falls: Vec::new(),
            flips: 0,
            falls_in_order: false,
            fall_at: [u8::MAX; 64],
        }
    }
}

/// The set-wise placements of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct Placements {
    /// Every cell of the board.
    pub all: u64,
    /// Per direction (at most 8), the shift to the neighbour that way.
    pub shifts: [Shift; 8],
    /// Per player (two).
    pub sides: [PlaceSide; 2],
}

impl Game {
    /// Whether every move of the game is an entry from the supply onto an
    /// empty cell, placed as the piece that enters, and each player enters
    /// one code: the moves `engine/make/fast/placements.rs` makes.
    pub(in crate::ir) fn placements_only(&self, t: &Tables) -> bool {
        let empty_only = |e: &EnterEntry| e.supply && e.mask == Target::Empty.mask();
        self.players.len() == 2
            && self.kinds.len() == 1
            && t.steps.is_empty()
            && t.jumps.is_empty()
            && t.extra.iter().all(Vec::is_empty)
            && t.long.iter().all(Vec::is_empty)
            && t.castles.iter().all(Vec::is_empty)
            && !t.any_neutral
            && t.enter
                .iter()
                .enumerate()
                .all(|(code, list)| list.iter().all(|e| empty_only(e) && e.placed as usize == code))
            // No repetition: the history of turns is kept only by a pass.
            && !self
                .ends
                .iter()
                .any(|r| matches!(r.cond, EndCond::Repetition { .. }))
    }

    /// Whether the moves take the lean make of placements (`Tables::place_make`).
    pub(in crate::ir) fn place_make(&self, t: &Tables) -> bool {
        self.placements_only(t)
    }

    /// The set-wise placements, where the game allows (the module's text).
    pub(in crate::ir) fn placements_tables(&self, t: &Tables) -> Option<Box<Placements>> {
        if !self.placements_only(t) || t.cells > 64 || self.dirs.len() > 8 {
            return None;
        }
        let mut shifts = [Shift::default(); 8];
        let mut steps = [None; 8];
        for (d, (sh, step)) in shifts.iter_mut().zip(&mut steps).enumerate() {
            if let Some((s, k)) = self.dir_shift(t.cells, d) {
                (*sh, *step) = (s, Some(k));
            }
        }
        let mut sides: [PlaceSide; 2] = Default::default();
        for (p, side) in sides.iter_mut().enumerate() {
            let code = self.code(0, p.narrow());
            let list = t.enter.get(code as usize)?;
            *side = self.place_side(code, list, &steps)?;
        }
        let all = if t.cells == 64 {
            u64::MAX
        } else {
            (1u64 << t.cells) - 1
        };
        Some(Box::new(Placements { all, shifts, sides }))
    }

    /// Direction `d` as a shift on a board of `cells` cells, with its cell
    /// step: `None` if the neighbours that way are not all the same number
    /// of cells on.
    pub(in crate::ir) fn dir_shift(&self, cells: usize, d: usize) -> Option<(Shift, i8)> {
        let nd = self.dirs.len();
        let mut step = None;
        let mut from = 0u64;
        for c in 0..cells {
            let n = self.nbr[c * nd + d];
            if n == NO_CELL {
                continue;
            }
            let k = i32::from(n) - i32::try_from(c).ok()?;
            if *step.get_or_insert(k) != k {
                return None;
            }
            from |= 1 << c;
        }
        let k = step.unwrap_or(0);
        let rot = u32::try_from(k.rem_euclid(64)).ok()?;
        Some((Shift { rot, from }, i8::try_from(k).ok()?))
    }

    /// One player's entries as a [`PlaceSide`], or `None` if they do not
    /// fit (the module's text); `steps` the cell step of each direction
    /// that is a shift.
    fn place_side(
        &self,
        code: Code,
        list: &[EnterEntry],
        steps: &[Option<i8>; 8],
    ) -> Option<PlaceSide> {
        let first = list.first()?;
        let (fall, flips) = (first.fall, first.flips);
        if list
            .iter()
            .any(|e| e.cond != 0 || e.fall != fall || e.flips != flips)
            || (0..8).any(|d| flips & (1 << d) != 0 && steps[d].is_none())
        {
            return None;
        }
        let mut side = PlaceSide {
            code,
            flips,
            ..PlaceSide::default()
        };
        if fall == NO_DIR {
            // Strictly increasing cells: the bits in order, never twice.
            if list.windows(2).any(|w| w[0].cell >= w[1].cell) {
                return None;
            }
            side.entry = list.iter().fold(0, |s, e| s | 1 << e.cell);
            return Some(side);
        }
        let nd = self.dirs.len();
        let step = (*steps.get(fall as usize)?)?;
        let mut seen = 0u64;
        for e in list {
            let (mut ray, mut c) = (1u64 << e.cell, e.cell);
            loop {
                let n = self.nbr[c as usize * nd + fall as usize];
                if n == NO_CELL {
                    break;
                }
                c = n;
                ray |= 1 << c;
            }
            // Lines that meet could give one landing twice.
            if ray & seen != 0 || step == 0 {
                return None;
            }
            seen |= ray;
            side.falls.push(Fall {
                cell: e.cell,
                ray,
                last: c,
                step,
            });
        }
        side.entry = seen & list.iter().fold(0, |s, e| s | 1 << e.cell);
        side.falls_in_order = side.falls.windows(2).all(|w| w[0].cell < w[1].cell);
        for (i, f) in side.falls.iter().enumerate() {
            side.fall_at[usize::from(f.cell & 63)] = i.narrow();
        }
        Some(side)
    }
}
