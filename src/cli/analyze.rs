//! `ludus analyze`: many seeded games between computer seats, and a report
//! of what they show with 95 % intervals (balance, draws, length,
//! branching, forced moves, lead changes); with several files, the reports
//! side by side with the differences tested (an A/B comparison); `--svg`
//! draws the plots. Beyond one machine: `--shard K/M --records-out FILE`
//! plays a part of the games and writes their records, `--merge` makes the
//! report of the whole from the parts (docs/analyze.md).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ludus::Game;
use ludus::analyze::{self, Options, Report, Setup};
use ludus::record::merge::{merge, report_json};
use ludus::record::shard::{Shard, play_shard, rules_hash};
use ludus::source::RuleFile;

use super::common::{load, progress};

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
    /// The name of each file's series in the text, the JSON and the plots, in the order of the files
    /// (default, when several files are compared: each file's name; one file: the game's title)
    #[arg(long = "label", value_name = "NAME")]
    pub labels: Vec<String>,
    /// Write plots (game lengths, branching by ply, win rates) as SVG to this file
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Play only shard K of M of the games (K from 1; contiguous ranges of game indices) and write their records to --records-out instead of a report
    #[arg(long, value_name = "K/M", requires = "records_out")]
    pub shard: Option<String>,
    /// Write the records of the games played (JSON lines: a header, then one line per game) to this file, for --merge, instead of printing a report
    #[arg(long, value_name = "FILE", conflicts_with = "merge")]
    pub records_out: Option<PathBuf>,
    /// Print the report of the whole analysis from the records of its shards (files written by --shard K/M --records-out); the games, seed, seats and options are the shards'
    #[arg(long, value_name = "SHARD", num_args = 1.., conflicts_with_all = ["games", "seats", "seed", "jobs", "max_plies", "lead", "second_search"])]
    pub merge: Vec<PathBuf>,
}

/// Plays the games of every file and prints the report(s); or plays a
/// shard and writes its records; or merges shards into the report.
pub fn run(args: &AnalyzeArgs) -> Result<ExitCode, String> {
    if !args.merge.is_empty() || args.records_out.is_some() {
        let [file] = args.files.as_slice() else {
            return Err("--records-out and --merge take one game file".into());
        };
        return match &args.records_out {
            Some(out) => run_shard(file, out, args),
            None => run_merge(file, args),
        };
    }
    let games: Vec<Game> = args
        .files
        .iter()
        .map(|f| load(f))
        .collect::<Result<_, _>>()?;
    let setups: Vec<Setup> = games
        .iter()
        .map(|g| options(args).setup(g))
        .collect::<Result<_, _>>()?;
    let bar = progress(args.games * games.len(), true);
    if args.labels.len() > args.files.len() {
        return Err(format!(
            "{} --label given for {} file(s): one per file at most",
            args.labels.len(),
            args.files.len()
        ));
    }
    let mut reports: Vec<Report> = games
        .iter()
        .zip(&setups)
        .map(|(g, s)| {
            let records = analyze::play_all(g, s, &|| bar.inc(1));
            Report::new(g, s, &records)
        })
        .collect();
    bar.finish_and_clear();
    name_series(&mut reports, &args.files, &args.labels);
    print_reports(&reports, args)
}

/// Each report named as its series: its `--label`, else (when several
/// files are compared, whose titles a variant may share) its file's name;
/// one file without a label keeps the game's title.
fn name_series(reports: &mut [Report], files: &[PathBuf], labels: &[String]) {
    let several = reports.len() > 1;
    for (i, (r, f)) in reports.iter_mut().zip(files).enumerate() {
        if let Some(l) = labels.get(i) {
            r.title.clone_from(l);
        } else if several {
            r.title = f.file_name().map_or_else(
                || f.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
        }
    }
}

/// Prints the report(s) as the options say, and writes the plots.
fn print_reports(reports: &[Report], args: &AnalyzeArgs) -> Result<ExitCode, String> {
    if let Some(path) = &args.svg {
        std::fs::write(path, analyze::svg::plots(reports))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if args.json {
        println!("{}", report_json(reports)?);
    } else if let [one] = reports {
        print!("{}", analyze::table::single(one));
    } else {
        print!("{}", analyze::table::side_by_side(reports));
    }
    Ok(ExitCode::SUCCESS)
}

/// The options of the command line.
fn options(args: &AnalyzeArgs) -> Options {
    Options {
        games: args.games,
        seed: args.seed,
        seats: args.seats.clone(),
        jobs: args.jobs,
        max_plies: args.max_plies,
        lead: args.lead.clone(),
        second_search: args.second_search,
    }
}

/// The game in `file` and its rule files (the file and those it extends).
fn load_files(file: &Path) -> Result<(Game, Vec<RuleFile>), String> {
    let game = load(file)?;
    let files = ludus::rule_files(file).map_err(|e| e.to_string())?;
    Ok((game, files))
}

/// `--shard K/M --records-out FILE`: plays the shard's games (all of
/// them without `--shard`) and writes their records to `out`.
fn run_shard(file: &Path, out: &Path, args: &AnalyzeArgs) -> Result<ExitCode, String> {
    let shard = match &args.shard {
        Some(text) => Shard::parse(text)?,
        None => Shard::WHOLE,
    };
    let (game, files) = load_files(file)?;
    let opts = options(args);
    let range = shard.range(opts.games);
    let bar = progress(range.len(), true);
    let name = file.display().to_string();
    let text = play_shard(&game, &files, &name, &opts, shard, &|| bar.inc(1))?;
    bar.finish_and_clear();
    std::fs::write(out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    eprintln!(
        "shard {shard}: games {} to {} of {} written to {}",
        range.start,
        range.end.saturating_sub(1),
        opts.games,
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// `--merge SHARD…`: the report of the whole analysis from its shards.
fn run_merge(file: &Path, args: &AnalyzeArgs) -> Result<ExitCode, String> {
    let (game, files) = load_files(file)?;
    let hash = rules_hash(&files);
    let shards = args
        .merge
        .iter()
        .map(|p| {
            ludus::limits::read_text(p, ludus::limits::RECORD)
                .map(|t| (p.display().to_string(), t))
                .map_err(|e| format!("cannot read {}: {e}", p.display()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let merged = merge(&game, &hash, &shards)?;
    print_reports(&[merged.report(&game)], args)
}
