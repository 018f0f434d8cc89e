//! `ludus render`: draw a position (the start, or after `--moves` /
//! `--position`) as SVG.

use std::path::PathBuf;
use std::process::ExitCode;

use super::common::{StartArgs, load, start};

/// The arguments of `ludus render`.
#[derive(clap::Args)]
pub struct RenderArgs {
    pub file: PathBuf,
    #[command(flatten)]
    pub start: StartArgs,
    /// Write the SVG here (default: standard output)
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// Writes the SVG to the file given, or to standard output.
pub fn run(args: &RenderArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let m = start(&game, &args.start, 0)?;
    let svg = ludus::render::svg(&game, &m.state);
    match &args.output {
        Some(path) => {
            std::fs::write(path, svg)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("wrote {}", path.display());
        }
        None => print!("{svg}"),
    }
    Ok(ExitCode::SUCCESS)
}
