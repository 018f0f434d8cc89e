//! One test per rule of Board 8x8 Game Mix (docs/rules/gamemix.md):
//! hand-built positions, their legal moves snapshotted with insta, and the
//! key facts asserted in plain Rust as well. Every expected move set below
//! was worked out from the rules page (the reasoning is in the comments),
//! not copied from the engine, so a wrong engine fails even if someone
//! blindly accepts the snapshots.
//!
//! Reminders: white is player 0, moves up (toward rank 8) and moves first;
//! black is player 1. Symbols: P C L N S D K (white), lower case for black.

#![allow(non_snake_case)] // test names are `gamemix__<rule>`, like their snapshots

mod common;

use common::{diagram_at as at, load_game, moves, play, pos, report, set};
use ludus::{Game, Match};

const WHITE: u8 = 0;
const BLACK: u8 = 1;

fn game() -> Game {
    load_game("gamemix.game")
}

/// The legal moves of the piece on `from`, as sorted texts.
fn moves_from(m: &mut Match, from: &str) -> Vec<String> {
    moves(m)
        .into_iter()
        .filter(|t| {
            t.starts_with(from) && !t[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

// ---------------------------------------------------------------- setup

/// Setup as on the rules page (black's King on d8, Dama on e8); white moves
/// first with 22 moves: 8 pawn moves (one or two steps for c2..f2), 6
/// Checker steps (a2-b3, b2-a3, b2-c3, g2-f3, g2-h3, h2-g3), 4 Knight moves,
/// and 4 Liner moves: on a1's file there are 4 pieces (a1 a2 a7 a8), so
/// a1-a5; on its diagonal 4 (a1 b2 g7 h8), so 4 squares on: a1-e5; its rank
/// holds 8, which leads off the board; h1 likewise (h1-h5, and h1-d5 over
/// h1 g2 b7 a8).
/// Silvers, Dama and King are boxed in.
#[test]
fn gamemix__start_position() {
    let g = game();
    let mut m = Match::new(&g);
    assert_eq!(m.to_move(), WHITE, "white moves first");
    assert_eq!(
        moves(&mut m),
        set(&[
            "c2-c3", "c2-c4", "d2-d3", "d2-d4", "e2-e3", "e2-e4", "f2-f3", "f2-f4", "a2-b3",
            "b2-a3", "b2-c3", "g2-f3", "g2-h3", "h2-g3", "b1-a3", "b1-c3", "g1-f3", "g1-h3",
            "a1-a5", "a1-e5", "h1-h5", "h1-d5",
        ])
    );
    let expected = [
        ("a1", 'L'),
        ("b1", 'N'),
        ("c1", 'S'),
        ("d1", 'D'),
        ("e1", 'K'),
        ("f1", 'S'),
        ("g1", 'N'),
        ("h1", 'L'),
        ("a2", 'C'),
        ("b2", 'C'),
        ("c2", 'P'),
        ("d2", 'P'),
        ("e2", 'P'),
        ("f2", 'P'),
        ("g2", 'C'),
        ("h2", 'C'),
        ("a7", 'c'),
        ("b7", 'c'),
        ("c7", 'p'),
        ("d7", 'p'),
        ("e7", 'p'),
        ("f7", 'p'),
        ("g7", 'c'),
        ("h7", 'c'),
        ("a8", 'l'),
        ("b8", 'n'),
        ("c8", 's'),
        ("d8", 'k'),
        ("e8", 'd'),
        ("f8", 's'),
        ("g8", 'n'),
        ("h8", 'l'),
    ];
    for (c, s) in expected {
        assert_eq!(at(&m, c), s, "{c}");
    }
    assert!(m.outcome().is_none());
    insta::assert_snapshot!("gamemix__start_position", report(&mut m));
}

// ---------------------------------------------------------------- pawns

/// A Pawn steps one square forward onto an empty square, or two from its
/// starting rank when both squares are empty.
#[test]
fn gamemix__pawn_double_step() {
    let g = game();
    // a2: a3 is taken, so neither step (nothing to pass through).
    // c2: c3 empty but c4 taken, so only c2-c3.
    // e2: free, so e2-e3 and e2-e4.
    // g3: not on the starting rank, so only g3-g4.
    // No Pawn has anything to capture; the King h1 has g1, g2, h2.
    let mut m = pos(
        &g,
        "white king: h1  white pawn: a2, c2, e2, g3  black silver: a3, c4  black king: h8",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "c2-c3", "e2-e3", "e2-e4", "g3-g4", "h1-g1", "h1-g2", "h1-h2"
        ])
    );
    let s = report(&mut m);
    play(&mut m, &["e2-e4"]);
    assert_eq!(at(&m, "e2"), '.');
    assert_eq!(at(&m, "e4"), 'P');
    // Black's Pawns step down: from rank 7 one or two squares.
    let mut b = pos(
        &g,
        "white king: a1  black pawn: f7, b6  black king: h8  turn black",
    );
    assert_eq!(moves_from(&mut b, "f7"), set(&["f7-f6", "f7-f5"]));
    assert_eq!(moves_from(&mut b, "b6"), set(&["b6-b5"]));
    let sb = report(&mut b);
    insta::assert_snapshot!("gamemix__pawn_double_step", format!("{s}\nblack:\n{sb}"));
}

/// En passant as in chess, by a Pawn only and only on the very next move;
/// a Checker beside the double-stepped Pawn cannot take it.
#[test]
fn gamemix__en_passant_by_a_pawn_but_not_by_a_checker() {
    let g = game();
    let start = "white king: h1  white pawn: e5  white checker: c5  black king: h8  \
                 black pawn: d7  turn black";
    let mut m = pos(&g, start);
    play(&mut m, &["d7-d5"]);
    // Pawn e5: e5-e6 and e5xd6 en passant (d6 was passed over). Checker c5:
    // only its steps to b6 and d6 (d5 is beside it, not diagonal, and a
    // Checker has no en passant); nothing diagonal to jump. King: 3 moves.
    assert_eq!(
        moves(&mut m),
        set(&[
            "e5-e6", "e5xd6", "c5-b6", "c5-d6", "h1-g1", "h1-g2", "h1-h2"
        ])
    );
    let s = report(&mut m);
    play(&mut m, &["e5xd6"]);
    assert_eq!(at(&m, "d5"), '.', "the Pawn taken en passant is gone");
    assert_eq!(at(&m, "d6"), 'P');
    assert_eq!(at(&m, "e5"), '.');
    let after_ep = report(&mut m);
    // The Checker stepping to d6 takes nothing.
    m.undo();
    play(&mut m, &["c5-d6"]);
    assert_eq!(at(&m, "d5"), 'p', "a Checker never captures en passant");
    assert_eq!(at(&m, "d6"), 'C');
    m.undo();
    // Only on the very next move: after a King move each, it is gone.
    play(&mut m, &["h1-g1", "h8-g8"]);
    assert_eq!(moves_from(&mut m, "e5"), set(&["e5-e6"]));
    let later = report(&mut m);
    insta::assert_snapshot!(
        "gamemix__en_passant_by_a_pawn_but_not_by_a_checker",
        format!("after d7-d5:\n{s}\nafter e5xd6:\n{after_ep}\nafter h1-g1 h8-g8 instead:\n{later}")
    );
}

/// A Pawn reaching the last rank becomes a Liner, Knight or Silver, the
/// player's choice (each its own move), also when capturing.
#[test]
fn gamemix__pawn_promotion_three_choices() {
    let g = game();
    // e7-e8 (e8 empty) and e7xd8 (black Knight), three choices each; f8 is
    // empty so no capture there. King a1: a2, b1, b2.
    let mut m = pos(
        &g,
        "white king: a1  white pawn: e7  black knight: d8  black king: h5",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "e7-e8=L", "e7-e8=N", "e7-e8=S", "e7xd8=L", "e7xd8=N", "e7xd8=S", "a1-a2", "a1-b1",
            "a1-b2",
        ])
    );
    let s = report(&mut m);
    assert!(m.play_text("e7-e8=D").is_err(), "no promotion to a Dama");
    assert!(m.play_text("e7-e8=K").is_err(), "no promotion to a King");
    play(&mut m, &["e7xd8=N"]);
    assert_eq!(at(&m, "d8"), 'N');
    assert_eq!(at(&m, "e7"), '.');
    m.undo();
    play(&mut m, &["e7-e8=L"]);
    assert_eq!(at(&m, "e8"), 'L');
    m.undo();
    play(&mut m, &["e7-e8=S"]);
    assert_eq!(at(&m, "e8"), 'S');
    let after = report(&mut m);
    // Black promotes on rank 1.
    let mut b = pos(
        &g,
        "white king: h8  black pawn: c2  black king: a8  turn black",
    );
    assert_eq!(
        moves_from(&mut b, "c2"),
        set(&["c2-c1=L", "c2-c1=N", "c2-c1=S"])
    );
    insta::assert_snapshot!(
        "gamemix__pawn_promotion_three_choices",
        format!("{s}\nafter e7-e8=S:\n{after}")
    );
}

