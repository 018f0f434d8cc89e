//! Moves: a piece's (or a card's) move statements lowered into programs,
//! one file per move kind; and what the kinds share (the target word, the
//! distances, the shape kept for the `direction-leaves-board` warning).

mod along;
mod bear;
mod castle;
mod enter;
mod fly;
mod hop;
mod jump;
mod leap;
mod screen;
mod slide;
mod step;

use crate::check::errors::PieceError;
use crate::diag::Span;
use crate::ir::{Narrow, Program, Target};
use crate::syntax::{self, Name};

use super::{Checker, Def};

/// A move rule's shape, kept for the `direction-leaves-board` warning:
/// where its directions are written and what room it needs on the board.
pub(super) struct MoveShape {
    pub(super) span: Span,
    /// Per player: the absolute directions of the move.
    pub(super) dirs: Vec<Vec<u8>>,
    /// How many cells in a line the move needs (a step 1, a jump 2).
    pub(super) reach: u8,
    /// For `leap (a, b)`: the offsets (and no directions).
    pub(super) offsets: Vec<(i8, i8)>,
}

/// The span from the first name of a list to the end of the last.
fn names_span(names: &[Name]) -> Option<Span> {
    let (first, last) = (names.first()?, names.last()?);
    Some(Span::new(
        first.span.start,
        (last.span.start + last.span.len).saturating_sub(first.span.start),
    ))
}

impl Checker<'_> {
    /// Lowers move statements of kind `ki` into its programs (a piece's
    /// moves, or a card's moves for that kind).
    pub(in crate::check) fn lower_moves(
        &mut self,
        ki: usize,
        moves: &[syntax::MoveStmt],
        programs: &mut [Program],
    ) {
        for stmt in moves {
            match stmt {
                syntax::MoveStmt::Step { .. } => self.lower_step(ki, stmt, programs),
                syntax::MoveStmt::BearOff { .. } => self.lower_bear(ki, stmt, programs),
                syntax::MoveStmt::Slide { .. } => self.lower_slide(ki, stmt, programs),
                syntax::MoveStmt::Along { .. } => self.lower_along(ki, stmt, programs),
                syntax::MoveStmt::Enter { .. } => self.lower_enter(ki, stmt, programs),
                syntax::MoveStmt::Leap { .. } => self.lower_leap(ki, stmt, programs),
                syntax::MoveStmt::Jump { .. } => self.lower_jump(ki, stmt, programs),
                syntax::MoveStmt::Hop { .. } => self.lower_hop(ki, stmt, programs),
                syntax::MoveStmt::Fly { .. } => self.lower_fly(ki, stmt, programs),
                syntax::MoveStmt::Castle { .. } => self.lower_castle(ki, stmt, programs),
            }
        }
    }

    /// A cell condition word (`empty`, `enemy`, ...), not a defined name.
    pub(in crate::check) fn target(&mut self, n: &Name) -> Option<Target> {
        if let Some(Def::Zone(_) | Def::Piece(_) | Def::Player(_) | Def::Directions(_)) =
            self.defs.get(&n.text).map(|d| d.0)
        {
            let d = self.defs[&n.text].0;
            self.wrong_kind(
                n,
                d,
                "a cell condition (empty, enemy, friend, piece, not-friend or any)",
            );
            return None;
        }
        self.word(n, "cell condition", Target::NAMES)
    }

    /// Records a move rule's directions for the `direction-leaves-board`
    /// warning.
    pub(in crate::check) fn shape(&mut self, names: &[Name], dirs: &[Vec<u8>], reach: u8) {
        if let Some(span) = names_span(names) {
            self.move_shapes.push(MoveShape {
                span,
                dirs: dirs.to_vec(),
                reach,
                offsets: Vec::new(),
            });
        }
    }

    /// The distances `exactly N` / `max N` allow, as `(min, max)` (max 0:
    /// no limit); an out-of-range number is reported (`what`: "a slide").
    pub(in crate::check) fn distances(
        &mut self,
        exactly: &Option<syntax::Int>,
        max: &Option<syntax::Int>,
        what: &str,
    ) -> (u8, u8) {
        let mut limit = |n: &Option<syntax::Int>| -> u8 {
            match n {
                None => 0,
                Some(n) if n.value >= 1 && n.value <= 255 => n.value.narrow(),
                Some(n) => {
                    self.err(PieceError::Distance {
                        what: what.to_string(),
                        value: n.text.clone(),
                        span: n.span,
                    });
                    0
                }
            }
        };
        match (limit(exactly), limit(max)) {
            (e, _) if e > 0 => (e, e),
            (_, m) => (1, m),
        }
    }
}
