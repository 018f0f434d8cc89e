//! The flat tables move generation walks ([`Tables`]): the move programs
//! unrolled per piece code and cell, built once by [`Game::build_tables`]
//! and never written afterwards.
//!
//! [`Game::build_tables`]: crate::ir::Game::build_tables

mod board_lines;
mod build;
mod counted;
mod custodian;
mod stack_keys;
mod zone_bits;

pub use build::*;
pub use counted::whose_index;
pub use custodian::CustodianTable;
pub use stack_keys::*;

use crate::ir::{AttackTables, Code, EnterEntry, LongJump, Narrow};

/// The move programs unrolled into flat tables indexed by piece code and
/// cell, built once by [`Game::build_tables`](crate::ir::Game::build_tables):
/// move generation walks these with no direction arithmetic, no edge tests
/// and no pointer chasing.
#[derive(Clone, Debug)]
pub struct Tables {
    pub cells: usize,
    /// The owner of each piece code (`owner[0]` unused), the player after
    /// each player, and the Zobrist keys by code and cell: fixed-size arrays
    /// indexed by `u8`, so that the hot path needs no bounds checks.
    pub owner: [u8; 256],
    pub next_player: [u8; 256],
    pub prev_player: [u8; 256],
    pub zobrist: Box<[[u64; 256]; 256]>,
    pub zobrist_turn: [u64; 256],
    /// 64-bit words needed for a set of cells.
    pub words: usize,
    /// `at[code][cell]`: where that piece's entries from that cell are in
    /// `steps` and `jumps`, and which cells its jumps go over.
    pub at: Vec<Box<[CellEntries; 256]>>,
    pub steps: Vec<StepEntry>,
    pub jumps: Vec<JumpEntry>,
    /// `placed[code][cell]`: the code a piece becomes on landing there
    /// (itself, or its promotion).
    pub placed: Box<[[Code; 256]; 256]>,
    /// `promotion_ends[code]`: promotion ends the move (even mid-chain).
    pub promotion_ends: [bool; 256],
    /// `enemy_only[code]`: every jump of the piece goes over an enemy.
    pub enemy_only: [bool; 256],
    /// `bear[code]`: the piece may be borne off when this condition (index
    /// in [`Game::conds`](crate::ir::Game::conds)) holds; `NO_BEAR` if it may not.
    pub bear: [u16; 256],
    /// `promo_choices[code]`: the kinds (as codes) a promotion may choose
    /// among, when there is a choice; empty otherwise.
    pub promo_choices: Vec<Vec<Code>>,
    /// `royal[code]`: the piece may never be left capturable.
    pub royal: [bool; 256],
    pub any_royal: bool,
    /// `resets[code]`: a move of this piece starts the `since` counts again
    /// (as a capture does).
    pub resets: [bool; 256],
    /// `extra[code]`: moves walked at run time (slides, leaps by a
    /// computed distance, flying jumps), directions made absolute.
    pub extra: Vec<Vec<Extra>>,
    /// Some piece has flying jumps (generated with the captures).
    pub any_flying: bool,
    /// Some kind is neutral (carried by a holder).
    pub any_neutral: bool,
    /// Moves are applied by the general path: stacks, turns of several
    /// actions, steals or events.
    pub general: bool,
    /// `enter[code]`: each way the piece enters from its owner's store.
    pub enter: Vec<Vec<EnterEntry>>,
    pub any_enter: bool,
    /// `stored_as[code]`: the code a captured piece is stored as.
    pub stored_as: [Code; 256],
    /// `store NAME to captor`: `captor_stored[code * players + captor]`,
    /// the code a piece of `code` captured by `captor` goes to the
    /// captor's store as (its `stored as` kind, the captor's); empty in
    /// other games.
    pub captor_stored: Vec<Code>,
    /// `promote … optional`: `optional_promotion[code]`, the kinds the
    /// piece may promote to when a move of it starts or ends in the zone,
    /// and the zone's cells (the player's); `None` for most pieces.
    pub optional_promotion: Vec<Option<(Vec<Code>, Vec<bool>)>>,
    /// `enter … without mate`: `no_mate_enter[code]`, an entry of the piece
    /// that checkmates is not a move; empty in other games.
    pub no_mate_enter: Vec<bool>,
    /// `shoot[code]`: after each move of the piece, the code of the piece
    /// shot and the directions of the shot as bits (`then shoot`), or 0.
    pub shoot: Vec<(Code, u8)>,
    /// Custodian capture (`custodian DIRS`), if any piece takes by it.
    pub custodian: Option<Box<CustodianTable>>,
    /// `remove[code]`: after a move that fills one of the board's lines,
    /// the mover removes an enemy piece (`then remove`): 0 no, 1 any enemy
    /// piece, 2 sparing those on a line filled by their owner's pieces.
    pub remove: Vec<u8>,
    /// `lines_at[cell]`: the board's lines through the cell (indices into
    /// [`Board::lines`](crate::ir::Board::lines)).
    pub lines_at: Vec<Vec<u16>>,
    /// Track navigation per cell: `track_of[cell]` (index + 1, 0 = none),
    /// `track_next` / `track_prev` along it; `branch_of[cell]` (index + 1)
    /// and the owner for branch cells, `deeper` / `shallower` inside one;
    /// `branch_at[cell]`: per player, the first branch cell entered from
    /// this track cell (`NO_CELL` if none).
    pub track_of: Vec<u8>,
    /// `card_extra[card][code]`, `card_enter[card][code]`: the moves a card
    /// gives a piece (as `extra` and `enter`).
    pub card_extra: Vec<Vec<Vec<Extra>>>,
    pub card_enter: Vec<Vec<Vec<EnterEntry>>>,
    /// `split_extra[card][code]`: the moves of one step of a card's `split`
    /// (empty for cards without one).
    pub split_extra: Vec<Vec<Vec<Extra>>>,
    /// `behalf_extra[card][code]`, `behalf_enter[card][code]`: the moves of
    /// a card's `for` block.
    pub behalf_extra: Vec<Vec<Vec<Extra>>>,
    pub behalf_enter: Vec<Vec<Vec<EnterEntry>>>,
    pub track_next: Vec<u8>,
    pub track_prev: Vec<u8>,
    pub branch_of: Vec<u8>,
    pub deeper: Vec<u8>,
    pub shallower: Vec<u8>,
    pub branch_at: Vec<Vec<u8>>,
    /// `castles[code]`: the piece's castlings, one entry per direction.
    pub castles: Vec<Vec<CastleEntry>>,
    /// Some piece castles: the unmoved flags are kept.
    pub any_castle: bool,
    /// A game of the general path with castling or `passing` slides: its
    /// moves take the general `apply` with the unmoved flags and the
    /// en-passant cell (`engine/make/castle.rs`).
    pub general_rare: bool,
    /// `unmoved[code]`: whether the piece has moved is part of the
    /// position (it castles, or is castled with).
    pub unmoved: [bool; 256],
    /// `long[code]`: the piece's long jumps, directions made absolute.
    pub long: Vec<Vec<LongJump>>,
    /// The neighbour tables of the long jumps `at N` (`LongJump::step`):
    /// the stride and, per `cell * dirs + dir`, the cell N squares of the
    /// grid away that way, or `NO_CELL`.
    pub strided: Vec<(u8, Vec<u8>)>,
    /// `at_once[code]`: promotion mid-chain goes on as the new kind.
    pub at_once: [bool; 256],
    /// `value[code]`: what a captured piece weighs (`most value`).
    pub value: [u16; 256],
    /// Jump chains are generated by the general walker (long jumps,
    /// promotion at once), not the table-only one.
    pub chains: bool,
    /// `rare[code]`: the piece has bear-offs or `extra` moves.
    pub rare: [bool; 256],
    /// The game needs none of: stacks, bear-offs, extra moves, en passant,
    /// conditional or lifting steps, promotion choices, `since` pieces,
    /// royal pieces. Move generation and `apply` then take a lean path.
    pub simple: bool,
    /// The attack queries compiled from the capture rules.
    pub attacks: AttackTables,
    /// `zone_bits[zone * players + player]`: the zone's cells for that
    /// player, as a bit set (four 64-bit words), so that counting pieces in
    /// a zone is a few population counts.
    pub zone_bits: Vec<[u64; 4]>,
    /// `counted[me][whose]`: the players a count judged for `me` counts
    /// (bit per player; `whose` by `counted::whose_index`).
    pub counted: [[u16; 4]; crate::ir::MAX_PLAYERS],
    /// The step and jump patterns as shifts of cell sets, where the game
    /// allows (`ir/plans/sets.rs`); `None`: the tables are walked.
    pub setwise: Option<Box<crate::ir::SetWise>>,
    /// The plies after which the same player is to move again (1 if the
    /// turn does not simply pass round): repetition looks that far apart.
    pub turn_period: u8,
    /// When the end rules can fire (`ir/plans/end_clocks.rs`); `None`: they are
    /// all judged at every position.
    pub end_quick: Option<crate::ir::EndQuick>,
    /// The automatic end rules as look-ups of piece counts
    /// (`ir/plans/count_lookups.rs`); `None`: not all of that shape.
    pub end_counts: Option<Vec<crate::ir::CountEnd>>,
    /// A `repetition` rule counts over the whole game: the engine keeps the
    /// positions of the history counted per bucket of their hash
    /// (`ir/plans/repeat_buckets.rs`).
    pub repeat_filter: bool,
    /// The cells along each line as one `u64`, where the board and the game
    /// allow (`ir/plans/rays.rs`); `None`: lines are walked cell by cell.
    pub rays: Option<Box<crate::ir::Rays>>,
    /// The same on boards of more than 64 cells (`ir/plans/rays_wide.rs`), where
    /// the game has slides; `None`: lines are walked cell by cell.
    pub wide_rays: Option<Box<crate::ir::WideRays>>,
    /// The tables of per-position attack maps, where the game allows
    /// (`ir/plans/attack_map.rs`); `None`: one attack query per cell.
    pub attack_map: Option<Box<crate::ir::AttackMap>>,
    /// Some piece can jump (a jump entry or a long jump somewhere): else
    /// the search for jumps is skipped.
    pub any_jump: bool,
    /// Games with stacks: the keys of pieces above the bottom of a stack
    /// (`ir/tables/stack_keys.rs`); the game needs nothing of the general `apply` but
    /// its stacks (a lean path); per cell the cells a steal takes from.
    pub stack_keys: crate::ir::StackKeys,
    pub stacks_only: bool,
    /// The game has stacks and needs of the general `apply` only them,
    /// turns of several actions, steals and events (no cards, stores,
    /// tracks, tallies or `stacks_only`): a lean path (`engine/make/fast/turns.rs`).
    pub stacks_turns: bool,
    /// Per code, what follows its moves on the lean path of `stacks_turns`
    /// (`ir/plans/turns.rs`); empty elsewhere.
    pub turn_flags: Vec<u8>,
    /// With `turn_flags`: per number of budgeted moves made, the change
    /// of the hash when one more is made (`ir/plans/turns.rs`).
    pub used_steps: Vec<u64>,
    /// Per code, the cells from which its rare moves may start for its
    /// owner (`ir/plans/rare_cells.rs`); empty: every cell of every code.
    pub rare_at: Vec<[u64; 4]>,
    pub steal_near: Vec<[u64; 4]>,
    /// The zones whose pieces are tallied per player by apply and undo
    /// (`ir/plans/tally.rs`); empty in most games.
    pub tally: crate::ir::ZoneTally,
    /// The paths of the exact `along` moves per start cell and distance
    /// (`ir/plans/track_paths.rs`); `None`: tracks are walked.
    pub along_paths: Option<Box<crate::ir::AlongPaths>>,
    /// `lean_cards[card]`: the card's only uses are exact `along` moves of
    /// the path tables and enters (`ir/plans/card_plays.rs`).
    pub lean_cards: Vec<bool>,
    /// A discard, and a card of `plain_play` played for its move, enter or
    /// skip, are applied and undone by a short path of their own
    /// (`ir/plans/card_plays.rs`, `engine/make/fast/card_plays.rs`): a card game whose
    /// turns are one action, without steals, events or the rare moves of
    /// the general path.
    pub lean_play: bool,
    /// `plain_play[card]`: the card is played by putting it down and then
    /// its move, enter or skip (no split, `cancel`, `pass` or `play for`),
    /// so such a decision may take the lean play path.
    pub plain_play: Vec<bool>,
    /// The step entries grouped by rule, in a game whose moves are steps
    /// onto stacks and bear-offs (`ir/plans/stack_runs.rs`); `None`: the
    /// general generation.
    pub stack_steps: Option<Box<crate::ir::StackSteps>>,
    /// The slide plans of the codes whose rare moves are all slides of the
    /// wide ray masks (`ir/plans/slide_plans.rs`); `None`: none.
    pub wide_plan: Option<Box<crate::ir::WidePlan>>,
    /// `counter_cmp[cond]`: the condition compares a counter with a number
    /// (`ir/plans/count_lookups.rs`); empty when no condition does.
    pub counter_cmp: Vec<Option<crate::ir::CounterCmp>>,
    /// Every code a player owns is budgeted (`ir/plans/turns.rs`): once the
    /// budget is spent, the player's pieces are not walked.
    pub budget_all: bool,
    /// The placements of a placement game as cell sets
    /// (`ir/plans/placements.rs`); `None`: the entries are walked.
    pub placements: Option<Box<crate::ir::Placements>>,
    /// Every move is a placement from the supply onto an empty cell: apply
    /// and undo take the lean make of placements (`ir/plans/placements.rs`).
    pub place_make: bool,
    /// A placement game with groups whose random playouts judge one drawn
    /// candidate at a time (`ir/plans/group_pick.rs`).
    pub group_pick: Option<crate::ir::GroupPick>,
    /// A race's random picks without the general generation
    /// (`ir/plans/race_pick.rs`).
    pub race_pick: bool,
    /// Drops by cell sets (`ir/plans/drops.rs`).
    pub drops: Option<Box<crate::ir::Drops>>,
    /// A line game's end rules judged by the line through the last landing
    /// on cell sets (`ir/plans/line_ends.rs`); `None`: one by one.
    pub line_end: Option<Box<crate::ir::LineEnd>>,
    /// A placement game's playout ply, picked and made in one go
    /// (`ir/plans/place_ply.rs`).
    pub place_ply: Option<Box<crate::ir::PlacePly>>,
    /// The paths of generation, make and perft's leaves, chosen once
    /// (`ir/plans/mod.rs`).
    pub paths: crate::ir::Paths,
    /// What the game uses (`ir/features.rs`).
    pub features: crate::ir::Features,
}

