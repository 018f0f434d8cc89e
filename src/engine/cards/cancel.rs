//! `cancel right then replay` (LIGA): the card takes back the right
//! neighbour's last card (the position before it comes back), and the same
//! player plays that card again. With it comes decision G21: a win by an
//! `after move` rule is provisional while the next player may cancel it.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Cards, EndCond, EndResult, Game, Narrow};

use crate::engine::cards::CentreEntry;

/// Whether move `m` plays a `cancel` card for its use (not a discard).
pub(in crate::engine) fn plays_cancel(game: &Game, m: &Move) -> bool {
    m.card != 0
        && !m.is_discard()
        && game
            .cards
            .as_ref()
            .is_some_and(|c| c.kinds[m.card as usize - 1].cancel())
}

impl State {
    /// Card `c`, a cancel: playable when there is a card to cancel and it
    /// can then be played again.
    pub(super) fn gen_cancel(&mut self, game: &Game, c: usize, out: &mut Vec<Move>) {
        let Some(target) = self.cancel_target(game, self.to_move) else {
            return;
        };
        let mv = Move {
            card: (c + 1).narrow(),
            ..Move::NONE
        };
        if let Some(playable) = self.lean_cancel_playable(game, target) {
            if playable {
                out.push(mv);
            }
            return;
        }
        self.apply(game, &mv);
        let mut replies = self.take_buffer();
        self.gen_cards(game, &mut replies);
        self.undo(game, &mv);
        if !replies.is_empty() {
            out.push(mv);
        }
        self.give_buffer(replies);
    }

    /// The card a `cancel` took back, played again by this player.
    pub(super) fn gen_replay(
        &mut self,
        game: &Game,
        cards: &Cards,
        movers: u16,
        out: &mut Vec<Move>,
    ) {
        let c = self.replay as usize - 1;
        let kind = &cards.kinds[c];
        let left = game.tables.next_player[self.to_move as usize];
        if kind.pass().is_some() || (kind.proxy() && self.hand_size(game, left) > 0) {
            // A card whose only use is itself: one decision.
            out.push(Move {
                card: self.replay,
                ..Move::NONE
            });
            return;
        }
        self.gen_card_uses(game, c, movers, out);
    }

    /// A provisional win must be cancelled by the player answering it, if
    /// he can and is not of the winner's team (G21, C-L18): keeps only the
    /// cancels among the decisions from `start`, if there are any; returns
    /// whether it did.
    pub(super) fn must_cancel(&self, game: &Game, start: usize, out: &mut Vec<Move>) -> bool {
        let me = self.to_move;
        if self.pending == 0
            || self.answering != me + 1
            || game.team_of(me) == game.team_of(self.pending - 1)
            || !out[start..].iter().any(|m| plays_cancel(game, m))
        {
            return false;
        }
        let mut i = 0;
        out.retain(|m| {
            i += 1;
            i <= start || plays_cancel(game, m)
        });
        true
    }

    /// What a `cancel` card played now by `me` would take back: the centre
    /// entry whose position it restores (`None`: nothing is restored, as
    /// for a discarded card), and the card then played again. The top card
    /// of the centre must be the right neighbour's, of this deal; a card
    /// that passes hands is looked past (then the card found may be
    /// anyone's); a played cancel card stands for the card it played again
    /// (its position restored: the one before it); a discarded cancel card
    /// for the card below it (nothing restored).
    pub fn cancel_target(&self, game: &Game, me: u8) -> Option<(Option<usize>, u8)> {
        let cards = game.cards.as_ref()?;
        let right = game.tables.prev_player[me as usize];
        let e = &self.centre;
        let mut i = e.len().checked_sub(1)?;
        // A played card that passes hands, or a cancel that replayed one.
        let passes = |x: &CentreEntry| {
            !x.discarded
                && (cards.kinds[x.card as usize].pass().is_some()
                    || (cards.kinds[x.card as usize].cancel()
                        && cards.kinds[x.base as usize].pass().is_some()))
        };
        if !passes(&e[i]) && e[i].by != right {
            return None;
        }
        while passes(&e[i]) {
            i = i.checked_sub(1)?;
        }
        let x = &e[i];
        if x.locked {
            return None;
        }
        if x.discarded {
            if cards.kinds[x.card as usize].cancel() {
                let below = &e[i.checked_sub(1)?];
                return Some((None, below.base));
            }
            return Some((None, x.card));
        }
        Some((Some(i), x.base))
    }

