//! `ludus::unreachable-end`: an end rule that an earlier rule always
//! decides first.

use super::LintWarning;
use crate::ir::{EndCond, Game};
use crate::syntax::Ast;

/// A warning for each end rule covered by an earlier one.
pub(super) fn check(ast: &Ast, game: &Game, out: &mut Vec<LintWarning>) {
    if game.ends.len() == ast.ends.len() {
        for i in 1..game.ends.len() {
            let later = &game.ends[i].cond;
            let earlier = (0..i).find_map(|j| {
                // A rule with `and COND` covers no later one.
                if game.ends[j].when.is_some() {
                    return None;
                }
                let first = &game.ends[j].cond;
                let covers = match (first, later) {
                    _ if first == later => Some(true),
                    (
                        EndCond::Repetition {
                            times: a,
                            since_capture: s,
                        },
                        EndCond::Repetition {
                            times: b,
                            since_capture: t,
                        },
                    )
                    | (
                        EndCond::Plies {
                            count: a,
                            since_capture: s,
                        },
                        EndCond::Plies {
                            count: b,
                            since_capture: t,
                        },
                    ) if s == t && a <= b => Some(false),
                    _ => None,
                };
                covers.map(|same| (j, same))
            });
            if let Some((j, same)) = earlier {
                let rule = game.ends[i].text.clone();
                let (span, first) = (ast.ends[i].span, ast.ends[j].span);
                out.push(if same {
                    LintWarning::RepeatedEnd { rule, span, first }
                } else {
                    LintWarning::UnreachableEnd {
                        rule,
                        earlier: game.ends[j].text.clone(),
                        span,
                        first,
                    }
                });
            }
        }
    }
}
