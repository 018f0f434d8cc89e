//! The engine: a position, legal move generation, apply/undo, an incremental
//! Zobrist hash, the history needed for repetition, and end conditions.
//! It reads only the IR ([`Game`]).
//!
//! Invariants: `undo(m)` right after `apply(m)` restores the state exactly,
//! hash included; the hash always equals [`State::compute_hash`]; move
//! generation does not allocate once the output buffer has grown; nothing
//! here panics on a move that [`State::legal_moves`] produced for this state.

use crate::ir::*;

/// A set of cells (boards have at most 255 cells).
pub type Bits = [u64; BITS_WORDS];
pub const BITS_WORDS: usize = 4;

#[inline(always)]
fn set_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] |= 1u64 << (cell & 63);
}

#[inline(always)]
fn get_bit(b: &Bits, cell: u8) -> bool {
    b[(cell >> 6) as usize] & (1u64 << (cell & 63)) != 0
}

#[inline(always)]
fn clear_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] &= !(1u64 << (cell & 63));
}

/// The Zobrist key of a piece at a height (0 = bottom) of a cell's stack.
#[inline(always)]
fn key_at(game: &Game, code: Code, cell: u8, height: usize) -> u64 {
    let k = game.tables.key(code, cell);
    if height == 0 {
        k
    } else {
        // splitmix64 of the key and the height.
        let mut z = k ^ (height as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Calls `f` for every cell in `b`, in increasing order.
#[inline(always)]
fn for_each_bit(b: &[u64], mut f: impl FnMut(u8)) {
    for (w, &word) in b.iter().enumerate() {
        let mut x = word;
        while x != 0 {
            let i = x.trailing_zeros();
            f((w as u32 * 64 + i) as u8);
            x &= x - 1;
        }
    }
}

/// One decision of one player: a piece moves from `from` through the
/// landings in `path` (the last is the destination), capturing the pieces on
/// the cells in `caps`, and ends up as `placed` (a promotion if it differs
/// from `piece`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    /// The destination: the last landing.
    pub to: u8,
    pub piece: Code,
    pub placed: Code,
    /// Landings; `path[..npath]`, the last one is the destination.
    pub npath: u8,
    /// Captured cells; `caps[..ncap]`.
    pub ncap: u8,
    /// Pieces lifted from the top of the start cell's stack (1 without
    /// stacks).
    pub lift: u8,
    /// What kind of decision this is beyond a plain piece move: a set of
    /// the flag bits [`Move::BEAR_OFF`], [`Move::END_TURN`], [`Move::ENTER`],
    /// [`Move::DISCARD`], [`Move::SKIP`], [`Move::SWAP`] and [`Move::GIVE`] (0 for a plain
    /// move); read them with [`Move::is_bear_off`] and its siblings.
    pub flags: u8,
    /// The card played (kind + 1), or 0.
    pub card: u8,
    /// The cell a `passing` slide went over (the en-passant cell for the
    /// next move), or `NO_CELL`.
    pub passed: u8,
    pub path: [u8; MAX_CHAIN],
    pub caps: [u8; MAX_CHAIN],
}

impl Move {
    /// A move with every field empty (no cell, no piece, no flag): the
    /// base that move constructors fill in.
    pub const NONE: Move = Move {
        from: 0,
        to: 0,
        piece: 0,
        placed: 0,
        npath: 0,
        ncap: 0,
        lift: 0,
        flags: 0,
        card: 0,
        passed: NO_CELL,
        path: [0; MAX_CHAIN],
        caps: [0; MAX_CHAIN],
    };

    /// Flag bit: the piece is borne off (removed from play): no landing.
    pub const BEAR_OFF: u8 = 1;
    /// Flag bit: not a piece move but the `end` decision of a turn of
    /// several actions.
    pub const END_TURN: u8 = 1 << 1;
    /// Flag bit: the piece comes from its owner's store onto `to` (`enter`).
    pub const ENTER: u8 = 1 << 2;
    /// Flag bit: the card is discarded, without its move.
    pub const DISCARD: u8 = 1 << 3;
    /// Flag bit: the card is played for its `skip next` use.
    pub const SKIP: u8 = 1 << 4;
    /// Flag bit: the pieces on `from` (`piece`) and `to` (`placed`) change
    /// places.
    pub const SWAP: u8 = 1 << 5;
    /// Flag bit: the card is given to the player's partner (`exchange`).
    pub const GIVE: u8 = 1 << 6;

    /// The piece is borne off ([`Move::BEAR_OFF`]).
    #[inline(always)]
    pub fn is_bear_off(&self) -> bool {
        self.flags & Self::BEAR_OFF != 0
    }

    /// The `end` decision of a turn ([`Move::END_TURN`]).
    #[inline(always)]
    pub fn is_end_turn(&self) -> bool {
        self.flags & Self::END_TURN != 0
    }

    /// The piece enters from its owner's store ([`Move::ENTER`]).
    #[inline(always)]
    pub fn is_enter(&self) -> bool {
        self.flags & Self::ENTER != 0
    }

    /// The card is discarded ([`Move::DISCARD`]).
    #[inline(always)]
    pub fn is_discard(&self) -> bool {
        self.flags & Self::DISCARD != 0
    }

    /// The card is played for `skip next` ([`Move::SKIP`]).
    #[inline(always)]
    pub fn is_skip(&self) -> bool {
        self.flags & Self::SKIP != 0
    }

    /// Two pieces change places ([`Move::SWAP`]).
    #[inline(always)]
    pub fn is_swap(&self) -> bool {
        self.flags & Self::SWAP != 0
    }

    /// The card is given to the partner ([`Move::GIVE`]).
    #[inline(always)]
    pub fn is_give(&self) -> bool {
        self.flags & Self::GIVE != 0
    }

    pub fn landings(&self) -> &[u8] {
        &self.path[..self.npath as usize]
    }

    pub fn captures(&self) -> &[u8] {
        &self.caps[..self.ncap as usize]
    }

    pub fn is_capture(&self) -> bool {
        self.ncap > 0
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw. In a game of teams, the winner's
    /// partners win with it (see [`Outcome::wins`]).
    pub winner: Option<u8>,
    /// The end rule that fired, as written in the game file.
    pub reason: String,
}

impl Outcome {
    /// Whether player `p` is among the winners (the winner or a partner,
    /// or a seat played by the same side as one of them).
    pub fn wins(&self, game: &Game, p: u8) -> bool {
        self.winner.is_some_and(|w| {
            (0..game.players.len() as u8)
                .any(|q| game.team_of(q) == game.team_of(w) && game.same_side(q, p))
        })
    }

    /// The winners in words: `north`, `team a (north, south)`, or with
    /// sides the winning sides: `first (north, south)`.
    pub fn winners_text(&self, game: &Game) -> Option<String> {
        let w = self.winner?;
        let name = game.players.get(w as usize)?.clone();
        if !game.side_names.is_empty() {
            let parts: Vec<String> = (0..game.side_names.len() as u8)
                .filter_map(|side| {
                    let seats: Vec<&str> = (0..game.players.len() as u8)
                        .filter(|&p| game.side_of(p) == side && self.wins(game, p))
                        .map(|p| game.players[p as usize].as_str())
                        .collect();
                    (!seats.is_empty()).then(|| {
                        format!("{} ({})", game.side_names[side as usize], seats.join(", "))
                    })
                })
                .collect();
            return Some(parts.join(" and "));
        }
        if game.team_names.is_empty() {
            return Some(name);
        }
        let members: Vec<&str> = (0..game.players.len() as u8)
            .filter(|&p| self.wins(game, p))
            .map(|p| game.players[p as usize].as_str())
            .collect();
        let t = game.team[w as usize] as usize;
        Some(format!(
            "team {} ({})",
            game.team_names[t],
            members.join(", ")
        ))
    }
}

/// What `undo` of the general path needs beyond [`Saved`]: the turn state
/// and what the move set off (a steal, an event).
#[derive(Clone, Copy, Debug)]
struct TurnSaved {
    to_move: u8,
    used: u8,
    acted: bool,
    last_mover: u8,
    /// The cell a neutral piece was stolen from, or `NO_CELL`.
    stolen_from: u8,
    /// An event ran: a [`Snapshot`] was pushed.
    event: bool,
    /// The move ended a deal and a new one was dealt: a [`DealSnapshot`]
    /// was pushed.
    dealt: bool,
    /// `State::skipping` before the move.
    skipping: u16,
    /// The split state before the move: steps left, card, staying cells.
    split_left: u8,
    split_card: u8,
    split_stay: Bits,
    /// `State::giving` before the move, and the player's card given before.
    giving: u8,
    given: u8,
    /// `State::replay` before the move.
    replay: u8,
    /// The move passed the hands round (`pass hands`).
    passed_hands: bool,
    /// `pending`, `answering`, `decided`, `pending_rule` before the move.
    answer: (u8, u8, u8, u8),
    /// `proxy`, `proxied` before the move.
    proxy: (u8, u8),
}

/// Everything an event may change, saved before it runs (events are rare:
/// a goal, say), so that `undo` can put it back; also the position a
/// `cancel` restores.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    board: [Code; 256],
    under: Vec<Vec<Code>>,
    counts: [u16; MAX_PLAYERS],
    occ: [Bits; MAX_PLAYERS],
    showing: [u16; MAX_PLAYERS],
    off: [u16; MAX_PLAYERS],
    counters: Vec<i32>,
    store: Vec<u16>,
    skipping: u16,
}

/// Whether move `m` plays a `cancel` card for its use (not a discard).
fn plays_cancel(game: &Game, m: &Move) -> bool {
    m.card != 0
        && !m.is_discard()
        && game
            .cards
            .as_ref()
            .is_some_and(|c| c.kinds[m.card as usize - 1].cancel)
}

/// How many dead ends the search for a split's remaining steps may record
/// before it gives up and takes the steps to be possible (LIGA's 7 needs a
/// few dozen at most).
const SPLIT_SEARCH_LIMIT: usize = 100_000;

/// A card in the centre in the current deal, for `cancel`.
#[derive(Clone, Debug, PartialEq)]
pub struct CentreEntry {
    /// The card (kind).
    pub card: u8,
    /// The player it was put there for (whose card it was).
    pub by: u8,
    /// The player who chose it (another one when a `play for` turn put it
    /// there).
    pub chosen_by: u8,
    /// The decision: the card with the use chosen (for a split, its first
    /// step).
    pub decision: Move,
    /// Discarded, without its use.
    pub discarded: bool,
    /// The card it stands for when a `cancel` finds it: itself, or, for a
    /// played cancel card, the card it played again.
    pub base: u8,
    /// The position before its use (played cards).
    pub before: Option<Box<Snapshot>>,
    /// A cancel that took back a win: it cannot be cancelled (G21).
    pub locked: bool,
}

/// Hash key of a counter value.
fn counter_key(p: usize, c: usize, v: i32) -> u64 {
    if v == 0 {
        return 0;
    }
    (v as u64 ^ ((p as u64) << 40) ^ ((c as u64) << 48))
        .wrapping_mul(0xd6e8_feb8_6659_fd93)
        .rotate_left(29)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The cards before a deal, restored by `undo` of the move that ended the
/// deal before.
#[derive(Clone, Debug)]
struct DealSnapshot {
    deck: Vec<u8>,
    hands: Vec<u16>,
    pile: Vec<(u8, u8)>,
    dealer: u8,
    deals: u32,
    announced: u16,
    deal_start: u16,
    centre: Vec<CentreEntry>,
}

/// Hash key of a hand's count of one card.
fn hand_key(p: usize, card: usize, n: u16) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) ^ ((card as u64) << 16) ^ ((p as u64) << 32))
        .wrapping_mul(0xff51_afd7_ed55_8ccd)
        .rotate_left(31)
        .wrapping_mul(0xc4ce_b9fe_1a85_ec53)
}

/// Hash key of a store's count of one piece code.
fn store_key(code: Code, n: u16) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) << 8 ^ code as u64)
        .wrapping_mul(0xbf58_476d_1ce4_e5b9)
        .rotate_left(23)
        .wrapping_mul(0x94d0_49bb_1331_11eb)
}

/// Hash key of the number of budgeted moves made this turn.
fn used_key(used: u8) -> u64 {
    if used == 0 {
        0
    } else {
        (used as u64)
            .wrapping_mul(0xa076_1d64_78bd_642f)
            .rotate_left(17)
            | 1
    }
}

/// What `undo` needs beyond the move itself.
#[derive(Clone, Copy, Debug)]
struct Saved {
    /// The hash before the move: also the position history, for repetition.
    hash: u64,
    since_capture: u32,
    ep: u8,
    ep_victim: u8,
    ep_in_hash: bool,
    /// Where the codes of the captured pieces start in `captured_codes`.
    first_caps: u32,
}

