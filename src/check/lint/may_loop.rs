//! `ludus::may-loop`: a piece that can step back and forth forever, in a
//! game with no rule that ends repetitive play.

use super::LintWarning;
use crate::ir::{EndCond, Game, REL_EMPTY, Target};
use crate::syntax::Ast;

/// A warning for each kind that can move both ways without condition,
/// when no end rule stops a game that repeats.
pub(super) fn check(ast: &Ast, game: &Game, out: &mut Vec<LintWarning>) {
    let np = game.players.len();
    let guarded = game
        .ends
        .iter()
        .any(|e| matches!(e.cond, EndCond::Repetition { .. } | EndCond::Plies { .. }));
    if !guarded && !game.ends.is_empty() {
        for (ki, p) in ast.pieces.iter().enumerate() {
            let Some(prog) = game.programs.get(ki * np) else {
                continue;
            };
            let quiet = |t: Target| t.mask() & REL_EMPTY != 0;
            let mut dirs: Vec<u8> = Vec::new();
            for st in prog.steps.iter().filter(|st| st.cond == 0 && quiet(st.to)) {
                dirs.extend(&st.dirs);
            }
            for sl in prog.slides.iter().filter(|sl| sl.cond == 0 && quiet(sl.to)) {
                dirs.extend(&sl.dirs);
            }
            let leaps = prog.leaps.iter().any(|l| l.cond == 0 && quiet(l.to));
            let back_and_forth = leaps
                || dirs
                    .iter()
                    .any(|&d| dirs.contains(&game.opposite[d as usize]));
            if back_and_forth {
                out.push(LintWarning::MayLoop {
                    piece: p.name.text.clone(),
                    span: p.name.span,
                });
            }
        }
    }
}
