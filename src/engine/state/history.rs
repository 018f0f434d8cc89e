//! What a position text carries of a history that the rules look back on
//! (docs/language.md, "Position texts with history"): the passes in a row
//! (`passes N` ends the game) and the earlier positions a `ko` rule
//! forbids, as the hashes of their pieces (without the player to move).
//! Read back, they stand before the history the state keeps itself.

use crate::engine::State;
use crate::ir::{Features, Game, Ko, NO_CELL};

impl State {
    /// How many of the last moves in a row were passes (moves that placed
    /// or moved no piece), the passes a position text carried included.
    pub fn passes_in_a_row(&self) -> u32 {
        let len = self.saved.len();
        if len == 0 {
            return self.passes_before;
        }
        if self.turn_saved.len() != len || self.last_to != NO_CELL {
            return 0;
        }
        let mut k = 1;
        while k < len && self.turn_saved[len - k].last_to == NO_CELL {
            k += 1;
        }
        let k = u32::try_from(k).unwrap_or(u32::MAX);
        if k as usize == len {
            k.saturating_add(self.passes_before)
        } else {
            k
        }
    }

    /// The hashes of the pieces (without the player to move) of the
    /// earlier positions the game's `ko` forbids now: every earlier one
    /// (`ko positional`; once each, in order) or the one before the
    /// opponent's last move (`ko simple`). Empty without a ko rule.
    pub fn ko_earlier(&self, game: &Game) -> Vec<u64> {
        if !game.tables.features.has(Features::KO) {
            return Vec::new();
        }
        let len = self.saved.len();
        match game.capture.groups.ko {
            Ko::Off => Vec::new(),
            Ko::Simple if len > 0 => vec![self.pieces_key(game, len - 1)],
            Ko::Simple => self.earlier.last().copied().into_iter().collect(),
            Ko::Positional => {
                let mut seen = std::collections::HashSet::new();
                self.earlier
                    .iter()
                    .copied()
                    .chain((0..len).map(|i| self.pieces_key(game, i)))
                    .filter(|&k| seen.insert(k))
                    .collect()
            }
        }
    }

    /// Sets the passes in a row before the history (a position text's
    /// `passes:`).
    pub fn set_passes_before(&mut self, passes: u32) {
        self.passes_before = passes;
    }

    /// Adds an earlier position's hash to those a `ko` rule looks back on
    /// (a position text's `earlier:`, [`State::ko_earlier`]).
    pub fn push_earlier(&mut self, key: u64) {
        self.earlier.push(key);
    }
}
