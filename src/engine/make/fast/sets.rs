//! The lean set-wise make (`SetWise::lean`: a simple game on at most 64
//! cells with set-wise tables): `apply` and `undo` of a move as xors of a
//! few words. The position lives in the pieces' sets (`State::sw`), the
//! players' cell sets (one word each on such a board), the cell array, the
//! piece counts and the hash; a move changes each by one xor per piece that
//! moves or is captured, and `undo` xors the same words back instead of
//! recomputing them. The history (`State::saved`) and the captured codes are
//! kept exactly as on the other paths, so repetition and the end rules
//! judge every position as before.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::Saved;
use crate::ir::{Code, Game, MAX_PLAYERS, SW_CODES, SetWise, Tables};

/// The bit of a cell in a player's cell set (one word: at most 64 cells).
#[inline(always)]
fn cell_bit(cell: u8) -> u64 {
    1u64 << (cell & 63)
}

/// What [`State::lean_apply`] replaced, for [`State::lean_restore`]: the
/// hash and the plies since a capture before the move.
#[derive(Clone, Copy)]
pub(in crate::engine) struct LeanBefore {
    pub(in crate::engine) hash: u64,
    pub(in crate::engine) since_capture: u32,
    pub(in crate::engine) first_caps: usize,
}

/// What the moves of one list share ([`State::lean_list`]).
pub(in crate::engine) struct LeanList {
    pub(in crate::engine) me: u8,
    pub(in crate::engine) next: u8,
    pub(in crate::engine) turn: u64,
    pub(in crate::engine) plies: u32,
    pub(in crate::engine) saved: Saved,
    pub(in crate::engine) before: LeanBefore,
}

impl State {
    /// The lean tables of a game that has them (`SetWise::lean`).
    #[inline(always)]
    pub(in crate::engine) fn lean_tables(game: &Game) -> Option<&SetWise> {
        game.tables.setwise.as_deref().filter(|sw| sw.lean)
    }

    /// The xors that move the piece `piece` (landing as `placed`) from
    /// `from` to `to` in the pieces' sets and in its owner's cell set: the
    /// same words both ways. From and to may be one cell (a capture round a
    /// loop): the xors then leave the piece there (promoted if it is).
    #[inline(always)]
    fn lean_shift(
        &mut self,
        sw: &SetWise,
        (piece, placed): (Code, Code),
        (from, to): (u8, u8),
        mover: usize,
    ) {
        self.sw[piece as usize % SW_CODES] ^= sw.bit[from as usize];
        self.sw[placed as usize % SW_CODES] ^= sw.bit[to as usize];
        self.occ[mover % MAX_PLAYERS][0] ^= cell_bit(from) ^ cell_bit(to);
    }

    /// The piece moved forward (`BACK`: back) by [`State::lean_shift`] and
    /// the cell array.
    #[inline(always)]
    pub(in crate::engine) fn lean_go<const BACK: bool>(
        &mut self,
        sw: &SetWise,
        codes: (Code, Code),
        (from, to): (u8, u8),
        mover: usize,
    ) {
        self.lean_shift(sw, codes, (from, to), mover);
        let (left, reached, code) = if BACK {
            (to, from, codes.0)
        } else {
            (from, to, codes.1)
        };
        self.board[left as usize] = 0;
        self.board[reached as usize] = code;
    }

    /// The piece on `c` (its bit `bit` in the layout) taken off, its code
    /// kept in `captured_codes`; the change of the hash.
    #[inline(always)]
    pub(in crate::engine) fn lean_off(&mut self, t: &Tables, bit: u64, c: u8) -> u64 {
        let code = self.board[c as usize];
        self.captured_codes.push(code);
        if code == 0 {
            return 0;
        }
        self.sw[code as usize % SW_CODES] &= !bit;
        let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
        self.counts[owner] -= 1;
        self.occ[owner][0] &= !cell_bit(c);
        self.board[c as usize] = 0;
        t.key(code, c)
    }

    /// The piece `code` put back on `c` (its bit `bit`): [`State::lean_off`]
    /// undone.
    #[inline(always)]
    pub(in crate::engine) fn lean_on(&mut self, t: &Tables, bit: u64, c: u8, code: Code) {
        self.board[c as usize] = code;
        if code != 0 {
            self.sw[code as usize % SW_CODES] |= bit;
            let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
            self.counts[owner] += 1;
            self.occ[owner][0] |= cell_bit(c);
        }
    }

