//! The deal: shuffling, dealing (and the exchange and announcements that
//! follow it), the end of a card's turn (the next player holding cards, or
//! a new deal), and undoing a deal.

use crate::engine::State;
use crate::engine::state::cards::DealSnapshot;
use crate::ir::{Game, Narrow};

impl State {
    /// Shuffles the deck from the seed and the number of deals so far.
    pub(in crate::engine) fn shuffle_deck(&mut self) {
        self.shuffle_bottom(self.deck.len());
    }

    /// Shuffles the bottom `n` cards of the deck (the rest stays on top).
    fn shuffle_bottom(&mut self, n: usize) {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
            self.seed ^ (self.deals as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        );
        for i in (1..n.min(self.deck.len())).rev() {
            let j = rng.random_range(0..=i);
            self.deck.swap(i, j);
        }
    }

    /// A new deal: the dealer passes to the left (the first deal is the
    /// last player's, so the first player plays first); if the deck is
    /// short, the played cards are shuffled back under it; then each player
    /// gets the deal's number of cards, one at a time, from the dealer's
    /// left; the dealer's left neighbour plays first.
    pub(in crate::engine) fn deal(&mut self, game: &Game) {
        let Some(cards) = &game.cards else {
            return;
        };
        let np = game.players.len();
        let nk = cards.kinds.len();
        let t = &game.tables;
        if self.deals > 0 {
            self.dealer = t.next_player[self.dealer as usize];
        }
        let size = |left: usize| {
            cards
                .deals
                .iter()
                .find(|d| d.when_left.is_none_or(|w| w as usize == left))
                .map_or(0, |d| usize::from(d.cards))
        };
        if self.deck.len() < size(self.deck.len()) * np || self.deck.is_empty() {
            // The cards left over go on top, to be dealt first (in place:
            // the played ones are added and rotated under them).
            let rest = self.deck.len();
            self.deck.extend(self.pile.drain(..).map(|(c, _)| c));
            self.deck.rotate_left(rest);
            self.shuffle_bottom(self.deck.len() - rest);
        }
        let n = size(self.deck.len()) * np;
        for i in 0..n {
            let p = (self.dealer as usize + 1 + i) % np;
            if let Some(c) = self.deck.pop() {
                self.hands[p * nk + c as usize] += 1;
            }
        }
        self.deals += 1;
        self.to_move = t.next_player[self.dealer as usize];
        // An exchange when every hand holds the cards to give (a short
        // deal, from a supply smaller than a deal, has none).
        let full = (0..np)
            .all(|p| self.hands[p * nk..(p + 1) * nk].iter().sum::<u16>() >= cards.exchange as u16);
        let np_u8: u8 = np.narrow();
        self.giving = if full { cards.exchange * np_u8 } else { 0 };
        self.deal_start = self.pile.len().narrow();
        self.centre.clear();
        self.announced = 0;
        if let Some(announce) = &cards.announce {
            for p in 0..np {
                let hand = &self.hands[p * nk..(p + 1) * nk];
                if hand.iter().zip(&announce.cards).any(|(&n, &w)| w && n > 0) {
                    self.announced |= 1 << p;
                }
            }
        }
    }

    /// After a card: the next player who holds cards moves; when nobody
    /// does, a new deal, unless an `after move` end rule holds: the game
    /// ends there and the cards not yet dealt are not dealt (LIGA's R5.4).
    pub(in crate::engine) fn card_turn_end(&mut self, game: &Game, me: u8) {
        let t = &game.tables;
        let np: u8 = game.players.len().narrow();
        let mut next = t.next_player[me as usize];
        let mut found = false;
        for _ in 0..np {
            if self.hand_size(game, next) > 0 {
                found = true;
                break;
            }
            next = t.next_player[next as usize];
        }
        if found {
            self.to_move = next;
            self.rehash_turn(game);
            return;
        }
        // When the game is over, `me` stays to move, with no cards.
        if !self.after_move_ends(game) {
            self.save_deal();
            if let Some(ts) = self.turn_saved.last_mut() {
                ts.dealt = true;
            }
            self.deal(game);
        }
        self.rehash_full(game);
    }

    /// Saves the cards before a new deal, in a snapshot of the pool (its
    /// buffers reused: the centre is swapped out, left empty).
    fn save_deal(&mut self) {
        let mut d = self.spare_deals.pop().unwrap_or_else(|| DealSnapshot {
            deck: Vec::new(),
            hands: Vec::new(),
            pile: Vec::new(),
            dealer: 0,
            deals: 0,
            announced: 0,
            deal_start: 0,
            centre: Vec::new(),
        });
        d.deck.clone_from(&self.deck);
        d.hands.clone_from(&self.hands);
        d.pile.clone_from(&self.pile);
        d.dealer = self.dealer;
        d.deals = self.deals;
        d.announced = self.announced;
        d.deal_start = self.deal_start;
        d.centre.clear();
        std::mem::swap(&mut d.centre, &mut self.centre);
        self.deal_snapshots.push(d);
    }

    /// Puts back the cards as they were before the last deal (the
    /// snapshot, holding the buffers of the deal undone, goes back to the
    /// pool).
    pub(in crate::engine) fn undeal(&mut self) {
        if let Some(mut d) = self.deal_snapshots.pop() {
            std::mem::swap(&mut self.deck, &mut d.deck);
            std::mem::swap(&mut self.hands, &mut d.hands);
            std::mem::swap(&mut self.pile, &mut d.pile);
            std::mem::swap(&mut self.centre, &mut d.centre);
            self.dealer = d.dealer;
            self.deals = d.deals;
            self.announced = d.announced;
            self.deal_start = d.deal_start;
            for mut e in d.centre.drain(..) {
                if let Some(b) = e.before.take() {
                    self.spare_befores.push(b);
                }
            }
            self.spare_deals.push(d);
        }
    }
}
