//! The position ([`State`]): its fields, construction, accessors, and the
//! records `undo` keeps ([`Saved`], [`TurnSaved`], [`Snapshot`]).

pub(in crate::engine) mod bits;
pub(in crate::engine) mod cards;
pub(in crate::engine) mod hash;
mod history;
mod reset;
mod tally;
mod under;

use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, Bits, set_bit};
use crate::engine::state::cards::{CentreEntry, DeadSet, DealSnapshot};
use crate::engine::state::tally::TALLY_ROOM;
use crate::engine::state::under::Under;
use crate::ir::{CardKind, Cell, Code, Features, Game, MAX_PLAYERS, NO_CELL, Narrow, SW_CODES};

/// What `undo` of the general path needs beyond [`Saved`]: the turn state
/// and what the move set off (a steal, an event).
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct TurnSaved {
    pub(in crate::engine) to_move: u8,
    pub(in crate::engine) used: u8,
    pub(in crate::engine) acted: bool,
    pub(in crate::engine) last_mover: u8,
    /// `State::last_to` before the move.
    pub(in crate::engine) last_to: u8,
    /// The cell a neutral piece was stolen from, or `NO_CELL`.
    pub(in crate::engine) stolen_from: u8,
    /// An event ran: a [`Snapshot`] was pushed.
    pub(in crate::engine) event: bool,
    /// The move ended a deal and a new one was dealt: a [`DealSnapshot`]
    /// was pushed.
    pub(in crate::engine) dealt: bool,
    /// `State::skipping` before the move.
    pub(in crate::engine) skipping: u16,
    /// The split state before the move: steps left, card, staying cells.
    pub(in crate::engine) split_left: u8,
    pub(in crate::engine) split_card: u8,
    pub(in crate::engine) split_stay: Bits,
    /// `State::giving` before the move, and the player's card given before.
    pub(in crate::engine) giving: u8,
    pub(in crate::engine) given: u8,
    /// `State::replay` before the move.
    pub(in crate::engine) replay: u8,
    /// The move passed the hands round (`pass hands`).
    pub(in crate::engine) passed_hands: bool,
    /// `pending`, `answering`, `decided`, `pending_rule` before the move.
    pub(in crate::engine) answer: (u8, u8, u8, u8),
    /// `proxy`, `proxied` before the move.
    pub(in crate::engine) proxy: (u8, u8),
}

impl TurnSaved {
    /// The turn's own fields of `s` for the player `me`, the rest at the
    /// values of a game without cards (no steal, event or deal yet).
    #[inline(always)]
    pub(in crate::engine) fn turn(s: &State, me: u8) -> TurnSaved {
        TurnSaved {
            to_move: me,
            used: s.used,
            acted: s.acted,
            last_mover: s.last_mover,
            last_to: s.last_to,
            stolen_from: NO_CELL,
            event: false,
            dealt: false,
            skipping: 0,
            split_left: 0,
            split_card: 0,
            split_stay: [0; BITS_WORDS],
            giving: 0,
            given: 0,
            replay: 0,
            passed_hands: false,
            answer: (0, 0, 0, 0),
            proxy: (0, 0),
        }
    }
}

/// Everything an event may change, saved before it runs (events are rare:
/// a goal, say), so that `undo` can put it back; also the position a
/// `cancel` restores.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub(in crate::engine) board: [Code; 256],
    pub(in crate::engine) under: Under,
    pub(in crate::engine) counts: [u16; MAX_PLAYERS],
    pub(in crate::engine) occ: [Bits; MAX_PLAYERS],
    pub(in crate::engine) showing: [u16; MAX_PLAYERS],
    pub(in crate::engine) off: [u16; MAX_PLAYERS],
    pub(in crate::engine) counters: Vec<i32>,
    pub(in crate::engine) store: Vec<u16>,
    pub(in crate::engine) skipping: u16,
    pub(in crate::engine) tally: [u8; TALLY_ROOM],
}

