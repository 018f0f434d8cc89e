//! `ludus::may-loop`: pieces that can step back and forth forever, in a
//! game with no rule that ends repetitive play: one warning for the game,
//! naming every such piece (one missing rule, one warning).

use super::LintWarning;
use crate::ir::{EndCond, Game, REL_EMPTY, Target};
use crate::syntax::Ast;

/// One warning naming the kinds that can move both ways without
/// condition, when no end rule stops a game that repeats.
pub(super) fn check(ast: &Ast, game: &Game, out: &mut Vec<LintWarning>) {
    let np = game.players.len();
    let guarded = game
        .ends
        .iter()
        .any(|e| matches!(e.cond, EndCond::Repetition { .. } | EndCond::Plies { .. }));
    let mut looping = Vec::new();
    if !guarded && !game.ends.is_empty() {
        for (ki, p) in ast.pieces.iter().enumerate() {
            let Some(prog) = game.programs.get(ki * np) else {
                continue;
            };
            // Each move shoots a new piece onto a cell for good: the board
            // fills, so no play is endless.
            if prog.shoot.is_some() {
                continue;
            }
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
                looping.push(&p.name);
            }
        }
    }
    let Some(first) = looping.first() else {
        return;
    };
    let names: Vec<String> = looping.iter().map(|n| format!("`{}`", n.text)).collect();
    let pieces = match names.split_last() {
        Some((last, head)) if !head.is_empty() => format!("{} and {last}", head.join(", ")),
        _ => names.join(""),
    };
    out.push(LintWarning::MayLoop {
        pieces,
        span: first.span,
    });
}
