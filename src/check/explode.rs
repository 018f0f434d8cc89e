//! The rules of Atomic chess and Racing Kings in the `rules` block:
//! `captures explode DIRS [except KINDS]` (a capture also removes the
//! capturing piece and the pieces around its landing) and `no check` (no
//! move may attack an enemy royal piece).

use crate::check::errors::RuleError;
use crate::ir::{Explode, Program};
use crate::syntax;

use super::Checker;
use super::rules::Rules;

impl Checker<'_> {
    /// `captures explode …` or `no check`, checked into `rules`.
    pub(super) fn royal_rule(&mut self, r: &syntax::RuleStmt, rules: &mut Rules) {
        match r {
            syntax::RuleStmt::Explode { span, dirs, except } => {
                let dirs = self.dirs_per_player(dirs);
                let mut spared = vec![false; self.ast.pieces.len()];
                for k in except {
                    if let Some(kind) = self.piece(k) {
                        spared[kind as usize] = true;
                    }
                }
                if let Some(first) = rules.explode_at {
                    self.err(RuleError::ExplodeTwice { span: *span, first });
                } else if self.stacks {
                    self.err(RuleError::ExplodeStacks { span: *span });
                } else {
                    rules.explode_at = Some(*span);
                    rules.explode = Some(Explode { dirs, spared });
                }
            }
            syntax::RuleStmt::NoCheck(span) => {
                rules.no_check = true;
                rules.no_check_at.get_or_insert(*span);
            }
            _ => {}
        }
    }

    /// `no check` needs a royal piece (judged once the pieces are known),
    /// and so does an entry `without mate`.
    pub(super) fn no_check_royal(&mut self, rules: &Rules, programs: &[Program]) {
        if programs.iter().any(|p| p.royal) {
            return;
        }
        if let Some(span) = rules.no_check_at {
            self.err(RuleError::NoCheckWithoutRoyal { span });
        }
        let entries = self.ast.pieces.iter().flat_map(|p| &p.moves);
        let spans: Vec<_> = entries
            .filter_map(|m| match m {
                syntax::MoveStmt::Enter { without_mate, .. } => *without_mate,
                _ => None,
            })
            .collect();
        for span in spans {
            self.err(RuleError::MateWithoutRoyal { span });
        }
    }
}
