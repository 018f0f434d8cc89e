//! Castling, its make and unmake, and the unmoved flags it asks for (kept
//! in [`State::unmoved`], in the hash, restored by `undo`): on a board of
//! one piece per cell (`apply_castle`, `undo_castle`), and on the general
//! path (boards with stacks, a store, tracks), where both pieces of a castling moved by the general `apply` and `undo`
//! (each lifted off the top of its cell, then put on top of its
//! destination), and the unmoved flags kept there as on the lean path
//! (`castle.rs`): cleared by every move that leaves, lands on or captures
//! on a flagged cell, saved for `undo`, and in the hash.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::TurnSaved;
use crate::engine::state::bits::{Bits, clear_bit, for_each_bit, get_bit, set_bit};
use crate::engine::state::hash::{key_at, unmoved_key};
use crate::ir::{Code, Game, MAX_PLAYERS, NO_CELL, Narrow};

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
            // An `after move` rule may have run after the castling.
            self.undo_event(ts);
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
        } else if Self::explodes(&game.tables, m) {
            // The pieces the blast took lose their flags too.
            let cells = self.blasted(game, m);
            let moved = [m.from, m.to]
                .into_iter()
                .chain(m.captures().iter().copied());
            self.clear_unmoved(game, moved.chain(cells), h);
        } else if !m.is_end_turn() {
            self.lose_unmoved(game, m, h);
        }
    }

    /// `apply` of a castling: both pieces move, both lose their flags.
    #[inline(never)]
    pub(in crate::engine) fn apply_castle(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        self.unmoved_saved.push((self.plies, self.unmoved));
        let mut h = self.hash;
        if self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let rook = self.board[r as usize];
        let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        for (c, code) in [(k, m.piece), (r, rook)] {
            self.board[c as usize] = 0;
            clear_bit(&mut self.occ[p], c);
            h ^= t.key(code, c);
            if get_bit(&self.unmoved, c) {
                clear_bit(&mut self.unmoved, c);
                h ^= unmoved_key(c);
            }
        }
        for (c, code) in [(kd, m.piece), (rd, rook)] {
            self.board[c as usize] = code;
            set_bit(&mut self.occ[p], c);
            h ^= t.key(code, c);
        }
        self.prune_unmoved(game, &mut h);
        let next = t.next_player[self.to_move as usize];
        h ^= t.zobrist_turn[self.to_move as usize] ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.plies += 1;
        self.since_capture = if t.resets[m.piece as usize] {
            0
        } else {
            self.since_capture + 1
        };
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.hash = h;
    }

    /// `undo` of [`State::apply_castle`].
    #[inline(never)]
    pub(in crate::engine) fn undo_castle(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let t = &game.tables;
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let rook = self.board[rd as usize];
        let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        for c in [kd, rd] {
            self.board[c as usize] = 0;
            clear_bit(&mut self.occ[p], c);
        }
        for (c, code) in [(k, m.piece), (r, rook)] {
            self.board[c as usize] = code;
            set_bit(&mut self.occ[p], c);
        }
        self.to_move = t.prev_player[self.to_move as usize];
        self.restore_saved(&saved);
        self.restore_unmoved();
    }

    /// The cells of pieces whose kinds keep an unmoved flag (all unmoved):
    /// a start position.
    pub(in crate::engine) fn initial_unmoved(game: &Game, board: &[Code; 256]) -> Bits {
        let mut b = [0u64; 4];
        if game.tables.any_castle {
            for (cell, &c) in board.iter().enumerate().take(game.board.cells()) {
                if c != 0 && game.tables.unmoved[c as usize] {
                    set_bit(&mut b, cell.narrow());
                }
            }
        }
        b
    }

    /// Marks the pieces on these cells as moved (for positions given as
    /// text); the flags of other cells stay.
    pub fn set_moved(&mut self, game: &Game, cells: &[u8]) {
        for &c in cells {
            clear_bit(&mut self.unmoved, c);
        }
        let mut h = 0;
        self.prune_unmoved(game, &mut h);
        self.hash = self.compute_hash(game);
    }

    /// Clears the flags that no castling can use any more, so that the
    /// flags are the castling rights (and equal rights hash alike): a
    /// castling piece none of whose partners is unmoved, a partner with no
    /// unmoved castling piece of its owner's to castle with it. Updates
    /// the hash `h`.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn prune_unmoved(&mut self, game: &Game, h: &mut u64) {
        let t = &game.tables;
        for p in 0..self.players as usize {
            let own = self.occ[p];
            let flagged: Bits = std::array::from_fn(|w| own[w] & self.unmoved[w]);
            let mut useful = [0u64; 4];
            for_each_bit(&flagged, |king| {
                let code = self.board[king as usize];
                for e in &t.castles[code as usize] {
                    for_each_bit(&flagged, |c| {
                        if self.board[c as usize] == e.partner {
                            set_bit(&mut useful, king);
                            set_bit(&mut useful, c);
                        }
                    });
                }
            });
            for_each_bit(&flagged, |c| {
                if !get_bit(&useful, c) {
                    clear_bit(&mut self.unmoved, c);
                    *h ^= unmoved_key(c);
                }
            });
        }
    }

    /// Whether the piece on `cell` keeps its unmoved flag.
    pub fn is_unmoved(&self, cell: u8) -> bool {
        get_bit(&self.unmoved, cell)
    }

    /// A plain move clears the flags of the cells it leaves, lands on or
    /// captures on (saved for `undo`); updates the hash `h`.
    #[inline(always)]
    pub(in crate::engine) fn lose_unmoved(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let cells = [m.from, m.to]
            .into_iter()
            .chain(m.captures().iter().copied());
        self.clear_unmoved(game, cells, h);
    }

    /// Clears the flags of `cells` (saved for `undo` if one changes, with
    /// the ply of the move: `plies` is already counted); updates the hash
    /// `h`.
    #[inline(always)]
    pub(in crate::engine) fn clear_unmoved(
        &mut self,
        game: &Game,
        cells: impl Iterator<Item = u8>,
        h: &mut u64,
    ) {
        let before = self.unmoved;
        let mut cleared = false;
        for c in cells {
            if get_bit(&self.unmoved, c) {
                clear_bit(&mut self.unmoved, c);
                *h ^= unmoved_key(c);
                cleared = true;
            }
        }
        if cleared {
            // Saved only when the flags change, with the ply of the move
            // (`plies` is already counted): most moves touch none.
            self.unmoved_saved.push((self.plies - 1, before));
            self.prune_unmoved(game, h);
        }
    }

    /// `undo`'s half of the unmoved flags (after `plies` is counted back):
    /// the flags before this ply's move, if it changed them.
    #[inline(always)]
    pub(in crate::engine) fn restore_unmoved(&mut self) {
        if let Some(&(ply, before)) = self.unmoved_saved.last()
            && ply == self.plies
        {
            self.unmoved = before;
            self.unmoved_saved.pop();
        }
    }
}
