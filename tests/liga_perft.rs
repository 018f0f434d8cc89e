//! LIGA (part 1: every card except the five meta cards) perft. No published
//! figures exist. Every figure below equals the one computed by an
//! independent reference move generator written from the rules page only
//! (docs/rules/liga.md), a separate Python program kept outside the
//! project in /work/ref/liga (liga_ref.py, with its decisions in README.md);
//! the engine and the reference agreed move by move (divide) at every depth
//! listed here, and on some two thousand random positions at depths 4 to 6.
//! The reference has no meta cards (none of these positions holds one); a
//! win is provisional as in G21 / C.2: the winner's left neighbour plays one
//! whole turn, then the game is over.
//!
//! One decision is one ply (Appendix C.1): a played card with its action,
//! a discard, and each single step of a 7. Depths stay within the deal: the
//! positions hold at least as many cards as the depth, so no new deal starts.

mod common;

use common::liga::game;
use common::perft_counts;

fn counts(position: &str, depth: usize) -> Vec<u64> {
    let game = game();
    let state = ludus::notation::parse_position(&game, position).expect("position");
    perft_counts(&game, state, depth)
}

/// North's 7 with f17 behind three marbles of all colours (each step knocks), i16 free to move in
/// home and i14, i13 stuck; the other seats answer with their own 7s.
const SEVEN_KNOCK_STUCK: &str = "north marble: f17, i16, i14, i13  east marble: g17, k17  \
    east marble: 2 in base  east fresh: q9  south marble: h17  \
    south marble: 3 in base  west marble: j17, l17  west marble: 2 in base  \
    hand north: seven, two, five  hand east: seven, one  hand south: seven, four  \
    hand west: three, nine  turn north";

/// Home marbles on i16 (free) and i14, i13 (stuck): the 7 may bounce i16 back and forth between
/// i16 and i15 while e17 runs (G14(1)); west's fresh a9 is knocked by a 7 passing it.
const SEVEN_HOME_BOUNCE: &str = "north marble: i16, i14, i13, e17  east marble: g17  east marble: 3 in base  \
    south marble: h17  south marble: 3 in base  west marble: 4 in base  \
    west fresh: a9  hand north: seven, seven, three  hand east: seven, two  \
    hand south: seven, one  hand west: seven, six  turn north";

#[test]
fn liga_perft_seven_knocks_and_stuck_home_marbles() {
    assert_eq!(
        counts(SEVEN_KNOCK_STUCK, 8),
        vec![2, 4, 8, 16, 32, 64, 148, 684]
    );
    assert_eq!(
        counts(SEVEN_HOME_BOUNCE, 8),
        vec![2, 4, 8, 16, 32, 64, 128, 248]
    );
}

/// C7.7: north's last marble (h17) may enter i16 with the 2nd step and hand the other 5 steps
/// to south's marbles (ring, fresh i1, home i3), or run past its home.
const SEVEN_C77_ENDGAME: &str = "north marble: h17, i15, i14, i13  east marble: n1  east marble: 3 in base  \
    south marble: i3, b1  south fresh: i1  south marble: 1 in base  \
    west marble: c1, a5  west marble: 2 in base  hand north: seven, five  \
    hand east: two, six  hand south: seven, three  hand west: seven, twelve  \
    turn north";

/// North's 7 takes c17 into i16 with its 7th step: all 8 of team a home; east (who holds no
/// LIGA) plays his one turn (G21, C.2), then the game is over.
const SEVEN_WIN_LAST_STEP: &str = "north marble: i15, i14, i13, c17  east marble: d17  east marble: 3 in base  \
    south marble: i2, i3, i4, i5  west marble: f17  west marble: 3 in base  \
    hand north: seven, four  hand east: two, three  hand south: five, nine  \
    hand west: ten, six  turn north";

/// South is all home; north could bring f17 home before the 7th step, but the steps left over
/// cannot be used, so the 7 must not do it (C7.7); a 1 may move i16 to i15 first.
const SEVEN_NO_EARLY_WIN: &str = "north marble: i16, i14, i13, f17  east marble: h17  east marble: 3 in base  \
    south marble: i2, i3, i4, i5  west marble: a17  west marble: 3 in base  \
    hand north: seven, one  hand east: two, three  hand south: five, nine  \
    hand west: ten, six  turn north";

