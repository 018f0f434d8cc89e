//! The lean play of cards (`Tables::lean_play`, `Tables::plain_play`,
//! `engine/make/fast/card_plays.rs`, `engine/make/fast/flat_move.rs`): which games and
//! cards take it, and that the positions it makes are those of the rules:
//! in random LIGA games (every variant) each decision, the lean ones among
//! them, keeps the hash equal to the hash computed afresh and the zone
//! tallies equal to the board, and its undo gives back the position; a
//! perft's last ply of them gives back the position and the centre.

mod common;

use common::{Rng, card_id, load_game};
use ludus::{Game, Match};

#[test]
fn lean_play_is_on_in_card_games_of_one_action_turns() {
    let liga = load_game("liga.game");
    assert!(liga.tables.lean_play);
    // Played by putting the card down and then its move, enter or skip.
    for name in [
        "one", "two", "four", "eight", "thirteen", "cheater", "mage", "attack",
    ] {
        assert!(
            liga.tables.plain_play[card_id(&liga, name) as usize],
            "{name}"
        );
    }
    // A split, a cancel, hands passed, a turn played for another.
    for name in ["seven", "liga", "twister", "phantom"] {
        assert!(
            !liga.tables.plain_play[card_id(&liga, name) as usize],
            "{name}"
        );
    }
    for name in ["checkers.game", "chess.game", "liger.game", "libero.game"] {
        let game = load_game(name);
        assert!(!game.tables.lean_play, "{name}");
        assert!(game.tables.plain_play.is_empty(), "{name}");
    }
}

/// Random games of `game` from `seeds` seeds, each decision of each
/// position applied and undone: the hash and the tallies after it, and the
/// position after its undo. Returns the decisions checked.
fn check_random_games(game: &Game, seeds: u64, plies: usize) -> usize {
    let mut checked = 0;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for seed in 0..seeds {
        let mut m = Match::new_seeded(game, seed);
        for _ in 0..plies {
            let legal = m.legal_moves();
            if legal.is_empty() || m.outcome().is_some() {
                break;
            }
            let before = m.state.clone();
            for mv in &legal {
                m.state.apply(game, mv);
                assert_eq!(
                    m.state.hash,
                    m.state.compute_hash(game),
                    "seed {seed}: hash after {}",
                    m.text(mv)
                );
                assert!(m.state.tally_matches(game), "seed {seed}: tallies");
                m.state.undo(game, mv);
                assert!(m.state == before, "seed {seed}: undo of {}", m.text(mv));
                checked += 1;
            }
            let mv = legal[rng.below(legal.len())];
            m.play(&mv).expect("a generated move is legal");
        }
    }
    checked
}

#[test]
fn lean_plays_keep_the_hash_and_the_tallies_and_undo_exactly() {
    for (name, seeds) in [("liga.game", 8), ("liga-2p.game", 4), ("liga-solo.game", 4)] {
        let game = load_game(name);
        assert!(game.tables.lean_play, "{name}");
        assert!(check_random_games(&game, seeds, 300) > 1_000, "{name}");
    }
}

/// The last ply of a perft (`State::apply_undo_each`, which in a game of
/// lean play takes `perft/fast/card_leaves.rs`: no snapshot for a `cancel` at a
/// leaf) gives back the position exactly, the cards in the centre and the
/// positions they keep for a `cancel` included, in random LIGA games of
/// every variant. Returns the positions checked.
fn check_random_leaves(game: &Game, seeds: u64, plies: usize) -> usize {
    let mut checked = 0;
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for seed in 0..seeds {
        let mut m = Match::new_seeded(game, seed);
        for _ in 0..plies {
            let legal = m.legal_moves();
            if legal.is_empty() || m.outcome().is_some() {
                break;
            }
            let before = m.state.clone();
            m.state.apply_undo_each(game, &legal);
            assert!(m.state == before, "seed {seed}: the leaves' undo");
            assert!(m.state.centre == before.centre, "seed {seed}: the centre");
            assert_eq!(m.state.hash, m.state.compute_hash(game), "seed {seed}");
            checked += 1;
            let mv = legal[rng.below(legal.len())];
            m.play(&mv).expect("a generated move is legal");
        }
    }
    checked
}

#[test]
fn perft_leaves_of_lean_plays_give_back_the_position_and_the_centre() {
    for (name, seeds) in [("liga.game", 8), ("liga-2p.game", 4), ("liga-solo.game", 4)] {
        let game = load_game(name);
        assert!(check_random_leaves(&game, seeds, 300) > 500, "{name}");
    }
}
