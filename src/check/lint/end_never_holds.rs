//! `ludus::end-never-holds`: an `after move` end rule whose condition can
//! never hold.

use super::LintWarning;
use crate::diag::Span;
use crate::syntax::{self, Ast};

/// A warning for each `after move` rule whose condition never holds.
pub(super) fn check(ast: &Ast, out: &mut Vec<LintWarning>) {
    for e in &ast.ends {
        if let syntax::EndCond::AfterMove(c) = &e.cond
            && let Some(span) = never_holds(c)
        {
            out.push(LintWarning::EndNeverHolds { span });
        }
    }
}

/// The span of a part that makes a condition false whatever the position
/// (e.g. `count(showing own) < 0`), if there is one.
fn never_holds(c: &syntax::Cond) -> Option<Span> {
    match c {
        syntax::Cond::And(parts) => parts.iter().find_map(never_holds),
        syntax::Cond::Or(parts) => {
            let spans: Vec<Span> = parts.iter().filter_map(never_holds).collect();
            (spans.len() == parts.len()).then(|| spans[0])
        }
        syntax::Cond::Compare(a, op, b, span) => {
            // Counts and heights are never negative.
            let (op, k) = match (a, b) {
                (syntax::Expr::Int(x), syntax::Expr::Int(y)) => {
                    let holds = match op.as_str() {
                        "<" => x.value < y.value,
                        "<=" => x.value <= y.value,
                        "=" => x.value == y.value,
                        "!=" => x.value != y.value,
                        ">=" => x.value >= y.value,
                        _ => x.value > y.value,
                    };
                    return (!holds).then_some(*span);
                }
                (_, syntax::Expr::Int(k)) => (op.as_str(), k.value),
                (syntax::Expr::Int(k), _) => {
                    let flipped = match op.as_str() {
                        "<" => ">",
                        "<=" => ">=",
                        ">" => "<",
                        ">=" => "<=",
                        other => other,
                    };
                    (flipped, k.value)
                }
                _ => return None,
            };
            let impossible = match op {
                "<" => k <= 0,
                "<=" | "=" => k < 0,
                _ => false,
            };
            impossible.then_some(*span)
        }
        _ => None,
    }
}
