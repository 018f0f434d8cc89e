//! One test per rule of the checkers rules page (docs/rules/checkers.md):
//! hand-built positions, their legal moves snapshotted with insta, and the
//! key facts asserted in plain Rust as well (each expected move set was
//! worked out from the rules, not copied from the engine), so that a wrong
//! engine fails even if someone blindly accepts the snapshots.
//!
//! Reminders: black is player 0 and moves up (toward rank 8), white is
//! player 1 and moves down; only dark squares exist (a1, c1, ..., b2, ...).

#![allow(non_snake_case)] // test names are `checkers__<rule>`, like their snapshots

mod common;

use common::{diagram_at as at, load_game, moves, play, pos, report, set};
use ludus::{Game, Match, MoveError};

fn game() -> Game {
    load_game("checkers.game")
}

// ---------------------------------------------------------------- board/setup

/// Setup: 12 men each on the dark squares of the three nearest rows; black
/// moves first. Only dark squares exist.
#[test]
fn checkers__start_position() {
    let g = game();
    let mut m = Match::new(&g);
    assert_eq!(m.to_move(), 0, "black moves first");
    assert_eq!(
        moves(&mut m),
        set(&[
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"
        ])
    );
    for c in [
        "a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3",
    ] {
        assert_eq!(at(&m, c), 'b', "{c}");
    }
    for c in [
        "b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8",
    ] {
        assert_eq!(at(&m, c), 'w', "{c}");
    }
    // Light squares are not cells of the board.
    assert!(Match::from_position(&g, "black man: b1").is_err());
    assert!(Match::from_position(&g, "black man: a2").is_err());
    insta::assert_snapshot!("checkers__start_position", report(&mut m));
}

// ---------------------------------------------------------------- moves

/// A man moves one square diagonally forward onto an empty square (never
/// backward, never onto an occupied square).
#[test]
fn checkers__simple_move() {
    let g = game();
    // a3 is on the edge (one move); e3's forward-right f4 holds a friend;
    // a5 faces a white man it cannot jump (c7 behind it is occupied).
    let mut m = pos(&g, "black man: a3, e3, f4, a5  white man: b6, c7");
    assert_eq!(moves(&mut m), set(&["a3-b4", "e3-d4", "f4-e5", "f4-g5"]));
    let s = report(&mut m);
    play(&mut m, &["e3-d4"]);
    assert_eq!(at(&m, "e3"), '.');
    assert_eq!(at(&m, "d4"), 'b');
    assert_eq!(m.to_move(), 1);
    insta::assert_snapshot!("checkers__simple_move", s);
}

/// White's men move the other way: toward rank 1.
#[test]
fn checkers__white_men_move_toward_rank_1() {
    let g = game();
    let mut m = pos(&g, "black man: a1  white man: d6, h6  turn white");
    assert_eq!(m.to_move(), 1);
    assert_eq!(moves(&mut m), set(&["d6-c5", "d6-e5", "h6-g5"]));
    insta::assert_snapshot!("checkers__white_men_move_toward_rank_1", report(&mut m));
}

/// A king moves one square diagonally forward or backward (no flying kings).
#[test]
fn checkers__king_moves_both_ways() {
    let g = game();
    let mut m = pos(&g, "black king: a1, d4  white man: h8");
    assert_eq!(
        moves(&mut m),
        set(&["a1-b2", "d4-c3", "d4-c5", "d4-e3", "d4-e5"])
    );
    let black = report(&mut m);
    // A white king likewise goes both ways.
    let mut w = pos(&g, "black man: a1  white king: e5  turn white");
    assert_eq!(moves(&mut w), set(&["e5-d4", "e5-d6", "e5-f4", "e5-f6"]));
    let white = report(&mut w);
    insta::assert_snapshot!(
        "checkers__king_moves_both_ways",
        format!("{black}\n{white}")
    );
}

// ---------------------------------------------------------------- captures