/// One castling of a piece: along `dir` the first piece met must be an
/// unmoved `partner` of the same owner; the piece goes to `king_to`, the
/// partner to `partner_to`.
#[derive(Clone, Copy, Debug)]
pub struct CastleEntry {
    pub dir: u8,
    pub partner: Code,
    pub king_to: u8,
    pub partner_to: u8,
}

/// Moves generated by walking the board at run time.
#[derive(Clone, Copy, Debug)]
pub enum Extra {
    Slide {
        dir: u8,
        target: u8,
        min: u8,
        max: u8,
        cond: u16,
        passing: bool,
        /// Lands on top of the stack met (no capture).
        onto: bool,
        /// Zones (index + 1, 0 = none): every cell passed or stopped on is
        /// in `within` and none in `avoid`; the destination is in `stop_in`.
        within: u16,
        avoid: u16,
        stop_in: u16,
    },
    LineLeap {
        dir: u8,
        target: u8,
        cond: u16,
    },
    FlyJump {
        dir: u8,
        over: u8,
        max: u8,
    },
    /// Hops (`hop`): `dirs` a bit per absolute direction, `over` the
    /// [`Target::mask`](crate::ir::Target::mask) of the piece hopped.
    Hops {
        dirs: u32,
        over: u8,
        chained: bool,
    },
    /// A leap through a cell (`leap (a, b) through X`): the destination
    /// and the cell gone through as (file, rank) offsets, the
    /// [`Target::mask`](crate::ir::Target::mask)s of both, the condition,
    /// the zone the destination is in (index + 1, 0 = none).
    BlockedLeap {
        to: (i8, i8),
        via: (i8, i8),
        target: u8,
        through: u8,
        cond: u16,
        within: u16,
    },
    /// A slide over a screen (`slide DIR to X over Y`): the masks of the
    /// destination and of the screen.
    Screen {
        dir: u8,
        target: u8,
        over: u8,
        cond: u16,
    },
    Along {
        track: u8,
        dir: u8,
        min: u8,
        max: u8,
        target: u8,
        onto: bool,
        until: bool,
        cond: u16,
        avoid: u16,
    },
}

