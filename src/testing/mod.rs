//! A game's own tests, written beside its `.game` file (`checkers.tests`):
//! named cases, each a start position and what must hold there (legal
//! moves as a snapshot, perft counts, an outcome, moves that must or must
//! not be legal). `ludus test` runs them; see docs/testing.md.
//!
//! `spec.rs` reads the format, `snapshot.rs` writes and reads snapshots in
//! insta's `.snap` format, `run.rs` runs the cases, `orphans.rs` finds
//! the snapshots no case uses.

pub mod orphans;
pub mod run;
pub mod snapshot;
pub mod spec;

pub use orphans::orphans;
pub use run::{CaseResult, Failure, Mode, Snapshots, run_spec};
pub use spec::{Case, Expected, Spec, SpecError, Step, parse_spec};
