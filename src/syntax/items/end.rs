//! `end { ... }`: the end rules (`no moves: loses`, `repetition 3: draw`,
//! `after move COND: wins`, ...) and `score WHAT`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, EndCond, EndRule};
use crate::syntax::cond::cond;
use crate::syntax::pairs::{int, kids, name, names, span_of};

/// `end { RULES }`: the block's span, its `score` lines and its rules.
pub(super) fn end(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    ast.end_blocks.push(span_of(&item, base));
    for rule in kids(item) {
        if rule.as_rule() == Rule::score_stmt {
            if let Some(n) = kids(rule).next() {
                ast.scores.push(name(n, base));
            }
            continue;
        }
        ast.ends.push(end_rule(rule, base));
    }
}

/// `CONDITION: RESULT`.
fn end_rule(rule: Pair<Rule>, base: usize) -> EndRule {
    let span = span_of(&rule, base);
    let mut it = rule.into_inner();
    let c = it.next().expect("end condition");
    let anyone = c.as_rule() == Rule::after_cond
        && c.clone().into_inner().any(|k| k.as_rule() == Rule::kw_any);
    let result = name(it.next().expect("end result"), base);
    let claim = it.next().is_some_and(|x| x.as_rule() == Rule::on_claim);
    let cond = match c.as_rule() {
        Rule::no_cond => {
            let mut k = kids(c);
            let word = name(k.next().expect("no what"), base);
            EndCond::No(word, k.next().map(|x| Box::new(cond(x, base))))
        }
        Rule::after_cond => {
            EndCond::AfterMove(Box::new(cond(kids(c).next().expect("after what"), base)))
        }
        Rule::repetition_cond => {
            let mut k = kids(c);
            let n = int(k.next().expect("count"), base);
            EndCond::Repetition(n, k.next().map(|s| names(s, base)).unwrap_or_default())
        }
        _ => {
            let mut k = kids(c);
            let n = int(k.next().expect("count"), base);
            EndCond::Plies(n, k.next().map(|s| names(s, base)).unwrap_or_default())
        }
    };
    EndRule {
        span,
        cond,
        result,
        anyone,
        claim,
    }
}
