//! `ludus play` of the placement games (issue 33), scripted on stdin: a
//! placement is typed and shown as `enter CELL`, a pass as `pass`.

mod common;

use common::bin::ludus as run;

fn game(name: &str) -> String {
    format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn tictactoe_is_played_to_a_line() {
    let (code, out, err) = run(
        &["play", &game("tictactoe.game"), "--seat", "all=human"],
        "enter a1\nenter b1\nenter a2\nenter b2\nenter a3\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(" 1  x o ."), "{out}");
    assert!(out.contains("game over: x wins (three in a row)"), "{out}");
}

#[test]
fn connect4_discs_fall_to_the_bottom() {
    let (code, out, err) = run(
        &["play", &game("connect4.game"), "--seat", "all=human"],
        "moves\nenter d1\nenter d2\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("7 legal moves: enter a1"), "{out}");
    assert!(out.contains(" 2  . . . y . . ."), "{out}");
    assert!(out.contains(" 1  . . . r . . ."), "{out}");
}

#[test]
fn reversi_shows_and_takes_a_pass() {
    let (code, out, err) = run(
        &[
            "play",
            &game("reversi.game"),
            "--seat",
            "all=human",
            "--position",
            "black disc: a1  white disc: b1, h8  turn white",
        ],
        "moves\npass\nenter c1\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 legal move: pass"), "{out}");
    assert!(out.contains(" 1  b b b . . . . ."), "{out}");
    assert!(out.contains("game over: black wins"), "{out}");
}

#[test]
fn hex_is_played_to_a_connection_on_a_leaning_board() {
    let (code, out, err) = run(
        &[
            "play",
            &game("hex.game"),
            "--seat",
            "all=human",
            "--position",
            "red stone: e1, e2, e3, e4, e5, e7, e8, e9, e10  blue stone: a1, a2, a3, a4, a5, b1, b2, b3, b4  turn red",
        ],
        "enter e11\nenter b5\nenter e6\n",
    );
    assert_eq!(code, 0, "{err}");
    // Each rank half a cell right of the one below.
    assert!(out.contains(" 2   b b . . r"), "{out}");
    assert!(out.contains(" 1  b b . . r"), "{out}");
    assert!(
        out.contains("game over: red wins (edges connected)"),
        "{out}"
    );
}

#[test]
fn amazons_move_and_arrow_are_typed_and_shown_as_one() {
    let (code, out, err) = run(
        &[
            "play",
            &game("amazons.game"),
            "--seat",
            "all=human",
            "--position",
            "white queen: a1  black queen: j10  white arrow: b1, b2, a3",
        ],
        "moves\na1-a2/a1\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("9 legal moves: a1-a2/b3"), "{out}");
    assert!(out.contains(" a1-a2/a1"), "{out}");
    assert!(out.contains(" 2  W x . ."), "{out}");
    assert!(out.contains(" 1  x x . ."), "{out}");
}

#[test]
fn a_pass_allowed_is_shown_and_typed_as_pass() {
    let (code, out, err) = run(
        &[
            "play",
            &format!(
                "{}/tests/games/pass-allowed.game",
                env!("CARGO_MANIFEST_DIR")
            ),
            "--seat",
            "all=human",
        ],
        "moves\npass\nenter b2\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("10 legal moves: enter a1"), "{out}");
    assert!(out.contains("enter c3 pass"), "{out}");
    assert!(out.contains(" 2  . o ."), "{out}");
}

#[test]
fn morris_placement_and_removal_are_typed_and_shown_as_one() {
    let (code, out, err) = run(
        &[
            "play",
            &game("morris.game"),
            "--seat",
            "all=human",
            "--position",
            "white man: a1, d1  black man: b2, d6, f6  white man: 7 in hand  black man: 6 in hand  turn white",
        ],
        "moves\nenter g1xb2\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("21 legal moves: enter g1xb2 enter g1xd6"),
        "{out}"
    );
    // The 24 points drawn where the board has them, g1 placed, b2 removed.
    assert!(out.contains(" 1  W     W     W"), "{out}");
    assert!(out.contains(" 2    .   .   .  "), "{out}");
    assert!(out.contains("hand: white 6, black 6"), "{out}");
}
