//! The last ply of a perft in games of
//! [`Tables::stacks_turns`](crate::ir::Tables) (Libero): each decision
//! applied, the position after it looked at, the decision taken back, with
//! what every decision of the list starts from (the hash, the ply and
//! `since` counts, the turn's budget, the last mover, the history record)
//! read once and put back from locals.
//!
//! The `end` of a turn and a plain carry of the top pieces (no capture,
//! no promotion, and no event possible on the destination) are played
//! inline. The fields of the turn (`plies`, `last_mover`, `acted`,
//! `used`, `since_capture`) after such a decision, and its history record,
//! depend only on the kind of decision (`end`, or a carry of some
//! [`Tables::turn_flags`](crate::ir::Tables)): they are set when the kind
//! changes from the decision before, not put back after each; the board
//! is put back after each, and the hash set. The rest (captures,
//! bear-offs, a move that may set off an event) take
//! [`State::apply_turns`] and [`State::undo_turns`], out of line. The
//! position after each decision is exactly theirs, the record on the
//! history included; only the turn record (`turn_saved`), which no one
//! reads but `undo`, is not pushed: a steal's cell is kept in a local. The
//! repetition filter needs nothing, as in `make/fast/stacks.rs`: it counts only
//! positions below the history's length before the list.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::Saved;
use crate::engine::state::bits::{Bits, meet};
use crate::engine::state::hash::used_key;
use crate::ir::{
    Game, MAX_PLAYERS, NO_CELL, Steal, TURN_BUDGETED, TURN_EVENT, TURN_RESETS, TURN_STEALS,
};

/// The turn's fields as the list found them (no history record).
const AS_BEFORE: u8 = 0xff;
/// The turn's fields after its `end`.
const AS_END: u8 = 0xfe;

/// What every decision of a leaf list starts from, kept in locals.
#[derive(Clone, Copy)]
struct Before<'g> {
    me: u8,
    next: u8,
    hash: u64,
    /// The hash after `end`.
    end_hash: u64,
    turn_in_hash: u64,
    /// The change of the hash at `end` (the turn and the budget).
    end: u64,
    plies: u32,
    since: u32,
    used: u8,
    acted: bool,
    mover: u8,
    /// The change of the hash when one more budgeted move is made.
    step: u64,
    /// The history record of every decision of the list.
    saved: Saved,
    /// The cells where a move by `me` may set off an event (of any kind).
    events: Bits,
    /// The steal rule, and the cells a steal can come from next to each
    /// landing if its kind is neutral ([`Tables::steal_near`](crate::ir::Tables);
    /// empty otherwise): [`State::steal_from`]'s quick test, its look-ups
    /// made once.
    steal: Option<&'g Steal>,
    near: &'g [[u64; 4]],
    neutral: usize,
}

impl State {
    /// [`State::apply_undo_each`] in a game of
    /// [`Tables::stacks_turns`](crate::ir::Tables) (see the module's
    /// comment).
    #[inline(never)]
    pub(in crate::engine) fn apply_undo_each_turns(&mut self, game: &Game, moves: &[Move]) {
        self.apply_look_undo_turns(game, moves, |s| {
            std::hint::black_box(s);
        });
    }

    /// [`State::apply_undo_each_turns`], each position after a decision
    /// given to `look`.
    #[inline(always)]
    pub(in crate::engine::perft) fn apply_look_undo_turns(
        &mut self,
        game: &Game,
        moves: &[Move],
        mut look: impl FnMut(&State),
    ) {
        let t = &game.tables;
        if !game.turn.multi
            || t.turn_flags.is_empty()
            || self.ep != NO_CELL
            || self.ep_victim != NO_CELL
            || self.ep_in_hash
        {
            // Turns of one move, or en passant: the general bookkeeping.
            for m in moves {
                self.apply_turns(game, m);
                look(self);
                self.undo_turns(game, m);
            }
            return;
        }
        let b = self.leaf_before(game);
        let mut mode = AS_BEFORE;
        for m in moves {
            if m.kind == MoveKind::EndTurn {
                self.leaf_mode(&b, &mut mode, AS_END);
                self.hash = b.end_hash;
                look(self);
                continue;
            }
            let f = t.turn_flags.get(m.piece as usize).copied().unwrap_or(0);
            // (No cards in these games: `m.card` is 0.)
            let inline = m.kind == MoveKind::Piece
                && m.ncap == 0
                && m.placed == m.piece
                && m.from != m.to
                && (f & TURN_EVENT == 0 || b.events[m.to as usize >> 6] >> (m.to & 63) & 1 == 0);
            if inline {
                self.leaf_mode(&b, &mut mode, f & (TURN_BUDGETED | TURN_RESETS));
                self.leaf_carry(game, (m, f), &b, &mut look);
            } else {
                // Out of line: the loop keeps its registers.
                self.leaf_mode(&b, &mut mode, AS_BEFORE);
                self.apply_turns(game, m);
                look(self);
                self.undo_turns(game, m);
            }
        }
        self.leaf_mode(&b, &mut mode, AS_BEFORE);
    }

