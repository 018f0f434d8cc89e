//! More of LIGA part 2 (docs/rules/liga.md, rule ids R…, C…, G…) on
//! games/liga.game: the rules tests/liga_part2.rs and tests/liga_meta.rs
//! leave open, one test per rule, named `liga__<RULE-ID>_<what>` like
//! tests/liga_rules.rs: positions from text (a position from text starts
//! with an empty centre, so the earlier cards of a deal are played in the
//! test), the legal moves worked out by hand from the rules and asserted in
//! plain Rust, and an insta snapshot of the report (diagram, centre, player
//! to move and the player choosing for him, legal moves, outcome).
//!
//! Covered: forced play with LIGA (C-L3), the compulsory replay (C-L4,
//! G20 (1) (2)), whose marbles and whose neighbour a replay uses (C-L6,
//! G20 (3)); unequal hands after a Twister, empty hands passed over, the
//! end of the deal (C-T7, G15) and the 8's skip judged on the neighbour's
//! hand after a Twister (G16, Appendix C.2); the neighbour's own turn after
//! a Mage (C-M4), Mage among other playable cards (C-M5, G22 (1)); Phantom
//! without a marble of one's own (C-P6, G26 (1)), the neighbour keeping
//! his other cards (G26 (5)), a Phantom picked from the neighbour's hand
//! (G26 (7)), the neighbour's endgame (G26 (8)); the partner's marbles
//! each into their own home (R5.2).
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
//! case `N E S W`: marbles; lower case: fresh marbles. Seats clockwise
//! north, east, south, west: a player's left neighbour is the next seat
//! (east for north), his right neighbour the one before (west for north).
//! A player not listed in `hand …` holds no card.

#![allow(non_snake_case)] // test names are `liga__<RULE-ID>_<what>`, like their snapshots

mod common;
use common::liga::*;
use common::{at, hand_sizes, moves, play, pos, set};

// ------------------------------------------------------------------ LIGA

/// C-L3, R3.3, C-L19: north enters a marble with his one. East holds LIGA
/// and five, all four of his marbles in his base: the five cannot be
/// played, the LIGA can (cancel north's entry, replay the one as an entry
/// onto q9), so he must play it, though the entry knocks out his own
/// partner west's marble on q9 (G11): no discard is offered. With a marble
/// of his own on q12 the five is playable too, and east chooses freely
/// between LIGA and the five (q12 + 5: q7 along the ring or o9, H2, G05;
/// west's q9 marble removed so that the way is free); playing the five
/// keeps the LIGA in his hand.
#[test]
fn liga__CL3_liga_forced_when_it_is_the_only_playable_card() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: 4 in base  west marble: q9  \
         west marble: 3 in base  hand north: one, two  hand east: liga, five  \
         hand south: three  turn north",
    );
    play(&mut m, &["one enter i17"]);
    assert_eq!(moves(&mut m), set(&["liga"]));
    let forced = report(&mut m);
    play(&mut m, &["liga"]);
    assert_eq!(at(&m, "i17"), ".", "north's entry is undone");
    assert_eq!(moves(&mut m), set(&["one enter q9"]));
    play(&mut m, &["one enter q9"]);
    assert_eq!(at(&m, "q9"), "e");
    assert_eq!(base_line(&m), "base: north 4, east 3, south 0, west 4");
    assert_eq!(hand(&m, EAST), ["five"]);

    // Another playable card: a free choice.
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: q12  east marble: 3 in base  \
         hand north: one, two  hand east: liga, five  hand south: three  turn north",
    );
    play(&mut m, &["one enter i17"]);
    assert_eq!(moves(&mut m), set(&["five q12-o9", "five q12-q7", "liga"]));
    let free = report(&mut m);
    play(&mut m, &["five q12-q7"]);
    assert_eq!(hand(&m, EAST), ["liga"]);
    assert_eq!(m.to_move(), SOUTH);
    assert!(m.undo());
    play(&mut m, &["liga"]);
    assert_eq!(moves(&mut m), set(&["one enter q9", "one q12-q11"]));
    insta::assert_snapshot!(
        "liga__CL3_liga_forced_when_it_is_the_only_playable_card",
        format!("{forced}\nwith a marble on q12:\n{free}")
    );
}

