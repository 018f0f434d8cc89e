//! One test per rule of the draughts family (issue 17), on Brazilian
//! draughts (8×8: white moves up from rank 1, men capture backward too,
//! kings fly) and on variants of it in `tests/games/draughts/` that change
//! one rule each. Each test snapshots the legal moves of a position that
//! exercises its rule (the snapshot is named after the rule) and asserts
//! the expected moves, worked out from the rules, in plain Rust too.

#![allow(non_snake_case)] // test names are `draughts__<rule>`, like their snapshots

mod common;

use common::{at, load_game, load_test_game, moves, play, pos, report, set};
use ludus::Game;

fn brazilian() -> Game {
    load_game("brazilian.game")
}

fn variant(name: &str) -> Game {
    load_test_game(&format!("draughts/{name}.game"))
}

/// Majority capture: e3 can take d4 alone (e3xc5) or f4 and f6 (e3xg5xe7);
/// it must take the most pieces. With a free choice, both are legal.
#[test]
fn draughts__majority_capture() {
    let p = "white man: e3  black man: d4, f4, f6, a7  turn white";
    let g = brazilian();
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["e3xg5xe7"]));
    insta::assert_snapshot!("draughts__majority_capture", report(&mut m));
    let free = variant("free-choice");
    let mut m = pos(&free, p);
    assert_eq!(moves(&mut m), set(&["e3xc5", "e3xg5xe7"]));
}

/// Tie-break `by king`: the man on c3 and the king on a5 can each take one
/// piece; the king's captures are kept (both landings).
#[test]
fn draughts__tie_break_by_king() {
    let p = "white man: c3  white king: a5  black man: d4, b6, h8  turn white";
    let g = variant("italian-order");
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["a5xc7", "a5xd8"]));
    insta::assert_snapshot!("draughts__tie_break_by_king", report(&mut m));
    let b = brazilian();
    assert_eq!(moves(&mut pos(&b, p)), set(&["c3xe5", "a5xc7", "a5xd8"]));
}

/// Tie-break `most king`: c3 takes a man, g3 takes a king; one piece each.
#[test]
fn draughts__tie_break_most_kings() {
    let p = "white man: c3, g3  black man: d4, h8  black king: f4  turn white";
    let g = variant("italian-order");
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["g3xe5"]));
    insta::assert_snapshot!("draughts__tie_break_most_kings", report(&mut m));
    let b = brazilian();
    assert_eq!(moves(&mut pos(&b, p)), set(&["c3xe5", "g3xe5"]));
}

/// Tie-break `earliest king`: a1 takes the king on b2 and then a man; h4
/// takes a man and then the king on e7. Two pieces and one king each: the
/// king met first decides.
#[test]
fn draughts__tie_break_earliest_king() {
    let p = "white man: a1, h4  black king: b2, e7  black man: d4, g5  turn white";
    let g = variant("italian-order");
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["a1xc3xe5"]));
    insta::assert_snapshot!("draughts__tie_break_earliest_king", report(&mut m));
    let b = brazilian();
    assert_eq!(moves(&mut pos(&b, p)), set(&["a1xc3xe5", "h4xf6xd8"]));
}

/// Weighted captures (`most value (man 2, king 3)`): a king taken weighs
/// more than a man.
#[test]
fn draughts__weighted_capture() {
    let p = "white man: c3, g3  black man: d4, e7  black king: f4  turn white";
    let g = variant("weighted");
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["g3xe5"]));
    insta::assert_snapshot!("draughts__weighted_capture", report(&mut m));
}

/// The flying king lands on any empty square beyond the piece it takes.
#[test]
fn draughts__flying_king_landing_choice() {
    let g = brazilian();
    let mut m = pos(&g, "white king: a1  black man: c3, h6  turn white");
    assert_eq!(
        moves(&mut m),
        set(&["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"])
    );
    insta::assert_snapshot!("draughts__flying_king_landing_choice", report(&mut m));
}

/// The flying king turns at a landing and goes on (here from f6, over e7,
/// to d8); the majority rule then keeps only that capture. With a free
/// choice, the landings that cannot go on are moves too, and f6 must go on.
#[test]
fn draughts__flying_king_turn() {
    let p = "white king: a1  black man: c3, e7  turn white";
    let g = brazilian();
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["a1xf6xd8"]));
    insta::assert_snapshot!("draughts__flying_king_turn", report(&mut m));
    let free = variant("free-choice");
    assert_eq!(
        moves(&mut pos(&free, p)),
        set(&["a1xd4", "a1xe5", "a1xf6xd8", "a1xg7", "a1xh8"])
    );
}

/// No piece is jumped twice: after c3xf6xd8xb6 the king faces d4 again
/// (taken first, still on the board until the move ends) and stops.
#[test]
fn draughts__no_double_jump() {
    let g = brazilian();
    let mut m = pos(&g, "white king: c3  black man: d4, e7, c7, a7  turn white");
    assert_eq!(moves(&mut m), set(&["c3xf6xd8xb6", "c3xf6xd8xa5"]));
    assert!(m.legal_moves().iter().all(|mv| mv.captures().len() == 3));
    insta::assert_snapshot!("draughts__no_double_jump", report(&mut m));
}