// ---------------------------------------------------------------- checkers

/// A Checker captures in all four diagonal directions (also backward), and
/// becomes a Dama when it arrives on the last rank by a capture.
#[test]
fn gamemix__checker_backward_capture_and_promotion_on_a_capturing_arrival() {
    let g = game();
    // d4: steps c5, e5; jumps backward over c3 to b2 (empty). f6: step e7
    // (g7 is taken); jump over g7 to h8, promoting (no suffix). Nothing else
    // is diagonally adjacent to either. King h1: g1, g2, h2.
    let start = "white king: h1  white checker: d4, f6  black pawn: c3  black silver: g7  \
                 black king: a8";
    let mut m = pos(&g, start);
    assert_eq!(
        moves(&mut m),
        set(&[
            "d4-c5", "d4-e5", "d4xb2", "f6-e7", "f6xh8", "h1-g1", "h1-g2", "h1-h2"
        ])
    );
    let s = report(&mut m);
    play(&mut m, &["d4xb2"]);
    assert_eq!(at(&m, "c3"), '.');
    assert_eq!(at(&m, "b2"), 'C', "no promotion away from the last rank");
    m.undo();
    play(&mut m, &["f6xh8"]);
    assert_eq!(at(&m, "g7"), '.');
    assert_eq!(at(&m, "h8"), 'D', "promoted on its capturing arrival");
    let after = report(&mut m);
    // A Checker's plain step onto the last rank promotes too.
    let mut q = pos(&g, "white king: h1  white checker: b7  black king: h5");
    play(&mut q, &["b7-a8"]);
    assert_eq!(at(&q, "a8"), 'D');
    insta::assert_snapshot!(
        "gamemix__checker_backward_capture_and_promotion_on_a_capturing_arrival",
        format!("{s}\nafter f6xh8:\n{after}")
    );
}

