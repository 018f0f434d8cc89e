//! Taking a move back: `undo` of each path of `apply`, from what it saved.

mod castle;
mod en_passant;
mod events;
mod general;
/// The fast paths of make and unmake: each leaves the state the general path leaves.
pub(in crate::engine) mod fast {
    pub(in crate::engine) mod card_plays;
    pub(in crate::engine) mod carry;
    mod flat_move;
    pub(in crate::engine) mod sets;
    mod stacks;
    mod turns;
}

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::engine::state::{Saved, TurnSaved};
use crate::ir::{Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// Takes back `m`, which must be the last move applied.
    #[inline]
    pub fn undo(&mut self, game: &Game, m: &Move) {
        if game.tables.simple {
            self.undo_simple(game, m)
        } else if game.tables.general || m.is_bear_off() {
            if game.tables.stacks_only {
                self.undo_stacks(game, m)
            } else if game.tables.stacks_turns {
                self.undo_turns(game, m)
            } else {
                self.undo_general(game, m)
            }
        } else {
            self.undo_one_per_cell(game, m)
        }
    }

    #[inline(never)]
    pub(in crate::engine) fn undo_simple(&mut self, game: &Game, m: &Move) {
        if let Some(sw) = Self::lean_tables(game) {
            self.lean_undo(&game.tables, sw, m)
        } else {
            self.undo_plain::<true, false>(game, m)
        }
    }

    #[inline(never)]
    pub(in crate::engine) fn undo_one_per_cell(&mut self, game: &Game, m: &Move) {
        if game.tables.any_castle {
            self.undo_castling_game(game, m)
        } else {
            self.undo_plain::<false, false>(game, m)
        }
    }

    /// `undo` in a game with castling (see `apply_castling_game`).
    #[inline(never)]
    fn undo_castling_game(&mut self, game: &Game, m: &Move) {
        if m.is_castle() {
            self.undo_castle(game, m)
        } else {
            self.undo_plain::<false, true>(game, m)
        }
    }

    /// Applies and takes back each of `moves` in turn (the last ply of a
    /// perft that makes every leaf); the path of `apply` is chosen once.
    #[inline]
    pub fn apply_undo_each(&mut self, game: &Game, moves: &[Move]) {
        if let Some(sw) = Self::lean_tables(game) {
            self.apply_undo_each_lean(game, sw, moves);
        } else if game.tables.simple {
            self.apply_undo_each_simple(game, moves);
        } else if game.tables.general && game.tables.stacks_only {
            // `apply` and `undo` would take the lean path of stacks for
            // every move: its leaf loop.
            self.apply_undo_each_stacks(game, moves);
        } else if game.tables.general && game.tables.stacks_turns {
            // The same for the lean path of stacks with turns
            // (`turns_leaf.rs`).
            self.apply_undo_each_turns(game, moves);
        } else if game.tables.lean_play {
            // The lean play of cards (`cards/lean_leaves.rs`).
            self.apply_undo_each_lean_play(game, moves);
        } else {
            for m in moves {
                self.apply(game, m);
                std::hint::black_box(&*self);
                self.undo(game, m);
            }
        }
    }

    /// [`State::apply_undo_each`] of a simple game, the lean `apply` and
    /// `undo` inlined.
    #[inline(never)]
    fn apply_undo_each_simple(&mut self, game: &Game, moves: &[Move]) {
        for m in moves {
            self.apply_plain::<true, false>(game, m);
            std::hint::black_box(&*self);
            self.undo_plain::<true, false>(game, m);
        }
    }

    /// Takes the last move's saved record off the history; the repetition
    /// filter forgets it with it. Every `undo` but the lean one of simple
    /// games (which keep no filter) takes its record here.
    #[inline(always)]
    pub(in crate::engine) fn pop_saved(&mut self) -> Option<Saved> {
        let saved = self.saved.pop()?;
        self.repeat_forget(saved.hash);
        Some(saved)
    }

    /// Puts back what a saved record keeps of the position before the move
    /// (hash, plies since a capture, en passant) and the ply count.
    #[inline(always)]
    pub(in crate::engine) fn restore_saved(&mut self, saved: &Saved) {
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.ep = saved.ep;
        self.ep_victim = saved.ep_victim;
        self.ep_in_hash = saved.ep_in_hash;
        self.plies -= 1;
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
        // Simple games keep no repetition filter (`ir/repeat_filter.rs`).
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
            self.sw_unmove(sw, m);
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
                        self.sw_put(sw, code, c);
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

    /// `undo` of [`State::apply_general`].
    #[inline(never)]
    pub(in crate::engine) fn undo_general(&mut self, game: &Game, m: &Move) {
        if game.tables.lean_play && self.try_undo_lean_play(game, m) {
            return;
        }
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let Some(ts) = self.turn_saved.pop() else {
            return;
        };
        (
            self.pending,
            self.answering,
            self.decided,
            self.pending_rule,
        ) = ts.answer;
        (self.proxy, self.proxied) = ts.proxy;
        if ts.dealt {
            self.undeal();
        }
        let card_only = m.card != 0 && self.undo_card(game, m, &ts);
        self.replay = ts.replay;
        self.skipping = ts.skipping;
        self.split_left = ts.split_left;
        self.split_card = ts.split_card;
        self.split_stay = ts.split_stay;
        self.giving = ts.giving;
        if game.tables.general_rare {
            // Castling on the general path (`castle_general.rs`).
            self.undo_rare_general(game, m, (&ts, saved.first_caps as usize), card_only);
        } else if !m.is_end_turn() && !card_only {
            self.undo_action(game, m, &ts, saved.first_caps as usize);
        }
        self.to_move = ts.to_move;
        self.used = ts.used;
        self.acted = ts.acted;
        self.last_mover = ts.last_mover;
        self.restore_saved(&saved);
    }

    /// Takes back a piece's move of the general path: the event it set off,
    /// the steal, the move itself, then the captured pieces (whose codes
    /// start at `first` in `captured_codes`).
    #[inline(always)]
    pub(in crate::engine) fn undo_action(
        &mut self,
        game: &Game,
        m: &Move,
        ts: &TurnSaved,
        first: usize,
    ) {
        let t = &game.tables;
        // The hash is restored whole afterwards.
        let mut h = 0;
        if ts.event
            && let Some(snap) = self.snapshots.pop()
        {
            // Copied back, and the snapshot's buffers go back to the pool
            // (the stacks keep their room: no allocation).
            self.board = snap.board;
            self.under.clone_from(&snap.under);
            self.counts = snap.counts;
            self.occ = snap.occ;
            self.tally = snap.tally;
            self.showing = snap.showing;
            self.off = snap.off;
            self.counters.clone_from(&snap.counters);
            self.store.clone_from(&snap.store);
            self.spare_snapshots.push(snap);
        }
        if ts.stolen_from != NO_CELL {
            self.carry_keyed::<false>(game, m.to, ts.stolen_from, 1, &mut h);
        }
        if t.tally.on() {
            self.undo_piece_move_tallied(game, m, first);
        } else {
            self.undo_piece_move(game, m, first);
        }
    }

    /// The piece's move of the general path taken back: the entry or the
    /// move itself, then the captured pieces.
    #[inline(always)]
    pub(in crate::engine) fn undo_piece_move(&mut self, game: &Game, m: &Move, first: usize) {
        let t = &game.tables;
        if m.is_enter() {
            let revealed = self.under.pop(m.to as usize);
            self.set_top(game, m.to, revealed);
            self.store[m.piece as usize] += 1;
            self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] -= 1;
        } else {
            self.undo_placed(game, m);
        }
        self.undo_captures(game, m, first);
    }

    /// Takes back the piece's own move of the general path (not an entry):
    /// a bear-off, a self-capture, or the pieces carried back, unpromoted.
    #[inline(always)]
    pub(in crate::engine) fn undo_placed(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        if Self::carries_one(m) {
            self.carry_one::<false>(t, m.to, m.from, &mut 0);
        } else if m.is_bear_off() {
            let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
            self.off[p] -= 1;
            self.counts[p] += 1;
            let old_top = self.board[m.from as usize];
            if old_top != 0 {
                self.under.push(m.from as usize, old_top);
            }
            self.set_top(game, m.from, m.piece);
        } else if m.from == m.to && m.ncap == 1 && m.caps[0] == m.from {
            // A self-capture: the capture below puts the piece back.
        } else {
            if m.placed != m.piece && m.lift <= 1 {
                self.set_top(game, m.to, m.piece);
            }
            // The hash is restored whole afterwards.
            self.carry_keyed::<false>(game, m.to, m.from, m.lift as usize, &mut 0);
        }
    }

    /// Puts back the pieces a move of the general path captured (their
    /// codes start at `first` in `captured_codes`).
    #[inline(always)]
    pub(in crate::engine) fn undo_captures(&mut self, game: &Game, m: &Move, first: usize) {
        let t = &game.tables;
        if m.ncap > 0 {
            for i in 0..m.ncap as usize {
                let (c, code) = (m.caps[i], self.captured_codes[first + i]);
                if code != 0 {
                    self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] += 1;
                    self.set_top(game, c, code);
                    if game.store.is_some() {
                        self.store[t.stored_as[code as usize] as usize] -= 1;
                    }
                }
            }
            self.captured_codes.truncate(first);
        }
    }
}
