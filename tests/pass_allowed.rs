//! `turn { pass allowed }` (issue 33, the pass of Go): a pass is always
//! among the legal moves, counted by perft as a move. The counts of
//! tests/games/pass-allowed.game (tic-tac-toe with passes, drawn after 12
//! plies) are the independent reference's, `python3
//! tests/ref/pass_allowed.py 7`.

mod common;

use common::{load_test_game, moves, perft_counts, play};

#[test]
fn perft_with_a_pass_always_allowed_as_the_reference_counts() {
    let game = load_test_game("pass-allowed.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 6);
    assert_eq!(counts, vec![10, 91, 748, 5509, 36046, 196783]);
}

#[test]
fn a_pass_is_listed_typed_and_undone_like_any_move() {
    let game = load_test_game("pass-allowed.game");
    let mut m = ludus::Match::new(&game);
    assert!(moves(&mut m).contains(&"pass".to_string()));
    play(&mut m, &["pass"]);
    assert_eq!(common::player(&game, m.to_move()), "o");
    // The board is unchanged; o may place or pass in turn.
    assert_eq!(moves(&mut m).len(), 10);
    play(&mut m, &["enter b2", "pass", "pass"]);
    assert_eq!(common::player(&game, m.to_move()), "x");
    assert!(m.undo());
    assert_eq!(common::player(&game, m.to_move()), "o");
    // A full board still offers the pass, until the 12-ply limit ends it.
    let mut full = common::pos(
        &game,
        "x mark: a1, c1, b2, a3  o mark: b1, a2, c2, b3, c3  turn x",
    );
    assert_eq!(moves(&mut full), vec!["pass".to_string()]);
}
