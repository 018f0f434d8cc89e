//! `analyze`: is a game any good? Many seeded games between computer seats
//! ([`play`]), and what they show with 95 % confidence intervals
//! ([`report`], [`stats`]): balance (win rate per seat and team), draws,
//! length, branching, forced moves, lead changes, how far an MCTS seat is
//! from random; as a table ([`table`]), side by side for an A/B comparison
//! of variants ([`compare`]), and as plots ([`svg`]).

pub mod compare;
pub mod lead;
pub mod options;
pub mod play;
pub mod report;
pub mod stats;
pub mod svg;
pub mod table;

pub use compare::{Difference, compare};
pub use lead::Lead;
pub use options::{Options, computer_seats};
pub use play::{End, GameRecord, Setup, game_seed, play_all, play_one, play_range};
pub use report::{Report, Row, Stat};
