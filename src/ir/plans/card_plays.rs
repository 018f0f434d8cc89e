//! Lean cards ([`Tables::lean_cards`]): a card whose only uses are its own
//! moves, each an exact `along` move held by the path tables
//! (`ir/plans/track_paths.rs`), or an `enter`: no split, skip, swap, `for`
//! block, `cancel`, `pass` or `play for`. The engine generates such a
//! card's moves in one short loop over the pieces and their paths (LIGA's
//! 1 to 13 but the 7 and the 8, and the race games' cards), the same moves
//! in the same order as the general path.

use crate::ir::{Extra, Game, PlanId, Tables};

impl Game {
    /// `lean_cards[card]` for each card kind (empty in games without cards
    /// or without path tables).
    pub(in crate::ir) fn lean_cards(&self, t: &Tables) -> Vec<bool> {
        let (Some(cards), Some(paths)) = (&self.cards, &t.along_paths) else {
            return Vec::new();
        };
        cards
            .kinds
            .iter()
            .enumerate()
            .map(|(c, k)| {
                k.split().is_none()
                    && k.skip().is_none()
                    && k.swap().is_none()
                    && k.behalf().is_none()
                    && k.pass().is_none()
                    && !k.cancel()
                    && !k.proxy()
                    && t.card_extra.get(c).is_some_and(|per_code| {
                        per_code.iter().flatten().all(|x| match *x {
                            Extra::Along {
                                dir,
                                min,
                                max,
                                until,
                                ..
                            } => min == max && !until && paths.holds(dir, max),
                            _ => false,
                        })
                    })
            })
            .collect()
    }

    /// [`Tables::lean_play`]: a card game whose turns are one action, and
    /// no steal, event or rare move of the general path (castling, en
    /// passant) follows a piece's move; the engine then plays a discard, or
    /// a card of [`Tables::plain_play`] for its move, enter or skip, by a
    /// short path (when no split, replay, `play for` turn, exchange or
    /// provisional win is under way).
    pub(in crate::ir) fn lean_play(&self, t: &Tables) -> bool {
        self.cards.is_some() && t.features.within(PlanId::PlayMake.handles())
    }

    /// [`Tables::plain_play`] for each card kind (empty in games without
    /// cards).
    pub(in crate::ir) fn plain_play(&self) -> Vec<bool> {
        let Some(cards) = &self.cards else {
            return Vec::new();
        };
        cards
            .kinds
            .iter()
            .map(|k| k.split().is_none() && k.pass().is_none() && !k.cancel() && !k.proxy())
            .collect()
    }
}