pub const NO_BEAR: u16 = u16::MAX;

impl Default for Tables {
    fn default() -> Self {
        Tables {
            cells: 0,
            owner: [0; 256],
            next_player: [0; 256],
            prev_player: [0; 256],
            zobrist: boxed_square(0),
            zobrist_turn: [0; 256],
            words: 1,
            at: Vec::new(),
            steps: Vec::new(),
            jumps: Vec::new(),
            placed: boxed_square(0),
            promotion_ends: [false; 256],
            enemy_only: [true; 256],
            bear: [NO_BEAR; 256],
            promo_choices: Vec::new(),
            optional_promotion: Vec::new(),
            no_mate_enter: Vec::new(),
            royal: [false; 256],
            any_royal: false,
            resets: [false; 256],
            extra: Vec::new(),
            any_flying: false,
            any_neutral: false,
            general: false,
            enter: Vec::new(),
            any_enter: false,
            stored_as: std::array::from_fn(Narrow::narrow),
            captor_stored: Vec::new(),
            shoot: Vec::new(),
            custodian: None,
            remove: Vec::new(),
            lines_at: Vec::new(),
            track_of: Vec::new(),
            card_extra: Vec::new(),
            card_enter: Vec::new(),
            split_extra: Vec::new(),
            behalf_extra: Vec::new(),
            behalf_enter: Vec::new(),
            track_next: Vec::new(),
            track_prev: Vec::new(),
            branch_of: Vec::new(),
            deeper: Vec::new(),
            shallower: Vec::new(),
            branch_at: Vec::new(),
            castles: Vec::new(),
            any_castle: false,
            general_rare: false,
            unmoved: [false; 256],
            long: Vec::new(),
            strided: Vec::new(),
            at_once: [false; 256],
            value: [1; 256],
            chains: false,
            rare: [false; 256],
            simple: false,
            attacks: AttackTables::default(),
            zone_bits: Vec::new(),
            counted: [[0; 4]; crate::ir::MAX_PLAYERS],
            setwise: None,
            turn_period: 1,
            repeat_filter: false,
            end_quick: None,
            end_counts: None,
            rays: None,
            wide_rays: None,
            attack_map: None,
            any_jump: false,
            stack_keys: crate::ir::StackKeys::default(),
            stacks_only: false,
            stacks_turns: false,
            turn_flags: Vec::new(),
            used_steps: Vec::new(),
            rare_at: Vec::new(),
            steal_near: Vec::new(),
            tally: crate::ir::ZoneTally::default(),
            along_paths: None,
            lean_cards: Vec::new(),
            lean_play: false,
            plain_play: Vec::new(),
            stack_steps: None,
            wide_plan: None,
            counter_cmp: Vec::new(),
            budget_all: false,
            placements: None,
            place_make: false,
            group_pick: None,
            race_pick: false,
            drops: None,
            line_end: None,
            place_ply: None,
            paths: crate::ir::Paths::default(),
            features: crate::ir::Features::default(),
        }
    }
}

