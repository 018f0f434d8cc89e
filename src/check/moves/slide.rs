//! `slide DIRS [within|avoiding|stopping in ZONE] [exactly N | max N] to|onto X [if C]`: along a line.

use crate::check::errors::PieceError;
use crate::ir::{Program, STOP_OUTSIDE, Slide, Target};
use crate::syntax::{self, Name};

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `slide` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_slide(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Slide {
            span,
            dirs,
            to,
            onto,
            within,
            avoiding,
            stopping,
            outside,
            max,
            exactly,
            guard,
            passing,
            over,
        } = stmt
        else {
            return;
        };
        if let Some(over) = over {
            return self.lower_screen(ki, stmt, over, programs);
        }
        let np = self.players.len();
        let zone_of = |s: &mut Self, z: &Option<Name>| -> u16 {
            z.as_ref().and_then(|z| s.zone(z)).map_or(0, |z| z + 1)
        };
        let (within, avoid, mut stop_in) = (
            zone_of(self, within),
            zone_of(self, avoiding),
            zone_of(self, stopping),
        );
        if outside.is_some() && stopping.is_some() {
            self.err(PieceError::StoppingInAndOutside { span: *span });
        } else if outside.is_some() {
            // `stopping outside ZONE`: the zone of `stopping in`, inverted.
            stop_in = zone_of(self, outside) | STOP_OUTSIDE;
        }
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        let target = self.target(to);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        let (min, max) = self.distances(exactly, max, "a slide of");
        self.shape(names, &dirs, min);
        if let Some(pass) = passing {
            self.word(pass, "mark", &[("en-passant", ())]);
        }
        if *onto && !self.stacks {
            self.err(PieceError::OntoWithoutStacks {
                mover: "slide",
                span: *span,
            });
        } else if !*onto && self.stacks && target.is_some_and(|t| t != Target::Empty) {
            self.err(PieceError::SlideToOnStacks {
                target: to.text.clone(),
                span: to.span,
            });
        } else if let (
            false,
            Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant),
        ) = (*onto, target)
        {
            self.err(PieceError::SlideTarget {
                target: to.text.clone(),
                span: to.span,
            });
        } else if let Some(t) = target {
            for (pl, d) in dirs.into_iter().enumerate() {
                programs[ki * np + pl].slides.push(Slide {
                    dirs: d,
                    to: t,
                    min,
                    max,
                    cond,
                    passing: passing.is_some(),
                    onto: *onto,
                    within,
                    avoid,
                    stop_in,
                });
            }
        }
    }
}
