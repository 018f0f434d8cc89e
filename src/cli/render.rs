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
    /// Shade this zone's cells, each player's part in its colour (repeatable)
    #[arg(long = "shade", value_name = "ZONE")]
    pub shade: Vec<String>,
    /// Write the SVG here (default: standard output)
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// Writes the SVG to the file given, or to standard output.
pub fn run(args: &RenderArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let m = start(&game, &args.start, 0)?;
    let shade = args
        .shade
        .iter()
        .map(|name| {
            game.zones
                .iter()
                .position(|z| &z.name == name)
                .and_then(|i| u16::try_from(i).ok())
                .ok_or_else(|| {
                    let zones: Vec<&str> = game.zones.iter().map(|z| z.name.as_str()).collect();
                    format!(
                        "no zone `{name}` in {}; its zones: {}",
                        args.file.display(),
                        if zones.is_empty() {
                            "none".to_string()
                        } else {
                            zones.join(", ")
                        }
                    )
                })
        })
        .collect::<Result<Vec<u16>, String>>()?;
    let svg = ludus::render::svg_shaded(&game, &m.state, &shade);
    match &args.output {
        Some(path) => {
            super::save::write_atomic(path, svg.as_bytes())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("wrote {}", path.display());
        }
        None => print!("{svg}"),
    }
    Ok(ExitCode::SUCCESS)
}
