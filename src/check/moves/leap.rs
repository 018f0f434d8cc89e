//! `leap (a, b) to X` (offsets) or `leap DIRS by pieces-on-line to X`.

use crate::check::errors::PieceError;
use crate::ir::{LineLeap, Narrow, OffsetLeap, Program, Target};
use crate::syntax;

use super::MoveShape;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `leap` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_leap(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Leap {
            span,
            offset,
            dirs,
            by,
            to,
            guard,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let target = self.target(to);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        if let Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant) = target {
            self.err(PieceError::LeapOntoFriend {
                target: to.text.clone(),
                span: to.span,
            });
        } else if let Some(t) = target {
            match (offset, by) {
                (Some((a, b)), _) => {
                    let (a, b): (i8, i8) = (
                        a.value.clamp(-26, 26).narrow(),
                        b.value.clamp(-26, 26).narrow(),
                    );
                    let mut offs = Vec::new();
                    for (x, y) in [(a, b), (b, a)] {
                        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                            let o = (x * sx, y * sy);
                            if !offs.contains(&o) && o != (0, 0) {
                                offs.push(o);
                            }
                        }
                    }
                    for pl in 0..np {
                        programs[ki * np + pl].leaps.push(OffsetLeap {
                            offsets: offs.clone(),
                            to: t,
                            cond,
                        });
                    }
                    self.move_shapes.push(MoveShape {
                        span: *span,
                        dirs: Vec::new(),
                        reach: 0,
                        offsets: offs,
                    });
                }
                (None, Some(measure)) => {
                    let names = dirs;
                    let dirs = self.dirs_per_player(names);
                    self.shape(names, &dirs, 1);
                    if self
                        .word(measure, "distance", &[("pieces-on-line", ())])
                        .is_some()
                    {
                        for (pl, d) in dirs.into_iter().enumerate() {
                            programs[ki * np + pl].line_leaps.push(LineLeap {
                                dirs: d,
                                to: t,
                                cond,
                            });
                        }
                    }
                }
                (None, None) => {}
            }
        }
    }
}
