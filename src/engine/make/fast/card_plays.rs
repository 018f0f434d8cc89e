//! The lean play of a card ([`Tables::lean_play`](crate::ir::Tables),
//! `ir/plans/card_plays.rs`: LIGA): `apply` and `undo` of the general path without
//! the branches such a decision never takes. It is taken for a discard, and
//! for a card of [`Tables::plain_play`](crate::ir::Tables) (no split,
//! `cancel`, `pass` or `play for`) played for its move, enter or skip, when
//! nothing is under way that changes how the turn goes on: no split,
//! replay, `play for` turn, exchange or provisional win. Then the turn's
//! state changes only by the player to move and the skips owed, so the
//! hash swaps their keys instead of recomputing the turn's key twice; the
//! card is put down as on the general path (its position kept for a
//! `cancel`), the piece moves (straight on a board without stacks:
//! `make/fast/flat_move.rs`), the turn goes to the next player holding cards (or a
//! new deal), and a provisional win is judged. The turn record is the
//! general path's, so `undo` knows from it which path was taken.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::TurnSaved;
use crate::engine::state::hash::skipping_key;
use crate::ir::{Cards, Game};

/// Whether a decision `m` that begins in a turn whose state is `busy`
/// (something under way: see [`State::lean_busy`]) takes the lean path.
#[inline(always)]
pub(in crate::engine) fn lean_move(game: &Game, m: &Move, busy: bool) -> bool {
    !busy
        && m.card != 0
        && match m.kind {
            MoveKind::Discard => true,
            MoveKind::Piece | MoveKind::Enter | MoveKind::Skip => {
                game.tables.plain_play.get(m.card as usize - 1) == Some(&true)
            }
            _ => false,
        }
}

impl State {
    /// Whether something is under way that a lean play does not handle:
    /// a split, a replay, an exchange, a `play for` turn, a provisional or
    /// decided win.
    #[inline(always)]
    pub(in crate::engine) fn lean_busy(&self) -> bool {
        (self.replay | self.split_left | self.giving | self.proxy | self.pending | self.decided)
            != 0
    }

    /// [`State::lean_busy`] as it was before the decision of turn record
    /// `ts` (which keeps every field it reads).
    #[inline(always)]
    fn lean_busy_before(ts: &TurnSaved) -> bool {
        (ts.replay | ts.split_left | ts.giving | ts.proxy.0 | ts.answer.0 | ts.answer.2) != 0
    }

    /// Plays `m` by the lean path if it is a lean play now; returns whether
    /// it did.
    #[inline(always)]
    pub(in crate::engine) fn try_apply_lean_play(&mut self, game: &Game, m: &Move) -> bool {
        if !lean_move(game, m, self.lean_busy()) {
            return false;
        }
        let Some(cards) = &game.cards else {
            return false;
        };
        self.apply_lean_play::<true>(game, cards, m);
        true
    }

    /// Takes `m` back by the lean path if it was played by it; returns
    /// whether it did.
    #[inline(always)]
    pub(in crate::engine) fn try_undo_lean_play(&mut self, game: &Game, m: &Move) -> bool {
        let Some(ts) = self.turn_saved.last() else {
            return false;
        };
        if !lean_move(game, m, Self::lean_busy_before(ts)) {
            return false;
        }
        let Some(cards) = &game.cards else {
            return false;
        };
        self.undo_lean_play(game, cards, m);
        true
    }

