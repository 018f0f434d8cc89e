//! The compiled game: every name resolved to a small integer, the board
//! turned into dense cell indices with neighbour tables, zones into per-cell
//! membership tables, and piece rules into move programs per (kind, player)
//! with absolute directions. The engine reads only this, never the AST.

pub mod narrow;

pub use narrow::Narrow;

/// "No cell": the neighbour of an edge cell off the board.
pub const NO_CELL: u8 = u8::MAX;
/// The most cells a board may have (cells are `u8` indices; 255 is `NO_CELL`).
pub const MAX_CELLS: usize = 255;
/// The most pieces one move may lift from a stack.
pub const MAX_LIFT: usize = 8;
/// The most players a game may have.
pub const MAX_PLAYERS: usize = 16;
/// The most pieces one move may capture (and so landings in one chain).
pub const MAX_CHAIN: usize = 24;

/// A piece code on a cell: 0 is empty; otherwise `1 + kind * players + owner`.
pub type Code = u8;

#[derive(Clone, Debug)]
pub struct Game {
    pub title: String,
    /// Player names in turn order; player 0 moves first.
    pub players: Vec<String>,
    pub board: Board,
    /// Absolute directions (name, file delta, rank delta).
    pub dirs: Vec<(String, i8, i8)>,
    /// `nbr[cell * dirs.len() + dir]`: the next cell that way, or `NO_CELL`.
    pub nbr: Vec<u8>,
    /// `opposite[dir]`: the direction pointing the other way.
    pub opposite: Vec<u8>,
    pub zones: Vec<Zone>,
    pub kinds: Vec<Kind>,
    /// Move programs: `programs[kind * players + player]`.
    pub programs: Vec<Program>,
    /// The start position: a code per cell (the top, where stacks are used).
    pub setup: Vec<Code>,
    /// Stacks at the start: the pieces under each listed cell's top, bottom
    /// first.
    pub setup_stacks: Vec<(u8, Vec<Code>)>,
    /// If any capture is legal, only captures are.
    pub mandatory_capture: bool,
    /// Pieces whose moves start the `since` counts again, as captures do.
    pub reset_codes: Vec<Code>,
    /// Cells hold ordered stacks (`stacks` in the board); 0 = no limit.
    pub stacks: bool,
    pub stack_limit: u16,
    /// Conditions used by moves and end rules; `conds[0]` is `True`.
    pub conds: Vec<Cond>,
    /// End conditions, in the order they are checked.
    pub ends: Vec<EndRule>,
    /// Zobrist keys: `zobrist[code * cells + cell]` (code 0 unused) and one
    /// key per player to move.
    pub zobrist: Vec<u64>,
    pub zobrist_turn: Vec<u64>,
    /// `code_owner[code]`, `code_kind[code]` (entry 0 unused).
    pub code_owner: Vec<u8>,
    pub code_kind: Vec<u8>,
    /// Per-player counters (`counters points, sets`), by name.
    pub counters: Vec<String>,
    /// Tracks (`track`), and the branches off them (`branch`).
    pub tracks: Vec<Track>,
    pub branches: Vec<Branch>,
    /// `store NAME`: each player's off-board store (captured pieces go there;
    /// `enter` takes them out).
    pub store: Option<String>,
    /// Pieces in the stores at the start, per code.
    pub setup_store: Vec<u16>,
    /// Cards, if the game has them.
    pub cards: Option<Cards>,
    /// `control partner if COND`: the condition (index in `conds`) under
    /// which a player's cards move its partners' pieces.
    pub control: Option<u16>,
    /// `team[player]`: the player's team (its own index when the game has no
    /// teams); `team_names` by team index (empty without teams).
    pub team: Vec<u8>,
    pub team_names: Vec<String>,
    /// `sides { ... }`: `side[player]`, the side (person) playing that
    /// seat, and `side_names` by side index; both empty without sides (each
    /// seat is then its own side).
    pub side: Vec<u8>,
    pub side_names: Vec<String>,
    /// `score deals`: what the result reports beside the winner.
    pub score: Option<Score>,
    /// How a turn is made.
    pub turn: TurnRules,
    /// `steal`: a neutral piece taken from an enemy holder next to a moved
    /// piece.
    pub steal: Option<Steal>,
    /// `on KIND enters ZONE { ... }`, in the order written.
    pub events: Vec<Event>,
    /// `when COUNTER = N { ... }`, checked after each event for the mover.
    pub whens: Vec<When>,
    /// Move programs unrolled for move generation.
    pub tables: Tables,
}