/// A Checker takes one piece per move: after a jump, the move ends even if
/// another jump would be possible from the landing square.
#[test]
fn gamemix__no_checker_multi_capture() {
    let g = game();
    // c1: step b2 (d2 is taken); jump d2 -> e3. From e3 a jump over f4 to g5
    // would follow in draughts, but here there is no "c1xe3xg5".
    let mut m = pos(
        &g,
        "white king: h1  white checker: c1  black checker: d2, f4  black king: a8",
    );
    assert_eq!(
        moves(&mut m),
        set(&["c1-b2", "c1xe3", "h1-g1", "h1-g2", "h1-h2"])
    );
    let s = report(&mut m);
    play(&mut m, &["c1xe3"]);
    assert_eq!(m.to_move(), BLACK, "the move is over after one capture");
    assert_eq!(at(&m, "d2"), '.');
    assert_eq!(at(&m, "e3"), 'C');
    assert_eq!(at(&m, "f4"), 'c');
    // Black's Checker f4 may now jump the Checker e3 in turn (landing on
    // d2, empty again).
    assert!(moves_from(&mut m, "f4").contains(&"f4xd2".to_string()));
    let after = report(&mut m);
    insta::assert_snapshot!(
        "gamemix__no_checker_multi_capture",
        format!("{s}\nafter c1xe3:\n{after}")
    );
}

// ---------------------------------------------------------------- liners

/// A Liner moves exactly N squares, N = the pieces on the whole line of that
/// axis (both colours, itself included); it leaps, lands on an empty square
/// or an enemy, never on a friend, never off the board.
#[test]
fn gamemix__liner_distance_along_each_axis() {
    let g = game();
    // Liner d4.
    //   rank 4: b4 (P), d4, g4 (p) -> N=3: left a4 (over b4), right g4 (x).
    //   file d: d2 (P), d4, d6 (n), d7 (p), d8 (s) -> N=5: off both ways.
    //   a1-h8: d4, f6 (S), h8 (c) -> N=3: up-right g7 (over f6), down-left a1.
    //   a7-g1: a7 (s), d4, g1 (K) -> N=3: up-left a7 (x), down-right g1 own.
    // Others: King g1 f1 f2 g2 h1 h2 (nothing of black's reaches them);
    // Pawn b4-b5; Pawn d2-d3 (d2-d4 blocked by the Liner); Silver f6: f7,
    // e7, g7, e5, g5.
    let mut m = pos(
        &g,
        "white king: g1  white liner: d4  white pawn: b4, d2  white silver: f6  \
         black pawn: g4, d7  black knight: d6  black silver: d8, a7  black checker: h8  \
         black king: h5",
    );
    assert_eq!(
        moves_from(&mut m, "d4"),
        set(&["d4-a4", "d4xg4", "d4-g7", "d4-a1", "d4xa7"])
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "d4-a4", "d4xg4", "d4-g7", "d4-a1", "d4xa7", "g1-f1", "g1-f2", "g1-g2", "g1-h1",
            "g1-h2", "b4-b5", "d2-d3", "f6-f7", "f6-e7", "f6-g7", "f6-e5", "f6-g5",
        ])
    );
    let s = report(&mut m);
    play(&mut m, &["d4xa7"]);
    assert_eq!(at(&m, "a7"), 'L');
    assert_eq!(at(&m, "d4"), '.');
    // A lone black Liner (alone on all four of its lines) moves one square
    // in each of the 8 directions.
    let mut b = pos(
        &g,
        "white king: a8  black liner: e5  black king: b1  turn black",
    );
    assert_eq!(
        moves_from(&mut b, "e5"),
        set(&[
            "e5-e4", "e5-e6", "e5-d5", "e5-f5", "e5-d4", "e5-f6", "e5-d6", "e5-f4"
        ])
    );
    let sb = report(&mut b);
    insta::assert_snapshot!(
        "gamemix__liner_distance_along_each_axis",
        format!("{s}\nlone black liner:\n{sb}")
    );
}

