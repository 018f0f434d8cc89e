//! LIGA part 2 (docs/rules/liga.md, rule ids R…, C…, G…): the meta cards
//! LIGA (§4.7), Twister (§4.8) and Attack (§4.10) on games/liga.game, one
//! test per rule, named `liga__<RULE-ID>_<what>` like tests/liga_rules.rs:
//! positions from text, the earlier cards of the deal played in the test
//! (a position from text starts with an empty centre), the legal moves
//! worked out by hand and asserted in plain Rust, and an insta snapshot of
//! the report (diagram, player to move, legal moves, the centre).
//!
//! Covered: LIGA's target and playability (C-L1, C-L2, C-L11, G17), the
//! replay chosen anew (C-L5, C-1.4), what a cancellation restores (C-L7,
//! C-L9, C-L10, C-L13, C7.9), discarded targets (C-L8, C-L8a, G19 (2),
//! G19 (3)), LIGA after an 8 (C-L12, C8.3, R3.12), LIGA and Twister
//! (C-L14, G18), entry by LIGA (C-L19), LIGA after LIGA (C-L20 step by
//! step, G19 (1)); Twister (C-T1–C-T4, G15, G28); Attack (C-A1–C-A4, G24).
//! Random whole games with every card in play, checking each LIGA against
//! the position before its target and apply + undo of every legal move:
//! `random_games_liga_restores_the_position_before_its_target`.
//!
//! Two findings of these tests, fixed in the engine since:
//! - `liga__CL12_liga_after_liga_does_not_bring_back_a_spent_skip`;
//! - `liga__G20_liga_replays_a_discarded_twister`.
//!
//! The provisional win (C-L18, G21 (1), (3), R5.3):
//! `liga__CL18_liga_must_cancel_a_winning_move`.
//!
//! Mage and Phantom (C-M1–C-M7, G22, G23, C-L15, C-P1–C-P7, R3.13, G26,
//! G27, C-L17) and more of G21 are in tests/liga_meta.rs.
//!
//! The ring (64 cells, clockwise from north's start point i17; index: cell):
//!
//! ```text
//!  0 i17   8 q17  16 q9   24 q1   32 i1   40 a1   48 a9   56 a17
//!  1 j17   9 q16  17 q8   25 p1   33 h1   41 a2   49 a10  57 b17
//!  2 k17  10 q15  18 q7   26 o1   34 g1   42 a3   50 a11  58 c17
//!  3 l17  11 q14  19 q6   27 n1   35 f1   43 a4   51 a12  59 d17
//!  4 m17  12 q13  20 q5   28 m1   36 e1   44 a5   52 a13  60 e17
//!  5 n17  13 q12  21 q4   29 l1   37 d1   45 a6   53 a14  61 f17
//!  6 o17  14 q11  22 q3   30 k1   38 c1   46 a7   54 a15  62 g17
//!  7 p17  15 q10  23 q2   31 j1   39 b1   47 a8   55 a16  63 h17
//! ```
//!
//! Start points and homes: north i17 into i16 i15 i14 i13, east q9 into p9
//! o9 n9 m9, south i1 into i2 i3 i4 i5, west a9 into b9 c9 d9 e9. Upper
//! case `N E S W`: marbles; lower case: fresh marbles. A player not listed
//! in `hand …` holds no card, and the turn passes over empty hands (G15).

#![allow(non_snake_case)] // test names are `liga__<RULE-ID>_<what>`, like their snapshots

mod common;
use common::liga::*;
use common::{at, card_id, cell, hand_sizes, moves, play, pos, set};

use ludus::{Game, Match};
use rand::{Rng, SeedableRng};

// ---------------------------------------------------------- LIGA: target

/// C-L1, C-L2 (c): north plays five k17-p17; east, its left neighbour,
/// takes it back with LIGA (north's marble returns to k17) and plays the
/// five himself, with his own marble, choosing anew: q12 is 3 before his
/// start point q9, so 5 ends on q7 along the ring or on o9 (H2) in his
/// home (G05): {five q12-o9, five q12-q7}. Besides LIGA east could play
/// his three (q12-q9). The LIGA adds a card to the centre, the replay does
/// not. Then south holds LIGA too, but its target, east's LIGA, would be
/// replayed as the five (C-L20) and south has no marble on the ring to move
/// it: not playable (C-L2 (c)), so south has nothing to play and discards.
#[test]
fn liga__CL1_cancel_the_right_neighbours_card_and_replay_it() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  north marble: 3 in base  east marble: q12  \
         east marble: 3 in base  south marble: 4 in base  \
         hand north: five, two  hand east: liga, three  hand south: liga, two  \
         turn north",
    );
    assert_eq!(moves(&mut m), set(&["five k17-p17", "two k17-m17"]));
    play(&mut m, &["five k17-p17"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["liga", "three q12-q9"]));
    let before = report_centre(&mut m);
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N k17  E q12", "north's five is undone");
    assert_eq!(m.to_move(), EAST, "the same player plays the five");
    assert_eq!(replay_line(&m).as_deref(), Some("to play again: five"));
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    assert_eq!(hand(&m, EAST), set(&["three"]), "the five is from no hand");
    let during = report_centre(&mut m);
    play(&mut m, &["five q12-q7"]);
    assert_eq!(occupied(&m), "N k17  E q7");
    assert_eq!(centre(&m), "five (north), liga (east, for five)");
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["discard liga", "discard two"]));
    let after = report_centre(&mut m);
    insta::assert_snapshot!(
        "liga__CL1_cancel_the_right_neighbours_card_and_replay_it",
        format!("{before}\nafter liga:\n{during}\nafter five q12-q7:\n{after}")
    );
}

