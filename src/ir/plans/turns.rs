//! What follows a move of each piece code in a game of
//! [`Tables::stacks_turns`] (Libero), as bits of one byte
//! ([`Tables::turn_flags`]): whether the move counts against the turn's
//! budget, starts the `since` counts again, is followed by the steal rule,
//! or may set off an event. The lean `apply` of `engine/make/fast/turns.rs` reads the
//! byte once and skips what cannot happen, instead of looking each up in
//! the rules after every move. The key of the number of budgeted moves made
//! ([`used_key`]) and its steps ([`Tables::used_steps`]) are here too.

use crate::ir::{Game, Tables};

/// The move counts against the turn's budget (`at most N move by …`).
pub const TURN_BUDGETED: u8 = 1;
/// The move starts the `since` counts again ([`Tables::resets`]).
pub const TURN_RESETS: u8 = 2;
/// The steal rule follows the move (`steal … after move by …`).
pub const TURN_STEALS: u8 = 4;
/// An event is of the piece's kind (`on KIND enters ZONE`).
pub const TURN_EVENT: u8 = 8;

/// Hash key of the number of budgeted moves made this turn (0: none).
pub fn used_key(used: u8) -> u64 {
    if used == 0 {
        0
    } else {
        (used as u64)
            .wrapping_mul(0xa076_1d64_78bd_642f)
            .rotate_left(17)
            | 1
    }
}

/// `used_steps[n]`: the change of the hash when the budgeted moves made go
/// from `n` to `n + 1` (kept at 255), for the lean path.
pub fn used_steps() -> Vec<u64> {
    (0..=255u8)
        .map(|n| used_key(n) ^ used_key(n.saturating_add(1)))
        .collect()
}

impl Game {
    /// [`Tables::turn_flags`]: per code, the bits above; empty unless the
    /// game takes the lean path of [`Tables::stacks_turns`].
    pub(in crate::ir) fn turn_flags(&self, t: &Tables) -> Vec<u8> {
        if !t.stacks_turns {
            return Vec::new();
        }
        let kind_has = |v: &[bool], k: usize| v.get(k).copied().unwrap_or(false);
        (0..self.code_kind.len())
            .map(|code| {
                let kind = self.code_kind[code] as usize;
                let mut f = 0;
                if self.turn.budget > 0 && kind_has(&self.turn.budgeted, kind) {
                    f |= TURN_BUDGETED;
                }
                if t.resets[code] {
                    f |= TURN_RESETS;
                }
                if self.steal.as_ref().is_some_and(|st| kind_has(&st.by, kind)) {
                    f |= TURN_STEALS;
                }
                if self.events.iter().any(|e| e.kind as usize == kind) {
                    f |= TURN_EVENT;
                }
                f
            })
            .collect()
    }
}

// Every piece a player owns counts against the turn's budget
// ([`Tables::budget_all`]: `at most N move by` names every kind that is not
// neutral, as in Libero): once the budget is spent, no piece of the player
// to move has a move of its own, so generation skips the walk of its
// pieces (neutral pieces, moved by their holder's player, are generated
// as before).

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
