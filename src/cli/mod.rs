//! The subcommands of the `ludus` command line, one file each, and the
//! helpers they share (loading a game, the start position, board texts,
//! seats). Each subcommand file holds its clap arguments and its `run`.

pub mod analyze;
pub mod arena;
pub mod bench;
pub mod bench_all;
pub mod check;
pub mod common;
pub mod diff;
pub mod fmt;
pub mod input;
pub mod lsp;
pub mod moves;
pub mod perft;
pub mod play;
pub mod play_help;
pub mod play_record;
pub mod position;
pub mod position_json;
pub mod render;
pub mod replay;
pub mod save;
pub mod seats;
pub mod serve;
pub mod signals;
pub mod test;
pub mod why;
