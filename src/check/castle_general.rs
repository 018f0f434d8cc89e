//! Castling is played on the lean path (boards of one piece per cell,
//! turns of one move) and on the general path of games with stacks, a
//! store or tracks (`engine/make/castle.rs`). A game with cards, turns
//! of several actions, a steal rule or events cannot castle (a cancel card
//! or an event puts back positions without the castling rights, a steal
//! takes a piece off its cell unseen by the rights, and a castling in the
//! middle of a turn has no "check" to be out of), so a `castle` move there
//! is refused here rather than dropped or played wrong. `after move COND {
//! … }` rules that only count (`add`, `clear`) go with castling: their
//! event is taken back with the castling (Three-check).

use crate::check::errors::PieceError;
use crate::ir::{Effect, TurnRules};
use crate::syntax::MoveStmt;

use super::Checker;
use super::rules::Rules;

impl Checker<'_> {
    /// Reports every `castle` move of a game with one of the features the
    /// castling does not go with (see the module's text).
    pub(super) fn castle_on_lean_path(&mut self, cards: bool, rules: &Rules, turn: &TurnRules) {
        let feature = if cards {
            "cards"
        } else if turn.multi {
            "turns of several actions"
        } else if rules.steal.is_some() {
            "a steal rule"
        } else if !rules.events.is_empty() {
            "events"
        } else if rules.after_events.iter().any(|e| {
            e.effects
                .iter()
                .any(|x| !matches!(x, Effect::Add(..) | Effect::Clear(..)))
        }) {
            "`after move` rules that move pieces or the turn"
        } else {
            return;
        };
        let spans: Vec<_> = self
            .ast
            .pieces
            .iter()
            .flat_map(|p| &p.moves)
            .filter_map(|m| match m {
                MoveStmt::Castle { span, .. } => Some(*span),
                _ => None,
            })
            .collect();
        for span in spans {
            self.err(PieceError::CastleGeneral {
                feature: feature.to_string(),
                span,
            });
        }
    }
}
