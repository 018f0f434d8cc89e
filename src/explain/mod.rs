//! The variant author's tools beyond tests: comparing two rule sets on the
//! same positions (`compare.rs`, for `ludus diff`) and where each rule is
//! written (`rules.rs`, a side table of spans read from the source, never
//! on the hot path).

pub mod compare;
pub mod rules;
pub mod why;

pub use compare::{Difference, Options, Report, compare};
pub use rules::{RuleSite, RuleTable, StmtKind};
pub use why::{Explanation, Start, why};
