//! `ludus position`: the position text of a position (the start, or after
//! `--moves`, from `--position` or `--fen`), which `--position` reads back.

use std::path::PathBuf;
use std::process::ExitCode;

use ludus::notation;

use super::common::{StartArgs, load, start};

/// The arguments of `ludus position`.
#[derive(clap::Args)]
pub struct PositionArgs {
    pub file: PathBuf,
    #[command(flatten)]
    pub start: StartArgs,
    /// Print JSON: {"position": TEXT, "hash": HASH}
    #[arg(long)]
    pub json: bool,
}

/// Prints the position text.
pub fn run(args: &PositionArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let m = start(&game, &args.start, 0)?;
    let text = notation::position_text(&game, &m.state);
    if args.json {
        let v = serde_json::json!({
            "position": text,
            "hash": format!("{:016x}", m.state.hash),
        });
        println!("{v}");
    } else {
        println!("{text}");
    }
    Ok(ExitCode::SUCCESS)
}
