//! The last ply of a perft in a game of lean play
//! ([`Tables::lean_play`](crate::ir::Tables): LIGA): each decision applied
//! and taken back, those of the lean path by its apply and undo called
//! straight (whether the path is taken is judged once for the list, since
//! the turn's state is the node's for every move), and without keeping the
//! position before a played card: that snapshot is read only by a `cancel`
//! played later, and no decision follows a leaf. The leaf is otherwise
//! the position `apply` makes (board, hands, centre, hash, turn, a
//! provisional win), and `undo` puts everything back.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::Game;

use crate::engine::make::fast::card_plays::lean_move;

impl State {
    /// Applies and takes back each of `moves` (a perft's leaves) in a game
    /// of [`Tables::lean_play`](crate::ir::Tables).
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_lean_play(&mut self, game: &Game, moves: &[Move]) {
        let Some(cards) = &game.cards else {
            return;
        };
        let busy = self.lean_busy();
        for m in moves {
            if lean_move(game, m, busy) {
                self.apply_lean_play::<false>(game, cards, m);
                std::hint::black_box(&*self);
                self.undo_lean_play(game, cards, m);
            } else {
                self.apply(game, m);
                std::hint::black_box(&*self);
                self.undo(game, m);
            }
        }
    }
}
