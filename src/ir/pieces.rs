//! Kinds of piece and their move programs: steps, jumps, leaps, slides,
//! line leaps, entering from a store, promotion, and what a destination must
//! hold ([`Target`]).

use super::{Along, Code};

#[derive(Clone, Debug)]
pub struct Kind {
    pub name: String,
    /// Belongs to no player (see [`Game::neutral_owner`](super::Game::neutral_owner)).
    pub neutral: bool,
    /// Diagram symbol per player.
    pub symbols: Vec<String>,
    /// `glyphs`: what pictures draw per player instead of the symbol
    /// (empty: the symbols).
    pub glyphs: Vec<String>,
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
    pub hops: Vec<Hop>,
    /// Leaps whose way goes through a cell that must hold something
    /// (`leap (a, b) through X`).
    pub blocked_leaps: Vec<BlockedLeap>,
    /// Slides over a screen (`slide DIRS to X over Y`).
    pub screens: Vec<ScreenSlide>,
    /// Promotion zone membership for this player, if the kind promotes:
    /// `(new code, member per cell, ends_move)`.
    pub promotion: Option<(Code, Vec<bool>, bool)>,
    /// Further promotion choices beside the first (`promote a | b | c`).
    pub promotion_choices: Vec<Code>,
    /// `promote KIND [| KIND …] on ZONE optional`: the kinds the mover may
    /// promote to, when a move starts or ends in the zone (member per
    /// cell), or not.
    pub optional_promotion: Option<(Vec<Code>, Vec<bool>)>,
    /// `enter … without mate`: the piece's entries may not checkmate.
    pub enter_without_mate: bool,
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
    /// `castle`: the compound moves with a partner piece.
    pub castles: Vec<Castle>,
    /// `promote … at once`: crowned mid-chain, going on as the new kind.
    pub promotion_at_once: bool,
    /// `then shoot KIND DIRS`: after each move, a new piece (this code)
    /// placed on an empty cell along these directions from the landing.
    pub shoot: Option<(Code, Vec<u8>)>,
    /// Custodian capture: how the piece takes and is taken.
    pub custodian: Custodian,
    /// `flips adjacent DIRS`: after each move of the piece, the enemy
    /// pieces next to where it stopped along these directions (bits)
    /// become the mover's; 0 = none.
    pub flips_adjacent: u8,
    /// `fly to X` and `step along lines to X`: moves to cells the board
    /// gives (any cell, or a neighbour on one of the board's lines).
    pub flies: Vec<Fly>,
    /// `then remove enemy after line [except in line]`: `Some(sparing)`.
    pub remove: Option<bool>,
    /// `quiet moves max N in a row [if COND]`.
    pub quiet: Option<QuietLimit>,
}

/// `quiet moves max N in a row [if COND]`: a piece of the kind may make at
/// most `max` moves that take nothing in a row (its side's moves in a row,
/// each of this piece), while the condition (an index into `Game::conds`)
/// holds for its side; then it must capture or another piece must move.
/// The state it needs (per player, the cell of the piece that made the
/// last quiet moves and how many) is `State::quiet`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietLimit {
    pub max: u8,
    pub cond: Option<u16>,
}

/// Custodian capture for one code (`custodian DIRS`, `captured …`).
#[derive(Clone, Debug, Default)]
pub struct Custodian {
    /// `custodian DIRS`: after each move of the piece, the enemy pieces
    /// next to it along these directions (bits) with a hostile cell behind
    /// are taken; 0 = the piece takes no part in custodian captures.
    pub dirs: u8,
    /// `captured against ZONE [when empty]`: (zone index, only while
    /// empty): the zone's cells count as a captor of this piece.
    pub against: Vec<(u16, bool)>,
    /// `captured when surrounded DIRS [in ZONE]`: the directions (bits) on
    /// every one of which a hostile cell must stand, and the zone (index +
    /// 1, 0 = everywhere) where this holds; elsewhere the piece is taken as
    /// any other.
    pub surrounded: Option<(u8, u16)>,
}

/// `fly to X [if C]` (`lines` false: to any other cell of the board) or
/// `step along lines to X [if C]` (`lines`: to a neighbour on one of the
/// board's lines).
#[derive(Clone, Copy, Debug)]
pub struct Fly {
    pub lines: bool,
    pub to: Target,
    /// The condition (index in [`Game::conds`](super::Game::conds), 0 =
    /// none).
    pub cond: u16,
}

/// `castle DIRS with KIND to Z1, Z2` for one player: along each direction
/// the first piece met must be an unmoved `partner`; the piece goes to
/// the first cell of the player's part of zone `king_to`, the partner to
/// that of `partner_to`.
#[derive(Clone, Debug)]
pub struct Castle {
    pub dirs: Vec<u8>,
    pub partner: Code,
    pub king_to: u16,
    pub partner_to: u16,
}

#[derive(Clone, Debug)]
pub struct Step {
    pub dirs: Vec<u8>,
    pub to: Target,
    /// Pieces lifted from the top of the stack (1 without stacks).
    pub lift: u8,
    /// Index in [`Game::conds`](super::Game::conds) of the condition, or 0 for none.
    pub cond: u16,
}