/// C-L4, G20 (1) (2), C-L9: north's two knocks out east's only ring marble
/// (k17 to m17). East could enter with his one or play LIGA (his five has
/// no marble to move). Once the LIGA is played the replay is compulsory:
/// the next decision is east's again, and it offers only the two's uses,
/// judged after the cancellation (east's m17 is back, north's marble on
/// k17): two m17-o17. Not his one, not his five, no discard.
#[test]
fn liga__CL4_replay_is_compulsory_once_liga_is_played() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: m17  east marble: 3 in base  \
         hand north: two, three  hand east: liga, five, one  hand south: three  turn north",
    );
    play(&mut m, &["two k17xm17"]);
    assert_eq!(moves(&mut m), set(&["liga", "one enter q9"]));
    play(&mut m, &["liga"]);
    assert_eq!(occupied(&m), "N k17  E m17");
    assert_eq!((m.to_move(), m.chooser()), (EAST, EAST));
    assert!(replay_line(&m).is_some(), "a replay is pending");
    assert_eq!(moves(&mut m), set(&["two m17-o17"]));
    let replay = report(&mut m);
    play(&mut m, &["two m17-o17"]);
    assert_eq!(replay_line(&m), None);
    assert_eq!(hand(&m, EAST), ["five", "one"]);
    assert_eq!(m.to_move(), SOUTH);
    insta::assert_snapshot!("liga__CL4_replay_is_compulsory_once_liga_is_played", replay);
}

/// C-L6, G20 (3), R3.14, G29, C-L12: east has all four marbles home, so
/// his replay moves his partner west's marbles. North's five (k17-p17)
/// taken back by east's LIGA is replayed with west's a5: a10 along the
/// ring, or b9 (west's H1: a5 is 4 before a9), never with north's or
/// east's marbles. North's 8 used as skip: east answers on his skipped turn
/// with LIGA, and the 8 he replays counts from his own seat: moving west's
/// a5 8 (a13, or e9, west's H4: the home is empty), or skipping his own
/// left neighbour south (who holds a card); west's a5 is the ring marble
/// both functions need (C8.2). South then may only discard.
#[test]
fn liga__CL6_replay_with_own_marbles_or_the_partners_in_the_endgame() {
    let g = game();
    let text = "north marble: k17  east marble: p9, o9, n9, m9  west marble: a5  \
                west marble: 3 in base  hand east: liga, three  hand south: one, two  \
                hand west: four";
    let mut m = pos(&g, &format!("{text}  hand north: five  turn north"));
    play(&mut m, &["five k17-p17"]);
    assert_eq!(moves(&mut m), set(&["liga", "three a5-a8"]));
    play(&mut m, &["liga"]);
    assert_eq!(at(&m, "k17"), "N");
    assert_eq!(moves(&mut m), set(&["five a5-a10", "five a5-b9"]));
    let endgame = report(&mut m);

    let mut m = pos(&g, &format!("{text}  hand north: eight  turn north"));
    play(&mut m, &["eight skip"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(
        moves(&mut m),
        set(&["discard liga", "discard three", "liga"])
    );
    play(&mut m, &["liga"]);
    assert_eq!(
        moves(&mut m),
        set(&["eight a5-a13", "eight a5-e9", "eight skip"])
    );
    let eight = report(&mut m);
    play(&mut m, &["eight skip"]);
    assert_eq!(m.state.skipping, 1 << SOUTH);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(moves(&mut m), set(&["discard one", "discard two"]));
    play(&mut m, &["discard two"]);
    assert_eq!(m.to_move(), WEST);
    insta::assert_snapshot!(
        "liga__CL6_replay_with_own_marbles_or_the_partners_in_the_endgame",
        format!("{endgame}\nliga against an eight as skip:\n{eight}")
    );
}

// --------------------------------------------------------------- Twister

/// C-T7, G15 (a), R2.8, C-T1, C-T2: two cards each; north plays his
/// Twister: north gets east's three and five, east south's nine and ten,
/// south west's four and six, west north's two; north's extra play (a
/// discard: nobody has a marble) leaves the hands 1, 2, 2, 1. Then east,
/// south, west (his last card), north (his last card); west and north have
/// no card and are passed over: east, south; then every hand is empty and
/// the deal is over (a new deal is dealt, the centre emptied). The deal
/// does not end when the first player meets an empty hand (G15 (b)).
#[test]
fn liga__CT7_unequal_hands_empty_hands_passed_over() {
    let g = game();
    let mut m = pos(
        &g,
        "hand north: twister, two  hand east: three, five  hand south: nine, ten  \
         hand west: four, six  turn north",
    );
    assert_eq!(moves(&mut m), set(&["twister"]));
    play(&mut m, &["twister"]);
    assert_eq!(hand(&m, NORTH), ["five", "three"]);
    assert_eq!(hand(&m, EAST), ["nine", "ten"]);
    assert_eq!(hand(&m, SOUTH), ["four", "six"]);
    assert_eq!(hand(&m, WEST), ["two"]);
    assert_eq!(m.to_move(), NORTH);
    play(&mut m, &["discard three"]);
    assert_eq!(hand_sizes(&m), vec![1, 2, 2, 1]);
    assert_eq!(m.to_move(), EAST);
    let unequal = report(&mut m);
    let deals = m.state.deals;
    assert_eq!(
        turn_order(&mut m, 4),
        [(EAST, EAST), (SOUTH, SOUTH), (WEST, WEST), (NORTH, NORTH)]
    );
    assert_eq!(hand_sizes(&m), vec![0, 1, 1, 0]);
    assert_eq!(m.to_move(), EAST, "west and north are passed over");
    assert_eq!(m.state.deals, deals, "the deal goes on");
    let passed = report(&mut m);
    assert_eq!(turn_order(&mut m, 1), [(EAST, EAST)]);
    assert_eq!(m.to_move(), SOUTH);
    assert_eq!(m.state.centre.len(), 7, "one card left, south's");
    assert_eq!(turn_order(&mut m, 1), [(SOUTH, SOUTH)]);
    assert_eq!(m.state.deals, deals + 1, "every hand empty: a new deal");
    assert!(m.state.centre.is_empty());
    insta::assert_snapshot!(
        "liga__CT7_unequal_hands_empty_hands_passed_over",
        format!("{unequal}\nafter east, south, west, north:\n{passed}")
    );
}

/// G16 (b), Appendix C.2, C-T1: north's Twister gives him east's hand
/// (eight, three) and east south's empty hand. On the extra play north's
/// 8 may not skip: his left neighbour east holds no card (that turn would
/// not happen; C8.4 generalised). North plays it as a move; east is passed
/// over and south plays. If south held a card (it goes to east), the skip
/// is offered.
#[test]
fn liga__G16_no_skip_of_a_neighbour_left_without_cards_by_a_twister() {
    let g = game();
    let text = "north marble: k17  east marble: q12  hand north: twister, two  \
                hand east: eight, three  hand west: four";
    let mut m = pos(&g, &format!("{text}  turn north"));
    play(&mut m, &["twister"]);
    assert_eq!(hand_sizes(&m), vec![2, 0, 1, 1]);
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["eight k17-q15", "three k17-n17"]));
    let snap = report(&mut m);
    play(&mut m, &["eight k17-q15"]);
    assert_eq!(m.to_move(), SOUTH, "east, without cards, is passed over");

    let mut m = pos(&g, &format!("{text}  hand south: nine  turn north"));
    play(&mut m, &["twister"]);
    assert_eq!(hand(&m, EAST), ["nine"]);
    assert_eq!(
        moves(&mut m),
        set(&["eight k17-q15", "eight skip", "three k17-n17"])
    );
    insta::assert_snapshot!(
        "liga__G16_no_skip_of_a_neighbour_left_without_cards_by_a_twister",
        snap
    );
}

