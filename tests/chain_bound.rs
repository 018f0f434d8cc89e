//! The bound on jump chains (issue 35): a rule file whose chains branch
//! without end (a long chained jump over friends on a crowded board; men
//! hopping over friends on a lattice) gets its moves cut at
//! `MAX_CHAIN_MOVES` a position, in bounded time and memory, and the state
//! says so (`State::chains_cut`, which `ludus moves` and `ludus perft`
//! report). Before the bound, both files ran for minutes at perft 1.
//! Real games never reach it.

mod common;

use std::time::{Duration, Instant};

use common::load_game;
use ludus::ir::MAX_CHAIN_MOVES;
use ludus::perft::Perft;
use ludus::{Match, State};

/// A long chained jump over any piece, friends too, on a crowded board.
const CROWD_LONG: &str = r#"// A pathological rule file (issue 35, the bound on chains): a long chained
// jump over any piece, friends too, on a crowded board. The chains branch
// without end; move generation cuts them at `MAX_CHAIN_MOVES` moves a
// position (this file).

game "Crowded long hops"

players {
    white forward n
    black forward s
}

board {
    grid 10 x 10
}

piece man {
    symbols "w" "b"
    step all-directions to empty
    jump all-directions over piece long chained
}

setup {
    white man: a1, c1, e1, g1, i1, b3, d3, f3, h3, j3, a5, c5, e5, g5, i5
    black man: b7, d7, f7, h7, j7, a9, c9, e9, g9, i9
}

end {
    repetition 3: draw "threefold repetition"
    no moves: loses "no move left"
}
"#;

/// Men on every square but those of even file and rank, hopping over
/// friends, chained: no piece is hopped twice, yet the chains branch
/// without end.
const LATTICE: &str = r#"// A pathological rule file (issue 35, the bound on chains): men on every
// square but those of even file and rank, hopping over friends, chained.
// No piece is hopped twice, but the chains still branch without end; move
// generation cuts them at `MAX_CHAIN_MOVES` moves a position
// (this file).

game "Lattice hops"

players {
    white forward n
    black forward s
}

board {
    grid 10 x 10
}

piece man {
    symbols "w" "b"
    step all-directions to empty
    jump all-directions over piece chained
}

setup {
    white man: b1, d1, f1, h1, j1, a2, b2, c2, d2, e2, f2, g2, h2, i2, j2, b3, d3, f3, h3, j3, a4,
        b4, c4, d4, e4, f4, g4, h4, i4, j4, b5, d5, f5, h5, j5, a6, b6, c6, d6, e6, f6, g6, h6,
        i6, j6, b7, d7, f7, h7, j7, a8, b8, c8, d8, e8, f8, g8, h8, i8, j8, b9, d9, f9, h9, j9,
        a10, b10, c10, d10, e10, f10, g10, h10, i10, a1
    black man: j10
}

end {
    repetition 3: draw "threefold repetition"
    no moves: loses "no move left"
}
"#;

/// The moves of the start position, and whether the chains were cut.
fn start_moves(file: &str, text: &str) -> (usize, bool) {
    let game = ludus::compile(ludus::Source::named(file, text))
        .into_result()
        .unwrap_or_else(|e| panic!("{file} compiles: {e:?}"));
    let mut m = Match::new(&game);
    let t = Instant::now();
    let n = m.legal_moves().len();
    assert!(
        t.elapsed() < Duration::from_secs(60),
        "{file}: the moves took {:?}",
        t.elapsed()
    );
    (n, m.state.chains_cut)
}

#[test]
fn long_chains_over_friends_are_cut() {
    let (n, cut) = start_moves("crowd-long.game", CROWD_LONG);
    assert!(cut, "the chains of crowd-long.game are cut");
    assert!(n > 0 && n <= MAX_CHAIN_MOVES + 800, "{n} moves");
}

#[test]
fn lattice_hops_are_cut() {
    let (n, cut) = start_moves("lattice.game", LATTICE);
    assert!(cut, "the chains of lattice.game are cut");
    assert!(n > 0 && n <= MAX_CHAIN_MOVES + 800, "{n} moves");
}

#[test]
fn real_games_are_never_cut() {
    for (file, depth) in [
        ("international.game", 4),
        ("frisian.game", 4),
        ("checkers.game", 5),
    ] {
        let game = load_game(file);
        let mut state = State::new(&game);
        Perft::new(depth).run(&game, &mut state, depth);
        assert!(!state.chains_cut, "{file}");
    }
}
