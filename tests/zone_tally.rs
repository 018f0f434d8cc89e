//! Zone tallies (`ir/plans/tally.rs`, `engine/state/tally.rs`): the pieces of each
//! player in the zones that counts ask about, kept by apply and undo. The
//! invariant: after every decision, every apply and every undo (moves,
//! knock-outs, swaps, positions restored by a cancel, deals) the kept
//! tallies equal the pieces on the board; and games that the tallies do not
//! fit keep none.

mod common;

use common::{Rng, load_game, load_test_game};
use ludus::{Game, Match};

/// Plays `games` random seeded games of `plies` decisions, checking the
/// tallies at every position and after every legal decision's apply and
/// undo.
fn check_playouts(game: &Game, seeds: u64, plies: usize) -> usize {
    let mut checked = 0;
    for seed in 1..=seeds {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ seed);
        let mut m = Match::new_seeded(game, seed);
        for _ in 0..plies {
            assert!(m.state.tally_matches(game), "seed {seed}: tally drifted");
            let legal = m.legal_moves();
            if legal.is_empty() || m.outcome().is_some() {
                break;
            }
            for mv in &legal {
                m.state.apply(game, mv);
                assert!(
                    m.state.tally_matches(game),
                    "seed {seed}: tally wrong after {}",
                    m.text(mv)
                );
                m.state.undo(game, mv);
                assert!(m.state.tally_matches(game), "seed {seed}: undo");
                checked += 1;
            }
            let mv = legal[rng.below(legal.len())];
            m.play(&mv).expect("a generated move is legal");
        }
    }
    checked
}

#[test]
fn liga_keeps_its_home_and_ring_tallies_through_random_games() {
    let game = load_game("liga.game");
    assert!(game.tables.tally.on(), "LIGA counts pieces in zones");
    // `home` and `ring` are both counted by LIGA's conditions.
    assert_eq!(game.tables.tally.zones.len(), 2);
    assert!(check_playouts(&game, 12, 400) > 10_000);
}

#[test]
fn liga_variants_keep_their_tallies() {
    for name in ["liga-2p.game", "liga-solo.game"] {
        let game = load_game(name);
        assert!(game.tables.tally.on(), "{name}");
        assert!(check_playouts(&game, 6, 300) > 1_000, "{name}");
    }
}

#[test]
fn race_fixtures_keep_their_tallies() {
    for name in ["race.game", "race-cards.game"] {
        let game = load_test_game(name);
        assert!(game.tables.tally.on(), "{name}");
        assert!(check_playouts(&game, 6, 300) > 100, "{name}");
    }
}

#[test]
fn games_without_counts_in_zones_keep_no_tally() {
    for name in [
        "checkers.game",
        "chess.game",
        "gamemix.game",
        "liger.game",
        "libero.game",
    ] {
        assert!(!load_game(name).tables.tally.on(), "{name}");
    }
}

#[test]
fn a_position_read_from_text_has_its_tallies_counted() {
    let game = load_game("liga.game");
    let mut m = Match::new_seeded(&game, 7);
    let mut rng = Rng(77);
    for _ in 0..150 {
        let legal = m.legal_moves();
        if legal.is_empty() {
            break;
        }
        m.play(&legal[rng.below(legal.len())]).expect("legal");
    }
    let text = ludus::text::position_text(&game, &m.state);
    let back = Match::from_position(&game, &text).expect("reads back");
    assert!(back.state.tally_matches(&game));
    assert_eq!(back.state.occ, m.state.occ);
}
