//! Compact moves (`SetWise::compact`, issue 20): perft of a set-wise game
//! whose pieces all step set-wise and have their jumps walked lists its
//! moves as 16-byte records and makes each leaf as a copy. In random
//! positions (men, kings, captures, long chains, crowning in a chain) the
//! leaves it makes are exactly the positions after each decision (the
//! same multiset: none missing, none extra, none twice), and its counts,
//! full and bulk, are those of the listing perft; in variants too (capture
//! not mandatory, a crowning that does not end the move).

mod common;

use common::{Rng, load_game};
use ludus::engine::{CompactMoves, Leaf};
use ludus::perft::Perft;
use ludus::{Game, Move, State};

/// The same game without the compact listing: perft by `decisions`.
fn listed(game: &Game) -> Game {
    let mut g = game.clone();
    if let Some(sw) = g.tables.setwise.as_mut() {
        sw.compact = false;
    }
    g
}

/// Checkers with its text changed by `edit` (a variant).
fn checkers_with(edit: impl Fn(String) -> String) -> Game {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game");
    let src = edit(std::fs::read_to_string(path).expect("checkers.game"));
    ludus::compile(ludus::Source::named("variant.game", &src))
        .into_result()
        .unwrap_or_else(|e| panic!("{e:?}"))
}

/// The positions after each decision, as leaf records, sorted.
fn after_each(game: &Game, state: &mut State) -> Vec<Leaf> {
    let mut moves = Vec::new();
    state.decisions(game, &mut moves);
    let mut out: Vec<Leaf> = moves
        .iter()
        .map(|m| {
            state.apply(game, m);
            let leaf = Leaf::of(game, state);
            state.undo(game, m);
            leaf
        })
        .collect();
    out.sort();
    out
}

/// Random games of `game` (with take-backs); in each position the compact
/// leaves against the decisions, and every `every` plies perft(`depth`)
/// full and bulk against the listing perft. Returns the positions seen and
/// the most captures of one move.
fn same_in_random_games(game: &Game, games: usize, plies: usize, depth: usize) -> (usize, usize) {
    assert!(game.tables.setwise.as_ref().is_some_and(|sw| sw.compact));
    let list = listed(game);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut buf = CompactMoves::default();
    let (mut positions, mut most_caps) = (0, 0);
    let mut moves = Vec::new();
    for g in 0..games {
        let mut state = State::new(game);
        let mut played: Vec<Move> = Vec::new();
        for ply in 0..plies {
            let mut leaves = Vec::new();
            assert!(state.compact_children(game, &mut buf, |l| leaves.push(*l)));
            leaves.sort();
            assert_eq!(leaves, after_each(game, &mut state), "game {g} ply {ply}");
            if ply % 9 == 4 {
                let before = state.clone();
                for bulk in [false, true] {
                    let (mut p, mut q) = (Perft::new(depth), Perft::new(depth));
                    p.bulk = bulk;
                    q.bulk = bulk;
                    let a = p.run(game, &mut state, depth);
                    let b = q.run(&list, &mut state, depth);
                    assert_eq!(a, b, "game {g} ply {ply} bulk {bulk}");
                }
                assert!(state == before, "perft leaves the state as found");
            }
            positions += 1;
            state.decisions(game, &mut moves);
            if moves.is_empty() {
                break;
            }
            most_caps = moves
                .iter()
                .map(|m| m.captures().len())
                .fold(most_caps, usize::max);
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().expect("played");
                    state.undo(game, &m);
                }
                continue;
            }
            let m = moves[rng.below(moves.len())];
            state.apply(game, &m);
            played.push(m);
        }
    }
    (positions, most_caps)
}

#[test]
fn checkers_takes_compact_moves_and_flying_kings_do_not() {
    let sw = |name: &str| load_game(name).tables.setwise.map(|sw| sw.compact);
    assert_eq!(sw("checkers.game"), Some(true));
    assert_eq!(sw("international.game"), Some(false));
    assert_eq!(sw("brazilian.game"), Some(false));
}

