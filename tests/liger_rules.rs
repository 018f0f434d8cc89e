//! One test per rule of the Liger rules page (docs/rules/liger.md):
//! hand-built positions, their legal moves snapshotted with insta, and the
//! key facts asserted in plain Rust as well (each expected move set was
//! worked out from the rules, not copied from the engine), so that a wrong
//! engine fails even if someone blindly accepts the snapshots.
//!
//! Reminders: red is player 0 and moves up (toward rank 8), blue is player 1
//! and moves down; only dark squares exist (a1, c1, ..., b2, d2, ...).
//! Stacks are written bottom first; `c3-d4/2` lifts two checkers, `off h8`
//! bears one off. In `stack()` a red checker is code R, a blue one code B.

#![allow(non_snake_case)] // test names are `liger__<rule>`, like their snapshots

mod common;

use common::{cell, load_game, moves, play, pos, report, set};
use ludus::{Game, Match};

/// Piece codes as `State::stack` reports them (1 + kind * players + player).
const R: u8 = 1;
const B: u8 = 2;

fn game() -> Game {
    load_game("liger.game")
}

/// The stack on a square, bottom first.
fn stack(m: &Match, name: &str) -> Vec<u8> {
    m.state.stack(cell(m.game, name))
}

/// Asserts the game is over with `winner` winning, by a rule whose reason
/// mentions `word`.
fn assert_won(m: &mut Match, winner: u8, word: &str) {
    let o = m.outcome().expect("the game is over");
    assert_eq!(o.winner, Some(winner), "winner; reason `{}`", o.reason);
    assert!(
        o.reason.contains(word),
        "reason `{}` should mention `{word}`",
        o.reason
    );
    assert!(m.legal_moves().is_empty(), "no moves once the game is over");
}

// ---------------------------------------------------------------- setup

/// Setup: 12 checkers each on the dark squares of the three nearest rows, as
/// in checkers; red moves first. Every red checker can step forward: rank 3
/// onto the empty rank 4 (7 moves), ranks 1 and 2 onto their own checkers
/// (7 + 7: stacking is allowed onto anything). No lift (no mixed pair), no
/// backward (12 showing each), no bear-off: 21 moves.
#[test]
fn liger__start_position() {
    let g = game();
    let mut m = Match::new(&g);
    assert_eq!(m.to_move(), 0, "red moves first");
    assert_eq!(
        moves(&mut m),
        set(&[
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4", // rank 3
            "b2-a3", "b2-c3", "d2-c3", "d2-e3", "f2-e3", "f2-g3", "h2-g3", // rank 2
            "a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2", // rank 1
        ])
    );
    for c in [
        "a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3",
    ] {
        assert_eq!(stack(&m, c), vec![R], "{c}");
    }
    for c in [
        "b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8",
    ] {
        assert_eq!(stack(&m, c), vec![B], "{c}");
    }
    assert!(m.outcome().is_none());
    // Light squares are not cells of the board.
    assert!(Match::from_position(&g, "red checker: b1").is_err());
    // Stepping onto an own checker makes a stack.
    play(&mut m, &["b2-c3"]);
    assert_eq!(stack(&m, "c3"), vec![R, R]);
    assert_eq!(stack(&m, "b2"), Vec::<u8>::new());
    m.undo();
    insta::assert_snapshot!("liger__start_position", report(&mut m));
}

// ---------------------------------------------------------------- forward