/// A 256 x 256 table on the heap (built as a vector: too big for the stack).
fn boxed_square<T: Copy + std::fmt::Debug>(v: T) -> Box<[[T; 256]; 256]> {
    vec![[v; 256]; 256]
        .into_boxed_slice()
        .try_into()
        .expect("256 rows")
}

/// One possible step from a cell: the destination and what it must hold.
#[derive(Clone, Copy, Debug)]
pub struct StepEntry {
    pub to: u8,
    /// [`Target::mask`](crate::ir::Target::mask) of what the destination must hold.
    pub target: u8,
    pub lift: u8,
    /// Index in [`Game::conds`](crate::ir::Game::conds), 0 for none.
    pub cond: u16,
    /// The step needs more checks than its target (lift, stack limit,
    /// condition).
    pub slow: bool,
}

/// One possible jump from a cell: the jumped cell, the landing cell, what
/// the jumped cell must hold, and whether the jump chains.
#[derive(Clone, Copy, Debug)]
pub struct JumpEntry {
    pub over: u8,
    pub land: u8,
    /// [`Target::mask`](crate::ir::Target::mask) of what the jumped cell must hold.
    pub target: u8,
    pub chained: bool,
    /// Only a piece of this kind (index + 1) may be jumped; 0: any kind.
    pub kind: u8,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct CellEntries {
    pub steps: (u32, u32),
    pub jumps: (u32, u32),
    pub jump_over: [u64; 4],
}

impl Tables {
    /// Whether a piece of `piece` placed as `placed` is promoted by the
    /// mover's choice (`promote a | b`, or `promote … optional`): the
    /// notation names the kind (`=Q`).
    #[must_use]
    pub fn promotes_by_choice(&self, piece: Code, placed: Code) -> bool {
        placed != piece
            && (self
                .promo_choices
                .get(piece as usize)
                .is_some_and(|c| !c.is_empty())
                || self
                    .optional_promotion
                    .get(piece as usize)
                    .is_some_and(Option::is_some))
    }

