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
    /// Print the JSON form: {"position": TEXT, "hash": HASH, "turn": PLAYER,
    /// "pieces": {CELL: PIECE}, "entries": [TEXT]}, which --position-json reads back
    #[arg(long)]
    pub json: bool,
    /// Print the position in the PDN FEN form (`W:W31,32,K22:B1,2`), for
    /// boards with square numbers; --fen reads it back
    #[arg(long, conflicts_with = "json")]
    pub print_fen: bool,
    /// Print the position as SFEN (`lnsgkgsnl/1r5b1/… b 2Pp 1`), for
    /// two-player games whose pieces have symbols (Shogi); --fen reads it
    /// back in a game with hands
    #[arg(long, conflicts_with_all = ["json", "print_fen"])]
    pub print_sfen: bool,
}

/// Prints the position text.
pub fn run(args: &PositionArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let m = start(&game, &args.start, 0)?;
    if args.print_fen {
        println!("{}", notation::pdn_fen(&game, &m.state)?);
        return Ok(ExitCode::SUCCESS);
    }
    if args.print_sfen {
        println!("{}", notation::sfen(&game, &m.state)?);
        return Ok(ExitCode::SUCCESS);
    }
    let text = notation::position_text(&game, &m.state);
    if args.json {
        println!("{}", super::position_json::to_json(&game, &m.state));
    } else {
        println!("{text}");
    }
    Ok(ExitCode::SUCCESS)
}
