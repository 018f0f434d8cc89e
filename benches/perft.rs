//! `cargo bench`: one group per game of games/: perft from the start at a
//! small depth (the first whose count passes [`NODES`]; every leaf made) and
//! one seeded random playout from the start. Checkers keeps its deeper perft
//! and the legal moves of the start position. `cargo bench -- NAME` runs the
//! benchmarks whose name contains NAME.
//!
//! A plain timing loop (the median of [`SAMPLES`] samples of at least
//! [`SAMPLE_SECONDS`] each), not criterion: criterion's dependencies
//! (plotters, rayon, ciborium, ...) were built by every `cargo test`, since
//! a package's dev-dependencies are built for all its test targets, and the
//! project's measures are `ludus bench` and callgrind's instruction counts.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ludus::perft::Perft;
use ludus::{Game, Move, State};

/// A perft this big is timed.
const NODES: u64 = 5_000;
/// A playout stops after this many plies.
const PLIES: usize = 2_000;
/// Timed samples per benchmark; the median is reported.
const SAMPLES: usize = 7;
/// A sample repeats the routine for at least this long.
const SAMPLE_SECONDS: f64 = 0.2;

/// The benchmarks to run: those whose name contains the filter.
struct Bench {
    filter: Option<String>,
}

impl Bench {
    fn from_args() -> Bench {
        // `cargo bench` passes `--bench`; any other word is a filter.
        let filter = std::env::args().skip(1).find(|a| !a.starts_with("--"));
        Bench { filter }
    }

    /// Times `routine` (each call doing `elements` units of work) and
    /// prints the median time per call and the units per second.
    fn run(&self, name: &str, elements: u64, mut routine: impl FnMut() -> u64) {
        if self
            .filter
            .as_ref()
            .is_some_and(|f| !name.contains(f.as_str()))
        {
            return;
        }
        let mut per_call = Vec::with_capacity(SAMPLES);
        for _ in 0..SAMPLES {
            let (mut calls, t) = (0u32, Instant::now());
            while calls == 0 || t.elapsed().as_secs_f64() < SAMPLE_SECONDS {
                black_box(routine());
                calls += 1;
            }
            per_call.push(t.elapsed().as_secs_f64() / f64::from(calls));
        }
        per_call.sort_by(f64::total_cmp);
        let median = per_call[SAMPLES / 2];
        println!(
            "{name:<44} {:>12.3} µs   {:>14.0} elements/s",
            median * 1e6,
            elements as f64 / median
        );
    }
}

fn games() -> Vec<(String, Game)> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/games"));
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("games/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let game = ludus::load(&p).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            (name, game)
        })
        .collect()
}

/// The first depth whose perft passes [`NODES`] (at most 12), and its count.
fn small_depth(game: &Game, p: &mut Perft) -> (usize, u64) {
    let mut state = State::new(game);
    let mut last = (1, 0);
    for depth in 1..=12 {
        let n = p.run(game, &mut state, depth);
        last = (depth, n);
        if n >= NODES || n == 0 {
            break;
        }
    }
    last
}

/// A random playout from the start, seeded: the plies played.
fn playout(game: &Game, buf: &mut Vec<Move>, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = State::new(game);
    for ply in 0..PLIES {
        state.decisions(game, buf);
        if buf.is_empty() {
            return ply;
        }
        let m = buf[rng.random_range(0..buf.len())];
        state.apply(game, &m);
    }
    PLIES
}

fn per_game(b: &Bench) {
    for (name, game) in games() {
        let mut p = Perft::new(12);
        let (depth, nodes) = small_depth(&game, &mut p);
        let mut state = State::new(&game);
        b.run(&format!("{name}/perft {depth}"), nodes, || {
            p.run(&game, &mut state, depth)
        });
        let mut buf = Vec::with_capacity(64);
        let plies = playout(&game, &mut buf, 1);
        b.run(
            &format!("{name}/random playout (seed 1)"),
            plies as u64,
            || playout(&game, &mut buf, 1) as u64,
        );
    }
}

fn checkers_perft(b: &Bench) {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game");
    let mut state = State::new(&game);
    let mut p = Perft::new(8);
    for depth in [6usize, 7] {
        let nodes = p.run(&game, &mut state, depth);
        b.run(&format!("checkers deep/perft {depth}"), nodes, || {
            p.run(&game, &mut state, depth)
        });
    }
}

fn movegen(b: &Bench) {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game");
    let mut state = State::new(&game);
    let mut buf = Vec::with_capacity(64);
    b.run("checkers legal_moves (start)", 1, || {
        state.legal_moves(&game, &mut buf);
        buf.len() as u64
    });
}

fn main() {
    let b = Bench::from_args();
    per_game(&b);
    checkers_perft(&b);
    movegen(&b);
}
