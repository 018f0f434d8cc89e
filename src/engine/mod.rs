//! The engine: a position, legal move generation, apply/undo, an incremental
//! Zobrist hash, the history needed for repetition, and end conditions.
//! It reads only the IR ([`Game`](crate::ir::Game)).
//!
//! Invariants: `undo(m)` right after `apply(m)` restores the state exactly,
//! hash included; the hash always equals [`State::compute_hash`]; move
//! generation does not allocate once the output buffer has grown; nothing
//! here panics on a move that [`State::legal_moves`] produced for this state.
//!
//! Cut by operation, all files `impl State` blocks over the one [`State`]:
//! - `state/`: the position, its construction and accessors, what `undo`
//!   saves, cell sets (`bits`), the Zobrist keys (`hash`), the pieces under
//!   each top (`under`), the zone tallies (`tally`), what the cards keep
//!   (`cards`); `moves`: [`Move`]; `conds`: conditions and counts.
//! - `generate/`: legal move generation (the walk of the tables, jumps,
//!   lines, tracks, castling); `make/`: apply and undo; `perft/`: what only
//!   perft calls; `legality/`: the royal filter and attacked cells; `end/`:
//!   end rules, [`Outcome`], repetition, the decisions offered; `cards/`:
//!   the deal, and one file per card use.
//! - In each operation's folder the general path (the reference) stands at
//!   the top and its fast paths in `fast/`; a fast path gives what its
//!   reference gives.
//!
//! Only games that use a feature pay for it on the hot path: simple games
//! take lean paths chosen once from the game (`Tables::simple`,
//! `Tables::general`), and the provisional wins of games with a `cancel`
//! card are checked only when [`State`] found such a card at its
//! construction (its `cancel_game` flag).
//!
//! A move's kind is one [`MoveKind`] (the kinds exclude each other), and
//! the card uses are dispatched in `cards/mod.rs`. The map of the folders
//! is in ARCHITECTURE.md, checked by tests/architecture.rs.

mod cards;
mod conds;
mod end;
mod generate;
mod legality;
mod make;
mod moves;
mod perft;
mod state;

pub use end::Outcome;
pub use moves::{Move, MoveKind, RACE_BAR, RACE_OFF, draw_roll};
pub use perft::{CompactMoves, Leaf};
pub use state::bits::{BITS_WORDS, Bits};
pub use state::cards::CentreEntry;
pub use state::{Snapshot, State};
