//! `leap (a, b) to X` (offsets) or `leap DIRS by pieces-on-line to X`.

use crate::check::errors::PieceError;
use crate::ir::{BlockedLeap, LineLeap, Narrow, OffsetLeap, Program, Target};
use crate::syntax::{self, Name};

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
            through,
            within,
            forward,
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
                    if *forward && (through.is_some() || within.is_some()) {
                        self.err(PieceError::LeapForwardThrough { span: *span });
                    } else if *forward {
                        self.lower_forward_leap(ki, (a, b), t, cond, span, programs);
                    } else if through.is_some() || within.is_some() {
                        self.lower_blocked_leap(ki, (&offs, t, cond), through, within, programs);
                    } else {
                        for pl in 0..np {
                            programs[ki * np + pl].leaps.push(OffsetLeap {
                                offsets: offs.clone(),
                                to: t,
                                cond,
                            });
                        }
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

    /// `leap (a, b) forward`: per player, the offsets `a` cells to either
    /// side and `b` toward the player's `forward` (n, e, s or w).
    fn lower_forward_leap(
        &mut self,
        ki: usize,
        (a, b): (i8, i8),
        to: Target,
        cond: u16,
        span: &crate::diag::Span,
        programs: &mut [Program],
    ) {
        let np = self.players.len();
        let hex = self.board.as_ref().is_some_and(|b| b.hex);
        for pl in 0..np {
            // The forward direction, eighth-turns clockwise from n.
            let (fx, fy): (i8, i8) = match self.forward.get(pl).copied().flatten() {
                Some(0) if !hex => (0, 1),
                Some(2) if !hex => (1, 0),
                Some(4) if !hex => (0, -1),
                Some(6) if !hex => (-1, 0),
                _ => {
                    self.err(PieceError::LeapForwardDirection {
                        player: self.players[pl].clone(),
                        span: *span,
                    });
                    continue;
                }
            };
            let mut offsets = Vec::new();
            for side in [a, -a] {
                // Sideways is the forward line turned a quarter.
                let o = (side * fy.abs() + b * fx, side * fx.abs() + b * fy);
                if !offsets.contains(&o) && o != (0, 0) {
                    offsets.push(o);
                }
            }
            programs[ki * np + pl]
                .leaps
                .push(OffsetLeap { offsets, to, cond });
        }
    }

    /// A leap through a cell (`leap (a, b) through X to Y [within Z]`):
    /// the offsets `offs`, target and condition; per offset the cell gone
    /// through is a straight step along the longer side (a diagonal one
    /// for a = b). A `within` leap without `through` is given one too.
    fn lower_blocked_leap(
        &mut self,
        ki: usize,
        (offs, to, cond): (&[(i8, i8)], Target, u16),
        through: &Option<Name>,
        within: &Option<Name>,
        programs: &mut [Program],
    ) {
        let np = self.players.len();
        let within = within
            .as_ref()
            .and_then(|z| self.zone(z))
            .map_or(0, |z| z + 1);
        let via = match through {
            Some(n) => match self.target(n) {
                Some(Target::EnPassant) => {
                    self.err(PieceError::ThroughTarget {
                        target: n.text.clone(),
                        span: n.span,
                    });
                    return;
                }
                Some(t) => t,
                None => return,
            },
            None => Target::Any,
        };
        let offsets: Vec<((i8, i8), (i8, i8))> = offs
            .iter()
            .map(|&(a, b)| {
                let step = match a.abs().cmp(&b.abs()) {
                    std::cmp::Ordering::Less => (0, b.signum()),
                    std::cmp::Ordering::Greater => (a.signum(), 0),
                    std::cmp::Ordering::Equal => (a.signum(), b.signum()),
                };
                ((a, b), step)
            })
            .collect();
        for pl in 0..np {
            programs[ki * np + pl].blocked_leaps.push(BlockedLeap {
                offsets: offsets.clone(),
                to,
                through: via,
                cond,
                within,
            });
        }
    }
}
