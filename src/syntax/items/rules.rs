//! `rules { ... }` (mandatory capture, steals, events, control, `when`
//! counters reach a value, with their effects) and `counters a, b`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, CriterionStmt, Effect, RuleStmt};
use crate::syntax::cond::cond;
use crate::syntax::pairs::{int, kids, name, names, span_of};

/// `rules { STATEMENTS }`: the block's span and each statement.
pub(super) fn rules(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    ast.rules_blocks.push(span_of(&item, base));
    for stmt in kids(item) {
        if let Some(r) = rule_stmt(stmt, base) {
            ast.rules.push(r);
        }
    }
}

/// `counters a, b`.
pub(super) fn counters(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    if let Some(list) = kids(item).next() {
        ast.counters.extend(names(list, base));
    }
}

/// One statement of a `rules` block.
fn rule_stmt(stmt: Pair<Rule>, base: usize) -> Option<RuleStmt> {
    let span = span_of(&stmt, base);
    match stmt.as_rule() {
        Rule::mandatory_stmt => {
            let mut k = kids(stmt);
            let word = name(k.next()?, base);
            let criteria = k.filter_map(|c| criterion(c, base)).collect();
            Some(RuleStmt::Mandatory(word, span, criteria))
        }
        Rule::merge_stmt => Some(RuleStmt::Merge(span)),
        Rule::removal_stmt => Some(RuleStmt::RemoveAtOnce(span)),
        Rule::continue_stmt => Some(RuleStmt::LongContinue(span)),
        Rule::groups_stmt => Some(RuleStmt::CaptureGroups(span)),
        Rule::suicide_stmt => Some(RuleStmt::SuicideAllowed(span)),
        Rule::ko_stmt => Some(RuleStmt::Ko {
            positional: stmt
                .into_inner()
                .any(|k| k.as_rule() == Rule::kw_positional),
            span,
        }),
        Rule::komi_stmt => {
            let v = kids(stmt).next()?;
            let text = v.as_str();
            let whole: u32 = text.trim_end_matches(".5").parse().unwrap_or(u32::MAX / 2);
            let halves = whole.saturating_mul(2) + u32::from(text.ends_with(".5"));
            Some(RuleStmt::Komi { halves, span })
        }
        Rule::steal_stmt => {
            let mut k = kids(stmt);
            let kind = name(k.next().expect("steal kind"), base);
            let dirs = names(k.next().expect("steal dirs"), base);
            let by = names(k.next().expect("steal by"), base);
            Some(RuleStmt::Steal {
                span,
                kind,
                dirs,
                by,
            })
        }
        Rule::event_stmt => {
            let mut k = kids(stmt);
            let kind = name(k.next().expect("event kind"), base);
            let zone = name(k.next().expect("event zone"), base);
            let effects = k.map(|e| effect(e, base)).collect();
            Some(RuleStmt::Event {
                span,
                kind,
                zone,
                effects,
            })
        }
        Rule::after_event_stmt => {
            let mut k = kids(stmt);
            let c = cond(k.next().expect("after-move condition"), base);
            let effects = k.map(|e| effect(e, base)).collect();
            Some(RuleStmt::AfterMove {
                span,
                cond: c,
                effects,
            })
        }
        Rule::control_stmt => {
            kids(stmt)
                .next()
                .and_then(|g| kids(g).next())
                .map(|c| RuleStmt::Control {
                    span,
                    cond: cond(c, base),
                })
        }
        Rule::when_stmt => {
            let mut k = kids(stmt);
            let counter = name(k.next().expect("when counter"), base);
            let value = int(k.next().expect("when value"), base);
            let effects = k.map(|e| effect(e, base)).collect();
            Some(RuleStmt::When {
                span,
                counter,
                value,
                effects,
            })
        }
        Rule::face_stmt => {
            let mut k = kids(stmt);
            let kind = name(k.next()?, base);
            let other = name(k.next()?, base);
            let dirs = names(k.next()?, base);
            Some(RuleStmt::Face {
                span,
                kind,
                other,
                dirs,
            })
        }
        Rule::explode_stmt | Rule::no_check_stmt => royal_rule(stmt, span, base),
        _ => None,
    }
}

/// `captures explode DIRS [except KINDS]` or `no check`.
fn royal_rule(stmt: Pair<Rule>, span: crate::diag::Span, base: usize) -> Option<RuleStmt> {
    if stmt.as_rule() == Rule::no_check_stmt {
        return Some(RuleStmt::NoCheck(span));
    }
    let mut k = kids(stmt);
    let dirs = names(k.next()?, base);
    let except = k.next().map(|e| names(e, base)).unwrap_or_default();
    Some(RuleStmt::Explode { span, dirs, except })
}

/// One effect of an event or a `when` (`add 1 points`, `reset`, ...).
fn effect(p: Pair<Rule>, base: usize) -> Effect {
    let span = span_of(&p, base);
    let rule = p.as_rule();
    let parts: Vec<Pair<Rule>> = kids(p).collect();
    let word = |i: usize| name(parts[i].clone(), base);
    match rule {
        Rule::add_eff => Effect::Add(int(parts[0].clone(), base), word(1)),
        Rule::clear_eff => Effect::Clear(word(0)),
        Rule::place_eff => Effect::Place(word(0), word(1), word(2)),
        Rule::turn_eff => Effect::TurnTo(word(0)),
        _ => Effect::Reset(span),
    }
}

/// A criterion of `mandatory capture: …`: `most pieces`, `most value (man
/// 2, king 3)`.
fn criterion(c: Pair<Rule>, base: usize) -> Option<CriterionStmt> {
    let mut w = kids(c);
    let ask = name(w.next()?, base);
    let what = name(w.next()?, base);
    let weights = w
        .next()
        .map(|ws| {
            kids(ws)
                .filter_map(|one| {
                    let mut k = kids(one);
                    Some((name(k.next()?, base), int(k.next()?, base)))
                })
                .collect()
        })
        .unwrap_or_default();
    Some(CriterionStmt { ask, what, weights })
}