/// C-L2 (a), C-L11, G17: LIGA is never the first card of a deal (the
/// centre is empty: a position from text starts a deal), and only the right
/// neighbour's card on top of the centre is a target: after north's five,
/// with east holding nothing (passed over), south's right neighbour east
/// has put nothing there, so south's LIGA is not playable even against his
/// partner's card (south plays his three, c1 to a2).
#[test]
fn liga__CL2_only_the_right_neighbours_card_of_this_deal() {
    let g = game();
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  hand north: liga, two  hand east: five  turn north"
        ),
        set(&["two k17-m17"])
    );
    let mut m = pos(
        &g,
        "north marble: k17  hand north: liga  hand east: five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["discard liga"]), "nothing to cancel");
    let first = report_centre(&mut m);

    let mut m = pos(
        &g,
        "north marble: k17  south marble: c1  hand north: five  \
         hand south: liga, three  turn north",
    );
    play(&mut m, &["five k17-p17"]);
    assert_eq!(m.to_move(), SOUTH, "east holds nothing and is passed over");
    assert_eq!(moves(&mut m), set(&["three c1-a2"]));
    let not_right = report_centre(&mut m);
    insta::assert_snapshot!(
        "liga__CL2_only_the_right_neighbours_card_of_this_deal",
        format!("{first}\nnorth's five, then south:\n{not_right}")
    );
}

/// C-L11: LIGA cannot reach back into the previous deal. North plays
/// five k17-p17; west, whose LIGA has no target (north is not his right
/// neighbour), discards it as the deal's last card. The two cards are
/// shuffled and dealt again (the deck is empty): north gets the LIGA and
/// plays first. In the same deal his LIGA would take west's discarded LIGA
/// for the five below it (C-L8a) and move p17 five; across the deal
/// boundary the centre is empty and he can only discard.
#[test]
fn liga__CL11_not_across_deals() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  west marble: a5  hand north: five  hand west: liga  turn north",
    );
    play(&mut m, &["five k17-p17"]);
    assert_eq!(m.to_move(), WEST);
    assert_eq!(moves(&mut m), set(&["discard liga"]));
    play(&mut m, &["discard liga"]);
    assert!(m.state.centre.is_empty(), "a new deal: {}", centre(&m));
    assert_eq!(m.state.hands.iter().sum::<u16>(), 2, "the two cards dealt");
    // The shuffle of this position's seed gives the LIGA to north, who
    // plays first in the new deal.
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(hand(&m, NORTH), set(&["liga"]));
    assert_eq!(moves(&mut m), set(&["discard liga"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__CL11_not_across_deals", snap);
}

// ---------------------------------------------------------- LIGA: replay

/// C-L5, C-1.4: a double-function card is replayed with either function,
/// whatever the original player chose. North enters with a 1; east's LIGA
/// sends north's marble back and east may enter (q9) or move q12 one
/// (q11). North moves a5 13 cells; east may move q12 13 (to o1: past his
/// home, 13 is more than the 7 cells to H4) or enter. North moves 8; east
/// may move q12 8 (to q4) or skip (south holds a card, G16).
#[test]
fn liga__CL5_double_functions_chosen_anew() {
    let g = game();
    let east = "east marble: q12  east marble: 3 in base  hand east: liga  \
                hand south: two  turn north";
    let mut m = pos(
        &g,
        &format!("north marble: 4 in base  hand north: one  {east}"),
    );
    play(&mut m, &["one enter i17", "liga"]);
    assert_eq!(base_line(&m), "base: north 4, east 3, south 0, west 0");
    assert_eq!(at(&m, "i17"), ".");
    assert_eq!(replay_line(&m).as_deref(), Some("to play again: one"));
    assert_eq!(moves(&mut m), set(&["one enter q9", "one q12-q11"]));
    let one = report_centre(&mut m);

    let mut m = pos(
        &g,
        &format!("north marble: a5  hand north: thirteen  {east}"),
    );
    play(&mut m, &["thirteen a5-b17", "liga"]);
    assert_eq!(occupied(&m), "N a5  E q12");
    assert_eq!(
        moves(&mut m),
        set(&["thirteen enter q9", "thirteen q12-o1"])
    );
    let thirteen = report_centre(&mut m);

    let mut m = pos(&g, &format!("north marble: k17  hand north: eight  {east}"));
    play(&mut m, &["eight k17-q15", "liga"]);
    assert_eq!(occupied(&m), "N k17  E q12");
    assert_eq!(moves(&mut m), set(&["eight q12-q4", "eight skip"]));
    play(&mut m, &["eight skip"]);
    assert_eq!(
        m.state.skipping,
        1 << SOUTH,
        "east's skip: his left neighbour"
    );
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["discard two"]));
    let eight = report_centre(&mut m);
    insta::assert_snapshot!(
        "liga__CL5_double_functions_chosen_anew",
        format!("{one}\n{thirteen}\n{eight}")
    );
}