#[derive(Clone, Debug)]
pub struct State {
    /// The code on each cell (cells past the board's last are always 0).
    pub board: [Code; 256],
    pub to_move: u8,
    pub hash: u64,
    /// Plies played since the start.
    pub plies: u32,
    /// Plies since the last capture (or the start).
    pub since_capture: u32,
    /// Pieces per player (players past the game's last are always 0).
    pub counts: [u16; MAX_PLAYERS],
    /// Cells holding each player's pieces, as bit sets.
    pub occ: [Bits; MAX_PLAYERS],
    players: u8,
    /// Where the board has stacks: the pieces under each cell's top,
    /// bottom first (empty for every cell otherwise).
    pub under: Vec<Vec<Code>>,
    /// Cells whose top piece is each player's.
    pub showing: [u16; MAX_PLAYERS],
    /// Pieces borne off, per player.
    pub off: [u16; MAX_PLAYERS],
    /// The en-passant cell left by the last move, and the cell of the piece
    /// that passed it (`NO_CELL` if none).
    pub ep: u8,
    pub ep_victim: u8,
    /// The en-passant cell is part of the hash: an en-passant capture is
    /// legal now.
    pub ep_in_hash: bool,
    /// Per-player counters: `counters[player * n + counter]`.
    pub counters: Vec<i32>,
    /// Pieces in their owners' stores, per code.
    pub store: Vec<u16>,
    /// Cards: the deck (card kinds; the top is the last), each player's
    /// hand (`hands[player * kinds + card]`: how many), the cards played or
    /// discarded since the last shuffle with who did it (in order), the
    /// dealer, the number of deals so far, and the seed the shuffles come
    /// from.
    pub deck: Vec<u8>,
    pub hands: Vec<u16>,
    pub pile: Vec<(u8, u8)>,
    pub dealer: u8,
    pub deals: u32,
    pub seed: u64,
    /// Players who must skip their next turn (bit per player): they only
    /// discard a card then.
    pub skipping: u16,
    /// A card's `split` being played: the steps left (0: none), the card,
    /// and the cells of the pieces that stay (`stay if`), as bits.
    pub split_left: u8,
    pub split_card: u8,
    pub split_stay: Bits,
    /// Cards still to be given in the exchange after the deal (0: none),
    /// and each player's card given in the last exchange (kind + 1, 0:
    /// none): what its giver knows about its partner's hand.
    pub giving: u8,
    pub given: Vec<u8>,
    /// The players whose hand held an announced card (`announce`) when
    /// the cards were dealt, as bits: public.
    pub announced: u16,
    /// How many cards of `pile` were there when the current deal was
    /// dealt: the rest were played in this deal.
    pub deal_start: u16,
    /// The cards put in the centre in the current deal, in order.
    pub centre: Vec<CentreEntry>,
    /// A card to play again after a `cancel` (kind + 1, 0: none): the next
    /// decision is one of its uses, by the same player.
    pub replay: u8,
    /// A provisional win (games with a `cancel` card): the player whose
    /// `after move` win awaits the answer (+ 1, 0: none), the player who
    /// must answer (+ 1), the player whose win stands after the answer
    /// (+ 1), and the end rule (index).
    pub pending: u8,
    pub answering: u8,
    pub decided: u8,
    pub pending_rule: u8,
    /// `play for`: the player who makes the decisions (+ 1, 0: none) of the
    /// player whose turn he takes (+ 1), until that turn is over.
    pub proxy: u8,
    pub proxied: u8,
    /// Budgeted moves made in this turn (turns of several actions).
    pub used: u8,
    /// An action was taken in this turn (it is not at its start).
    pub acted: bool,
    /// The player who made the last action (turns of several actions).
    pub last_mover: u8,
    /// A move buffer for legality tests (royal pieces).
    scratch: Vec<Move>,
    /// Hash of the position before each ply played.
    saved: Vec<Saved>,
    /// Turn state per action of the general path (parallel to `saved` in
    /// games that use it).
    turn_saved: Vec<TurnSaved>,
    snapshots: Vec<Snapshot>,
    deal_snapshots: Vec<DealSnapshot>,
    captured_codes: Vec<Code>,
}

impl PartialEq for State {
    fn eq(&self, o: &Self) -> bool {
        self.board == o.board
            && self.to_move == o.to_move
            && self.hash == o.hash
            && self.plies == o.plies
            && self.since_capture == o.since_capture
            && self.counts == o.counts
            && self.occ == o.occ
            && self.under == o.under
            && self.showing == o.showing
            && self.off == o.off
            && self.ep == o.ep
            && self.counters == o.counters
            && self.store == o.store
            && self.hands == o.hands
            && self.deck == o.deck
            && self.pile == o.pile
            && self.skipping == o.skipping
            && self.used == o.used
            && self.acted == o.acted
            && self
                .saved
                .iter()
                .map(|s| s.hash)
                .eq(o.saved.iter().map(|s| s.hash))
    }
}

impl State {
    /// The start position of a game.
    pub fn new(game: &Game) -> State {
        Self::new_seeded(game, 0)
    }

    /// The start position; the cards (if any) are shuffled from `seed`.
    pub fn new_seeded(game: &Game, seed: u64) -> State {
        let mut s = Self::from_board(game, game.setup.clone(), 0);
        if let Some(cards) = &game.cards {
            s.seed = seed;
            for (c, k) in cards.kinds.iter().enumerate() {
                s.deck
                    .extend(std::iter::repeat_n(c as u8, k.copies as usize));
            }
            s.shuffle_deck();
            s.deal(game);
            s.hash = s.compute_hash(game);
        }
        if game.setup_store.len() == s.store.len() {
            s.store.clone_from(&game.setup_store);
            s.hash = s.compute_hash(game);
        }
        for (cell, below) in &game.setup_stacks {
            s.set_under(game, *cell, below.clone());
        }
        s
    }

    /// Puts pieces under the top of a cell (bottom first), for setting up
    /// positions; the cell must have a top piece.
    pub fn set_under(&mut self, game: &Game, cell: u8, below: Vec<Code>) {
        if !game.stacks || self.board[cell as usize] == 0 {
            return;
        }
        for &c in &below {
            self.counts[game.tables.owner[c as usize] as usize % MAX_PLAYERS] += 1;
        }
        self.under[cell as usize] = below;
        self.hash = self.compute_hash(game);
    }

