//! The `turn` block: a turn of several actions (`actions until end`) and
//! its budget of moves (`at most N move by KINDS`).

use crate::check::errors::RuleError;
use crate::ir::{Narrow, TurnRules};

use super::Checker;

impl Checker<'_> {
    /// The `turn` block (one).
    pub(super) fn turn(&mut self) -> TurnRules {
        let ast = self.ast;
        let mut turn = TurnRules {
            budgeted: vec![false; ast.pieces.len()],
            ..TurnRules::default()
        };
        for extra in ast.turns.iter().skip(1) {
            self.duplicate_block("turn", extra.span, ast.turns[0].span);
        }
        if let Some(t) = ast.turns.first() {
            turn.multi = t.multi.is_some();
            turn.pass = t.pass.is_some();
            turn.pass_allowed = t.pass_allowed.is_some();
            if let (Some(span), true) = (t.pass_allowed, turn.multi) {
                self.err(RuleError::PassInActions { span });
            }
            for (i, (n, by, span)) in t.budgets.iter().enumerate() {
                if i > 0 {
                    self.err(RuleError::SecondBudget { span: *span });
                    continue;
                }
                if !turn.multi {
                    self.err(RuleError::BudgetInSingleMove { span: *span });
                }
                if n.value < 1 || n.value > 255 {
                    self.err(RuleError::Budget {
                        value: n.text.clone(),
                        span: n.span,
                    });
                    continue;
                }
                turn.budget = n.value.narrow();
                for b in by {
                    if let Some(k) = self.piece(b) {
                        turn.budgeted[k as usize] = true;
                    }
                }
            }
        }
        turn
    }
}