/// C-L7, C-L9: north's five knocks out east's p17; east's LIGA puts it
/// back on p17 (east's base 3 again, 2 after) and north's marble on k17;
/// then east plays the five with p17 (to q13) or q5 (to p1).
#[test]
fn liga__CL9_knocked_out_marble_returns() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: p17, q5  east marble: 2 in base  \
         hand north: five  hand east: liga, two  turn north",
    );
    play(&mut m, &["five k17xp17"]);
    assert_eq!(base_line(&m), "base: north 0, east 3, south 0, west 0");
    assert_eq!(moves(&mut m), set(&["liga", "two q5-q3"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N k17  E p17  E q5");
    assert_eq!(base_line(&m), "base: north 0, east 2, south 0, west 0");
    assert_eq!(moves(&mut m), set(&["five p17-q13", "five q5-p1"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__CL9_knocked_out_marble_returns", snap);
}

/// C-L10, R1.17: north's three takes h17 home to i15 (H2: i17, i16, i15);
/// east's LIGA brings it out again to h17, the only way out of a home, and
/// east plays the three himself (q5 to q2).
#[test]
fn liga__CL10_marble_that_went_home_comes_out() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: h17  north marble: 3 in base  east marble: q5  \
         east marble: 3 in base  hand north: three  hand east: liga  turn north",
    );
    assert_eq!(moves(&mut m), set(&["three h17-i15", "three h17-k17"]));
    play(&mut m, &["three h17-i15"]);
    assert_eq!(occupied(&m), "N i15  E q5");
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N h17  E q5", "out of home again");
    assert_eq!(moves(&mut m), set(&["three q5-q2"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__CL10_marble_that_went_home_comes_out", snap);
}

/// C-L7, C7.9: a LIGA against a 7 undoes all seven steps and every
/// knock-out (east's n17, stepped on by north's k17 on its way to q16),
/// and the LIGA player then makes the 7 steps himself, one decision each:
/// east's only ring marble n17 steps to q13 (north's k17 is behind it).
#[test]
fn liga__C7_9_liga_after_a_seven_undoes_every_step() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: n17  east marble: 3 in base  \
         hand north: seven  hand east: liga  turn north",
    );
    play(
        &mut m,
        &[
            "seven k17-l17",
            "l17-m17",
            "m17xn17",
            "n17-o17",
            "o17-p17",
            "p17-q17",
            "q17-q16",
        ],
    );
    assert_eq!(occupied(&m), "N q16");
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N k17  E n17", "all seven steps undone");
    assert_eq!(base_line(&m), "base: north 0, east 3, south 0, west 0");
    assert_eq!(moves(&mut m), set(&["seven n17-o17"]));
    let snap = report_centre(&mut m);
    for step in [
        "seven n17-o17",
        "o17-p17",
        "p17-q17",
        "q17-q16",
        "q16-q15",
        "q15-q14",
        "q14-q13",
    ] {
        assert_eq!(m.to_move(), EAST);
        play(&mut m, &[step]);
    }
    assert_eq!(occupied(&m), "N k17  E q13");
    assert_eq!(m.state.split_left, 0);
    insta::assert_snapshot!("liga__C7_9_liga_after_a_seven_undoes_every_step", snap);
}

/// C-L13, R3.11, G10: north's Cheater swaps his k17 with east's fresh
/// marble on its start point q9 (east's marble, now on k17, is fresh no
/// more: C-Ch7). East's LIGA swaps them back, and east's marble is fresh
/// again (`e`): it may not enter home at once. East then swaps two ring
/// marbles of his choice; there are only these two.
#[test]
fn liga__CL13_cheater_undone_fresh_again() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east fresh: q9  east marble: 3 in base  \
         hand north: cheater  hand east: liga, one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["cheater q9<>k17"]));
    play(&mut m, &["cheater q9<>k17"]);
    assert_eq!(occupied(&m), "E k17  N q9");
    assert_eq!(moves(&mut m), set(&["liga", "one enter q9", "one k17-l17"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N k17  e q9", "swapped back, fresh again");
    assert_eq!(moves(&mut m), set(&["cheater q9<>k17"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__CL13_cheater_undone_fresh_again", snap);
}

/// C-L19: LIGA lets a player with no marble on the ring and no exit card
/// into the game. North enters with a 13; east (four in base, holding LIGA
/// and a five he cannot use) takes it back (north's marble to his base)
/// and enters his own marble on q9, fresh.
#[test]
fn liga__CL19_entry_by_liga_against_an_exit_card() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  north marble: 3 in base  east marble: 4 in base  \
         hand north: thirteen  hand east: liga, five  turn north",
    );
    play(&mut m, &["thirteen enter i17"]);
    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(base_line(&m), "base: north 3, east 4, south 0, west 0");
    assert_eq!(moves(&mut m), set(&["thirteen enter q9"]));
    let snap = report_centre(&mut m);
    play(&mut m, &["thirteen enter q9"]);
    assert_eq!(occupied(&m), "N k17  e q9");
    assert_eq!(base_line(&m), "base: north 3, east 3, south 0, west 0");
    insta::assert_snapshot!("liga__CL19_entry_by_liga_against_an_exit_card", snap);
}

// ------------------------------------------------- LIGA: discarded cards

/// C-L8: a discarded card is a target too, taken as it is (nothing is
/// cancelled): north cannot use his five (no marble on the ring) and
/// discards it; east's LIGA leaves the board as it is and east plays the
/// five with q12.
#[test]
fn liga__CL8_discarded_card_taken_as_it_is() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: q12  east marble: 3 in base  \
         hand north: five  hand east: liga  turn north",
    );
    assert_eq!(moves(&mut m), set(&["discard five"]));
    play(&mut m, &["discard five"]);
    let board = m.state.board;
    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(m.state.board, board, "nothing is cancelled");
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__CL8_discarded_card_taken_as_it_is", snap);
}

/// C-L8a, G19 (2), G19 (3): east cannot replay north's five (no marble on
/// the ring), so his LIGA is not playable and he discards it. South's LIGA
/// against east's discarded LIGA uses the card below it, north's five
/// (his partner's card: allowed), without cancelling it: north stays on
/// p17, and south moves c1 five to a4. A discarded LIGA with nothing below
/// it (north's, as the deal's first card) is no target: east plays his
/// five.
#[test]
fn liga__CL8a_discarded_liga_stands_for_the_card_below() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: 4 in base  south marble: c1  \
         south marble: 3 in base  hand north: five  hand east: liga  \
         hand south: liga  turn north",
    );
    play(&mut m, &["five k17-p17"]);
    assert_eq!(moves(&mut m), set(&["discard liga"]));
    play(&mut m, &["discard liga"]);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "S c1  N p17", "the five is not cancelled");
    assert_eq!(replay_line(&m).as_deref(), Some("to play again: five"));
    assert_eq!(moves(&mut m), set(&["five c1-a4"]));
    let snap = report_centre(&mut m);

    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  hand north: liga  \
         hand east: liga, five  turn north",
    );
    play(&mut m, &["discard liga"]);
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    insta::assert_snapshot!("liga__CL8a_discarded_liga_stands_for_the_card_below", snap);
}

