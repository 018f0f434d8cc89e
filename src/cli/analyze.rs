//! `ludus analyze`: many seeded games between computer seats, and a report
//! of what they show with 95 % intervals (balance, draws, length,
//! branching, forced moves, lead changes); with several files, the reports
//! side by side with the differences tested (an A/B comparison); `--svg`
//! draws the plots.

use std::path::PathBuf;
use std::process::ExitCode;

use ludus::Game;
use ludus::ai::Player;
use ludus::analyze::{self, Lead, Report, Setup};

use super::common::{load, progress};
use super::seats::{Seat, parse_seats};

/// The arguments of `ludus analyze`.
#[derive(clap::Args)]
pub struct AnalyzeArgs {
    /// The game file; several files are compared side by side, each against the first
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Number of games (per file)
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Who plays each seat: PLAYER=random|mcts|mcts:N|mcts:1s (PLAYER a name, a side, a number or `all`); every seat is random unless given (mcts:1s is not reproducible: give playouts)
    #[arg(long = "seat", value_name = "PLAYER=KIND")]
    pub seats: Vec<String>,
    /// Seed of the analysis (game i is seeded from it and i, whatever --jobs)
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads playing games (the report does not depend on it)
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Stop a game (counted as unfinished) after this many plies
    #[arg(long, default_value_t = 10_000)]
    pub max_plies: usize,
    /// How the lead is measured for lead changes: none, pieces, or counter names (most significant first, comma-separated); default: the game's counters, last declared first, else pieces
    #[arg(long)]
    pub lead: Option<String>,
    /// Search each decision of an MCTS seat a second time with another seed and report how often the two agree (doubles the search time)
    #[arg(long)]
    pub second_search: bool,
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
    /// Write plots (game lengths, branching by ply, win rates) as SVG to this file
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// Plays the games of every file and prints the report(s).
pub fn run(args: &AnalyzeArgs) -> Result<ExitCode, String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let games: Vec<Game> = args
        .files
        .iter()
        .map(|f| load(f))
        .collect::<Result<_, _>>()?;
    let setups: Vec<Setup> = games
        .iter()
        .map(|g| setup(g, args))
        .collect::<Result<_, _>>()?;
    let bar = progress(args.games * games.len(), true);
    let reports: Vec<Report> = games
        .iter()
        .zip(&setups)
        .map(|(g, s)| {
            let records = analyze::play_all(g, s, &|| bar.inc(1));
            Report::new(g, s, &records)
        })
        .collect();
    bar.finish_and_clear();
    if let Some(path) = &args.svg {
        std::fs::write(path, analyze::svg::plots(&reports))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if args.json {
        println!("{}", json(&reports)?);
    } else if reports.len() == 1 {
        print!("{}", analyze::table::single(&reports[0]));
    } else {
        print!("{}", analyze::table::side_by_side(&reports));
    }
    Ok(ExitCode::SUCCESS)
}

/// What to play for one game: every seat random unless `--seat` says.
fn setup(game: &Game, args: &AnalyzeArgs) -> Result<Setup, String> {
    let mut specs = vec!["all=random".to_string()];
    specs.extend(args.seats.iter().cloned());
    let players = parse_seats(game, &specs)?
        .into_iter()
        .enumerate()
        .map(|(i, s)| match s {
            Seat::Computer(p) => Ok(p),
            Seat::Human => Err(format!(
                "analyze plays computer seats only: give `--seat {}=random` or `=mcts:N`",
                game.players[i]
            )),
        })
        .collect::<Result<Vec<Player>, String>>()?;
    let lead = match &args.lead {
        Some(text) => Lead::parse(game, text)?,
        None => Lead::default_for(game),
    };
    Ok(Setup {
        players,
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.max(1),
        max_plies: args.max_plies,
        lead,
        second_search: args.second_search,
    })
}

/// One report as JSON, or several with each one's differences from the
/// first.
fn json(reports: &[Report]) -> Result<String, String> {
    let value = if let [one] = reports {
        serde_json::to_value(one)
    } else {
        let diffs: Vec<_> = reports[1..]
            .iter()
            .map(|b| analyze::compare(&reports[0], b))
            .collect();
        serde_json::to_value(serde_json::json!({"reports": reports, "differences": diffs}))
    };
    value
        .map(|v| v.to_string())
        .map_err(|e| format!("cannot write JSON: {e}"))
}