// ---------------------------------------------------------------- dama

/// The Dama's flying capture in one direction takes one, two or three
/// pieces; each stopping point is its own move.
#[test]
fn gamemix__dama_captures_one_two_and_three() {
    let g = game();
    // Dama a1 slides to b2, then c3 (p) -> d4, e5 (p) -> f6, g7 (p) -> h8.
    // Black Pawns attack b2 d2 d4 f4 f6 h6 only: the King h1 is safe.
    let mut m = pos(
        &g,
        "white king: h1  white dama: a1  black pawn: c3, e5, g7  black king: a8",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "a1-b2",
            "a1xd4",
            "a1xd4xf6",
            "a1xd4xf6xh8",
            "h1-g1",
            "h1-g2",
            "h1-h2"
        ])
    );
    let s = report(&mut m);
    play(&mut m, &["a1xd4xf6xh8"]);
    for c in ["a1", "c3", "d4", "e5", "f6", "g7"] {
        assert_eq!(at(&m, c), '.', "{c}");
    }
    assert_eq!(at(&m, "h8"), 'D');
    let three = report(&mut m);
    m.undo();
    play(&mut m, &["a1xd4xf6"]);
    assert_eq!(at(&m, "c3"), '.');
    assert_eq!(at(&m, "e5"), '.');
    assert_eq!(at(&m, "f6"), 'D');
    assert_eq!(at(&m, "g7"), 'p');
    m.undo();
    play(&mut m, &["a1xd4"]);
    assert_eq!(at(&m, "c3"), '.');
    assert_eq!(at(&m, "d4"), 'D');
    assert_eq!(at(&m, "e5"), 'p');
    // Flying between captures: c3 -> d4, then over empty e5 to f6 -> g7.
    let mut f = pos(
        &g,
        "white king: h1  white dama: a1  black pawn: c3, f6  black king: a8",
    );
    assert_eq!(
        moves_from(&mut f, "a1"),
        set(&["a1-b2", "a1xd4", "a1xd4xg7"])
    );
    play(&mut f, &["a1xd4xg7"]);
    assert_eq!(at(&f, "c3"), '.');
    assert_eq!(at(&f, "f6"), '.');
    assert_eq!(at(&f, "g7"), 'D');
    insta::assert_snapshot!(
        "gamemix__dama_captures_one_two_and_three",
        format!("{s}\nafter a1xd4xf6xh8:\n{three}")
    );
}

/// Two captured pieces can never be adjacent: the landing square behind an
/// enemy must be empty.
#[test]
fn gamemix__dama_never_two_adjacent() {
    let g = game();
    // c3 and d4 adjacent: nothing can be jumped (no landing square); the
    // Dama only slides to b2.
    let mut m = pos(
        &g,
        "white king: h1  white dama: a1  black pawn: c3, d4  black king: a8",
    );
    assert_eq!(moves_from(&mut m, "a1"), set(&["a1-b2"]));
    let s = report(&mut m);
    // c3 alone, then e5 and f6 adjacent: only the first capture.
    let mut n = pos(
        &g,
        "white king: h1  white dama: a1  black pawn: c3, e5, f6  black king: a8",
    );
    assert_eq!(moves_from(&mut n, "a1"), set(&["a1-b2", "a1xd4"]));
    let s2 = report(&mut n);
    insta::assert_snapshot!("gamemix__dama_never_two_adjacent", format!("{s}\n{s2}"));
}

/// After a capture the Dama lands directly behind the taken piece, never
/// further away.
#[test]
fn gamemix__dama_stops_directly_behind() {
    let g = game();
    // c3 taken: landing d4 only (not e5, f6, g7, h8).
    let mut m = pos(
        &g,
        "white king: h1  white dama: a1  black pawn: c3  black king: a8",
    );
    assert_eq!(moves_from(&mut m, "a1"), set(&["a1-b2", "a1xd4"]));
    for far in ["a1xe5", "a1xf6", "a1xg7", "a1xh8"] {
        assert!(m.play_text(far).is_err(), "{far}");
    }
    let s = report(&mut m);
    play(&mut m, &["a1xd4"]);
    assert_eq!(at(&m, "d4"), 'D');
    insta::assert_snapshot!("gamemix__dama_stops_directly_behind", s);
}

