//! `enter … without mate`: an entry of the piece that checkmates (the
//! opponent's royal piece attacked and no legal reply) is not a move
//! (Shogi's rule against mate by a pawn drop). Judged only for the
//! entries of such pieces, after the moves exposing the mover's own
//! royal piece are gone.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::Game;

impl State {
    /// Removes the entries of `without mate` pieces that checkmate.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn drop_mating_entries(&mut self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let mut replies = self.take_buffer();
        out.retain(|m| {
            if m.kind != MoveKind::Enter || !t.no_mate_enter.get(m.piece as usize).copied().unwrap_or(false) {
                return true;
            }
            self.apply(game, m);
            let opp = self.to_move;
            // Without exact attack tables, any entry leaving no reply counts.
            let check = !t.attacks.exact || self.royal_attacked_by(game, opp, me);
            let mates = check && {
                self.legal_moves(game, &mut replies);
                let none = replies.is_empty();
                replies.clear();
                none
            };
            self.undo(game, m);
            !mates
        });
        self.give_buffer(replies);
    }
}