/// The cards of a game: the kinds (with their copies and moves), the deal
/// sizes and whether hands are hidden.
#[derive(Clone, Debug)]
pub struct Cards {
    pub kinds: Vec<CardKind>,
    /// `(cards each, when exactly this many are left in the deck)`, in the
    /// order written; the first that applies is used.
    pub deals: Vec<(u8, Option<u16>)>,
    pub hidden: bool,
    /// `exchange N with partner`: cards each player gives its partner after
    /// each deal (0: no exchange).
    pub exchange: u8,
    /// `announce LABEL: CARDS`: the label and, per card kind, whether
    /// holding it is announced.
    pub announce: Option<(String, Vec<bool>)>,
}

#[derive(Clone, Debug)]
pub struct CardKind {
    pub name: String,
    pub copies: u16,
    /// The moves the card allows: `programs[code - 1]`, as for pieces.
    pub programs: Vec<Program>,
    /// `skip next [if COND]`: the condition (0 = always), if the card has
    /// that use.
    pub skip: Option<u16>,
    /// `swap KINDS in ZONE [if COND]`: per kind whether it may be swapped,
    /// the zone and the condition (0 = always).
    pub swap: Option<(Vec<bool>, u16, u16)>,
    /// `split N { ... }`: N single steps, each an action of the turn.
    pub split: Option<Split>,
    /// `pass hands right|left [then play again]`: `Some((to_the_right,
    /// again))`. The card's only use.
    pub pass: Option<(bool, bool)>,
    /// `cancel right then replay`. The card's only use.
    pub cancel: bool,
    /// `for SIDE or SIDE if COND { ... }`: moves with another player's
    /// pieces.
    pub behalf: Option<Behalf>,
    /// `play for left`. The card's only use.
    pub proxy: bool,
}

impl CardKind {
    /// The card's only use is itself (`pass hands`, `cancel`, `play for`):
    /// its decision is the card alone, with no move.
    pub fn only_use(&self) -> bool {
        self.cancel || self.pass.is_some() || self.proxy
    }
}

/// A relative seat: the left neighbour (the next player), the right one
/// (the previous player), the partner.
pub const SIDE_LEFT: u8 = 0;
pub const SIDE_RIGHT: u8 = 1;
pub const SIDE_PARTNER: u8 = 2;

/// `for SIDE or SIDE if COND { KIND: MOVE ... }`: the sides in order, the
/// condition (judged for the side's player; 0 = none), the moves
/// (`programs[code - 1]`).
#[derive(Clone, Debug)]
pub struct Behalf {
    pub sides: Vec<u8>,
    pub cond: u16,
    pub programs: Vec<Program>,
}

/// A card's `split`: how many single steps, the moves each step may be
/// (`programs[code - 1]`), and the `stay` condition (0 = none): pieces for
/// which it holds when the card is played do not move in its steps.
#[derive(Clone, Debug)]
pub struct Split {
    pub steps: u8,
    pub programs: Vec<Program>,
    pub stay: u16,
}

/// A track: cells in order; `looped` when the last is followed by the first.
#[derive(Clone, Debug)]
pub struct Track {
    pub name: String,
    pub cells: Vec<u8>,
    pub looped: bool,
}

/// Per-player branches off a track: `entry[player]` is the track cell it is
/// entered from, `cells[player]` its cells, shallowest first.
#[derive(Clone, Debug)]
pub struct Branch {
    pub name: String,
    pub track: u8,
    pub entry: Vec<u8>,
    pub cells: Vec<Vec<u8>>,
}

/// Directions of a move along a track.
pub const ALONG_FORWARD: u8 = 0;
pub const ALONG_BACKWARD: u8 = 1;
/// Inside a branch only: back toward its entry.
pub const ALONG_OUTWARD: u8 = 2;

/// `along TRACK DIRS ...`.
#[derive(Clone, Debug)]
pub struct Along {
    pub track: u8,
    pub dirs: Vec<u8>,
    pub min: u8,
    pub max: u8,
    pub to: Target,
    pub onto: bool,
    /// `until X`: to the first piece met, or round a loop onto itself.
    pub until: bool,
    pub cond: u16,
    /// A zone (index + 1, 0 = none) no cell of the move may be in.
    pub avoid: u16,
}