// --------------------------------------------------------- LIGA after 8

/// C-L12, C8.3, R3.12: north's 8 skips east. On his skipped turn east may
/// discard any card (not play his five), or play LIGA against the 8: the
/// skip is lifted and east plays the 8 himself, moving q12 8 (to q4) or
/// skipping south (who holds a card, G16). He is never obliged to: the
/// discard is there too.
#[test]
fn liga__CL12_skipped_player_may_answer_the_eight() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  hand north: eight, two  \
         hand east: liga, five  hand south: two  turn north",
    );
    play(&mut m, &["eight skip"]);
    assert_eq!(m.state.skipping, 1 << EAST);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(
        moves(&mut m),
        set(&["discard five", "discard liga", "liga"])
    );
    let skipped = report_centre(&mut m);
    play(&mut m, &["discard five"]);
    assert_eq!(m.state.skipping, 0);
    assert_eq!(m.to_move(), SOUTH);
    assert!(m.undo());

    play(&mut m, &["liga"]);
    assert_eq!(m.state.skipping, 0, "the skip is lifted");
    assert_eq!(moves(&mut m), set(&["eight q12-q4", "eight skip"]));
    let answered = report_centre(&mut m);
    play(&mut m, &["eight skip"]);
    assert_eq!(m.state.skipping, 1 << SOUTH);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["discard two"]));
    // South discards; north plays his two, and east's next turn is his own
    // again: he plays the five.
    play(&mut m, &["discard two", "two k17-m17"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    insta::assert_snapshot!(
        "liga__CL12_skipped_player_may_answer_the_eight",
        format!("{skipped}\nafter liga:\n{answered}")
    );
}

/// FINDING (C-L12, C-L20, Appendix C.2 "LIGA after LIGA"): north's 8 skips
/// east; east answers with LIGA (lifting the skip) and skips south with
/// the 8; south answers east's LIGA with his own LIGA (allowed: "or against
/// a LIGA that replayed an 8 as skip") and skips west. The engine restores
/// the position before east's LIGA *with east's skip bit set* (it was
/// recorded while east was on his skipped turn), so east loses his next
/// turn too: after west's discard and north's two, east may only discard,
/// though his skipped turn is long spent (he answered it with his LIGA)
/// and the rules' position (Appendix B: the skip owed is a pending effect,
/// not the position) has no skip for him. What the rules say: east plays
/// his five.
#[test]
fn liga__CL12_liga_after_liga_does_not_bring_back_a_spent_skip() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  south marble: c1  \
         hand north: eight, two  hand east: liga, five  hand south: liga, three  \
         hand west: two, three  turn north",
    );
    play(&mut m, &["eight skip", "liga", "eight skip"]);
    assert_eq!(m.state.skipping, 1 << SOUTH);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(
        moves(&mut m),
        set(&["discard liga", "discard three", "liga"])
    );
    play(&mut m, &["liga"]);
    assert_eq!(moves(&mut m), set(&["eight c1-a7", "eight skip"]));
    play(&mut m, &["eight skip"]);
    assert_eq!(m.state.skipping, 1 << WEST, "only west is skipped");
    play(&mut m, &["discard three", "two k17-m17"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
}

// ------------------------------------------------------ LIGA after LIGA

/// C-L20 (the rulebook's worked example, step by step), G19 (1), G10:
/// player 1 (north) plays 13 and enters a marble; player 2 (east) plays
/// LIGA: north's marble goes back to his base and east uses the 13 to
/// enter his own; player 3 (south) plays LIGA against east's LIGA: east's
/// marble goes back to his base and north's returns to his start point
/// (fresh: a restored entry, G10); south then uses the 13, entering a
/// marble or moving c1 13 cells (to a12).
#[test]
fn liga__CL20_liga_after_liga_worked_example() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: 4 in base  south marble: c1  \
         south marble: 3 in base  hand north: thirteen  hand east: liga  \
         hand south: liga  turn north",
    );
    assert_eq!(moves(&mut m), set(&["thirteen enter i17"]));
    play(&mut m, &["thirteen enter i17"]);
    assert_eq!(occupied(&m), "S c1  n i17");
    let p1 = report_centre(&mut m);

    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "S c1", "player 1's marble back to his base");
    assert_eq!(base_line(&m), "base: north 4, east 4, south 3, west 0");
    assert_eq!(moves(&mut m), set(&["thirteen enter q9"]));
    play(&mut m, &["thirteen enter q9"]);
    assert_eq!(occupied(&m), "S c1  e q9");
    assert_eq!(base_line(&m), "base: north 4, east 3, south 3, west 0");
    let p2 = report_centre(&mut m);

    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(
        occupied(&m),
        "S c1  n i17",
        "player 2's marble back in his base, player 1's on his start point"
    );
    assert_eq!(base_line(&m), "base: north 3, east 4, south 3, west 0");
    assert_eq!(replay_line(&m).as_deref(), Some("to play again: thirteen"));
    assert_eq!(
        moves(&mut m),
        set(&["thirteen c1-a12", "thirteen enter i1"])
    );
    let p3 = report_centre(&mut m);
    assert_eq!(
        centre(&m),
        "thirteen (north), liga (east, for thirteen), liga (south, for thirteen)"
    );
    insta::assert_snapshot!(
        "liga__CL20_liga_after_liga_worked_example",
        format!("{p1}\nafter east's liga and thirteen enter q9:\n{p2}\nafter south's liga:\n{p3}")
    );
}

