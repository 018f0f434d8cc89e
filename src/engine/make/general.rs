//! Playing a move: the lean paths (one piece per cell, with or without en
//! passant) and the general one (stacks, stores, bear-offs, turns of
//! several actions, steals, events, cards).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::engine::state::hash::{key_at, store_key, used_key};
use crate::engine::state::{Saved, TurnSaved};
use crate::ir::{Code, Features, Game, MAX_LIFT, MAX_PLAYERS, NO_CELL};

impl State {
    /// Whether the player to move has a legal en-passant capture: only then
    /// is the en-passant cell part of the position (for repetition).
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn ep_capture_legal(&mut self, game: &Game) -> bool {
        if game.tables.attacks.exact {
            return self.ep_capture_legal_by_tables(game);
        }
        let mut moves = self.take_buffer();
        self.pseudo_moves(game, &mut moves);
        let (ep, victim) = (self.ep, self.ep_victim);
        moves.retain(|m| m.to == ep && m.ncap == 1 && m.caps[0] == victim);
        if !moves.is_empty() && game.tables.any_royal {
            self.drop_exposing(game, &mut moves);
        }
        let legal = !moves.is_empty();
        self.give_buffer(moves);
        legal
    }

    /// Makes `new` the top piece of `cell`; the old top is not on top any
    /// more (it was moved, or went under the new one).
    pub(in crate::engine) fn set_top(&mut self, game: &Game, cell: u8, new: Code) {
        let t = &game.tables;
        let old = self.board[cell as usize];
        if old != 0 {
            let p = t.owner[old as usize] as usize % MAX_PLAYERS;
            clear_bit(&mut self.occ[p], cell);
            self.showing[p] -= 1;
        }
        if new != 0 {
            let p = t.owner[new as usize] as usize % MAX_PLAYERS;
            set_bit(&mut self.occ[p], cell);
            self.showing[p] += 1;
        }
        self.board[cell as usize] = new;
    }

    /// Lifts the top `k` pieces of `from` and puts them, in order, on top
    /// of `to`; the hash `h` is updated only if `HASH` (`undo` restores the
    /// hash whole). The stacks keep their room: no allocation.
    #[inline(always)]
    pub(in crate::engine) fn carry_keyed<const HASH: bool>(
        &mut self,
        game: &Game,
        from: u8,
        to: u8,
        k: usize,
        h: &mut u64,
    ) {
        let t = &game.tables;
        let top = self.board[from as usize];
        let k = k.clamp(1, MAX_LIFT);
        let fu = self.under.len(from as usize);
        // Carrying a stack onto itself leaves it as it was.
        if top == 0 || fu + 1 < k || from == to {
            return;
        }
        // The lifted pieces are at heights base.. of `from`, and land at
        // heights th.. of `to`.
        let base = fu + 1 - k;
        let old_top = self.board[to as usize];
        let th = if old_top == 0 {
            0
        } else {
            self.under.len(to as usize) + 1
        };
        if HASH {
            if k > 1 {
                let below = self.under.get(from as usize);
                for (i, &c) in below.iter().enumerate().skip(base) {
                    *h ^= key_at(game, c, from, i) ^ key_at(game, c, to, th + i - base);
                }
            }
            *h ^= key_at(game, top, from, fu) ^ key_at(game, top, to, th + k - 1);
        }
        let revealed = if k == 1 {
            // The common case on a path of its own: the top alone.
            let revealed = self.under.pop(from as usize);
            if old_top != 0 {
                self.under.push(to as usize, old_top);
            }
            revealed
        } else {
            self.under.lift(from as usize, to as usize, base, old_top)
        };
        let p = t.owner[top as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[p], from);
        self.board[from as usize] = revealed;
        if revealed != 0 {
            let q = t.owner[revealed as usize] as usize % MAX_PLAYERS;
            set_bit(&mut self.occ[q], from);
            self.showing[q] += 1;
        }
        if old_top != 0 {
            let q = t.owner[old_top as usize] as usize % MAX_PLAYERS;
            clear_bit(&mut self.occ[q], to);
            self.showing[q] -= 1;
        }
        set_bit(&mut self.occ[p], to);
        self.board[to as usize] = top;
    }