/// North is all home and plays south's marbles: a 7 over south's ring marbles and its unstuck
/// home marbles i2, i4; a 4 and a 13 (entering is not possible: south's base is empty).
const ENDGAME_SEVEN: &str = "north marble: i16, i15, i14, i13  east marble: j1  east marble: 3 in base  \
    south marble: i2, i4, l1, n1  west marble: e1  west marble: 3 in base  \
    hand north: seven, four, thirteen  hand east: seven, one  \
    hand south: two, seven  hand west: seven, four  turn north";

/// North (endgame) wins with `three k1-i2`; east answers with one turn (no LIGA: the win
/// stands, G21); a 7 may not win early (C7.7).
const ENDGAME_WIN_THREE: &str = "north marble: i16, i15, i14, i13  east marble: e1, o1  east marble: 2 in base  \
    south marble: i3, i4, i5, k1  west marble: a9  west marble: 3 in base  \
    hand north: three, one, seven, four  hand east: two, three, eight  \
    hand south: one, two, seven  hand west: nine, cheater, four  turn north";

#[test]
fn liga_perft_seven_c77_and_the_win() {
    assert_eq!(
        counts(SEVEN_C77_ENDGAME, 7),
        vec![2, 3, 11, 37, 121, 419, 1485]
    );
    assert_eq!(counts(SEVEN_WIN_LAST_STEP, 8), vec![2, 2, 2, 3, 3, 3, 4, 6]);
    assert_eq!(
        counts(SEVEN_NO_EARLY_WIN, 8),
        vec![4, 8, 15, 26, 42, 74, 158, 306]
    );
    assert_eq!(counts(ENDGAME_SEVEN, 5), vec![6, 24, 103, 413, 1700]);
    assert_eq!(
        counts(ENDGAME_WIN_THREE, 6),
        vec![5, 24, 54, 332, 892, 2402]
    );
}

/// Fresh marbles on i17, q9, a9: they may not enter home (G09) but go forward or 4 back (north's
/// fresh i17 knocks its own e17); 1 and 13 enter onto occupied start points.
const FRESH_MARBLES: &str = "north fresh: i17  north marble: e17  north marble: 2 in base  east fresh: q9  \
    east marble: 3 in base  south marble: h1  south marble: 3 in base  \
    west fresh: a9  west marble: p17  west marble: 2 in base  \
    hand north: four, one, seven, two  hand east: four, three  \
    hand south: seven, thirteen  hand west: one, two  turn north";

/// Entering onto start points held by the own non-fresh marble (north i17, which may also go
/// i17-i16), an opponent's (west on q9) or the own (south i1) knocks the occupant out (G11).
const ENTER_OCCUPIED: &str = "north marble: i17  north marble: 3 in base  east marble: 4 in base  \
    south marble: i1  south marble: 3 in base  west marble: q9  \
    west marble: 3 in base  hand north: one, thirteen  hand east: thirteen, one  \
    hand south: one, five  hand west: thirteen, twelve  turn north";

/// Card 4 backward into home from S+3 (north l17 to i16; east q7 is blocked by n9), from a
/// non-fresh marble on its own start point (south i1, home not empty: ring only) and along the ring;
/// both routes are decisions (G05).
const FOUR_BACKWARD_HOME: &str = "north marble: l17, b17  north marble: 2 in base  east marble: q7, n9  \
    east marble: 2 in base  south marble: i1, h1, i5  south marble: 1 in base  \
    west marble: a11  west marble: 3 in base  hand north: four, four, three  \
    hand east: four, two  hand south: four, one  hand west: four, five  turn north";

/// A non-fresh marble on its own start point with an empty home: 4 goes to i13 or to e17, and a
/// 7 may step it into i16 (R1.16, C4.5); k17 cannot go back past it.
const FOUR_NEUTRAL_START: &str = "north marble: i17, k17  north marble: 2 in base  east marble: q11, q10  \
    east marble: 2 in base  south marble: 4 in base  west marble: 4 in base  \
    hand north: four, seven  hand east: four, one  turn north";

