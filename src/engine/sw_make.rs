//! The lean set-wise make (`SetWise::lean`: a simple game on at most 64
//! cells with set-wise tables): `apply` and `undo` of a move as xors of a
//! few words. The position lives in the pieces' sets (`State::sw`), the
//! players' cell sets (one word each on such a board), the cell array, the
//! piece counts and the hash; a move changes each by one xor per piece that
//! moves or is captured, and `undo` xors the same words back instead of
//! recomputing them. The history (`State::saved`) and the captured codes are
//! kept exactly as on the other paths, so repetition and the end rules
//! judge every position as before.

use super::State;
use super::moves::Move;
use crate::ir::{Game, MAX_PLAYERS, SW_CODES, SetWise, Tables};

/// The bit of a cell in a player's cell set (one word: at most 64 cells).
#[inline(always)]
fn cell_bit(cell: u8) -> u64 {
    1u64 << (cell & 63)
}

/// What [`State::lean_apply`] replaced, for [`State::lean_restore`]: the
/// hash and the plies since a capture before the move.
#[derive(Clone, Copy)]
pub(in crate::engine) struct LeanBefore {
    hash: u64,
    since_capture: u32,
    first_caps: usize,
}

impl State {
    /// The lean tables of a game that has them (`SetWise::lean`).
    #[inline(always)]
    pub(in crate::engine) fn lean_tables(game: &Game) -> Option<&SetWise> {
        game.tables.setwise.as_deref().filter(|sw| sw.lean)
    }

    /// `apply` of `m` by the lean make.
    #[inline(always)]
    pub(in crate::engine) fn lean_apply(&mut self, t: &Tables, sw: &SetWise, m: &Move) {
        self.save::<true>();
        let mut h = self.hash;
        if m.ncap > 0 {
            h ^= self.lean_take(t, sw, m);
        }
        let (from, to) = (m.from, m.to);
        // From and to may be one cell (a capture round a loop): the xors
        // then leave the piece there (promoted if it is).
        self.sw[m.piece as usize % SW_CODES] ^= sw.bit[from as usize];
        self.sw[m.placed as usize % SW_CODES] ^= sw.bit[to as usize];
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        self.occ[mover][0] ^= cell_bit(from) ^ cell_bit(to);
        self.board[from as usize] = 0;
        self.board[to as usize] = m.placed;
        let me = self.to_move as usize;
        let next = t.next_player[me];
        h ^= t.key(m.piece, from)
            ^ t.key(m.placed, to)
            ^ t.zobrist_turn[me]
            ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.plies += 1;
        self.since_capture = if m.ncap > 0 {
            0
        } else {
            self.since_capture + 1
        };
        self.hash = h;
    }

    /// The captured pieces of `m` taken off; their codes kept for `undo`.
    /// Returns the change of the hash.
    #[inline(always)]
    fn lean_take(&mut self, t: &Tables, sw: &SetWise, m: &Move) -> u64 {
        let mut h = 0;
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                self.sw[code as usize % SW_CODES] &= !sw.bit[c as usize];
                h ^= t.key(code, c);
                let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                self.counts[owner] -= 1;
                self.occ[owner][0] &= !cell_bit(c);
                self.board[c as usize] = 0;
            }
        }
        h
    }

    /// What the lean `apply` about to be played replaces.
    #[inline(always)]
    pub(in crate::engine) fn lean_before(&self) -> LeanBefore {
        LeanBefore {
            hash: self.hash,
            since_capture: self.since_capture,
            first_caps: self.captured_codes.len(),
        }
    }

    /// `undo` of the lean `apply` of `m`, its record taken off the history.
    #[inline(always)]
    pub(in crate::engine) fn lean_undo(&mut self, t: &Tables, sw: &SetWise, m: &Move) {
        let Some(saved) = self.saved.pop() else {
            return;
        };
        let before = LeanBefore {
            hash: saved.hash,
            since_capture: saved.since_capture,
            first_caps: saved.first_caps as usize,
        };
        self.lean_restore(t, sw, m, before);
    }

    /// Takes back the lean `apply` of `m` given what it replaced (its
    /// record already off the history).
    #[inline(always)]
    pub(in crate::engine) fn lean_restore(
        &mut self,
        t: &Tables,
        sw: &SetWise,
        m: &Move,
        before: LeanBefore,
    ) {
        let (from, to) = (m.from, m.to);
        self.to_move = t.prev_player[self.to_move as usize];
        self.sw[m.piece as usize % SW_CODES] ^= sw.bit[from as usize];
        self.sw[m.placed as usize % SW_CODES] ^= sw.bit[to as usize];
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        self.occ[mover][0] ^= cell_bit(from) ^ cell_bit(to);
        self.board[to as usize] = 0;
        self.board[from as usize] = m.piece;
        if m.ncap > 0 {
            self.lean_put(t, sw, m, before.first_caps);
        }
        self.hash = before.hash;
        self.since_capture = before.since_capture;
        self.plies -= 1;
    }

    /// The captured pieces of `m` put back (their codes start at `first`
    /// in `captured_codes`).
    #[inline(always)]
    fn lean_put(&mut self, t: &Tables, sw: &SetWise, m: &Move, first: usize) {
        for (i, &c) in m.captures().iter().enumerate() {
            let Some(&code) = self.captured_codes.get(first + i) else {
                break;
            };
            self.board[c as usize] = code;
            if code != 0 {
                self.sw[code as usize % SW_CODES] |= sw.bit[c as usize];
                let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                self.counts[owner] += 1;
                self.occ[owner][0] |= cell_bit(c);
            }
        }
        self.captured_codes.truncate(first);
    }

    /// [`State::apply_undo_each`] by the lean make: each move applied, the
    /// position after it looked at, the move taken back by the same xors.
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_lean(
        &mut self,
        game: &Game,
        sw: &SetWise,
        moves: &[Move],
    ) {
        let t = &game.tables;
        for m in moves {
            let before = self.lean_before();
            self.lean_apply(t, sw, m);
            std::hint::black_box(&*self);
            self.saved.pop();
            self.lean_restore(t, sw, m, before);
        }
    }
}
