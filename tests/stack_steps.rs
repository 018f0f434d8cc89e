//! The generation of steps onto stacks by runs (`Tables::stack_steps`,
//! `engine/generate/fast/stack_runs.rs`) lists exactly the moves of the general
//! generation, in the same order, and the perft leaf loop of stacks
//! (`engine/perft/fast/stack_leaves.rs`) leaves the position as it found it: in random
//! games of Liger and of copies of its rules that exercise the other kinds
//! of run (a stack limit, steps onto empty or friendly cells only, a lift
//! without a condition).

mod common;

use common::{load_game, load_test_game};
use ludus::{Game, Move, Source, State, compile};

fn compiled(name: &str, text: &str) -> Game {
    compile(Source::named(name, text))
        .into_result()
        .unwrap_or_else(|e| panic!("{name} compiles: {e:?}"))
}

fn liger_text() -> String {
    let path = format!("{}/games/liger.game", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("liger.game reads")
}

/// Liger's rules with `swaps` made (each must be there).
fn variant(swaps: &[(&str, &str)]) -> Game {
    let mut text = liger_text();
    for (from, to) in swaps {
        assert!(text.contains(from), "liger.game has `{from}`");
        text = text.replace(from, to);
    }
    compiled("liger-variant.game", &text)
}

/// The same game with the general generation (no runs).
fn general(game: &Game) -> Game {
    let mut g = game.clone();
    g.tables.stack_steps = None;
    g
}

/// Random games of `game` (seeded): at every position the moves listed by
/// runs equal the general ones, in order, and the perft leaf loop leaves
/// the position unchanged. Returns how many moves of each kind were
/// listed: (single carries, lifts of more than one, bear-offs).
fn check_random_games(game: &Game, games: usize, seed: u64) -> (usize, usize, usize) {
    assert!(game.tables.stack_steps.is_some(), "the runs are compiled");
    let walked = general(game);
    let mut seed = seed;
    let (mut singles, mut lifts, mut bear_offs) = (0, 0, 0);
    let (mut a, mut b) = (Vec::<Move>::new(), Vec::<Move>::new());
    for _ in 0..games {
        let mut s = State::new(game);
        for _ in 0..300 {
            s.decisions(game, &mut a);
            let mut t = s.clone();
            t.decisions(&walked, &mut b);
            assert_eq!(a, b, "the same moves in the same order");
            let before = s.clone();
            s.apply_undo_each(game, &a);
            assert!(s == before, "the leaf loop puts the position back");
            assert_eq!(s.hash, before.hash);
            if a.is_empty() {
                break;
            }
            for m in &a {
                if m.is_bear_off() {
                    bear_offs += 1;
                } else if m.lift > 1 {
                    lifts += 1;
                } else {
                    singles += 1;
                }
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = a[(seed >> 33) as usize % a.len()];
            s.apply(game, &m);
        }
    }
    (singles, lifts, bear_offs)
}

#[test]
fn stack_steps_are_compiled_for_games_of_steps_onto_stacks_only() {
    assert!(load_game("liger.game").tables.stack_steps.is_some());
    // Libero has turns of several actions; the castling game castles.
    assert!(load_game("libero.game").tables.stack_steps.is_none());
    assert!(
        load_test_game("castle_stacks.game")
            .tables
            .stack_steps
            .is_none()
    );
    assert!(load_game("checkers.game").tables.stack_steps.is_none());
}

#[test]
fn liger_steps_by_runs_match_the_general_generation() {
    let (singles, lifts, bear_offs) =
        check_random_games(&load_game("liger.game"), 30, 0x11ce_5eed_0000_0001);
    assert!(singles > 0 && lifts > 0 && bear_offs > 0);
}

#[test]
fn stack_limit_runs_match_the_general_generation() {
    // A limit makes every step slow (the destination's height is checked).
    let game = variant(&[("stacks unlimited", "stacks 3")]);
    let (singles, lifts, _) = check_random_games(&game, 20, 0x11ce_5eed_0000_0002);
    assert!(singles > 0 && lifts > 0);
}

#[test]
fn empty_friend_and_plain_lift_runs_match_the_general_generation() {
    let game = variant(&[
        (
            "step forward-diagonal onto any\n",
            "step forward-diagonal onto empty\n    step forward-left onto friend\n",
        ),
        (
            "step forward-diagonal onto any lift 2 if below is enemy",
            "step forward-diagonal onto enemy lift 2",
        ),
    ]);
    let (singles, lifts, _) = check_random_games(&game, 20, 0x11ce_5eed_0000_0003);
    assert!(singles > 0 && lifts > 0);
}