// ------------------------------------------------------------------ Mage

/// C-M4, C-M1, G11, R3.11: north's Mage puts a fresh east marble on q9.
/// East then plays his own turn as usual: his own choice, his own hand,
/// not skipped (unlike a Phantom, R3.13). His one enters another marble
/// (knocking out the fresh one on q9: the position is the same, a legal
/// decision) or moves q9 (to q8, fresh: not into his home) or q12 (to
/// q11); his five moves q9 to q4 (fresh: along the ring only); q12's five
/// would pass q9. Then south, west and north play in turn.
#[test]
fn liga__CM4_neighbour_plays_his_own_turn_after_a_mage() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  east marble: 3 in base  \
         hand north: mage, two  hand east: one, five  hand south: one  \
         hand west: one  turn north",
    );
    play(&mut m, &["mage enter q9"]);
    assert_eq!(at(&m, "q9"), "e");
    assert_eq!((m.to_move(), m.chooser()), (EAST, EAST));
    assert_eq!(
        moves(&mut m),
        set(&["five q9-q4", "one enter q9", "one q12-q11", "one q9-q8"])
    );
    let snap = report(&mut m);
    play(&mut m, &["five q9-q4"]);
    assert_eq!(hand(&m, EAST), ["one"]);
    assert_eq!(
        turn_order(&mut m, 4),
        [(SOUTH, SOUTH), (WEST, WEST), (NORTH, NORTH), (EAST, EAST)]
    );
    insta::assert_snapshot!("liga__CM4_neighbour_plays_his_own_turn_after_a_mage", snap);
}