/// Removal as taken (`remove captures at once`, Turkish): the same king
/// passes over d4's square, emptied when it was taken, and takes f2 too.
#[test]
fn draughts__removal_as_taken() {
    let p = "white king: c3  black man: d4, e7, c7, f2  turn white";
    let g = variant("removal");
    let mut m = pos(&g, p);
    assert_eq!(moves(&mut m), set(&["c3xf6xd8xb6xg1"]));
    insta::assert_snapshot!("draughts__removal_as_taken", report(&mut m));
    let b = brazilian();
    assert_eq!(moves(&mut pos(&b, p)), set(&["c3xf6xd8xb6", "c3xf6xd8xa5"]));
}

// Black's man on h2 keeps black in the game (not on a1, black's crowning
// row, where a man cannot stand: `ludus::position-unreachable-cell`).
const CROWNING: &str = "white man: b6  black man: c7, e7, h2  turn white";

/// Crowned only if the capture ends there (international): the man passes
/// d8 and goes on as a man; one that ends on d8 is crowned.
#[test]
fn draughts__crowning_mid_capture_only_at_the_end() {
    let g = brazilian();
    let mut m = pos(&g, CROWNING);
    assert_eq!(moves(&mut m), set(&["b6xd8xf6"]));
    insta::assert_snapshot!(
        "draughts__crowning_mid_capture_only_at_the_end",
        report(&mut m)
    );
    play(&mut m, &["b6xf6"]);
    assert_eq!(at(&m, "f6"), "w");
    let mut m = pos(&g, "white man: b6  black man: c7, h2  turn white");
    play(&mut m, &["b6xd8"]);
    assert_eq!(at(&m, "d8"), "W");
}

/// Crowning ends the move (English, `ends move`).
#[test]
fn draughts__crowning_mid_capture_ends_the_move() {
    let g = variant("crown-ends");
    let mut m = pos(&g, CROWNING);
    assert_eq!(moves(&mut m), set(&["b6xd8"]));
    insta::assert_snapshot!(
        "draughts__crowning_mid_capture_ends_the_move",
        report(&mut m)
    );
    play(&mut m, &["b6xd8"]);
    assert_eq!(at(&m, "d8"), "W");
}

/// Crowned at once and on as a king (Russian, `at once`): from d8 the new
/// king flies over e7 and lands on any square beyond.
#[test]
fn draughts__crowning_mid_capture_at_once() {
    let g = variant("crown-at-once");
    let mut m = pos(&g, CROWNING);
    assert_eq!(moves(&mut m), set(&["b6xd8xf6", "b6xd8xg5", "b6xd8xh4"]));
    insta::assert_snapshot!("draughts__crowning_mid_capture_at_once", report(&mut m));
    play(&mut m, &["b6xd8xh4"]);
    assert_eq!(at(&m, "h4"), "W");
    assert_eq!(at(&m, "e7"), ".");
}

/// A jump over the square two away (`at 2`): on the dark squares, c3 takes
/// c5 landing on c7 and e3 landing on g3.
#[test]
fn draughts__offset_jump() {
    let g = variant("offset");
    let mut m = pos(&g, "white man: c3  black man: c5, e3, h8  turn white");
    assert_eq!(moves(&mut m), set(&["c3xc7", "c3xg3"]));
    insta::assert_snapshot!("draughts__offset_jump", report(&mut m));
}

/// Duplicate paths merged (`merge same captures`): round the four men,
/// either way, d2 takes the same pieces and comes back to d2: one move.
/// Without the rule each path is a move.
#[test]
fn draughts__duplicate_paths_merged() {
    let p = "white man: d2  black man: c3, e3, c5, e5, h8  turn white";
    let g = brazilian();
    let mut m = pos(&g, p);
    assert_eq!(m.legal_moves().len(), 1);
    insta::assert_snapshot!("draughts__duplicate_paths_merged", report(&mut m));
    play(&mut m, &["d2xd2"]);
    for c in ["c3", "e3", "c5", "e5"] {
        assert_eq!(at(&m, c), ".", "{c}");
    }
    assert_eq!(at(&m, "d2"), "w");
    let free = variant("free-choice");
    assert_eq!(
        moves(&mut pos(&free, p)),
        set(&["d2xb4xd6xf4xd2", "d2xf4xd6xb4xd2"])
    );
}

/// The same move given by two rules of a piece (`step forward-diagonal`
/// and `step forward-left`) is listed once, and can be typed.
#[test]
fn draughts__same_move_from_two_rules_once() {
    let g = variant("two-rules");
    let mut m = pos(&g, "white man: d4  black man: h8  turn white");
    assert_eq!(moves(&mut m), set(&["d4-c5", "d4-e5"]));
    insta::assert_snapshot!("draughts__same_move_from_two_rules_once", report(&mut m));
    play(&mut m, &["d4-c5"]);
}

/// `long captures continue` (Russian draughts): the king on e1 jumps f2 and
/// may land on g3 or h4; from g3 it can capture on (over f4), so it must
/// land there. Free choice otherwise: each landing beyond f4 is a move.
#[test]
fn draughts__long_capture_lands_where_it_continues() {
    let p = "white king: e1  black man: f2, f4, a7  turn white";
    let russian = load_game("russian.game");
    let mut m = pos(&russian, p);
    let want = ["e1xg3xe5", "e1xg3xd6", "e1xg3xc7", "e1xg3xb8"];
    assert_eq!(moves(&mut m), set(&want));
    insta::assert_snapshot!(
        "draughts__long_capture_lands_where_it_continues",
        report(&mut m)
    );
    // Without the rule (the free-choice variant), stopping on h4 is a move.
    let free = variant("free-choice");
    let mut m = pos(&free, p);
    assert!(moves(&mut m).contains(&"e1xh4".to_string()));
}
