//! LIGA (docs/rules/liga.md G21 (1), C-P1, C-P2, R5.4), in games/liga.game
//! and games/liga-2p.game: the answer to a provisional win is the
//! answering player's whole turn. When he plays the Phantom, his turn is
//! the card and the pick (a card of his left neighbour's hand, played or
//! discarded for him): the win stands only after the pick. And a game won
//! by the deal's last card ends there: the next deal is not made.
//!
//! Finding (issue 39, 13): the engine took the answer as over as soon as
//! the player to move was another one, which the Phantom makes at once
//! (the neighbour's turn, played by the answerer): the game ended before
//! the pick (perft 2, 2, 2 instead of 2, 2, 4); and after a win with the
//! deal's last card the final position showed the next deal as made.
//!
//! The position: south's two moves j1 to i2, the last of team a's eight
//! marbles home: a provisional win. West, south's left neighbour, answers:
//! he holds no LIGA, his four cannot move (no marble on the ring), so he
//! plays the Phantom; he then picks for north, whose three and ten cannot
//! move (north's marbles are home, south's cannot use them): `discard
//! three` or `discard ten`, and then the game is over.

#![allow(non_snake_case)] // test names are `liga__<RULE-ID>_<what>`

mod common;
use common::liga::{NORTH, SOUTH, WEST};
use common::{hand_sizes, load_game, moves, perft_counts, play, pos, set};

const POSITION: &str = "north marble: i13, i14, i15, i16  south marble: i3, i4, i5, j1  \
     east marble: 4 in base  west marble: 4 in base  hand north: three, ten  hand east: five  \
     hand south: two  hand west: phantom, four  turn south";

fn phantom_answer_includes_the_pick(file: &str) {
    let g = load_game(file);
    let m = pos(&g, POSITION);
    // Ply 3 is the pick after the Phantom: two more leaves (before: the
    // game ended at the Phantom, 2, 2, 2).
    assert_eq!(perft_counts(&g, m.state.clone(), 3), [2, 2, 4], "{file}");
    let mut m = pos(&g, POSITION);
    play(&mut m, &["two j1-i2"]);
    assert!(m.outcome().is_none(), "{file}: the win is provisional");
    assert_eq!(moves(&mut m), set(&["phantom"]), "{file}");
    play(&mut m, &["phantom"]);
    assert!(m.outcome().is_none(), "{file}: the pick comes first");
    assert_eq!((m.to_move(), m.chooser()), (NORTH, WEST), "{file}");
    assert_eq!(
        moves(&mut m),
        set(&["discard three", "discard ten"]),
        "{file}"
    );
    play(&mut m, &["discard ten"]);
    let o = m.outcome().expect("the win stands after the pick");
    assert!(o.wins(&g, SOUTH) && o.wins(&g, NORTH), "{file}");
    assert!(m.legal_moves().is_empty(), "{file}");
    // Taking the pick back brings the answer back.
    assert!(m.undo());
    assert!(m.outcome().is_none(), "{file}");
}

#[test]
fn liga__G21_1_C_P2_a_phantom_answer_ends_after_the_pick() {
    phantom_answer_includes_the_pick("liga.game");
}

#[test]
fn liga_2p__G21_1_C_P2_a_phantom_answer_ends_after_the_pick() {
    phantom_answer_includes_the_pick("liga-2p.game");
}

#[test]
fn liga__R5_4_a_win_with_the_last_card_of_the_deal_deals_no_more() {
    // South's two is the deal's last card and wins at once (G21 (2)).
    for file in ["liga.game", "liga-2p.game"] {
        let g = load_game(file);
        let text = "north marble: i13, i14, i15, i16  south marble: i3, i4, i5, j1  \
             east marble: 4 in base  west marble: 4 in base  hand south: two  turn south";
        let mut m = pos(&g, text);
        play(&mut m, &["two j1-i2"]);
        assert!(m.outcome().is_some(), "{file}: won");
        // Before: the next deal was made (north held a card, the deck
        // was refilled from the played cards).
        assert_eq!(hand_sizes(&m), [0, 0, 0, 0], "{file}: no deal");
        assert!(!m.diagram().contains("hand of north: two"), "{file}");
        assert!(m.undo());
        assert_eq!(hand_sizes(&m), [0, 0, 1, 0], "{file}");
        assert!(m.outcome().is_none());
    }
}