    /// The clocks, player and hash after a move of the list `l` (`captured`:
    /// it took a piece).
    #[inline(always)]
    pub(in crate::engine) fn lean_after(&mut self, l: &LeanList, hash: u64, captured: bool) {
        self.hash = hash;
        self.to_move = l.next;
        self.plies = l.plies + 1;
        self.since_capture = if captured {
            0
        } else {
            l.before.since_capture + 1
        };
    }

    /// The clocks, player and hash of the state `l` was read from.
    #[inline(always)]
    pub(in crate::engine) fn lean_before_of(&mut self, l: &LeanList) {
        self.to_move = l.me;
        self.hash = l.before.hash;
        self.since_capture = l.before.since_capture;
        self.plies = l.plies;
    }

    /// `apply` of `m` by the lean make.
    #[inline(always)]
    pub(in crate::engine) fn lean_apply(&mut self, t: &Tables, sw: &SetWise, m: &Move) {
        let l = self.lean_list(t);
        self.lean_apply_in(t, sw, &l, m);
    }

    /// The captured pieces of `m` taken off; their codes kept for `undo`.
    /// Returns the change of the hash.
    #[inline(always)]
    fn lean_take(&mut self, t: &Tables, sw: &SetWise, m: &Move) -> u64 {
        let mut h = 0;
        for &c in m.captures() {
            h ^= self.lean_off(t, sw.bit[c as usize], c);
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
        self.to_move = t.prev_player[self.to_move as usize];
        let mover = t.owner[m.piece as usize] as usize;
        self.lean_go::<true>(sw, (m.piece, m.placed), (m.from, m.to), mover);
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
            self.lean_on(t, sw.bit[c as usize], c, code);
        }
        self.captured_codes.truncate(first);
    }

    /// What every move of a list shares (the player, the clocks, the hash
    /// before, the turn's keys, the saved record), read once for the list.
    #[inline(always)]
    pub(in crate::engine) fn lean_list(&self, t: &Tables) -> LeanList {
        let me = self.to_move;
        let next = t.next_player[me as usize];
        let before = self.lean_before();
        LeanList {
            me,
            next,
            turn: t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize],
            plies: self.plies,
            saved: Saved::plain(before.hash, before.since_capture, before.first_caps),
            before,
        }
    }

    /// [`State::lean_apply`] of a move of the list `l` (the state is the
    /// one `l` was read from).
    #[inline(always)]
    pub(in crate::engine) fn lean_apply_in(
        &mut self,
        t: &Tables,
        sw: &SetWise,
        l: &LeanList,
        m: &Move,
    ) {
        self.saved.push(l.saved);
        let mut h = l.before.hash ^ l.turn;
        if m.ncap > 0 {
            h ^= self.lean_take(t, sw, m);
        }
        let mover = t.owner[m.piece as usize] as usize;
        self.lean_go::<false>(sw, (m.piece, m.placed), (m.from, m.to), mover);
        h ^= t.key(m.piece, m.from) ^ t.key(m.placed, m.to);
        self.lean_after(l, h, m.ncap > 0);
    }

    /// [`State::lean_undo`] of a move of the list `l` applied by
    /// [`State::lean_apply_in`]: the state `l` was read from again.
    #[inline(always)]
    pub(in crate::engine) fn lean_undo_in(
        &mut self,
        t: &Tables,
        sw: &SetWise,
        l: &LeanList,
        m: &Move,
    ) {
        self.saved.pop();
        let mover = t.owner[m.piece as usize] as usize;
        self.lean_go::<true>(sw, (m.piece, m.placed), (m.from, m.to), mover);
        if m.ncap > 0 {
            self.lean_put(t, sw, m, l.before.first_caps);
        }
        self.lean_before_of(l);
    }

    /// [`State::apply_undo_each`] by the lean make: each move applied, the
    /// position after it looked at, the move taken back by the same xors.
    /// What the moves share is read once ([`State::lean_list`]).
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_lean(
        &mut self,
        game: &Game,
        sw: &SetWise,
        moves: &[Move],
    ) {
        let t = &game.tables;
        let l = self.lean_list(t);
        for m in moves {
            self.lean_apply_in(t, sw, &l, m);
            std::hint::black_box(&*self);
            self.lean_undo_in(t, sw, &l, m);
        }
    }
}