    /// `apply` for boards with stacks, bearing off, turns of several
    /// actions, steals and events: lifts `m.lift` pieces from the top of the
    /// start cell and puts them, in order, on top of the destination (or
    /// removes the piece from play); then the turn, a steal, an event.
    #[inline(never)]
    pub(in crate::engine) fn apply_general(&mut self, game: &Game, m: &Move) {
        if m.kind == MoveKind::Sow {
            return self.apply_sow(game, m);
        }
        if matches!(m.kind, MoveKind::Roll | MoveKind::Play) {
            return self.apply_race(game, m);
        }
        if game.tables.lean_play && self.try_apply_lean_play(game, m) {
            return;
        }
        let me = self.to_move;
        let answer = (
            self.pending,
            self.answering,
            self.decided,
            self.pending_rule,
        );
        let proxied_before = self.proxy != 0;
        if game.cards.is_some() {
            self.turn_in_hash = self.turn_key(game);
        }
        self.apply_general_inner(game, m);
        if proxied_before && self.proxy != 0 {
            self.end_proxy_turn(game, m);
        }
        if self.cancel_game {
            if let Some(ts) = self.turn_saved.last_mut() {
                ts.answer = answer;
            }
            self.provisional_win(game, m, me);
        }
    }

    /// The steps of [`State::apply_general`]: the state saved for `undo`,
    /// then the card played (if its use is the whole decision, that is
    /// all), the end of a turn, or the piece's move and what follows it.
    fn apply_general_inner(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        let me = self.to_move;
        self.save_turn(me);
        if t.features.has(Features::QUIET) {
            self.save_quiet();
        }
        self.begin_action(t, me);
        self.last_to = if matches!(m.kind, MoveKind::Piece | MoveKind::Enter) {
            m.to
        } else {
            NO_CELL
        };
        // A card played updates the hash itself (its hands incrementally,
        // the turn by `rehash_turn`).
        if m.card != 0 && self.apply_card(game, m, me) {
            return;
        }
        if m.is_end_turn() {
            self.end_turn(game, me);
            return;
        }
        let mut h = self.hash;
        // Castling or en passant on the general path (`make/castle.rs`).
        let rare = t.general_rare;
        if rare {
            self.move_rare_general(game, m, &mut h);
        } else if t.tally.on() {
            self.move_tallied(game, m, &mut h);
        } else {
            self.take_and_place(game, m, &mut h);
        }
        if t.features.has(Features::ADJACENT) && m.kind == MoveKind::Piece {
            self.flip_cells(game, m, t.owner[m.placed as usize], &mut h);
        }
        if Self::explodes(t, m) {
            self.explode_after(game, m, &mut h);
        }
        if m.shot(t) != NO_CELL {
            self.shoot_onto(game, m, &mut h);
        }
        self.pass_turn(game, m, me, &mut h);
        if t.features.has(Features::REMOVE) && m.removed(t) != NO_CELL {
            self.remove_at(game, m, &mut h);
        }
        self.steal_after(game, m, &mut h);
        self.hash = h;
        if rare {
            self.after_rare_general(game, m);
        }
        self.after_action(game, m, me);
        if t.features.has(Features::QUIET) {
            self.quiet_after(game, m, me);
        }
    }

    /// The `end` decision of a turn of several actions: the next player's
    /// turn begins.
    #[inline(always)]
    pub(in crate::engine) fn end_turn(&mut self, game: &Game, me: u8) {
        let t = &game.tables;
        let next = t.next_player[me as usize];
        let turn = t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
        self.hash ^= turn ^ used_key(self.used);
        self.turn_in_hash ^= turn ^ used_key(self.used);
        self.to_move = next;
        self.used = 0;
        self.acted = false;
        self.since_capture += 1;
    }

    /// A piece move's board part: its captures taken, the piece placed (a
    /// carry of one checker straight, without the call); updates `h`.
    #[inline(always)]
    pub(in crate::engine) fn take_and_place(&mut self, game: &Game, m: &Move, h: &mut u64) {
        if m.ncap > 0 {
            self.take_captures(game, m, h);
        }
        if Self::carries_one(m) {
            self.carry_one::<true>(&game.tables, m.from, m.to, h);
        } else {
            self.place(game, m, h);
        }
    }

    /// The records of the move being undone taken off the histories (its
    /// position's repetition count too), the answer state put back.
    #[inline(always)]
    pub(in crate::engine) fn pop_turn(&mut self) -> Option<(Saved, TurnSaved)> {
        let saved = self.pop_saved()?;
        let ts = self.turn_saved.pop()?;
        (
            self.pending,
            self.answering,
            self.decided,
            self.pending_rule,
        ) = ts.answer;
        Some((saved, ts))
    }

    /// The turn's own fields and the saved record put back (the end of
    /// every `undo` of a turn).
    #[inline(always)]
    pub(in crate::engine) fn restore_turn(&mut self, ts: &TurnSaved, saved: &Saved) {
        self.to_move = ts.to_move;
        self.used = ts.used;
        self.acted = ts.acted;
        self.last_mover = ts.last_mover;
        self.last_to = ts.last_to;
        self.restore_saved(saved);
    }