/// Capture: jump over an adjacent enemy piece onto the empty square behind
/// it; the enemy piece is removed. Friends are not jumped.
#[test]
fn checkers__single_jump() {
    let g = game();
    // d4 (white) can be jumped from c3 (to e5) and from e3 (to c5);
    // f4 is black's own and cannot be jumped by e3.
    let mut m = pos(&g, "black man: c3, e3, f4  white man: d4, h8");
    assert_eq!(moves(&mut m), set(&["c3xe5", "e3xc5"]));
    let before = report(&mut m);
    play(&mut m, &["c3xe5"]);
    assert_eq!(at(&m, "c3"), '.');
    assert_eq!(at(&m, "d4"), '.', "the jumped piece is removed");
    assert_eq!(at(&m, "e5"), 'b');
    assert_eq!(m.to_move(), 1);
    let after = report(&mut m);
    assert_eq!(moves(&mut m), set(&["h8-g7"]));
    insta::assert_snapshot!(
        "checkers__single_jump",
        format!("{before}\nafter c3xe5:\n{after}")
    );
}

/// Men capture forward only.
#[test]
fn checkers__man_captures_forward_only() {
    let g = game();
    // Black man d4: enemies behind on c3 and e3 (b2, f2 empty) cannot be
    // taken; c5 ahead can (b6 empty); e5 ahead is covered by f6.
    let mut m = pos(&g, "black man: d4  white man: c3, e3, c5, e5, f6");
    assert_eq!(moves(&mut m), set(&["d4xb6"]));
    let black = report(&mut m);
    // White man e5: d4 ahead of it (toward rank 1) can be taken (c3 empty);
    // f6 behind it cannot (g7 empty).
    let mut w = pos(&g, "black man: d4, f6, a1  white man: e5  turn white");
    assert_eq!(moves(&mut w), set(&["e5xc3"]));
    let white = report(&mut w);
    insta::assert_snapshot!(
        "checkers__man_captures_forward_only",
        format!("{black}\n{white}")
    );
}

/// Kings capture in all four diagonal directions.
#[test]
fn checkers__king_captures_in_all_four_directions() {
    let g = game();
    // Same pieces as the man test, but d4 is a king: c3, e3, c5 can all be
    // jumped; e5 still cannot (f6 is occupied). No continuation exists.
    let mut m = pos(&g, "black king: d4  white man: c3, e3, c5, e5, f6");
    assert_eq!(moves(&mut m), set(&["d4xb2", "d4xb6", "d4xf2"]));
    insta::assert_snapshot!(
        "checkers__king_captures_in_all_four_directions",
        report(&mut m)
    );
}

/// After a jump, if the piece can jump again it must go on; one turn can take
/// many pieces; the player picks the route, but must complete it.
#[test]
fn checkers__chained_jump_with_choice_of_routes() {
    let g = game();
    // a1 x b2 -> c3; from c3: x b4 -> a5 (then x b6 -> c7), or x d4 -> e5
    // (then x d6 -> c7 or x f6 -> g7). f4 is behind e5: a man may not jump
    // back over it.
    let mut m = pos(&g, "black man: a1  white man: b2, b4, d4, b6, d6, f6, f4");
    assert_eq!(
        moves(&mut m),
        set(&["a1xc3xa5xc7", "a1xc3xe5xc7", "a1xc3xe5xg7"])
    );
    let before = report(&mut m);
    // A sequence cannot be stopped half-way.
    assert!(m.play_text("a1xc3").is_err());
    assert!(m.play_text("a1xc3xe5").is_err());
    // `a1xc7` names two routes.
    assert!(matches!(
        m.play_text("a1xc7"),
        Err(MoveError::Ambiguous { .. })
    ));
    play(&mut m, &["a1xg7"]);
    for c in ["a1", "b2", "d4", "f6"] {
        assert_eq!(at(&m, c), '.', "{c}");
    }
    for c in ["b4", "b6", "d6", "f4"] {
        assert_eq!(at(&m, c), 'w', "{c}");
    }
    assert_eq!(at(&m, "g7"), 'b');
    let after = report(&mut m);
    insta::assert_snapshot!(
        "checkers__chained_jump_with_choice_of_routes",
        format!("{before}\nafter a1xc3xe5xg7:\n{after}")
    );
}

