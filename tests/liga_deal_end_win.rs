//! LIGA (docs/rules/liga.md R5.3, R5.4, G21 (1)), in games/liga.game and
//! games/liga-2p.game: a provisional win whose answer is the last card of
//! the deal. The win stands as soon as the maker's left neighbour has taken
//! his turn without cancelling it, even when that turn ended the deal: the
//! game is over then, not after the next deal's exchange.
//!
//! Finding (issue 21): the answer was taken as over only when the next
//! player was another one; after the deal's last card the new deal's first
//! player can be the answerer again, so ludus dealt, ran the exchange and
//! declared the win one decision later (north was offered `give two`).
//!
//! The position: west's two moves his partner east's last marble home
//! (q10 to p9; west's own four are home), completing team b. North, west's
//! left neighbour, answers; he holds no LIGA, and his four cannot move
//! his marble a4 backward past south's on a1 (C4.2, no jumping), so he must
//! discard it: the deal's last card.

#![allow(non_snake_case)] // test names are `liga__<RULE-ID>_<what>`, like their snapshots

mod common;
use common::liga::{EAST, NORTH, SOUTH, WEST};
use common::{load_game, moves, outcome_text, play, pos, report_teams, set};
use ludus::{Game, Match};

const POSITION: &str = "north marble: a1  north marble: 3 in base  east marble: q10  \
     east marble: o9  east marble: n9  east marble: m9  south marble: 3 in base  \
     south marble: g1  west marble: b9  west marble: c9  west marble: d9  west marble: e9  \
     hand north: three, four  hand south: six  hand west: two  turn north";

/// The `provisional win:` line of the diagram, if any.
fn provisional_line(m: &Match) -> Option<String> {
    m.diagram()
        .lines()
        .find(|l| l.starts_with("provisional win:"))
        .map(str::to_string)
}

/// Plays the deal up to north's answer and checks the win is provisional
/// with north's discard, the deal's last card, as his only decision.
fn up_to_the_answer(g: &Game) -> Match<'_> {
    let mut m = pos(g, POSITION);
    play(&mut m, &["three a1-a4", "six g1-a1", "two q10-p9"]);
    assert!(m.outcome().is_none(), "the win is provisional");
    assert_eq!(
        provisional_line(&m).as_deref(),
        Some("provisional win: west (unless north cancels it)")
    );
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["discard four"]));
    m
}

/// After the answer: the game is over, team b (east, west) wins, nothing is
/// offered; undoing the answer brings the provisional win back.
fn answer_ends_the_game(m: &mut Match) -> String {
    play(m, &["discard four"]);
    let o = m.outcome().expect("the win stands after north's turn");
    let g = m.game;
    assert!(o.wins(g, EAST) && o.wins(g, WEST));
    assert!(!o.wins(g, NORTH) && !o.wins(g, SOUTH));
    assert!(m.legal_moves().is_empty(), "the game is over");
    assert_eq!(provisional_line(m), None);
    let report = report_teams(m);
    assert!(m.undo());
    assert!(m.outcome().is_none());
    assert!(provisional_line(m).is_some());
    assert_eq!(moves(m), set(&["discard four"]));
    report
}

#[test]
fn liga__G21_1_win_stands_when_the_answer_is_the_last_card_of_the_deal() {
    let g = load_game("liga.game");
    let mut m = up_to_the_answer(&g);
    let report = answer_ends_the_game(&mut m);
    assert!(
        report.contains("outcome: team b (east, west) win"),
        "{report}"
    );
    insta::assert_snapshot!(
        "liga__G21_1_win_stands_when_the_answer_is_the_last_card_of_the_deal",
        report
    );
}

#[test]
fn liga_2p__G21_1_win_stands_when_the_answer_is_the_last_card_of_the_deal() {
    let g = load_game("liga-2p.game");
    let mut m = up_to_the_answer(&g);
    let report = answer_ends_the_game(&mut m);
    assert!(
        report.contains("outcome: second (east, west) win"),
        "{report}"
    );
    assert_eq!(outcome_text(&mut m), "none");
}