/// `enter from STORE onto ZONE [as KIND] to X`: the zone (its first cell
/// for the player), what the cell may hold, the condition, and the code the
/// piece enters as (itself if `None`).
#[derive(Clone, Copy, Debug)]
pub struct EnterRule {
    pub zone: u16,
    pub to: Target,
    pub cond: u16,
    pub as_code: Option<Code>,
}

/// One way a piece enters from its store: the cell, the target mask, the
/// condition, and the code it is placed as.
pub type EnterEntry = (u8, u8, u16, Code);

/// How a turn is made: one move (the default), or several actions ended by
/// the `end` decision, with a budget of moves of some kinds.
#[derive(Clone, Debug, Default)]
pub struct TurnRules {
    /// `actions until end`.
    pub multi: bool,
    /// `at most N move by KINDS`: N (0 = no budget) and the kinds.
    pub budget: u8,
    pub budgeted: Vec<bool>,
}

#[derive(Clone, Debug)]
pub struct Steal {
    pub kind: u8,
    pub dirs: Vec<u8>,
    /// `by[kind]`: a move of this kind steals.
    pub by: Vec<bool>,
}

#[derive(Clone, Debug)]
pub struct Event {
    pub kind: u8,
    pub zone: u16,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug)]
pub struct When {
    pub counter: u8,
    pub value: i64,
    pub effects: Vec<Effect>,
}

/// Who an effect speaks of: the player who moved, or the one after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    Mover,
    Next,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Add to the mover's counter.
    Add(u8, i64),
    /// Every player's counter back to 0.
    Clear(u8),
    /// Every piece back to the setup (counters are kept).
    Reset,
    /// Every piece of this (neutral) kind is taken off the board and one is
    /// put on top of the first cell of the zone (for that player).
    Place(u8, u16, Whom),
    /// The turn ends; that player moves next.
    TurnTo(Whom),
}

#[derive(Clone, Debug)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    /// (file, rank) of each cell, 0-based.
    pub coords: Vec<(u8, u8)>,
    /// `index[rank * width + file]`: the cell there, or `NO_CELL` if unused.
    pub index: Vec<u8>,
    /// Algebraic names (`a1`).
    pub names: Vec<String>,
    /// Alternative names (numbers), if the game gives them.
    pub numbers: Option<Vec<String>>,
}

impl Board {
    pub fn cells(&self) -> usize {
        self.coords.len()
    }

    /// The cell with this name (algebraic or number).
    pub fn cell(&self, name: &str) -> Option<u8> {
        if let Some(i) = self.names.iter().position(|n| n == name) {
            return Some(i as u8);
        }
        self.numbers
            .as_ref()
            .and_then(|ns| ns.iter().position(|n| n == name))
            .map(|i| i as u8)
    }

    /// The cell at a file and rank (0-based), if it is used.
    pub fn at(&self, file: i32, rank: i32) -> Option<u8> {
        if file < 0 || rank < 0 || file >= self.width as i32 || rank >= self.height as i32 {
            return None;
        }
        let c = self.index[rank as usize * self.width as usize + file as usize];
        (c != NO_CELL).then_some(c)
    }
}

#[derive(Clone, Debug)]
pub struct Zone {
    pub name: String,
    /// `member[player * cells + cell]`.
    pub member: Vec<bool>,
}

#[derive(Clone, Debug)]
pub struct Kind {
    pub name: String,
    /// Belongs to no player (see [`Game::neutral_owner`]).
    pub neutral: bool,
    /// Diagram symbol per player.
    pub symbols: Vec<String>,
    pub promotion: Option<Promotion>,
}

#[derive(Clone, Copy, Debug)]
pub struct Promotion {
    pub to: u8,
    pub zone: u16,
    /// Reaching the zone ends the move, even in the middle of a chain.
    pub ends_move: bool,
}

/// What a destination or jumped-over cell must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Empty,
    Enemy,
    Friend,
    /// A piece of any owner.
    Piece,
    /// Empty or an enemy (capture by replacement).
    NotFriend,
    /// Anything: empty or any piece (`onto any`, on boards with stacks).
    Any,
    /// The en-passant cell left by the opponent's last move; the piece that
    /// passed it is captured.
    EnPassant,
}

