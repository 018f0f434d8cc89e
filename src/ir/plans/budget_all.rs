//! Every piece a player owns counts against the turn's budget
//! ([`Tables::budget_all`]: `at most N move by` names every kind that is not
//! neutral, as in Libero): once the budget is spent, no piece of the player
//! to move has a move of its own, so generation skips the walk of its
//! pieces (neutral pieces, moved by their holder's player, are generated
//! as before).

use crate::ir::{Game, Tables};

impl Game {
    /// Whether the turn has a budget and every code owned by a player is
    /// of a budgeted kind.
    pub(in crate::ir) fn budget_all(&self, t: &Tables) -> bool {
        let np = self.players.len();
        self.turn.budget > 0
            && (1..self.code_kind.len())
                .filter(|&code| (t.owner[code] as usize) < np)
                .all(|code| {
                    let kind = self.code_kind[code] as usize;
                    self.turn.budgeted.get(kind).copied().unwrap_or(false)
                })
    }
}