/// Forward: the own top checker alone, one square diagonally forward, onto
/// an empty square or on top of any stack (own-topped or enemy-topped).
#[test]
fn liger__single_forward_onto_empty_and_onto_a_stack() {
    let g = game();
    // c3 can step onto b4 (red on red) and d4 (blue on top of red). b4 is
    // own-topped and moves one checker (red under red: no lift). d4 is
    // blue-topped: red cannot move it. g1 steps onto empty f2/h2. Red shows
    // 3 (c3, b4, g1), blue 2 (d4, h8): no backward.
    let text = "red checker: c3, g1  blue checker: h8  \
                stack b4: red checker, red checker  \
                stack d4: red checker, blue checker";
    let mut m = pos(&g, text);
    assert_eq!(
        moves(&mut m),
        set(&["b4-a5", "b4-c5", "c3-b4", "c3-d4", "g1-f2", "g1-h2"])
    );
    let before = report(&mut m);

    play(&mut m, &["c3-b4"]);
    assert_eq!(stack(&m, "b4"), vec![R, R, R], "onto an own-topped stack");
    assert_eq!(stack(&m, "c3"), Vec::<u8>::new());
    assert!(m.outcome().is_none());
    let onto_own = report(&mut m);
    m.undo();

    play(&mut m, &["c3-d4"]);
    assert_eq!(stack(&m, "d4"), vec![R, B, R], "onto an enemy-topped stack");
    // Blue's d4 is covered, but h8 still shows: the game goes on.
    assert!(m.outcome().is_none());
    let onto_enemy = report(&mut m);
    m.undo();

    play(&mut m, &["g1-h2"]);
    assert_eq!(stack(&m, "h2"), vec![R], "onto an empty square");
    m.undo();

    // Blue moves the other way (toward rank 1): h8 -> g7 only.
    let mut b = pos(&g, &format!("{text}  turn blue"));
    // Blue: h8 forward g7; d4 (blue on red, a mixed pair) c3 is red,
    // e3 empty: d4-c3, d4-e3 and with the red below, /2. Blue shows 2 <
    // red 3, so backward is allowed: h8 has nowhere back; d4 is not alone.
    assert_eq!(
        moves(&mut b),
        set(&["d4-c3", "d4-c3/2", "d4-e3", "d4-e3/2", "h8-g7"])
    );
    let blue = report(&mut b);
    insta::assert_snapshot!(
        "liger__single_forward_onto_empty_and_onto_a_stack",
        format!(
            "{before}\nafter c3-b4:\n{onto_own}\nafter c3-d4 (instead):\n{onto_enemy}\nblue to move:\n{blue}"
        )
    );
}

/// Forward with two: the own top checker with the enemy checker directly
/// below it, as a whole 2-stack or the top two of a taller stack; the pair
/// keeps its order and goes on top of whatever stands there. Never more
/// than two.
#[test]
fn liger__mixed_two_stack_moves_from_top_of_taller_stack() {
    let g = game();
    // e3 = red, blue, red (top): singles e3-d4 (onto blue) and e3-f4, pairs
    // e3-d4/2 and e3-f4/2, never /3. a1 = blue, red: a1-b2 and a1-b2/2.
    // Red shows 2 (e3, a1), blue 2 (d4, h8): no backward.
    let mut m = pos(
        &g,
        "blue checker: d4, h8  stack e3: red checker, blue checker, red checker  \
         stack a1: blue checker, red checker",
    );
    assert_eq!(
        moves(&mut m),
        set(&["a1-b2", "a1-b2/2", "e3-d4", "e3-d4/2", "e3-f4", "e3-f4/2"])
    );
    assert!(m.play_text("e3-d4/3").is_err(), "never three");
    let before = report(&mut m);

    play(&mut m, &["e3-d4/2"]);
    assert_eq!(stack(&m, "e3"), vec![R], "the bottom checker stays");
    assert_eq!(
        stack(&m, "d4"),
        vec![B, B, R],
        "the pair keeps its order (blue under red) on top of d4"
    );
    // Blue's h8 still shows; red now shows 3, blue 1.
    assert!(m.outcome().is_none());
    // Blue: h8-g7 forward only; backward (allowed: 1 < 3) leads off the
    // board; no bear-off (nothing on rank 1).
    assert_eq!(moves(&mut m), set(&["h8-g7"]));
    let after = report(&mut m);
    m.undo();

    // The single move leaves the pair behind.
    play(&mut m, &["e3-d4"]);
    assert_eq!(stack(&m, "e3"), vec![R, B]);
    assert_eq!(stack(&m, "d4"), vec![B, R]);
    m.undo();

    // A whole mixed 2-stack moves too, onto an empty square.
    play(&mut m, &["a1-b2/2"]);
    assert_eq!(stack(&m, "a1"), Vec::<u8>::new());
    assert_eq!(stack(&m, "b2"), vec![B, R]);
    insta::assert_snapshot!(
        "liger__mixed_two_stack_moves_from_top_of_taller_stack",
        format!("{before}\nafter e3-d4/2:\n{after}")
    );
}

