//! `then shoot KIND DIRS`: each move of a shooting piece becomes one move
//! per cell it may shoot onto: an empty cell along one of the directions
//! from where the piece stopped, up to the first piece (the cell it left
//! counts as empty, the cell it stopped on as taken). A move that has no
//! such cell is not a move.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Game, NO_CELL};

impl State {
    /// Replaces each move of a shooting piece in `out` by its shots; the
    /// other moves stay as they are, in their order.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn add_shots(&mut self, game: &Game, out: &mut Vec<Move>) {
        let shoot = &game.tables.shoot;
        let mut moves = self.take_buffer();
        moves.extend_from_slice(out);
        out.clear();
        let nd = game.dirs.len();
        for m in &moves {
            let (arrow, dirs) = shoot.get(m.piece as usize).copied().unwrap_or((0, 0));
            if arrow == 0 || m.kind != MoveKind::Piece || m.npath != 1 {
                out.push(*m);
                continue;
            }
            let left = |c: u8| c == m.from || m.caps[..m.ncap as usize].contains(&c);
            for d in (0..nd.min(8)).filter(|d| dirs & (1 << d) != 0) {
                let mut c = m.to;
                loop {
                    c = game.nbr[c as usize * nd + d];
                    if c == NO_CELL || c == m.to || (self.board[c as usize] != 0 && !left(c)) {
                        break;
                    }
                    let mut s = *m;
                    s.path[1] = c;
                    out.push(s);
                }
            }
        }
        self.give_buffer(moves);
    }
}
