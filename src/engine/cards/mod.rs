//! Cards: the deal, and one file per card use, each holding that use's
//! generation, apply and undo. This file dispatches: the decisions a
//! player's hand offers ([`State::gen_cards`]), the uses of one card
//! ([`State::gen_card_uses`]), and playing a card and taking it back
//! ([`State::apply_card`], [`State::undo_card`]).
//!
//! To add a card use: a file here with its `gen_*`, apply and undo, and
//! one arm in each dispatch below that the use needs.

mod behalf;
mod cancel;
mod deal;
mod discard;
mod give;
mod moves;
mod pass;
mod proxy;
mod restore;
mod skip;
mod split;
mod swap;

/// The fast paths of the cards.
mod fast {
    mod cancel_check;
    mod card_plays;
}

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::cards::CentreEntry;
use crate::engine::state::{Snapshot, TurnSaved};
use crate::ir::{AlongPaths, Cards, Game, NO_CELL, Narrow, Pass};

/// The path tables, if card `c` is a lean card (`cards/fast/card_plays.rs`).
#[inline(always)]
fn lean_paths(game: &Game, c: usize) -> Option<&AlongPaths> {
    game.tables
        .along_paths
        .as_deref()
        .filter(|_| game.tables.lean_cards.get(c) == Some(&true))
}

impl State {
    /// A decision of the kind `kind` (a discard, a give) for each card the
    /// player to move holds.
    fn gen_held_as(&self, cards: &Cards, kind: MoveKind, out: &mut Vec<Move>) {
        let nk = cards.kinds.len();
        let at = self.to_move as usize * nk;
        for c in 0..nk {
            if self.hands[at + c] > 0 {
                out.push(Move {
                    card: (c + 1).narrow(),
                    kind,
                    ..Move::NONE
                });
            }
        }
    }

    /// The cards the player to move can play, each with each of its moves;
    /// if none can be played, a discard of each card held.
    #[inline(never)]
    pub(in crate::engine) fn gen_cards(&mut self, game: &Game, out: &mut Vec<Move>) {
        let Some(cards) = &game.cards else {
            return;
        };
        let me = self.to_move;
        let nk = cards.kinds.len();
        let start = out.len();
        if self.giving > 0 {
            self.gen_gives(cards, out);
            return;
        }
        let movers = self.movers(game);
        if self.split_left > 0 {
            // The next step of the split card being played.
            let c = self.split_card as usize;
            self.gen_split_steps(game, c, movers, out);
            return;
        }
        if self.replay != 0 {
            self.gen_replay(game, cards, movers, out);
            return;
        }
        let skipped = self.skipping & (1 << me) != 0;
        let at = me as usize * nk;
        for c in 0..nk {
            if self.hands[at + c] == 0 {
                continue;
            }
            let kind = &cards.kinds[c];
            if kind.cancel() {
                // A skipped player may play it too.
                self.gen_cancel(game, c, out);
                continue;
            }
            if skipped {
                continue;
            }
            if kind.proxy() {
                self.gen_play_for(game, c, out);
            } else if kind.pass().is_some() {
                Self::gen_pass(c, out);
            } else if let Some(paths) = lean_paths(game, c) {
                // A lean card straight (as `gen_card_uses` does).
                self.gen_lean_card(game, paths, c, movers, out);
            } else {
                self.gen_card_uses(game, c, movers, out);
            }
        }
        if self.must_cancel(game, start, out) {
            return;
        }
        // A skipped player discards (or answers with a `cancel`, above);
        // so does a player who can play no card.
        if skipped || out.len() == start {
            self.gen_discards(cards, out);
        }
    }

    /// The uses of card `c` (its split's first steps, skip, swap, moves and
    /// enters, moves for another side) for the player to move, moving the
    /// pieces of `movers`; each move carries the card.
    pub(in crate::engine) fn gen_card_uses(
        &mut self,
        game: &Game,
        c: usize,
        movers: u16,
        out: &mut Vec<Move>,
    ) {
        let Some(cards) = &game.cards else {
            return;
        };
        if let Some(paths) = lean_paths(game, c) {
            self.gen_lean_card(game, paths, c, movers, out);
            return;
        }
        let kind = &cards.kinds[c];
        // A card's own conditions (skip, swap) are judged for the player
        // whose pieces it moves: under `control partner`, the partner.
        let judge: u8 = if movers == 0 {
            self.to_move
        } else {
            movers.trailing_zeros().narrow()
        };
        let before = out.len();
        if let Some(sp) = kind.split() {
            self.gen_split_first(game, c, sp, movers, out);
        }
        if let Some(cond) = kind.skip() {
            self.gen_skip(game, cond, judge, out);
        }
        if let Some(swap) = kind.swap() {
            self.gen_swaps(game, swap, judge, out);
        }
        self.gen_card_moves(game, c, movers, out);
        if let Some(b) = kind.behalf() {
            self.gen_behalf(game, c, b, out);
        }
        let card: u8 = (c + 1).narrow();
        for m in &mut out[before..] {
            m.card = card;
        }
    }

