//! `State::reset_from` (issue 20, playouts): a state reset in place from a
//! start position equals the start (as a fresh copy would), whatever was
//! played on it before, and plays on exactly as a fresh copy does.

mod common;

use common::{Rng, load_game};
use ludus::{Move, State};

/// Plays `plies` seeded random moves on `state` (fewer if the game ends):
/// the moves played.
fn play_random(game: &ludus::Game, state: &mut State, rng: &mut Rng, plies: usize) -> Vec<Move> {
    let (mut buf, mut played) = (Vec::new(), Vec::new());
    for _ in 0..plies {
        state.decisions(game, &mut buf);
        if buf.is_empty() {
            break;
        }
        let m = buf[rng.below(buf.len())];
        state.apply(game, &m);
        played.push(m);
    }
    played
}

#[test]
fn a_reset_state_is_the_start_and_plays_on_like_a_fresh_one() {
    for name in [
        "checkers.game",
        "chess.game",
        "gamemix.game",
        "liga.game",
        "liger.game",
        "connect4.game",
    ] {
        let game = load_game(name);
        let start = State::new(&game);
        let mut state = start.clone();
        for round in 0..5usize {
            let mut rng = Rng(0x51ed_270b_a5f1_c0de ^ round as u64);
            play_random(&game, &mut state, &mut rng, 40 + 30 * round);
            assert_ne!(state.plies, 0, "{name}: moves were played");
            state.reset_from(&start);
            assert_eq!(state, start, "{name}: reset to the start");
            assert_eq!(state.hash, start.hash, "{name}");
            let mut fresh = start.clone();
            let (mut r1, mut r2) = (Rng(round as u64 + 7), Rng(round as u64 + 7));
            let a = play_random(&game, &mut state, &mut r1, 60);
            let b = play_random(&game, &mut fresh, &mut r2, 60);
            assert_eq!(a, b, "{name}: the same game after a reset");
            assert_eq!(state, fresh, "{name}");
            state.reset_from(&start);
        }
    }
}

/// A playout's ply (`State::play_random`; in a placement game that flips
/// nothing picked and made in one go) on a state reset in place plays, for
/// the same draws, the ply `pick_random` picks and `apply` makes, to the
/// end of the game, leaving the same whole state.
#[test]
fn random_plies_play_as_the_pick_and_apply() {
    for name in [
        "connect4.game",
        "tictactoe.game",
        "reversi.game",
        "checkers.game",
    ] {
        let game = load_game(name);
        let start = State::new(&game);
        let mut state = start.clone();
        let mut buf = Vec::new();
        for round in 0..20u64 {
            state.reset_from(&start);
            let mut by_pick = start.clone();
            let (mut r1, mut r2) = (Rng(round + 1), Rng(round + 1));
            for ply in 0..200 {
                let played = state.play_random(&game, &mut buf, |n| r1.below(n));
                let m = by_pick.pick_random(&game, &mut buf, |n| r2.below(n));
                assert_eq!(played, m.is_some(), "{name}, round {round}, ply {ply}");
                let Some(m) = m else {
                    assert!(ply > 4, "{name}: a game was played");
                    break;
                };
                by_pick.apply(&game, &m);
                assert_eq!(state, by_pick, "{name}, round {round}, ply {ply}");
            }
        }
    }
}
