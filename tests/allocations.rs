//! Perft makes no heap allocation per node: a counting global allocator
//! (this test binary's own) counts the allocations of each thread, and for
//! every game in games/ perft(d) run after a warm-up perft(d - 1) (which
//! made the buffers of plies 0 .. d - 1) may allocate only for the one new
//! ply (its move buffer, the history growing): a handful, however many
//! nodes the new ply has. Depths deepen per game until a run reaches
//! [`NODES`] leaves, so each game takes well under 2 s in a debug build.
//!
//! Card games (LIGA and its variants) are held to a bound of the same kind
//! in a test of their own: besides the new ply's buffers, their pools grow
//! by a few items for it (the position kept for a card played, the
//! buffers of the 7's search one level deeper); run it with
//! `cargo test --test allocations -- --nocapture` for their figures.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use ludus::perft::Perft;
use ludus::{Game, State};

/// Counts the allocations (and reallocations) made by each thread, so
/// that tests running in parallel do not see each other's.
struct Counting;

thread_local! {
    static ALLOCS: Cell<u64> = const { Cell::new(0) };
}

fn bump() {
    // `try_with`: the thread's counter may already be gone at its exit.
    let _ = ALLOCS.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is passed on to `System` unchanged; the counter is a
// const-initialised thread local (no allocation, no destructor).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocs() -> u64 {
    ALLOCS.with(Cell::get)
}

/// Stop deepening once a perft has this many leaves.
const NODES: u64 = 150_000;

/// The most allocations a perft one ply deeper than its warm-up may make
/// (the new ply's move buffer and its growth, the history and scratch
/// buffers growing): a constant, not a number per node. Drops from a hand
/// (Crazyhouse: a hundred moves at a ply) grow the buffers a few more
/// times than a board alone: 10 after perft 3, for 197,281 nodes.
const NEW_PLY_ALLOCS: u64 = 12;

/// The same for card games, whose pools (positions of cards played, deal
/// snapshots, the split search's buffers) also grow by a few for a new
/// ply: still a constant, however many nodes the ply has.
const NEW_PLY_ALLOCS_CARDS: u64 = 16;

/// One measured depth: `(depth, nodes, allocations)`.
type Row = (usize, u64, u64);

/// Perft from the start of `game`, one depth after another: each depth's
/// allocations after a warm-up one ply shallower.
fn measure(game: &Game) -> Vec<Row> {
    let mut rows = Vec::new();
    for depth in 2..=12 {
        let mut state = State::new(game);
        let before = state.clone();
        let mut p = Perft::new(depth);
        p.run(game, &mut state, depth - 1);
        let start = allocs();
        let nodes = p.run(game, &mut state, depth);
        let made = allocs() - start;
        assert_eq!(state, before, "perft leaves the state as found");
        rows.push((depth, nodes, made));
        if nodes >= NODES || nodes == 0 {
            break;
        }
    }
    rows
}

fn games() -> Vec<(String, Game)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
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

/// The failures of one game (none if it allocates nothing per node).
fn check(name: &str, game: &Game, bound: u64) -> Vec<String> {
    let rows = measure(game);
    for &(depth, nodes, made) in &rows {
        println!(
            "{name}: perft {depth} = {nodes} nodes, {made} allocations after perft {}",
            depth - 1
        );
    }
    let &(depth, nodes, _) = rows.last().expect("a depth");
    assert!(
        nodes >= NODES.min(1000),
        "{name}: perft {depth} is only {nodes}"
    );
    rows.iter()
        .filter(|&&(_, _, made)| made > bound)
        .map(|&(depth, nodes, made)| {
            format!(
                "{name}: perft {depth} ({nodes} nodes) made {made} heap allocations after a warm-up perft {}",
                depth - 1
            )
        })
        .collect()
}

#[test]
fn every_board_game_makes_no_allocation_per_perft_node() {
    let (mut seen, mut failures) = (0, Vec::new());
    for (name, game) in games() {
        if game.cards.is_none() {
            failures.extend(check(&name, &game, NEW_PLY_ALLOCS));
            seen += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(seen >= 7, "the board games of games/ ({seen} found)");
}

#[test]
fn every_card_game_makes_no_allocation_per_perft_node() {
    let (mut seen, mut failures) = (0, Vec::new());
    for (name, game) in games() {
        if game.cards.is_some() {
            failures.extend(check(&name, &game, NEW_PLY_ALLOCS_CARDS));
            seen += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(seen >= 3, "the card games of games/ ({seen} found)");
}

/// A playout's reset (`State::reset_from`) copies the start into the
/// state's own buffers: once a playout has grown them, a reset allocates
/// nothing, in every game (issue 33: it cloned the whole state before).
#[test]
fn a_reset_to_the_start_allocates_nothing() {
    let mut failures = Vec::new();
    for (name, game) in games() {
        let start = State::new(&game);
        let mut state = start.clone();
        let mut buf = Vec::with_capacity(256);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..3 {
            for _ in 0..200 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let Some(m) = state.pick_decision(&game, &mut buf, |n| (seed >> 33) as usize % n)
                else {
                    break;
                };
                state.apply(&game, &m);
            }
            let before = allocs();
            state.reset_from(&start);
            let made = allocs() - before;
            assert_eq!(state, start, "{name}: reset to the start");
            if round > 0 && made > 0 {
                failures.push(format!("{name}: a reset made {made} heap allocations"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The counter sees allocations: a test that could not fail otherwise.
#[test]
fn the_counting_allocator_counts() {
    let start = allocs();
    let v: Vec<u64> = std::hint::black_box(Vec::with_capacity(10));
    assert_eq!(allocs() - start, 1);
    drop(v);
}