// -------------------------------------------------- LIGA and Twister

/// C-L14 (a), G18 (a), C-L7: north plays five; east plays Twister, gets
/// south's hand (liga, two) and plays again: his LIGA looks past his own
/// Twister and takes back north's five (north back on k17); the hands are
/// not passed back. Had east played his two instead, south (holding west's
/// old hand, a LIGA) targets east's extra card as usual: east's marble
/// goes back to q12 and north's five stands.
#[test]
fn liga__CL14_twister_player_liga_looks_past_the_twister() {
    let g = game();
    let text = "north marble: k17  east marble: q12  south marble: c1  \
                hand north: five  hand east: twister  hand south: liga, two  \
                hand west: liga  turn north";
    let mut m = pos(&g, text);
    play(&mut m, &["five k17-p17"]);
    assert_eq!(moves(&mut m), set(&["twister"]));
    play(&mut m, &["twister"]);
    assert_eq!(m.to_move(), EAST, "the extra play");
    assert_eq!(hand(&m, EAST), set(&["liga", "two"]));
    assert_eq!(hand(&m, SOUTH), set(&["liga"]));
    assert_eq!(moves(&mut m), set(&["liga", "two q12-q10"]));
    let extra = report_centre(&mut m);
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "S c1  N k17  E q12", "north's five undone");
    assert_eq!(hand_sizes(&m), vec![0, 1, 1, 0], "the hands stay passed");
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    let after = report_centre(&mut m);

    // The next player in the normal sequence: east's extra card.
    let mut m = pos(&g, text);
    play(&mut m, &["five k17-p17", "twister", "two q12-q10"]);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "S c1  N p17  E q12");
    assert_eq!(moves(&mut m), set(&["two c1-a1"]));
    insta::assert_snapshot!(
        "liga__CL14_twister_player_liga_looks_past_the_twister",
        format!("{extra}\nafter liga:\n{after}")
    );
}

/// C-L14 (b), G18 (b): north plays five; east's Twister brings him
/// south's empty hand, so no extra play (G28 (1)); south now holds west's
/// old hand. South's LIGA looks past east's Twister to the card below it,
/// north's five (his partner's: anyone's card, G18), cancels it and
/// replays it: c1 five to a4.
#[test]
fn liga__G18_next_player_liga_looks_past_a_twister() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  south marble: c1  hand north: five  \
         hand east: twister  hand west: liga, three  turn north",
    );
    play(&mut m, &["five k17-p17", "twister"]);
    assert_eq!(m.to_move(), SOUTH, "east got an empty hand: no extra play");
    assert_eq!(hand(&m, SOUTH), set(&["liga", "three"]));
    assert_eq!(moves(&mut m), set(&["liga", "three c1-a2"]));
    let before = report_centre(&mut m);
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "S c1  N k17");
    assert_eq!(moves(&mut m), set(&["five c1-a4"]));
    let after = report_centre(&mut m);
    insta::assert_snapshot!(
        "liga__G18_next_player_liga_looks_past_a_twister",
        format!("{before}\nafter liga:\n{after}")
    );
}

/// FINDING (G20 (4), Appendix C.1 "A replayed Twister ... is a one-option
/// decision"): south's 8 skips west, who must discard and discards his
/// Twister. North's LIGA against it (west is his right neighbour; nothing
/// is cancelled, C-L8) should replay the Twister: the hands pass and north
/// plays again. The engine does not offer the LIGA: a card that passes
/// hands has no use to replay (its one decision is made only from a hand),
/// so the replay has no legal decision and the LIGA is judged unplayable.
#[test]
fn liga__G20_liga_replays_a_discarded_twister() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  south marble: c1  west marble: a5  \
         hand south: eight  hand west: twister, two  hand north: liga, five  \
         hand east: one  turn south",
    );
    play(&mut m, &["eight skip"]);
    assert_eq!(moves(&mut m), set(&["discard twister", "discard two"]));
    play(&mut m, &["discard twister"]);
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["five k17-p17", "liga"]));
    play(&mut m, &["liga"]);
    assert_eq!(moves(&mut m), set(&["twister"]));
    play(&mut m, &["twister"]);
    // North gets east's hand (one) and plays again.
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(hand(&m, NORTH), set(&["one"]));
}

// ---------------------------------------------------------------- Twister

/// C-T1, C-T2, C-T3, R1.8: north, with no marble on the ring, can still
/// play Twister (his two cannot move). Every hand passes to the right:
/// north gets east's (one, five), east south's (three), south west's
/// (nine, ten, four), west north's rest (two). North plays again from the
/// hand he got: only the one can enter; then east plays on as usual.
#[test]
fn liga__CT1_twister_passes_hands_right_and_plays_again() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: q12  hand north: twister, two  \
         hand east: one, five  hand south: three  hand west: nine, ten, four  \
         turn north",
    );
    assert_eq!(moves(&mut m), set(&["twister"]));
    let before = report_centre(&mut m);
    play(&mut m, &["twister"]);
    assert_eq!(hand(&m, NORTH), set(&["five", "one"]));
    assert_eq!(hand(&m, EAST), set(&["three"]));
    assert_eq!(hand(&m, SOUTH), set(&["four", "nine", "ten"]));
    assert_eq!(hand(&m, WEST), set(&["two"]));
    assert_eq!(m.to_move(), NORTH, "the Twister player plays again");
    assert_eq!(moves(&mut m), set(&["one enter i17"]));
    let after = report_centre(&mut m);
    play(&mut m, &["one enter i17"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["three q12-q9"]));
    insta::assert_snapshot!(
        "liga__CT1_twister_passes_hands_right_and_plays_again",
        format!("{before}\nafter twister:\n{after}")
    );
}

