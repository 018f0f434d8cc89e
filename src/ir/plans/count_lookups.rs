//! End rules judged by a look-up ([`CountEnd`], `Tables::end_counts`): in
//! games whose automatic end rules are all `after move count(S W) OP N`
//! with S `pieces`, `showing` or `off` (Liger's `count(pieces own) = 0:
//! wins` and `count(showing enemy) = 0: loses`, Backgammon's
//! `count(off own) = 15: wins`), each rule is a comparison of the players'
//! piece, top or borne-off counts that the state keeps, judged without
//! walking the condition.

use crate::ir::{CmpOp, Cond, EndCond, Expr, Game, Set, Tables, Whose};

/// One end rule `after move count(S W) OP N` (see the module's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountEnd {
    /// The rule's index in `Game::ends`.
    pub rule: usize,
    /// What it counts: `Set::Showing` (the tops), `Set::Off` (the pieces
    /// borne off), else every piece (`Set::Pieces`).
    pub set: Set,
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
            if !matches!(set, Set::Showing | Set::Pieces | Set::Off) {
                return None;
            }
            if r.anyone {
                return None;
            }
            out.push(CountEnd {
                rule,
                set,
                whose,
                op,
                value,
            });
        }
        (!out.is_empty()).then_some(out)
    }
}

// Counter comparisons ([`Tables::counter_cmp`]): a condition that compares
// the value of a counter with a number (`after move count(sets own) = 2`,
// judged after every decision in Libero) is a look-up of the counters
// instead of a walk of the condition and its expressions.

/// `count(COUNTER WHOSE) OP N` (the number on either side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterCmp {
    /// The counter (index in `Game::counters`).
    pub counter: u8,
    pub whose: Whose,
    /// The comparison with the count on the left.
    pub op: CmpOp,
    pub n: i64,
}

/// Condition `c` as a [`CounterCmp`], if it is one.
fn counter_cmp(c: &Cond) -> Option<CounterCmp> {
    let Cond::Compare(a, op, b) = c else {
        return None;
    };
    let (counter, whose, op, n) = match (*a, *b) {
        (Expr::Count(Set::Counter(k), whose), Expr::Int(n)) => (k, whose, *op, n),
        (Expr::Int(n), Expr::Count(Set::Counter(k), whose)) => (k, whose, op.mirrored(), n),
        _ => return None,
    };
    Some(CounterCmp {
        counter,
        whose,
        op,
        n,
    })
}

impl Game {
    /// [`Tables::counter_cmp`]: per condition, its counter comparison if
    /// it is one; empty when no condition is.
    pub(in crate::ir) fn counter_cmps(&self, t: &mut Tables) {
        let cmps: Vec<Option<CounterCmp>> = self.conds.iter().map(counter_cmp).collect();
        if cmps.iter().any(Option::is_some) {
            t.counter_cmp = cmps;
        }
    }
}