/// C-M5, G22 (1) (a), R3.3: Mage is an ordinary playable card: beside
/// north's playable two and one it is one choice among them (mage enter
/// q9, two k17-m17, one enter i17, one k17-l17), and playing another card
/// keeps it in hand. It "must be used" only as any card must: when it is
/// the only playable card (north with no marble on the ring: his two is
/// not playable, no discard is offered).
#[test]
fn liga__CM5_mage_is_a_free_choice_among_playable_cards() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  north marble: 3 in base  east marble: 4 in base  \
         hand north: mage, two, one  hand east: five  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "mage enter q9",
            "one enter i17",
            "one k17-l17",
            "two k17-m17"
        ])
    );
    let snap = report(&mut m);
    play(&mut m, &["two k17-m17"]);
    assert_eq!(hand(&m, NORTH), ["mage", "one"]);
    assert_eq!(m.to_move(), EAST);

    assert_eq!(
        moves(&mut pos(
            &g,
            "north marble: 4 in base  east marble: 4 in base  \
             hand north: mage, two  hand east: five  turn north"
        )),
        set(&["mage enter q9"])
    );
    insta::assert_snapshot!("liga__CM5_mage_is_a_free_choice_among_playable_cards", snap);
}

// --------------------------------------------------------------- Phantom

/// C-P6, G26 (1): the Phantom needs no marble of the player's own. North
/// has all four in his base: his five is not playable, the Phantom is
/// (east holds cards), so forced play makes it north's only decision. He
/// then plays east's card with east's q12: two to q10 or three to q9.
#[test]
fn liga__CP6_phantom_needs_no_own_marble() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: q12  hand north: phantom, five  \
         hand east: two, three  hand south: one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["phantom"]));
    let snap = report(&mut m);
    play(&mut m, &["phantom"]);
    assert_eq!((m.to_move(), m.chooser()), (EAST, NORTH));
    assert_eq!(moves(&mut m), set(&["three q12-q9", "two q12-q10"]));
    play(&mut m, &["two q12-q10"]);
    assert_eq!(base_line(&m), "base: north 4, east 0, south 0, west 0");
    assert_eq!(hand(&m, NORTH), ["five"]);
    insta::assert_snapshot!("liga__CP6_phantom_needs_no_own_marble", snap);
}

/// G26 (5), C-P1, C-P2: north's Phantom plays east's five for him; east
/// keeps his two other cards (nine, two), north keeps only his own three:
/// no card changes hands but the one played. East, passed over once, plays
/// them on his next own turn, choosing himself: after south, west and
/// north, east's moves are his two and nine with his q7 (q5, n1).
#[test]
fn liga__G26_5_neighbour_keeps_his_remaining_cards() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  hand north: phantom, three  \
         hand east: five, two, nine  hand south: one  hand west: one  turn north",
    );
    play(&mut m, &["phantom", "five q12-q7"]);
    assert_eq!(hand(&m, EAST), ["nine", "two"]);
    assert_eq!(hand(&m, NORTH), ["three"]);
    assert_eq!(hand_sizes(&m), vec![1, 2, 1, 1]);
    assert_eq!((m.to_move(), m.chooser()), (SOUTH, SOUTH));
    play(&mut m, &["discard one", "discard one", "three k17-n17"]);
    assert_eq!((m.to_move(), m.chooser()), (EAST, EAST));
    assert_eq!(moves(&mut m), set(&["nine q7-n1", "two q7-q5"]));
    let snap = report(&mut m);
    insta::assert_snapshot!("liga__G26_5_neighbour_keeps_his_remaining_cards", snap);
}

