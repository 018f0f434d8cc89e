//! `ludus::unreachable-end`: an end rule that an earlier rule always
//! decides first.

use crate::diag::Diagnostic;
use crate::ir::{EndCond, Game};
use crate::syntax::Ast;

/// A warning for each end rule covered by an earlier one.
pub(super) fn check(ast: &Ast, game: &Game, out: &mut Vec<Diagnostic>) {
    if game.ends.len() == ast.ends.len() {
        for i in 1..game.ends.len() {
            let later = &game.ends[i].cond;
            let earlier = (0..i).find_map(|j| {
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
                let help = if same {
                    "the end rules are checked in order and the first that holds decides: remove the second one".to_string()
                } else {
                    format!(
                        "the end rules are checked in order, and `{}` always holds first; remove this rule, or give it a smaller count than the rule above",
                        game.ends[j].text
                    )
                };
                out.push(
                    Diagnostic::warning(
                        "ludus::unreachable-end",
                        format!(
                            "the end rule `{}` can never decide the game",
                            game.ends[i].text
                        ),
                    )
                    .label(ast.ends[i].span, "never the first rule to hold")
                    .related(
                        ast.ends[j].span,
                        if same {
                            "the same condition, checked first"
                        } else {
                            "checked first, and holds whenever the rule below does"
                        },
                    )
                    .help(help),
                );
            }
        }
    }
}