// ---------------------------------------------------------------- check

/// A King may not step where an enemy capture move could take it.
#[test]
fn gamemix__king_cannot_step_into_check() {
    let g = game();
    // King d4, not in check now. Around it:
    //   c3: the Checker b2 would jump it, landing on d4 (empty once the King
    //       has left it);
    //   d3, e4: the Dama h7 slides down its diagonal and jumps the King
    //       (landing c2, resp. d3, empty);
    //   e3: Knight g4; e5: Knight g4 and Pawn d6; c5: Pawn d6.
    // Left: c4, d5.
    let mut m = pos(
        &g,
        "white king: d4  black pawn: d6  black knight: g4  black checker: b2  \
         black dama: h7  black king: h1",
    );
    assert_eq!(moves(&mut m), set(&["d4-c4", "d4-d5"]));
    let s = report(&mut m);
    // Black to move in the same position: white's King is not attacked.
    let mut b = pos(
        &g,
        "white king: d4  black pawn: d6  black knight: g4  black checker: b2  \
         black dama: h7  black king: h1  turn black",
    );
    assert!(!b.state.royal_attacked(&g, WHITE));
    // A King on c3 would be (the Checker b2 jumps to d4).
    let mut c = pos(
        &g,
        "white king: c3  black pawn: d6  black knight: g4  black checker: b2  \
         black dama: h7  black king: h1  turn black",
    );
    assert!(c.state.royal_attacked(&g, WHITE));
    insta::assert_snapshot!("gamemix__king_cannot_step_into_check", s);
}

/// A piece shielding its King may not move away and expose it.
#[test]
fn gamemix__pinned_piece_cannot_expose_its_king() {
    let g = game();
    // Dama g7, Knight d4, King c3 on one diagonal: the Knight cannot be
    // jumped (c3 behind it is taken), but if it left, the Dama would slide
    // to d4 and jump the King to b2. So no Knight move. King: b2 is
    // attacked (the Dama jumps d4 to c3, then b2 to a1); c2 d2 b3 d3 b4 c4
    // are free.
    let mut m = pos(
        &g,
        "white king: c3  white knight: d4  black dama: g7  black king: h1",
    );
    assert!(moves_from(&mut m, "d4").is_empty());
    assert_eq!(
        moves(&mut m),
        set(&["c3-c2", "c3-d2", "c3-b3", "c3-d3", "c3-b4", "c3-c4"])
    );
    let s = report(&mut m);
    // Without the King behind it the Knight moves freely (8 squares).
    let mut free = pos(
        &g,
        "white king: a2  white knight: d4  black dama: g7  black king: h1",
    );
    assert_eq!(
        moves_from(&mut free, "d4"),
        set(&[
            "d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-e2", "d4-e6", "d4-f3", "d4-f5"
        ])
    );
    // With a gap the Knight shields nothing: Dama g7 takes e5 (landing d4)
    // and then the King (landing b2), so white is in check. The Knight
    // cannot help (it can reach neither d4, b2 nor g7); the King escapes to
    // c2 d2 b3 d3 b4 c4, or to d4, where it stands right behind the Knight
    // so neither can be jumped. b2 stays on the line (e5 to d4, then b2 to
    // a1).
    let mut gap = pos(
        &g,
        "white king: c3  white knight: e5  black dama: g7  black king: h1",
    );
    assert_eq!(
        moves(&mut gap),
        set(&[
            "c3-c2", "c3-d2", "c3-b3", "c3-d3", "c3-b4", "c3-c4", "c3-d4"
        ])
    );
    let sgap = report(&mut gap);
    // A pinned piece still gives check. The black Knight c4 is pinned
    // (if it left, the Dama f1 would slide to c4 and jump the King b5 to a6;
    // now b5 behind it blocks the landing), yet it checks the King d2. So no
    // Dama move is legal (none takes c4 or removes the check), and the King
    // goes to c1 d1 e1 c2 e2 c3 d3 (e3 is the Knight's too).
    let mut pin = pos(
        &g,
        "white king: d2  white dama: f1  black knight: c4  black king: b5",
    );
    assert_eq!(
        moves(&mut pin),
        set(&[
            "d2-c1", "d2-d1", "d2-e1", "d2-c2", "d2-e2", "d2-c3", "d2-d3"
        ])
    );
    let spin = report(&mut pin);
    let mut gb = pos(
        &g,
        "white king: c3  white knight: e5  black dama: g7  black king: h1  turn black",
    );
    assert!(
        gb.state.royal_attacked(&g, WHITE),
        "the King is the Dama's 2nd capture"
    );
    insta::assert_snapshot!(
        "gamemix__pinned_piece_cannot_expose_its_king",
        format!("{s}\nwith a gap:\n{sgap}\nchecked by a pinned knight:\n{spin}")
    );
}