/// What a cell holds, seen from the player to move: the bit of a
/// [`Target::mask`].
pub const REL_EMPTY: u8 = 1;
pub const REL_FRIEND: u8 = 2;
pub const REL_ENEMY: u8 = 4;
/// Not a relation of a cell's content: the cell is the en-passant cell.
pub const REL_EN_PASSANT: u8 = 8;

impl Target {
    /// The relations (`REL_*` bits) this target accepts: a table test
    /// instead of a branch in move generation.
    pub const fn mask(self) -> u8 {
        match self {
            Target::Empty => REL_EMPTY,
            Target::Enemy => REL_ENEMY,
            Target::Friend => REL_FRIEND,
            Target::Piece => REL_FRIEND | REL_ENEMY,
            Target::NotFriend => REL_EMPTY | REL_ENEMY,
            Target::Any => REL_EMPTY | REL_FRIEND | REL_ENEMY,
            Target::EnPassant => REL_EN_PASSANT,
        }
    }

    pub const NAMES: &'static [(&'static str, Target)] = &[
        ("empty", Target::Empty),
        ("enemy", Target::Enemy),
        ("friend", Target::Friend),
        ("piece", Target::Piece),
        ("not-friend", Target::NotFriend),
        ("any", Target::Any),
        ("en-passant", Target::EnPassant),
    ];
}

/// The moves of one kind of piece for one player, directions made absolute.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub steps: Vec<Step>,
    pub jumps: Vec<Jump>,
    /// Promotion zone membership for this player, if the kind promotes:
    /// `(new code, member per cell, ends_move)`.
    pub promotion: Option<(Code, Vec<bool>, bool)>,
    /// Further promotion choices beside the first (`promote a | b | c`).
    pub promotion_choices: Vec<Code>,
    /// The piece may be borne off when this condition holds.
    pub bear: Option<u16>,
    /// Leaps by offsets: the destinations per cell become step entries.
    pub leaps: Vec<OffsetLeap>,
    pub slides: Vec<Slide>,
    pub line_leaps: Vec<LineLeap>,
    pub alongs: Vec<Along>,
    pub enters: Vec<EnterRule>,
    /// `stored as KIND`: the code a captured piece goes to the store as.
    pub stored_as: Option<Code>,
    /// The owner may never leave it capturable.
    pub royal: bool,
}

/// The move programs unrolled into flat tables indexed by piece code and
/// cell, built once by [`Game::build_tables`]: move generation walks these
/// with no direction arithmetic, no edge tests and no pointer chasing.
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
    /// in [`Game::conds`]) holds; `NO_BEAR` if it may not.
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
    /// `enter[code]`: (cell, target mask, condition) of each way the piece
    /// enters from its owner's store.
    pub enter: Vec<Vec<EnterEntry>>,
    pub any_enter: bool,
    /// `stored_as[code]`: the code a captured piece is stored as.
    pub stored_as: [Code; 256],
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
    /// `rare[code]`: the piece has bear-offs or `extra` moves.
    pub rare: [bool; 256],
    /// The game needs none of: stacks, bear-offs, extra moves, en passant,
    /// conditional or lifting steps, promotion choices, `since` pieces,
    /// royal pieces. Move generation and `apply` then take a lean path.
    pub simple: bool,
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
            royal: [false; 256],
            any_royal: false,
            resets: [false; 256],
            extra: Vec::new(),
            any_flying: false,
            any_neutral: false,
            general: false,
            enter: Vec::new(),
            any_enter: false,
            stored_as: std::array::from_fn(|i| i as Code),
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
            rare: [false; 256],
            simple: false,
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
    /// [`Target::mask`] of what the destination must hold.
    pub target: u8,
    pub lift: u8,
    /// Index in [`Game::conds`], 0 for none.
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
    /// [`Target::mask`] of what the jumped cell must hold.
    pub target: u8,
    pub chained: bool,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct CellEntries {
    pub steps: (u32, u32),
    pub jumps: (u32, u32),
    pub jump_over: [u64; 4],
}