    /// The players whose pieces the player to move moves with its cards,
    /// as bits: its own, or under `control partner`, its partners'.
    fn movers(&self, game: &Game) -> u16 {
        let me = self.to_move;
        let np: u8 = game.players.len().narrow();
        let partners = game
            .control
            .is_some_and(|c| self.holds_cond(game, c, me, NO_CELL));
        if partners {
            (0..np)
                .filter(|&q| q != me && game.team_of(q) == game.team_of(me))
                .fold(0, |b, q| b | 1 << q)
        } else {
            1 << me
        }
    }

    /// Plays the card of `m` (a decision with a card, by `me`): the card
    /// leaves the hand for the centre, then its use. Returns whether the
    /// decision is complete; if not, the piece move of `m` follows.
    pub(in crate::engine) fn apply_card(&mut self, game: &Game, m: &Move, me: u8) -> bool {
        let Some(cards) = &game.cards else {
            return false;
        };
        if m.is_give() {
            self.give(game, cards, me, m.card - 1);
            return true;
        }
        let c = m.card - 1;
        let kind = &cards.kinds[c as usize];
        let used = !m.is_discard();
        // What a cancel card takes back (judged before it is put down).
        let target = if kind.cancel() && used && self.replay == 0 {
            self.cancel_target(game, me)
        } else {
            None
        };
        self.put_down(game, cards, m, me, target.map_or(c, |x| x.1), true);
        if let Some(sp) = kind.split()
            && used
        {
            self.start_split(game, c, sp);
        }
        // A skipped turn is spent by this card (a discard, or a cancel).
        self.skipping &= !(1 << me);
        if let Some(target) = target {
            self.play_cancel(game, me, target);
            return true;
        }
        if kind.proxy() && used {
            self.play_for(game, me);
            return true;
        }
        if let Some(Pass { right, again }) = kind.pass()
            && used
        {
            self.play_pass(game, me, right, again);
            return true;
        }
        if m.is_skip() {
            self.skip_next(game, me);
        }
        if m.is_swap() {
            self.swap_pieces(game, m);
        }
        if m.is_discard() || m.is_skip() || m.is_swap() {
            self.since_capture += 1;
            self.card_turn_end(game, me);
            return true;
        }
        false
    }

    /// The card of `m` leaves `me`'s hand for the pile and the centre
    /// (`base`: the card it stands for there); a card played again after
    /// a `cancel` comes from no hand and adds nothing to the centre.
    /// `snap`: the position before a played card is kept for a `cancel`
    /// (false only where no decision follows: a perft leaf,
    /// `perft/fast/card_leaves.rs`).
    #[inline(always)]
    pub(in crate::engine) fn put_down(
        &mut self,
        game: &Game,
        cards: &Cards,
        m: &Move,
        me: u8,
        base: u8,
        snap: bool,
    ) {
        if self.replay != 0 {
            self.replay = 0;
            return;
        }
        let c = m.card - 1;
        let used = !m.is_discard();
        self.add_to_hand(cards.kinds.len(), me as usize, c as usize, -1);
        self.pile.push((c, me));
        let before = (used && snap).then(|| self.saved_before(game));
        self.centre.push(CentreEntry {
            card: c,
            by: me,
            chosen_by: self.chooser(),
            decision: *m,
            discarded: !used,
            base,
            before,
            locked: false,
        });
    }

    /// The position now, for a card's centre entry: in a snapshot of the
    /// pool (its buffers reused), or a new one.
    fn saved_before(&mut self, game: &Game) -> Box<Snapshot> {
        match self.spare_befores.pop() {
            Some(mut b) => {
                self.save_position(game, &mut b);
                b
            }
            None => Box::new(self.position()),
        }
    }

    /// Takes back the card of `m` (the state before it is in `ts`): it
    /// goes back to the hand, and its use is undone. Returns whether the
    /// decision was the card alone (no piece move to take back).
    pub(in crate::engine) fn undo_card(&mut self, game: &Game, m: &Move, ts: &TurnSaved) -> bool {
        let Some(cards) = &game.cards else {
            return false;
        };
        if m.is_give() {
            self.ungive(game, cards, ts, m.card - 1);
            return true;
        }
        let c = m.card as usize - 1;
        let kind = &cards.kinds[c];
        if ts.passed_hands {
            self.unpass(game, kind);
        }
        if ts.replay == 0 {
            self.hands[ts.to_move as usize * cards.kinds.len() + c] += 1;
            self.pile.pop();
            if let Some(mut e) = self.centre.pop() {
                if kind.cancel() {
                    self.uncancel(game, &e);
                }
                if let Some(b) = e.before.take() {
                    self.spare_befores.push(b);
                }
            }
        }
        if m.is_swap() {
            self.unswap(game, m);
        }
        m.is_discard() || m.is_skip() || m.is_swap() || kind.only_use()
    }
}