/// Never two own checkers picked up together.
#[test]
fn liger__never_two_own_checkers_together() {
    let g = game();
    // c3 = red, red: singles only. e3 = blue, red, red: the top two are
    // both red, so singles only (and never three). Red shows 2, blue 2
    // (d6, h8): no backward.
    let mut m = pos(
        &g,
        "blue checker: d6, h8  stack c3: red checker, red checker  \
         stack e3: blue checker, red checker, red checker",
    );
    assert_eq!(moves(&mut m), set(&["c3-b4", "c3-d4", "e3-d4", "e3-f4"]));
    for t in ["c3-d4/2", "c3-b4/2", "e3-d4/2", "e3-f4/2", "e3-f4/3"] {
        assert!(m.play_text(t).is_err(), "{t} must be refused");
    }
    let s = report(&mut m);
    play(&mut m, &["e3-f4"]);
    assert_eq!(stack(&m, "e3"), vec![B, R]);
    assert_eq!(stack(&m, "f4"), vec![R]);
    insta::assert_snapshot!("liger__never_two_own_checkers_together", s);
}

/// Never move a stack with an enemy checker on top (nor an enemy singleton).
#[test]
fn liger__never_an_enemy_topped_stack() {
    let g = game();
    // d4 = red, blue and f4 = blue, red, blue hold red checkers under blue
    // tops; red can move neither. Only a1 moves: a1-b2. Red shows 1 < blue
    // 3 (d4, f4, h8), so backward is allowed, but a1 is on the back row.
    let text = "red checker: a1  blue checker: h8  \
                stack d4: red checker, blue checker  \
                stack f4: blue checker, red checker, blue checker";
    let mut m = pos(&g, text);
    assert_eq!(moves(&mut m), set(&["a1-b2"]));
    for t in ["d4-c5", "d4-e5", "d4-c5/2", "f4-e5", "f4-g5", "h8-g7"] {
        assert!(m.play_text(t).is_err(), "{t} must be refused");
    }
    let red = report(&mut m);
    // Blue moves those stacks (toward rank 1): d4 blue-on-red is a mixed
    // pair: d4-c3, d4-e3 and /2; f4's top two are blue on red: f4-e3,
    // f4-g3 and /2; h8-g7. Blue shows 3 > 1: no backward.
    let mut b = pos(&g, &format!("{text}  turn blue"));
    assert_eq!(
        moves(&mut b),
        set(&[
            "d4-c3", "d4-c3/2", "d4-e3", "d4-e3/2", "f4-e3", "f4-e3/2", "f4-g3", "f4-g3/2", "h8-g7"
        ])
    );
    let blue = report(&mut b);
    insta::assert_snapshot!(
        "liger__never_an_enemy_topped_stack",
        format!("{red}\nblue to move:\n{blue}")
    );
}

// ---------------------------------------------------------------- backward

/// Backward: only while the player has fewer checkers showing than the
/// opponent; only a checker standing alone; only onto a square whose top
/// checker is the enemy's (not empty, not own top); from any row.
#[test]
fn liger__backward_only_while_fewer_showing_lone_checker_onto_enemy() {
    let g = game();
    // Red: d4, e3, h4 alone; g5 = blue, red (red top of a 2-stack).
    // Blue: c3, f4, and on rank 8 b8, d8 (and f8 in the first position).
    // Backward squares: d4 -> c3 (blue: yes), e3 (own top: no);
    // e3 -> d2, f2 (empty: no); h4 -> g3 (empty: no);
    // g5 -> f4 (blue, but g5 is a 2-stack: no), h4 (own).
    // Forward: d4-c5, d4-e5, e3-d4 (onto own), e3-f4 (onto blue),
    // h4-g5 (onto own-topped stack), g5-f6, g5-h6 and the mixed pair /2.
    let red = "red checker: d4, e3, h4  stack g5: blue checker, red checker";
    let forward = [
        "d4-c5", "d4-e5", "e3-d4", "e3-f4", "h4-g5", "g5-f6", "g5-h6", "g5-f6/2", "g5-h6/2",
    ];

    // Fewer showing: red 4 < blue 5.
    let mut fewer = pos(&g, &format!("{red}  blue checker: c3, f4, b8, d8, f8"));
    let mut expected = forward.to_vec();
    expected.push("d4-c3");
    assert_eq!(moves(&mut fewer), set(&expected));
    for t in ["d4-e3", "e3-d2", "e3-f2", "h4-g3", "g5-f4", "g5-f4/2"] {
        assert!(fewer.play_text(t).is_err(), "{t} must be refused");
    }
    let s_fewer = report(&mut fewer);
    play(&mut fewer, &["d4-c3"]);
    assert_eq!(stack(&fewer, "c3"), vec![B, R]);
    assert_eq!(stack(&fewer, "d4"), Vec::<u8>::new());
    assert!(fewer.outcome().is_none(), "blue still shows f4, b8, d8, f8");
    fewer.undo();

    // Equal: red 4 = blue 4 (f8 gone): no backward.
    let mut equal = pos(&g, &format!("{red}  blue checker: c3, f4, b8, d8"));
    assert_eq!(moves(&mut equal), set(&forward));
    let s_equal = report(&mut equal);

    // More: red 4 > blue 3: no backward.
    let mut more = pos(&g, &format!("{red}  blue checker: c3, f4, b8"));
    assert_eq!(moves(&mut more), set(&forward));
    let s_more = report(&mut more);

    // From the farthest row too: red b8 alone (1 showing) with blue a7, c7
    // (2 showing) may step back onto either, or bear off.
    let mut far = pos(&g, "red checker: b8  blue checker: a7, c7");
    assert_eq!(moves(&mut far), set(&["b8-a7", "b8-c7", "off b8"]));
    let s_far = report(&mut far);

    // A red top of a 2-stack on the farthest row does not go back either.
    let mut far2 = pos(
        &g,
        "blue checker: a7, c7  stack b8: blue checker, red checker",
    );
    // red 1 < blue 2; b8 is not alone: only the bear-off.
    assert_eq!(moves(&mut far2), set(&["off b8"]));
    let s_far2 = report(&mut far2);

    insta::assert_snapshot!(
        "liger__backward_only_while_fewer_showing_lone_checker_onto_enemy",
        format!(
            "red 4 showing, blue 5:\n{s_fewer}\nred 4, blue 4:\n{s_equal}\n\
             red 4, blue 3:\n{s_more}\nfrom the farthest row:\n{s_far}\n\
             a stack top on the farthest row:\n{s_far2}"
        )
    );
}

