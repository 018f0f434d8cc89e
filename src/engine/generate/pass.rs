//! `pass if no moves`: a player with no legal move passes, while another
//! player can move; when none can, there is no move (the game ends).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::Game;

impl State {
    /// Pushes the pass (the `end` of the turn) if a player after the one to
    /// move, in turn order, has a legal move. Asked only when the player to
    /// move has none.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn push_pass(&mut self, game: &Game, out: &mut Vec<Move>) {
        let me = self.to_move;
        let mut others = self.take_buffer();
        let mut p = game.tables.next_player[me as usize];
        let mut can = false;
        while p != me && !can {
            self.to_move = p;
            others.clear();
            self.pseudo_moves(game, &mut others);
            if game.tables.any_royal {
                self.drop_exposing(game, &mut others);
            }
            can = !others.is_empty();
            p = game.tables.next_player[p as usize];
        }
        self.to_move = me;
        self.give_buffer(others);
        if can {
            out.push(Move {
                kind: MoveKind::EndTurn,
                ..Move::NONE
            });
        }
    }
}
