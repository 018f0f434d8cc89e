//! `no KIND facing KIND along DIRS` (Xiangqi's generals): after a move,
//! no piece of the first kind of the mover's may see, along one of the
//! mover's directions over empty cells, an enemy piece of the second kind.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Face, Game, NO_CELL};

impl State {
    /// Whether a piece of player `p` faces an enemy piece as a rule of
    /// `game.faces` forbids.
    pub(in crate::engine) fn faces(&self, game: &Game, p: u8) -> bool {
        game.faces.iter().any(|f| self.faces_by(game, f, p))
    }

    /// Whether a piece of `p` of the rule's first kind faces an enemy's of
    /// its second.
    fn faces_by(&self, game: &Game, f: &Face, p: u8) -> bool {
        let t = &game.tables;
        let np = game.players.len();
        let nd = game.dirs.len();
        let Some(dirs) = f.dirs.get(p as usize) else {
            return false;
        };
        let mine = game.code(f.kind, p);
        (0..t.cells).any(|c| {
            self.board[c] == mine
                && dirs.iter().any(|&d| {
                    let mut at = game.nbr[c * nd + d as usize];
                    while at != NO_CELL && self.board[at as usize] == 0 {
                        at = game.nbr[at as usize * nd + d as usize];
                    }
                    if at == NO_CELL {
                        return false;
                    }
                    let there = self.board[at as usize];
                    let owner = t.owner[there as usize];
                    owner != p && (owner as usize) < np && game.code(f.other, owner) == there
                })
        })
    }
}

impl State {
    /// [`State::drop_exposing`] in a game with facing rules: a move is also
    /// dropped when, made, it leaves a forbidden facing.
    #[inline(never)]
    pub(in crate::engine) fn drop_exposing_or_facing(&mut self, game: &Game, out: &mut Vec<Move>) {
        let me = self.to_move;
        let t = &game.tables;
        let mut replies = self.take_buffer();
        out.retain(|m| {
            self.apply(game, m);
            let mut exposed = self.faces(game, me);
            if !exposed {
                self.capture_moves(game, &mut replies);
                exposed = replies.iter().any(|r| {
                    r.captures().iter().any(|&c| {
                        let code = self.board[c as usize];
                        code != 0 && t.royal[code as usize] && t.owner[code as usize] == me
                    })
                });
            }
            self.undo(game, m);
            !exposed
        });
        self.give_buffer(replies);
    }
}
