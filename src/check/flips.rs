//! Adjacent flips: `flips adjacent DIRS` (after each move of the piece,
//! the enemy pieces next to where it stopped along DIRS become the
//! mover's), lowered into each program's `flips_adjacent`.

use crate::check::errors::PieceError;
use crate::ir::Program;
use crate::syntax::{self, MoveStmt};

use super::Checker;

impl Checker<'_> {
    /// The adjacent flips of kind `ki`, written into its programs (one per
    /// player).
    pub(super) fn flips_adjacent(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        programs: &mut [Program],
    ) {
        let Some((span, dirs)) = &p.flips_adjacent else {
            return;
        };
        if dirs.is_empty() {
            self.err(PieceError::FlipWithoutDirections {
                piece: p.name.text.clone(),
                span: *span,
            });
            return;
        }
        // A move of several landings, or flips between (`flipping`), keep
        // their own records where the flips of a move are written.
        let clash = p.moves.iter().find_map(|m| match m {
            MoveStmt::Jump { span, .. } | MoveStmt::Hop { span, .. } => Some(*span),
            MoveStmt::Enter { span, flipping, .. } if !flipping.is_empty() => Some(*span),
            _ => None,
        });
        if let Some(other) = clash {
            self.err(PieceError::FlipsAdjacentClash {
                piece: p.name.text.clone(),
                what: "a jump, a hop or a placement `flipping` between".into(),
                span: *span,
                other,
            });
        } else if self.stacks {
            self.err(PieceError::FlipsAdjacentClash {
                piece: p.name.text.clone(),
                what: "a board with stacks".into(),
                span: *span,
                other: *span,
            });
        }
        let np = self.players.len();
        for (pl, d) in self.dirs_per_player(dirs).into_iter().enumerate().take(np) {
            programs[ki * np + pl].flips_adjacent = d.iter().fold(0u8, |m, &d| m | 1 << (d & 7));
        }
    }
}
