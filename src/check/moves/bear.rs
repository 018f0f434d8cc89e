//! `bear off [if C]`: the piece leaves the board.

use crate::ir::Program;
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `bear` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_bear(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::BearOff { guard, .. } = stmt else {
            return;
        };
        let np = self.players.len();
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        for pl in 0..np {
            programs[ki * np + pl].bear = Some(cond);
        }
    }
}