/// A piece cannot be jumped twice in one turn: a king running round a ring
/// of four men takes each once and stops back on its starting square.
#[test]
fn checkers__piece_not_jumped_twice() {
    let g = game();
    // King b4 with white men on c5, e5, e3, c3 (the four around d4). Either
    // way round: b4 -> d6 -> f4 -> d2 -> b4, or b4 -> d2 -> f4 -> d6 -> b4.
    // Back on b4, c5 and c3 are next to it with empty squares behind, but
    // both have already been jumped.
    let mut m = pos(&g, "black king: b4  white man: c5, e5, e3, c3, h8");
    assert_eq!(moves(&mut m), set(&["b4xd2xf4xd6xb4", "b4xd6xf4xd2xb4"]));
    let before = report(&mut m);
    play(&mut m, &["b4xd6xf4xd2xb4"]);
    assert_eq!(at(&m, "b4"), 'B');
    for c in ["c5", "e5", "e3", "c3"] {
        assert_eq!(at(&m, c), '.', "{c} captured");
    }
    let after = report(&mut m);
    insta::assert_snapshot!(
        "checkers__piece_not_jumped_twice",
        format!("{before}\nafter b4xd6xf4xd2xb4:\n{after}")
    );
}

/// Capturing is mandatory: when any capture exists, quiet moves are not legal.
#[test]
fn checkers__mandatory_capture_removes_quiet_moves() {
    let g = game();
    // Without d4 black would have c3-b4, c3-d4, g3-f4, g3-h4 and the king's
    // four moves; with it, only the capture remains.
    let mut quiet = pos(&g, "black man: c3, g3  black king: b6  white man: h8");
    assert_eq!(
        moves(&mut quiet),
        set(&[
            "b6-a5", "b6-a7", "b6-c5", "b6-c7", "c3-b4", "c3-d4", "g3-f4", "g3-h4"
        ])
    );
    let mut m = pos(&g, "black man: c3, g3  black king: b6  white man: d4, h8");
    assert_eq!(moves(&mut m), set(&["c3xe5"]));
    assert!(m.play_text("g3-h4").is_err());
    insta::assert_snapshot!(
        "checkers__mandatory_capture_removes_quiet_moves",
        format!("{}\n{}", report(&mut quiet), report(&mut m))
    );
}

/// Among captures the choice is free: no "capture the most" rule.
#[test]
fn checkers__free_choice_among_captures() {
    let g = game();
    // a3 x b4 takes one piece; e1 x f2 -> g3 x f4 -> e5 takes two. Both are
    // legal.
    let mut m = pos(&g, "black man: a3, e1  white man: b4, f2, f4, h8");
    assert_eq!(moves(&mut m), set(&["a3xc5", "e1xg3xe5"]));
    let s = report(&mut m);
    play(&mut m, &["a3xc5"]);
    assert_eq!(at(&m, "b4"), '.');
    insta::assert_snapshot!("checkers__free_choice_among_captures", s);
}

// ---------------------------------------------------------------- promotion

/// A man that reaches the far row becomes a king (black on rank 8, white on
/// rank 1).
#[test]
fn checkers__man_reaching_far_row_is_crowned() {
    let g = game();
    let mut m = pos(&g, "black man: a7  white man: h2");
    assert_eq!(moves(&mut m), set(&["a7-b8"]));
    let before = report(&mut m);
    play(&mut m, &["a7-b8"]);
    assert_eq!(at(&m, "b8"), 'B', "black man crowned on rank 8");
    assert_eq!(moves(&mut m), set(&["h2-g1"]));
    play(&mut m, &["h2-g1"]);
    assert_eq!(at(&m, "g1"), 'W', "white man crowned on rank 1");
    // The new black king moves backward on its next turn.
    assert_eq!(moves(&mut m), set(&["b8-a7", "b8-c7"]));
    let after = report(&mut m);
    insta::assert_snapshot!(
        "checkers__man_reaching_far_row_is_crowned",
        format!("{before}\nafter a7-b8 h2-g1:\n{after}")
    );
}

