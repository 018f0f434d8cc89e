//! Whether a `cancel` card can be played (LIGA), judged without playing
//! it when the card it would play again is a lean card
//! ([`Tables::lean_cards`](crate::ir::Tables)): such a card's moves depend
//! only on the pieces (board, cell sets, stores, tallies) and the player
//! to move, so the position the cancel restores is put on the board, the
//! card's moves generated there, and the position put back; no hand,
//! centre, hash or turn bookkeeping of a played cancel and its undo. Any
//! other card, or a `play for` turn under way, takes the general check
//! (`cancel.rs`: play the cancel, generate the replies, undo).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::Game;

impl State {
    /// Whether a cancel taking back `(restore, again)` (as found by
    /// [`State::cancel_target`]) leaves a move of card `again` to play, if
    /// that can be judged by the lean check; `None`: the general check.
    pub(in crate::engine::cards) fn lean_cancel_playable(
        &mut self,
        game: &Game,
        (restore, again): (Option<usize>, u8),
    ) -> Option<bool> {
        let a = again as usize;
        let paths = game.tables.along_paths.as_ref()?;
        if self.proxy != 0 || game.tables.lean_cards.get(a) != Some(&true) {
            return None;
        }
        let mut replies: Vec<Move> = self.take_buffer();
        let snap = restore.and_then(|i| self.centre[i].before.take().map(|s| (i, s)));
        if let Some((i, snap)) = snap {
            // The position the cancel restores, for the moment.
            let now = self.saved_before(game);
            self.restore_pieces(&snap, game.stacks, game.tables.cells);
            let movers = self.movers(game);
            self.gen_lean_card(game, paths, a, movers, &mut replies);
            self.restore_pieces(&now, game.stacks, game.tables.cells);
            self.spare_befores.push(now);
            self.centre[i].before = Some(snap);
        } else {
            let movers = self.movers(game);
            self.gen_lean_card(game, paths, a, movers, &mut replies);
        }
        let playable = !replies.is_empty();
        self.give_buffer(replies);
        Some(playable)
    }
}
