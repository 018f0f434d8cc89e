//! `step DIRS to|onto X [lift N] [if C]`: one cell in a direction.

use crate::check::errors::PieceError;
use crate::ir::{MAX_LIFT, Narrow, Program, Step, Target};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `step` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_step(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Step {
            span,
            dirs,
            to,
            onto,
            lift,
            guard,
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        self.shape(names, &dirs, 1);
        let target = self.target(to);
        let lift = self.lift(lift.as_ref());
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        if *onto && !self.stacks {
            self.err(PieceError::OntoWithoutStacks {
                mover: "step",
                span: *span,
            });
        } else if !*onto && self.stacks {
            self.err(PieceError::StepToOnStacks {
                target: to.text.clone(),
                span: to.span,
            });
        } else if *onto {
            if let Some(t) = target {
                for (pl, d) in dirs.into_iter().enumerate() {
                    programs[ki * np + pl].steps.push(Step {
                        dirs: d,
                        to: t,
                        lift,
                        cond,
                    });
                }
            }
        } else if let Some(Target::Friend | Target::Piece | Target::Any) = target {
            self.err(PieceError::StepOntoFriend {
                target: to.text.clone(),
                span: to.span,
            });
        } else if let Some(t) = target {
            if lift > 1 {
                self.err(PieceError::LiftWithoutStacks { span: *span });
            }
            for (pl, d) in dirs.into_iter().enumerate() {
                programs[ki * np + pl].steps.push(Step {
                    dirs: d,
                    to: t,
                    lift: 1,
                    cond,
                });
            }
        }
    }

    /// `lift N`: 1 to 8 pieces.
    fn lift(&mut self, n: Option<&syntax::Int>) -> u8 {
        let Some(n) = n else { return 1 };
        if n.value < 1 || n.value > MAX_LIFT as i64 {
            self.err(PieceError::LiftCount {
                value: n.text.clone(),
                max: MAX_LIFT,
                span: n.span,
            });
            return 1;
        }
        n.value.narrow()
    }
}
