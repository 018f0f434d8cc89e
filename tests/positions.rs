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

/// Positions that cannot arise in the game are refused, each with its
/// code (issue 39, finding 11; docs/diagnostics.md, `ludus::position-…`).
#[test]
fn a_chess_position_without_a_king_or_with_three_is_refused() {
    let g = game("chess.game");
    let e = refused(&g, "white rook: a1  black king: e8");
    assert!(e.contains("ludus::position-royal-count"), "{e}");
    assert!(e.starts_with("white has 0 royal pieces (king)"), "{e}");
    let e = refused(&g, "white king: e1, a1, h1  black king: e8");
    assert!(e.starts_with("white has 3 royal pieces (king)"), "{e}");
    // The same positions as FEN.
    let e = ludus::notation::parse_fen(&g, "4k3/8/8/8/8/8/8/R7 w - - 0 1")
        .err()
        .unwrap();
    assert!(e.contains("ludus::position-royal-count"), "{e}");
    let e = ludus::notation::parse_fen(&g, "4k3/8/8/8/8/8/8/K3K2K w - - 0 1")
        .err()
        .unwrap();
    assert!(e.contains("white has 3 royal pieces"), "{e}");
    // One king each: accepted.
    assert!(Match::from_position(&g, "white king: e1  black king: e8").is_ok());
}

#[test]
fn a_pawn_on_its_first_or_last_rank_is_refused() {
    let g = game("chess.game");
    let kings = "white king: a1  black king: h8";
    for (pawn, why) in [
        ("white pawn: e1", "never moves onto that cell"),
        ("white pawn: e8", "landing on that cell is promoted"),
        ("black pawn: d8", "never moves onto that cell"),
        ("black pawn: d1", "landing on that cell is promoted"),
    ] {
        let e = refused(&g, &format!("{pawn}  {kings}"));
        assert!(
            e.contains("ludus::position-unreachable-cell"),
            "{pawn}: {e}"
        );
        assert!(e.contains(why), "{pawn}: {e}");
    }
    let e = ludus::notation::parse_fen(&g, "k7/8/8/8/8/8/8/K3P3 w - - 0 1")
        .err()
        .unwrap();
    assert!(e.starts_with("white pawn cannot stand on e1"), "{e}");
    // Every other rank is possible.
    for rank in 2..=7 {
        let text = format!("white pawn: e{rank}  black pawn: d{rank}  {kings}");
        assert!(Match::from_position(&g, &text).is_ok(), "{text}");
    }
    // A man on its crowning row in checkers, the same rule.
    let g = game("checkers.game");
    let e = refused(&g, "white man: a1  black man: c3");
    assert!(e.contains("ludus::position-unreachable-cell"), "{e}");
    assert!(Match::from_position(&g, "white king: a1  black man: c3").is_ok());
}

#[test]
fn liga_hands_over_the_deck_or_a_deal_are_refused() {
    let g = game("liga.game");
    let fives = vec!["five"; 200].join(", ");
    let e = refused(&g, &format!("north marble: i13  hand north: {fives}"));
    assert!(e.starts_with("200 `five` cards in the position"), "{e}");
    assert!(e.contains("ludus::position-card-count"), "{e}");
    let e = refused(&g, "hand north: one, two, three, four, five, six, eight");
    assert!(e.starts_with("north holds 7 cards"), "{e}");
    let e = refused(
        &g,
        "deck: two, two, two, two, two, two, two, two  hand east: two",
    );
    assert!(e.contains("`two` cards in the position"), "{e}");
    assert!(Match::from_position(&g, "hand north: one, two, three, four, five, six").is_ok());
}