    /// Player `me` plays a cancel taking back `target` (the centre entry
    /// whose position it restores, if any, and the card played again):
    /// the position before that card, then the same player plays it again.
    pub(super) fn play_cancel(
        &mut self,
        game: &Game,
        me: u8,
        (restore, again): (Option<usize>, u8),
    ) {
        self.replay = again + 1;
        self.to_move = me;
        if let Some(i) = restore
            && let Some(snap) = self.centre[i].before.take()
        {
            // A skip owed by a player who has had a turn since is spent: it
            // does not come back.
            let played = self.centre[i..]
                .iter()
                .fold(1u16 << me, |b, e| b | 1 << e.by);
            let skipping = snap.skipping & !played;
            self.restore_keyed(game, &snap);
            self.skipping = skipping;
            self.centre[i].before = Some(snap);
        }
        // The skips and the turn: part of the turn's key.
        self.rehash_turn(game);
    }

    /// Undoes a cancel, whose centre entry was `e`: the position before it.
    pub(super) fn uncancel(&mut self, game: &Game, e: &CentreEntry) {
        if let Some(snap) = &e.before {
            self.restore_pieces(snap, game.stacks, game.tables.cells);
        }
    }

    /// Whether the turn of `me`, answering a provisional win, is over
    /// after his last decision: the next player is another one, or his
    /// decision was the last card of the deal (a new deal followed, even
    /// if its first player is `me` again, or nobody holds a card), and no
    /// split or replay is owed, and no turn he takes for another player
    /// (`play for`) is under way: that turn is part of his (LIGA's C-P1,
    /// C-P2: the Phantom's turn is the card and the pick).
    fn answer_over(&self, me: u8) -> bool {
        let dealt = self.turn_saved.last().is_some_and(|ts| ts.dealt);
        let no_cards = self.hands.iter().all(|&n| n == 0);
        (self.to_move != me || dealt || no_cards)
            && self.split_left == 0
            && self.replay == 0
            && self.proxy == 0
    }

    /// Who made decision `m` of player `me`: the player taking `me`'s turn
    /// (`play for`) if there was one when it was made, else `me`.
    fn decider(&self, me: u8) -> u8 {
        match self.turn_saved.last() {
            Some(ts) if ts.proxy.0 != 0 => ts.proxy.0 - 1,
            _ => me,
        }
    }

    /// Decision G21 in general terms, for games with a `cancel` card: a win
    /// by an `after move` rule is provisional while the winner's left
    /// neighbour, on another side, is next to play in the same deal; he
    /// must cancel it if he can; if he does not, the win stands once his
    /// turn is over.
    pub(in crate::engine) fn provisional_win(&mut self, game: &Game, m: &Move, me: u8) {
        let t = &game.tables;
        // The answer is the whole turn of the answering player, the
        // decisions he makes for another player included.
        let decider = self.decider(me);
        if self.pending != 0 && self.answering == decider + 1 {
            if plays_cancel(game, m) {
                // The win is taken back; this cancel cannot be cancelled.
                self.pending = 0;
                self.answering = 0;
                if let Some(e) = self.centre.last_mut() {
                    e.locked = true;
                }
            } else if self.answer_over(decider) {
                // His turn is over: the win stands.
                self.decided = self.pending;
                self.pending = 0;
                self.answering = 0;
            }
            self.rehash_turn(game);
            return;
        }
        if self.pending != 0 || self.decided != 0 {
            return;
        }
        let dealt = self.turn_saved.last().is_some_and(|ts| ts.dealt);
        for (i, rule) in game.ends.iter().enumerate() {
            let EndCond::AfterMove(c) = rule.cond else {
                continue;
            };
            let (holds, winner) = self.after_move_holds(game, c, rule.anyone);
            if holds && rule.result == EndResult::Wins {
                // Nobody to answer when one side plays every seat.
                if !dealt
                    && self.to_move == t.next_player[me as usize]
                    && game.side_names.len() != 1
                    && self.hands.iter().any(|&n| n > 0)
                {
                    // The turn's key the hash holds (the lean play of a
                    // card does not keep `turn_in_hash`), then the win.
                    self.turn_in_hash = self.turn_key(game);
                    self.pending = winner + 1;
                    self.answering = self.to_move + 1;
                    self.pending_rule = i.narrow();
                    self.rehash_turn(game);
                }
                return;
            }
        }
    }
}
