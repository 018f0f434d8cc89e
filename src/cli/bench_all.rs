//! `ludus bench --all [DIR]`: one table for every game in a folder. Each
//! game's perft depth is found by deepening until a run takes about a
//! second (never starting one predicted to take far longer), then random
//! playouts are timed for about a second.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ludus::Game;
use ludus::perft::Perft;

use super::common::{load, progress, random_playout};

/// A perft run this long (seconds) is long enough to time.
const PERFT_SECONDS: f64 = 0.5;
/// A deeper run predicted to take longer than this is not started.
const PERFT_LIMIT: f64 = 4.0;
/// The deepest perft tried.
const MAX_DEPTH: usize = 20;
/// Seconds of random playouts per game.
const PLAYOUT_SECONDS: f64 = 1.0;

/// One game's figures.
struct Row {
    game: String,
    depth: usize,
    nodes: u64,
    seconds: f64,
    playouts: usize,
    plies: usize,
    playout_seconds: f64,
}

/// Benchmarks every `.game` file in `dir` and prints the table (or JSON);
/// no perft deeper than `max_depth` (at most [`MAX_DEPTH`]).
pub fn run(
    dir: &Path,
    max_depth: Option<usize>,
    json: bool,
    reference: bool,
) -> Result<ExitCode, String> {
    let max_depth = max_depth.unwrap_or(MAX_DEPTH);
    if !(1..=MAX_DEPTH).contains(&max_depth) {
        return Err(format!(
            "--max-depth {max_depth}: give a depth from 1 to {MAX_DEPTH}"
        ));
    }
    let files = game_files(dir)?;
    let bar = progress(files.len(), !json);
    if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}") {
        bar.set_style(style);
    }
    let mut rows = Vec::with_capacity(files.len());
    for file in &files {
        let name = file
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        bar.set_message(name.clone());
        let game = load(file)?;
        let game = if reference { game.reference() } else { game };
        rows.push(bench_game(name, &game, max_depth));
        bar.inc(1);
    }
    bar.finish_and_clear();
    if json {
        println!(
            "{}",
            serde_json::Value::Array(rows.iter().map(row_json).collect())
        );
    } else {
        print_table(&rows);
    }
    Ok(ExitCode::SUCCESS)
}

/// The game files of a folder, sorted.
fn game_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("no .game file in {}", dir.display()));
    }
    Ok(files)
}

/// Perft deepened until a run takes [`PERFT_SECONDS`] (or reaches
/// `max_depth`), then playouts.
fn bench_game(game_name: String, game: &Game, max_depth: usize) -> Row {
    let mut state = ludus::State::new(game);
    let mut p = Perft::new(max_depth);
    let (mut depth, mut nodes, mut seconds) = (0, 1, 0.0);
    for d in 1..=max_depth {
        let t = Instant::now();
        let n = p.run(game, &mut state, d);
        let s = t.elapsed().as_secs_f64();
        (depth, seconds) = (d, s);
        let grown = n as f64 / nodes.max(1) as f64;
        nodes = n;
        if s >= PERFT_SECONDS || n == 0 || s * grown.max(1.0) > PERFT_LIMIT {
            break;
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut buf = Vec::with_capacity(64);
    let start = ludus::State::new(game);
    let mut playing = start.clone();
    let (mut playouts, mut plies, t) = (0, 0, Instant::now());
    while playouts == 0 || t.elapsed().as_secs_f64() < PLAYOUT_SECONDS {
        plies += random_playout(game, (&start, &mut playing), &mut buf, &mut rng);
        playouts += 1;
    }
    Row {
        game: game_name,
        depth,
        nodes,
        seconds: seconds.max(1e-9),
        playouts,
        plies,
        playout_seconds: t.elapsed().as_secs_f64().max(1e-9),
    }
}

fn row_json(r: &Row) -> serde_json::Value {
    serde_json::json!({
        "game": r.game, "depth": r.depth, "nodes": r.nodes, "seconds": r.seconds,
        "nodes_per_second": r.nodes as f64 / r.seconds,
        "playouts": r.playouts, "plies": r.plies,
        "playouts_per_second": r.playouts as f64 / r.playout_seconds,
        "plies_per_second": r.plies as f64 / r.playout_seconds,
    })
}

fn print_table(rows: &[Row]) {
    let width = rows.iter().map(|r| r.game.len()).max().unwrap_or(4).max(4);
    println!(
        "{:<width$}  {:>5}  {:>12}  {:>12}  {:>11}  {:>12}",
        "game", "depth", "nodes", "nodes/s", "playouts/s", "plies/s"
    );
    for r in rows {
        println!(
            "{:<width$}  {:>5}  {:>12}  {:>12.0}  {:>11.1}  {:>12.0}",
            r.game,
            r.depth,
            r.nodes,
            r.nodes as f64 / r.seconds,
            r.playouts as f64 / r.playout_seconds,
            r.plies as f64 / r.playout_seconds,
        );
    }
}
