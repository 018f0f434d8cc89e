//! `ludus bench`: perft nodes per second (the median of several runs) and
//! random playouts per second.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ludus::perft::Perft;
use ludus::{Game, State};

use super::common::{load, random_playout};

/// The arguments of `ludus bench`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// The game file; with --all, the folder of games (default games/)
    #[arg(required_unless_present = "all")]
    pub file: Option<PathBuf>,
    /// Every game in the folder: one table (each game's perft depth chosen
    /// so that a run takes about a second; random playouts for a second)
    #[arg(long)]
    pub all: bool,
    /// With --all: the deepest perft tried (the depth is otherwise chosen
    /// by time, so it depends on the machine; a cap makes it repeatable)
    #[arg(long, value_name = "DEPTH", requires = "all")]
    pub max_depth: Option<usize>,
    /// Perft depth
    #[arg(long, default_value_t = 7)]
    pub depth: usize,
    /// Number of timed runs (the median is reported)
    #[arg(long, default_value_t = 5)]
    pub runs: usize,
    /// Random playouts to time (0 to skip)
    #[arg(long, default_value_t = 200)]
    pub playouts: usize,
    /// Print the figures as JSON
    #[arg(long)]
    pub json: bool,
    /// Run the general path only, every fast path off (to check a fast path)
    #[arg(long)]
    pub reference: bool,
    /// Perft counts the last ply without making its moves (as `perft
    /// --bulk`): the nodes are still the leaves, only fewer are made
    #[arg(long)]
    pub bulk: bool,
}

/// Times perft and random playouts from the start and prints the figures.
pub fn run(args: &BenchArgs) -> Result<ExitCode, String> {
    if args.all {
        let dir = args.file.clone().unwrap_or_else(|| PathBuf::from("games"));
        return super::bench_all::run(&dir, args.max_depth, args.json, args.reference);
    }
    let (depth, playouts) = (args.depth, args.playouts);
    ludus::perft::check_depth(depth)?;
    let file = args
        .file
        .as_ref()
        .ok_or("a game file is needed (or --all)")?;
    let game = load(file)?;
    let game = if args.reference {
        game.reference()
    } else {
        game
    };
    let (nodes, rates) = perft_rates(&game, depth, args.runs, args.bulk);
    let median = rates[rates.len() / 2];
    let best = rates[rates.len() - 1];
    let (plies, secs) = random_playouts(&game, playouts);
    if args.json {
        println!(
            "{}",
            serde_json::json!({"depth": depth, "nodes": nodes, "bulk": args.bulk, "runs": rates.len(), "nodes_per_second_median": median,
                "nodes_per_second_best": best, "playouts": playouts, "playouts_per_second": playouts as f64 / secs,
                "plies_per_second": plies as f64 / secs})
        );
    } else {
        let how = if args.bulk {
            "bulk: the last ply counted, not made"
        } else {
            "every leaf made"
        };
        println!(
            "perft {depth} = {nodes}: median {median:.0} nodes/s, best {best:.0} ({} runs, {how})",
            rates.len()
        );
        if playouts > 0 {
            println!(
                "{playouts} random playouts: {:.0} playouts/s, {:.0} plies/s, mean {:.1} plies",
                playouts as f64 / secs,
                plies as f64 / secs,
                plies as f64 / playouts as f64
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Perft to `depth` from the start, `runs` times (at least once), in bulk
/// (the last ply counted, not made) if `bulk`: the node count and the
/// rates in nodes per second, sorted.
pub fn perft_rates(game: &Game, depth: usize, runs: usize, bulk: bool) -> (u64, Vec<f64>) {
    let mut state = State::new(game);
    let mut p = Perft::new(depth);
    p.bulk = bulk;
    let mut nodes = 0;
    let mut rates = Vec::new();
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        nodes = p.run(game, &mut state, depth);
        rates.push(nodes as f64 / t.elapsed().as_secs_f64().max(1e-9));
    }
    rates.sort_by(f64::total_cmp);
    (nodes, rates)
}

/// Random playouts from the start, each to its end (or
/// [`PLAYOUT_PLIES`](super::common::PLAYOUT_PLIES)): the plies played and the seconds taken.
fn random_playouts(game: &Game, playouts: usize) -> (usize, f64) {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut buf = Vec::with_capacity(64);
    let start = State::new(game);
    let mut state = start.clone();
    let (mut plies, t) = (0usize, Instant::now());
    for _ in 0..playouts {
        plies += random_playout(game, (&start, &mut state), &mut buf, &mut rng);
    }
    (plies, t.elapsed().as_secs_f64().max(1e-9))
}
