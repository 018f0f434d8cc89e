//! Criterion benchmark: checkers perft from the start position, every leaf
//! made (as the hand-written generator in shared/bench/checkers-perft does
//! in its full mode).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn checkers_perft(c: &mut Criterion) {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game");
    let mut state = ludus::State::new(&game);
    let mut p = ludus::perft::Perft::new(8);
    let mut group = c.benchmark_group("checkers");
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
    let mut state = ludus::State::new(&game);
    let mut buf = Vec::with_capacity(64);
    c.bench_function("checkers legal_moves (start)", |b| {
        b.iter(|| {
            state.legal_moves(&game, &mut buf);
            buf.len()
        })
    });
}

criterion_group!(benches, checkers_perft, movegen);
criterion_main!(benches);