impl Tables {
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

#[derive(Clone, Debug)]
pub struct Step {
    pub dirs: Vec<u8>,
    pub to: Target,
    /// Pieces lifted from the top of the stack (1 without stacks).
    pub lift: u8,
    /// Index in [`Game::conds`] of the condition, or 0 for none.
    pub cond: u16,
}

/// A condition compiled from the rule text; `own` / `enemy` are relative to
/// the player it is judged for, the cell is the moving piece's.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    True,
    And(Vec<Cond>),
    Or(Vec<Cond>),
    Not(Box<Cond>),
    /// The piece under the top of the cell has one of these relations
    /// ([`Target::mask`]; `REL_EMPTY` = nothing below).
    Below(u8),
    /// The cell is in this zone (for the player).
    In(u16),
    /// At least two pieces of this kind, all in one 8-connected group.
    Connected(u8, Whose),
    Compare(Expr, CmpOp, Expr),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expr {
    Int(i64),
    /// The height of the moving piece's stack.
    Height,
    /// The empty cells deeper than the moving piece's cell in its branch
    /// (0 off a branch).
    Deeper,
    Count(Set, Whose),
    /// Each counted player's pieces (of `Set::Pieces`) or tops (of
    /// `Set::Showing`) in that player's part of a zone.
    CountIn(Set, u16, Whose),
}

/// What a `count(...)` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// Cells whose top piece is the player's.
    Showing,
    /// The player's pieces on the board, covered or not.
    Pieces,
    /// The player's pieces borne off.
    Off,
    /// The player's value of a counter.
    Counter(u8),
    /// The player's pieces in its store.
    Stored,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    Own,
    Enemy,
    /// The player and its partners (the same team).
    Team,
    /// Every player.
    All,
}

/// What a game's result reports beside the winner (`score` in `end`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The number of deals used (fewer is better).
    Deals,
}

#[derive(Clone, Debug)]
pub struct Jump {
    pub dirs: Vec<u8>,
    pub over: Target,
    /// The jump must go on while it can.
    pub chained: bool,
    /// Flying: over empty cells to the piece, land directly behind it, go on
    /// only in the same direction, stop after any capture, up to `max`.
    pub flying: bool,
    pub max: u8,
}

/// Leaps by offsets: (file, rank) offsets, what the destination must hold,
/// and the condition (index in [`Game::conds`]).
pub type OffsetLeap = (Vec<(i8, i8)>, Target, u16);

/// A ride along directions over empty cells.
#[derive(Clone, Debug)]
pub struct Slide {
    pub dirs: Vec<u8>,
    pub to: Target,
    /// Distances allowed: `min..=max` (0 = no limit).
    pub min: u8,
    pub max: u8,
    pub cond: u16,
    /// The cells passed over become the en-passant cells.
    pub passing: bool,
    pub onto: bool,
    /// Zones as in [`Extra::Slide`] (index + 1, 0 = none).
    pub within: u16,
    pub avoid: u16,
    pub stop_in: u16,
}

/// A leap along directions by a distance computed from the board: the
/// number of pieces on the whole line through the cell on that axis.
#[derive(Clone, Debug)]
pub struct LineLeap {
    pub dirs: Vec<u8>,
    pub to: Target,
    pub cond: u16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndCond {
    /// The player to move has no pieces.
    NoPieces,
    /// The player to move has no legal move.
    NoMoves,
    /// The position has occurred this many times (since the last capture,
    /// if `since_capture`).
    Repetition { times: u32, since_capture: bool },
    /// This many plies have been played (since the last capture, if
    /// `since_capture`).
    Plies { count: u32, since_capture: bool },
    /// A condition judged after each move, for the player who made it
    /// (index in [`Game::conds`]).
    AfterMove(u16),
}

/// What an end condition means for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndResult {
    Loses,
    Wins,
    Draw,
}

#[derive(Clone, Debug)]
pub struct EndRule {
    pub cond: EndCond,
    pub result: EndResult,
    /// The rule as written, for reports ("repetition 3 since capture").
    pub text: String,
    /// `after any move`: judged for every player in turn, from the mover.
    pub anyone: bool,
}

impl Game {
    /// The team of player `p` (without teams, each player is his own).
    pub fn team_of(&self, p: u8) -> u8 {
        self.team.get(p as usize).copied().unwrap_or(p)
    }

    /// The side playing seat `p`: its index in `side_names`, or without
    /// sides the seat itself.
    pub fn side_of(&self, p: u8) -> u8 {
        self.side.get(p as usize).copied().unwrap_or(p)
    }

