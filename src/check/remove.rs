//! `then remove enemy after line [except in line]`: after a move that fills
//! one of the board's lines with the mover's pieces, the mover removes an
//! enemy piece in the same turn (Morris's mill). The words are checked
//! here; the piece's moves must land once (the removal is kept beside the
//! landing), and the piece may not also shoot.

use crate::check::errors::BoardError;
use crate::ir::Program;
use crate::syntax::{self, MoveStmt, Name};

use super::Checker;

impl Checker<'_> {
    /// Lowers the piece's `then remove`, if any, into its programs.
    pub(super) fn remove_rule(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        programs: &mut [Program],
    ) {
        let Some(r) = &p.remove else {
            return;
        };
        let mut ok = self.remove_word(&r.whose, "enemy") & self.remove_word(&r.after, "line");
        if let Some(e) = &r.except {
            ok &= self.remove_word(e, "line");
        }
        if self.board.as_ref().is_some_and(|b| b.lines.is_empty()) {
            self.err(BoardError::NoBoardLines { span: r.span });
            ok = false;
        }
        if let Some((span, ..)) = &p.shoot {
            self.remove_clash("a piece that does not shoot", "then shoot", *span);
            ok = false;
        }
        for m in &p.moves {
            let word = match m {
                MoveStmt::Jump { .. } => "jump",
                MoveStmt::Hop { .. } => "hop",
                MoveStmt::Castle { .. } => "castle",
                MoveStmt::BearOff { .. } => "bear off",
                _ => continue,
            };
            self.remove_clash("moves that land once", word, m.span());
            ok = false;
        }
        if ok {
            let np = self.players.len();
            for prog in &mut programs[ki * np..(ki + 1) * np] {
                prog.remove = Some(r.except.is_some());
            }
        }
    }

    /// Whether `n` is the word `want`; an error if not.
    fn remove_word(&mut self, n: &Name, want: &str) -> bool {
        if n.text == want {
            return true;
        }
        self.remove_clash(want, &n.text, n.span);
        false
    }

    fn remove_clash(&mut self, expected: &str, found: &str, span: crate::diag::Span) {
        self.err(BoardError::RemoveRule {
            expected: expected.to_string(),
            found: found.to_string(),
            span,
        });
    }
}
