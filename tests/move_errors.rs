//! A typed move that matches no legal move gets an error that says what is
//! wrong, lists every legal move with its suffixes, and suggests the close
//! ones; "the game is over" only when no move can be played. (Issue 21.)

mod common;

use ludus::{Game, Match, MoveError};

fn game(name: &str) -> Game {
    ludus::load(format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))).expect("game compiles")
}

/// The error for `text` in `m`, checked to be `Illegal` and to list every
/// legal move (and nothing changed).
fn refused(m: &mut Match, text: &str) -> String {
    let legal: Vec<String> = {
        let moves = m.legal_moves();
        moves.iter().map(|mv| m.text(mv)).collect()
    };
    let before = m.played.len();
    let e = m.play_text(text).expect_err("refused");
    assert_eq!(m.played.len(), before);
    let MoveError::Illegal { legal: listed, .. } = &e else {
        panic!("`{text}`: not `Illegal`: {e}");
    };
    let listed: Vec<&str> = listed.split(' ').collect();
    assert_eq!(listed.len(), legal.len(), "{e}");
    for t in &legal {
        assert!(listed.contains(&t.as_str()), "`{t}` missing from: {e}");
    }
    e.to_string()
}

#[test]
fn a_lift_that_no_move_makes_is_not_game_over() {
    let g = game("checkers.game");
    let e = refused(&mut Match::new(&g), "c3-d4/2");
    assert!(e.contains("no legal move lifts 2 pieces"), "{e}");
    assert!(e.contains("did you mean `c3-d4`?"), "{e}");
    let g = game("liger.game");
    let e = refused(&mut Match::new(&g), "c3-d4/3");
    assert!(e.contains("no legal move lifts 3 pieces"), "{e}");
    assert!(e.contains("did you mean `c3-d4`?"), "{e}");
}

#[test]
fn a_promotion_choice_that_is_not_one_lists_the_choices() {
    let g = game("gamemix.game");
    // At the start nothing promotes.
    let e = refused(&mut Match::new(&g), "e7-e8=Q");
    assert!(
        e.contains("no legal move promotes with a choice (`=Q`)"),
        "{e}"
    );
    let pos = "white king: a1  white pawn: e7  black knight: d8  black king: h5";
    let mut m = Match::from_position(&g, pos).unwrap();
    let e = refused(&mut m, "e7-e8=Q");
    assert!(
        e.contains("the promotion choices here are =L =N =S, not `=Q`"),
        "{e}"
    );
    assert!(
        e.contains("e7xd8=S"),
        "every legal move, suffixes and all: {e}"
    );
    // No choice written: the choices for that path are suggested.
    let e = refused(&mut m, "e7-e8");
    assert!(
        e.contains("did you mean `e7-e8=L`, `e7-e8=N` or `e7-e8=S`?"),
        "{e}"
    );
}

#[test]
fn libero_lists_end_among_the_legal_moves() {
    let g = game("libero.game");
    let pos = "red goalkeeper: b5  red soldier: h4  stack b3: blue soldier, ball  \
               blue goalkeeper: s5";
    let mut m = Match::from_position(&g, pos).unwrap();
    m.play_text("b5-a4").unwrap();
    let e = refused(&mut m, "a4-h5");
    assert!(e.ends_with("legal moves: a4-h4 end"), "{e}");
    assert!(e.contains("did you mean `a4-h4`?"), "{e}");
}

#[test]
fn the_game_is_over_only_when_no_move_can_be_played() {
    let g = game("checkers.game");
    let mut m = Match::from_position(&g, "black man: c3  turn white").unwrap();
    assert!(m.legal_moves().is_empty());
    assert_eq!(m.play_text("f6-e5"), Err(MoveError::GameOver));
    // A text that is no move at all says so, whatever the position.
    assert!(matches!(
        m.play_text("c3-d5"),
        Err(MoveError::NoSuchCell { .. })
    ));
}

#[test]
fn the_command_line_says_what_is_wrong() {
    let (code, _, err) =
        common::bin::ludus(&["moves", "games/checkers.game", "--moves", "c3-d4/2"], "");
    assert_eq!(code, 1);
    assert!(!err.contains("game is over"), "{err}");
    assert!(
        err.contains("`c3-d4/2` is not a legal move here: no legal move lifts 2 pieces (did you mean `c3-d4`?); legal moves: a3-b4"),
        "{err}"
    );
}
