//! The criteria of `mandatory capture: …`: which captures are kept when
//! several are possible (`most pieces`, `most value (KIND N, …)`, `by
//! KIND`, `most KIND`, `earliest KIND`).

use crate::check::errors::RuleError;
use crate::ir::{CaptureRules, Criterion, Narrow};
use crate::syntax::CriterionStmt;

use super::Checker;

/// What a criterion's first word asks for.
#[derive(Clone, Copy)]
enum Ask {
    Most,
    By,
    Earliest,
}

impl Checker<'_> {
    /// The criteria, in order, into `rules` (and the weights of `most
    /// value`); a criterion with a wrong word is reported and left out.
    pub(super) fn capture_criteria(
        &mut self,
        criteria: &[CriterionStmt],
        rules: &mut CaptureRules,
    ) {
        rules.value = vec![1; self.ast.pieces.len()];
        for c in criteria {
            let ask = self.word(
                &c.ask,
                "capture criterion",
                &[
                    ("most", Ask::Most),
                    ("by", Ask::By),
                    ("earliest", Ask::Earliest),
                ],
            );
            let value = matches!(ask, Some(Ask::Most)) && c.what.text == "value";
            let found = match ask {
                Some(Ask::Most) if c.what.text == "pieces" => Some(Criterion::MostPieces),
                Some(Ask::Most) if value => Some(Criterion::MostValue),
                Some(Ask::Most) => self.piece(&c.what).map(Criterion::MostOf),
                Some(Ask::By) => self.piece(&c.what).map(Criterion::By),
                Some(Ask::Earliest) => self.piece(&c.what).map(Criterion::EarliestOf),
                None => None,
            };
            rules.order.extend(found);
            if let Some((first, _)) = c.weights.first()
                && !value
            {
                self.err(RuleError::WeightsWithoutValue {
                    span: first.span,
                    criterion: format!("{} {}", c.ask.text, c.what.text),
                });
            }
            for (kind, n) in &c.weights {
                let k = self.piece(kind);
                if !(1..=1000).contains(&n.value) {
                    self.err(RuleError::PieceValue {
                        value: n.text.clone(),
                        span: n.span,
                    });
                } else if let Some(k) = k
                    && value
                {
                    rules.value[k as usize] = n.value.narrow();
                }
            }
        }
    }
}
