//! The quick test of the end rules (`Tables::end_quick`) and the turn period
//! repetition looks at: what they are for the games that have them, and
//! that games whose end rules it does not cover walk their rules.

mod common;

use common::{load_game, play, pos};
use ludus::ir::EndQuick;

#[test]
fn checkers_end_rules_are_summed_up_for_the_quick_test() {
    let g = load_game("checkers.game");
    assert_eq!(g.tables.turn_period, 2);
    assert_eq!(
        g.tables.end_quick,
        Some(EndQuick {
            plies_since: 100,
            plies_all: u32::MAX,
            repeat_since: 3,
            repeat_all: u32::MAX,
            no_pieces: true,
            no_moves: true,
        })
    );
}

#[test]
fn after_move_rules_are_not_summed_up() {
    // Game Mix ends by `after move connected(...)`: every rule is walked.
    let g = load_game("gamemix.game");
    assert_eq!(g.tables.end_quick, None);
}

/// The 100 plies since a capture end the game at the 100th ply, not the
/// 99th, through the quick test.
#[test]
fn checkers_plies_since_capture_ends_at_exactly_the_count() {
    let g = load_game("checkers.game");
    let mut m = pos(&g, "black king: a1  white king: h8  white man: d4");
    m.state.set_clocks(98, 98);
    assert!(m.outcome().is_none());
    play(&mut m, &["a1-b2"]);
    assert!(m.outcome().is_none(), "99 plies: not yet");
    play(&mut m, &["h8-g7"]);
    let o = m.outcome().expect("100 plies since the capture");
    assert_eq!(o.reason, "plies 100 since capture");
    assert!(m.legal_moves().is_empty());
}