    /// Shuffles the deck from the seed and the number of deals so far.
    fn shuffle_deck(&mut self) {
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
    fn deal(&mut self, game: &Game) {
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
                .find(|(_, when)| when.is_none_or(|w| w as usize == left))
                .map_or(0, |d| d.0 as usize)
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
        self.giving = if full { cards.exchange * np as u8 } else { 0 };
        self.deal_start = self.pile.len() as u16;
        self.centre.clear();
        self.announced = 0;
        if let Some((_, which)) = &cards.announce {
            for p in 0..np {
                let hand = &self.hands[p * nk..(p + 1) * nk];
                if hand.iter().zip(which).any(|(&n, &w)| w && n > 0) {
                    self.announced |= 1 << p;
                }
            }
        }
    }

    /// Whether seat `viewer` sees the hand of seat `holder`: hands are
    /// open, the two are on one side, or the viewer is taking the holder's
    /// turn (`play for`).
    pub fn sees_hand(&self, game: &Game, viewer: u8, holder: u8) -> bool {
        game.sees_hand(viewer, holder)
            || (self.proxy != 0
                && self.proxy - 1 == viewer
                && self.proxied.wrapping_sub(1) == holder)
    }

    /// The player who makes the next decision: the player to move, or the
    /// player taking his turn for him (`play for`).
    pub fn chooser(&self) -> u8 {
        if self.proxy != 0 {
            self.proxy - 1
        } else {
            self.to_move
        }
    }

    /// Whether player `p` has already given its card in the exchange in
    /// progress (players give one after another from the dealer's left).
    pub fn has_given(&self, game: &Game, p: u8) -> bool {
        let np = game.players.len();
        if self.giving == 0 || np == 0 {
            return false;
        }
        let order = (p as usize + np - (self.dealer as usize + 1) % np) % np;
        order < np.saturating_sub(self.giving as usize)
    }

    /// The partner of player `p` (the other player of its team), if any.
    pub fn partner(game: &Game, p: u8) -> Option<u8> {
        (0..game.players.len() as u8).find(|&q| q != p && game.team_of(q) == game.team_of(p))
    }

    /// How many cards player `p` holds.
    pub fn hand_size(&self, game: &Game, p: u8) -> u16 {
        let nk = game.cards.as_ref().map_or(0, |c| c.kinds.len());
        self.hands[p as usize * nk..(p as usize + 1) * nk]
            .iter()
            .sum()
    }

    /// Sets the number of pieces of a code in its owner's store (for
    /// positions given as text).
    pub fn set_store(&mut self, game: &Game, code: Code, n: u16) {
        if let Some(x) = self.store.get_mut(code as usize) {
            *x = n;
        }
        self.hash = self.compute_hash(game);
    }

    /// Sets a player's counter (for positions given as text).
    pub fn set_counter(&mut self, game: &Game, counter: usize, player: u8, value: i32) {
        let n = game.counters.len();
        if let Some(x) = self.counters.get_mut(player as usize * n + counter) {
            *x = value;
        }
        self.hash = self.compute_hash(game);
    }

    /// A position with these pieces and this player to move, no history.
    pub fn from_board(game: &Game, board: Vec<Code>, to_move: u8) -> State {
        let mut counts = [0u16; MAX_PLAYERS];
        let mut occ = [[0u64; BITS_WORDS]; MAX_PLAYERS];
        let mut cells = [0 as Code; 256];
        for (cell, &c) in board.iter().enumerate().take(game.board.cells()) {
            if c != 0 && (c as usize) < game.code_owner.len() {
                let p = game.code_owner[c as usize] as usize;
                counts[p] += 1;
                set_bit(&mut occ[p], cell as u8);
                cells[cell] = c;
            }
        }
        let board = cells;
        let ncells = game.board.cells();
        let mut s = State {
            under: vec![Vec::new(); ncells],
            showing: counts,
            off: [0; MAX_PLAYERS],
            ep: NO_CELL,
            ep_victim: NO_CELL,
            ep_in_hash: false,
            counters: vec![0; game.counters.len() * game.players.len()],
            store: vec![0; game.code_owner.len()],
            used: 0,
            acted: false,
            last_mover: game.tables.prev_player[to_move as usize],
            turn_saved: Vec::new(),
            snapshots: Vec::new(),
            deal_snapshots: Vec::new(),
            deck: Vec::new(),
            hands: vec![0; game.cards.as_ref().map_or(0, |c| c.kinds.len()) * game.players.len()],
            pile: Vec::new(),
            dealer: game.tables.prev_player[0],
            deals: 0,
            seed: 0,
            skipping: 0,
            split_left: 0,
            split_card: 0,
            split_stay: [0; BITS_WORDS],
            giving: 0,
            given: vec![0; game.players.len()],
            announced: 0,
            deal_start: 0,
            centre: Vec::new(),
            replay: 0,
            pending: 0,
            answering: 0,
            decided: 0,
            pending_rule: 0,
            proxy: 0,
            proxied: 0,
            scratch: Vec::new(),
            board,
            to_move,
            hash: 0,
            plies: 0,
            since_capture: 0,
            counts,
            occ,
            players: game.players.len() as u8,
            saved: Vec::with_capacity(256),
            captured_codes: Vec::with_capacity(256),
        };
        s.hash = s.compute_hash(game);
        s
    }

    /// The hash computed from scratch (the incremental one must equal it).
    pub fn compute_hash(&self, game: &Game) -> u64 {
        let n = game.board.cells();
        let mut h = game.zobrist_turn[self.to_move as usize];
        for (cell, &c) in self.board.iter().enumerate().take(n) {
            if c != 0 {
                let below = self.under.get(cell).map_or(&[][..], Vec::as_slice);
                for (height, &b) in below.iter().enumerate() {
                    h ^= key_at(game, b, cell as u8, height);
                }
                h ^= key_at(game, c, cell as u8, below.len());
            }
        }
        if self.ep_in_hash {
            h ^= game.tables.key(0, self.ep);
        }
        for p in 0..self.players as usize {
            h ^= (self.off[p] as u64)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(p as u32 * 4 + 1);
        }
        let nc = game.counters.len();
        for (i, &v) in self.counters.iter().enumerate() {
            h ^= counter_key(i / nc.max(1), i % nc.max(1), v);
        }
        for (code, &n) in self.store.iter().enumerate() {
            h ^= store_key(code as Code, n);
        }
        let nk = game.cards.as_ref().map_or(1, |c| c.kinds.len().max(1));
        for (i, &n) in self.hands.iter().enumerate() {
            h ^= hand_key(i / nk, i % nk, n);
        }
        h ^= (self.skipping as u64).wrapping_mul(0x2545_f491_4f6c_dd1d);
        h ^= (self.split_left as u64).wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^= (self.giving as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= (self.replay as u64).wrapping_mul(0xd6e8_feb8_6659_fd93);
        h ^= ((self.proxy as u64) << 8 | self.proxied as u64).wrapping_mul(0xe703_7ed1_a0b4_28db);
        h ^= ((self.pending as u64) << 16 | (self.answering as u64) << 8 | self.decided as u64)
            .wrapping_mul(0xa076_1d64_78bd_642f);
        h ^ used_key(self.used)
    }

    /// The height of the stack on a cell.
    pub fn height(&self, cell: u8) -> usize {
        if self.board[cell as usize] == 0 {
            0
        } else {
            1 + self.under[cell as usize].len()
        }
    }

    /// The stack on a cell, bottom first.
    pub fn stack(&self, cell: u8) -> Vec<Code> {
        let mut v = self.under[cell as usize].clone();
        if self.board[cell as usize] != 0 {
            v.push(self.board[cell as usize]);
        }
        v
    }

    /// Cells whose top piece is player `p`'s.
    pub fn showing(&self, game: &Game, p: u8) -> u16 {
        if game.stacks {
            self.showing[p as usize % MAX_PLAYERS]
        } else {
            self.counts[p as usize % MAX_PLAYERS]
        }
    }

    fn count(&self, game: &Game, set: Set, p: u8) -> i64 {
        let p = p as usize % MAX_PLAYERS;
        match set {
            Set::Showing => self.showing(game, p as u8) as i64,
            Set::Pieces => self.counts[p] as i64,
            Set::Off => self.off[p] as i64,
            Set::Stored => {
                let np = game.players.len();
                (0..game.kinds.len())
                    .map(|k| self.store.get(1 + k * np + p).copied().unwrap_or(0) as i64)
                    .sum()
            }
            Set::Counter(c) => {
                let n = game.counters.len();
                self.counters.get(p * n + c as usize).copied().unwrap_or(0) as i64
            }
        }
    }

    fn expr(&self, game: &Game, e: &Expr, me: u8, cell: u8) -> i64 {
        match *e {
            Expr::Int(n) => n,
            Expr::Height => {
                if cell == NO_CELL {
                    0
                } else {
                    self.height(cell) as i64
                }
            }
            Expr::Deeper => {
                let t = &game.tables;
                let mut n = 0;
                let mut c = cell;
                while c != NO_CELL
                    && let Some(&d) = t.deeper.get(c as usize)
                    && d != NO_CELL
                {
                    n += i64::from(self.board[d as usize] == 0);
                    c = d;
                }
                n
            }
            Expr::Count(set, whose) => (0..self.players)
                .filter(|&p| Self::counted(game, whose, me, p))
                .map(|p| self.count(game, set, p))
                .sum(),
            Expr::CountIn(set, zone, whose) => {
                let n = game.board.cells();
                let t = &game.tables;
                let z = &game.zones[zone as usize];
                let mut total = 0i64;
                for p in (0..self.players).filter(|&p| Self::counted(game, whose, me, p)) {
                    for c in 0..n {
                        if !z.member[p as usize * n + c] || self.board[c] == 0 {
                            continue;
                        }
                        total += match set {
                            Set::Showing => i64::from(t.owner[self.board[c] as usize] == p),
                            _ => {
                                let mine = |x: &Code| t.owner[*x as usize] == p;
                                (self.under[c].iter().filter(|x| mine(x)).count()
                                    + usize::from(mine(&self.board[c])))
                                    as i64
                            }
                        };
                    }
                }
                total
            }
        }
    }

    /// Whether player `p` is counted by `whose`, judged for `me`: `own` is
    /// `me`, `team` is `me` and its partners, `enemy` every other team.
    fn counted(game: &Game, whose: Whose, me: u8, p: u8) -> bool {
        match whose {
            Whose::Own => p == me,
            Whose::Team => game.team_of(p) == game.team_of(me),
            Whose::Enemy => game.team_of(p) != game.team_of(me),
            Whose::All => true,
        }
    }

    /// Whether player `p` has at least two pieces of `kind` and all of them
    /// form one group, neighbours in any of the eight directions.
    pub fn connected(&self, game: &Game, kind: u8, p: u8) -> bool {
        let code = game.code(kind, p);
        let n = game.board.cells();
        let cells: Vec<u8> = (0..n as u8)
            .filter(|&c| self.board[c as usize] == code)
            .collect();
        if cells.len() < 2 {
            return false;
        }
        let nd = game.dirs.len();
        let mut seen = vec![false; n];
        let mut stack = vec![cells[0]];
        seen[cells[0] as usize] = true;
        let mut reached = 1;
        while let Some(c) = stack.pop() {
            for d in 0..nd {
                let nb = game.nbr[c as usize * nd + d];
                if nb != NO_CELL && !seen[nb as usize] && self.board[nb as usize] == code {
                    seen[nb as usize] = true;
                    reached += 1;
                    stack.push(nb);
                }
            }
        }
        reached == cells.len()
    }

    /// Whether a condition holds for player `me`, about the piece on `cell`
    /// (`NO_CELL` for conditions about the whole position).
    pub fn holds(&self, game: &Game, c: &Cond, me: u8, cell: u8) -> bool {
        match c {
            Cond::True => true,
            Cond::And(parts) => parts.iter().all(|p| self.holds(game, p, me, cell)),
            Cond::Or(parts) => parts.iter().any(|p| self.holds(game, p, me, cell)),
            Cond::Not(inner) => !self.holds(game, inner, me, cell),
            Cond::Below(mask) => {
                let below = if cell == NO_CELL {
                    0
                } else {
                    self.under[cell as usize].last().copied().unwrap_or(0)
                };
                mask & Self::relation(game, below, me) != 0
            }
            Cond::In(zone) => {
                let n = game.board.cells();
                cell != NO_CELL
                    && game.zones[*zone as usize].member[me as usize * n + cell as usize]
            }
            Cond::Connected(kind, whose) => match whose {
                Whose::Own => self.connected(game, *kind, me),
                _ => (0..self.players)
                    .any(|p| Self::counted(game, *whose, me, p) && self.connected(game, *kind, p)),
            },
            Cond::Compare(a, op, b) => {
                let (a, b) = (self.expr(game, a, me, cell), self.expr(game, b, me, cell));
                match op {
                    CmpOp::Lt => a < b,
                    CmpOp::Le => a <= b,
                    CmpOp::Eq => a == b,
                    CmpOp::Ne => a != b,
                    CmpOp::Ge => a >= b,
                    CmpOp::Gt => a > b,
                }
            }
        }
    }

    /// What `there` (a code, 0 = empty) is to player `me`: one `REL_*` bit.
    #[inline(always)]
    fn relation(game: &Game, there: Code, me: u8) -> u8 {
        let owner = game.tables.owner[there as usize];
        if there == 0 {
            REL_EMPTY
        } else if owner == me {
            REL_FRIEND
        } else {
            REL_ENEMY
        }
    }

    /// Fills `out` with the legal moves of the player to move (movement
    /// rules only; end conditions are separate, see [`State::outcome`]).
    #[inline]
    pub fn legal_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.pseudo_moves(game, out);
        if game.tables.any_royal {
            self.drop_exposing(game, out);
        }
    }

    /// Removes the moves after which an enemy move could capture one of the
    /// mover's royal pieces.
    #[inline(never)]
    fn drop_exposing(&mut self, game: &Game, out: &mut Vec<Move>) {
        let me = self.to_move;
        let t = &game.tables;
        let mut replies = std::mem::take(&mut self.scratch);
        out.retain(|m| {
            self.apply(game, m);
            self.capture_moves(game, &mut replies);
            let exposed = replies.iter().any(|r| {
                r.captures().iter().any(|&c| {
                    let code = self.board[c as usize];
                    code != 0 && t.royal[code as usize] && t.owner[code as usize] == me
                })
            });
            self.undo(game, m);
            !exposed
        });
        self.scratch = replies;
    }

    /// Whether one of `p`'s royal pieces could be captured by a move of the
    /// player to move (check, in chess terms, when `p` is not to move).
    pub fn royal_attacked(&mut self, game: &Game, p: u8) -> bool {
        let t = &game.tables;
        let mut replies = std::mem::take(&mut self.scratch);
        self.capture_moves(game, &mut replies);
        let hit = replies.iter().any(|r| {
            r.captures().iter().any(|&c| {
                let code = self.board[c as usize];
                code != 0 && t.royal[code as usize] && t.owner[code as usize] == p
            })
        });
        self.scratch = replies;
        hit
    }

    /// Pushes `m`, once per promotion choice if it promotes with a choice.
    #[inline(always)]
    fn push_promoted(t: &Tables, out: &mut Vec<Move>, m: Move) {
        if m.placed != m.piece {
            let choices = &t.promo_choices[m.piece as usize];
            if !choices.is_empty() {
                for &c in choices {
                    out.push(Move { placed: c, ..m });
                }
                return;
            }
        }
        out.push(m);
    }

    /// The moves the movement rules allow, before royal pieces are
    /// considered.
    #[inline]
    fn pseudo_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        if game.tables.simple {
            self.pseudo_moves_simple(game, out);
        } else {
            self.pseudo_moves_general(game, out);
        }
    }

    #[inline(never)]
    fn pseudo_moves_simple(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.generate::<false, true>(game, out);
    }

    #[inline(never)]
    fn pseudo_moves_general(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.generate::<false, false>(game, out);
    }