#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Saved {
    /// The hash before the move: also the position history, for repetition.
    pub(in crate::engine) hash: u64,
    pub(in crate::engine) since_capture: u32,
    pub(in crate::engine) ep: u8,
    pub(in crate::engine) ep_victim: u8,
    pub(in crate::engine) ep_in_hash: bool,
    /// Where the codes of the captured pieces start in `captured_codes`.
    pub(in crate::engine) first_caps: u32,
    /// `State::last_to` and `State::last_mover` before the move, kept by
    /// the lean make of placements (`make/fast/placements.rs`; the other
    /// paths keep them in [`TurnSaved`] or not at all).
    pub(in crate::engine) last_to: u8,
    pub(in crate::engine) last_mover: u8,
}

impl Saved {
    /// The record of a move made where no en passant is pending (the lean
    /// paths): the hash and the plies since a capture before the move, and
    /// where its captured codes start.
    #[inline(always)]
    pub(in crate::engine) fn plain(hash: u64, since_capture: u32, first_caps: usize) -> Saved {
        Saved {
            hash,
            since_capture,
            ep: NO_CELL,
            ep_victim: NO_CELL,
            ep_in_hash: false,
            first_caps: first_caps.narrow(),
            last_to: NO_CELL,
            last_mover: 0,
        }
    }
}

