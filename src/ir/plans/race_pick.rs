//! Random picks of a race (`race { … }`, [`Tables::race_pick`]): a game
//! whose only decisions are the race's (no pieces, no cards, no pass). A
//! random playout draws a roll by its chance without listing the rolls,
//! and lists the plays of a roll by the race's own walk alone
//! (`engine/generate/fast/race_pick.rs`), instead of the general
//! generation (the board's move tables, the royal filter) around it.

use crate::ir::{Game, Tables};

impl Game {
    /// Whether the random picks of a race may skip the general generation
    /// (the module's text): a race, no kind of piece (so no move of the
    /// board's tables and no royal piece) and no `pass allowed`.
    pub(in crate::ir) fn race_pick(&self, t: &Tables) -> bool {
        self.race.is_some() && self.kinds.is_empty() && !self.turn.pass_allowed && !t.any_royal
    }
}