/// From a16 (9 cells before i17) 12 ends on i14 and 13 on i13, or they go on along the ring;
/// 8 and 9 stay on the ring (R1.16, G05); east and south have the same choices.
const LONG_HOME_ENTRIES: &str = "north marble: a16, a13  north marble: 2 in base  east marble: q1, p17  \
    east marble: 2 in base  south marble: q16  south marble: 3 in base  \
    west marble: n1  west marble: 3 in base  \
    hand north: thirteen, twelve, eight, nine  \
    hand east: eight, thirteen, twelve, ten  hand south: nine, eight, thirteen  \
    hand west: twelve, ten, nine  turn north";

/// Marbles just before their start points: home route and ring route are separate decisions.
const ROUTE_CHOICE: &str = "north marble: f17, g17  north marble: 2 in base  east marble: q12, q13  \
    east marble: 2 in base  south marble: k1  south marble: 3 in base  \
    west marble: a5, a7  west marble: 2 in base  hand north: five, six, nine, one  \
    hand east: five, ten, twelve  hand south: four, three, thirteen  \
    hand west: six, two, four  turn north";

/// No marble on the ring: 1, 2, 3 move home marbles deeper (G07, G08(b)), the 7 shuffles home.
const HOME_MOVES_ONLY: &str = "north marble: i16, i14  north marble: 2 in base  east marble: p9, m9  \
    east marble: 2 in base  south marble: i2, i3  south marble: 2 in base  \
    west marble: b9  west marble: 3 in base  hand north: two, one, three, seven  \
    hand east: one, two, seven  hand south: two, three, seven  \
    hand west: three, seven, two  turn north";

#[test]
fn liga_perft_fresh_marbles_entering_and_card_four() {
    assert_eq!(counts(FRESH_MARBLES, 6), vec![9, 18, 50, 170, 906, 1480]);
    assert_eq!(counts(ENTER_OCCUPIED, 4), vec![5, 10, 40, 40]);
    assert_eq!(counts(FOUR_BACKWARD_HOME, 4), vec![5, 15, 75, 210]);
    assert_eq!(
        counts(FOUR_NEUTRAL_START, 8),
        vec![5, 15, 27, 54, 114, 255, 591, 2108]
    );
    assert_eq!(counts(LONG_HOME_ENTRIES, 4), vec![8, 18, 55, 165]);
    assert_eq!(counts(ROUTE_CHOICE, 4), vec![8, 32, 160, 768]);
    assert_eq!(counts(HOME_MOVES_ONLY, 4), vec![6, 17, 39, 85]);
}

/// Cheater for every seat; fresh marbles swapped become normal, home marbles cannot be swapped.
const CHEATER_SWAPS: &str = "north marble: c17, i15  north marble: 2 in base  north fresh: i17  \
    east marble: q3  east marble: 3 in base  south marble: i1  \
    south marble: 3 in base  west fresh: a9  west marble: q1  \
    west marble: 2 in base  hand north: cheater, three  hand east: cheater, two  \
    hand south: cheater, one  hand west: cheater, four  turn north";

/// Every seat's start point holds another seat's marble: a swap can make a neutral start point
/// (C-Ch6), from which 1, 3, 4 and 7 enter home.
const NEUTRAL_BY_CHEATER: &str = "north marble: c1, k17  north marble: 2 in base  east marble: i17, q5  \
    east marble: 2 in base  south marble: q9, f1  south marble: 2 in base  \
    west marble: i1, a4  west marble: 2 in base  \
    hand north: cheater, one, four, seven  hand east: cheater, two, four, three  \
    hand south: cheater, three, seven, one  hand west: cheater, four, two, one  \
    turn north";

#[test]
fn liga_perft_cheater() {
    assert_eq!(counts(CHEATER_SWAPS, 4), vec![17, 272, 4690, 76596]);
    assert_eq!(counts(NEUTRAL_BY_CHEATER, 3), vec![33, 1032, 35725]);
}

/// 8 as skip while the left neighbour holds cards; the skipped seat only discards.
const EIGHT_SKIP_HOLDER: &str = "north marble: h17  north marble: 3 in base  east marble: q12  \
    east marble: 3 in base  south marble: 4 in base  west marble: a3  \
    west marble: 3 in base  hand north: eight, two  hand east: eight, five, six  \
    hand south: eight  hand west: eight, two  turn north";

