//! The last ply of a perft in a game of
//! [`Tables::stacks_only`](crate::ir::Tables) (Liger): every move applied,
//! the position after it looked at, the move taken back
//! ([`State::apply_undo_each_stacks`]), with the work that the moves of a
//! list share done once. The turn's part of the record (the player to
//! move, the ply, the saved record on the history) is the same for every
//! move of the list, so it is put in place once; and the moves of one piece
//! alone ([`State::carries_one`]) come one start cell after another, so the
//! piece is lifted off its cell once ([`Lifted`]) and only set down on and
//! taken off each destination in turn. The position after each move is
//! exactly what `apply_stacks` makes (only `movers_saved`, which no one
//! reads but `undo`, is not pushed).

use crate::engine::State;
use crate::engine::make::fast::carry::stack_key;
use crate::engine::moves::Move;
use crate::engine::state::Saved;
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::ir::{Code, Game, MAX_PLAYERS, NO_CELL, Tables};

/// A piece lifted off its cell for the moves of one start cell: the piece,
/// its owner, the cell, the piece the lift revealed there (0 for none), and
/// the hash with the turn passed and the piece gone from its cell.
struct Lifted {
    top: Code,
    owner: usize,
    from: u8,
    revealed: Code,
    hash: u64,
}

/// What the turn of each move of the list changes, the same for all:
/// the values before the list and after a move.
#[derive(Clone, Copy)]
struct Turn {
    me: u8,
    next: u8,
    hash: u64,
    turned: u64,
    plies: u32,
    since: u32,
    mover: u8,
    saved: Saved,
}

impl State {
    /// [`State::apply_undo_each`] in a game of
    /// [`Tables::stacks_only`](crate::ir::Tables): see the module's
    /// comment. Moves that are not a carry of the top piece alone (lifts,
    /// bear-offs, captures) take `apply_stacks` and `undo_stacks`. The
    /// repetition filter needs nothing: it counts only positions below the
    /// history's length before the list (`repeat_len` never exceeds it).
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_stacks(&mut self, game: &Game, moves: &[Move]) {
        let t = &game.tables;
        if self.ep != NO_CELL || self.ep_victim != NO_CELL || self.ep_in_hash {
            // En passant would need the general bookkeeping: no shortcut.
            for m in moves {
                self.apply_stacks(game, m);
                std::hint::black_box(&*self);
                self.undo_stacks(game, m);
            }
            return;
        }
        let me = self.to_move;
        let next = t.next_player[me as usize];
        let turn = Turn {
            me,
            next,
            hash: self.hash,
            turned: self.hash ^ t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize],
            plies: self.plies,
            since: self.since_capture,
            mover: self.last_mover,
            saved: Saved::plain(self.hash, self.since_capture, self.captured_codes.len()),
        };
        self.leaf_turn_in(&turn);
        let mut i = 0;
        while let Some(m) = moves.get(i) {
            if m.ncap > 0 || !Self::carries_one(m) {
                self.leaf_turn_out(&turn);
                self.apply_stacks(game, m);
                std::hint::black_box(&*self);
                self.undo_stacks(game, m);
                self.leaf_turn_in(&turn);
                i += 1;
                continue;
            }
            // The carries from the same cell that follow this one.
            let from = m.from;
            let mut j = i + 1;
            while let Some(n) = moves.get(j)
                && n.from == from
                && n.ncap == 0
                && Self::carries_one(n)
            {
                j += 1;
            }
            self.since_capture = if t.resets[m.piece as usize] {
                0
            } else {
                turn.since + 1
            };
            let lifted = self.leaf_lift(t, from, turn.turned);
            for n in moves.get(i..j).unwrap_or(&[]) {
                self.leaf_drop(t, &lifted, n.to);
            }
            self.leaf_put_back(t, &lifted);
            i = j;
        }
        self.leaf_turn_out(&turn);
    }

    /// The turn of a move of the list made: its record on the history,
    /// the next player to move, the ply counted, the mover.
    #[inline(always)]
    fn leaf_turn_in(&mut self, turn: &Turn) {
        self.saved.push(turn.saved);
        self.to_move = turn.next;
        self.last_mover = turn.me;
        self.plies = turn.plies + 1;
    }

    /// [`State::leaf_turn_in`] taken back, and the hash and the plies since a
    /// capture as they were before the list.
    #[inline(always)]
    fn leaf_turn_out(&mut self, turn: &Turn) {
        self.saved.pop();
        self.to_move = turn.me;
        self.last_mover = turn.mover;
        self.plies = turn.plies;
        self.hash = turn.hash;
        self.since_capture = turn.since;
    }

    /// Lifts the top piece of `from` (not empty) off its cell, the piece
    /// under it showing; `turned` is the hash with the turn passed.
    #[inline(always)]
    fn leaf_lift(&mut self, t: &Tables, from: u8, turned: u64) -> Lifted {
        let f = from as usize;
        let top = self.board[f];
        let hash = turned ^ stack_key(t, top, from, self.under.len(f));
        let revealed = self.under.pop(f);
        let owner = t.owner[top as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[owner], from);
        self.board[f] = revealed;
        if revealed != 0 {
            let q = t.owner[revealed as usize] as usize % MAX_PLAYERS;
            set_bit(&mut self.occ[q], from);
            self.showing[q] += 1;
        }
        Lifted {
            top,
            owner,
            from,
            revealed,
            hash,
        }
    }

    /// Sets the lifted piece down on `to` (another cell), looks at the
    /// position, and takes it off again.
    #[inline(always)]
    fn leaf_drop(&mut self, t: &Tables, l: &Lifted, to: u8) {
        let d = to as usize;
        let old = self.board[d];
        let p = l.owner;
        if old == 0 {
            self.hash = l.hash ^ t.key(l.top, to);
            self.board[d] = l.top;
            set_bit(&mut self.occ[p], to);
            std::hint::black_box(&*self);
            clear_bit(&mut self.occ[p], to);
            self.board[d] = 0;
            return;
        }
        let n = self.under.len(d);
        self.hash = l.hash ^ stack_key(t, l.top, to, n + 1);
        self.under.push_on(d, n, old);
        let q = t.owner[old as usize] as usize % MAX_PLAYERS;
        self.showing[q] -= 1;
        self.board[d] = l.top;
        if q == p {
            // The old top was the mover's: the cell stays the mover's.
            std::hint::black_box(&*self);
        } else {
            clear_bit(&mut self.occ[q], to);
            set_bit(&mut self.occ[p], to);
            std::hint::black_box(&*self);
            clear_bit(&mut self.occ[p], to);
            set_bit(&mut self.occ[q], to);
        }
        self.under.cut(d, n);
        self.showing[q] += 1;
        self.board[d] = old;
    }

    /// [`State::leaf_lift`] taken back: the piece on its cell again.
    #[inline(always)]
    fn leaf_put_back(&mut self, t: &Tables, l: &Lifted) {
        let f = l.from as usize;
        if l.revealed != 0 {
            let q = t.owner[l.revealed as usize] as usize % MAX_PLAYERS;
            clear_bit(&mut self.occ[q], l.from);
            self.showing[q] -= 1;
            self.under.push(f, l.revealed);
        }
        self.board[f] = l.top;
        set_bit(&mut self.occ[l.owner], l.from);
    }
}
