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
        out.retain(|m| {
            if m.kind != MoveKind::Enter
                || !t
                    .no_mate_enter
                    .get(m.piece as usize)
                    .copied()
                    .unwrap_or(false)
            {
                return true;
            }
            self.apply(game, m);
            let mates = self.mated(game);
            self.undo(game, m);
            !mates
        });
    }

    /// Whether the player to move is checkmated: in check (its royal piece
    /// attacked, by the tables where they are exact, else by the
    /// attacker's captures) and every move of it leaves a royal piece
    /// attacked (by the replies: the opponent's drops cannot capture). A
    /// player with no move and not in check is not mated: an entry that
    /// leaves it so is a move.
    fn mated(&mut self, game: &Game) -> bool {
        let me = self.to_move;
        if !self.in_check(game) {
            return false;
        }
        let mut replies = self.take_buffer();
        self.pseudo_moves(game, &mut replies);
        let mut escape = false;
        for r in &replies {
            self.apply(game, r);
            let hit = self.royal_attacked(game, me);
            self.undo(game, r);
            if !hit {
                escape = true;
                break;
            }
        }
        self.give_buffer(replies);
        !escape
    }
}
