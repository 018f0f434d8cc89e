//! Counter comparisons ([`Tables::counter_cmp`]): a condition that compares
//! the value of a counter with a number (`after move count(sets own) = 2`,
//! judged after every decision in Libero) is a look-up of the counters
//! instead of a walk of the condition and its expressions.

use crate::ir::{CmpOp, Cond, Expr, Game, Set, Tables, Whose};

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
