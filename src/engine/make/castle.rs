//! Castling on the general path (boards with stacks, a store, tracks):
//! both pieces of a castling moved by the general `apply` and `undo`
//! (each lifted off the top of its cell, then put on top of its
//! destination), and the unmoved flags kept there as on the lean path
//! (`castle.rs`): cleared by every move that leaves, lands on or captures
//! on a flagged cell, saved for `undo`, and in the hash.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::TurnSaved;
use crate::engine::state::hash::key_at;
use crate::ir::{Code, Game, NO_CELL};

impl State {
    /// The piece's move of the general path in a game with castling or en
    /// passant there (`Tables::general_rare`; other games take the same
    /// steps in `apply_general_inner` without the castling): a castling,
    /// or the piece's move; updates the hash `h`.
    #[inline(never)]
    pub(in crate::engine) fn move_rare_general(&mut self, game: &Game, m: &Move, h: &mut u64) {
        if m.is_castle() {
            self.castle_general(game, m, h);
            return;
        }
        if game.tables.tally.on() {
            self.move_tallied(game, m, h);
        } else {
            if m.ncap > 0 {
                self.take_captures(game, m, h);
            }
            self.place(game, m, h);
        }
    }

    /// What follows the move `m` of the general path in such a game, the
    /// hash up to date: the unmoved flags, the en-passant cell.
    #[inline(never)]
    pub(in crate::engine) fn after_rare_general(&mut self, game: &Game, m: &Move) {
        if game.tables.any_castle {
            let mut h = self.hash;
            self.lose_unmoved_general(game, m, &mut h);
            self.hash = h;
        }
        if m.passed != NO_CELL && !game.turn.multi && game.cards.is_none() {
            self.pass_general(game, m);
        }
    }

    /// The castling `m` on the general path: the piece and its partner
    /// lifted off their cells (what was under them shows again), then put
    /// on top of their destinations; updates the hash `h`.
    pub(in crate::engine) fn castle_general(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let piece = self.lift_top(game, k, h);
        let partner = self.lift_top(game, r, h);
        self.put_top(game, kd, piece, h);
        self.put_top(game, rd, partner, h);
    }

    /// `undo`'s piece move of the general path in a game with castling or
    /// en passant there (before `plies` is counted back): a castling or the
    /// piece's move taken back (unless the decision was the end of a turn
    /// or a card's use alone), then the unmoved flags this ply changed.
    #[inline(never)]
    pub(in crate::engine) fn undo_rare_general(
        &mut self,
        game: &Game,
        m: &Move,
        (ts, first): (&TurnSaved, usize),
        card_only: bool,
    ) {
        if m.is_castle() {
            self.uncastle_general(game, m);
        } else if !m.is_end_turn() && !card_only {
            self.undo_action(game, m, ts, first);
        }
        if let Some(&(ply, before)) = self.unmoved_saved.last()
            && ply + 1 == self.plies
        {
            self.unmoved = before;
            self.unmoved_saved.pop();
        }
    }

    /// `undo` of [`State::castle_general`] (the hash is restored whole).
    pub(in crate::engine) fn uncastle_general(&mut self, game: &Game, m: &Move) {
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let mut h = 0;
        let partner = self.lift_top(game, rd, &mut h);
        let piece = self.lift_top(game, kd, &mut h);
        self.put_top(game, r, partner, &mut h);
        self.put_top(game, k, piece, &mut h);
    }

    /// Takes the top piece off `cell` (the piece under it shows): its code.
    fn lift_top(&mut self, game: &Game, cell: u8, h: &mut u64) -> Code {
        let code = self.board[cell as usize];
        if code == 0 {
            return 0;
        }
        *h ^= key_at(game, code, cell, self.height(cell) - 1);
        let revealed = self.under.pop(cell as usize);
        self.set_top(game, cell, revealed);
        code
    }

    /// Puts `code` on top of `cell` (over what stands there).
    fn put_top(&mut self, game: &Game, cell: u8, code: Code, h: &mut u64) {
        if code == 0 {
            return;
        }
        let th = self.height(cell);
        if th > 0 {
            self.under.push(cell as usize, self.board[cell as usize]);
        }
        *h ^= key_at(game, code, cell, th);
        self.set_top(game, cell, code);
    }

    /// The unmoved flags after the move `m` of the general path: the cells
    /// a castling's two pieces leave and land on, or the cells any other
    /// move leaves, lands on or captures on, lose their flags (saved for
    /// `undo`, which puts them back by [`State::restore_unmoved`]).
    pub(in crate::engine) fn lose_unmoved_general(&mut self, game: &Game, m: &Move, h: &mut u64) {
        if m.is_castle() {
            let cells = [m.from, m.to, m.path[1], m.path[2]];
            self.clear_unmoved(game, cells.into_iter(), h);
        } else if !m.is_end_turn() {
            self.lose_unmoved(game, m, h);
        }
    }
}
