//! `line of N` end rules on cell sets ([`LineEnd`]): a game whose first end
//! rule is `after move line of [exactly] N` and whose other rules are `no
//! moves` rules is judged by the line through the last move's landing
//! (`engine/end/fast/line_ends.rs`), and the other rules only when the
//! player to move has no move. The board is at most 64 cells, cell `i` on
//! bit `i`, every direction one shift (`ir/plans/placements.rs`), so that
//! the lines never close on themselves.
//!
//! The lines are kept as windows: per cell, each run of N cells along a
//! line (a direction and its opposite) that holds the cell, as a set, with
//! the cells just past its two ends. A run of at least N of a player's
//! pieces through the cell holds one of its windows whole; a run of
//! exactly N is one of them whole with neither cell past its ends the
//! player's. A look-up per window, where walking the line from the cell
//! both ways (`end/lines.rs`, the reference) reads a cell at a time. The
//! windows are kept per line through the cell, with the line's cells next
//! to it: a run of N >= 2 through the cell holds one of them, so a line
//! with neither the player's is passed over without reading its windows.

use crate::ir::{Cell, Cond, EndCond, Game, NO_CELL, Tables};

/// The most lines through a cell: one per pair of opposite directions,
/// at most four (a board of at most eight directions).
pub const MAX_LINES: usize = 4;

/// The line rule of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct LineEnd {
    /// The length of the line, and whether it must be exactly that.
    pub n: u8,
    pub exact: bool,
    /// Per cell, the lines through it (see [`LineWindows`]; the places
    /// left over hold no window and no cell).
    pub cells: Vec<[LineWindows; MAX_LINES]>,
    /// The windows: the N cells of a run, and the cells just past its ends
    /// where the run must be exactly N (none otherwise).
    pub windows: Vec<(u64, u64)>,
}

/// One line through a cell: its windows, `windows[lo..lo + len]`, and
/// `near`, the line's cells next to the cell (every cell if N is 1): a run
/// of N through the cell holds one of them.
#[derive(Clone, Copy, Debug, Default)]
pub struct LineWindows {
    pub near: u64,
    pub lo: u32,
    pub len: u32,
}

impl LineEnd {
    /// The lines through `cell` (none off the board).
    #[inline(always)]
    pub fn lines_of(&self, cell: usize) -> Option<&[LineWindows; MAX_LINES]> {
        self.cells.get(cell)
    }

    /// The windows of one line (`None` only for a line not of these
    /// tables).
    #[inline(always)]
    pub fn windows_of(&self, line: &LineWindows) -> Option<&[(u64, u64)]> {
        let lo = line.lo as usize;
        self.windows.get(lo..lo + line.len as usize)
    }
}

impl Game {
    /// The game's [`LineEnd`], where its rules and board allow.
    pub(in crate::ir) fn line_end(&self, t: &Tables) -> Option<Box<LineEnd>> {
        let nd = self.dirs.len();
        if t.cells > 64 || self.ends.iter().any(|r| r.claim) || self.cards.is_some() {
            return None;
        }
        let (first, rest) = self.ends.split_first()?;
        let (n, exact) = match first.cond {
            EndCond::AfterMove(c) if !first.anyone => match self.conds.get(c as usize)? {
                Cond::Line(n, exact) => (*n, *exact),
                _ => return None,
            },
            _ => return None,
        };
        if !rest
            .iter()
            .all(|r| matches!(r.cond, EndCond::NoMoves | EndCond::NoMovesIf(_)))
        {
            return None;
        }
        let mut pairs = Vec::new();
        for d in 0..nd {
            let back = *self.opposite.get(d)? as usize;
            if back >= nd || back == d {
                return None;
            }
            if back < d {
                continue;
            }
            // Each direction a shift: its lines run one way, never round.
            self.dir_shift(t.cells, d)?;
            self.dir_shift(t.cells, back)?;
            pairs.push((d, back));
        }
        if n == 0 || pairs.len() > MAX_LINES {
            return None;
        }
        let (mut cells, mut windows) = (Vec::new(), Vec::new());
        for c in 0..t.cells {
            let mut lines = [LineWindows::default(); MAX_LINES];
            for (line, &(d, back)) in lines.iter_mut().zip(&pairs) {
                let lo = windows.len();
                self.line_windows(c, (d, back), (n, exact), &mut windows);
                let next = |dir: usize| match self.nbr[c * nd + dir] {
                    NO_CELL => 0,
                    x => 1u64 << (x & 63),
                };
                *line = LineWindows {
                    near: if n == 1 {
                        u64::MAX
                    } else {
                        next(d) | next(back)
                    },
                    lo: u32::try_from(lo).ok()?,
                    len: u32::try_from(windows.len() - lo).ok()?,
                };
            }
            cells.push(lines);
        }
        Some(Box::new(LineEnd {
            n,
            exact,
            cells,
            windows,
        }))
    }

    /// Pushes the windows of cell `c` along the line of directions `fwd`
    /// and `back` (the module's text), for a run of `n` (`exact`: exactly).
    fn line_windows(
        &self,
        c: usize,
        (fwd, back): (usize, usize),
        (n, exact): (u8, bool),
        out: &mut Vec<(u64, u64)>,
    ) {
        let (nd, n) = (self.dirs.len(), usize::from(n));
        // Up to n cells each way: the line's cells, `c` at `at`.
        let walk = |d: usize| {
            let mut cells = Vec::new();
            let mut x = c;
            while cells.len() < n {
                let next: Cell = self.nbr[x * nd + d];
                if next == NO_CELL {
                    break;
                }
                x = usize::from(next);
                cells.push(x);
            }
            cells
        };
        let before = walk(back);
        let at = before.len();
        let line: Vec<usize> = before
            .into_iter()
            .rev()
            .chain([c])
            .chain(walk(fwd))
            .collect();
        let bit = |i: usize| line.get(i).map_or(0, |&x| 1u64 << (x & 63));
        for s in at.saturating_sub(n - 1)..=at {
            if s + n > line.len() {
                break;
            }
            let cells = (s..s + n).fold(0, |w, i| w | bit(i));
            let past = if exact {
                bit(s + n) | s.checked_sub(1).map_or(0, bit)
            } else {
                0
            };
            out.push((cells, past));
        }
    }
}
