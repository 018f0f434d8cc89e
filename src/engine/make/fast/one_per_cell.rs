//! The make and unmake of a board of one piece per cell (`apply_plain`,
//! `undo_plain`), with or without en passant and castling; the reference
//! is the general make (`make/general.rs`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::ir::{Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// `apply` on a board of one piece per cell. `SIMPLE` (`Tables::simple`):
    /// no en passant and no `since` pieces, so their bookkeeping is compiled
    /// out. `CASTLE`: the game has castling (unmoved flags are kept).
    #[inline(always)]
    pub(in crate::engine) fn apply_plain<const SIMPLE: bool, const CASTLE: bool>(
        &mut self,
        game: &Game,
        m: &Move,
    ) {
        let t = &game.tables;
        // Castling games are never set-wise: their path skips the test.
        // Simple games update the sets in the capture loop, others before.
        let sw = if CASTLE { None } else { t.setwise.as_deref() };
        if !SIMPLE && let Some(sw) = sw {
            self.sw_apply(sw, m);
        }
        let sw = if SIMPLE { sw } else { None };
        self.save::<SIMPLE>();
        let mut h = self.hash;
        if !SIMPLE && self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                if let Some(sw) = sw {
                    self.sw_mark::<false>(sw, code, c);
                }
                h ^= t.key(code, c);
                let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                self.counts[owner] -= 1;
                clear_bit(&mut self.occ[owner], c);
            }
            self.board[c as usize] = 0;
        }
        if let Some(sw) = sw {
            self.sw_shift(sw, m);
        }
        let to = m.to;
        self.board[m.from as usize] = 0;
        self.board[to as usize] = m.placed;
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[mover], m.from);
        set_bit(&mut self.occ[mover], to);
        let next = t.next_player[self.to_move as usize];
        h ^= t.key(m.piece, m.from)
            ^ t.key(m.placed, to)
            ^ t.zobrist_turn[self.to_move as usize]
            ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.plies += 1;
        let reset = m.ncap > 0 || (!SIMPLE && t.resets[m.piece as usize]);
        self.since_capture = if reset { 0 } else { self.since_capture + 1 };
        if CASTLE {
            self.lose_unmoved(game, m, &mut h);
        }
        self.hash = h;
        if !SIMPLE {
            self.ep = m.passed;
            self.ep_victim = if m.passed != NO_CELL { to } else { NO_CELL };
            self.ep_in_hash = false;
            if m.passed != NO_CELL && self.ep_capture_legal(game) {
                self.ep_in_hash = true;
                self.hash ^= t.key(0, m.passed);
            }
        }
    }

    /// `undo` of [`State::apply_plain`].
    #[inline(always)]
    pub(in crate::engine) fn undo_plain<const SIMPLE: bool, const CASTLE: bool>(
        &mut self,
        game: &Game,
        m: &Move,
    ) {
        let Some(saved) = self.saved.pop() else {
            return;
        };
        // Simple games keep no repetition filter (`ir/plans/repeat_buckets.rs`).
        if !SIMPLE {
            self.repeat_forget(saved.hash);
        }
        let t = &game.tables;
        // Simple games restore the sets with the captured pieces, others
        // after.
        let sw = if CASTLE || !SIMPLE {
            None
        } else {
            t.setwise.as_deref()
        };
        if let Some(sw) = sw {
            self.sw_shift(sw, m);
        }
        self.to_move = t.prev_player[self.to_move as usize];
        self.board[m.to as usize] = 0;
        self.board[m.from as usize] = m.piece;
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[mover], m.to);
        set_bit(&mut self.occ[mover], m.from);
        if m.ncap > 0 {
            let first = saved.first_caps as usize;
            if let Some(sw) = sw {
                for (i, &c) in m.captures().iter().enumerate() {
                    let Some(&code) = self.captured_codes.get(first + i) else {
                        break;
                    };
                    if code != 0 {
                        self.sw_mark::<true>(sw, code, c);
                    }
                }
            }
            for (&c, &code) in m.captures().iter().zip(&self.captured_codes[first..]) {
                self.board[c as usize] = code;
                if code != 0 {
                    let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                    self.counts[owner] += 1;
                    set_bit(&mut self.occ[owner], c);
                }
            }
            self.captured_codes.truncate(first);
        }
        if !SIMPLE
            && !CASTLE
            && let Some(sw) = &t.setwise
        {
            self.sw_undo(sw, m);
        }
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.plies -= 1;
        if CASTLE {
            self.restore_unmoved();
        }
        if !SIMPLE {
            self.ep = saved.ep;
            self.ep_victim = saved.ep_victim;
            self.ep_in_hash = saved.ep_in_hash;
        }
    }
}