/// G28 (1), G15: the hands pass even when the Twister player's left
/// neighbour holds nothing; then he gets an empty hand and has no extra
/// play: east plays next, from south's old hand; north's two went to west.
#[test]
fn liga__G28_empty_received_hand_no_extra_play() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  hand north: twister, two  \
         hand south: five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["twister", "two k17-m17"]));
    play(&mut m, &["twister"]);
    assert_eq!(hand_sizes(&m), vec![0, 1, 0, 1]);
    assert_eq!(hand(&m, EAST), set(&["five"]));
    assert_eq!(hand(&m, WEST), set(&["two"]));
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7"]));
    let snap = report_centre(&mut m);
    insta::assert_snapshot!("liga__G28_empty_received_hand_no_extra_play", snap);
}

/// C-T4, G28 (3): the deal's last card, a Twister (nobody holds a card
/// after it), does nothing: no hand passes, no extra play; the deal ends
/// (the one card is dealt again from the used cards, the deck being empty).
#[test]
fn liga__CT4_twister_as_the_last_card_does_nothing() {
    let g = game();
    let mut m = pos(&g, "north marble: k17  hand north: twister  turn north");
    assert_eq!(moves(&mut m), set(&["twister"]));
    let snap = report_centre(&mut m);
    play(&mut m, &["twister"]);
    assert_eq!(occupied(&m), "N k17");
    assert!(m.state.centre.is_empty(), "the deal is over");
    assert_eq!(m.state.hands.iter().sum::<u16>(), 1, "a new deal of 1 card");
    insta::assert_snapshot!("liga__CT4_twister_as_the_last_card_does_nothing", snap);
}

// ----------------------------------------------------------------- Attack

/// C-A1, G24 (2): a ring marble runs forward to the first marble met and
/// knocks it out, taking its cell. North k17 meets east's fresh marble on
/// its start point q9 (a start point counts); north a5 meets west's a12
/// (west's start point a9 between them is empty). South's home marble i3
/// is not on the ring and is never met.
#[test]
fn liga__CA1_attack_knocks_out_the_first_marble_met() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17, a5  east fresh: q9  west marble: a12  south marble: i3  \
         east marble: 3 in base  west marble: 3 in base  hand north: attack  \
         hand east: one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["attack a5xa12", "attack k17xq9"]));
    let before = report_centre(&mut m);
    play(&mut m, &["attack k17xq9"]);
    assert_eq!(occupied(&m), "W a12  N a5  S i3  N q9");
    assert_eq!(base_line(&m), "base: north 0, east 4, south 0, west 3");
    assert_eq!(m.played[0].captures(), &[cell(&g, "q9")]);
    insta::assert_snapshot!("liga__CA1_attack_knocks_out_the_first_marble_met", before);
}

/// C-A2, C-A3: the first marble met is knocked out whatever its colour:
/// the partner's (south's m17 ahead of north's k17) or one's own (north's
/// p17 runs on round the ring, past i17, and meets north's k17 before
/// south's m17). Without a marble of his own on the ring (north's i15 is
/// home) north cannot play Attack, though east's q5 is there: he discards.
#[test]
fn liga__CA2_attack_any_colour_needs_an_own_ring_marble() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17, p17  south marble: m17  hand north: attack  turn north",
    );
    assert_eq!(moves(&mut m), set(&["attack k17xm17", "attack p17xk17"]));
    let snap = report_centre(&mut m);
    play(&mut m, &["attack p17xk17"]);
    assert_eq!(occupied(&m), "N k17  S m17");
    assert_eq!(base_line(&m), "base: north 1, east 0, south 0, west 0");
    assert!(m.undo());
    play(&mut m, &["attack k17xm17"]);
    assert_eq!(occupied(&m), "N m17  N p17");
    assert_eq!(base_line(&m), "base: north 0, east 0, south 1, west 0");

    assert_eq!(
        moves_of(
            &g,
            "north marble: i15  north marble: 3 in base  east marble: q5  \
             hand north: attack  turn north"
        ),
        set(&["discard attack"])
    );
    insta::assert_snapshot!("liga__CA2_attack_any_colour_needs_an_own_ring_marble", snap);
}

/// C-A7, G24 (1): the attacker runs along the ring only, never into a
/// home, its own included: north's h17 passes his start point i17 with an
/// empty home and meets east's q17.
#[test]
fn liga__G24_attack_never_enters_a_home() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: h17  east marble: q17  hand north: attack  turn north",
    );
    assert_eq!(moves(&mut m), set(&["attack h17xq17"]));
    let snap = report_centre(&mut m);
    play(&mut m, &["attack h17xq17"]);
    assert_eq!(occupied(&m), "N q17");
    insta::assert_snapshot!("liga__G24_attack_never_enters_a_home", snap);
}

