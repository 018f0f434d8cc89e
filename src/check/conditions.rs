//! Conditions: `if ...` on moves, `after move ...` in `end`, `control ...`,
//! compiled into the game's one table of conditions; and the expressions
//! they compare (counts, heights).

use crate::check::errors::{BoardError, RuleError};
use crate::diag::Span;
use crate::ir::{CmpOp, Cond, Expr, Set, Whose};
use crate::syntax;

use super::names::saturate;
use super::{Checker, Def};

impl Checker<'_> {
    /// Compiles a condition; returns its index in `conds`.
    pub(super) fn cond(&mut self, c: &syntax::Cond) -> u16 {
        let ir = self.cond_ir(c);
        if let Some(i) = self.conds.iter().position(|x| *x == ir) {
            return saturate(i);
        }
        self.conds.push(ir);
        saturate(self.conds.len() - 1)
    }

    fn cond_ir(&mut self, c: &syntax::Cond) -> Cond {
        match c {
            syntax::Cond::Or(parts) => Cond::Or(parts.iter().map(|p| self.cond_ir(p)).collect()),
            syntax::Cond::And(parts) => Cond::And(parts.iter().map(|p| self.cond_ir(p)).collect()),
            syntax::Cond::Not(inner) => Cond::Not(Box::new(self.cond_ir(inner))),
            syntax::Cond::Below(n) => match self.target(n) {
                Some(t) => Cond::Below(t.mask()),
                None => Cond::True,
            },
            syntax::Cond::NextTo(n) => match self.target(n) {
                Some(t) => Cond::NextTo(t.mask()),
                None => Cond::True,
            },
            syntax::Cond::In(n) => match self.zone(n) {
                Some(z) => Cond::In(z),
                None => Cond::True,
            },
            syntax::Cond::Connected(kind, whose) => match self.kind_and_side(kind, whose) {
                Some((k, w)) => Cond::Connected(k, w),
                None => Cond::True,
            },
            syntax::Cond::Attacked(span, kind, whose) => {
                if !self.in_end {
                    self.attacked_in_moves.push(*span);
                }
                match self.kind_and_side(kind, whose) {
                    Some((k, w)) => Cond::Attacked(k, w),
                    None => Cond::True,
                }
            }
            syntax::Cond::Line(span, exact, n) => {
                let most = self
                    .board
                    .as_ref()
                    .map_or(0, |b| usize::from(b.width.max(b.height)));
                match u8::try_from(n.value) {
                    Ok(v) if v >= 2 && usize::from(v) <= most => Cond::Line(v, *exact),
                    _ => {
                        self.err(RuleError::LineLength {
                            value: n.text.clone(),
                            most,
                            span: *span,
                        });
                        Cond::True
                    }
                }
            }
            syntax::Cond::Connects(span, a, b) => {
                if a.text == b.text {
                    self.err(RuleError::ConnectsSameZone {
                        zone: a.text.clone(),
                        span: *span,
                    });
                }
                match (self.zone(a), self.zone(b)) {
                    (Some(a), Some(b)) if a != b => Cond::Connects(a, b),
                    _ => Cond::True,
                }
            }
            syntax::Cond::Compare(a, op, b, _) => {
                let op = match op.as_str() {
                    "<" => CmpOp::Lt,
                    "<=" => CmpOp::Le,
                    "=" => CmpOp::Eq,
                    "!=" => CmpOp::Ne,
                    ">=" => CmpOp::Ge,
                    _ => CmpOp::Gt,
                };
                match (self.expr(a), self.expr(b)) {
                    (Some(a), Some(b)) => Cond::Compare(a, op, b),
                    _ => Cond::True,
                }
            }
        }
    }

    /// An expression of a comparison.
    fn expr(&mut self, e: &syntax::Expr) -> Option<Expr> {
        let e_span = |e: &syntax::Expr| match e {
            syntax::Expr::Count(s, _, Some(z)) => {
                Span::new(s.span.start, z.span.start + z.span.len - s.span.start)
            }
            syntax::Expr::Count(s, _, None) => s.span,
            syntax::Expr::Int(n) => n.span,
            syntax::Expr::Height(s) | syntax::Expr::Deeper(s) => *s,
        };
        match e {
            syntax::Expr::Int(n) => Some(Expr::Int(n.value)),
            syntax::Expr::Height(_) => Some(Expr::Height),
            syntax::Expr::Deeper(_) => Some(Expr::Deeper),
            syntax::Expr::Count(set, whose, zone) => {
                let counters = self.counters.clone();
                let mut options = vec![
                    ("showing", Set::Showing),
                    ("pieces", Set::Pieces),
                    ("off", Set::Off),
                    ("stored", Set::Stored),
                    ("seeds", Set::Seeds),
                ];
                for (i, c) in counters.iter().enumerate() {
                    options.push((c.as_str(), Set::Counter(saturate(i))));
                }
                // A piece's name counts the pieces of that kind.
                let set = if let Some((Def::Piece(k), _)) = self.defs.get(&set.text) {
                    Some(Set::Kind(*k))
                } else {
                    self.word(set, "set", &options)
                };
                let whose = self.word(
                    whose,
                    "side",
                    &[
                        ("own", Whose::Own),
                        ("enemy", Whose::Enemy),
                        ("team", Whose::Team),
                        ("all", Whose::All),
                    ],
                );
                if set == Some(Set::Seeds) && self.ast.sowings.is_empty() {
                    self.err(BoardError::SeedsWithoutSowing { span: e_span(e) });
                    return None;
                }
                match zone {
                    None => Some(Expr::Count(set?, whose?)),
                    Some(z) if z.text == "same file" || z.text == "same rank" => match set? {
                        s @ (Set::Pieces | Set::Kind(_)) => {
                            Some(Expr::CountLine(s, z.text == "same file", whose?))
                        }
                        _ => {
                            self.err(RuleError::CountInZone { span: e_span(e) });
                            None
                        }
                    },
                    Some(z) => {
                        let z = self.zone(z);
                        match set? {
                            s @ (Set::Pieces | Set::Showing | Set::Kind(_) | Set::Seeds) => {
                                Some(Expr::CountIn(s, z?, whose?))
                            }
                            _ => {
                                self.err(RuleError::CountInZone { span: e_span(e) });
                                None
                            }
                        }
                    }
                }
            }
        }
    }
}

impl Checker<'_> {
    /// A piece kind and a side (`own` or `enemy`), as `connected` and
    /// `attacked` take them; both are resolved (and reported) before
    /// either is used.
    fn kind_and_side(&mut self, kind: &syntax::Name, whose: &syntax::Name) -> Option<(u8, Whose)> {
        let k = self.piece(kind);
        let w = self.word(
            whose,
            "side",
            &[("own", Whose::Own), ("enemy", Whose::Enemy)],
        );
        Some((k?, w?))
    }
}
