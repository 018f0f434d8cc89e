//! The `turn` block: a turn of several actions (`actions until end`) and
//! its budget of moves (`at most N move by KINDS`).

use crate::diag::Diagnostic;
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
            for (i, (n, by, span)) in t.budgets.iter().enumerate() {
                if i > 0 {
                    self.err(
                        Diagnostic::error("ludus::turn-rule", "a turn has one budget of moves")
                            .label(*span, "a second budget")
                            .help("list every kind in one `at most N move by ...`"),
                    );
                    continue;
                }
                if !turn.multi {
                    self.err(
                        Diagnostic::error(
                            "ludus::turn-rule",
                            "a budget of moves needs a turn of several actions",
                        )
                        .label(*span, "a budget in a turn of one move")
                        .help("add `actions until end` to the `turn` block"),
                    );
                }
                if n.value < 1 || n.value > 255 {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("a budget of {} moves is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("write a number from 1 to 255"),
                    );
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