/// C-A4, G24 (4): alone on the ring the attacker goes all the way round,
/// knocks itself out and goes back to its base (a fresh one too, as a
/// plain marble); home marbles (north's i13) do not count.
#[test]
fn liga__CA4_attack_alone_knocks_itself_out() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17, i13  north marble: 2 in base  hand north: attack  turn north",
    );
    assert_eq!(moves(&mut m), set(&["attack k17xk17"]));
    let snap = report_centre(&mut m);
    play(&mut m, &["attack k17xk17"]);
    assert_eq!(occupied(&m), "N i13");
    assert_eq!(base_line(&m), "base: north 3, east 0, south 0, west 0");

    let mut m = pos(
        &g,
        "north fresh: i17  north marble: 3 in base  hand north: attack  turn north",
    );
    assert_eq!(moves(&mut m), set(&["attack i17xi17"]));
    play(&mut m, &["attack i17xi17"]);
    assert_eq!(occupied(&m), "");
    assert_eq!(base_line(&m), "base: north 4, east 0, south 0, west 0");
    insta::assert_snapshot!("liga__CA4_attack_alone_knocks_itself_out", snap);
}

// ------------------------------------------------------------ random games

/// What a LIGA restores and this test checks: the board and the stores
/// (bases).
type Position = ([u8; 256], Vec<u16>);

fn position(m: &Match) -> Position {
    (m.state.board, m.state.store.clone())
}

/// The cards of a fingerprint: hands, deck, pile, and what each seat has
/// given in the exchange.
type Cards = (Vec<u16>, Vec<u8>, Vec<(u8, u8)>, Vec<u8>);

/// Everything the apply + undo check compares: the position, the cards
/// (hands, deck, pile, the centre with its positions, the exchange), the
/// turn state (split, replay, skips) and the hash.
#[derive(PartialEq, Debug)]
struct Fingerprint {
    board: [u8; 256],
    store: Vec<u16>,
    turn: (u8, u64, u32, u32, u16, u8, u8, u8, u8),
    deal: (u8, u32, u16, u16),
    stay: ludus::engine::Bits,
    cards: Cards,
    centre: Vec<ludus::engine::CentreEntry>,
}

fn fingerprint(m: &Match) -> Fingerprint {
    let s = &m.state;
    Fingerprint {
        board: s.board,
        store: s.store.clone(),
        turn: (
            s.to_move,
            s.hash,
            s.plies,
            s.since_capture,
            s.skipping,
            s.split_left,
            s.split_card,
            s.giving,
            s.replay,
        ),
        deal: (s.dealer, s.deals, s.announced, s.deal_start),
        stay: s.split_stay,
        cards: (
            s.hands.clone(),
            s.deck.clone(),
            s.pile.clone(),
            s.given.clone(),
        ),
        centre: s.centre.clone(),
    }
}

/// The target of a LIGA played now by `me`, by the rule as the brief and
/// Appendix C.2 state it, worked out from the centre independently of the
/// engine: `Some(Some(i))`: the position before entry `i` is restored;
/// `Some(None)`: nothing is restored; `None`: no target.
fn liga_target(m: &Match, me: u8) -> Option<Option<usize>> {
    let g = m.game;
    let e = &m.state.centre;
    let right = (me + 3) % 4;
    let name = |i: usize| card_name(g, e[i].card);
    let mut i = e.len().checked_sub(1)?;
    let twister = |i: usize| name(i) == "twister" && !e[i].discarded;
    if !twister(i) && e[i].by != right {
        return None;
    }
    while twister(i) {
        i = i.checked_sub(1)?;
    }
    if e[i].discarded {
        if name(i) == "liga" {
            let below = i.checked_sub(1)?;
            // A discarded LIGA below stands for nothing that can be replayed.
            if e[below].discarded && name(below) == "liga" {
                return None;
            }
            return Some(None);
        }
        return Some(None);
    }
    Some(Some(i))
}

/// Statistics of the random games.
#[derive(Default, Debug)]
struct Seen {
    ligas: usize,
    restored: usize,
    liga_on_liga: usize,
    skipped_liga: usize,
    discarded_target: usize,
    twister_on_top: usize,
    twisters: usize,
    attacks: usize,
}

