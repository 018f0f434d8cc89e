//! `then remove enemy after line [except in line]`: each move of a removing
//! piece that fills one of the board's lines through its landing with the
//! mover's pieces (the cell it left counts as empty) becomes one move per
//! enemy piece it may remove: any, or with `except in line` those not on a
//! line filled by their owner's pieces, unless all are. Two lines filled
//! at once still remove one piece. A move that fills no line, or finds no
//! enemy piece, stays one move, removing nothing.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Code, Game, MAX_CELLS, NO_CELL, Narrow};

impl State {
    /// Replaces each move of a removing piece in `out` by its removals; the
    /// other moves stay as they are, in their order.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn add_removals(&mut self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        // The enemy pieces, and those of them on no filled line, in board
        // order.
        let mut all = [0u8; MAX_CELLS];
        let mut free = [0u8; MAX_CELLS];
        let (mut nall, mut nfree) = (0, 0);
        let neutral = game.neutral_owner();
        for (c, &code) in self.board[..game.board.cells()].iter().enumerate() {
            let owner = t.owner[code as usize];
            if code == 0 || owner == me || owner == neutral {
                continue;
            }
            all[nall] = c.narrow();
            nall += 1;
            if !self.on_filled_line(game, c.narrow(), owner, NO_CELL) {
                free[nfree] = c.narrow();
                nfree += 1;
            }
        }
        let mut moves = self.take_buffer();
        moves.extend_from_slice(out);
        out.clear();
        for m in &moves {
            let how = t.remove.get(m.piece as usize).copied().unwrap_or(0);
            if how == 0 || !matches!(m.kind, MoveKind::Piece | MoveKind::Enter) || m.npath != 1 {
                out.push(*m);
                continue;
            }
            let from = if m.kind == MoveKind::Enter {
                NO_CELL
            } else {
                m.from
            };
            let mut none = *m;
            none.path[1] = NO_CELL;
            if !self.on_filled_line(game, m.to, me, from) {
                out.push(none);
                continue;
            }
            let cands: &[u8] = if how == 2 && nfree > 0 {
                &free[..nfree]
            } else {
                &all[..nall]
            };
            let mut any = false;
            for &c in cands {
                if m.captures().contains(&c) {
                    continue;
                }
                let mut r = *m;
                r.path[1] = c;
                out.push(r);
                any = true;
            }
            if !any {
                out.push(none);
            }
        }
        self.give_buffer(moves);
    }

    /// Whether `cell` (where `owner`'s piece stands or lands) is on one of
    /// the board's lines whose other cells all hold `owner`'s pieces, the
    /// cell `left` counting as empty.
    pub(in crate::engine) fn on_filled_line(
        &self,
        game: &Game,
        cell: u8,
        owner: u8,
        left: u8,
    ) -> bool {
        let t = &game.tables;
        let mine = |c: u8| {
            let code: Code = self.board[c as usize];
            c != left && code != 0 && t.owner[code as usize] == owner
        };
        t.lines_at[cell as usize].iter().any(|&l| {
            game.board.lines[l as usize]
                .iter()
                .all(|&c| c == cell || mine(c))
        })
    }
}