// ---------------------------------------------------------------- bear off

/// Bear off: a showing own checker (singleton or stack top) on the farthest
/// row (red: rank 8, blue: rank 1); never from other rows; never an enemy
/// checker.
#[test]
fn liger__bear_off_from_farthest_row_only() {
    let g = game();
    // Red: b8 alone and d8 = blue, red on rank 8 (both may bear off);
    // g7 (rank 7) and a1 (rank 1, red's nearest) may not. f8 = red, blue:
    // blue on top, so red cannot touch it. Blue: c1 alone on rank 1.
    // Red forward: g7-f8 (onto blue top), g7-h8, a1-b2; b8 and d8 have no
    // square ahead. Red shows 4 (b8, d8, g7, a1) > blue 2 (f8, c1): no
    // backward.
    let text = "red checker: b8, g7, a1  blue checker: c1  \
                stack d8: blue checker, red checker  \
                stack f8: red checker, blue checker";
    let mut m = pos(&g, text);
    assert_eq!(
        moves(&mut m),
        set(&["off b8", "off d8", "g7-f8", "g7-h8", "a1-b2"])
    );
    for t in ["off g7", "off a1", "off f8", "off c1"] {
        assert!(m.play_text(t).is_err(), "{t} must be refused");
    }
    let red = report(&mut m);

    play(&mut m, &["off d8"]);
    assert_eq!(stack(&m, "d8"), vec![B], "the top checker left play");
    assert_eq!(m.state.off[0], 1);
    assert_eq!(m.state.off[1], 0);
    assert!(m.outcome().is_none(), "red still has 3 checkers");
    m.undo();
    assert_eq!(m.state.off[0], 0);
    play(&mut m, &["off b8"]);
    assert_eq!(stack(&m, "b8"), Vec::<u8>::new());
    assert_eq!(m.state.off[0], 1);
    let after = report(&mut m);
    m.undo();

    // Blue's farthest row is rank 1: off c1. Rank 8 is blue's nearest row:
    // f8 (blue on red, a mixed pair) steps forward only: f8-e7, f8-g7 (onto
    // red) and /2. Blue shows 2 < red 4, so backward is allowed, but c1's
    // squares behind (b2, d2) are empty.
    let mut b = pos(&g, &format!("{text}  turn blue"));
    assert_eq!(
        moves(&mut b),
        set(&["off c1", "f8-e7", "f8-e7/2", "f8-g7", "f8-g7/2"])
    );
    for t in ["off f8", "off b8", "off d8"] {
        assert!(b.play_text(t).is_err(), "{t} must be refused");
    }
    let blue = report(&mut b);
    play(&mut b, &["off c1"]);
    assert_eq!(b.state.off[1], 1);
    assert_eq!(stack(&b, "c1"), Vec::<u8>::new());
    insta::assert_snapshot!(
        "liger__bear_off_from_farthest_row_only",
        format!("{red}\nafter off b8:\n{after}\nblue to move:\n{blue}")
    );
}

