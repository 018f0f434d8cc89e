//! `ludus why`: why a move is not legal, rendered over the .game source
//! (snapshots of the rendered diagnostic), and the same explanation in
//! `play` for an illegal typed move.

#![allow(non_snake_case)]

mod common;

use common::bin::run_ludus;

/// `ludus why` with these arguments: its output, which must succeed.
fn why(args: &[&str]) -> String {
    let mut all = vec!["why"];
    all.extend_from_slice(args);
    let r = run_ludus(&all, None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    r.out
}

#[test]
fn why__checkers_man_moving_backward_no_rule_makes_it() {
    let out = why(&[
        "games/checkers.game",
        "--position",
        "black man: c3  white man: h8",
        "c3-b2",
    ]);
    assert!(out.contains("no rule of man makes `c3-b2`"), "{out}");
    assert!(
        out.contains("`forward-diagonal` does not include the way this move goes"),
        "{out}"
    );
    insta::assert_snapshot!("why__checkers_man_moving_backward", out);
}

#[test]
fn why__checkers_non_capture_when_a_capture_is_mandatory() {
    let out = why(&[
        "games/checkers.game",
        "--position",
        "black man: c3, g3  black king: b6  white man: d4, h8",
        "g3-h4",
    ]);
    assert!(out.contains("a capture is mandatory here"), "{out}");
    assert!(
        out.contains("captures come first; available: c3xe5"),
        "{out}"
    );
    insta::assert_snapshot!("why__checkers_mandatory_capture", out);
}

#[test]
fn why__liger_backward_onto_an_enemy_topped_stack_while_not_fewer_showing() {
    // Red shows 4 (d4, e3, h4, g5), blue 4: backward is not allowed.
    let out = why(&[
        "games/liger.game",
        "--position",
        "red checker: d4, e3, h4  stack g5: blue checker, red checker  blue checker: c3, f4, b8, d8",
        "d4-c3",
    ]);
    assert!(out.contains("but its condition is false here"), "{out}");
    assert!(out.contains("here height is 1: true"), "{out}");
    assert!(
        out.contains("here count(showing own) is 4, count(showing enemy) is 4: false"),
        "{out}"
    );
    insta::assert_snapshot!("why__liger_backward_onto_enemy_top", out);
    // With one more blue checker showing, the same move is legal.
    let r = run_ludus(
        &[
            "why",
            "games/liger.game",
            "--position",
            "red checker: d4, e3, h4  stack g5: blue checker, red checker  blue checker: c3, f4, b8, d8, f8",
            "d4-c3",
        ],
        None,
    );
    assert_eq!(r.code, Some(1));
    assert!(r.err.contains("`d4-c3` is legal here"), "{}", r.err);
    // Moving a stack whose top is blue's: red's checker under it stays.
    let out = why(&[
        "games/liger.game",
        "--position",
        "red checker: a1  blue checker: h8  stack d4: red checker, blue checker",
        "d4-c5",
    ]);
    assert!(
        out.contains("the top of the stack on d4 is blue's: red's pieces under it cannot move"),
        "{out}"
    );
}

#[test]
fn why__gamemix_king_moving_into_check() {
    let out = why(&[
        "games/gamemix.game",
        "--position",
        "white king: d4  black pawn: d6  black knight: g4  black checker: b2  black dama: h7  black king: h1",
        "d4-e5",
    ]);
    assert!(
        out.contains("would leave white's king capturable (in check)"),
        "{out}"
    );
    assert!(
        out.contains("the reply g4xe5 or d6xe5 would take it"),
        "{out}"
    );
    insta::assert_snapshot!("why__gamemix_into_check", out);
}

#[test]
fn why__liga_card_played_from_the_wrong_hand() {
    // The five is in east's hand, not north's; east's hand stays hidden.
    let out = why(&[
        "games/liga.game",
        "--position",
        "north marble: k17  north marble: 3 in base  hand north: one, one, thirteen  hand east: five  turn north",
        "five k17-l17",
    ]);
    assert!(out.contains("north holds no `five`"), "{out}");
    assert!(out.contains("north's hand: one x2, thirteen"), "{out}");
    assert!(!out.contains("east"), "no word of east's hand: {out}");
    insta::assert_snapshot!("why__liga_card_from_the_wrong_hand", out);
}

#[test]
fn why_json_and_errors() {
    let r = run_ludus(
        &[
            "why",
            "games/checkers.game",
            "--json",
            "--moves",
            "c3-d4",
            "d4-e3",
        ],
        None,
    );
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("json");
    // White to move after c3-d4: d4 is black's man, not white's.
    assert_eq!(v["message"], "there is no piece of white's on d4 to move");
    let r = run_ludus(
        &[
            "why",
            "games/checkers.game",
            "--json",
            "--position",
            "black man: c3  white man: f6  turn white",
            "f6-g7",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("json");
    assert_eq!(v["message"], "no rule of man makes `f6-g7`");
    assert_eq!(v["labels"][0]["line"], 33);
    assert_eq!(v["labels"][0]["text"], "forward-diagonal");
    // f6-g7 from the start: g7 holds white's own man, so no widening of
    // one rule lets it: every statement of the man is listed.
    let r = run_ludus(
        &[
            "why",
            "games/checkers.game",
            "--json",
            "--moves",
            "c3-d4",
            "f6-g7",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("json");
    assert_eq!(v["labels"][0]["label"], "does not make it");
    assert_eq!(
        v["labels"][1]["text"],
        "jump forward-diagonal over enemy chained"
    );
    let r = run_ludus(&["why", "games/checkers.game", "z9-a1"], None);
    assert_eq!(r.code, Some(1));
    assert!(
        r.err.contains("`z9` is not a cell of this board"),
        "{}",
        r.err
    );
}

#[test]
fn play_explains_an_illegal_typed_move() {
    let r = run_ludus(
        &[
            "play",
            "games/checkers.game",
            "--position",
            "black man: c3  white man: h8",
            "--seat",
            "white=random",
            "--seed",
            "1",
        ],
        Some("c3-b2\nquit\n"),
    );
    assert!(
        r.out.contains("error: `c3-b2` is not a legal move here"),
        "{}",
        r.out
    );
    assert!(r.out.contains("no rule of man makes `c3-b2`"), "{}", r.out);
    assert!(
        r.out
            .contains("`forward-diagonal` does not include the way this move goes"),
        "{}",
        r.out
    );
}

#[test]
fn why__hexapawn_blocked_step_names_the_target_not_the_direction() {
    // `step forward to empty` goes a1-a2's way; a2 holds a black pawn.
    // Widening `forward-diagonal` (which would let pawns capture straight
    // ahead) must not be suggested.
    let out = why(&[
        "tests/games/hexapawn.game",
        "--position",
        "white pawn: a1, b1  black pawn: a2, c3",
        "a1-a2",
    ]);
    assert!(out.contains("no rule of pawn makes `a1-a2`"), "{out}");
    assert!(
        out.contains("a2 holds a black pawn; `to empty` needs it empty"),
        "{out}"
    );
    assert!(!out.contains("widen"), "{out}");
    assert!(!out.contains("does not include the way"), "{out}");
    insta::assert_snapshot!("why__hexapawn_blocked_step", out);
}

#[test]
fn why__hexapawn_diagonal_onto_an_empty_cell_names_the_target() {
    let out = why(&[
        "tests/games/hexapawn.game",
        "--position",
        "white pawn: a1, b1  black pawn: a3, c3",
        "a1-b2",
    ]);
    assert!(
        out.contains("b2 is empty; `to enemy` needs an enemy's piece there"),
        "{out}"
    );
    assert!(!out.contains("widen"), "{out}");
    insta::assert_snapshot!("why__hexapawn_diagonal_onto_empty", out);
}

#[test]
fn why__hexapawn_onto_own_piece_says_so() {
    let out = why(&[
        "tests/games/hexapawn.game",
        "--position",
        "white pawn: a1, a2  black pawn: c3",
        "a1-a2",
    ]);
    assert!(out.contains("a2 holds white's own pawn"), "{out}");
    assert!(!out.contains("widen"), "{out}");
}

#[test]
fn why__chess_promotion_without_its_suffix() {
    let out = why(&[
        "games/chess.game",
        "--position",
        "white pawn: b7  white king: e1  black king: e8",
        "b7-b8",
    ]);
    assert!(
        out.contains("`b7-b8` lacks its promotion suffix: the pawn promotes on b8"),
        "{out}"
    );
    assert!(out.contains("`b7-b8=Q`"), "{out}");
    assert!(!out.contains("does not make it"), "{out}");
    insta::assert_snapshot!("why__chess_promotion_suffix", out);
}

#[test]
fn why__frisian_king_after_three_quiet_moves() {
    let out = why(&[
        "games/frisian.game",
        "--position",
        "white man: a1  white king: d4  black man: a9  black king: h10  quiet: white d4 3  turn white",
        "d4-e5",
    ]);
    assert!(
        out.contains("`d4-e5` would be the king's quiet move number 4 in a row"),
        "{out}"
    );
    assert!(out.contains("at most 3 quiet moves in a row"), "{out}");
    insta::assert_snapshot!("why__frisian_tired_king", out);
}

/// Backgammon's plays: each checker move followed on the position, the
/// first that breaks a rule of the race named (the direction, a point
/// held by two or more, a die of that length, the bar first, bearing off
/// from the farthest with a larger die), a play that leaves a die unused,
/// and a pass while a die can be played.
#[test]
fn why__backgammon_plays() {
    let g = "games/backgammon.game";
    let cases: [(&str, &str, &str); 7] = [
        (
            "roll 3-1",
            "a2-b2",
            "a2 to b2 goes backward: white's pieces move the other way",
        ),
        (
            "roll 5-1",
            "l2-g2+l2-k2",
            "g2 is held by 5 pieces of the other side",
        ),
        (
            "roll 5-1",
            "e1-g1+e1-f1",
            "e1 to g1 is 2 points, and no die left shows 2 (the dice left: 5 and 1)",
        ),
        (
            "roll 3-1",
            "e1-h1",
            "plays 1 of the dice, and 2 dice can be played",
        ),
        (
            "roll 3-1",
            "pass",
            "a player passes only when no die can be played",
        ),
        ("roll 3-1", "a1-b1", "white has no piece on a1"),
        ("", "e1-h1", "the dice are not rolled yet"),
    ];
    for (roll, mv, want) in cases {
        let out = if roll.is_empty() {
            why(&[g, mv])
        } else {
            why(&[g, "--moves", roll, mv])
        };
        assert!(out.contains(want), "{roll} {mv}: {out}");
        assert!(
            out.contains("race {"),
            "{mv}: points at the race block: {out}"
        );
    }
    let bar = "race: black a1 5, white e1 3, white g1 5, black l1 1, white a2 4, black e2 3, \
               black g2 5, white l2 2  bar: white 1, black 1  dice: 5 3  turn white";
    let out = why(&[g, "--position", bar, "e1-h1+bar-c2"]);
    assert!(
        out.contains("white has a piece on the bar: it must come in before any other moves"),
        "{out}"
    );
    let home = "race: white g1 3, white j1 10, white l1 1, black a1 15  off white 1  dice: 6 6  turn white";
    let out = why(&[g, "--position", home, "j1-off+j1-off+j1-off+j1-off"]);
    assert!(
        out.contains("a die larger than 3 bears off only from the farthest piece"),
        "{out}"
    );
    let away = "race: white a2 1, white j1 13, black a1 15  off white 1  dice: 6 5  turn white";
    let out = why(&[g, "--position", away, "j1-off+a2-f1"]);
    assert!(
        out.contains("white bears off only once all its pieces are home, and one is on a2"),
        "{out}"
    );
}
