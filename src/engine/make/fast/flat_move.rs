//! A piece's move of the general path on a board without stacks (one
//! piece per cell), written straight: the captured pieces go (to the store
//! in games with one), the piece enters from its store or moves, promoted
//! where it lands; the zone tallies follow each piece that leaves or comes
//! (no second read of the cells), the hash by the keys of the two cells.
//! The same change as `take_captures` and `place` (with `tally_move`
//! around them): used by the lean play of a card (`make/fast/card_plays.rs`),
//! which falls back to those for anything else (stacks, a bear-off, a piece
//! capturing itself, a landing on a piece that stays).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::engine::state::hash::store_key;
use crate::ir::{Game, MAX_PLAYERS};

impl State {
    /// Whether `m` may be a flat move, by itself: on a board without
    /// stacks, an entry, or a move of one piece to another cell that does
    /// not capture on its start cell.
    #[inline(always)]
    fn flat_kind(game: &Game, m: &Move) -> bool {
        !game.stacks
            && m.lift <= 1
            && (m.is_enter() || (m.from != m.to && !m.captures().contains(&m.from)))
    }

    /// Whether `m` is a move [`State::move_flat`] makes: a flat kind of
    /// move whose landing holds nothing once its captures are taken (and
    /// nothing under it).
    #[inline(always)]
    pub(in crate::engine) fn flat_move(&self, game: &Game, m: &Move) -> bool {
        Self::flat_kind(game, m)
            && self.under.len(m.to as usize) == 0
            && (self.board[m.to as usize] == 0 || m.captures().contains(&m.to))
    }

    /// Whether `m`, the last move applied, was made by
    /// [`State::move_flat`]: any other move of a flat kind left a piece
    /// under its landing.
    #[inline(always)]
    pub(in crate::engine) fn flat_undo(&self, game: &Game, m: &Move) -> bool {
        Self::flat_kind(game, m) && self.under.len(m.to as usize) == 0
    }

    /// Plays `m` (see [`State::flat_move`]): the captures, then the entry or
    /// the move; the tallies (saved first, for `undo`) and the hash `h`
    /// follow.
    #[inline(always)]
    pub(in crate::engine) fn move_flat(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        let tally = t.tally.on();
        if tally {
            self.tally_saved.push(self.tally);
        }
        if m.ncap > 0 {
            if tally {
                let caps = m.captures();
                for (i, &c) in caps.iter().enumerate() {
                    let code = self.board[c as usize];
                    if code != 0 && !caps[..i].contains(&c) {
                        self.tally_piece(game, code, c, false);
                    }
                }
            }
            self.take_captures(game, m, h);
        }
        let to = m.to;
        if m.is_enter() {
            let n = &mut self.store[m.piece as usize];
            *h ^= store_key(m.piece, *n) ^ store_key(m.piece, n.saturating_sub(1));
            *n = n.saturating_sub(1);
            self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] += 1;
        } else {
            let from = m.from;
            let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
            if tally {
                self.tally_piece(game, m.piece, from, false);
            }
            *h ^= t.key(m.piece, from);
            self.board[from as usize] = 0;
            clear_bit(&mut self.occ[p], from);
            self.showing[p] -= 1;
        }
        let q = t.owner[m.placed as usize] as usize % MAX_PLAYERS;
        *h ^= t.key(m.placed, to);
        self.board[to as usize] = m.placed;
        set_bit(&mut self.occ[q], to);
        self.showing[q] += 1;
        if tally {
            self.tally_piece(game, m.placed, to, true);
        }
    }

    /// Takes back [`State::move_flat`] (`first`: where its captured codes
    /// start); the hash is restored whole by the caller.
    #[inline(always)]
    pub(in crate::engine) fn unmove_flat(&mut self, game: &Game, m: &Move, first: usize) {
        let t = &game.tables;
        let to = m.to;
        let q = t.owner[m.placed as usize] as usize % MAX_PLAYERS;
        self.board[to as usize] = 0;
        clear_bit(&mut self.occ[q], to);
        self.showing[q] -= 1;
        if m.is_enter() {
            self.store[m.piece as usize] += 1;
            self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] -= 1;
        } else {
            let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
            self.board[m.from as usize] = m.piece;
            set_bit(&mut self.occ[p], m.from);
            self.showing[p] += 1;
        }
        self.undo_captures(game, m, first);
        if t.tally.on() {
            match self.tally_saved.pop() {
                Some(before) => self.tally = before,
                None => self.recount_tally(game),
            }
        }
    }
}