    /// The locals of [`State::apply_undo_each_turns`].
    #[inline(always)]
    fn leaf_before<'g>(&self, game: &'g Game) -> Before<'g> {
        let t = &game.tables;
        let me = self.to_move;
        let next = t.next_player[me as usize];
        let np = game.players.len();
        let mut events = [0; 4];
        for e in &game.events {
            // A zone without its cells: every cell may set it off.
            let z = t
                .zone_bits
                .get(e.zone as usize * np + me as usize)
                .unwrap_or(&[u64::MAX; 4]);
            for (w, z) in events.iter_mut().zip(z) {
                *w |= z;
            }
        }
        let end = t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize] ^ used_key(self.used);
        Before {
            me,
            next,
            hash: self.hash,
            end_hash: self.hash ^ end,
            turn_in_hash: self.turn_in_hash,
            end,
            plies: self.plies,
            since: self.since_capture,
            used: self.used,
            acted: self.acted,
            mover: self.last_mover,
            step: t
                .used_steps
                .get(self.used as usize)
                .copied()
                .unwrap_or_else(|| used_key(self.used) ^ used_key(self.used.saturating_add(1))),
            saved: Saved::plain(self.hash, self.since_capture, self.captured_codes.len()),
            events,
            steal: game.steal.as_ref(),
            near: match &game.steal {
                Some(st) if game.kinds.get(st.kind as usize).is_some_and(|k| k.neutral) => {
                    &t.steal_near
                }
                _ => &[],
            },
            neutral: game.neutral_owner() as usize % MAX_PLAYERS,
        }
    }

    /// Brings the fields of the turn (and the history record) from the
    /// state of `*mode` to that of `want`: [`AS_BEFORE`] (as the list found
    /// them, no record), [`AS_END`] (after the `end` of the turn), or after
    /// a carry of the flags `want` ([`TURN_BUDGETED`], [`TURN_RESETS`]).
    /// The hash is the caller's, but for [`AS_BEFORE`].
    #[inline(always)]
    fn leaf_mode(&mut self, b: &Before<'_>, mode: &mut u8, want: u8) {
        if *mode == want {
            return;
        }
        if *mode == AS_BEFORE {
            self.saved.push(b.saved);
        }
        *mode = want;
        if want == AS_BEFORE {
            self.saved.pop();
            self.hash = b.hash;
            self.turn_in_hash = b.turn_in_hash;
            self.to_move = b.me;
            self.plies = b.plies;
            self.since_capture = b.since;
            self.used = b.used;
            self.acted = b.acted;
            self.last_mover = b.mover;
            return;
        }
        // `begin_action`.
        self.plies = b.plies + 1;
        self.last_mover = b.me;
        if want == AS_END {
            // `end_turn`.
            self.turn_in_hash = b.turn_in_hash ^ b.end;
            self.to_move = b.next;
            self.used = 0;
            self.acted = false;
            self.since_capture = b.since + 1;
            return;
        }
        // `count_action`.
        self.to_move = b.me;
        self.acted = true;
        (self.used, self.turn_in_hash) = if want & TURN_BUDGETED != 0 {
            (b.used.saturating_add(1), b.turn_in_hash ^ b.step)
        } else {
            (b.used, b.turn_in_hash)
        };
        self.since_capture = if want & TURN_RESETS != 0 {
            0
        } else {
            b.since + 1
        };
    }

    /// A plain carry of the top `m.lift` pieces (`apply_turns`: the
    /// carry, the action counted, the steal; no event can follow; the
    /// turn's fields set by [`State::leaf_mode`]), looked at and taken
    /// back: the steal carried back, then the move.
    #[inline(always)]
    fn leaf_carry(
        &mut self,
        game: &Game,
        (m, f): (&Move, u8),
        b: &Before<'_>,
        look: &mut impl FnMut(&State),
    ) {
        let t = &game.tables;
        let mut h = if f & TURN_BUDGETED != 0 {
            b.hash ^ b.step
        } else {
            b.hash
        };
        let one = m.lift <= 1;
        let carried = if one {
            self.carry_one::<true>(t, m.from, m.to, &mut h)
        } else {
            self.carry_keyed::<true>(game, m.from, m.to, m.lift as usize, &mut h);
            Default::default()
        };
        let stolen = match b.steal {
            Some(st) if f & TURN_STEALS != 0 => self.leaf_steal(game, st, b, m.to, &mut h),
            _ => NO_CELL,
        };
        self.hash = h;
        look(self);
        if stolen != NO_CELL {
            self.carry_keyed::<false>(game, m.to, stolen, 1, &mut 0);
        }
        if one {
            self.uncarry_one(t, m.from, m.to, carried);
        } else {
            self.carry_keyed::<false>(game, m.to, m.from, m.lift as usize, &mut 0);
        }
    }

    /// [`State::steal_from`] after a carry onto `to`: most landings have
    /// no neutral top next to them, and are told so by the quick test
    /// with the look-ups of `b`.
    #[inline(always)]
    fn leaf_steal(&mut self, game: &Game, st: &Steal, b: &Before<'_>, to: u8, h: &mut u64) -> u8 {
        if let Some(near) = b.near.get(to as usize)
            && !meet(near, &self.occ[b.neutral])
        {
            return NO_CELL;
        }
        // The quick test of `steal_from` is the one just made.
        self.steal_search(game, st, to, h)
    }
}