/// A position of a game, with what `undo` needs to take moves back.
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
    pub(in crate::engine) players: u8,
    /// Where the board has stacks: the pieces under each cell's top,
    /// bottom first (empty for every cell otherwise).
    pub(in crate::engine) under: Under,
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
    /// The cells of pieces that have not moved yet, among the kinds that
    /// castle or are castled with (empty in other games); in the hash.
    pub unmoved: Bits,
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
    /// The cell the last piece move of the general make landed on, or
    /// `NO_CELL` (`line of N` looks through it).
    pub last_to: u8,
    /// Move buffers for legality tests (royal pieces, en passant), kept
    /// with their capacity: a test nested in another takes its own (see
    /// [`State::take_buffer`]).
    pub(in crate::engine) scratch: Vec<Vec<Move>>,
    /// Hash of the position before each ply played.
    pub(in crate::engine) saved: Vec<Saved>,
    /// Turn state per action of the general path (parallel to `saved` in
    /// games that use it).
    pub(in crate::engine) turn_saved: Vec<TurnSaved>,
    pub(in crate::engine) snapshots: Vec<Snapshot>,
    /// Snapshots no longer in use, kept with their buffers for the next
    /// event (so that events allocate nothing once the pool has grown).
    pub(in crate::engine) spare_snapshots: Vec<Snapshot>,
    pub(in crate::engine) deal_snapshots: Vec<DealSnapshot>,
    /// Deal snapshots and the positions of cards played (for `cancel`) no
    /// longer in use, kept with their buffers so that card games allocate
    /// nothing per decision once the pools have grown.
    pub(in crate::engine) spare_deals: Vec<DealSnapshot>,
    // The boxes themselves are pooled: `CentreEntry::before` takes them
    // back as they are, so a reuse neither allocates nor moves a snapshot.
    #[allow(clippy::vec_box)]
    pub(in crate::engine) spare_befores: Vec<Box<Snapshot>>,
    /// The dead positions of a split's search (see `gen_split_steps`),
    /// kept with its room.
    pub(in crate::engine) split_dead: DeadSet,
    pub(in crate::engine) captured_codes: Vec<Code>,
    /// `unmoved` before each ply that changed it, with that ply's number
    /// (`plies` before the move; games with castling only).
    pub(in crate::engine) unmoved_saved: Vec<(u32, Bits)>,
    /// The game has a `cancel` card: only then are provisional wins (G21)
    /// tracked. Computed once from the game, so that other games skip
    /// those checks on the hot path.
    pub(in crate::engine) cancel_game: bool,
    /// The [`State::turn_key`] that `hash` holds while a card game's
    /// decision is applied (set when it begins; see `rehash_turn`).
    pub(in crate::engine) turn_in_hash: u64,
    /// Games with set-wise tables (`Tables::setwise`): each piece code's
    /// cells in the set-wise layout, kept by apply and undo.
    pub(in crate::engine) sw: [u64; SW_CODES],
    /// `Tables::turn_period`: repetition compares positions this many
    /// plies apart.
    pub(in crate::engine) rep_step: u8,
    /// Games with `Tables::repeat_filter`: the positions `saved[..repeat_len]`
    /// counted per bucket of their hash (`end/fast/repeat_buckets.rs`); empty in
    /// other games.
    pub(in crate::engine) repeat_seen: Vec<u32>,
    pub(in crate::engine) repeat_len: usize,
    /// `last_mover` before each ply of the lean path of stacks
    /// (`Tables::stacks_only`, which keeps no turn records).
    pub(in crate::engine) movers_saved: Vec<u8>,
    /// Games with zone tallies (`Tables::tally`): each player's pieces in
    /// each tallied zone, kept by apply and undo (`engine/state/tally.rs`).
    pub(in crate::engine) tally: [u8; TALLY_ROOM],
    /// The tallies before each piece's move of the general path in a game
    /// with tallies, put back by its `undo`.
    pub(in crate::engine) tally_saved: Vec<[u8; TALLY_ROOM]>,
    /// Seeds per cell in a game with `sowing` (empty in other games).
    pub seeds: Vec<u8>,
    /// The earlier positions a position text carried (`earlier:`), as the
    /// hashes of their pieces (without the player to move), for `ko`
    /// (`engine/state/history.rs`); empty otherwise.
    pub(in crate::engine) earlier: Vec<u64>,
    /// The passes in a row before the history began (`passes:` of a
    /// position text), for `passes N`.
    pub(in crate::engine) passes_before: u32,
    /// Some position's jump chains were cut at `MAX_CHAIN_MOVES` moves
    /// (a rule file whose chains branch without end): its moves are not
    /// all listed. Set by move generation, never cleared.
    pub chains_cut: bool,
    /// A race game's checkers, bars and dice (`engine/race`; empty in
    /// other games).
    pub race: Vec<u8>,
    /// The positions a race's plays reach, while they are generated.
    pub(in crate::engine) race_seen: Vec<u64>,
    /// A race's plays as compact leaves, while they are generated
    /// (`generate/fast/race_leaves.rs`).
    pub(in crate::engine) race_leaves: Vec<u64>,
    /// Per player, the cell of the piece that made its last quiet moves in
    /// a row and how many (`quiet moves max N in a row`; `(NO_CELL, 0)`:
    /// none; empty in other games). In the hash.
    pub quiet: Vec<(Cell, u8)>,
    /// `quiet` before each decision of the general make, every player's
    /// (games with a limit only).
    pub(in crate::engine) quiet_saved: Vec<(Cell, u8)>,
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
            && self.tally == o.tally
            && self.under == o.under
            && self.showing == o.showing
            && self.off == o.off
            && self.ep == o.ep
            && self.unmoved == o.unmoved
            && self.counters == o.counters
            && self.store == o.store
            && self.hands == o.hands
            && self.deck == o.deck
            && self.pile == o.pile
            && self.skipping == o.skipping
            && self.used == o.used
            && self.acted == o.acted
            && self.seeds == o.seeds
            && self.race == o.race
            && self.quiet == o.quiet
            && self
                .saved
                .iter()
                .map(|s| s.hash)
                .eq(o.saved.iter().map(|s| s.hash))
    }
}

impl State {
    /// The player who made the last move or action. Off the general path
    /// (`Tables::general` false: one move a turn, turns in order) it is
    /// always the player before the one to move, and the makes of one piece
    /// per cell do not keep `last_mover`; the end rules read it the same way.
    #[inline]
    pub fn mover(&self, game: &Game) -> u8 {
        if game.tables.general {
            self.last_mover
        } else {
            game.tables.prev_player[self.to_move as usize]
        }
    }

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
                s.deck.extend(std::iter::repeat_n(
                    Narrow::<u8>::narrow(c),
                    k.copies as usize,
                ));
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
        self.under.set(cell as usize, &below);
        self.hash = self.compute_hash(game);
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
        (0..game.players.len().narrow()).find(|&q| q != p && game.team_of(q) == game.team_of(p))
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