/// East holds no card: north's 8 cannot skip (G16), only move; east is passed over.
const EIGHT_SKIP_EMPTY: &str = "north marble: h17  north marble: 3 in base  east marble: q12  \
    east marble: 3 in base  south marble: g1  south marble: 3 in base  \
    west marble: a3  west marble: 3 in base  hand north: eight, eight  \
    hand south: eight, three  hand west: eight  turn north";

/// East (to move) may skip south, who then discards any card, a playable 8 included.
const SKIP_THEN_DISCARD: &str = "north marble: d17  north marble: 3 in base  east marble: q14, q4  \
    east marble: 2 in base  south marble: c1  south marble: 3 in base  \
    west marble: a12  west marble: 3 in base  hand north: eight, seven  \
    hand east: seven, seven, eight  hand south: eight, five  \
    hand west: eight, one, four  turn east";

/// North has no marble out and no 1 or 13: nothing is playable, every distinct card may be
/// discarded (R3.1); east and south have a marble out.
const FORCED_DISCARD: &str = "north marble: 4 in base  east marble: b17  east marble: 3 in base  \
    south marble: i2  south marble: 3 in base  west marble: 4 in base  \
    hand north: five, eight, four, cheater  hand east: four, two  \
    hand south: eight, cheater, two  hand west: three, seven, twelve  turn north";

/// Only a home marble: 8 and Cheater need a ring marble (C8.2, C-Ch2), 4 moves no home marble,
/// so north can only play the 2 (i15 to i13).
const NO_RING_MARBLE_CARDS: &str = "north marble: i15  north marble: 3 in base  east marble: o9, n9, j17  \
    east marble: 1 in base  south marble: 4 in base  west marble: l17  \
    west marble: 3 in base  hand north: eight, cheater, four, two  \
    hand east: cheater, eight, four  hand south: five, one  \
    hand west: cheater, eight  turn north";

#[test]
fn liga_perft_eight_skip_and_discards() {
    assert_eq!(counts(EIGHT_SKIP_HOLDER, 4), vec![4, 21, 21, 84]);
    assert_eq!(counts(EIGHT_SKIP_EMPTY, 4), vec![1, 3, 5, 5]);
    assert_eq!(counts(SKIP_THEN_DISCARD, 4), vec![6, 15, 65, 212]);
    assert_eq!(counts(FORCED_DISCARD, 6), vec![4, 8, 8, 24, 72, 72]);
    assert_eq!(counts(NO_RING_MARBLE_CARDS, 4), vec![1, 3, 4, 15]);
}

/// North is all home and plays for south: enters south's marble on i1, moves it, 8 and Cheater
/// judged on south's ring marbles (G29).
const ENDGAME_CONTROL: &str = "north marble: i16, i15, i14, i13  east marble: k17, o1  east marble: 2 in base  \
    south marble: g1, a1  south marble: 2 in base  west marble: q5  \
    west marble: 3 in base  hand north: one, five, cheater, eight  \
    hand east: eight, two  hand south: four, seven  hand west: cheater, thirteen  \
    turn north";

/// North in the endgame moves south's g1 (just past its start point, so it goes round).
const WIN_NOW: &str = "north marble: i16, i15, i14, i13  east marble: 4 in base  \
    south marble: i3, i4, i5, g1  west marble: q1  west marble: 3 in base  \
    hand north: one, two, seven  hand east: two, three  hand south: five, six  \
    hand west: nine, one  turn north";

/// A midgame: 5 cards each, a fresh marble, marbles of every colour on the ring and in home.
const MIDGAME_MIX: &str = "north marble: c1, q14, i15  north marble: 1 in base  east marble: q11, j1, p9  \
    east marble: 1 in base  east fresh: q9  south marble: a4, m17  \
    south marble: 2 in base  west marble: a9, g17, c9  west marble: 1 in base  \
    hand north: seven, eight, cheater, four, thirteen  \
    hand east: seven, three, twelve, eight, one  \
    hand south: cheater, ten, seven, six, two  \
    hand west: four, nine, seven, five, eight  turn north";

#[test]
fn liga_perft_endgame_and_midgame() {
    assert_eq!(counts(ENDGAME_CONTROL, 4), vec![17, 77, 293, 2028]);
    assert_eq!(counts(WIN_NOW, 4), vec![3, 5, 9, 25]);
    assert_eq!(counts(MIDGAME_MIX, 4), vec![44, 605, 17242, 175453]);
}
