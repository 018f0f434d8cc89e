//! The checker's errors, as data: one variant per kind of error, with its
//! code, message, underlined spans and help (converted to
//! [`Diagnostic`](crate::diag::Diagnostic) for rendering); every code is
//! described in docs/diagnostics.md. Numbers are kept as written
//! (`value`), so that the message quotes the file. The check stage has one
//! enum per area (names, board, pieces, cards, rules) rather than one for
//! the stage, so that each stays a file of readable size.

mod board;
mod cards;
mod names;
mod pieces;
mod rules;

pub use board::BoardError;
pub use cards::CardError;
pub use names::NameError;
pub use pieces::PieceError;
pub use rules::RuleError;