    /// Pushes the turn state that `undo` of the general path restores.
    pub(in crate::engine) fn save_turn(&mut self, me: u8) {
        self.turn_saved.push(TurnSaved {
            skipping: self.skipping,
            split_left: self.split_left,
            split_card: self.split_card,
            split_stay: self.split_stay,
            giving: self.giving,
            given: self.given.get(me as usize).copied().unwrap_or(0),
            replay: self.replay,
            proxy: (self.proxy, self.proxied),
            ..TurnSaved::turn(self, me)
        });
    }

    /// Removes the captured pieces (into the capturer's store, in games
    /// with one), updating the hash `h`.
    pub(in crate::engine) fn take_captures(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                *h ^= key_at(game, code, c, 0);
                self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] -= 1;
                self.set_top(game, c, 0);
                if game.store.is_some() {
                    let sc = stored_code(game, code, m.piece);
                    let n = &mut self.store[sc as usize];
                    *h ^= store_key(sc, *n) ^ store_key(sc, *n + 1);
                    *n += 1;
                }
            }
        }
    }

    /// The piece's move itself: it enters from the store, is borne off,
    /// captured itself, or is carried (with what it lifts) to its
    /// destination, promoted there; updates the hash `h`.
    #[inline]
    pub(in crate::engine) fn place(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let t = &game.tables;
        if Self::carries_one(m) {
            self.carry_one::<true>(t, m.from, m.to, h);
        } else if m.is_enter() {
            // From the store (an unlimited supply lifts nothing).
            if m.lift > 0 {
                let n = &mut self.store[m.piece as usize];
                *h ^= store_key(m.piece, *n) ^ store_key(m.piece, n.saturating_sub(1));
                *n = n.saturating_sub(1);
            }
            self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] += 1;
            let th = self.height(m.to);
            if th > 0 {
                self.under.push(m.to as usize, self.board[m.to as usize]);
            }
            *h ^= key_at(game, m.placed, m.to, th);
            self.set_top(game, m.to, m.placed);
            if t.features.any(Features::FLIPS_ANY) {
                self.flip_cells(game, m, t.owner[m.placed as usize], h);
            }
            if t.features.has(Features::GROUPS) {
                self.take_groups(game, m, h);
            }
        } else if m.is_bear_off() {
            let from = m.from;
            let fh = self.height(from);
            *h ^= key_at(game, self.board[from as usize], from, fh - 1);
            let revealed = self.under.pop(from as usize);
            self.set_top(game, from, revealed);
            let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
            *h ^= Self::off_key(p, self.off[p]) ^ Self::off_key(p, self.off[p] + 1);
            self.off[p] += 1;
            self.counts[p] -= 1;
        } else if m.from == m.to && m.ncap == 1 && m.caps[0] == m.from {
            // The piece captured itself (`until`, round an empty loop).
        } else {
            self.carry_keyed::<true>(game, m.from, m.to, m.lift as usize, h);
            if m.placed != m.piece && m.lift <= 1 {
                // A promotion (of a piece carrying nothing).
                let th = self.height(m.to) - 1;
                *h ^= key_at(game, m.piece, m.to, th) ^ key_at(game, m.placed, m.to, th);
                self.set_top(game, m.to, m.placed);
            }
        }
    }

    /// After the piece's move: in turns of several actions an action is
    /// counted (and its budget), otherwise the turn passes; the `since`
    /// counts; updates the hash `h`.
    #[inline(always)]
    pub(in crate::engine) fn pass_turn(&mut self, game: &Game, m: &Move, me: u8, h: &mut u64) {
        let t = &game.tables;
        if game.turn.multi {
            self.acted = true;
            if game.turn.budget > 0 && game.turn.budgeted[game.code_kind[m.piece as usize] as usize]
            {
                let k = used_key(self.used) ^ used_key(self.used.saturating_add(1));
                *h ^= k;
                self.turn_in_hash ^= k;
                self.used = self.used.saturating_add(1);
            }
        } else {
            let next = t.next_player[me as usize];
            let k = t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
            *h ^= k;
            self.turn_in_hash ^= k;
            self.to_move = next;
        }
        self.since_capture = if m.ncap > 0 || t.resets[m.piece as usize] || Self::takes_groups(t, m)
        {
            0
        } else {
            self.since_capture + 1
        };
    }

    /// What follows a piece's move: the next step of a split card (the
    /// same player again), the end of a card's turn, an event.
    fn after_action(&mut self, game: &Game, m: &Move, me: u8) {
        if self.split_left > 0 && self.split_step_done(game, m, me) {
            return;
        }
        if game.cards.is_some() {
            self.card_turn_end(game, me);
        }
        self.event_after(game, m, me);
    }

    /// The event a piece's move sets off (the first whose kind and zone
    /// it matches), if any; else the first `after move COND` rule whose
    /// condition holds for the mover (one event a move).
    #[inline(always)]
    pub(in crate::engine) fn event_after(&mut self, game: &Game, m: &Move, me: u8) {
        if !m.is_bear_off() && !game.events.is_empty() {
            let kind = game.code_kind[m.piece as usize];
            if let Some(ev) = game
                .events
                .iter()
                .find(|e| e.kind == kind && game.in_zone(e.zone, me, m.to))
            {
                self.run_event(game, &ev.effects, me);
                return;
            }
        }
        if !game.after_events.is_empty() {
            self.after_event(game, me);
        }
    }

    /// The first `after move COND { … }` rule whose condition holds for
    /// the mover in the position after the move, run as an event.
    #[cold]
    fn after_event(&mut self, game: &Game, me: u8) {
        if let Some(ev) = game
            .after_events
            .iter()
            .find(|e| self.holds(game, &game.conds[e.cond as usize], me, NO_CELL))
        {
            self.run_event(game, &ev.effects, me);
        }
    }

    /// `undo` of [`State::apply_general`].
    #[inline(never)]
    pub(in crate::engine) fn undo_general(&mut self, game: &Game, m: &Move) {
        if m.kind == MoveKind::Sow {
            return self.undo_sow(game, m);
        }
        if matches!(m.kind, MoveKind::Roll | MoveKind::Play) {
            return self.undo_race(game, m);
        }
        if game.tables.lean_play && self.try_undo_lean_play(game, m) {
            return;
        }
        let Some((saved, ts)) = self.pop_turn() else {
            return;
        };
        if game.tables.features.has(Features::QUIET) {
            self.restore_quiet();
        }
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
            // Castling on the general path (`make/castle.rs`).
            self.undo_rare_general(game, m, (&ts, saved.first_caps as usize), card_only);
        } else if !m.is_end_turn() && !card_only {
            self.undo_action(game, m, &ts, saved.first_caps as usize);
        }
        self.restore_turn(&ts, &saved);
    }

    /// Takes back the event a move set off, if any: the position before its
    /// effects, copied back from the snapshot, whose buffers go back to the
    /// pool (the stacks keep their room: no allocation).
    #[inline(always)]
    pub(in crate::engine) fn undo_event(&mut self, ts: &TurnSaved) {
        if ts.event
            && let Some(snap) = self.snapshots.pop()
        {
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
        self.undo_event(ts);
        if ts.stolen_from != NO_CELL {
            self.carry_keyed::<false>(game, m.to, ts.stolen_from, 1, &mut h);
        }
        if m.shot(t) != NO_CELL {
            self.unshoot(game, m);
        }
        if t.features.has(Features::REMOVE) && m.removed(t) != NO_CELL {
            self.unremove(game, m);
        }
        if Self::explodes(t, m) {
            self.unexplode(game, m);
        }
        if t.features.has(Features::ADJACENT) && m.kind == MoveKind::Piece {
            self.unflip_cells(game, m, first);
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
            if t.features.has(Features::GROUPS) {
                self.untake_groups(game);
            }
            if t.features.any(Features::FLIPS_ANY) {
                self.unflip_cells(game, m, first);
            }
            let revealed = self.under.pop(m.to as usize);
            self.set_top(game, m.to, revealed);
            if m.lift > 0 {
                self.store[m.piece as usize] += 1;
            }
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
                        self.store[stored_code(game, code, m.piece) as usize] -= 1;
                    }
                }
            }
            self.captured_codes.truncate(first);
        }
    }
}

/// The code a captured piece of `code` goes to the store as, the mover
/// moving a piece of `mover`: its `stored as` code, or, in a game whose
/// store is the captor's (`store NAME to captor`), that kind on the
/// mover's side.
#[inline(always)]
fn stored_code(game: &Game, code: Code, mover: Code) -> Code {
    let t = &game.tables;
    if t.captor_stored.is_empty() {
        t.stored_as[code as usize]
    } else {
        let captor = t.owner[mover as usize] as usize;
        let i = code as usize * game.players.len() + captor;
        t.captor_stored.get(i).copied().unwrap_or(0)
    }
}
