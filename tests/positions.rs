//! Position texts (`--position`): a cell holds one piece, so two pieces
//! placed on one cell (other than as a `stack`) are an error, not "the last
//! one wins". (Issue 21.)

mod common;

use ludus::{Game, Match};

fn game(name: &str) -> Game {
    ludus::load(format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))).expect("game compiles")
}

fn refused(g: &Game, text: &str) -> String {
    match Match::from_position(g, text) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(e) => e,
    }
}

#[test]
fn two_pieces_on_one_cell_are_an_error() {
    let g = game("checkers.game");
    let e = refused(&g, "black man: c3  white king: c3");
    assert_eq!(
        e,
        "two pieces on `c3`: black man and white king; a cell holds one piece"
    );
    let e = refused(&g, "black man: c3, e3  black man: a1, c3");
    assert!(
        e.starts_with("two pieces on `c3`: black man and black man"),
        "{e}"
    );
    // The pieces of a valid text are all there.
    let m = Match::from_position(&g, "black man: c3  white king: d6").unwrap();
    assert_eq!(m.state.board.iter().filter(|&&c| c != 0).count(), 2);
}

#[test]
fn with_stacks_the_error_names_the_stack_form() {
    let g = game("liger.game");
    let e = refused(&g, "red checker: c3  stack c3: blue checker, red checker");
    assert!(
        e.starts_with("two pieces on `c3`: red checker and red checker; a cell holds one piece (write `stack c3: ...`"),
        "{e}"
    );
    let e = refused(
        &g,
        "stack c3: blue checker, red checker  stack c3: red checker",
    );
    assert!(e.starts_with("two pieces on `c3`"), "{e}");
    assert!(Match::from_position(&g, "stack c3: blue checker, red checker").is_ok());
}

#[test]
fn the_command_line_refuses_it() {
    let (code, _, err) = common::bin::ludus(
        &[
            "moves",
            "games/checkers.game",
            "--position",
            "black man: c3  white man: c3",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("bad --position: two pieces on `c3`: black man and white man"),
        "{err}"
    );
}
