//! The engine: a position, legal move generation, apply/undo, an incremental
//! Zobrist hash, the history needed for repetition, and end conditions.
//! It reads only the IR ([`Game`](crate::ir::Game)).
//!
//! Invariants: `undo(m)` right after `apply(m)` restores the state exactly,
//! hash included; the hash always equals [`State::compute_hash`]; move
//! generation does not allocate once the output buffer has grown; nothing
//! here panics on a move that [`State::legal_moves`] produced for this state.
//!
//! One file per concept, all of them `impl State` blocks over the one
//! [`State`] of `state.rs`:
//! - `bits`: cell sets; `moves`: [`Move`]; `state`: the position, its
//!   construction and accessors, and what `undo` saves; `conds`: conditions
//!   and counts; `hash`: the Zobrist keys.
//! - `generate`: legal move generation (the lean path of simple games, the
//!   filter of royal pieces, enters, carried pieces), with `jumps` (jump
//!   chains), `extra` (slides, leaps, flying jumps) and `tracks` (moves
//!   along a track).
//! - `apply` and `undo`: the lean paths and the general one;
//!   `events`: steals and events.
//! - `attacked`: whether a piece could be captured, by the attack tables;
//!   `legality`: the royal filter and en passant legality by them;
//!   `attacks`: the same by generating the captures (the fallback), and
//!   `attacked(…)` in end rules.
//! - `end`: end rules, [`Outcome`], repetition, the decisions offered.
//! - `cards/`: the deal, and one file per card use (its generation,
//!   apply and undo), dispatched from `cards/mod.rs`.
//!
//! Only games that use a feature pay for it on the hot path: simple games
//! take lean paths chosen once from the game (`Tables::simple`,
//! `Tables::general`), and the provisional wins of games with a `cancel`
//! card are checked only when [`State`] found such a card at its
//! construction (its `cancel_game` flag).
//!
//! The cut differs from the plan of issue 15 in two places: conditions
//! (`conds`) and events (`events`) have their own files, as concepts read
//! by several others; and a game's turn structure (turns of several actions,
//! budgets) stays with apply/undo of the general path, where it is a few
//! lines, rather than a file of its own. A move's kind is one
//! [`MoveKind`] (the kinds exclude each other), and the card uses are
//! dispatched in `cards/mod.rs`.

mod cards;
mod conds;
mod end;
mod generate;
mod legality;
mod make;
mod moves;
mod perft;
mod state;

pub use cards::CentreEntry;
pub use end::Outcome;
pub use moves::{Move, MoveKind};
pub use perft::{CompactMoves, Leaf};
pub use state::bits::{BITS_WORDS, Bits};
pub use state::{Snapshot, State};
