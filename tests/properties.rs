//! Property tests over random seeded playouts of every game in `games/`:
//! apply then undo restores the state and its hash exactly, the incremental
//! hash equals the hash computed from scratch, every generated move reads
//! back from its own notation, and every game ends.

use ludus::{Match, State};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn games() -> Vec<(String, ludus::Game)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("games/ exists") {
        let path = entry.expect("dir entry").path();
        if path.extension().is_some_and(|e| e == "game") {
            let game = ludus::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path.display().to_string(), game));
        }
    }
    assert!(!out.is_empty());
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Plays a seeded random game, checking the invariants at every ply, to its
/// end (which must come within `max_plies`), or, if `must_end` is false,
/// for at most `max_plies`. Returns the number of plies.
fn playout(game: &ludus::Game, seed: u64, max_plies: usize, must_end: bool) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = Match::new(game);
    loop {
        assert_eq!(
            m.state.hash,
            m.state.compute_hash(game),
            "incremental hash drifted"
        );
        let legal = m.legal_moves();
        if m.outcome().is_some() {
            assert!(legal.is_empty(), "a finished game offers no decisions");
            return m.played.len();
        }
        assert!(
            !legal.is_empty(),
            "a game that is not over has a legal move"
        );
        if !must_end && m.played.len() >= max_plies {
            return m.played.len();
        }
        assert!(
            m.played.len() < max_plies,
            "{} did not end within {max_plies} plies",
            game.title
        );
        // Every move: apply then undo restores everything; its text reads back.
        // Of a list of thousands (Amazons: a move and its shot, ~2000 at a
        // ply), 32 spread over it, or the test would take hours.
        let stride = if legal.len() > 256 {
            legal.len() / 32
        } else {
            1
        };
        for mv in legal.iter().step_by(stride) {
            let before: State = m.state.clone();
            m.state.apply(game, mv);
            assert_eq!(m.state.hash, m.state.compute_hash(game));
            m.state.undo(game, mv);
            assert!(m.state == before, "apply + undo changed the state");
            let text = m.text(mv);
            assert_eq!(
                ludus::notation::parse_move(game, &legal, &text).as_ref(),
                Ok(mv),
                "{text}"
            );
        }
        let mv = legal[rng.random_range(0..legal.len())];
        m.play(&mv).expect("a generated move is legal");
    }
}

/// A seeded random playout of `game`, checked at every ply, as long as the
/// game's kind allows (see each case).
fn check_playout(name: &str, game: &ludus::Game, seed: u64) {
    if name.ends_with("frisian.game")
        || name.ends_with("xiangqi.game")
        || name.ends_with("shogi.game")
    {
        // Frisian's draw rules (a king's three quiet moves, the endgames
        // of kings) are not in the game yet (issue 35), and Xiangqi has
        // no move-count draw (its perpetual-check rules are not in the
        // game): pieces may shuffle for thousands of plies without a
        // threefold repetition; check the first 300 plies. Shogi
        // likewise: captured pieces come back from the hands, and the
        // game has no move-count draw.
        playout(game, seed, 300, false);
    } else if game.turn.multi {
        // Turns of several actions (Libero): a random match lasts
        // thousands of actions; check the first 120 here, and that
        // matches end in `random_matches_of_several_actions_end`.
        playout(game, seed, 120, false);
    } else if game.cards.is_some() {
        // Card games (LIGA): a random match lasts a few thousand
        // decisions; check the first 300 here (two deals and
        // more), and that matches end in `tests/liga_rules.rs`.
        playout(game, seed, 300, false);
    } else if game.tables.any_castle {
        // Chess: a random game lasts hundreds of plies (its draw
        // rules allow 150 without capture or pawn move) at a few
        // thousand nodes of legality tests each; check the first 300
        // here (every rule shows up in them; its perft proves the
        // moves exact).
        playout(game, seed, 300, false);
    } else {
        // 100 plies without capture is a draw and there are 24
        // pieces, so a checkers game cannot last beyond 24 * 101
        // plies.
        playout(game, seed, 3000, true);
    }
}

// The games in two halves (by their place in games/), two tests that the
// test harness runs on two threads: half the wall time on two cores.
proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_invariants_and_end_first_half(seed in any::<u64>()) {
        for (name, game) in games().iter().step_by(2) {
            check_playout(name, game, seed);
        }
    }

    #[test]
    fn random_playouts_keep_invariants_and_end_second_half(seed in any::<u64>()) {
        for (name, game) in games().iter().skip(1).step_by(2) {
            check_playout(name, game, seed);
        }
    }
}

#[test]
fn undo_of_a_whole_game_returns_to_the_start() {
    for (_, game) in games() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut m = Match::new(&game);
        let start = m.state.clone();
        for _ in 0..60 {
            let legal = m.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.random_range(0..legal.len())];
            m.play(&mv).expect("legal");
        }
        while m.undo() {}
        assert!(m.state == start);
    }
}

#[test]
fn an_illegal_move_leaves_the_game_unchanged() {
    for (_, game) in games() {
        let mut m = Match::new(&game);
        let before = m.state.clone();
        assert!(m.play_text("a1-h8").is_err());
        assert!(m.play_text("nonsense").is_err());
        assert!(m.play_text("").is_err());
        assert!(m.state == before);
        assert!(m.played.is_empty());
    }
}

/// Random matches of games with turns of several actions end too (by their
/// own end rules: Libero's 2 sets, or threefold repetition).
#[test]
fn random_matches_of_several_actions_end() {
    for (path, game) in games() {
        if !game.turn.multi {
            continue;
        }
        for seed in 0..8 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut m = Match::new(&game);
            while m.outcome().is_none() {
                assert!(m.played.len() < 200_000, "{path}: seed {seed} did not end");
                let legal = m.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                m.play(&mv).expect("a generated move is legal");
            }
            assert_eq!(m.state.hash, m.state.compute_hash(&game), "{path}");
        }
    }
}
