//! `step DIRS to|onto X [lift N] [if C]`: one cell in a direction.

use crate::diag::Diagnostic;
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
            self.err(
                Diagnostic::error("ludus::onto-without-stacks", "`onto` puts a piece on top of a stack, but this board has no stacks")
                    .label(*span, "a step onto a stack")
                    .help("add `stacks unlimited` to the board, or write `to` for a board of one piece per cell"),
            );
        } else if !*onto && self.stacks {
            self.err(
                Diagnostic::error(
                    "ludus::to-on-stacks",
                    "on a board with stacks, a step ends `onto` a cell",
                )
                .label(to.span, "after `to`")
                .help(format!(
                    "write `onto {}`: the piece goes on top of what stands there",
                    to.text
                )),
            );
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
            self.err(
                Diagnostic::error(
                    "ludus::step-onto-friend",
                    format!("a step cannot end on a friendly piece (`to {}`)", to.text),
                )
                .label(to.span, "a cell holds one piece on this board")
                .help("end a step on `empty`, `enemy` (capture by replacement) or `not-friend` (either)"),
            );
        } else if let Some(t) = target {
            if lift > 1 {
                self.err(
                    Diagnostic::error(
                        "ludus::lift-without-stacks",
                        "`lift` needs a board with stacks",
                    )
                    .label(*span, "lifts more than one piece")
                    .help("add `stacks unlimited` to the board, or remove `lift`"),
                );
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
            self.err(
                Diagnostic::error(
                    "ludus::count-range",
                    format!("cannot lift {} pieces", n.text),
                )
                .label(n.span, "out of range")
                .help(format!(
                    "a move lifts 1 to {MAX_LIFT} pieces from the top of a stack"
                )),
            );
            return 1;
        }
        n.value.narrow()
    }
}
