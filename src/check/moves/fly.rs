//! `fly to X [if C]` (to any other cell of the board: Morris's flying,
//! with a condition such as `count(pieces own) <= 3`) and `step along lines
//! to X [if C]` (to a neighbour on one of the board's `lines`).

use crate::check::errors::{BoardError, PieceError};
use crate::ir::{Fly, Program, Target};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `fly` or `step along lines` of kind `ki` into the kind's
    /// programs (one per player).
    pub(super) fn lower_fly(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Fly {
            span,
            lines,
            to,
            guard,
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let target = self.target(to);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        if *lines && self.board.as_ref().is_some_and(|b| b.lines.is_empty()) {
            self.err(BoardError::NoBoardLines { span: *span });
        }
        match target {
            Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant) => {
                self.err(PieceError::LeapOntoFriend {
                    target: to.text.clone(),
                    span: to.span,
                });
            }
            Some(t) => {
                for pl in 0..np {
                    programs[ki * np + pl].flies.push(Fly {
                        lines: *lines,
                        to: t,
                        cond,
                    });
                }
            }
            None => {}
        }
    }
}
