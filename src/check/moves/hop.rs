//! `hop DIRS over X [chained]`: over an adjacent piece to the empty cell
//! behind it, taking nothing; chained, on while it can, the move ending on
//! any cell reached (Halma, Chinese checkers).

use crate::check::errors::PieceError;
use crate::ir::{Hop, Program, Target};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `hop` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_hop(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Hop {
            dirs,
            over,
            chained,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        self.shape(names, &dirs, 2);
        let Some(t) = self.target(over) else {
            return;
        };
        if t == Target::Empty || t == Target::NotFriend || t == Target::Any {
            self.err(PieceError::JumpOverEmpty { span: over.span });
        }
        for (pl, d) in dirs.into_iter().enumerate() {
            programs[ki * np + pl].hops.push(Hop {
                dirs: d,
                over: t,
                chained: *chained,
            });
        }
    }
}