/// One seeded game of four random players to its end (at most 20 000 plies).
/// After every decision the 104-card and 16-marble invariants hold; every
/// legal move, applied and undone, leaves the state as it was (the centre,
/// replay, split and exchange included); a LIGA leaves the position (board,
/// bases, skips) equal to the position recorded before its target was put
/// in the centre, or unchanged for a discarded target; the replay that
/// follows is by the same player.
fn random_game(g: &Game, seed: u64, seen: &mut Seen) {
    let mut m = Match::new_seeded(g, seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    // The position before each centre entry, recorded by this test.
    let mut before: Vec<Position> = Vec::new();
    let liga = card_id(g, "liga");
    while m.outcome().is_none() && m.state.plies < 20_000 {
        let legal = m.legal_moves();
        assert!(!legal.is_empty(), "seed {seed}: no decision but no end");
        let fp = fingerprint(&m);
        for mv in &legal {
            m.play(mv).unwrap();
            assert!(m.undo());
            assert!(
                fingerprint(&m) == fp,
                "seed {seed}: apply + undo of {}",
                m.text(mv)
            );
        }
        let mv = legal[rng.random_range(0..legal.len())];
        let text = m.text(&mv);
        let me = m.to_move();
        let pre = position(&m);
        let n = m.state.centre.len();
        let is_liga = mv.card == liga + 1 && text == "liga";
        let expect = if is_liga {
            let t = liga_target(&m, me);
            assert!(t.is_some(), "seed {seed}: `liga` offered without a target");
            let top = m.state.centre.last().unwrap();
            if card_name(g, top.card) == "twister" {
                seen.twister_on_top += 1;
            }
            if top.card == liga && !top.discarded {
                seen.liga_on_liga += 1;
            }
            if m.state.skipping & (1 << me) != 0 {
                seen.skipped_liga += 1;
            }
            t
        } else {
            None
        };
        if text == "twister" && m.state.replay == 0 {
            seen.twisters += 1;
        }
        if text.starts_with("attack") {
            seen.attacks += 1;
        }
        m.play(&mv).unwrap();
        check_invariants(&m, seed);
        let c = m.state.centre.len();
        if c == n + 1 {
            before.push(pre.clone());
        } else if c == 0 {
            before.clear();
        } else {
            assert_eq!(c, n, "seed {seed}: the centre grows by one card at most");
        }
        if let Some(target) = expect {
            seen.ligas += 1;
            assert_eq!(
                m.to_move(),
                me,
                "seed {seed}: the replay is the LIGA player's"
            );
            assert_ne!(m.state.replay, 0, "seed {seed}: a card to play again");
            match target {
                Some(i) => {
                    seen.restored += 1;
                    let (board, store) = &before[i];
                    assert_eq!(
                        (&m.state.board, &m.state.store),
                        (board, store),
                        "seed {seed}, ply {}: LIGA restores the position before centre entry {i}",
                        m.state.plies
                    );
                    // The engine's own record of that position agrees.
                    let snap = format!(
                        "{:?}",
                        m.state.centre[i].before.as_ref().expect("a played card")
                    );
                    assert!(snap.contains(&format!("board: {:?}", board)), "seed {seed}");
                    assert!(snap.contains(&format!("store: {:?}", store)), "seed {seed}");
                }
                None => {
                    seen.discarded_target += 1;
                    assert_eq!(
                        (&m.state.board, &m.state.store),
                        (&pre.0, &pre.1),
                        "seed {seed}: LIGA against a discarded card restores nothing"
                    );
                }
            }
        }
    }
}

/// C-L7, C-L8, C-L8a, C-L12, C-L14, C-L20, G17–G19, C-T1, C-A1, G01:
/// seeded games of four random players with all 104 cards, the checks of
/// `random_game` after every decision; over all of them LIGA is played
/// often, against a played card, a discarded one, another LIGA, past a
/// Twister and by a player skipped by an 8; Twisters and Attacks are played.
#[test]
fn random_games_liga_restores_the_position_before_its_target() {
    let g = game();
    let seeds: Vec<u64> = (1..=16).collect();
    let all: Vec<Seen> = seeded_games(&g, &seeds, 4, random_game);
    let mut t = Seen::default();
    for s in all {
        t.ligas += s.ligas;
        t.restored += s.restored;
        t.liga_on_liga += s.liga_on_liga;
        t.skipped_liga += s.skipped_liga;
        t.discarded_target += s.discarded_target;
        t.twister_on_top += s.twister_on_top;
        t.twisters += s.twisters;
        t.attacks += s.attacks;
    }
    eprintln!("{t:?}");
    assert!(t.ligas > 50, "{t:?}");
    assert!(t.restored > 0 && t.discarded_target > 0, "{t:?}");
    assert!(t.liga_on_liga > 0, "{t:?}");
    assert!(t.skipped_liga > 0, "{t:?}");
    assert!(t.twister_on_top > 0, "{t:?}");
    assert!(t.twisters > 0 && t.attacks > 0, "{t:?}");
}

// ------------------------------------------------------ the provisional win

/// C-L18, G21 (1), (3), R5.3: north's two takes his last marble home
/// (h17 to i16, H1): team a has 8 marbles home, but the win is provisional
/// until east, north's left neighbour, has taken his turn. East holds a
/// LIGA that can cancel it (he can replay the two with q12), so he must
/// play it (his five is not offered); north's marble comes out of home to
/// h17 again and the game goes on. The win-cancelling LIGA cannot itself
/// be cancelled: south's LIGA is not offered, though he could replay the
/// two with north's h17 (south, all home, moves his partner's marbles,
/// R3.14): he plays his three, h17 to k17 (i15 blocks the way home). If east cannot
/// cancel (no marble to replay the two), the win stands after his turn.
#[test]
fn liga__CL18_liga_must_cancel_a_winning_move() {
    let g = game();
    let text = "north marble: h17, i15, i14, i13  south marble: i2, i3, i4, i5  \
                hand north: two  hand south: liga, three";
    let mut m = pos(
        &g,
        &format!("{text}  east marble: q12  hand east: liga, five  turn north"),
    );
    play(&mut m, &["two h17-i16"]);
    assert!(m.outcome().is_none(), "the win is provisional");
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["liga"]), "east must cancel it");
    let provisional = report_centre(&mut m);
    play(&mut m, &["liga"]);
    assert_eq!(at(&m, "h17"), "N");
    assert_eq!(at(&m, "i16"), ".");
    assert_eq!(moves(&mut m), set(&["two q12-q10"]));
    play(&mut m, &["two q12-q10"]);
    assert!(m.outcome().is_none());
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(
        moves(&mut m),
        set(&["three h17-k17"]),
        "no LIGA after the win-cancelling LIGA"
    );
    let cancelled = report_centre(&mut m);

    // East cannot cancel: he plays on (his five has no marble either: he
    // discards), and the win stands once his turn is over.
    let mut m = pos(&g, &format!("{text}  hand east: liga, five  turn north"));
    play(&mut m, &["two h17-i16"]);
    assert!(m.outcome().is_none());
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["discard five", "discard liga"]));
    play(&mut m, &["discard five"]);
    let o = m.outcome().expect("the win stands");
    assert!(o.wins(&g, NORTH) && o.wins(&g, SOUTH));
    let won = report_centre(&mut m);
    insta::assert_snapshot!(
        "liga__CL18_liga_must_cancel_a_winning_move",
        format!("{provisional}\nafter liga and two q12-q10:\n{cancelled}\nno cancel:\n{won}")
    );
}