    /// Whether seats `a` and `b` are played by the same side (person).
    pub fn same_side(&self, a: u8, b: u8) -> bool {
        a == b || (!self.side.is_empty() && self.side_of(a) == self.side_of(b))
    }

    /// Whether seat `viewer` may see the hand of seat `holder`: hands are
    /// open, or it is its own, or the same side holds both.
    pub fn sees_hand(&self, viewer: u8, holder: u8) -> bool {
        !self.cards.as_ref().is_some_and(|c| c.hidden) || self.same_side(viewer, holder)
    }

    /// The seats a side name stands for (none if there is no such side).
    pub fn side_seats(&self, name: &str) -> Vec<u8> {
        match self.side_names.iter().position(|s| s == name) {
            Some(i) => (0..self.players.len() as u8)
                .filter(|&p| self.side[p as usize] as usize == i)
                .collect(),
            None => Vec::new(),
        }
    }

    /// The name of the side playing seat `p`; without sides, the seat's.
    pub fn side_name(&self, p: u8) -> &str {
        match self.side_names.get(self.side_of(p) as usize) {
            Some(n) if !self.side.is_empty() => n,
            _ => &self.players[p as usize],
        }
    }

    /// Unrolls every program's steps and jumps into per-cell tables, so
    /// that move generation walks flat arrays with no direction arithmetic.
    pub fn build_tables(&mut self) {
        let nd = self.dirs.len();
        let ncells = self.board.cells();
        let ncodes = self.code_owner.len();
        let nbr = &self.nbr;
        let mut t = Tables {
            cells: ncells,
            words: ncells.div_ceil(64).max(1),
            at: vec![Box::new([CellEntries::default(); 256]); ncodes],
            promo_choices: vec![Vec::new(); ncodes],
            extra: vec![Vec::new(); ncodes],
            enter: vec![Vec::new(); ncodes],
            track_of: vec![0; ncells],
            track_next: vec![NO_CELL; ncells],
            track_prev: vec![NO_CELL; ncells],
            branch_of: vec![0; ncells],
            deeper: vec![NO_CELL; ncells],
            shallower: vec![NO_CELL; ncells],
            branch_at: vec![vec![NO_CELL; self.players.len()]; ncells],
            ..Tables::default()
        };
        for (ti, tr) in self.tracks.iter().enumerate() {
            let n = tr.cells.len();
            for (i, &c) in tr.cells.iter().enumerate() {
                t.track_of[c as usize] = ti as u8 + 1;
                if i + 1 < n {
                    t.track_next[c as usize] = tr.cells[i + 1];
                } else if tr.looped {
                    t.track_next[c as usize] = tr.cells[0];
                }
                if i > 0 {
                    t.track_prev[c as usize] = tr.cells[i - 1];
                } else if tr.looped {
                    t.track_prev[c as usize] = tr.cells[n - 1];
                }
            }
        }
        for (bi, br) in self.branches.iter().enumerate() {
            for (p, cells) in br.cells.iter().enumerate() {
                for (i, &c) in cells.iter().enumerate() {
                    t.branch_of[c as usize] = bi as u8 + 1;
                    if i + 1 < cells.len() {
                        t.deeper[c as usize] = cells[i + 1];
                    }
                    if i > 0 {
                        t.shallower[c as usize] = cells[i - 1];
                    }
                }
                if let (Some(&first), Some(&at)) = (cells.first(), br.entry.get(p)) {
                    t.branch_at[at as usize][p] = first;
                }
            }
        }
        for &c in &self.reset_codes {
            t.resets[c as usize] = true;
        }
        let np = self.players.len();
        for (code, &owner) in self.code_owner.iter().enumerate() {
            t.owner[code] = owner;
            for cell in 0..ncells {
                t.zobrist[code][cell] = self.zobrist[code * ncells + cell];
            }
        }
        for p in 0..np {
            t.next_player[p] = ((p + 1) % np) as u8;
            t.prev_player[p] = ((p + np - 1) % np) as u8;
            t.zobrist_turn[p] = self.zobrist_turn[p];
        }
        for (i, prog) in self.programs.iter().enumerate() {
            let code = i + 1;
            t.enemy_only[code] = prog.jumps.iter().all(|j| j.over == Target::Enemy);
            for c in 0..ncells {
                t.placed[code][c] = match &prog.promotion {
                    Some((new, zone, _)) if zone[c] => *new,
                    _ => code as Code,
                };
            }
            if let Some((_, _, ends)) = prog.promotion {
                t.promotion_ends[code] = ends;
            }
            if let Some(c) = prog.bear {
                t.bear[code] = c;
            }
            if let Some((first, _, _)) = &prog.promotion
                && !prog.promotion_choices.is_empty()
            {
                t.promo_choices[code].push(*first);
                t.promo_choices[code].extend(&prog.promotion_choices);
            }
            t.royal[code] = prog.royal;
            t.any_royal |= prog.royal;
            t.extra[code] = program_extras(prog);
            t.any_flying |= prog.jumps.iter().any(|j| j.flying);
            t.enter[code] = self.program_enters(code, prog);
            if let Some(c) = prog.stored_as {
                t.stored_as[code] = c;
            }
            t.rare[code] = t.bear[code] != NO_BEAR || !t.extra[code].is_empty();
            for c in 0..ncells {
                let s0 = t.steps.len() as u32;
                let j0 = t.jumps.len() as u32;
                for step in &prog.steps {
                    for &d in &step.dirs {
                        let to = nbr[c * nd + d as usize];
                        if to != NO_CELL {
                            t.steps.push(StepEntry {
                                to,
                                target: step.to.mask(),
                                lift: step.lift,
                                cond: step.cond,
                                slow: step.lift > 1 || step.cond != 0 || self.stack_limit > 0,
                            });
                        }
                    }
                }
                for (offsets, target, cond) in &prog.leaps {
                    let (f, r) = self.board.coords[c];
                    for &(df, dr) in offsets {
                        if let Some(to) = self.board.at(f as i32 + df as i32, r as i32 + dr as i32)
                        {
                            t.steps.push(StepEntry {
                                to,
                                target: target.mask(),
                                lift: 1,
                                cond: *cond,
                                slow: *cond != 0 || self.stack_limit > 0,
                            });
                        }
                    }
                }
                let mut over_mask = [0u64; 4];
                for jump in prog.jumps.iter().filter(|j| !j.flying) {
                    for &d in &jump.dirs {
                        let over = nbr[c * nd + d as usize];
                        if over == NO_CELL {
                            continue;
                        }
                        let land = nbr[over as usize * nd + d as usize];
                        if land != NO_CELL {
                            over_mask[(over >> 6) as usize] |= 1 << (over & 63);
                            t.jumps.push(JumpEntry {
                                over,
                                land,
                                target: jump.over.mask(),
                                chained: jump.chained,
                            });
                        }
                    }
                }
                t.at[code][c] = CellEntries {
                    steps: (s0, t.steps.len() as u32),
                    jumps: (j0, t.jumps.len() as u32),
                    jump_over: over_mask,
                };
            }
        }
        if let Some(cards) = &self.cards {
            for ck in &cards.kinds {
                let mut ex = vec![Vec::new(); ncodes];
                let mut en = vec![Vec::new(); ncodes];
                for (i, prog) in ck.programs.iter().enumerate() {
                    ex[i + 1] = program_extras(prog);
                    en[i + 1] = self.program_enters(i + 1, prog);
                }
                t.card_extra.push(ex);
                t.card_enter.push(en);
                let mut sx = vec![Vec::new(); ncodes];
                if let Some(sp) = &ck.split {
                    for (i, prog) in sp.programs.iter().enumerate() {
                        sx[i + 1] = program_extras(prog);
                    }
                }
                t.split_extra.push(sx);
                let mut bx = vec![Vec::new(); ncodes];
                let mut be = vec![Vec::new(); ncodes];
                if let Some(b) = &ck.behalf {
                    for (i, prog) in b.programs.iter().enumerate() {
                        bx[i + 1] = program_extras(prog);
                        be[i + 1] = self.program_enters(i + 1, prog);
                    }
                }
                t.behalf_extra.push(bx);
                t.behalf_enter.push(be);
            }
        }
        t.any_neutral = self.kinds.iter().any(|k| k.neutral);
        t.any_enter = t.enter.iter().any(|e| !e.is_empty());
        t.general = self.cards.is_some()
            || self.stacks
            || self.turn.multi
            || self.steal.is_some()
            || !self.events.is_empty()
            || self.store.is_some()
            || !self.tracks.is_empty();
        t.simple = !t.general
            && !t.any_neutral
            && !self.turn.multi
            && self.steal.is_none()
            && self.events.is_empty()
            && !t.any_royal
            && !t.any_flying
            && self.reset_codes.is_empty()
            && t.rare.iter().all(|&r| !r)
            && t.promo_choices.iter().all(Vec::is_empty)
            && t.steps
                .iter()
                .all(|s| !s.slow && s.target & REL_EN_PASSANT == 0);
        self.tables = t;
    }

