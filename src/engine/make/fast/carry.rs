//! The lean carry of one piece ([`State::carry_one`]): a plain move of a
//! stack's top piece alone onto another cell, the commonest move of games
//! with stacks (Liger's single checkers, Libero's pieces and ball), done in
//! a few loads and stores, its keys read from the stack key tables
//! ([`StackKeys`](crate::ir::StackKeys)), and taken back by the same carry
//! the other way.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::ir::{Code, MAX_PLAYERS, Tables, height_key};

impl State {
    /// Whether `m` is a move that [`State::carry_one`] plays: the top piece
    /// alone, carried from its cell to another, unpromoted.
    #[inline(always)]
    pub(in crate::engine) fn carries_one(m: &Move) -> bool {
        m.kind == MoveKind::Piece && m.lift <= 1 && m.placed == m.piece && m.from != m.to
    }

    /// Carries the top piece of `from` (not empty) alone onto the top of
    /// `to` (another cell), updating the hash `h` if `HASH` (`undo`
    /// restores the hash whole). `carry_one::<false>(to, from)` after it
    /// puts everything back, and so does [`State::uncarry_one`] from what
    /// it returns.
    #[inline(always)]
    pub(in crate::engine) fn carry_one<const HASH: bool>(
        &mut self,
        t: &Tables,
        from: u8,
        to: u8,
        h: &mut u64,
    ) -> Carried {
        let (f, d) = (from as usize, to as usize);
        let top = self.board[f];
        if top == 0 {
            return Carried::default();
        }
        let old = self.board[d];
        if HASH {
            let fu = self.under.len(f);
            let th = if old == 0 { 0 } else { self.under.len(d) + 1 };
            *h ^= stack_key(t, top, from, fu) ^ stack_key(t, top, to, th);
        }
        let revealed = self.under.pop(f);
        let p = t.owner[top as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[p], from);
        self.board[f] = revealed;
        self.board[d] = top;
        if revealed != 0 {
            let q = t.owner[revealed as usize] as usize % MAX_PLAYERS;
            set_bit(&mut self.occ[q], from);
            self.showing[q] += 1;
        }
        if old != 0 {
            self.under.push(d, old);
            let q = t.owner[old as usize] as usize % MAX_PLAYERS;
            clear_bit(&mut self.occ[q], to);
            self.showing[q] -= 1;
        }
        // Last: the old top may be the mover's own.
        set_bit(&mut self.occ[p], to);
        Carried { top, old, revealed }
    }

    /// Takes back [`State::carry_one`] of the top piece of `from` onto
    /// `to`, which returned `c`, from what it found rather than by reading
    /// the board again: its steps undone in the reverse order. The hash is
    /// left to the caller. (Used by the leaf loop of stacks with turns,
    /// `perft/fast/turn_leaves.rs`; stacks' perft leaves lift a piece once for all its
    /// destinations, `perft/fast/stack_leaves.rs`.)
    #[inline(always)]
    pub(in crate::engine) fn uncarry_one(&mut self, t: &Tables, from: u8, to: u8, c: Carried) {
        let Carried { top, old, revealed } = c;
        if top == 0 {
            return;
        }
        let (f, d) = (from as usize, to as usize);
        let p = t.owner[top as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[p], to);
        if old != 0 {
            self.under.pop(d);
            let q = t.owner[old as usize] as usize % MAX_PLAYERS;
            set_bit(&mut self.occ[q], to);
            self.showing[q] += 1;
        }
        if revealed != 0 {
            let q = t.owner[revealed as usize] as usize % MAX_PLAYERS;
            clear_bit(&mut self.occ[q], from);
            self.showing[q] -= 1;
            self.under.push(f, revealed);
        }
        self.board[f] = top;
        self.board[d] = old;
        set_bit(&mut self.occ[p], from);
    }
}

/// What [`State::carry_one`] found: the piece carried (0: none, nothing
/// changed), the old top of the destination and the piece the carry
/// revealed at the start (0 for none).
#[derive(Clone, Copy, Default)]
pub(in crate::engine) struct Carried {
    top: Code,
    old: Code,
    revealed: Code,
}

/// The Zobrist key of `code` at `height` of `cell`'s stack: the plain key
/// at the bottom, the stack key table above, mixed out of line only above
/// the heights it keeps.
#[inline(always)]
pub(in crate::engine) fn stack_key(t: &Tables, code: Code, cell: u8, height: usize) -> u64 {
    if height == 0 {
        return t.key(code, cell);
    }
    match t.stack_keys.get(code, cell, height) {
        Some(k) => k,
        None => mixed_key(t, code, cell, height),
    }
}

#[cold]
#[inline(never)]
fn mixed_key(t: &Tables, code: Code, cell: u8, height: usize) -> u64 {
    height_key(t.key(code, cell), height)
}
