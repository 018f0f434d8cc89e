//! When the end rules can fire ([`EndQuick`]): for games whose automatic end
//! rules are only `no pieces`, `no moves`, `repetition` and `plies`, what
//! those rules ask, so that the engine sees in a few comparisons (and a
//! scan of the positions a turn period apart) that none holds, instead of
//! walking the rules at every node; it walks them only when one may hold.

use crate::ir::{CardKind, EndCond, Game, Narrow};

/// What the end rules of a game ask (see the module's text): the least
/// count of its `plies` rules and the fewest occurrences of its
/// `repetition` rules, since the last capture and over the whole game
/// (`u32::MAX`: no such rule), and whether it has a `no pieces` and a
/// `no moves` rule. No clock rule holds while the clocks are below these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndQuick {
    pub plies_since: u32,
    pub plies_all: u32,
    pub repeat_since: u32,
    pub repeat_all: u32,
    pub no_pieces: bool,
    pub no_moves: bool,
}

impl Game {
    /// The plies after which the same player is to move again, in games
    /// whose turn passes round the players one move at a time (no turns of
    /// several actions, no cards, nothing of the general path); 1
    /// otherwise. A position (whose hash includes the player to move) can
    /// recur only after a multiple of it.
    pub fn turn_period(&self, general: bool) -> u8 {
        if general || self.turn.multi || self.cards.is_some() {
            1
        } else {
            self.players.len().clamp(1, 16).narrow()
        }
    }

    /// The game's [`EndQuick`], if its automatic end rules are only
    /// `no pieces`, `no moves`, `repetition` and `plies` (rules `on claim`
    /// are never automatic) and it has no `cancel` card (whose provisional
    /// wins are judged apart).
    pub fn end_quick(&self) -> Option<EndQuick> {
        if self
            .cards
            .as_ref()
            .is_some_and(|c| c.kinds.iter().any(CardKind::cancel))
        {
            return None;
        }
        let mut q = EndQuick {
            plies_since: u32::MAX,
            plies_all: u32::MAX,
            repeat_since: u32::MAX,
            repeat_all: u32::MAX,
            no_pieces: false,
            no_moves: false,
        };
        for rule in self.ends.iter().filter(|r| !r.claim) {
            match rule.cond {
                EndCond::NoPieces => q.no_pieces = true,
                EndCond::NoMoves => q.no_moves = true,
                EndCond::Plies {
                    count,
                    since_capture,
                } => {
                    let t = if since_capture {
                        &mut q.plies_since
                    } else {
                        &mut q.plies_all
                    };
                    *t = (*t).min(count);
                }
                EndCond::Repetition {
                    times,
                    since_capture,
                } => {
                    let t = if since_capture {
                        &mut q.repeat_since
                    } else {
                        &mut q.repeat_all
                    };
                    *t = (*t).min(times);
                }
                EndCond::NoMovesIf(_) | EndCond::AfterMove(_) | EndCond::Passes(_) => return None,
            }
        }
        Some(q)
    }
}
