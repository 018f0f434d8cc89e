//! The compiled game: every name resolved to a small integer, the board
//! turned into dense cell indices with neighbour tables, zones into per-cell
//! membership tables, and piece rules into move programs per (kind, player)
//! with absolute directions. The engine reads only this, never the AST.
//!
//! One file per concept, every item re-exported here (`ir::Game`,
//! `ir::Target`, ...): [`Game`] and its look-ups (game.rs), the board and
//! zones (board.rs), kinds of piece and their move programs (pieces.rs),
//! tracks and branches (tracks.rs), cards (cards.rs), turns and events
//! (turn.rs), conditions (conditions.rs), end rules (end.rs), the tables
//! move generation walks (tables.rs) and how they are built (build.rs).
//! The IR imports nothing from the rest of the crate.

mod along_paths;
mod attack_map;
mod attacks;
mod board;
mod budget_all;
mod build;
mod capture;
mod cards;
mod conditions;
mod counted;
mod counter_cmp;
mod end;
mod end_counts;
mod end_quick;
mod game;
mod lean_cards;
pub mod narrow;
mod pieces;
mod rare_cells;
mod rays;
mod repeat_filter;
mod setwise;
mod stack_steps;
mod stacks;
mod sw_compact;
mod sw_walk;
mod tables;
mod tally;
mod tracks;
mod turn;
mod turn_flags;
mod wide_plan;
mod wide_rays;
mod zone_bits;

pub use along_paths::*;
pub use attack_map::*;
pub use attacks::*;
pub use board::*;
pub use build::*;
pub use capture::*;
pub use cards::*;
pub use conditions::*;
pub use counted::whose_index;
pub use counter_cmp::*;
pub use end::*;
pub use end_counts::*;
pub use end_quick::*;
pub use game::*;
pub use narrow::Narrow;
pub use pieces::*;
pub use rays::*;
pub use repeat_filter::*;
pub use setwise::*;
pub use stack_steps::*;
pub use stacks::*;
pub use sw_walk::*;
pub use tables::*;
pub use tally::*;
pub use tracks::*;
pub use turn::*;
pub use turn_flags::*;
pub use wide_plan::*;
pub use wide_rays::*;

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