/// A Dama (or Checker) checks only when it could really jump the King: a
/// King on the edge with no square behind it is not in check.
#[test]
fn gamemix__king_on_the_edge_not_in_check_from_a_dama_with_no_square_behind() {
    let g = game();
    // King a1, Dama h8 on the long diagonal: nothing behind a1, no check.
    // b2 would be attacked (jumped to a1, empty once the King left).
    let mut m = pos(&g, "white king: a1  black dama: h8  black king: h1");
    assert!(m.outcome().is_none());
    assert_eq!(moves(&mut m), set(&["a1-a2", "a1-b1"]));
    let s = report(&mut m);
    let mut b = pos(
        &g,
        "white king: a1  black dama: h8  black king: h1  turn black",
    );
    assert!(!b.state.royal_attacked(&g, WHITE));
    assert!(b.legal_moves().iter().all(|mv| !b.text(mv).contains('x')));
    let mut b2 = pos(
        &g,
        "white king: b2  black dama: h8  black king: h1  turn black",
    );
    assert!(b2.state.royal_attacked(&g, WHITE));
    // A Checker b2 beside the King a1: jumping it would land off the board,
    // no check. Taking it (a1xb2) would put the King on the Dama's line
    // with a1 empty behind it: illegal. a2 and b1 are not diagonal to b2.
    let mut c = pos(
        &g,
        "white king: a1  black checker: b2  black dama: h8  black king: h1",
    );
    assert_eq!(moves(&mut c), set(&["a1-a2", "a1-b1"]));
    let sc = report(&mut c);
    let mut cb = pos(
        &g,
        "white king: a1  black checker: b2  black dama: h8  black king: h1  turn black",
    );
    assert!(!cb.state.royal_attacked(&g, WHITE));
    insta::assert_snapshot!(
        "gamemix__king_on_the_edge_not_in_check_from_a_dama_with_no_square_behind",
        format!("{s}\nwith a black checker on b2:\n{sc}")
    );
}

// ---------------------------------------------------------------- endings

/// Checkmate: in check and no legal move, the player to move loses.
#[test]
fn gamemix__checkmate_loses() {
    let g = game();
    // After e4-f2 the Knight checks h1. g1 (own Liner), g2 and h2 (own
    // Pawns) are blocked; nothing can take f2 (Liner g1: rank g1 h1 N=2 ->
    // e1; file g1 g2 N=2 -> g3; diagonal g1 f2 N=2 -> e3; the Pawns capture
    // on f3 h3 g3 only); a Knight's check cannot be blocked.
    let mut m = pos(
        &g,
        "white king: h1  white liner: g1  white pawn: g2, h2  black knight: e4  \
         black king: a8  turn black",
    );
    assert!(m.outcome().is_none());
    let before = report(&mut m);
    play(&mut m, &["e4-f2"]);
    assert!(m.legal_moves().is_empty());
    let o = m.outcome().expect("checkmate");
    assert_eq!(o.winner, Some(BLACK));
    assert_eq!(o.reason, "no moves");
    // Indeed in check: a white move would leave the King takeable.
    let mut c = pos(
        &g,
        "white king: h1  white liner: g1  white pawn: g2, h2  black knight: f2  black king: a8  \
         turn black",
    );
    assert!(c.state.royal_attacked(&g, WHITE));
    let after = report(&mut m);
    insta::assert_snapshot!(
        "gamemix__checkmate_loses",
        format!("{before}\nafter e4-f2:\n{after}")
    );
}

/// Stalemate: not in check and no legal move, the player to move loses
/// (not a draw as in chess).
#[test]
fn gamemix__stalemate_loses() {
    let g = game();
    // After d5-c3: King a1 not attacked (Silver b3 covers a2 b2 c2 a4 c4,
    // Knight c3 covers a2 a4 b1 b5 d1 d5 e2 e4), but a2, b1, b2 all are.
    let mut m = pos(
        &g,
        "white king: a1  black silver: b3  black knight: d5  black king: h8  turn black",
    );
    assert!(m.outcome().is_none());
    let before = report(&mut m);
    play(&mut m, &["d5-c3"]);
    assert!(m.legal_moves().is_empty());
    let o = m.outcome().expect("stalemate");
    assert_eq!(o.winner, Some(BLACK), "the stalemated player loses");
    assert_eq!(o.reason, "no moves");
    let mut c = pos(
        &g,
        "white king: a1  black silver: b3  black knight: c3  black king: h8  turn black",
    );
    assert!(!c.state.royal_attacked(&g, WHITE), "not in check");
    let after = report(&mut m);
    insta::assert_snapshot!(
        "gamemix__stalemate_loses",
        format!("{before}\nafter d5-c3:\n{after}")
    );
}