/// A man crowned by a jump stops there, even if as a king it could jump on;
/// it may jump backward only on a later turn.
#[test]
fn checkers__promotion_ends_the_move() {
    let g = game();
    // b6 x c7 lands on d8 and is crowned; a king on d8 could go on over e7
    // to f6, but the move ends.
    let mut m = pos(&g, "black man: b6  white man: c7, e7, a3");
    assert_eq!(moves(&mut m), set(&["b6xd8"]));
    let before = report(&mut m);
    play(&mut m, &["b6xd8"]);
    assert_eq!(at(&m, "d8"), 'B');
    assert_eq!(at(&m, "c7"), '.');
    assert_eq!(at(&m, "e7"), 'w', "e7 is not taken in the same move");
    assert_eq!(m.to_move(), 1, "the turn passed to white");
    // White has no capture; the king jumps backward next turn.
    assert_eq!(moves(&mut m), set(&["a3-b2", "e7-d6", "e7-f6"]));
    play(&mut m, &["a3-b2"]);
    assert_eq!(moves(&mut m), set(&["d8xf6"]));
    let after = report(&mut m);
    insta::assert_snapshot!(
        "checkers__promotion_ends_the_move",
        format!("{before}\nafter b6xd8 a3-b2:\n{after}")
    );
}

// ---------------------------------------------------------------- end of game

/// A player with no pieces loses.
#[test]
fn checkers__no_pieces_loses() {
    let g = game();
    let mut m = pos(&g, "black man: c3  white man: d4");
    assert!(m.outcome().is_none());
    assert_eq!(moves(&mut m), set(&["c3xe5"]));
    let before = report(&mut m);
    play(&mut m, &["c3xe5"]);
    let o = m.outcome().expect("white has no pieces");
    assert_eq!(o.winner, Some(0));
    assert_eq!(o.reason, "no pieces");
    assert!(m.legal_moves().is_empty());
    assert!(m.play_text("a1-b2").is_err());
    // Also straight from a position: black to move with nothing left.
    let mut b = pos(&g, "white man: d4");
    let o = b.outcome().expect("black has no pieces");
    assert_eq!(o.winner, Some(1));
    let after = report(&mut m);
    insta::assert_snapshot!(
        "checkers__no_pieces_loses",
        format!("{before}\nafter c3xe5:\n{after}\n{}", report(&mut b))
    );
}

/// A player with pieces but no legal move on their turn loses.
#[test]
fn checkers__no_moves_loses() {
    let g = game();
    // White man h4 can only go to g3 (black) and cannot jump it (f2 is
    // black too).
    let mut w = pos(&g, "black man: g3, f2  white man: h4  turn white");
    let o = w.outcome().expect("white is blocked");
    assert_eq!(o.winner, Some(0));
    assert_eq!(o.reason, "no moves");
    assert!(w.legal_moves().is_empty());
    // Black man a1 can only go to b2 (white) and cannot jump it (c3 white).
    let mut b = pos(&g, "black man: a1  white man: b2, c3");
    let o = b.outcome().expect("black is blocked");
    assert_eq!(o.winner, Some(1));
    assert_eq!(o.reason, "no moves");
    // The same men with white to move: white has moves, nothing is over.
    let mut b2 = pos(&g, "black man: a1  white man: b2, c3  turn white");
    assert!(b2.outcome().is_none());
    assert_eq!(moves(&mut b2), set(&["b2-c1", "c3-d2"]));
    insta::assert_snapshot!(
        "checkers__no_moves_loses",
        format!("{}\n{}", report(&mut w), report(&mut b))
    );
}