// ---------------------------------------------------------------- end of game

/// The mover loses if the opponent has no checker showing when the move
/// ends: covering the opponent's last showing checker is legal (even the
/// only move) and loses at once.
#[test]
fn liger__covering_last_showing_checker_loses() {
    let g = game();
    // Blue's only checker d4; red c3 and g1 (2 > 1 showing: no backward).
    let mut m = pos(&g, "red checker: c3, g1  blue checker: d4");
    assert_eq!(moves(&mut m), set(&["c3-b4", "c3-d4", "g1-f2", "g1-h2"]));
    assert!(m.outcome().is_none());
    let before = report(&mut m);
    play(&mut m, &["c3-d4"]);
    assert_eq!(stack(&m, "d4"), vec![B, R]);
    assert_won(&mut m, 1, "showing");
    let after = report(&mut m);
    m.undo();
    play(&mut m, &["g1-h2"]);
    assert!(m.outcome().is_none());
    m.undo();

    // The only move: a3 (edge) can only step onto b4, blue's only checker.
    // Red 1 = blue 1 showing: no backward; a3 is not on rank 8.
    let mut only = pos(&g, "red checker: a3  blue checker: b4");
    assert_eq!(moves(&mut only), set(&["a3-b4"]));
    let only_before = report(&mut only);
    play(&mut only, &["a3-b4"]);
    assert_won(&mut only, 1, "showing");
    let only_after = report(&mut only);

    // Blue covering red's last checker loses for blue likewise.
    let mut b = pos(&g, "red checker: c3  blue checker: d4, h8  turn blue");
    play(&mut b, &["d4-c3"]);
    assert_won(&mut b, 0, "showing");

    insta::assert_snapshot!(
        "liger__covering_last_showing_checker_loses",
        format!(
            "{before}\nafter c3-d4:\n{after}\nthe only move:\n{only_before}\n\
             after a3-b4:\n{only_after}"
        )
    );
}

/// ... unless the same move also uncovers an enemy checker: then the
/// opponent still has one showing and the game goes on.
#[test]
fn liger__covering_last_while_uncovering_another_does_not_lose() {
    let g = game();
    // c3 = blue, blue, red; blue's only showing checker is d4. Both c3-d4
    // (leaves blue, blue on c3) and c3-d4/2 (leaves blue on c3) cover d4 but
    // uncover a blue checker on c3. Red shows 2 (c3, g1) > blue 1.
    let mut m = pos(
        &g,
        "red checker: g1  blue checker: d4  \
         stack c3: blue checker, blue checker, red checker",
    );
    assert_eq!(
        moves(&mut m),
        set(&["c3-b4", "c3-b4/2", "c3-d4", "c3-d4/2", "g1-f2", "g1-h2"])
    );
    let before = report(&mut m);

    play(&mut m, &["c3-d4/2"]);
    assert_eq!(stack(&m, "c3"), vec![B]);
    assert_eq!(stack(&m, "d4"), vec![B, B, R]);
    assert!(m.outcome().is_none(), "blue's c3 now shows");
    let after_pair = report(&mut m);
    m.undo();

    play(&mut m, &["c3-d4"]);
    assert_eq!(stack(&m, "c3"), vec![B, B]);
    assert_eq!(stack(&m, "d4"), vec![B, R]);
    assert!(m.outcome().is_none(), "blue's c3 now shows");
    let after_single = report(&mut m);
    m.undo();

    // Contrast: c3 = blue, red. c3-d4 uncovers c3's blue (game goes on);
    // c3-d4/2 takes the blue along and covers d4: blue shows nothing, red
    // loses.
    let mut c = pos(
        &g,
        "red checker: g1  blue checker: d4  stack c3: blue checker, red checker",
    );
    play(&mut c, &["c3-d4"]);
    assert!(c.outcome().is_none());
    c.undo();
    play(&mut c, &["c3-d4/2"]);
    assert_eq!(stack(&c, "c3"), Vec::<u8>::new());
    assert_eq!(stack(&c, "d4"), vec![B, B, R]);
    assert_won(&mut c, 1, "showing");
    let contrast = report(&mut c);

    insta::assert_snapshot!(
        "liger__covering_last_while_uncovering_another_does_not_lose",
        format!(
            "{before}\nafter c3-d4/2:\n{after_pair}\nafter c3-d4 (instead):\n{after_single}\n\
             c3 = blue, red instead, after c3-d4/2:\n{contrast}"
        )
    );
}

