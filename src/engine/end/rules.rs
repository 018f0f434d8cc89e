//! The end rules judged one by one, the reference of the end: each rule in
//! turn (`end_rule_all`), an `after move` condition for the mover or for
//! anyone (`after_move_holds`). The fast paths of `fast/` give the same
//! outcome.

use crate::engine::State;
use crate::ir::{EndCond, EndRule, Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// [`State::end_rule`] by every rule in turn.
    #[inline(never)]
    pub(super) fn end_rule_all<'g>(
        &mut self,
        game: &'g Game,
        no_moves: impl FnOnce() -> bool,
    ) -> Option<(&'g EndRule, u8)> {
        let mut no_moves = Some(no_moves);
        let mut known = None;
        // Provisional wins exist only in games with a `cancel` card.
        let provisional = self.cancel_game && self.pending != 0;
        if self.cancel_game
            && self.decided != 0
            && let Some(rule) = game.ends.get(self.pending_rule as usize)
        {
            return Some((rule, self.decided - 1));
        }
        for rule in &game.ends {
            if rule.claim {
                // Ended only when the player claims it (`claim.rs`).
                continue;
            }
            if provisional && matches!(rule.cond, EndCond::AfterMove(_)) {
                // A provisional win: decided after the answer.
                continue;
            }
            let mut who = self.to_move;
            let holds = match rule.cond {
                EndCond::AfterMove(c) => {
                    let (holds, mover) = self.after_move_holds(game, c, rule.anyone);
                    who = mover;
                    holds
                }
                EndCond::NoPieces => self.counts[self.to_move as usize % MAX_PLAYERS] == 0,
                EndCond::NoMoves => {
                    *known.get_or_insert_with(|| no_moves.take().is_some_and(|f| f()))
                }
                EndCond::NoMovesIf(c) => {
                    *known.get_or_insert_with(|| no_moves.take().is_some_and(|f| f()))
                        && self.holds_mut(game, &game.conds[c as usize], self.to_move, NO_CELL)
                }
                EndCond::Repetition { .. } | EndCond::Plies { .. } => {
                    self.clock_holds(&rule.cond)
                        && rule.when.is_none_or(|c| {
                            self.holds_mut(game, &game.conds[c as usize], self.to_move, NO_CELL)
                        })
                }
                EndCond::Passes(n) => self.passes_hold(n),
            };
            if holds {
                return Some((rule, who));
            }
        }
        None
    }

    /// Whether an `after move` end rule (not one ended by a claim) holds
    /// after the last move.
    pub(in crate::engine) fn after_move_ends(&mut self, game: &Game) -> bool {
        game.ends.iter().any(|rule| match rule.cond {
            EndCond::AfterMove(c) if !rule.claim => self.after_move_holds(game, c, rule.anyone).0,
            _ => false,
        })
    }

    /// Whether the `after move` condition `c` holds for the player who
    /// made the last move, and that player.
    #[inline(never)]
    pub(in crate::engine) fn after_move_holds(
        &mut self,
        game: &Game,
        c: u16,
        anyone: bool,
    ) -> (bool, u8) {
        let mover = self.mover(game);
        if self.plies == 0 {
            return (false, mover);
        }
        // A count in a tallied zone compared with a number: a look-up.
        if let Some(r) = self.after_move_tallied(game, c, mover, anyone) {
            return r;
        }
        // A counter compared with a number: a look-up.
        if let Some(r) = self.after_move_counter(game, c, mover, anyone) {
            return r;
        }
        let cond = &game.conds[c as usize];
        if anyone {
            // Every player in turn, from the mover on.
            let mut p = mover;
            for _ in 0..game.players.len() {
                if self.holds_mut(game, cond, p, NO_CELL) {
                    return (true, p);
                }
                p = game.tables.next_player[p as usize];
            }
            return (false, mover);
        }
        (self.holds_mut(game, cond, mover, NO_CELL), mover)
    }
}