    /// Sets the en-passant cell and the cell of the piece that passed it
    /// (for positions given as text); it enters the hash if an en-passant
    /// capture is legal.
    pub fn set_en_passant(&mut self, game: &Game, ep: u8, victim: u8) {
        self.ep = ep;
        self.ep_victim = victim;
        self.ep_in_hash = false;
        self.ep_in_hash = ep != NO_CELL && self.ep_capture_legal(game);
        self.hash = self.compute_hash(game);
    }

    /// Sets the number of pieces player `p` has borne off (for positions
    /// given as text).
    pub fn set_off(&mut self, game: &Game, p: u8, n: u16) {
        if let Some(x) = self.off.get_mut(p as usize) {
            *x = n;
        }
        self.hash = self.compute_hash(game);
    }

    /// Sets the move clocks (for positions given as text): plies since the
    /// last capture (or `since` move), and plies since the start.
    pub fn set_clocks(&mut self, since_capture: u32, plies: u32) {
        self.since_capture = since_capture;
        self.plies = plies;
    }

    /// Sets a player's counter (for positions given as text).
    pub fn set_counter(&mut self, game: &Game, counter: usize, player: u8, value: i32) {
        let n = game.counters.len();
        if let Some(x) = self.counters.get_mut(player as usize * n + counter) {
            *x = value;
        }
        self.hash = self.compute_hash(game);
    }

