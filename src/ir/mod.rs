//! The compiled game: every name resolved to a small integer, the board
//! turned into dense cell indices with neighbour tables, zones into per-cell
//! membership tables, and piece rules into move programs per (kind, player)
//! with absolute directions. The engine reads only this, never the AST.
//!
//! One file per concept, every item re-exported here (`ir::Game`,
//! `ir::Target`, ...): [`Game`] and its look-ups (game.rs), the board and
//! zones (board.rs), kinds of piece and their move programs (pieces.rs),
//! tracks and branches (tracks.rs), cards (cards.rs), turns and events
//! (turn.rs), conditions (conditions.rs), end rules (end.rs); the tables
//! move generation walks and how they are built (tables/), and the data of
//! the fast paths, one file per plan (plans/).
//! The IR imports nothing from the rest of the crate.

mod board;
mod capture;
mod cards;
mod conditions;
mod end;
mod features;
mod game;
pub mod narrow;
mod pictures;
mod pieces;
mod plans;
mod race;
mod sowing;
mod tables;
mod tracks;
mod turn;

pub use board::*;
pub use capture::*;
pub use cards::*;
pub use conditions::*;
pub use end::*;
pub use features::Features;
pub use game::*;
pub use narrow::Narrow;
pub use pictures::*;
pub use pieces::*;
pub use plans::*;
pub use race::Race;
pub use sowing::Sowing;
pub use tables::*;
pub use tracks::*;
pub use turn::*;

/// A cell index. New code names cells with this type (not a bare `u8`),
/// so that widening it for boards over 255 cells (issue 33) is one change.
pub type Cell = u8;
/// "No cell": the neighbour of an edge cell off the board.
pub const NO_CELL: Cell = Cell::MAX;
/// The most cells a board may have (cells are `u8` indices; 255 is `NO_CELL`).
pub const MAX_CELLS: usize = 255;
/// The most pieces one move may lift from a stack.
pub const MAX_LIFT: usize = 8;
/// The most players a game may have.
pub const MAX_PLAYERS: usize = 16;
/// The most pieces one move may capture (and so landings in one chain).
pub const MAX_CHAIN: usize = 24;
/// The most moves the jump chains of one position may give: a rule file
/// whose chains branch without end (a flying jump over friends on a
/// crowded board, say) is cut there, in bounded time and memory, instead
/// of running for ever (`State::chains_cut` tells; issue 35). Real games
/// stay far below it.
pub const MAX_CHAIN_MOVES: usize = 1 << 16;

/// A piece code on a cell: 0 is empty; otherwise `1 + kind * players + owner`.
pub type Code = u8;
