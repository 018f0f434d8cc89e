//! `end { ... }`: the end rules (`no moves: loses`, `repetition 3: draw`,
//! `after move COND: wins`, ...) and `score WHAT`.

use pest::iterators::Pair;

use crate::diag::Span;
use crate::syntax::Rule;
use crate::syntax::ast::{Ast, EndCond, EndRule};
use crate::syntax::cond::cond;
use crate::syntax::pairs::{content_len, int, kids, name, names, span_of, string};

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
    let (rule_start, rule_text) = (rule.as_span().start(), rule.as_str());
    let mut it = rule.into_inner();
    let c = it.next().expect("end condition");
    let anyone = c.as_rule() == Rule::after_cond
        && c.clone().into_inner().any(|k| k.as_rule() == Rule::kw_any);
    let mut next = it.next().expect("end result");
    let who = if next.as_rule() == Rule::end_who {
        let w = kids(next).next().map(|n| name(n, base));
        next = it.next().expect("end result");
        w
    } else {
        None
    };
    let result = name(next, base);
    let rest: Vec<Pair<Rule>> = it.collect();
    let claim = rest.iter().any(|x| x.as_rule() == Rule::on_claim);
    let label_pair = rest.into_iter().find(|x| x.as_rule() == Rule::end_label);
    // The rule's span stops before its label: messages quote the rule.
    let span = match &label_pair {
        Some(l) => {
            let before = l.as_span().start().saturating_sub(rule_start);
            Span::new(
                span.start,
                content_len(rule_text.get(..before).unwrap_or("")),
            )
        }
        None => span,
    };
    let label = label_pair
        .and_then(|x| kids(x).next())
        .map(|s| string(s, base));
    let mut when = None;
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
        Rule::passes_cond => EndCond::Passes(int(kids(c).next().expect("passes"), base)),
        _ => {
            let mut k = kids(c).peekable();
            let n = int(k.next().expect("count"), base);
            let since = match k.peek() {
                Some(s) if s.as_rule() == Rule::name_list => names(k.next().expect("since"), base),
                _ => Vec::new(),
            };
            when = k
                .next()
                .and_then(|w| kids(w).next())
                .map(|w| Box::new(cond(w, base)));
            EndCond::Plies(n, since)
        }
    };
    EndRule {
        span,
        cond,
        result,
        anyone,
        claim,
        label,
        who,
        when,
    }
}
