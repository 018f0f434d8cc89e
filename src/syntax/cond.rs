//! Conditions and the expressions they compare: `if ...` on a move, `stay
//! if`, `control partner if`, `after move ...` in `end`.

use pest::iterators::Pair;

use super::Rule;
use super::ast::{Cond, Expr, Name};
use super::pairs::{int, kids, name, span_of};

pub(super) fn cond(p: Pair<Rule>, base: usize) -> Cond {
    let span = span_of(&p, base);
    match p.as_rule() {
        Rule::cond => {
            let mut parts: Vec<Cond> = kids(p).map(|c| cond(c, base)).collect();
            if parts.len() == 1 {
                parts.pop().expect("one")
            } else {
                Cond::Or(parts)
            }
        }
        Rule::conj => {
            let mut parts: Vec<Cond> = kids(p).map(|c| cond(c, base)).collect();
            if parts.len() == 1 {
                parts.pop().expect("one")
            } else {
                Cond::And(parts)
            }
        }
        Rule::not_cond => {
            // `not not x` is `x`: keep the AST shallow however many there are.
            let nots = p
                .clone()
                .into_inner()
                .filter(|c| c.as_rule() == Rule::kw_not)
                .count();
            let inner = cond(kids(p).last().expect("not what"), base);
            if nots % 2 == 1 {
                Cond::Not(Box::new(inner))
            } else {
                inner
            }
        }
        Rule::below_cond => Cond::Below(name(kids(p).next().expect("below what"), base)),
        Rule::next_cond => Cond::NextTo(name(kids(p).last().expect("next to what"), base)),
        Rule::in_cond => Cond::In(name(kids(p).next().expect("in what"), base)),
        Rule::connected_cond => {
            let mut it = kids(p).map(|n| name(n, base));
            let kind = it.next().expect("connected kind");
            let whose = it.next().expect("connected whose");
            Cond::Connected(kind, whose)
        }
        Rule::attacked_cond => {
            let mut it = kids(p).map(|n| name(n, base));
            let kind = it.next().expect("attacked kind");
            let whose = it.next().expect("attacked whose");
            Cond::Attacked(span, kind, whose)
        }
        Rule::line_cond => {
            let exactly = kids(p.clone()).any(|k| k.as_rule() == Rule::line_exactly);
            let n = kids(p).last().expect("line length");
            Cond::Line(span, exactly, int(n, base))
        }
        Rule::connects_cond => {
            let mut it = kids(p).map(|n| name(n, base));
            let from = it.next().expect("connects from");
            let to = it.next().expect("connects to");
            Cond::Connects(span, from, to)
        }
        Rule::compare => {
            let mut it = kids(p);
            let a = expr(it.next().expect("lhs"), base);
            let op = it.next().expect("op").as_str().to_string();
            let b = expr(it.next().expect("rhs"), base);
            Cond::Compare(a, op, b, span)
        }
        _ => Cond::And(Vec::new()),
    }
}

fn expr(p: Pair<Rule>, base: usize) -> Expr {
    match p.as_rule() {
        Rule::int => Expr::Int(int(p, base)),
        Rule::height_expr => Expr::Height(span_of(&p, base)),
        Rule::deeper_expr => Expr::Deeper(span_of(&p, base)),
        _ => {
            let mut it = kids(p);
            let set = it.next().expect("set kind");
            let set_word = kids(set.clone())
                .next()
                .map(|k| name(k, base))
                .unwrap_or_else(|| name(set, base));
            let whose = name(it.next().expect("whose"), base);
            // `in same file` / `in same rank`: a name no zone can have.
            let zone = it.next().map(|z| {
                if z.as_rule() == Rule::same_line {
                    let span = span_of(&z, base);
                    let words: Vec<&str> = z.as_str().split_whitespace().collect();
                    Name {
                        text: words.join(" "),
                        span,
                    }
                } else {
                    name(z, base)
                }
            });
            Expr::Count(set_word, whose, zone)
        }
    }
}