    /// The room kept under each cell's top in games with stacks (none in
    /// other games): as high as a stack may grow, up to a bound, so that
    /// moving stacks allocates nothing.
    fn stack_room(game: &Game) -> usize {
        game.stack_room()
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
                set_bit(&mut occ[p], cell.narrow());
                cells[cell] = c;
            }
        }
        let board = cells;
        let ncells = game.board.cells();
        let mut s = State {
            under: Under::new(ncells, Self::stack_room(game)),
            showing: counts,
            off: [0; MAX_PLAYERS],
            ep: NO_CELL,
            ep_victim: NO_CELL,
            ep_in_hash: false,
            unmoved: Self::initial_unmoved(game, &board),
            unmoved_saved: Vec::new(),
            counters: vec![0; game.counters.len() * game.players.len()],
            store: vec![0; game.code_owner.len()],
            used: 0,
            acted: false,
            last_mover: game.tables.prev_player[to_move as usize],
            last_to: NO_CELL,
            turn_saved: Vec::new(),
            snapshots: Vec::new(),
            spare_snapshots: Vec::new(),
            deal_snapshots: Vec::new(),
            spare_deals: Vec::new(),
            spare_befores: Vec::new(),
            split_dead: DeadSet::default(),
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
            players: game.players.len().narrow(),
            saved: Vec::with_capacity(256),
            captured_codes: Vec::with_capacity(256),
            cancel_game: game
                .cards
                .as_ref()
                .is_some_and(|c| c.kinds.iter().any(CardKind::cancel)),
            sw: [0; SW_CODES],
            rep_step: game.tables.turn_period,
            repeat_seen: Self::repeat_room(game.tables.repeat_filter),
            repeat_len: 0,
            turn_in_hash: 0,
            movers_saved: Vec::with_capacity(if game.tables.stacks_only { 256 } else { 0 }),
            tally: [0; TALLY_ROOM],
            tally_saved: Vec::new(),
            chains_cut: false,
            seeds: Self::start_seeds(game),
            earlier: Vec::new(),
            passes_before: 0,
            race: Self::start_race(game),
            race_seen: Vec::new(),
            race_leaves: Vec::new(),
            quiet: if game.tables.features.has(Features::QUIET) {
                vec![(NO_CELL, 0); game.players.len()]
            } else {
                Vec::new()
            },
            quiet_saved: Vec::new(),
        };
        s.sw_rebuild(game);
        s.recount_tally(game);
        s.hash = s.compute_hash(game);
        s
    }

    /// An empty move buffer for a legality test, from [`State::scratch`]
    /// (allocated only the first time at each depth of nesting).
    #[inline(always)]
    pub(in crate::engine) fn take_buffer(&mut self) -> Vec<Move> {
        self.scratch.pop().unwrap_or_default()
    }

    /// Gives back a buffer of [`State::take_buffer`].
    #[inline(always)]
    pub(in crate::engine) fn give_buffer(&mut self, mut buf: Vec<Move>) {
        buf.clear();
        self.scratch.push(buf);
    }

    /// The height of the stack on a cell.
    pub fn height(&self, cell: u8) -> usize {
        if self.board[cell as usize] == 0 {
            0
        } else {
            1 + self.under.len(cell as usize)
        }
    }

    /// The stack on a cell, bottom first.
    pub fn stack(&self, cell: u8) -> Vec<Code> {
        let mut v = self.under.get(cell as usize).to_vec();
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

    /// The position as a [`Snapshot`] (for `cancel`).
    pub(in crate::engine) fn position(&self) -> Snapshot {
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
            tally: self.tally,
        }
    }

    /// [`State::position`] into an existing snapshot, reusing its buffers;
    /// without stacks (nothing is ever under a top) the stacks are not
    /// copied. Only the board's cells and the cell sets of the players and
    /// of neutral pieces (owned by the player past the last) are copied:
    /// past them a snapshot, made by [`State::position`] of a state of the
    /// same game, holds zeros, as the state does.
    pub(in crate::engine) fn save_position(&self, game: &Game, snap: &mut Snapshot) {
        let n = game.tables.cells.min(256);
        snap.board[..n].copy_from_slice(&self.board[..n]);
        if game.stacks {
            snap.under.clone_from(&self.under);
        }
        let np = (self.players as usize + 1).min(MAX_PLAYERS);
        snap.counts = self.counts;
        snap.occ[..np].copy_from_slice(&self.occ[..np]);
        snap.showing = self.showing;
        snap.off = self.off;
        snap.counters.clone_from(&self.counters);
        snap.store.clone_from(&self.store);
        snap.skipping = self.skipping;
        snap.tally = self.tally;
    }

    /// The position as a [`Snapshot`], for position texts (a card in the
    /// centre carries the position its `cancel` restores).
    pub fn snapshot(&self) -> Snapshot {
        self.position()
    }

    /// This state with the pieces, counters and skips of `snap` (for
    /// writing a [`Snapshot`] as text).
    pub fn with_snapshot(&self, snap: &Snapshot) -> State {
        let mut s = self.clone();
        s.restore(snap);
        s
    }

    /// Puts a saved position back (hands and cards are not part of it).
    pub(in crate::engine) fn restore(&mut self, snap: &Snapshot) {
        self.restore_pieces(snap, true, 256);
    }

    /// [`State::restore`]; without `stacks` (nothing is ever under a top)
    /// the stacks are not copied; only the first `cells` cells of the board
    /// and the cell sets of the players and of neutral pieces (past them
    /// both hold zeros).
    pub(in crate::engine) fn restore_pieces(
        &mut self,
        snap: &Snapshot,
        stacks: bool,
        cells: usize,
    ) {
        let n = cells.min(256);
        self.board[..n].copy_from_slice(&snap.board[..n]);
        if stacks {
            self.under.clone_from(&snap.under);
        }
        let np = (self.players as usize + 1).min(MAX_PLAYERS);
        self.counts = snap.counts;
        self.occ[..np].copy_from_slice(&snap.occ[..np]);
        self.showing = snap.showing;
        self.off = snap.off;
        self.counters.clone_from(&snap.counters);
        self.store.clone_from(&snap.store);
        self.skipping = snap.skipping;
        self.tally = snap.tally;
    }
}
