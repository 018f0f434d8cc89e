//! `ludus::no-effect`: a modifier of a `jump` that changes nothing there
//! (`chained` on a flying jump, `max` on a jump that is not flying,
//! `reversing` on a jump that is not long and chained, `at N` on a flying
//! jump).

use super::LintWarning;
use crate::diag::Span;
use crate::syntax::{MoveStmt, PieceDef};

/// A warning for each modifier with no effect in the piece's jumps.
pub(super) fn check(p: &PieceDef, out: &mut Vec<LintWarning>) {
    for m in &p.moves {
        let MoveStmt::Jump {
            chained,
            flying,
            long,
            mods,
            at: stride,
            ..
        } = m
        else {
            continue;
        };
        let at = |w: &str| mods.iter().find(|(x, _)| *x == w).map(|(_, s)| *s);
        let mut warn = |word: &str, why: &str, span: Option<Span>| {
            if let Some(span) = span {
                out.push(LintWarning::NoEffect {
                    word: word.to_string(),
                    why: why.to_string(),
                    span,
                });
            }
        };
        if *flying && *chained {
            warn(
                "chained",
                "a flying jump goes on only straight ahead, and each stop is a move; for a jump that lands anywhere beyond the piece and turns, write `long chained`",
                at("chained"),
            );
        }
        if !*flying {
            warn(
                "max",
                "only a flying jump has a cap on its captures",
                at("max"),
            );
        }
        if *flying && stride.is_some() {
            warn(
                "at",
                "a flying jump rides along the line of neighbours: `at N` is for ordinary and long jumps",
                at("at"),
            );
        }
        if !(*long && *chained) {
            warn(
                "reversing",
                "only a long chained jump can turn back: an ordinary chained jump turns any way already",
                at("reversing"),
            );
        }
    }
}
