//! End rules `on claim` (`repetition 3: draw on claim`, `plies 100 since
//! capture, pawn: draw on claim`): never automatic (`end_rule` passes them
//! by); the player to move may claim one while it holds, and the game ends
//! as the rule says.

use crate::engine::State;
use crate::engine::end::Outcome;
use crate::ir::Game;

impl State {
    /// The first end rule `on claim` that holds now, with the result a
    /// claim by the player to move gives; `None` if there is none, or the
    /// game is already over (its caller asks only while it goes on).
    pub fn claimable(&self, game: &Game) -> Option<Outcome> {
        game.ends.iter().filter(|r| r.claim).find_map(|rule| {
            // The grammar allows `on claim` only on clock rules.
            let holds = self.clock_holds(&rule.cond);
            holds.then(|| {
                let mut o = self.outcome_of(game, rule, self.to_move);
                o.reason = format!("claimed: {}", o.reason);
                o.label = o.label.map(|l| format!("claimed: {l}"));
                o
            })
        })
    }
}