    /// The capturing moves only (what royal pieces must be safe from).
    fn capture_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.generate::<true, false>(game, out);
        out.retain(Move::is_capture);
    }

    #[inline(always)]
    /// `SIMPLE`: the game has no en passant, no conditional or lifting
    /// steps, no promotion choices and no rare moves (`Tables::simple`), so
    /// those checks are compiled out.
    fn generate<const CAPTURES_ONLY: bool, const SIMPLE: bool>(
        &mut self,
        game: &Game,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        if !SIMPLE && (self.giving > 0 || self.split_left > 0) {
            // The exchange after a deal, or the steps of a split card: only
            // those moves.
            if !CAPTURES_ONLY {
                self.gen_cards(game, out);
            }
            return;
        }
        let t = &game.tables;
        let words = t.words;
        let me = self.to_move;
        let own = self.occ[me as usize % MAX_PLAYERS];
        let mut pieces = [0u64; BITS_WORDS];
        for occ in &self.occ[..self.players as usize % (MAX_PLAYERS + 1)] {
            pieces = std::array::from_fn(|w| pieces[w] | occ[w]);
        }
        let enemies: Bits = std::array::from_fn(|w| pieces[w] & !own[w]);
        // The turn's budget of moves is spent: those kinds may not move.
        let spent = !SIMPLE && game.turn.budget > 0 && self.used >= game.turn.budget;
        // Captures by jumping: only pieces with a piece to jump over.
        for_each_bit(&own[..words], |cell| {
            let code = self.board[cell as usize];
            if spent && game.turn.budgeted[game.code_kind[code as usize] as usize] {
                return;
            }
            let e = t.entries(code, cell);
            let targets = if t.enemy_only[code as usize] {
                &enemies
            } else {
                &pieces
            };
            let o = &e.jump_over;
            let hit = if words == 1 {
                o[0] & targets[0] != 0
            } else {
                (o[0] & targets[0])
                    | (o[1] & targets[1])
                    | (o[2] & targets[2])
                    | (o[3] & targets[3])
                    != 0
            };
            if hit {
                self.gen_jumps::<SIMPLE>(game, e, cell, code, out);
            }
        });
        if game.mandatory_capture && !t.any_flying && out.iter().any(Move::is_capture) {
            out.retain(Move::is_capture);
            return;
        }
        let mut any_capture = false;
        let ep = self.ep;
        for (w, &word) in own[..words].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell = (w as u32 * 64 + bits.trailing_zeros()) as u8;
                bits &= bits - 1;
                let code = self.board[cell as usize];
                if spent && game.turn.budgeted[game.code_kind[code as usize] as usize] {
                    continue;
                }
                let e = t.entries(code, cell);
                for s in t.steps_from(e) {
                    let there = self.board[s.to as usize];
                    if CAPTURES_ONLY && there == 0 && s.to != ep {
                        continue;
                    }
                    if SIMPLE && there == 0 {
                        // The common case on a path of its own: a step to
                        // an empty cell (no en passant here, so its
                        // relation is REL_EMPTY), which never captures. The
                        // move is written out in full, not from
                        // `Move::NONE`, so that it is stored straight into
                        // `out` rather than copied through the stack.
                        if s.target & REL_EMPTY != 0 {
                            let mut m = Move {
                                from: cell,
                                to: s.to,
                                piece: code,
                                placed: t.placed(code, s.to),
                                npath: 1,
                                ncap: 0,
                                lift: 1,
                                flags: 0,
                                card: 0,
                                passed: NO_CELL,
                                path: [0; MAX_CHAIN],
                                caps: [0; MAX_CHAIN],
                            };
                            m.path[0] = s.to;
                            out.push(m);
                        }
                        continue;
                    }
                    let mut rel = Self::relation(game, there, me);
                    if !SIMPLE && s.to == ep && there == 0 {
                        rel |= REL_EN_PASSANT;
                    }
                    if s.target & rel == 0 {
                        continue;
                    }
                    if !SIMPLE && s.slow && !self.step_allowed(game, s, cell) {
                        continue;
                    }
                    let mut m = Move {
                        from: cell,
                        to: s.to,
                        piece: code,
                        placed: t.placed(code, s.to),
                        npath: 1,
                        ncap: 0,
                        lift: if SIMPLE { 1 } else { s.lift },
                        flags: 0,
                        card: 0,
                        passed: NO_CELL,
                        path: [0; MAX_CHAIN],
                        caps: [0; MAX_CHAIN],
                    };
                    m.path[0] = s.to;
                    if !SIMPLE && s.target & rel & REL_EN_PASSANT != 0 {
                        m.ncap = 1;
                        m.caps[0] = self.ep_victim;
                        any_capture = true;
                    } else if rel == REL_ENEMY && (SIMPLE || !game.stacks) {
                        m.ncap = 1;
                        m.caps[0] = s.to;
                        any_capture = true;
                    }
                    if SIMPLE {
                        out.push(m);
                    } else {
                        Self::push_promoted(t, out, m);
                    }
                }
                if !SIMPLE && t.rare[code as usize] {
                    any_capture |= self.gen_rare(game, cell, code, out);
                }
            }
        }
        if !SIMPLE && t.any_neutral {
            any_capture |= self.gen_carried(game, spent, out);
        }
        if !SIMPLE && t.any_enter {
            any_capture |= self.gen_enters(game, spent, out);
        }
        if !SIMPLE && !CAPTURES_ONLY && game.cards.is_some() {
            self.gen_cards(game, out);
        }
        // Captures by ordinary jumps are in `out` too when flying jumps
        // prevented the early return above.
        if game.mandatory_capture
            && (any_capture || (t.any_flying && out.iter().any(Move::is_capture)))
        {
            out.retain(Move::is_capture);
        }
        if !SIMPLE && !CAPTURES_ONLY && game.turn.multi {
            out.push(Move {
                from: 0,
                to: 0,
                piece: 0,
                placed: 0,
                npath: 0,
                ncap: 0,
                lift: 0,
                flags: Move::END_TURN,
                card: 0,
                passed: NO_CELL,
                path: [0; MAX_CHAIN],
                caps: [0; MAX_CHAIN],
            });
        }
    }

    /// The cards the player to move can play, each with each of its moves;
    /// if none can be played, a discard of each card held.
    #[inline(never)]
    fn gen_cards(&mut self, game: &Game, out: &mut Vec<Move>) {
        let Some(cards) = &game.cards else {
            return;
        };
        let me = self.to_move;
        let nk = cards.kinds.len();
        let start = out.len();
        let at = me as usize * nk;
        if self.giving > 0 {
            // The exchange: any card of the hand, face down to the partner.
            for c in 0..nk {
                if self.hands[at + c] > 0 {
                    out.push(Move {
                        card: c as u8 + 1,
                        flags: Move::GIVE,
                        ..Move::NONE
                    });
                }
            }
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
            // The card a `cancel` took back, played again by this player.
            let c = self.replay as usize - 1;
            let kind = &cards.kinds[c];
            let left = game.tables.next_player[me as usize];
            if kind.pass.is_some() || (kind.proxy && self.hand_size(game, left) > 0) {
                // A card whose only use is itself: one decision.
                out.push(Move {
                    card: c as u8 + 1,
                    ..Move::NONE
                });
                return;
            }
            self.gen_card_uses(game, c, movers, out);
            return;
        }
        let skipped = self.skipping & (1 << me) != 0;
        for c in 0..nk {
            if self.hands[at + c] == 0 {
                continue;
            }
            let kind = &cards.kinds[c];
            if kind.cancel {
                // Playable when there is a card to cancel and it can then
                // be played again; a skipped player may do it too.
                if self.cancel_target(game, me).is_some() {
                    let mv = Move {
                        card: c as u8 + 1,
                        ..Move::NONE
                    };
                    self.apply(game, &mv);
                    let mut replies = Vec::new();
                    self.gen_cards(game, &mut replies);
                    self.undo(game, &mv);
                    if !replies.is_empty() {
                        out.push(mv);
                    }
                }
                continue;
            }
            if skipped {
                continue;
            }
            if kind.proxy {
                // Playable when the left neighbour holds a card.
                let left = game.tables.next_player[me as usize];
                if self.hand_size(game, left) > 0 {
                    out.push(Move {
                        card: c as u8 + 1,
                        ..Move::NONE
                    });
                }
                continue;
            }
            if kind.pass.is_some() {
                // Always playable.
                out.push(Move {
                    card: c as u8 + 1,
                    ..Move::NONE
                });
                continue;
            }
            self.gen_card_uses(game, c, movers, out);
        }
        // A provisional win must be cancelled by the player answering it,
        // if he can and is not of the winner's team (G21, C-L18).
        if self.pending != 0
            && self.answering == me + 1
            && game.team_of(me) != game.team_of(self.pending - 1)
        {
            if out[start..].iter().any(|m| plays_cancel(game, m)) {
                let mut i = 0;
                out.retain(|m| {
                    i += 1;
                    i <= start || plays_cancel(game, m)
                });
                return;
            }
        }
        // A skipped player discards (or answers with a `cancel`, above).
        if skipped {
            for c in 0..nk {
                if self.hands[at + c] > 0 {
                    out.push(Move {
                        card: c as u8 + 1,
                        flags: Move::DISCARD,
                        ..Move::NONE
                    });
                }
            }
            return;
        }
        if out.len() == start {
            for c in 0..nk {
                if self.hands[at + c] > 0 {
                    out.push(Move {
                        card: c as u8 + 1,
                        flags: Move::DISCARD,
                        ..Move::NONE
                    });
                }
            }
        }
    }

    /// The uses of card `c` (its split's first steps, skip, swap, moves and
    /// enters) for the player to move, moving the pieces of `movers`; each
    /// move carries the card.
    fn gen_card_uses(&mut self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let Some(cards) = &game.cards else {
            return;
        };
        let t = &game.tables;
        let me = self.to_move;
        let np = game.players.len() as u8;
        let next = t.next_player[me as usize];
        // A card's own conditions (skip, swap) are judged for the player
        // whose pieces it moves: under `control partner`, the partner.
        let judge = if movers == 0 {
            me
        } else {
            movers.trailing_zeros() as u8
        };
        let before = out.len();
        if let Some(sp) = &cards.kinds[c].split {
            // The card's first step, if all its steps can be made.
            let saved = (self.split_left, self.split_card, self.split_stay);
            self.start_split(game, c as u8, sp);
            self.gen_split_steps(game, c, movers, out);
            (self.split_left, self.split_card, self.split_stay) = saved;
        }
        if let Some(cond) = cards.kinds[c].skip
            && self.hand_size(game, next) > 0
            && (cond == 0 || self.holds(game, &game.conds[cond as usize], judge, NO_CELL))
        {
            out.push(Move {
                flags: Move::SKIP,
                ..Move::NONE
            });
        }
        if let Some((which, zone, cond)) = &cards.kinds[c].swap
            && (*cond == 0 || self.holds(game, &game.conds[*cond as usize], judge, NO_CELL))
        {
            let n = game.board.cells() as u8;
            let cells: Vec<u8> = (0..n)
                .filter(|&x| {
                    let code = self.board[x as usize];
                    code != 0
                        && which[game.code_kind[code as usize] as usize]
                        && game.in_zone(*zone, me, x)
                })
                .collect();
            for (i, &a) in cells.iter().enumerate() {
                for &b in &cells[i + 1..] {
                    let mut m = Move {
                        from: a,
                        to: b,
                        piece: self.board[a as usize],
                        placed: self.board[b as usize],
                        npath: 1,
                        lift: 1,
                        flags: Move::SWAP,
                        ..Move::NONE
                    };
                    m.path[0] = b;
                    out.push(m);
                }
            }
        }
        for q in (0..np).filter(|&q| movers & 1 << q != 0) {
            let own = self.occ[q as usize % MAX_PLAYERS];
            for_each_bit(&own[..t.words], |cell| {
                let code = self.board[cell as usize];
                let list = &t.card_extra[c][code as usize];
                if !list.is_empty() {
                    self.gen_extra_list(game, cell, code, 1, list, out);
                }
            });
            for k in 0..game.kinds.len() as u8 {
                let code = 1 + k * np + q;
                let rules = &t.card_enter[c][code as usize];
                if !rules.is_empty() {
                    self.push_enters(game, code, rules, out);
                }
            }
        }
        if let Some(b) = &cards.kinds[c].behalf {
            // The moves made with another player's pieces: the first side
            // the condition holds for.
            let seat = |side: u8| match side {
                SIDE_LEFT => Some(t.next_player[me as usize]),
                SIDE_RIGHT => Some(t.prev_player[me as usize]),
                _ => Self::partner(game, me),
            };
            let chosen = b.sides.iter().filter_map(|&s| seat(s)).find(|&q| {
                b.cond == 0 || self.holds(game, &game.conds[b.cond as usize], q, NO_CELL)
            });
            if let Some(q) = chosen {
                let own = self.occ[q as usize % MAX_PLAYERS];
                for_each_bit(&own[..t.words], |cell| {
                    let code = self.board[cell as usize];
                    let list = &t.behalf_extra[c][code as usize];
                    if !list.is_empty() {
                        self.gen_extra_list(game, cell, code, 1, list, out);
                    }
                });
                for k in 0..game.kinds.len() as u8 {
                    let code = 1 + k * np + q;
                    let rules = &t.behalf_enter[c][code as usize];
                    if !rules.is_empty() {
                        self.push_enters(game, code, rules, out);
                    }
                }
            }
        }
        for m in &mut out[before..] {
            m.card = c as u8 + 1;
        }
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
                && (cards.kinds[x.card as usize].pass.is_some()
                    || (cards.kinds[x.card as usize].cancel
                        && cards.kinds[x.base as usize].pass.is_some()))
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
            if cards.kinds[x.card as usize].cancel {
                let below = &e[i.checked_sub(1)?];
                return Some((None, below.base));
            }
            return Some((None, x.card));
        }
        Some((Some(i), x.base))
    }

    /// The position as a [`Snapshot`] (for `cancel`).
    fn position(&self) -> Snapshot {
        Snapshot {
            board: self.board,
            under: self.under.clone(),
            counts: self.counts,
            occ: self.occ,
            showing: self.showing,
            off: self.off,
            counters: self.counters.clone(),
            store: self.store.clone(),
            skipping: self.skipping,
        }
    }

    /// Puts a saved position back (hands and cards are not part of it).
    fn restore(&mut self, snap: &Snapshot) {
        self.board = snap.board;
        self.under.clone_from(&snap.under);
        self.counts = snap.counts;
        self.occ = snap.occ;
        self.showing = snap.showing;
        self.off = snap.off;
        self.counters.clone_from(&snap.counters);
        self.store.clone_from(&snap.store);
        self.skipping = snap.skipping;
    }

    /// Every hand passes to the neighbour on one side (`right`: each
    /// player gets his left neighbour's hand); `back` undoes it.
    fn pass_hands(&mut self, game: &Game, right: bool, back: bool) {
        let nk = game.cards.as_ref().map_or(0, |c| c.kinds.len());
        let np = game.players.len();
        let old = self.hands.clone();
        for p in 0..np {
            let left = game.tables.next_player[p] as usize;
            // Forward: p gets left's hand (right), or left gets p's (left).
            let (to, from) = if right != back { (p, left) } else { (left, p) };
            self.hands[to * nk..(to + 1) * nk].copy_from_slice(&old[from * nk..(from + 1) * nk]);
        }
    }

    /// The players whose pieces the player to move moves with its cards,
    /// as bits: its own, or under `control partner`, its partners'.
    fn movers(&self, game: &Game) -> u16 {
        let me = self.to_move;
        let np = game.players.len() as u8;
        let partners = game
            .control
            .is_some_and(|c| self.holds(game, &game.conds[c as usize], me, NO_CELL));
        if partners {
            (0..np)
                .filter(|&q| q != me && game.team_of(q) == game.team_of(me))
                .fold(0, |b, q| b | 1 << q)
        } else {
            1 << me
        }
    }

    /// The single steps of split card `c` that leave the rest of its steps
    /// usable (`split_left` counts this one), by the pieces of `movers`
    /// that do not stay.
    fn gen_split_steps(&mut self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let from = out.len();
        self.raw_split_steps(game, c, movers, out);
        if self.split_left <= 1 {
            return;
        }
        let steps: Vec<Move> = out.drain(from..).collect();
        // Positions (with the steps left) from which the rest cannot be
        // made: the same position is often reached by steps in another
        // order.
        let mut dead = std::collections::HashSet::new();
        for m in steps {
            self.apply(game, &m);
            let ok = self.split_can_finish(game, &mut dead);
            self.undo(game, &m);
            if ok {
                out.push(m);
            }
        }
    }

    /// Whether the steps left of the split being played can all be made.
    fn split_can_finish(&mut self, game: &Game, dead: &mut std::collections::HashSet<u64>) -> bool {
        if self.split_left == 0 {
            return true;
        }
        if dead.contains(&self.hash) {
            return false;
        }
        // A bound on the search, so that no rule file can make it run for
        // ever: past it, the rest of the split is taken to be possible.
        if dead.len() >= SPLIT_SEARCH_LIMIT {
            return true;
        }
        let c = self.split_card as usize;
        let movers = self.movers(game);
        let mut steps = Vec::new();
        self.raw_split_steps(game, c, movers, &mut steps);
        if self.split_left == 1 {
            return !steps.is_empty();
        }
        for m in &steps {
            self.apply(game, m);
            let ok = self.split_can_finish(game, dead);
            self.undo(game, m);
            if ok {
                return true;
            }
        }
        dead.insert(self.hash);
        false
    }

    /// Every single step of split card `c` by the pieces of `movers` that
    /// do not stay.
    fn raw_split_steps(&self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let t = &game.tables;
        for q in (0..game.players.len() as u8).filter(|&q| movers & 1 << q != 0) {
            let own = self.occ[q as usize % MAX_PLAYERS];
            for_each_bit(&own[..t.words], |cell| {
                if get_bit(&self.split_stay, cell) {
                    return;
                }
                let code = self.board[cell as usize];
                let list = &t.split_extra[c][code as usize];
                if !list.is_empty() {
                    self.gen_extra_list(game, cell, code, 1, list, out);
                }
            });
        }
    }

    /// Pieces entering from the mover's store (`enter`).
    #[inline(never)]
    fn gen_enters(&self, game: &Game, spent: bool, out: &mut Vec<Move>) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let np = game.players.len() as u8;
        let mut captured = false;
        for k in 0..game.kinds.len() as u8 {
            let code = 1 + k * np + me;
            if self.store.get(code as usize).copied().unwrap_or(0) == 0
                || t.enter[code as usize].is_empty()
                || (spent && game.turn.budgeted[k as usize])
            {
                continue;
            }
            captured |= self.push_enters(game, code, &t.enter[code as usize], out);
        }
        captured
    }

    /// The `enter` moves of a piece of `code` from its owner's store, by
    /// these rules (cell, target mask, condition).
    fn push_enters(
        &self,
        game: &Game,
        code: Code,
        rules: &[EnterEntry],
        out: &mut Vec<Move>,
    ) -> bool {
        let me = self.to_move;
        let mut captured = false;
        if self.store.get(code as usize).copied().unwrap_or(0) == 0 {
            return false;
        }
        {
            for &(cell, mask, cond, placed) in rules {
                let there = self.board[cell as usize];
                if mask & Self::relation(game, there, me) == 0 {
                    continue;
                }
                if cond != 0 && !self.holds(game, &game.conds[cond as usize], me, cell) {
                    continue;
                }
                let mut m = Move {
                    from: cell,
                    to: cell,
                    piece: code,
                    placed,
                    npath: 1,
                    lift: 1,
                    flags: Move::ENTER,
                    ..Move::NONE
                };
                m.path[0] = cell;
                if there != 0 {
                    m.ncap = 1;
                    m.caps[0] = cell;
                    captured = true;
                }
                out.push(m);
            }
        }
        captured
    }

    /// The cells one step from `cur` along a track (`dir`: `ALONG_*`) for a
    /// piece of `owner`: on the track, the next cell and, at the owner's
    /// branch entry, the branch's first cell; inside a branch, deeper (or
    /// shallower for `outward`).
    fn along_next(t: &Tables, cur: u8, dir: u8, owner: u8) -> [u8; 2] {
        if t.branch_of[cur as usize] != 0 {
            return if dir == ALONG_OUTWARD {
                [t.shallower[cur as usize], NO_CELL]
            } else {
                [t.deeper[cur as usize], NO_CELL]
            };
        }
        let next = match dir {
            ALONG_FORWARD => t.track_next[cur as usize],
            ALONG_BACKWARD => t.track_prev[cur as usize],
            _ => return [NO_CELL, NO_CELL],
        };
        let branch = t.branch_at[cur as usize]
            .get(owner as usize)
            .copied()
            .unwrap_or(NO_CELL);
        [next, branch]
    }

    /// Walks along a track from `cur` (at distance `dist - 1` from the
    /// start), pushing every destination: cells passed must be empty; a
    /// branch cell is a destination only if empty.
    #[allow(clippy::too_many_arguments)]
    fn along_walk(
        &self,
        game: &Game,
        base: &Move,
        cur: u8,
        dir: u8,
        dist: u32,
        (min, max, target, onto, avoid, until): (u8, u8, u8, bool, u16, bool),
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let owner = t.owner[base.piece as usize];
        let mut captured = false;
        for next in Self::along_next(t, cur, dir, owner) {
            if next == base.from && until {
                // Round the loop and nobody met: the piece captures itself.
                let mut m = *base;
                m.to = next;
                m.path[0] = next;
                m.ncap = 1;
                m.caps[0] = next;
                out.push(m);
                captured = true;
                continue;
            }
            if next == NO_CELL || next == base.from {
                continue;
            }
            if avoid != 0 && game.in_zone(avoid - 1, owner, next) {
                continue;
            }
            let there = self.board[next as usize];
            let rel = Self::relation(game, there, me);
            let in_branch = t.branch_of[next as usize] != 0;
            if dist >= min as u32
                && (max == 0 || dist <= max as u32)
                && target & rel != 0
                && (!in_branch || there == 0)
                && (!until || there != 0)
            {
                let mut m = *base;
                m.to = next;
                m.path[0] = next;
                m.placed = t.placed(base.piece, next);
                if there != 0 && !onto && !game.stacks {
                    m.ncap = 1;
                    m.caps[0] = next;
                    captured = true;
                }
                Self::push_promoted(t, out, m);
            }
            if there == 0 && (max == 0 || dist < max as u32) && dist < 255 {
                captured |= self.along_walk(
                    game,
                    base,
                    next,
                    dir,
                    dist + 1,
                    (min, max, target, onto, avoid, until),
                    out,
                );
            }
        }
        captured
    }

    /// Moves from cells whose top is a neutral piece held by one of the
    /// mover's pieces: the neutral piece's own moves (it alone is lifted),
    /// and the holder's moves (it carries what is on top of it).
    #[inline(never)]
    fn gen_carried(&self, game: &Game, spent: bool, out: &mut Vec<Move>) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let neutral = game.neutral_owner();
        let mut captured = false;
        let budgeted =
            |code: Code| spent && game.turn.budgeted[game.code_kind[code as usize] as usize];
        for_each_bit(
            &self.occ[neutral as usize % MAX_PLAYERS][..t.words],
            |cell| {
                let stack = &self.under[cell as usize];
                // The holder: the first piece under the neutral ones on top.
                let Some(depth) = stack
                    .iter()
                    .rev()
                    .position(|&c| t.owner[c as usize] != neutral)
                else {
                    return;
                };
                let holder = stack[stack.len() - 1 - depth];
                if t.owner[holder as usize] != me {
                    return;
                }
                let top = self.board[cell as usize];
                if !budgeted(top) {
                    captured |= self.gen_piece_at(game, cell, top, 1, out);
                }
                if !budgeted(holder) {
                    captured |= self.gen_piece_at(game, cell, holder, depth as u8 + 2, out);
                }
            },
        );
        captured
    }

    /// The step and `extra` moves of `code` standing at `cell` under `lift
    /// - 1` pieces that it carries along.
    fn gen_piece_at(
        &self,
        game: &Game,
        cell: u8,
        code: Code,
        lift: u8,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let e = t.entries(code, cell);
        for s in t.steps_from(e) {
            let there = self.board[s.to as usize];
            let rel = Self::relation(game, there, me);
            if s.target & rel & !REL_EN_PASSANT == 0 {
                continue;
            }
            if s.slow && !self.step_allowed(game, s, cell) {
                continue;
            }
            let mut m = Move {
                from: cell,
                to: s.to,
                piece: code,
                placed: t.placed(code, s.to),
                npath: 1,
                lift: (lift + s.lift.max(1) - 1).min(MAX_LIFT as u8),
                ..Move::NONE
            };
            m.path[0] = s.to;
            Self::push_promoted(t, out, m);
        }
        !t.extra[code as usize].is_empty() && self.gen_extra(game, cell, code, lift, out)
    }

    /// The checks of a step entry that most steps do not need: lifting
    /// several pieces, a stack limit, a condition.
    #[inline(never)]
    fn step_allowed(&self, game: &Game, s: &StepEntry, cell: u8) -> bool {
        if s.lift > 1 && self.under[cell as usize].len() + 1 < s.lift as usize {
            return false;
        }
        if game.stack_limit > 0 && self.height(s.to) + s.lift as usize > game.stack_limit as usize {
            return false;
        }
        s.cond == 0 || self.holds(game, &game.conds[s.cond as usize], self.to_move, cell)
    }

    /// Bear-offs, slides, computed leaps and flying jumps of one piece;
    /// returns whether any of them captures.
    #[inline(never)]
    fn gen_rare(&self, game: &Game, cell: u8, code: Code, out: &mut Vec<Move>) -> bool {
        let t = &game.tables;
        let bear = t.bear[code as usize];
        if bear != NO_BEAR
            && (bear == 0 || self.holds(game, &game.conds[bear as usize], self.to_move, cell))
        {
            out.push(Move {
                from: cell,
                to: cell,
                piece: code,
                placed: code,
                lift: 1,
                flags: Move::BEAR_OFF,
                ..Move::NONE
            });
        }
        !t.extra[code as usize].is_empty() && self.gen_extra(game, cell, code, 1, out)
    }

    /// Slides, leaps by a computed distance and flying jumps of the piece on
    /// `from`; returns whether any of them captures.
    fn gen_extra(&self, game: &Game, from: u8, code: Code, lift: u8, out: &mut Vec<Move>) -> bool {
        self.gen_extra_list(
            game,
            from,
            code,
            lift,
            &game.tables.extra[code as usize],
            out,
        )
    }

    /// [`State::gen_extra`] for a given list of moves (a piece's, or a
    /// card's for that piece).
    fn gen_extra_list(
        &self,
        game: &Game,
        from: u8,
        code: Code,
        lift: u8,
        list: &[Extra],
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let nd = game.dirs.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let base = Move {
            from,
            to: from,
            piece: code,
            placed: code,
            npath: 1,
            lift,
            ..Move::NONE
        };
        let mut captured = false;
        // Conditions and zones are judged for the piece's owner (a partner's
        // piece moved under `control partner`), or the mover for a neutral
        // piece.
        let owner = t.owner[code as usize];
        let judge = if (owner as usize) < game.players.len() {
            owner
        } else {
            me
        };
        let zone = |z: u16, c: u8| game.in_zone(z - 1, judge, c);
        let start = out.len();
        let mut along = false;
        for x in list {
            match *x {
                Extra::Slide {
                    dir,
                    target,
                    min,
                    max,
                    cond,
                    passing,
                    onto,
                    within,
                    avoid,
                    stop_in,
                } => {
                    if cond != 0 && !self.holds(game, &game.conds[cond as usize], judge, from) {
                        continue;
                    }
                    let (mut cur, mut dist) = (from, 0u32);
                    loop {
                        let next = nbr(cur, dir);
                        dist += 1;
                        if next == NO_CELL || (max > 0 && dist > max as u32) {
                            break;
                        }
                        if (within != 0 && !zone(within, next)) || (avoid != 0 && zone(avoid, next))
                        {
                            break;
                        }
                        let there = self.board[next as usize];
                        let rel = Self::relation(game, there, me);
                        if dist >= min as u32
                            && target & rel != 0
                            && (stop_in == 0 || zone(stop_in, next))
                        {
                            let mut m = base;
                            m.to = next;
                            m.path[0] = next;
                            m.placed = t.placed(code, next);
                            if passing && dist >= 2 {
                                m.passed = cur;
                            }
                            if rel == REL_ENEMY && !onto && !game.stacks {
                                m.ncap = 1;
                                m.caps[0] = next;
                                captured = true;
                            }
                            Self::push_promoted(t, out, m);
                        }
                        if there != 0 {
                            break;
                        }
                        cur = next;
                    }
                }
                Extra::LineLeap { dir, target, cond } => {
                    if cond != 0 && !self.holds(game, &game.conds[cond as usize], judge, from) {
                        continue;
                    }
                    // Pieces on the whole line through `from` on this axis.
                    let back = game.opposite[dir as usize];
                    let mut count = 1;
                    for d in [dir, back] {
                        let mut c = nbr(from, d);
                        while c != NO_CELL {
                            count += usize::from(self.board[c as usize] != 0);
                            c = nbr(c, d);
                        }
                    }
                    let mut to = from;
                    for _ in 0..count {
                        to = nbr(to, dir);
                        if to == NO_CELL {
                            break;
                        }
                    }
                    if to == NO_CELL {
                        continue;
                    }
                    let there = self.board[to as usize];
                    let rel = Self::relation(game, there, me);
                    if target & rel == 0 {
                        continue;
                    }
                    let mut m = base;
                    m.to = to;
                    m.path[0] = to;
                    m.placed = t.placed(code, to);
                    if rel == REL_ENEMY {
                        m.ncap = 1;
                        m.caps[0] = to;
                        captured = true;
                    }
                    Self::push_promoted(t, out, m);
                }
                Extra::Along {
                    dir,
                    min,
                    max,
                    target,
                    onto,
                    until,
                    cond,
                    avoid,
                    ..
                } => {
                    if cond != 0 && !self.holds(game, &game.conds[cond as usize], judge, from) {
                        continue;
                    }
                    along = true;
                    captured |= self.along_walk(
                        game,
                        &base,
                        from,
                        dir,
                        1,
                        (min, max, target, onto, avoid, until),
                        out,
                    );
                }
                Extra::FlyJump { dir, over, max } => {
                    let mut m = base;
                    m.npath = 0;
                    let mut cur = from;
                    while (m.ncap as usize) < max as usize {
                        // Over empty cells to the first piece.
                        let mut x = nbr(cur, dir);
                        while x != NO_CELL && (self.board[x as usize] == 0 || x == from) {
                            x = nbr(x, dir);
                        }
                        if x == NO_CELL {
                            break;
                        }
                        let there = self.board[x as usize];
                        let rel = Self::relation(game, there, me);
                        if over & rel == 0 || m.captures().contains(&x) {
                            break;
                        }
                        let land = nbr(x, dir);
                        if land == NO_CELL || (self.board[land as usize] != 0 && land != from) {
                            break;
                        }
                        m.path[m.npath as usize] = land;
                        m.npath += 1;
                        if rel == REL_ENEMY {
                            m.caps[m.ncap as usize] = x;
                            m.ncap += 1;
                            captured = true;
                        }
                        m.to = land;
                        m.placed = t.placed(code, land);
                        Self::push_promoted(t, out, m);
                        cur = land;
                    }
                }
            }
        }
        if along {
            // Inside a branch forward and backward both go deeper, and two
            // rules may reach the same cell: one move each.
            let mut i = start;
            while i < out.len() {
                if out[start..i].contains(&out[i]) {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        }
        captured
    }

    /// All jump sequences of the piece on `from`. The piece is lifted while
    /// it jumps (its origin counts as empty); jumped pieces stay on the board
    /// until the move ends, so none is jumped twice and none is landed on.
    fn gen_jumps<const SIMPLE: bool>(
        &mut self,
        game: &Game,
        e: &CellEntries,
        from: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) {
        self.board[from as usize] = 0;
        let mut m = Move {
            from,
            to: from,
            piece: code,
            placed: code,
            npath: 0,
            ncap: 0,
            lift: 1,
            flags: 0,
            card: 0,
            passed: NO_CELL,
            path: [0; MAX_CHAIN],
            caps: [0; MAX_CHAIN],
        };
        self.jump_from::<SIMPLE>(game, e, &mut m, out);
        self.board[from as usize] = code;
    }

    /// Whether a jump entry can be taken from the current chain `m`; if so,
    /// whether it captures.
    #[inline(always)]
    fn can_take(&self, game: &Game, e: &JumpEntry, m: &Move) -> Option<bool> {
        let oc = self.board[e.over as usize];
        if oc == 0 || self.board[e.land as usize] != 0 {
            return None;
        }
        let enemy = game.tables.owner[oc as usize] != self.to_move;
        let rel = if enemy { REL_ENEMY } else { REL_FRIEND };
        if e.target & rel == 0
            || m.caps[..m.ncap as usize].contains(&e.over)
            || m.npath as usize >= MAX_CHAIN
        {
            return None;
        }
        Some(enemy)
    }

    fn jump_from<const SIMPLE: bool>(
        &self,
        game: &Game,
        at: &CellEntries,
        m: &mut Move,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let first = m.npath == 0;
        for e in t.jumps_from(at) {
            if !first && !e.chained {
                continue;
            }
            let Some(enemy) = self.can_take(game, e, m) else {
                continue;
            };
            // Take this jump.
            let (np, nc) = (m.npath, m.ncap);
            m.path[np as usize] = e.land;
            m.npath += 1;
            if enemy {
                m.caps[nc as usize] = e.over;
                m.ncap += 1;
            }
            let placed = t.placed(m.piece, e.land);
            let stop = !e.chained || (placed != m.piece && t.promotion_ends[m.piece as usize]);
            let next = t.entries(m.piece, e.land);
            if stop || !self.can_jump_on(game, next, m) {
                let mut done = *m;
                done.placed = placed;
                done.to = e.land;
                if SIMPLE {
                    out.push(done);
                } else {
                    Self::push_promoted(t, out, done);
                }
            } else {
                self.jump_from::<SIMPLE>(game, next, m, out);
            }
            m.npath = np;
            m.ncap = nc;
        }
    }

    /// Whether a chained jump can go on from the cell of `at`.
    #[inline(always)]
    fn can_jump_on(&self, game: &Game, at: &CellEntries, m: &Move) -> bool {
        game.tables
            .jumps_from(at)
            .iter()
            .any(|e| e.chained && self.can_take(game, e, m).is_some())
    }

    /// Pushes what `undo` needs to restore besides the board.
    #[inline(always)]
    fn save<const SIMPLE: bool>(&mut self) {
        // Without en passant the fields stay at their constant values.
        let (ep, ep_victim, ep_in_hash) = if SIMPLE {
            (NO_CELL, NO_CELL, false)
        } else {
            (self.ep, self.ep_victim, self.ep_in_hash)
        };
        self.saved.push(Saved {
            hash: self.hash,
            since_capture: self.since_capture,
            ep,
            ep_victim,
            ep_in_hash,
            first_caps: self.captured_codes.len() as u32,
        });
    }

    /// Plays a move produced by [`State::legal_moves`] for this state.
    #[inline]
    pub fn apply(&mut self, game: &Game, m: &Move) {
        if game.tables.simple {
            self.apply_simple(game, m)
        } else if game.tables.general || m.is_bear_off() {
            self.apply_general(game, m)
        } else {
            self.apply_one_per_cell(game, m)
        }
    }

    #[inline(never)]
    fn apply_simple(&mut self, game: &Game, m: &Move) {
        self.apply_plain::<true>(game, m)
    }

    #[inline(never)]
    fn apply_one_per_cell(&mut self, game: &Game, m: &Move) {
        self.apply_plain::<false>(game, m)
    }

    /// `apply` on a board of one piece per cell. `SIMPLE` (`Tables::simple`):
    /// no en passant and no `since` pieces, so their bookkeeping is compiled
    /// out.
    #[inline(always)]
    fn apply_plain<const SIMPLE: bool>(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<SIMPLE>();
        let mut h = self.hash;
        if !SIMPLE && self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                h ^= t.key(code, c);
                let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                self.counts[owner] -= 1;
                clear_bit(&mut self.occ[owner], c);
            }
            self.board[c as usize] = 0;
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

    /// Whether the player to move has a legal en-passant capture: only then
    /// is the en-passant cell part of the position (for repetition).
    #[cold]
    #[inline(never)]
    fn ep_capture_legal(&mut self, game: &Game) -> bool {
        let mut moves = Vec::new();
        self.pseudo_moves(game, &mut moves);
        let (ep, victim) = (self.ep, self.ep_victim);
        moves.retain(|m| m.to == ep && m.ncap == 1 && m.caps[0] == victim);
        if !moves.is_empty() && game.tables.any_royal {
            self.drop_exposing(game, &mut moves);
        }
        !moves.is_empty()
    }

    /// Takes back `m`, which must be the last move applied.
    #[inline]
    pub fn undo(&mut self, game: &Game, m: &Move) {
        if game.tables.simple {
            self.undo_simple(game, m)
        } else if game.tables.general || m.is_bear_off() {
            self.undo_general(game, m)
        } else {
            self.undo_one_per_cell(game, m)
        }
    }

    #[inline(never)]
    fn undo_simple(&mut self, game: &Game, m: &Move) {
        self.undo_plain::<true>(game, m)
    }

    #[inline(never)]
    fn undo_one_per_cell(&mut self, game: &Game, m: &Move) {
        self.undo_plain::<false>(game, m)
    }

    /// `undo` of [`State::apply_plain`].
    #[inline(always)]
    fn undo_plain<const SIMPLE: bool>(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.saved.pop() else {
            return;
        };
        let t = &game.tables;
        self.to_move = t.prev_player[self.to_move as usize];
        self.board[m.to as usize] = 0;
        self.board[m.from as usize] = m.piece;
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[mover], m.to);
        set_bit(&mut self.occ[mover], m.from);
        if m.ncap > 0 {
            let first = saved.first_caps as usize;
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
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.plies -= 1;
        if !SIMPLE {
            self.ep = saved.ep;
            self.ep_victim = saved.ep_victim;
            self.ep_in_hash = saved.ep_in_hash;
        }
    }

    /// Makes `new` the top piece of `cell`; the old top is not on top any
    /// more (it was moved, or went under the new one).
    fn set_top(&mut self, game: &Game, cell: u8, new: Code) {
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

    fn off_key(p: usize, n: u16) -> u64 {
        (n as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(p as u32 * 4 + 1)
    }

    /// Lifts the top `k` pieces of `from` and puts them, in order, on top
    /// of `to`, updating the hash `h`.
    fn carry(&mut self, game: &Game, from: u8, to: u8, k: usize, h: &mut u64) {
        let k = k.clamp(1, MAX_LIFT);
        let fh = self.height(from);
        if fh < k {
            return;
        }
        let base = fh - k;
        let mut moving = [0 as Code; MAX_LIFT];
        moving[..k - 1].copy_from_slice(&self.under[from as usize][base..fh - 1]);
        moving[k - 1] = self.board[from as usize];
        for (i, &c) in moving[..k].iter().enumerate() {
            *h ^= key_at(game, c, from, base + i);
        }
        self.under[from as usize].truncate(base);
        let revealed = self.under[from as usize].pop().unwrap_or(0);
        self.set_top(game, from, revealed);
        let th = self.height(to);
        let old_top = self.board[to as usize];
        if old_top != 0 {
            self.under[to as usize].push(old_top);
        }
        self.under[to as usize].extend_from_slice(&moving[..k - 1]);
        self.set_top(game, to, moving[k - 1]);
        for (i, &c) in moving[..k].iter().enumerate() {
            *h ^= key_at(game, c, to, th + i);
        }
    }

    /// `apply` for boards with stacks, bearing off, turns of several
    /// actions, steals and events: lifts `m.lift` pieces from the top of the
    /// start cell and puts them, in order, on top of the destination (or
    /// removes the piece from play); then the turn, a steal, an event.
    #[inline(never)]
    fn apply_general(&mut self, game: &Game, m: &Move) {
        let me = self.to_move;
        let answer = (
            self.pending,
            self.answering,
            self.decided,
            self.pending_rule,
        );
        let proxied_before = self.proxy != 0;
        self.apply_general_inner(game, m);
        if proxied_before && self.proxy != 0 {
            // The turn taken for another player is over when the turn
            // moves on or a new deal comes; a cancel made in it ends it too
            // (that player then plays again himself).
            let dealt = self.turn_saved.last().is_some_and(|ts| ts.dealt);
            if self.to_move + 1 != self.proxied || dealt || plays_cancel(game, m) {
                self.proxy = 0;
                self.proxied = 0;
                self.hash = self.compute_hash(game);
            }
        }
        if let Some(cards) = &game.cards
            && cards.kinds.iter().any(|k| k.cancel)
        {
            if let Some(ts) = self.turn_saved.last_mut() {
                ts.answer = answer;
            }
            self.provisional_win(game, m, me);
        }
    }

    /// Decision G21 in general terms, for games with a `cancel` card: a win
    /// by an `after move` rule is provisional while the winner's left
    /// neighbour, on another side, is next to play in the same deal; he
    /// must cancel it if he can; if he does not, the win stands once his
    /// turn is over.
    fn provisional_win(&mut self, game: &Game, m: &Move, me: u8) {
        let t = &game.tables;
        if self.pending != 0 && self.answering == me + 1 {
            if plays_cancel(game, m) {
                // The win is taken back; this cancel cannot be cancelled.
                self.pending = 0;
                self.answering = 0;
                if let Some(e) = self.centre.last_mut() {
                    e.locked = true;
                }
            } else if self.to_move != me && self.split_left == 0 && self.replay == 0 {
                // His turn is over: the win stands.
                self.decided = self.pending;
                self.pending = 0;
                self.answering = 0;
            }
            self.hash = self.compute_hash(game);
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
                    self.pending = winner + 1;
                    self.answering = self.to_move + 1;
                    self.pending_rule = i as u8;
                    self.hash = self.compute_hash(game);
                }
                return;
            }
        }
    }

    fn apply_general_inner(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        let me = self.to_move;
        self.turn_saved.push(TurnSaved {
            to_move: me,
            used: self.used,
            acted: self.acted,
            last_mover: self.last_mover,
            stolen_from: NO_CELL,
            event: false,
            dealt: false,
            skipping: self.skipping,
            split_left: self.split_left,
            split_card: self.split_card,
            split_stay: self.split_stay,
            giving: self.giving,
            given: self.given.get(me as usize).copied().unwrap_or(0),
            replay: self.replay,
            passed_hands: false,
            answer: (0, 0, 0, 0),
            proxy: (self.proxy, self.proxied),
        });
        let mut h = self.hash;
        if self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.plies += 1;
        self.last_mover = me;
        if m.is_give()
            && let Some(cards) = &game.cards
        {
            self.give(game, cards, me, m.card - 1);
            return;
        }
        if m.card != 0
            && let Some(cards) = &game.cards
        {
            let nk = cards.kinds.len();
            let c = m.card as usize - 1;
            let kind = &cards.kinds[c];
            let used = !m.is_discard();
            // What a cancel card takes back (judged before it is put down).
            let target = if kind.cancel && used && self.replay == 0 {
                self.cancel_target(game, me)
            } else {
                None
            };
            if self.replay != 0 {
                // The card played again after a `cancel`: from no hand,
                // and it adds no card to the centre.
                self.replay = 0;
            } else {
                self.hands[me as usize * nk + c] -= 1;
                self.pile.push((m.card - 1, me));
                self.centre.push(CentreEntry {
                    card: c as u8,
                    by: me,
                    chosen_by: self.chooser(),
                    decision: *m,
                    discarded: !used,
                    base: target.map_or(c as u8, |x| x.1),
                    before: used.then(|| Box::new(self.position())),
                    locked: false,
                });
            }
            if let Some(sp) = &kind.split
                && used
            {
                self.start_split(game, c as u8, sp);
            }
            // A skipped turn is spent by this card (a discard, or a cancel).
            self.skipping &= !(1 << me);
            if let Some((restore, again)) = target {
                // Cancel: the position before the card taken back, then
                // the same player plays that card again.
                if let Some(i) = restore
                    && let Some(snap) = self.centre[i].before.clone()
                {
                    self.restore(&snap);
                    // A skip owed by a player who has had a turn since is
                    // spent: it does not come back.
                    let played = self.centre[i..]
                        .iter()
                        .fold(1u16 << me, |b, e| b | 1 << e.by);
                    self.skipping &= !played;
                }
                self.replay = again + 1;
                self.to_move = me;
                self.hash = self.compute_hash(game);
                return;
            }
            if kind.proxy && used {
                // Take the left neighbour's turn: his decisions, by me.
                let left = game.tables.next_player[me as usize];
                self.since_capture += 1;
                // A `play for` card played in a turn taken for another
                // player: the same player goes on choosing (G26 (7)).
                if self.proxy == 0 {
                    self.proxy = me + 1;
                }
                self.proxied = left + 1;
                self.to_move = left;
                self.hash = self.compute_hash(game);
                return;
            }
            if let Some((right, again)) = kind.pass
                && used
            {
                self.since_capture += 1;
                // The deal's last card passes nothing (nobody holds any).
                if self.hands.iter().any(|&n| n > 0) {
                    self.pass_hands(game, right, false);
                    if let Some(ts) = self.turn_saved.last_mut() {
                        ts.passed_hands = true;
                    }
                    if again && self.hand_size(game, me) > 0 {
                        self.to_move = me;
                        self.hash = self.compute_hash(game);
                        return;
                    }
                }
                self.card_turn_end(game, me);
                return;
            }
            if m.is_skip() {
                self.skipping |= 1 << game.tables.next_player[me as usize];
            }
            if m.is_swap() {
                let t = &game.tables;
                let (a, b) = (m.from, m.to);
                let (pa, pb) = (t.placed(m.placed, a), t.placed(m.piece, b));
                self.set_top(game, a, pa);
                self.set_top(game, b, pb);
            }
            if m.is_discard() || m.is_skip() || m.is_swap() {
                self.since_capture += 1;
                self.card_turn_end(game, me);
                return;
            }
        }
        if m.is_end_turn() {
            let next = t.next_player[me as usize];
            h ^= t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
            h ^= used_key(self.used);
            self.to_move = next;
            self.used = 0;
            self.acted = false;
            self.since_capture += 1;
            self.hash = h;
            return;
        }
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                h ^= key_at(game, code, c, 0);
                self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] -= 1;
                self.set_top(game, c, 0);
                if game.store.is_some() {
                    let sc = t.stored_as[code as usize];
                    let n = &mut self.store[sc as usize];
                    h ^= store_key(sc, *n) ^ store_key(sc, *n + 1);
                    *n += 1;
                }
            }
        }
        if m.is_enter() {
            let n = &mut self.store[m.piece as usize];
            h ^= store_key(m.piece, *n) ^ store_key(m.piece, n.saturating_sub(1));
            *n = n.saturating_sub(1);
            self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] += 1;
            let th = self.height(m.to);
            if th > 0 {
                self.under[m.to as usize].push(self.board[m.to as usize]);
            }
            h ^= key_at(game, m.placed, m.to, th);
            self.set_top(game, m.to, m.placed);
        } else if m.is_bear_off() {
            let from = m.from;
            let fh = self.height(from);
            h ^= key_at(game, self.board[from as usize], from, fh - 1);
            let revealed = self.under[from as usize].pop().unwrap_or(0);
            self.set_top(game, from, revealed);
            let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
            h ^= Self::off_key(p, self.off[p]) ^ Self::off_key(p, self.off[p] + 1);
            self.off[p] += 1;
            self.counts[p] -= 1;
        } else if m.from == m.to && m.ncap == 1 && m.caps[0] == m.from {
            // The piece captured itself (`until`, round an empty loop).
        } else {
            self.carry(game, m.from, m.to, m.lift as usize, &mut h);
            if m.placed != m.piece && m.lift <= 1 {
                // A promotion (of a piece carrying nothing).
                let th = self.height(m.to) - 1;
                h ^= key_at(game, m.piece, m.to, th) ^ key_at(game, m.placed, m.to, th);
                self.set_top(game, m.to, m.placed);
            }
        }
        if game.turn.multi {
            self.acted = true;
            if game.turn.budget > 0 && game.turn.budgeted[game.code_kind[m.piece as usize] as usize]
            {
                h ^= used_key(self.used) ^ used_key(self.used.saturating_add(1));
                self.used = self.used.saturating_add(1);
            }
        } else {
            let next = t.next_player[me as usize];
            h ^= t.zobrist_turn[me as usize] ^ t.zobrist_turn[next as usize];
            self.to_move = next;
        }
        self.since_capture = if m.ncap > 0 || t.resets[m.piece as usize] {
            0
        } else {
            self.since_capture + 1
        };
        if !m.is_bear_off() {
            if let Some(st) = &game.steal
                && st.by[game.code_kind[m.piece as usize] as usize]
            {
                self.steal(game, st, m.to, &mut h);
            }
        }
        self.hash = h;
        if self.split_left > 0 {
            self.split_left -= 1;
            clear_bit(&mut self.split_stay, m.to);
            if self.split_left > 0 {
                // The split goes on: the same player steps again.
                self.to_move = me;
                self.hash = self.compute_hash(game);
                return;
            }
        }
        if game.cards.is_some() {
            self.card_turn_end(game, me);
        }
        if !m.is_bear_off() && !game.events.is_empty() {
            let kind = game.code_kind[m.piece as usize];
            if let Some(ev) = game
                .events
                .iter()
                .find(|e| e.kind == kind && game.in_zone(e.zone, me, m.to))
            {
                self.run_event(game, &ev.effects, me);
            }
        }
    }

    /// Player `me` gives card `c` to its partner (`exchange`); when every
    /// card due is given, the cards change hands and the first player of
    /// the deal plays.
    fn give(&mut self, game: &Game, cards: &Cards, me: u8, c: u8) {
        let t = &game.tables;
        let nk = cards.kinds.len();
        self.hands[me as usize * nk + c as usize] -= 1;
        self.given[me as usize] = c + 1;
        self.giving = self.giving.saturating_sub(1);
        self.since_capture += 1;
        if self.giving == 0 {
            for p in 0..game.players.len() as u8 {
                if let Some(q) = Self::partner(game, p)
                    && self.given[p as usize] != 0
                {
                    self.hands[q as usize * nk + self.given[p as usize] as usize - 1] += 1;
                }
            }
            self.to_move = t.next_player[self.dealer as usize];
        } else {
            self.to_move = t.next_player[me as usize];
        }
        self.hash = self.compute_hash(game);
    }

    /// Undoes `give` (the state before it is in `ts`).
    fn ungive(&mut self, game: &Game, cards: &Cards, ts: &TurnSaved, c: u8) {
        let nk = cards.kinds.len();
        if ts.giving == 1 {
            for p in 0..game.players.len() as u8 {
                if let Some(q) = Self::partner(game, p)
                    && self.given[p as usize] != 0
                {
                    self.hands[q as usize * nk + self.given[p as usize] as usize - 1] -= 1;
                }
            }
        }
        self.hands[ts.to_move as usize * nk + c as usize] += 1;
        self.given[ts.to_move as usize] = ts.given;
    }

    /// A card with a `split` is played: its steps begin (the first is the
    /// card's move); the pieces its `stay` condition holds for, judged now
    /// for each piece's owner, stay where they are.
    fn start_split(&mut self, game: &Game, c: u8, sp: &Split) {
        self.split_card = c;
        self.split_left = sp.steps;
        self.split_stay = [0; BITS_WORDS];
        if sp.stay != 0 {
            let cond = &game.conds[sp.stay as usize];
            for p in 0..game.players.len() {
                let own = self.occ[p % MAX_PLAYERS];
                for_each_bit(&own[..game.tables.words], |cell| {
                    if self.holds(game, cond, p as u8, cell) {
                        set_bit(&mut self.split_stay, cell);
                    }
                });
            }
        }
    }

    /// After a card: the next player who holds cards moves; when nobody
    /// does, a new deal.
    fn card_turn_end(&mut self, game: &Game, me: u8) {
        let t = &game.tables;
        let np = game.players.len() as u8;
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

    /// A neutral piece of the steal rule's kind held by an enemy piece next
    /// to `to` moves onto the piece on `to` (the first found, in the rule's
    /// order of directions).
    fn steal(&mut self, game: &Game, st: &Steal, to: u8, h: &mut u64) {
        let t = &game.tables;
        let me = self.to_move;
        let neutral = game.neutral_owner();
        let nd = game.dirs.len();
        for &d in &st.dirs {
            let c = game.nbr[to as usize * nd + d as usize];
            if c == NO_CELL {
                continue;
            }
            let top = self.board[c as usize];
            if top == 0 || game.code_kind[top as usize] != st.kind {
                continue;
            }
            let holder = self.under[c as usize]
                .iter()
                .rev()
                .copied()
                .find(|&x| t.owner[x as usize] != neutral);
            if holder.is_some_and(|x| t.owner[x as usize] != me) {
                self.carry(game, c, to, 1, h);
                if let Some(ts) = self.turn_saved.last_mut() {
                    ts.stolen_from = c;
                }
                return;
            }
        }
    }

    /// Runs an event's effects for `mover`, then the `when` rules.
    #[cold]
    fn run_event(&mut self, game: &Game, effects: &[Effect], mover: u8) {
        self.snapshots.push(Snapshot {
            board: self.board,
            under: self.under.clone(),
            counts: self.counts,
            occ: self.occ,
            showing: self.showing,
            off: self.off,
            counters: self.counters.clone(),
            store: self.store.clone(),
            skipping: self.skipping,
        });
        if let Some(ts) = self.turn_saved.last_mut() {
            ts.event = true;
        }
        self.run_effects(game, effects, mover);
        let n = game.counters.len();
        for w in &game.whens {
            if self.counters[mover as usize * n + w.counter as usize] as i64 == w.value {
                self.run_effects(game, &w.effects, mover);
            }
        }
        self.hash = self.compute_hash(game);
    }

    fn run_effects(&mut self, game: &Game, effects: &[Effect], mover: u8) {
        let t = &game.tables;
        let n = game.counters.len();
        let whom = |w: Whom| match w {
            Whom::Mover => mover,
            Whom::Next => t.next_player[mover as usize],
        };
        for e in effects {
            match *e {
                Effect::Add(c, v) => {
                    let x = &mut self.counters[mover as usize * n + c as usize];
                    *x = x.saturating_add(v.clamp(i32::MIN as i64, i32::MAX as i64) as i32);
                }
                Effect::Clear(c) => {
                    for p in 0..game.players.len() {
                        self.counters[p * n + c as usize] = 0;
                    }
                }
                Effect::Reset => {
                    let fresh = State::new(game);
                    self.board = fresh.board;
                    self.under = fresh.under;
                    self.counts = fresh.counts;
                    self.occ = fresh.occ;
                    self.showing = fresh.showing;
                    self.off = fresh.off;
                    self.store = fresh.store;
                }
                Effect::Place(kind, zone, w) => {
                    let p = whom(w);
                    let code = 1 + kind * game.players.len() as u8;
                    // Off the board wherever it is (neutral pieces are on top).
                    for c in 0..game.board.cells() as u8 {
                        while self.board[c as usize] != 0
                            && game.code_kind[self.board[c as usize] as usize] == kind
                        {
                            let below = self.under[c as usize].pop().unwrap_or(0);
                            let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                            self.counts[owner] -= 1;
                            self.set_top(game, c, below);
                        }
                    }
                    let target = (0..game.board.cells() as u8).find(|&c| game.in_zone(zone, p, c));
                    if let Some(c) = target {
                        let old = self.board[c as usize];
                        if old != 0 {
                            self.under[c as usize].push(old);
                        }
                        self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] += 1;
                        self.set_top(game, c, code);
                    }
                }
                Effect::TurnTo(w) => {
                    self.to_move = whom(w);
                    self.used = 0;
                    self.acted = false;
                }
            }
        }
    }

    #[inline(never)]
    fn undo_general(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.saved.pop() else {
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
        let t = &game.tables;
        let mut h = 0;
        if ts.dealt
            && let Some(d) = self.deal_snapshots.pop()
        {
            self.deck = d.deck;
            self.hands = d.hands;
            self.pile = d.pile;
            self.dealer = d.dealer;
            self.deals = d.deals;
            self.announced = d.announced;
            self.deal_start = d.deal_start;
            self.centre = d.centre;
        }
        if m.is_give()
            && let Some(cards) = &game.cards
        {
            self.ungive(game, cards, &ts, m.card - 1);
        } else if m.card != 0
            && let Some(cards) = &game.cards
        {
            let nk = cards.kinds.len();
            let kind = &cards.kinds[m.card as usize - 1];
            if ts.passed_hands
                && let Some((right, _)) = kind.pass
            {
                self.pass_hands(game, right, true);
            }
            if ts.replay == 0 {
                self.hands[ts.to_move as usize * nk + m.card as usize - 1] += 1;
                self.pile.pop();
                if let Some(e) = self.centre.pop()
                    && kind.cancel
                    && let Some(snap) = e.before
                {
                    // A cancel: the position before it.
                    self.restore(&snap);
                }
            }
        }
        self.replay = ts.replay;
        let card_only = m.card != 0
            && game
                .cards
                .as_ref()
                .is_some_and(|c| c.kinds[m.card as usize - 1].only_use());
        self.skipping = ts.skipping;
        self.split_left = ts.split_left;
        self.split_card = ts.split_card;
        self.split_stay = ts.split_stay;
        self.giving = ts.giving;
        if m.is_swap() {
            self.set_top(game, m.from, m.piece);
            self.set_top(game, m.to, m.placed);
        }
        if !m.is_end_turn()
            && !m.is_discard()
            && !m.is_skip()
            && !m.is_swap()
            && !m.is_give()
            && !card_only
        {
            if ts.event
                && let Some(snap) = self.snapshots.pop()
            {
                self.board = snap.board;
                self.under = snap.under;
                self.counts = snap.counts;
                self.occ = snap.occ;
                self.showing = snap.showing;
                self.off = snap.off;
                self.counters = snap.counters;
                self.store = snap.store;
            }
            if ts.stolen_from != NO_CELL {
                self.carry(game, m.to, ts.stolen_from, 1, &mut h);
            }
            if m.is_enter() {
                let revealed = self.under[m.to as usize].pop().unwrap_or(0);
                self.set_top(game, m.to, revealed);
                self.store[m.piece as usize] += 1;
                self.counts[t.owner[m.piece as usize] as usize % MAX_PLAYERS] -= 1;
            } else if m.is_bear_off() {
                let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
                self.off[p] -= 1;
                self.counts[p] += 1;
                let old_top = self.board[m.from as usize];
                if old_top != 0 {
                    self.under[m.from as usize].push(old_top);
                }
                self.set_top(game, m.from, m.piece);
            } else if m.from == m.to && m.ncap == 1 && m.caps[0] == m.from {
                // A self-capture: the capture below puts the piece back.
            } else {
                if m.placed != m.piece && m.lift <= 1 {
                    self.set_top(game, m.to, m.piece);
                }
                self.carry(game, m.to, m.from, m.lift as usize, &mut h);
            }
            if m.ncap > 0 {
                let first = saved.first_caps as usize;
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
        self.to_move = ts.to_move;
        self.used = ts.used;
        self.acted = ts.acted;
        self.last_mover = ts.last_mover;
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.ep = saved.ep;
        self.ep_victim = saved.ep_victim;
        self.ep_in_hash = saved.ep_in_hash;
        self.plies -= 1;
    }

    /// How many times the current position has occurred, counting now, in
    /// the whole game or since the last capture.
    pub fn occurrences(&self, since_capture: bool) -> u32 {
        let len = self.saved.len();
        let from = if since_capture {
            len.saturating_sub(self.since_capture as usize)
        } else {
            0
        };
        if self.turn_saved.len() == len && len > 0 {
            return self.occurrences_at_turn_starts(from);
        }
        1 + self.saved[from..]
            .iter()
            .filter(|s| s.hash == self.hash)
            .count() as u32
    }

    /// [`State::occurrences`] in turns of several actions (since
    /// `saved[from]`): only positions at the start of a turn count, and only
    /// while at the start of one.
    #[inline(never)]
    fn occurrences_at_turn_starts(&self, from: usize) -> u32 {
        if self.acted {
            return 1;
        }
        1 + self.saved[from..]
            .iter()
            .zip(&self.turn_saved[from..])
            .filter(|(s, t)| !t.acted && s.hash == self.hash)
            .count() as u32
    }

    /// The first end rule that holds, given whether the player to move has
    /// any legal move (`None` if `no moves` is never asked).
    pub fn end_rule<'g>(
        &self,
        game: &'g Game,
        no_moves: impl FnOnce() -> bool,
    ) -> Option<(&'g EndRule, u8)> {
        let mut no_moves = Some(no_moves);
        let mut known = None;
        if self.decided != 0
            && let Some(rule) = game.ends.get(self.pending_rule as usize)
        {
            return Some((rule, self.decided - 1));
        }
        for rule in &game.ends {
            if self.pending != 0 && matches!(rule.cond, EndCond::AfterMove(_)) {
                // A provisional win: decided after the answer.
                continue;
            }
            let mut who = self.to_move;
            let holds = match rule.cond {
                EndCond::AfterMove(c) => {
                    let (holds, mover) = self.after_move_holds(game, c, rule.anyone);
                    who = mover;
                    holds
                }
                EndCond::NoPieces => self.counts[self.to_move as usize % MAX_PLAYERS] == 0,
                EndCond::NoMoves => {
                    *known.get_or_insert_with(|| no_moves.take().is_some_and(|f| f()))
                }
                EndCond::Repetition {
                    times,
                    since_capture,
                } => self.occurrences(since_capture) >= times,
                EndCond::Plies {
                    count,
                    since_capture,
                } => {
                    (if since_capture {
                        self.since_capture
                    } else {
                        self.plies
                    }) >= count
                }
            };
            if holds {
                return Some((rule, who));
            }
        }
        None
    }

    /// Whether the `after move` condition `c` holds for the player who
    /// made the last move, and that player.
    #[inline(never)]
    fn after_move_holds(&self, game: &Game, c: u16, anyone: bool) -> (bool, u8) {
        let mover = if game.tables.general {
            self.last_mover
        } else {
            game.tables.prev_player[self.to_move as usize]
        };
        if self.plies == 0 {
            return (false, mover);
        }
        let cond = &game.conds[c as usize];
        if anyone {
            // Every player in turn, from the mover on.
            let mut p = mover;
            for _ in 0..game.players.len() {
                if self.holds(game, cond, p, NO_CELL) {
                    return (true, p);
                }
                p = game.tables.next_player[p as usize];
            }
            return (false, mover);
        }
        (self.holds(game, cond, mover, NO_CELL), mover)
    }

    /// What an end rule that holds now means; `who` is the player it
    /// speaks of (the player to move, or for `after move` the mover).
    pub fn outcome_of(&self, game: &Game, rule: &EndRule, who: u8) -> Outcome {
        let winner = match rule.result {
            EndResult::Draw => None,
            EndResult::Wins => Some(who),
            // With two players the other one wins; with more, the next
            // player in turn order.
            EndResult::Loses => Some(game.tables.next_player[who as usize]),
        };
        let reason = match rule.cond {
            EndCond::AfterMove(_) => {
                let verdict = match rule.result {
                    EndResult::Loses => "loses",
                    EndResult::Wins => "wins",
                    EndResult::Draw => "draws",
                };
                format!("{}: {} {verdict}", rule.text, game.side_name(who))
            }
            _ => rule.text.clone(),
        };
        let reason = match game.score {
            Some(crate::ir::Score::Deals) => format!(
                "{reason}; {} deal{} used",
                self.deals,
                if self.deals == 1 { "" } else { "s" }
            ),
            None => reason,
        };
        Outcome { winner, reason }
    }

    /// Whether the game is over, by the first end rule that holds.
    /// `scratch` is a buffer for move generation.
    pub fn outcome(&mut self, game: &Game, scratch: &mut Vec<Move>) -> Option<Outcome> {
        self.legal_moves(game, scratch);
        let empty = scratch.is_empty();
        match self.end_rule(game, || empty) {
            Some((rule, who)) => Some(self.outcome_of(game, rule, who)),
            // No rule covers a position without moves: the game cannot go
            // on, so it ends drawn rather than hanging.
            None if empty => Some(Outcome {
                winner: None,
                reason: "no legal move (no end rule covers it)".into(),
            }),
            None => None,
        }
    }

    /// The decisions available now: the legal moves, or none once the game
    /// is over.
    pub fn decisions(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.legal_moves(game, out);
        let empty = out.is_empty();
        if self.end_rule(game, || empty).is_some() {
            out.clear();
        }
    }
}