#[test]
fn checkers_compact_leaves_and_counts_are_the_listed_ones() {
    let (positions, caps) = same_in_random_games(&load_game("checkers.game"), 40, 150, 3);
    assert!(positions > 2000, "{positions} positions");
    assert!(caps >= 3, "chains of {caps} captures at most");
}

#[test]
fn capture_not_mandatory_compact_lists_steps_beside_captures() {
    let game = checkers_with(|s| s.replace("    mandatory capture\n", ""));
    assert!(!game.mandatory_capture);
    let (positions, caps) = same_in_random_games(&game, 20, 120, 3);
    assert!(
        positions > 1000 && caps >= 2,
        "{positions} positions, {caps} captures"
    );
}

#[test]
fn crowning_that_goes_on_compact_chains_past_the_far_row() {
    let game = checkers_with(|s| {
        s.replace(
            "promote king on far-row ends move",
            "promote king on far-row",
        )
    });
    let (positions, caps) = same_in_random_games(&game, 20, 150, 3);
    assert!(
        positions > 1000 && caps >= 2,
        "{positions} positions, {caps} captures"
    );
}

/// Perft counts at depths 1 to `depth` of `game` from `state`, full and
/// bulk, by the compact path; asserted equal to the listing perft's.
fn counts_as_listed(game: &Game, state: &State, depth: usize) -> Vec<u64> {
    let list = listed(game);
    let mut out = Vec::new();
    for bulk in [false, true] {
        let (mut p, mut q) = (Perft::new(depth), Perft::new(depth));
        p.bulk = bulk;
        q.bulk = bulk;
        let (mut a, mut b) = (state.clone(), state.clone());
        let got: Vec<u64> = (1..=depth).map(|d| p.run(game, &mut a, d)).collect();
        let want: Vec<u64> = (1..=depth).map(|d| q.run(&list, &mut b, d)).collect();
        assert_eq!(got, want, "bulk {bulk}");
        assert!(a == *state, "perft leaves the state as found");
        out = got;
    }
    out
}

#[test]
fn repetition_ends_compact_branches_as_listed() {
    let game = load_game("checkers.game");
    let mut m = common::pos(&game, "black king: a1  white king: h8  white man: d4");
    // The start position occurs for the 2nd time: 4 plies below it occurs
    // a 3rd time, a draw that ends its branch (nothing below it at ply 5).
    common::play(&mut m, &["a1-b2", "h8-g7", "b2-a1", "g7-h8"]);
    let with = counts_as_listed(&game, &m.state, 6);
    let free = checkers_with(|s| s.replace("    repetition 3 since capture: draw\n", ""));
    let mut n = common::pos(&free, "black king: a1  white king: h8  white man: d4");
    common::play(&mut n, &["a1-b2", "h8-g7", "b2-a1", "g7-h8"]);
    let without = counts_as_listed(&free, &n.state, 6);
    assert_eq!(with[..4], without[..4], "no branch ends within 4 plies");
    assert!(with[4] < without[4], "{with:?} {without:?}");
}

#[test]
fn plies_since_capture_end_compact_branches_as_listed() {
    let game = load_game("checkers.game");
    let black = ["a3", "b2", "c1", "d2", "c3", "b4"];
    let white = ["c7", "d6", "e5", "f4", "g3", "h4", "g5", "f6", "e7", "d8"];
    let mut m = common::pos(&game, "black king: a3  white king: c7");
    for ply in 0..97usize {
        let k = ply / 2;
        let t = if ply % 2 == 0 {
            format!("{}-{}", black[k % 6], black[(k + 1) % 6])
        } else {
            format!("{}-{}", white[k % 10], white[(k + 1) % 10])
        };
        common::play(&mut m, &[&t]);
    }
    assert_eq!(m.state.since_capture, 97);
    let got = counts_as_listed(&game, &m.state, 5);
    // Plies 98 and 99 are played, the position after ply 100 is drawn:
    // no move below it.
    assert_eq!(got[3], 0, "{got:?}");
    assert!(got[2] > 0, "{got:?}");
}