#[derive(Clone, Debug)]
pub struct Jump {
    pub dirs: Vec<u8>,
    pub over: Target,
    /// Only pieces of this kind (index + 1) may be jumped; 0: any kind.
    pub over_kind: u8,
    /// The jump must go on while it can.
    pub chained: bool,
    /// Flying: over empty cells to the piece, land directly behind it, go on
    /// only in the same direction, stop after any capture, up to `max`.
    pub flying: bool,
    pub max: u8,
    /// Long: over a piece at any distance, landing on any empty cell beyond.
    pub long: bool,
    /// A long chained jump may turn back at a landing.
    pub reversing: bool,
    /// `at N`: over the square N away on the grid, landing N beyond it
    /// (1: the neighbour).
    pub stride: u8,
}

/// Hops (`hop DIRS over X [chained]`): over an adjacent piece to the empty
/// cell behind it, taking nothing.
#[derive(Clone, Debug)]
pub struct Hop {
    pub dirs: Vec<u8>,
    pub over: Target,
    /// On from the landing while it can; the move may end on any cell
    /// reached.
    pub chained: bool,
}

/// Leaps by offsets (`leap (A,B)`).
#[derive(Clone, Debug)]
pub struct OffsetLeap {
    /// The (file, rank) offsets.
    pub offsets: Vec<(i8, i8)>,
    /// What the destination must hold.
    pub to: Target,
    /// The condition (index in [`Game::conds`](super::Game::conds), 0 =
    /// none).
    pub cond: u16,
}

/// A leap by offsets whose way goes through a cell (`leap (a, b) through
/// X to Y [within Z]`): per offset, the (file, rank) offset of the cell gone
/// through, a straight step along the longer side (diagonal for a = b).
#[derive(Clone, Debug)]
pub struct BlockedLeap {
    /// The (file, rank) offsets of the destination and of the cell gone
    /// through.
    pub offsets: Vec<((i8, i8), (i8, i8))>,
    /// What the destination must hold.
    pub to: Target,
    /// What the cell gone through must hold.
    pub through: Target,
    pub cond: u16,
    /// The destination is in this zone (index + 1, 0 = none).
    pub within: u16,
}

/// A ride over exactly one piece, the screen (`slide DIRS to X over Y`):
/// the cells beyond it, up to the next piece, are the destinations.
#[derive(Clone, Debug)]
pub struct ScreenSlide {
    pub dirs: Vec<u8>,
    pub to: Target,
    /// What the screen must hold.
    pub over: Target,
    pub cond: u16,
}

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
    /// Zones as in [`Extra::Slide`](super::Extra::Slide) (index + 1, 0 = none).
    pub within: u16,
    pub avoid: u16,
    /// The zone of `stopping in` (index + 1), or with [`STOP_OUTSIDE`] set
    /// that of `stopping outside`; 0 = none.
    pub stop_in: u16,
}

/// The bit of [`Slide::stop_in`] (and `Extra::Slide::stop_in`) that turns
/// `stopping in ZONE` into `stopping outside ZONE`: no destination in the
/// zone, its cells passed over.
pub const STOP_OUTSIDE: u16 = 0x8000;

/// A leap along directions by a distance computed from the board: the
/// number of pieces on the whole line through the cell on that axis.
#[derive(Clone, Debug)]
pub struct LineLeap {
    pub dirs: Vec<u8>,
    pub to: Target,
    pub cond: u16,
}

/// `enter [from STORE] [onto ZONE] [as KIND] to X [falling DIR]`: the
/// zone (every cell of the player's part; `None`: the whole board), what
/// the cell may hold, the condition, the code the piece enters as (itself
/// if `None`), whether it comes from an unlimited supply (no store), and
/// the direction it falls in.
#[derive(Clone, Copy, Debug)]
pub struct EnterRule {
    pub zone: Option<u16>,
    pub to: Target,
    pub cond: u16,
    pub as_code: Option<Code>,
    pub supply: bool,
    pub falling: Option<u8>,
    /// `flipping DIRS`: the directions, one bit each (0: no flips).
    pub flips: u8,
}

/// One way a piece enters from its store, as the engine's tables hold it.
#[derive(Clone, Copy, Debug)]
pub struct EnterEntry {
    /// The cell it enters on.
    pub cell: u8,
    /// What the cell may hold (a [`Target::mask`]).
    pub mask: u8,
    /// The condition (index in [`Game::conds`](super::Game::conds), 0 =
    /// none).
    pub cond: u16,
    /// The code the piece is placed as.
    pub placed: Code,
    /// It comes from an unlimited supply, not the store.
    pub supply: bool,
    /// The direction it falls in from `cell` while the next cell is empty
    /// ([`NO_DIR`]: it stays on `cell`).
    pub fall: u8,
    /// An earlier entry of the same list may give the same move (a falling
    /// piece, or the same cell twice): the move is given once.
    pub dup: bool,
    /// The directions it flips enemy pieces in, one bit each (0: none); a
    /// placement that flips none is not a move.
    pub flips: u8,
}

/// [`EnterEntry::fall`] of a piece that does not fall.
pub const NO_DIR: u8 = u8::MAX;
