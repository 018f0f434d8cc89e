//! The last ply of a Libero perft (`State::apply_undo_each`) plays most
//! decisions by a leaf loop of its own (`engine/perft/fast/turn_leaves.rs`: the `end`
//! of a turn and the plain carries written out, the turn record not
//! pushed). Along random games, every position it looks at must be the one
//! `apply` makes (board, stacks, hash equal to a fresh hash, turn, budget,
//! history, last mover), and the position after the list the one before
//! it. The games must go through each rule the loop writes out: the end of
//! a turn, a piece moving alone, a piece carrying the ball, a pass, a
//! tackle (a steal) and a goal (an event, taken by the general path).

mod common;

use common::load_game;
use ludus::{Move, State};

/// What the leaf loop went through, counted along the games.
#[derive(Default, Debug)]
struct Seen {
    ends: usize,
    alone: usize,
    with_ball: usize,
    passes: usize,
    tackles: usize,
    goals: usize,
}

impl Seen {
    /// Counts the rule that `m` exercised, judged from the positions
    /// before (`s`) and after (`after`) it.
    fn count(&mut self, s: &State, m: &Move, after: &State) {
        if m.is_end_turn() {
            self.ends += 1;
        } else if m.lift == 2 {
            self.with_ball += 1;
        } else if s.height(m.from) == 2 {
            // The ball, on top of its holder, moved: a pass, or a goal
            // (everything back to the setup: the goal cell empty).
            if after.height(m.to) == 0 {
                self.goals += 1;
            } else {
                self.passes += 1;
            }
        } else if after.height(m.to) == 2 {
            // A piece moved alone and holds the ball: it tackled.
            self.tackles += 1;
        } else {
            self.alone += 1;
        }
    }
}

/// The leaf loop's positions against `apply`'s, from `state`.
fn check_leaves(game: &ludus::Game, state: &mut State, moves: &[Move], seen: &mut Seen) {
    let before = state.clone();
    let mut looked = 0;
    state.apply_look_undo_each(game, moves, |after, m| {
        let mut expected = before.clone();
        expected.apply(game, m);
        assert!(
            after == &expected,
            "after {m:?}: not the position apply makes"
        );
        assert_eq!(after.hash, after.compute_hash(game), "after {m:?}: hash");
        assert_eq!(after.last_mover, expected.last_mover, "after {m:?}");
        seen.count(&before, m, after);
        looked += 1;
    });
    assert_eq!(looked, moves.len());
    assert!(
        *state == before,
        "the position after the list is not the one before"
    );
    assert_eq!(state.last_mover, before.last_mover);
}

#[test]
fn libero_leaf_loop_plays_end_carries_passes_tackles_and_goals_as_apply_does() {
    let game = load_game("libero.game");
    let mut seen = Seen::default();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..12 {
        let mut state = State::new(&game);
        let mut moves = Vec::new();
        for _ in 0..300 {
            state.decisions(&game, &mut moves);
            if moves.is_empty() {
                break;
            }
            check_leaves(&game, &mut state, &moves, &mut seen);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // `end` one time in eight, so that turns reach their ball
            // moves and tackles.
            let actions: Vec<Move> = moves.iter().filter(|m| !m.is_end_turn()).copied().collect();
            let m = match moves.iter().find(|m| m.is_end_turn()) {
                Some(end) if seed.is_multiple_of(8) || actions.is_empty() => *end,
                _ => actions[usize::try_from((seed >> 3) % actions.len() as u64).unwrap_or(0)],
            };
            state.apply(&game, &m);
        }
    }
    assert!(
        seen.ends > 0
            && seen.alone > 0
            && seen.with_ball > 0
            && seen.passes > 0
            && seen.tackles > 0
            && seen.goals > 0,
        "every rule exercised: {seen:?}"
    );
}
