//! `jump DIRS over X [chained] [flying] [max N]`: over a piece, capturing it if an enemy.

use crate::check::errors::PieceError;
use crate::ir::{Jump, MAX_CHAIN, Narrow, Program, Target};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `jump` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_jump(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Jump {
            dirs,
            over,
            chained,
            flying,
            max,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let max = match max {
            None => {
                if *flying {
                    1
                } else {
                    0
                }
            }
            Some(n) if n.value >= 1 && n.value <= MAX_CHAIN as i64 => n.value.narrow(),
            Some(n) => {
                self.err(PieceError::ChainLength {
                    value: n.text.clone(),
                    max: MAX_CHAIN,
                    span: n.span,
                });
                1
            }
        };
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        self.shape(names, &dirs, 2);
        if let Some(t) = self.target(over) {
            if t == Target::Empty || t == Target::NotFriend || t == Target::Any {
                self.err(PieceError::JumpOverEmpty { span: over.span });
            }
            for (pl, d) in dirs.into_iter().enumerate() {
                programs[ki * np + pl].jumps.push(Jump {
                    dirs: d,
                    over: t,
                    chained: *chained,
                    flying: *flying,
                    max,
                });
            }
        }
    }
}