    /// Where a program's `enter` rules put a piece of `code`: (cell,
    /// target mask, condition).
    fn program_enters(&self, code: usize, prog: &Program) -> Vec<EnterEntry> {
        let ncells = self.board.cells();
        let owner = self.code_owner[code] as usize;
        let mut out = Vec::new();
        for en in &prog.enters {
            let z = &self.zones[en.zone as usize];
            if let Some(cell) = (0..ncells).find(|&c| z.member[owner * ncells + c]) {
                out.push((
                    cell as u8,
                    en.to.mask(),
                    en.cond,
                    en.as_code.unwrap_or(code as Code),
                ));
            }
        }
        out
    }

    pub fn code(&self, kind: u8, player: u8) -> Code {
        1 + kind * self.players.len() as u8 + player
    }

    /// The owner recorded for neutral pieces: one past the last player.
    pub fn neutral_owner(&self) -> u8 {
        self.players.len() as u8
    }

    /// Whether a zone (index) holds a cell for a player.
    #[inline]
    pub fn in_zone(&self, zone: u16, player: u8, cell: u8) -> bool {
        let n = self.board.cells();
        self.zones[zone as usize]
            .member
            .get(player as usize * n + cell as usize)
            .copied()
            .unwrap_or(false)
    }

    pub fn program(&self, code: Code) -> &Program {
        &self.programs[code as usize - 1]
    }

