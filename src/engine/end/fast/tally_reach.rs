//! `after move` end rules out of reach by the zone tallies
//! ([`ZoneTally`], `state/tally.rs`): a count of pieces in a tallied zone compared
//! with a number (`count(pieces team in home) = 8`, LIGA) cannot hold for
//! any player while even all the players' pieces in the zone together are
//! too few. Judged by a few look-ups, so that the end rules are walked
//! only when one may hold (after each decision, and in the lean play of a
//! card before a provisional win is looked for).

use crate::engine::State;
use crate::ir::{CmpOp, EndCond, Game, MAX_PLAYERS, TallyCompare, ZoneTally};

impl State {
    /// Whether the count `q` holds for no player: all the players' pieces
    /// in its zone are too few (no count of some of them exceeds it).
    #[inline(always)]
    pub(in crate::engine) fn tally_too_few(&self, q: &TallyCompare) -> bool {
        let np = (self.players as usize).min(MAX_PLAYERS);
        let all: i64 = self.tally[ZoneTally::index(q.slot as usize, 0)..][..np]
            .iter()
            .map(|&k| i64::from(k))
            .sum();
        match q.op {
            CmpOp::Eq | CmpOp::Ge => all < q.n,
            CmpOp::Gt => all <= q.n,
            _ => false,
        }
    }

    /// Whether the `after move` condition `c` is such a count and holds
    /// for no player now.
    #[inline(always)]
    pub(in crate::engine) fn after_move_out_of_reach(&self, game: &Game, c: u16) -> bool {
        matches!(game.tables.tally.compares.get(c as usize), Some(Some(q)) if self.tally_too_few(q))
    }

    /// Whether no end rule can hold now: none is decided already, and
    /// each is a claim (judged only when claimed) or an `after move` count
    /// out of reach.
    #[inline(always)]
    pub(in crate::engine) fn ends_out_of_reach(&self, game: &Game) -> bool {
        if self.cancel_game && self.decided != 0 {
            return false;
        }
        // Plain loops (closures here were left out of line).
        for rule in &game.ends {
            if rule.claim {
                continue;
            }
            match rule.cond {
                EndCond::AfterMove(c) if self.after_move_out_of_reach(game, c) => {}
                _ => return false,
            }
        }
        true
    }

    /// Whether an `after move` end rule may hold now: false only when each
    /// is a count out of reach.
    #[inline(always)]
    pub(in crate::engine) fn after_move_may_hold(&self, game: &Game) -> bool {
        for rule in &game.ends {
            if let EndCond::AfterMove(c) = rule.cond
                && !self.after_move_out_of_reach(game, c)
            {
                return true;
            }
        }
        false
    }
}