    /// The cells of zone `z` (1-based; 0 or an unknown zone: no cell) for
    /// the player `judge` of `np`, as a bit set.
    #[inline(always)]
    pub fn zone_cells(&self, z: u16, np: usize, judge: u8) -> &[u64; 4] {
        const NO_CELLS: [u64; 4] = [0; 4];
        self.zone_bits
            .get((z as usize).wrapping_sub(1).wrapping_mul(np) + judge as usize)
            .unwrap_or(&NO_CELLS)
    }

    #[inline(always)]
    pub fn entries(&self, code: Code, cell: u8) -> &CellEntries {
        &self.at[code as usize][cell as usize]
    }

    #[inline(always)]
    pub fn steps_from(&self, e: &CellEntries) -> &[StepEntry] {
        &self.steps[e.steps.0 as usize..e.steps.1 as usize]
    }

    #[inline(always)]
    pub fn jumps_from(&self, e: &CellEntries) -> &[JumpEntry] {
        &self.jumps[e.jumps.0 as usize..e.jumps.1 as usize]
    }

    #[inline(always)]
    pub fn placed(&self, code: Code, cell: u8) -> Code {
        self.placed[code as usize][cell as usize]
    }

    #[inline(always)]
    pub fn key(&self, code: Code, cell: u8) -> u64 {
        self.zobrist[code as usize][cell as usize]
    }
}
