//! `line of N` end rules on cell sets ([`LineEnd`]): a game whose first end
//! rule is `after move line of [exactly] N` and whose other rules are `no
//! moves` rules is judged by the line through the last move's landing,
//! run along each direction by shifts of the mover's cells
//! (`engine/end/fast/line_ends.rs`), and the other rules only when the
//! player to move has no move. The board is at most 64 cells, cell `i` on
//! bit `i`, every direction one shift (`ir/plans/placements.rs`).

use crate::ir::{Cond, EndCond, Game, Shift, Tables};

/// The line rule of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct LineEnd {
    /// The length of the line, and whether it must be exactly that.
    pub n: u8,
    pub exact: bool,
    /// The lines: each direction with its opposite, once.
    pub pairs: Vec<(Shift, Shift)>,
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
            if back >= nd {
                return None;
            }
            if back < d {
                continue;
            }
            pairs.push((
                self.dir_shift(t.cells, d)?.0,
                self.dir_shift(t.cells, back)?.0,
            ));
        }
        Some(Box::new(LineEnd { n, exact, pairs }))
    }
}
