//! `slide DIRS to X over Y`: a ride over exactly one piece, the screen,
//! to the cells beyond it (Xiangqi's cannon captures so).

use crate::check::errors::PieceError;
use crate::ir::{Program, ScreenSlide, Target};
use crate::syntax::{self, Name};

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `slide … over Y` of kind `ki` (the slide `stmt`, its screen
    /// `over`) into the kind's programs (one per player).
    pub(super) fn lower_screen(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        over: &Name,
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
            max,
            exactly,
            guard,
            passing,
            ..
        } = stmt
        else {
            return;
        };
        let others = [
            ("onto", *onto),
            ("within", within.is_some()),
            ("avoiding", avoiding.is_some()),
            ("stopping in", stopping.is_some()),
            ("max", max.is_some()),
            ("exactly", exactly.is_some()),
            ("passing", passing.is_some()),
        ];
        if let Some((word, _)) = others.iter().find(|(_, on)| *on) {
            self.err(PieceError::ScreenModifier {
                word: (*word).to_string(),
                span: *span,
            });
            return;
        }
        let np = self.players.len();
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        self.shape(names, &dirs, 2);
        let target = self.target(to);
        let screen = self.target(over);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        if let Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant) = target {
            self.err(PieceError::SlideTarget {
                target: to.text.clone(),
                span: to.span,
            });
            return;
        }
        if let Some(Target::Empty | Target::NotFriend | Target::Any | Target::EnPassant) = screen {
            self.err(PieceError::JumpOverEmpty { span: over.span });
            return;
        }
        let (Some(to), Some(over)) = (target, screen) else {
            return;
        };
        for (pl, d) in dirs.into_iter().enumerate() {
            programs[ki * np + pl].screens.push(ScreenSlide {
                dirs: d,
                to,
                over,
                cond,
            });
        }
    }
}
