//! `quiet moves max N in a row [if COND]`: a piece of the kind makes at
//! most N moves that take nothing in a row (Frisian draughts' kings, while
//! their side has men). The limit is checked here and lowered into the
//! kind's programs; the engine keeps the count (`engine/make/quiet.rs`) and
//! refuses the tired piece's quiet moves (`engine/generate/quiet.rs`).

use crate::check::errors::PieceError;
use crate::ir::{Program, QuietLimit};
use crate::syntax;

use super::Checker;

impl Checker<'_> {
    /// Lowers the piece's `quiet moves` limit, if any, into its programs.
    pub(super) fn quiet_limit(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        programs: &mut [Program],
    ) {
        let Some(q) = p.quiet.first() else {
            return;
        };
        if let Some(second) = p.quiet.get(1) {
            self.err(PieceError::QuietTwice {
                piece: p.name.text.clone(),
                span: second.span,
                first: q.span,
            });
        }
        let cond = q.guard.as_ref().map(|c| self.cond(c));
        let max = match u8::try_from(q.max.value) {
            Ok(v) if v >= 1 => v,
            _ => {
                self.err(PieceError::QuietLimit {
                    value: q.max.text.clone(),
                    span: q.max.span,
                });
                return;
            }
        };
        let np = self.players.len();
        for prog in &mut programs[ki * np..(ki + 1) * np] {
            prog.quiet = Some(QuietLimit { max, cond });
        }
    }
}
