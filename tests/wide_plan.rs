//! Slide plans (`Tables::wide_plan`, issue 20), the walk of a spent
//! player's pieces skipped (`Tables::budget_all`) and counter comparisons
//! by look-up (`Tables::counter_cmp`): in random games of Libero the
//! decisions with them are exactly those without them (the slides of
//! `slide_wide`, the walk of every piece, the `after move` rule walked),
//! in the same order, and so are the end rules' verdicts.

mod common;

use common::{Rng, load_game};
use ludus::{Game, Move, State};

/// The same game without the plans, the budget skip and the counter
/// look-ups (and, with `walk`, without the wide ray masks either).
fn unplanned(game: &Game, walk: bool) -> Game {
    let mut g = game.clone();
    g.tables.wide_plan = None;
    g.tables.budget_all = false;
    g.tables.counter_cmp = Vec::new();
    if walk {
        g.tables.wide_rays = None;
    }
    g
}

#[test]
fn libero_has_slide_plans_a_full_budget_and_a_counter_comparison() {
    let g = load_game("libero.game");
    let plan = g.tables.wide_plan.as_ref().expect("libero has slide plans");
    assert!(plan.own_planned, "every piece a player owns slides only");
    // Every code has a plan: goalkeeper, libero and soldier of each player,
    // and the ball, which has no steps (carried straight to its plan).
    let codes = plan.planned.len();
    assert!((1..codes).all(|c| plan.planned[c] && plan.bare[c]));
    // The goalkeeper's two conditions make two runs of 8 directions.
    let keeper = 1u8;
    let runs = plan.runs_of(keeper);
    assert_eq!(runs.len(), 2);
    assert!(
        runs.iter()
            .all(|r| plan.dirs_of(r).len() == 8 && r.cond != 0)
    );
    assert!(g.tables.budget_all);
    assert_eq!(
        g.tables.counter_cmp.iter().flatten().count(),
        1,
        "count(sets own) = 2"
    );
    // A goal slide from the middle of the field reaches the goal the
    // player attacks along some directions, not all.
    let ball_goal = plan
        .list
        .iter()
        .find(|r| r.stop_in != 0)
        .expect("the ball's goal slides");
    let middle = g.board.cell("j5").unwrap();
    let reach = plan.reach(ball_goal.stop_in, 0, middle);
    assert!(reach != 0 && reach.count_ones() < 8, "{reach:b}");
    for name in ["chess.game", "liger.game", "liga.game", "checkers.game"] {
        let other = load_game(name);
        assert!(other.tables.wide_plan.is_none(), "{name}");
        assert!(!other.tables.budget_all, "{name}");
    }
}

#[test]
fn libero_planned_decisions_are_the_unplanned_ones() {
    let game = load_game("libero.game");
    let wide = unplanned(&game, false);
    let walk = unplanned(&game, true);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    let mut positions = 0;
    for _ in 0..30 {
        let mut state = State::new(&game);
        let mut played: Vec<Move> = Vec::new();
        for _ in 0..300 {
            state.decisions(&game, &mut a);
            state.decisions(&wide, &mut b);
            state.decisions(&walk, &mut c);
            assert_eq!(a, b, "planned and by the wide ray masks differ");
            assert_eq!(a, c, "planned and walked differ");
            positions += 1;
            if a.is_empty() {
                break;
            }
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().unwrap();
                    state.undo(&game, &m);
                }
                continue;
            }
            let m = a[rng.below(a.len())];
            state.apply(&game, &m);
            played.push(m);
        }
    }
    assert!(positions > 30 * 100, "{positions} positions");
}
