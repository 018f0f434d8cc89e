//! Criterion benchmarks, one group per game of games/: perft from the start
//! at a small depth (the first whose count passes [`NODES`]; every leaf
//! made) and one seeded random playout from the start. Checkers keeps its
//! deeper perft and the legal moves of the start position.

use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ludus::perft::Perft;
use ludus::{Game, Move, State};

/// A perft this big is timed.
const NODES: u64 = 5_000;
/// A playout stops after this many plies.
const PLIES: usize = 2_000;

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

fn per_game(c: &mut Criterion) {
    for (name, game) in games() {
        let mut group = c.benchmark_group(name.as_str());
        let mut p = Perft::new(12);
        let (depth, nodes) = small_depth(&game, &mut p);
        let mut state = State::new(&game);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("perft {depth}"), |b| {
            b.iter(|| p.run(&game, &mut state, depth))
        });
        let mut buf = Vec::with_capacity(64);
        let plies = playout(&game, &mut buf, 1);
        group.throughput(Throughput::Elements(plies as u64));
        group.bench_function("random playout (seed 1)", |b| {
            b.iter(|| playout(&game, &mut buf, 1))
        });
        group.finish();
    }
}

fn checkers_perft(c: &mut Criterion) {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game");
    let mut state = State::new(&game);
    let mut p = Perft::new(8);
    let mut group = c.benchmark_group("checkers deep");
    for depth in [6usize, 7] {
        let nodes = p.run(&game, &mut state, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("perft {depth}"), |b| {
            b.iter(|| p.run(&game, &mut state, depth))
        });
    }
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game");
    let mut state = State::new(&game);
    let mut buf = Vec::with_capacity(64);
    c.bench_function("checkers legal_moves (start)", |b| {
        b.iter(|| {
            state.legal_moves(&game, &mut buf);
            buf.len()
        })
    });
}

criterion_group!(benches, per_game, checkers_perft, movegen);
criterion_main!(benches);