/// Connection: a player with at least two Liners, all in one group
/// (orthogonally or diagonally adjacent), wins; checked for both players
/// after every move.
#[test]
fn gamemix__connection_win() {
    let g = game();
    // Liner d4: file d holds d1 and d4 (N=2), so d4-d2, next to d1.
    let mut m = pos(
        &g,
        "white king: h1  white liner: d1, d4  black liner: a8, a6  black king: h8",
    );
    assert!(m.outcome().is_none());
    assert!(moves_from(&mut m, "d4").contains(&"d4-d2".to_string()));
    let before = report(&mut m);
    play(&mut m, &["d4-d2"]);
    let o = m.outcome().expect("white's Liners connected");
    assert_eq!(o.winner, Some(WHITE));
    assert!(m.legal_moves().is_empty());
    let after = report(&mut m);

    // Capturing black's one separated Liner connects black's other two
    // (a8, b7): black wins, on white's move.
    let mut n = pos(
        &g,
        "white king: h1  white knight: c4  black liner: a8, b7, e5  black king: h6",
    );
    assert!(n.outcome().is_none());
    play(&mut n, &["c4xe5"]);
    let o = n.outcome().expect("black's Liners connected");
    assert_eq!(o.winner, Some(BLACK));
    let gift = report(&mut n);

    // A single Liner is not a connection.
    let mut one = pos(&g, "white king: h1  white liner: d4  black king: h8");
    play(&mut one, &["d4-d3"]);
    assert!(one.outcome().is_none());
    insta::assert_snapshot!(
        "gamemix__connection_win",
        format!("{before}\nafter d4-d2:\n{after}\nother game, after c4xe5:\n{gift}")
    );
}

/// A move that connects both players' Liners wins for the mover.
#[test]
fn gamemix__both_connected_mover_wins() {
    let g = game();
    // Liner b4: file b holds b2 and b4 (N=2), so b4xb2, taking black's
    // separated Liner: white's a1 b2 connect, and so do black's g8 h8.
    let mut m = pos(
        &g,
        "white king: h1  white liner: a1, b4  black liner: b2, g8, h8  black king: d8",
    );
    assert!(m.outcome().is_none());
    assert!(moves_from(&mut m, "b4").contains(&"b4xb2".to_string()));
    let before = report(&mut m);
    play(&mut m, &["b4xb2"]);
    let o = m.outcome().expect("both connected");
    assert_eq!(o.winner, Some(WHITE), "the mover wins");
    let after = report(&mut m);
    insta::assert_snapshot!(
        "gamemix__both_connected_mover_wins",
        format!("{before}\nafter b4xb2:\n{after}")
    );
}

// ---------------------------------------------------------------- draws

const WCYCLE: [&str; 6] = ["a1", "b1", "c1", "c2", "b2", "a2"];
const BCYCLE: [&str; 10] = ["h8", "g8", "f8", "e8", "d8", "d7", "e7", "f7", "g7", "h7"];

/// The k-th move (from 0) of the white, resp. black, King round its cycle.
fn wmove(k: usize) -> String {
    format!("{}-{}", WCYCLE[k % 6], WCYCLE[(k + 1) % 6])
}
fn bmove(k: usize) -> String {
    format!("{}-{}", BCYCLE[k % 10], BCYCLE[(k + 1) % 10])
}