/// A player who has borne off all of their checkers wins; this is checked
/// first, so it wins even if the opponent is left with nothing showing.
#[test]
fn liger__bearing_off_last_checker_wins() {
    let g = game();
    // Red's last checker b8 is on top of blue's only checker (as after blue
    // bore off its other checkers and left itself nothing showing). Red: no
    // square ahead, b8 not alone (and red 1 > blue 0 showing: no backward
    // anyway): off b8 only. It uncovers blue's checker, and red wins.
    let mut m = pos(&g, "stack b8: blue checker, red checker");
    assert_eq!(moves(&mut m), set(&["off b8"]));
    let before = report(&mut m);
    play(&mut m, &["off b8"]);
    assert_eq!(stack(&m, "b8"), vec![B]);
    assert_eq!(m.state.off[0], 1);
    assert_won(&mut m, 0, "");
    let after = report(&mut m);
    let win_reason = m.outcome().unwrap().reason;
    assert!(
        !win_reason.contains("showing"),
        "won by the bear-off rule, not `{win_reason}`"
    );

    // Both end rules hold: red bears off its last checker and blue has no
    // checker showing (none on the board at all, which a position can set
    // up). The win is checked first: red wins.
    let mut both = pos(&g, "red checker: h8");
    assert_eq!(moves(&mut both), set(&["off h8"]));
    let both_before = report(&mut both);
    play(&mut both, &["off h8"]);
    assert_eq!(both.state.showing(&g, 1), 0, "the losing rule holds too");
    let o = both.outcome().expect("over");
    assert_eq!(o.winner, Some(0), "red wins, reason `{}`", o.reason);
    assert_eq!(o.reason, win_reason, "by the bear-off rule");
    let both_after = report(&mut both);

    insta::assert_snapshot!(
        "liger__bearing_off_last_checker_wins",
        format!(
            "{before}\nafter off b8:\n{after}\nblue has nothing on the board:\n{both_before}\n\
             after off h8:\n{both_after}"
        )
    );
}

/// A player left with no checker showing by their own bear-off does not
/// lose for it; the opponent must then uncover one of their checkers or
/// lose.
#[test]
fn liger__own_bear_off_leaving_nothing_showing_does_not_lose() {
    let g = game();
    // Red: b8 alone and a red checker under blue on e5. Blue: e5 top, h8.
    // Red shows 1 < blue 2: backward allowed, but a7, c7 are empty. Red's
    // only move: off b8 (red keeps its e5 checker, so no win).
    let mut m = pos(
        &g,
        "red checker: b8  blue checker: h8  stack e5: red checker, blue checker",
    );
    assert_eq!(moves(&mut m), set(&["off b8"]));
    let before = report(&mut m);
    play(&mut m, &["off b8"]);
    assert_eq!(m.state.off[0], 1);
    assert!(
        m.outcome().is_none(),
        "red shows nothing by its own move, but blue shows two: no loss"
    );
    // Blue: e5 (blue on red, a mixed pair) d4, f4 singly or as a pair;
    // h8-g7. Blue shows 2 > red 0: no backward; no bear-off.
    assert_eq!(
        moves(&mut m),
        set(&["e5-d4", "e5-d4/2", "e5-f4", "e5-f4/2", "h8-g7"])
    );
    let after = report(&mut m);

    // Moves that leave red's checker covered lose for blue.
    for t in ["e5-d4/2", "e5-f4/2", "h8-g7"] {
        play(&mut m, &[t]);
        assert_won(&mut m, 0, "showing");
        m.undo();
    }
    // Moves that uncover it go on.
    play(&mut m, &["e5-f4"]);
    assert!(m.outcome().is_none());
    m.undo();
    play(&mut m, &["e5-d4"]);
    assert_eq!(stack(&m, "e5"), vec![R]);
    assert!(m.outcome().is_none());
    // Red: e5 forward d6, f6; red 1 < blue 2, so e5 (alone) may go back
    // onto d4 (blue); f4 is empty.
    assert_eq!(moves(&mut m), set(&["e5-d4", "e5-d6", "e5-f6"]));
    let uncovered = report(&mut m);
    m.undo();
    play(&mut m, &["h8-g7"]);
    let lost = report(&mut m);

    insta::assert_snapshot!(
        "liger__own_bear_off_leaving_nothing_showing_does_not_lose",
        format!(
            "{before}\nafter off b8:\n{after}\nthen e5-d4:\n{uncovered}\n\
             then h8-g7 (instead):\n{lost}"
        )
    );
}