/// G26 (7), C-P1, R3.13: north's Phantom; east's hand holds a Phantom too
/// (and a two he could play). North picks east's Phantom: it is resolved
/// as east's, on east's left neighbour south, and north still chooses
/// (`chooser` north, south to move): south's five (e1 to a2) or two (e1 to
/// c1). Then east and south have both lost their turns: west plays, then
/// east (north holds no card any more), with his two.
#[test]
fn liga__G26_7_phantom_from_the_neighbours_hand_acts_on_his_left_neighbour() {
    // Two Phantoms in hands: a deck with two (liga.game has one, and a
    // position with two is refused: `ludus::position-card-count`).
    let g = common::load_test_game("extends/liga-two-phantoms.game");
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q12  south marble: e1  \
         hand north: phantom  hand east: phantom, two  hand south: five, two  \
         hand west: one  turn north",
    );
    play(&mut m, &["phantom"]);
    assert_eq!((m.to_move(), m.chooser()), (EAST, NORTH));
    assert_eq!(moves(&mut m), set(&["phantom", "two q12-q10"]));
    play(&mut m, &["phantom"]);
    assert_eq!((m.to_move(), m.chooser()), (SOUTH, NORTH));
    assert_eq!(moves(&mut m), set(&["five e1-a2", "two e1-c1"]));
    let snap = report(&mut m);
    play(&mut m, &["two e1-c1"]);
    assert_eq!(at(&m, "c1"), "S");
    assert_eq!(hand(&m, SOUTH), ["five"]);
    assert_eq!(hand(&m, EAST), ["two"]);
    assert_eq!((m.to_move(), m.chooser()), (WEST, WEST));
    play(&mut m, &["discard one"]);
    assert_eq!((m.to_move(), m.chooser()), (EAST, EAST));
    assert_eq!(moves(&mut m), set(&["two q12-q10"]));
    insta::assert_snapshot!(
        "liga__G26_7_phantom_from_the_neighbours_hand_acts_on_his_left_neighbour",
        snap
    );
}

/// G26 (8), R3.14, G29: east has all four marbles home, so the card north
/// plays for him with the Phantom moves east's partner west's marbles:
/// five a5 to a10 or into b9 (west's H1), one a5-a6 or entering a marble
/// onto west's start point a9 (G29 (1)); never north's k17. With east not
/// yet in his endgame (three home, one in his base), the same cards move
/// east's own marbles: one enters onto q9 or takes n9 to m9 (G07); the five
/// has no east marble to move.
#[test]
fn liga__G26_8_phantom_uses_the_neighbours_endgame_status() {
    let g = game();
    let rest = "north marble: k17  west marble: a5  west marble: 3 in base  \
                hand north: phantom  hand east: five, one  hand south: one  turn north";
    let mut m = pos(&g, &format!("east marble: p9, o9, n9, m9  {rest}"));
    play(&mut m, &["phantom"]);
    assert_eq!((m.to_move(), m.chooser()), (EAST, NORTH));
    assert_eq!(
        moves(&mut m),
        set(&["five a5-a10", "five a5-b9", "one a5-a6", "one enter a9"])
    );
    let snap = report(&mut m);
    play(&mut m, &["five a5-b9"]);
    assert_eq!(at(&m, "b9"), "W");

    let mut m = pos(
        &g,
        &format!("east marble: p9, o9, n9  east marble: 1 in base  {rest}"),
    );
    play(&mut m, &["phantom"]);
    assert_eq!(moves(&mut m), set(&["one enter q9", "one n9-m9"]));
    insta::assert_snapshot!(
        "liga__G26_8_phantom_uses_the_neighbours_endgame_status",
        snap
    );
}

// ------------------------------------------------------------ the endgame

/// R5.2, R1.15, R1.16: in the endgame each of the partner's marbles still
/// goes into its own home. North (all home) moves south's marbles: l1 is 3
/// before south's start point i1, so five ends on g1 along the ring or on
/// i3 (south's H2); g17 passes north's own start point i17 and goes on to
/// l17: north's home is never entered by a south marble. The same for team
/// b: east (all home) moves west's q12 past east's own start point q9 to
/// q7, and west's a5 to a10 or into west's home b9.
#[test]
fn liga__R5_2_partners_marbles_each_go_to_their_own_home() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i16, i15, i14, i13  south marble: g17, l1  \
         south marble: 2 in base  hand north: five  hand east: one  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["five g17-l17", "five l1-g1", "five l1-i3"])
    );
    let snap = report(&mut m);
    play(&mut m, &["five l1-i3"]);
    assert_eq!(at(&m, "i3"), "S");

    let mut m = pos(
        &g,
        "east marble: p9, o9, n9, m9  west marble: q12, a5  west marble: 2 in base  \
         hand east: five  hand south: one  turn east",
    );
    assert_eq!(
        moves(&mut m),
        set(&["five a5-a10", "five a5-b9", "five q12-q7"])
    );
    insta::assert_snapshot!(
        "liga__R5_2_partners_marbles_each_go_to_their_own_home",
        snap
    );
}