/// Draw: 40 plies in a row without a capture and without a Pawn or Checker
/// move.
#[test]
fn gamemix__twenty_move_draw() {
    let g = game();
    // The Kings run round cycles of 6 and 10 squares, far from each other
    // and from the Pawns; the pair of squares repeats only every 30 moves,
    // so within 20 moves each no position occurs twice.
    let start = "white king: a1  white pawn: h2  black king: h8  black pawn: a7";
    let mut m = pos(&g, start);
    for ply in 0..40usize {
        assert!(m.outcome().is_none(), "over after only {ply} plies");
        let k = ply / 2;
        let t = if ply % 2 == 0 { wmove(k) } else { bmove(k) };
        play(&mut m, &[&t]);
    }
    let o = m
        .outcome()
        .expect("40 plies without capture, pawn or checker move");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "plies 40 since capture, pawn, checker");
    assert!(m.legal_moves().is_empty());
    let at40 = report(&mut m);
    m.undo();
    assert!(m.outcome().is_none(), "not after 39 plies");

    // A Pawn move starts the count again: 20 King plies, then h2-h3, then
    // 40 more plies are needed.
    let mut p = pos(&g, start);
    let (mut wk, mut bk) = (0, 0);
    for ply in 0..60usize {
        assert!(p.outcome().is_none(), "over after only {ply} plies");
        let t = if ply == 20 {
            "h2-h3".to_string()
        } else if ply % 2 == 0 {
            wk += 1;
            wmove(wk - 1)
        } else {
            bk += 1;
            bmove(bk - 1)
        };
        play(&mut p, &[&t]);
    }
    // 60 plies, the last 39 after the Pawn move.
    assert!(p.outcome().is_none(), "39 plies after the pawn move");
    play(&mut p, &[&wmove(wk)]);
    let o = p.outcome().expect("40 plies after the pawn move");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "plies 40 since capture, pawn, checker");

    // When the 40th ply also makes a position occur for the third time, the
    // 20-move rule is checked first. After 32 cycle plies the Kings stand on
    // b2 and e7 (16 moves each: 16 mod 6 = 4, 16 mod 10 = 6), a position
    // first seen then; b2-b3 e7-e6 b3-b2 e6-e7 twice brings it back at plies
    // 36 and 40 (b3 and e6 are off the cycles, so the shuffle's other
    // positions occur only twice).
    let mut r = pos(&g, start);
    for ply in 0..32usize {
        let k = ply / 2;
        let t = if ply % 2 == 0 { wmove(k) } else { bmove(k) };
        play(&mut r, &[&t]);
    }
    let shuffle = ["b2-b3", "e7-e6", "b3-b2", "e6-e7"];
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(r.outcome().is_none(), "over after {} plies", 32 + i);
        play(&mut r, &[t]);
    }
    let o = r.outcome().expect("40 plies and a third occurrence");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "plies 40 since capture, pawn, checker");
    assert_eq!(r.state.occurrences(false), 3, "also a third occurrence");
    let both = report(&mut r);
    insta::assert_snapshot!(
        "gamemix__twenty_move_draw",
        format!(
            "after 40 king plies:\n{at40}\nother game, 32 cycle plies then the shuffle twice:\n{both}"
        )
    );
}

/// Draw: the same position with the same player to move for the third time;
/// an en-passant right counts only when the capture is actually legal.
#[test]
fn gamemix__threefold_repetition() {
    let g = game();
    let shuffle = ["a1-b1", "h8-g8", "b1-a1", "g8-h8"];
    // Plain: the start occurs again after 4 and 8 plies.
    let mut m = pos(
        &g,
        "white king: a1  white pawn: e2  black king: h8  black pawn: d7",
    );
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(m.outcome().is_none(), "over before ply {}", i + 1);
        play(&mut m, &[t]);
    }
    let o = m.outcome().expect("third occurrence");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "repetition 3");
    assert!(m.legal_moves().is_empty());
    let third = report(&mut m);
    m.undo();
    assert!(m.outcome().is_none());

    // After d7-d5 with a white Pawn on e5, en passant is legal, so that
    // position P0 differs from the same placement P later (white to move,
    // no en-passant right). Positions after d7-d5: P0, Q1, Q2, Q3, P, Q1,
    // Q2, Q3, P, Q1: P occurs only twice by ply 8; the first third
    // occurrence is Q1's (Kings b1 h8, black to move), at ply 9. Without the
    // en-passant right (below) P0 = P and the draw comes at ply 8.
    let mut e = pos(
        &g,
        "white king: a1  white pawn: e5  black king: h8  black pawn: d7  turn black",
    );
    play(&mut e, &["d7-d5"]);
    assert!(moves(&mut e).contains(&"e5xd6".to_string()));
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(e.outcome().is_none(), "over {} plies after d7-d5", i);
        play(&mut e, &[t]);
    }
    assert!(
        e.outcome().is_none(),
        "8 plies after d7-d5: the placement is there for the 3rd time, but the \
         first time with an en-passant right"
    );
    let ep8 = report(&mut e);
    play(&mut e, &["a1-b1"]);
    let o = e.outcome().expect("Q1 for the third time");
    assert_eq!(o.reason, "repetition 3");
    let ep = report(&mut e);

    // Without a Pawn able to take en passant (white Pawn on a5), the position
    // after d7-d5 counts the same as later: a draw 8 plies after it.
    let mut n = pos(
        &g,
        "white king: a1  white pawn: a5  black king: h8  black pawn: d7  turn black",
    );
    play(&mut n, &["d7-d5"]);
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(n.outcome().is_none(), "over {} plies after d7-d5", i);
        play(&mut n, &[t]);
    }
    let o = n.outcome().expect("third occurrence");
    assert_eq!(o.reason, "repetition 3");
    insta::assert_snapshot!(
        "gamemix__threefold_repetition",
        format!(
            "after {} twice:\n{third}\nwith en passant, 8 plies after d7-d5:\n{ep8}\n\
             9 plies after d7-d5:\n{ep}",
            shuffle.join(" ")
        )
    );
}
