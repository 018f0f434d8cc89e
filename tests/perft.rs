//! Perft of checkers against the published counts (checkers.md, "External
//! reference"): depths 1-8 here, 9-10 in an ignored test for release runs.

use ludus::perft::Perft;

const PUBLISHED: [u64; 10] = [
    7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
];

fn game() -> ludus::Game {
    ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers.game compiles")
}

fn check_depths(depths: std::ops::RangeInclusive<usize>, bulk: bool) {
    let game = game();
    let mut state = ludus::State::new(&game);
    let before = state.clone();
    let mut p = Perft::new(10);
    p.bulk = bulk;
    for d in depths {
        assert_eq!(
            p.run(&game, &mut state, d),
            PUBLISHED[d - 1],
            "perft({d}), bulk = {bulk}"
        );
    }
    assert!(state == before, "perft leaves the state as it found it");
}

#[test]
fn checkers_perft_1_to_8_matches_published_counts() {
    check_depths(1..=8, false);
}

#[test]
fn checkers_perft_bulk_counting_agrees() {
    check_depths(1..=7, true);
}

#[test]
fn checkers_divide_sums_to_perft() {
    let game = game();
    let mut state = ludus::State::new(&game);
    let mut p = Perft::new(5);
    let rows = p.divide(&game, &mut state, 5);
    assert_eq!(rows.len(), 7);
    assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), PUBLISHED[4]);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn checkers_perft_9_and_10() {
    check_depths(9..=10, false);
}