    /// The player with this name, or with this 1-based number.
    pub fn player(&self, name: &str) -> Option<u8> {
        if let Some(i) = self.players.iter().position(|p| p == name) {
            return Some(i as u8);
        }
        match name.parse::<usize>() {
            Ok(n) if n >= 1 && n <= self.players.len() => Some(n as u8 - 1),
            _ => None,
        }
    }

    pub fn kind(&self, name: &str) -> Option<u8> {
        self.kinds
            .iter()
            .position(|k| k.name == name)
            .map(|i| i as u8)
    }

    pub fn symbol(&self, code: Code) -> &str {
        let kind = &self.kinds[self.code_kind[code as usize] as usize];
        let i = if kind.neutral {
            0
        } else {
            self.code_owner[code as usize] as usize
        };
        kind.symbols.get(i).map_or("?", String::as_str)
    }
}

/// The moves of a program walked at run time: slides, moves along tracks,
/// leaps by a computed distance, flying jumps (in that order).
pub fn program_extras(prog: &Program) -> Vec<Extra> {
    let mut out = Vec::new();
    for sl in &prog.slides {
        for &dir in &sl.dirs {
            out.push(Extra::Slide {
                dir,
                target: sl.to.mask(),
                min: sl.min,
                max: sl.max,
                cond: sl.cond,
                passing: sl.passing,
                onto: sl.onto,
                within: sl.within,
                avoid: sl.avoid,
                stop_in: sl.stop_in,
            });
        }
    }
    for al in &prog.alongs {
        for &dir in &al.dirs {
            out.push(Extra::Along {
                track: al.track,
                dir,
                min: al.min,
                max: al.max,
                target: al.to.mask(),
                onto: al.onto,
                until: al.until,
                cond: al.cond,
                avoid: al.avoid,
            });
        }
    }
    for ll in &prog.line_leaps {
        for &dir in &ll.dirs {
            out.push(Extra::LineLeap {
                dir,
                target: ll.to.mask(),
                cond: ll.cond,
            });
        }
    }
    for j in prog.jumps.iter().filter(|j| j.flying) {
        for &dir in &j.dirs {
            out.push(Extra::FlyJump {
                dir,
                over: j.over.mask(),
                max: j.max,
            });
        }
    }
    out
}