/// Draw: the same position (same pieces on the same squares, same player to
/// move) for the third time with no capture in between.
#[test]
fn checkers__draw_by_threefold_repetition_without_capture() {
    let g = game();
    let start = "black king: a1  white king: h8  white man: d4";
    let shuffle = ["a1-b2", "h8-g7", "b2-a1", "g7-h8"];

    // The start position occurs again after 4 plies (2nd time) and after 8
    // (3rd time): a draw then, and not one ply earlier.
    let mut m = pos(&g, start);
    let first = report(&mut m);
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(m.outcome().is_none(), "over before ply {}", i + 1);
        play(&mut m, &[t]);
    }
    let o = m.outcome().expect("third occurrence");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "repetition 3 since capture");
    assert!(m.legal_moves().is_empty());
    let third = report(&mut m);
    m.undo();
    assert!(m.outcome().is_none(), "one ply earlier it is not over");

    // With a capture in between: after 4 plies the start position is there
    // for the 2nd time; then white offers a man and black must take it.
    // The count starts again from the position after the capture, which
    // needs two more returns (8 quiet plies) to be drawn.
    let mut m = pos(&g, start);
    play(&mut m, &shuffle);
    assert_eq!(m.state.occurrences(true), 2);
    play(&mut m, &["a1-b2", "d4-c3"]);
    assert_eq!(moves(&mut m), set(&["b2xd4"]), "the capture is forced");
    play(&mut m, &["b2xd4"]);
    assert_eq!(m.state.since_capture, 0);
    assert_eq!(m.state.occurrences(true), 1);
    let after_capture = report(&mut m);
    let shuffle2 = ["h8-g7", "d4-c5", "g7-h8", "c5-d4"];
    for (i, t) in shuffle2.iter().chain(shuffle2.iter()).enumerate() {
        assert!(
            m.outcome().is_none(),
            "over before ply {} after the capture",
            i + 1
        );
        play(&mut m, &[t]);
    }
    let o = m.outcome().expect("third occurrence since the capture");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "repetition 3 since capture");
    let end = report(&mut m);
    insta::assert_snapshot!(
        "checkers__draw_by_threefold_repetition_without_capture",
        format!(
            "{first}\nafter {} twice:\n{third}\n\
             other game, after {} a1-b2 d4-c3 b2xd4:\n{after_capture}\n\
             then {} twice:\n{end}",
            shuffle.join(" "),
            shuffle.join(" "),
            shuffle2.join(" ")
        )
    );
}

/// Draw: 100 plies in a row (50 moves by each player) without a capture.
#[test]
fn checkers__draw_by_100_plies_without_capture() {
    let g = game();
    // Each king runs round its own cycle (black: 6 squares, white: 10), never
    // next to the other, so no capture is ever possible. The pair of squares
    // repeats only every lcm(6, 10) = 30 moves, so within 50 moves no
    // position occurs a third time and the repetition rule does not fire.
    let black = ["a3", "b2", "c1", "d2", "c3", "b4"];
    let white = ["c7", "d6", "e5", "f4", "g3", "h4", "g5", "f6", "e7", "d8"];
    let mut m = pos(&g, "black king: a3  white king: c7");
    for ply in 0..100usize {
        assert!(m.outcome().is_none(), "over after only {ply} plies");
        let k = ply / 2;
        let t = if ply % 2 == 0 {
            format!("{}-{}", black[k % 6], black[(k + 1) % 6])
        } else {
            format!("{}-{}", white[k % 10], white[(k + 1) % 10])
        };
        assert!(
            moves(&mut m).iter().all(|mv| mv.contains('-')),
            "no capture exists at ply {ply}"
        );
        play(&mut m, &[&t]);
        if ply == 98 {
            // 99 plies played.
            assert!(m.outcome().is_none(), "not over after 99 plies");
        }
    }
    assert_eq!(m.state.since_capture, 100);
    let o = m.outcome().expect("100 plies without capture");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "plies 100 since capture");
    assert!(m.legal_moves().is_empty());
    let at100 = report(&mut m);
    m.undo();
    assert!(m.outcome().is_none());
    let at99 = report(&mut m);
    insta::assert_snapshot!(
        "checkers__draw_by_100_plies_without_capture",
        format!("after 99 plies:\n{at99}\nafter 100 plies:\n{at100}")
    );
}
