//! Castling is played on the lean path only (boards of one piece per cell,
//! turns of one move): the general `apply` does not move two pieces at
//! once. A game whose rules need the general path (cards, stacks, turns of
//! several actions, a steal rule, events, a store, tracks) therefore cannot
//! castle, and a `castle` move there is refused here rather than dropped
//! or played wrong.

use crate::check::errors::PieceError;
use crate::ir::{Track, TurnRules};
use crate::syntax::MoveStmt;

use super::Checker;
use super::rules::Rules;

impl Checker<'_> {
    /// Reports every `castle` move of a game that needs the general path.
    pub(super) fn castle_on_lean_path(
        &mut self,
        cards: bool,
        rules: &Rules,
        turn: &TurnRules,
        tracks: &[Track],
    ) {
        let feature = if cards {
            "cards"
        } else if self.stacks {
            "stacks"
        } else if turn.multi {
            "turns of several actions"
        } else if rules.steal.is_some() {
            "a steal rule"
        } else if !rules.events.is_empty() {
            "events"
        } else if self.store.is_some() {
            "a store"
        } else if !tracks.is_empty() {
            "tracks"
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