    /// The lean play of `m`: the records `undo` reads, the card put down,
    /// the piece's move, the turn passed on, a provisional win. `SNAP`: the
    /// position before a played card is kept for a `cancel` (not at a perft
    /// leaf, where no decision follows: `perft/fast/card_leaves.rs`).
    #[inline(never)]
    pub(in crate::engine) fn apply_lean_play<const SNAP: bool>(
        &mut self,
        game: &Game,
        cards: &Cards,
        m: &Move,
    ) {
        let t = &game.tables;
        self.save::<false>();
        let me = self.to_move;
        self.save_turn(me);
        if let Some(ts) = self.turn_saved.last_mut() {
            ts.answer = (
                self.pending,
                self.answering,
                self.decided,
                self.pending_rule,
            );
        }
        self.begin_action(t, me);
        // The card leaves the hand for the centre, with the position
        // before it (what a `cancel` restores); a skip owed by the player
        // is spent by it.
        self.put_down(game, cards, m, me, m.card - 1, SNAP);
        let skipping = self.skipping;
        self.skipping &= !(1 << me);
        match m.kind {
            MoveKind::Discard => self.since_capture += 1,
            MoveKind::Skip => {
                self.skip_next(game, me);
                self.since_capture += 1;
            }
            _ => self.lean_piece_move(game, m),
        }
        if self.skipping != skipping {
            self.hash ^= skipping_key(skipping) ^ skipping_key(self.skipping);
        }
        self.lean_turn_end(game, me);
        // With no `after move` rule in reach (`end/fast/tally_reach.rs`),
        // `provisional_win`, with no win pending, would find none.
        if self.cancel_game && self.after_move_may_hold(game) {
            self.provisional_win(game, m, me);
        }
    }

    /// The piece's move of a lean play, its captures and the tallies, and
    /// the plies since a capture.
    #[inline(always)]
    fn lean_piece_move(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        let mut h = self.hash;
        if self.flat_move(game, m) {
            self.move_flat(game, m, &mut h);
        } else if t.tally.on() {
            self.move_tallied(game, m, &mut h);
        } else {
            self.take_and_place(game, m, &mut h);
        }
        self.since_capture = if m.ncap > 0 || t.resets[m.piece as usize] {
            0
        } else {
            self.since_capture + 1
        };
        self.hash = h;
    }

    /// The turn after a lean play by `me`: the next player holding cards
    /// moves, and only the turn keys of the two players change in the hash
    /// (the rest of the turn's state is as it was, but for the skips,
    /// swapped by the caller); when nobody holds a card, a new deal
    /// ([`State::card_turn_end`]).
    #[inline(always)]
    fn lean_turn_end(&mut self, game: &Game, me: u8) {
        let t = &game.tables;
        let nk = game.cards.as_ref().map_or(0, |c| c.kinds.len());
        let mut next = t.next_player[me as usize];
        for _ in 0..game.players.len() {
            let at = next as usize * nk;
            if self.hands[at..at + nk].iter().any(|&n| n > 0) {
                self.hash ^= t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
                self.to_move = next;
                return;
            }
            next = t.next_player[next as usize];
        }
        // A new deal (the hash is computed afresh).
        self.card_turn_end(game, me);
    }

    /// `undo` of [`State::apply_lean_play`].
    #[inline(never)]
    pub(in crate::engine) fn undo_lean_play(&mut self, game: &Game, cards: &Cards, m: &Move) {
        let Some((saved, ts)) = self.pop_turn() else {
            return;
        };
        if ts.dealt {
            // The deal undone; the exchange it began with too.
            self.undeal();
            self.giving = ts.giving;
        }
        let nk = cards.kinds.len();
        self.hands[ts.to_move as usize * nk + m.card as usize - 1] += 1;
        self.pile.pop();
        if let Some(mut e) = self.centre.pop()
            && let Some(b) = e.before.take()
        {
            self.spare_befores.push(b);
        }
        self.skipping = ts.skipping;
        if !m.is_discard() && !m.is_skip() {
            let first = saved.first_caps as usize;
            if self.flat_undo(game, m) {
                self.unmove_flat(game, m, first);
            } else if game.tables.tally.on() {
                self.undo_piece_move_tallied(game, m, first);
            } else {
                self.undo_piece_move(game, m, first);
            }
        }
        self.to_move = ts.to_move;
        self.last_mover = ts.last_mover;
        self.restore_saved(&saved);
    }
}
