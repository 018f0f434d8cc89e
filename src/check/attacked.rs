//! `attacked(…)` outside the end rules (in a move's or a card's
//! condition): judged during move generation by the attack tables
//! (`ir::AttackTables`), which the game's capture rules must compile into
//! (otherwise asking it would mean generating the replies of every move).

use crate::check::errors::RuleError;
use crate::ir::Game;

use super::Checker;

impl Checker<'_> {
    /// Reports each `attacked(…)` said outside end rules in a game whose
    /// attack tables are not exact.
    pub(super) fn attacked_in_moves_tabled(&mut self, game: &Game) {
        if game.tables.attacks.exact {
            return;
        }
        for span in std::mem::take(&mut self.attacked_in_moves) {
            self.err(RuleError::AttackedUntabled { span });
        }
    }
}
