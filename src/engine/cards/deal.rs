//! The deal: shuffling, dealing (and the exchange and announcements that
//! follow it), the end of a card's turn (the next player holding cards, or
//! a new deal), and undoing a deal.

use crate::engine::State;
use crate::ir::{Game, Narrow};

use super::CentreEntry;

/// The cards before a deal, restored by `undo` of the move that ended the
/// deal before.
#[derive(Clone, Debug)]
pub(in crate::engine) struct DealSnapshot {
    pub(in crate::engine) deck: Vec<u8>,
    pub(in crate::engine) hands: Vec<u16>,
    pub(in crate::engine) pile: Vec<(u8, u8)>,
    pub(in crate::engine) dealer: u8,
    pub(in crate::engine) deals: u32,
    pub(in crate::engine) announced: u16,
    pub(in crate::engine) deal_start: u16,
    pub(in crate::engine) centre: Vec<CentreEntry>,
}

impl State {
    /// Shuffles the deck from the seed and the number of deals so far.
    pub(in crate::engine) fn shuffle_deck(&mut self) {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
            self.seed ^ (self.deals as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        );
        for i in (1..self.deck.len()).rev() {
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
            let rest = std::mem::take(&mut self.deck);
            self.deck = self.pile.drain(..).map(|(c, _)| c).collect();
            self.shuffle_deck();
            // The cards left over go on top, to be dealt first.
            self.deck.extend(rest);
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
    /// does, a new deal.
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
        } else {
            self.deal_snapshots.push(DealSnapshot {
                deck: self.deck.clone(),
                hands: self.hands.clone(),
                pile: self.pile.clone(),
                dealer: self.dealer,
                deals: self.deals,
                announced: self.announced,
                deal_start: self.deal_start,
                centre: std::mem::take(&mut self.centre),
            });
            if let Some(ts) = self.turn_saved.last_mut() {
                ts.dealt = true;
            }
            self.deal(game);
        }
        self.hash = self.compute_hash(game);
    }

    /// Puts back the cards as they were before the last deal.
    pub(in crate::engine) fn undeal(&mut self) {
        if let Some(d) = self.deal_snapshots.pop() {
            self.deck = d.deck;
            self.hands = d.hands;
            self.pile = d.pile;
            self.dealer = d.dealer;
            self.deals = d.deals;
            self.announced = d.announced;
            self.deal_start = d.deal_start;
            self.centre = d.centre;
        }
    }
}
