//! End rules judged by a look-up ([`CountEnd`], `Tables::end_counts`): in
//! games whose automatic end rules are all `after move count(S W) OP N`
//! with S `pieces` or `showing` (Liger's `count(pieces own) = 0: wins` and
//! `count(showing enemy) = 0: loses`), each rule is a comparison of the
//! players' piece or top counts that the state keeps, judged without
//! walking the condition.

use crate::ir::{CmpOp, Cond, EndCond, Expr, Game, Set, Whose};

/// One end rule `after move count(S W) OP N` (see the module's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountEnd {
    /// The rule's index in `Game::ends`.
    pub rule: usize,
    /// Counts the tops (`showing`), else every piece (`pieces`).
    pub showing: bool,
    pub whose: Whose,
    pub op: CmpOp,
    pub value: i64,
}

impl Game {
    /// The game's automatic end rules as [`CountEnd`]s, in order, if they
    /// all have that shape (rules `on claim` are never automatic), none is
    /// `after any move`, and the game has no cards (whose `cancel` makes
    /// wins provisional).
    pub fn end_counts(&self) -> Option<Vec<CountEnd>> {
        if self.cards.is_some() {
            return None;
        }
        let mut out = Vec::new();
        for (rule, r) in self.ends.iter().enumerate() {
            if r.claim {
                continue;
            }
            let EndCond::AfterMove(c) = r.cond else {
                return None;
            };
            let Some(&Cond::Compare(Expr::Count(set, whose), op, Expr::Int(value))) =
                self.conds.get(c as usize)
            else {
                return None;
            };
            let showing = match set {
                Set::Showing => true,
                Set::Pieces => false,
                _ => return None,
            };
            if r.anyone {
                return None;
            }
            out.push(CountEnd {
                rule,
                showing,
                whose,
                op,
                value,
            });
        }
        (!out.is_empty()).then_some(out)
    }
}
