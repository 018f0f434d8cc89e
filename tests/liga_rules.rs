//! One test per rule of the LIGA rules page (docs/rules/liga.md, rule ids
//! R…, C…, G…), on games/liga.game: hand-made positions, their legal moves
//! asserted in plain Rust (each expected set worked out by hand from the
//! rules, not copied from the engine) and snapshotted with insta, so that a
//! wrong engine fails even if someone blindly accepts the snapshots.
//!
//! Covered: entering and moving with 1 and 13 (C-1.1, G11), moving,
//! knocking out and blocking on the ring (R3.7, R3.8, R1.14), home entry
//! (R1.15, R1.16, R1.20, G03, G05), fresh marbles and the neutral start
//! point (G09, G10, R3.11), card 4 (C4.1–C4.5), moves inside home (G07,
//! G08, R1.19), card 7 (C7.1–C7.8, G12, G13, G14, R1.19 as judged for a 7),
//! card 8 (C8.1, C8.2, C8.4, G16, R3.12), Cheater (C-Ch1–C-Ch3, C-Ch6,
//! C-Ch7, G25), forced play and discards with the meta cards in hand
//! (R3.1–R3.3), the deck of 104 cards and its deal cycle (R2.2, R2.3, G01,
//! G32 (1)), the exit-card announcement (R2.5, G32 (2)), the partner
//! exchange (R2.6, Appendix C.1), the endgame (R3.14, G29) and the team win
//! (R5.1).
//!
//! The part-2 cards, each with its use in games/liga.game, are tested
//! elsewhere, in the same style:
//! - tests/liga_part2.rs: LIGA (C-L1, C-L2, C-L5, C-L7–C-L14, C-L19,
//!   C-L20, G17–G20), Twister (C-T1–C-T4, G15, G28), Attack (C-A1–C-A4,
//!   G24) and LIGA against a winning move (C-L18);
//! - tests/liga_meta.rs: Mage (C-M1–C-M3, G22, G23), LIGA after Mage and
//!   Attack (C-L15, C-L16), Phantom (C-P1–C-P5, C-L17, R3.13, G26 (2)–(6),
//!   G27) and the provisional win (C-L18, G21, R5.3, R5.4);
//! - tests/liga_more.rs: forced play with LIGA (C-L3), the compulsory
//!   replay (C-L4, G20), the replay's marbles and neighbour (C-L6), unequal
//!   hands after a Twister (C-T7, G15), the skip judged on the neighbour's
//!   hand (G16), the neighbour's turn after a Mage (C-M4), Mage among other
//!   cards (C-M5, G22 (1)), Phantom without a marble of one's own (C-P6,
//!   G26 (1)), G26 (5) (7) (8), and the partner's marbles into their own
//!   home (R5.2).
//!
//! The 2- and 1-player variants (§6, G30, G31, games/liga-2p.game and
//! games/liga-solo.game): tests/liga_variants.rs.
//!
//! Whole games, the card count over many games, the command line and
//! perft: tests/liga_game.rs.
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
//! Start points (G03, 16 apart) and homes (H1 first, H4 deepest): north
//! i17 into i16 i15 i14 i13, east q9 into p9 o9 n9 m9, south i1 into i2 i3
//! i4 i5, west a9 into b9 c9 d9 e9. Upper case `N E S W`: marbles; lower
//! case `n e s w`: fresh marbles (just entered, not moved since). Positions
//! list the hands (`hand north: one, five`); a player not listed holds no
//! card, and the turn passes over empty hands.

#![allow(non_snake_case)] // test names are `liga__<RULE-ID>_<what>`, like their snapshots

mod common;
use common::liga::*;
use common::{at, card_id, cell, hand_sizes, moves, play, player, pos, set};

use ludus::{Game, Match};
use rand::{Rng, SeedableRng};

// ------------------------------------------------------- cards 1 and 13

/// C-1.1: 1 and 13 each give two kinds of decision, enter (a marble from
/// the base onto the own start point i17, where it is fresh) or move one
/// marble forward 1 / 13. North on k17 with 3 in base: enter i17 with
/// either card, k17-l17 (1), k17-q10 (13). Two copies of `one` are one
/// decision each (Appendix C.1). With an empty base only the moves are
/// left; with no marble on the ring an exit card is still playable (C-1.2).
#[test]
fn liga__C1_1_enter_or_move_with_one_and_thirteen() {
    let g = game();
    let text = "north marble: k17  north marble: 3 in base  \
                hand north: one, one, thirteen  turn north";
    let mut m = pos(&g, text);
    assert_eq!(
        moves(&mut m),
        set(&[
            "one enter i17",
            "one k17-l17",
            "thirteen enter i17",
            "thirteen k17-q10"
        ])
    );
    let before = report_plain(&mut m);
    for t in ["one enter i17", "thirteen enter i17"] {
        play(&mut m, &[t]);
        assert_eq!(at(&m, "i17"), "n", "{t}: the entered marble is fresh");
        assert_eq!(at(&m, "k17"), "N");
        assert_eq!(base_of(&m, MARBLE, NORTH), 2, "{t}");
        assert!(m.undo());
    }
    play(&mut m, &["thirteen k17-q10"]);
    assert_eq!((at(&m, "k17"), at(&m, "q10")), (".".into(), "N".into()));
    assert_eq!(base_of(&m, MARBLE, NORTH), 3, "a move enters nothing");
    let after = report_plain(&mut m);

    // Base empty: no entry.
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  hand north: one, thirteen  turn north"
        ),
        set(&["one k17-l17", "thirteen k17-q10"])
    );
    // No marble on the ring: the exit card enters; the five has no move.
    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: one, five  turn north"
        ),
        set(&["one enter i17"])
    );
    insta::assert_snapshot!(
        "liga__C1_1_enter_or_move_with_one_and_thirteen",
        format!("{before}\nafter thirteen k17-q10:\n{after}")
    );
}

/// G11 and R1.14: entering onto an occupied start point knocks the
/// occupant out, whatever its colour, and it goes to its own base: an
/// opponent's (east), the partner's (south), an own marble (one out, one
/// in: the entered marble is fresh), an own fresh marble (the position is
/// unchanged, still a legal decision: Appendix C.1; the fresh marble goes
/// back to the base as a plain marble). East enters on q9 the same way.
#[test]
fn liga__G11_entry_knocks_out_any_occupant() {
    let g = game();
    // An opponent.
    let mut m = pos(
        &g,
        "east marble: i17  east marble: 3 in base  north marble: 2 in base  \
         hand north: one, five  turn north",
    );
    // (The five has no marble to move yet.)
    assert_eq!(moves(&mut m), set(&["one enter i17"]));
    let before = report_plain(&mut m);
    play(&mut m, &["one enter i17"]);
    assert_eq!(at(&m, "i17"), "n");
    assert_eq!(base_line(&m), "base: north 1, east 4, south 0, west 0");
    assert_eq!(m.played[0].captures(), &[cell(&g, "i17")]);
    // The others hold no card: north plays again, the new marble forward.
    assert_eq!(moves(&mut m), set(&["five i17-n17"]));
    let after = report_plain(&mut m);
    assert!(m.undo());
    assert_eq!(base_line(&m), "base: north 2, east 3, south 0, west 0");
    assert_eq!(at(&m, "i17"), "E");

    // The partner.
    let mut m = pos(
        &g,
        "south marble: i17  north marble: 2 in base  hand north: thirteen  turn north",
    );
    assert_eq!(moves(&mut m), set(&["thirteen enter i17"]));
    play(&mut m, &["thirteen enter i17"]);
    assert_eq!(at(&m, "i17"), "n");
    assert_eq!(base_line(&m), "base: north 1, east 0, south 1, west 0");

    // An own marble (not fresh: it may also go on or into home).
    let mut m = pos(
        &g,
        "north marble: i17  north marble: 1 in base  hand north: one  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["one enter i17", "one i17-i16", "one i17-j17"])
    );
    play(&mut m, &["one enter i17"]);
    assert_eq!(at(&m, "i17"), "n", "the new marble is fresh");
    assert_eq!(base_line(&m), "base: north 1, east 0, south 0, west 0");
    assert_eq!(m.state.counts[NORTH as usize], 1);

    // An own fresh marble: knocked out, it returns as a plain marble.
    let mut m = pos(
        &g,
        "north fresh: i17  north marble: 1 in base  hand north: one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["one enter i17", "one i17-j17"]));
    play(&mut m, &["one enter i17"]);
    assert_eq!(at(&m, "i17"), "n");
    assert_eq!(
        (base_of(&m, MARBLE, NORTH), base_of(&m, FRESH, NORTH)),
        (1, 0)
    );

    // East enters on q9, knocking west's marble to west's base.
    let mut m = pos(
        &g,
        "west marble: q9  east marble: 1 in base  hand east: one  turn east",
    );
    assert_eq!(moves(&mut m), set(&["one enter q9"]));
    play(&mut m, &["one enter q9"]);
    assert_eq!(at(&m, "q9"), "e");
    assert_eq!(base_line(&m), "base: north 0, east 0, south 0, west 1");
    insta::assert_snapshot!(
        "liga__G11_entry_knocks_out_any_occupant",
        format!("{before}\nafter one enter i17:\n{after}")
    );
}

// ------------------------------------------------- moving on the ring

/// R3.8 and R1.14: a marble ending its move on an occupied ring cell knocks
/// the occupant out, whatever its colour (opponent, partner, own, fresh),
/// and it goes to its own base.
#[test]
fn liga__R3_8_knock_out_on_landing_any_colour() {
    let g = game();
    // An opponent: k17 +5 = p17.
    let mut m = pos(
        &g,
        "north marble: k17  west marble: p17  hand north: five  hand west: one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["five k17xp17"]));
    let before = report_plain(&mut m);
    play(&mut m, &["five k17xp17"]);
    assert_eq!((at(&m, "k17"), at(&m, "p17")), (".".into(), "N".into()));
    assert_eq!(base_line(&m), "base: north 0, east 0, south 0, west 1");
    // West (east and south hold no card) may enter it again from its base.
    assert_eq!(m.to_move(), WEST);
    assert_eq!(moves(&mut m), set(&["one enter a9"]));
    let after = report_plain(&mut m);

    // The partner.
    let mut m = pos(
        &g,
        "north marble: k17  south marble: p17  hand north: five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["five k17xp17"]));
    play(&mut m, &["five k17xp17"]);
    assert_eq!(base_line(&m), "base: north 0, east 0, south 1, west 0");

    // An own marble (p17 itself may go on 5 to q13).
    let mut m = pos(&g, "north marble: k17, p17  hand north: five  turn north");
    assert_eq!(moves(&mut m), set(&["five k17xp17", "five p17-q13"]));
    play(&mut m, &["five k17xp17"]);
    assert_eq!(base_line(&m), "base: north 1, east 0, south 0, west 0");
    assert_eq!(m.state.counts[NORTH as usize], 1);

    // A fresh opponent on its own start point (R1.12: an ordinary cell):
    // l17 +13 = q9. It goes back to the base as a plain marble.
    let mut m = pos(
        &g,
        "north marble: l17  east fresh: q9  hand north: thirteen  turn north",
    );
    assert_eq!(moves(&mut m), set(&["thirteen l17xq9"]));
    play(&mut m, &["thirteen l17xq9"]);
    assert_eq!(at(&m, "q9"), "N");
    assert_eq!(
        (base_of(&m, MARBLE, EAST), base_of(&m, FRESH, EAST)),
        (1, 0)
    );
    insta::assert_snapshot!(
        "liga__R3_8_knock_out_on_landing_any_colour",
        format!("{before}\nafter five k17xp17:\n{after}")
    );
}

/// R3.7: no marble passes over another, whoever's, on the ring or in home;
/// a marble standing on a start point blocks both the home way and the
/// ring way behind it; a home cell is never landed on (only ring marbles
/// are knocked out, R1.18).
#[test]
fn liga__R3_7_no_jumping_on_the_ring_or_in_home() {
    let g = game();
    // East on m17: north's k17 may land on it (2) but not pass it (3, 5, 6).
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  east marble: m17  hand north: two, three, five, six  turn north"
        ),
        set(&["two k17xm17"])
    );
    // An own marble blocks too.
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17, m17  hand north: two, three  turn north"
        ),
        set(&["two k17xm17", "two m17-o17", "three m17-p17"])
    );
    // West on north's start point i17: g17 can land there (2), but 3 and
    // 5 pass i17 on either way (home: h17 i17 i16...; ring: h17 i17 j17...).
    assert_eq!(
        moves_of(
            &g,
            "north marble: g17  west marble: i17  hand north: two, three, five  turn north"
        ),
        set(&["two g17xi17"])
    );
    // In home: north on g17 (S-2) and i15 (H2). 3 ends on i16 (H1) or j17;
    // 5 would pass i15 on its home way (to i14): only the ring, l17; 6
    // likewise (i13): m17. The marble on i15 cannot go 3, 5 or 6 deeper.
    let text = "north marble: g17, i15  hand north: three, five, six  turn north";
    let mut m = pos(&g, text);
    assert_eq!(
        moves(&mut m),
        set(&[
            "three g17-i16",
            "three g17-j17",
            "five g17-l17",
            "six g17-m17"
        ])
    );
    // Landing on an occupied home cell: h17 +3 would end on i15 (H2), held
    // by north's own marble: only the ring way, k17.
    assert_eq!(
        moves_of(&g, "north marble: h17, i15  hand north: three  turn north"),
        set(&["three h17-k17"])
    );
    insta::assert_snapshot!(
        "liga__R3_7_no_jumping_on_the_ring_or_in_home",
        report_plain(&mut m)
    );
}

// ------------------------------------------------------------- home entry

/// R1.16: from S-k forward k+j steps end on H_j (the start point counts as
/// a step). North from h17 (k = 1): 2 -> i16, 3 -> i15, 5 -> i13 (H4);
/// from f17 (k = 3): 5 -> i15, 6 -> i14; from b17 (k = 7): 9 -> i15, 10 ->
/// i14; from a13 (k = 12): 13 -> i16. Each also goes on along the ring
/// (G05). Counts past H4 (h17 +6, f17 +9, b17 +12) only go on (R1.20).
#[test]
fn liga__R1_16_exact_home_entry() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: h17  hand north: two, three, five, six  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "two h17-i16",
            "two h17-j17",
            "three h17-i15",
            "three h17-k17",
            "five h17-i13",
            "five h17-m17",
            "six h17-n17"
        ])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: f17  hand north: five, six, nine  turn north"
        ),
        set(&[
            "five f17-i15",
            "five f17-k17",
            "six f17-i14",
            "six f17-l17",
            "nine f17-o17"
        ])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: b17  hand north: nine, ten, twelve  turn north"
        ),
        set(&[
            "nine b17-i15",
            "nine b17-k17",
            "ten b17-i14",
            "ten b17-l17",
            "twelve b17-n17"
        ])
    );
    assert_eq!(
        moves_of(&g, "north marble: a13  hand north: thirteen  turn north"),
        set(&["thirteen a13-i16", "thirteen a13-j17"])
    );
    // k = 13 (a12): 13 ends on the start point itself.
    assert_eq!(
        moves_of(&g, "north marble: a12  hand north: thirteen  turn north"),
        set(&["thirteen a12-i17"])
    );
    play(&mut m, &["five h17-i13"]);
    assert_eq!((at(&m, "h17"), at(&m, "i13")), (".".into(), "N".into()));
    m.undo();
    insta::assert_snapshot!("liga__R1_16_exact_home_entry", report_plain(&mut m));
}

/// G03 (start points 16 apart) and R1.16 for every seat: each enters on its
/// own start point and turns from it into its own home. S-1 with 1 stops on
/// the start point; with 2 it ends on H1 or on S+1. North's l17 +13 = q9:
/// east's start point is 16 cells after north's.
#[test]
fn liga__G03_start_points_and_homes_of_every_seat() {
    let g = game();
    let cases = [
        (
            "north",
            "h17",
            ["one enter i17", "one h17-i17", "two h17-i16", "two h17-j17"],
        ),
        (
            "east",
            "q10",
            ["one enter q9", "one q10-q9", "two q10-p9", "two q10-q8"],
        ),
        (
            "south",
            "j1",
            ["one enter i1", "one j1-i1", "two j1-i2", "two j1-h1"],
        ),
        (
            "west",
            "a8",
            ["one enter a9", "one a8-a9", "two a8-b9", "two a8-a10"],
        ),
    ];
    let mut snap = String::new();
    for (p, from, expected) in cases {
        let text =
            format!("{p} marble: {from}  {p} marble: 1 in base  hand {p}: one, two  turn {p}");
        let mut m = pos(&g, &text);
        assert_eq!(moves(&mut m), set(&expected), "{p}");
        snap.push_str(&format!("{p}:\n{}\n", report_plain(&mut m)));
    }
    assert_eq!(
        moves_of(&g, "north marble: l17  hand north: thirteen  turn north"),
        set(&["thirteen l17-q9"])
    );
    insta::assert_snapshot!("liga__G03_start_points_and_homes_of_every_seat", snap);
}

/// R1.15: only the own home is entered; another player's start point is an
/// ordinary ring cell. North passing q9 (east's) stays on the ring; east
/// passing i17 (north's) too, forward and with 4 backward.
#[test]
fn liga__R1_15_only_the_own_home() {
    let g = game();
    assert_eq!(
        moves_of(
            &g,
            "north marble: q11  hand north: two, three, five  turn north"
        ),
        set(&["two q11-q9", "three q11-q8", "five q11-q6"])
    );
    assert_eq!(
        moves_of(&g, "east marble: h17  hand east: two, three  turn east"),
        set(&["two h17-j17", "three h17-k17"])
    );
    let mut m = pos(&g, "east marble: k17  hand east: four  turn east");
    assert_eq!(moves(&mut m), set(&["four k17-g17"]));
    insta::assert_snapshot!("liga__R1_15_only_the_own_home", report_plain(&mut m));
}

/// R1.20 (and R3.10): a move that cannot end in home (count too large, a
/// home cell on the way or at the end occupied) goes on along the ring past
/// the start point; if the ring way is blocked as well, there is no move.
#[test]
fn liga__R1_20_overshoot_goes_on_along_the_ring() {
    let g = game();
    // h17 +12: 1 + 4 < 12, so along the ring to q14.
    assert_eq!(
        moves_of(&g, "north marble: h17  hand north: twelve  turn north"),
        set(&["twelve h17-q14"])
    );
    // i16 occupied: h17 +2 (onto i16) and +3 (past it) go on along the ring;
    // the marble on i16 goes deeper.
    let mut m = pos(
        &g,
        "north marble: h17, i16  hand north: two, three  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "two h17-j17",
            "two i16-i14",
            "three h17-k17",
            "three i16-i13"
        ])
    );
    play(&mut m, &["three h17-k17"]);
    assert_eq!((at(&m, "h17"), at(&m, "k17")), (".".into(), "N".into()));
    m.undo();
    let snap = report_plain(&mut m);
    // Both ways blocked (i16 on the home way, east's j17 on the ring way):
    // h17 +5 is no move; i16 +5 overshoots H4: the five can only be
    // discarded.
    assert_eq!(
        moves_of(
            &g,
            "north marble: h17, i16  east marble: j17  hand north: five  turn north"
        ),
        set(&["discard five"])
    );
    insta::assert_snapshot!("liga__R1_20_overshoot_goes_on_along_the_ring", snap);
}

/// G05: when both the home way and the ring way are legal, each is its own
/// move, forward (g17 +3: i16 or j17) and backward with 4 (k17: i15 or
/// g17), for every seat (east q11 +3: p9 or q8).
#[test]
fn liga__G05_home_or_ring_when_both_are_legal() {
    let g = game();
    let mut m = pos(&g, "north marble: g17  hand north: three  turn north");
    assert_eq!(moves(&mut m), set(&["three g17-i16", "three g17-j17"]));
    let snap = report_plain(&mut m);
    play(&mut m, &["three g17-i16"]);
    assert_eq!(
        (at(&m, "g17"), at(&m, "i16"), at(&m, "j17")),
        (".".into(), "N".into(), ".".into())
    );
    m.undo();
    play(&mut m, &["three g17-j17"]);
    assert_eq!(
        (at(&m, "g17"), at(&m, "i16"), at(&m, "j17")),
        (".".into(), ".".into(), "N".into())
    );

    let mut m = pos(&g, "north marble: k17  hand north: four  turn north");
    assert_eq!(moves(&mut m), set(&["four k17-i15", "four k17-g17"]));
    play(&mut m, &["four k17-i15"]);
    assert_eq!(at(&m, "i15"), "N");
    m.undo();
    play(&mut m, &["four k17-g17"]);
    assert_eq!(at(&m, "g17"), "N");

    assert_eq!(
        moves_of(&g, "east marble: q11  hand east: three  turn east"),
        set(&["three q11-p9", "three q11-q8"])
    );
    insta::assert_snapshot!("liga__G05_home_or_ring_when_both_are_legal", snap);
}

// --------------------------------------------- fresh marbles, neutral point

/// G09: a fresh marble (just entered, on its start point) cannot enter its
/// home with any card; it may only go on along the ring (or 4 back, C4.3).
/// The same hand on a plain marble on i17 also enters home with 1, 2, 3 and
/// 4 (R3.11, neutral point).
#[test]
fn liga__G09_fresh_marble_cannot_enter_home() {
    let g = game();
    let hand = "hand north: one, two, three, four, five  turn north";
    let mut fresh = pos(&g, &format!("north fresh: i17  {hand}"));
    assert_eq!(
        moves(&mut fresh),
        set(&[
            "one i17-j17",
            "two i17-k17",
            "three i17-l17",
            "four i17-e17",
            "five i17-n17"
        ])
    );
    let mut plain = pos(&g, &format!("north marble: i17  {hand}"));
    assert_eq!(
        moves(&mut plain),
        set(&[
            "one i17-i16",
            "one i17-j17",
            "two i17-i15",
            "two i17-k17",
            "three i17-i14",
            "three i17-l17",
            "four i17-i13",
            "four i17-e17",
            "five i17-n17"
        ])
    );
    insta::assert_snapshot!(
        "liga__G09_fresh_marble_cannot_enter_home",
        format!(
            "fresh:\n{}\nnot fresh:\n{}",
            report_plain(&mut fresh),
            report_plain(&mut plain)
        )
    );
}

/// G10: a fresh marble becomes a plain one as soon as it has moved (its
/// symbol goes from `n` to `N`), and may then enter home: forward 2 and
/// then 4 back into i15 (C4.6 (2)); or 4 back to e17 and then 5 into i16 or
/// 6 into i15 (C4.6 (1)). The other players hold no card, so north plays
/// again.
#[test]
fn liga__G10_fresh_marble_becomes_normal_once_moved() {
    let g = game();
    let mut m = pos(&g, "north fresh: i17  hand north: two, four  turn north");
    assert_eq!(at(&m, "i17"), "n");
    assert_eq!(moves(&mut m), set(&["two i17-k17", "four i17-e17"]));
    let before = report_plain(&mut m);
    play(&mut m, &["two i17-k17"]);
    assert_eq!((at(&m, "i17"), at(&m, "k17")), (".".into(), "N".into()));
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["four k17-i15", "four k17-g17"]));
    let after = report_plain(&mut m);

    let mut m = pos(
        &g,
        "north fresh: i17  hand north: four, five, six  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["four i17-e17", "five i17-n17", "six i17-o17"])
    );
    play(&mut m, &["four i17-e17"]);
    assert_eq!(at(&m, "e17"), "N");
    assert_eq!(
        moves(&mut m),
        set(&["five e17-i16", "five e17-j17", "six e17-i15", "six e17-k17"])
    );
    insta::assert_snapshot!(
        "liga__G10_fresh_marble_becomes_normal_once_moved",
        format!("{before}\nafter two i17-k17:\n{after}")
    );
}

/// R3.11: a marble reaching its own start point by card 4 (from S+4) is not
/// fresh: from that neutral point it enters home with 1, 2, 3 (H1, H2, H3),
/// or goes on along the ring. The same for a marble arriving there a
/// second time by a forward move (h17 +1).
#[test]
fn liga__R3_11_neutral_start_point_by_card_four() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: m17  hand north: four, one, two, three  turn north",
    );
    assert!(moves(&mut m).contains(&"four m17-i17".to_string()));
    play(&mut m, &["four m17-i17"]);
    assert_eq!(at(&m, "i17"), "N", "not fresh");
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(
        moves(&mut m),
        set(&[
            "one i17-i16",
            "one i17-j17",
            "two i17-i15",
            "two i17-k17",
            "three i17-i14",
            "three i17-l17"
        ])
    );
    let snap = report_plain(&mut m);
    let mut m = pos(&g, "north marble: h17  hand north: one, two  turn north");
    play(&mut m, &["one h17-i17"]);
    assert_eq!(at(&m, "i17"), "N");
    assert_eq!(moves(&mut m), set(&["two i17-i15", "two i17-k17"]));
    insta::assert_snapshot!("liga__R3_11_neutral_start_point_by_card_four", snap);
}

// ------------------------------------------------------------------ card 4

/// C4.1, C4.2: 4 moves one marble exactly 4 cells backward; it knocks out a
/// marble exactly 4 behind, and cannot pass one.
#[test]
fn liga__C4_1_backward_exactly_four() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: p17  east marble: l17  hand north: four  turn north",
    );
    assert_eq!(moves(&mut m), set(&["four p17xl17"]));
    let snap = report_plain(&mut m);
    play(&mut m, &["four p17xl17"]);
    assert_eq!((at(&m, "p17"), at(&m, "l17")), (".".into(), "N".into()));
    assert_eq!(base_line(&m), "base: north 0, east 1, south 0, west 0");
    // East on n17 is in the way.
    assert_eq!(
        moves_of(
            &g,
            "north marble: p17  east marble: n17  hand north: four  turn north"
        ),
        set(&["discard four"])
    );
    // Along the ring: q14 -4 = p17 (round the corner), d1 -4 = h1.
    assert_eq!(
        moves_of(&g, "north marble: q14, d1  hand north: four  turn north"),
        set(&["four q14-p17", "four d1-h1"])
    );
    insta::assert_snapshot!("liga__C4_1_backward_exactly_four", snap);
}

/// C4.5 with R1.16: from S+k a 4 back ends on H_j with k + j = 4 (j17 ->
/// i14, k17 -> i15, l17 -> i16; m17 -> i17, the start point itself), or
/// goes on along the ring (G05); a home cell on the way blocks the home
/// way. From the start point itself, not fresh, a 4 needs the whole home
/// empty to reach i13 (H4).
#[test]
fn liga__C4_5_backward_into_home() {
    let g = game();
    let four = |from: &str| {
        moves_of(
            &g,
            &format!("north marble: {from}  hand north: four  turn north"),
        )
    };
    assert_eq!(four("j17"), set(&["four j17-i14", "four j17-f17"]));
    assert_eq!(four("k17"), set(&["four k17-i15", "four k17-g17"]));
    assert_eq!(four("l17"), set(&["four l17-i16", "four l17-h17"]));
    assert_eq!(four("m17"), set(&["four m17-i17"]));
    assert_eq!(four("i17"), set(&["four i17-i13", "four i17-e17"]));
    // i15 on the way from j17 (i16 i15 i14): only the ring.
    assert_eq!(four("j17, i15"), set(&["four j17-f17"]));
    // A marble on the start point blocks both ways back from k17, and is
    // knocked out from m17.
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  east marble: i17  hand north: four  turn north"
        ),
        set(&["discard four"])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: m17  east marble: i17  hand north: four  turn north"
        ),
        set(&["four m17xi17"])
    );
    // Home not empty: the start point's 4 only goes on (i14 itself cannot
    // move with a 4, C4.4).
    assert_eq!(four("i17, i14"), set(&["four i17-e17"]));
    let mut m = pos(&g, "north marble: j17  hand north: four  turn north");
    play(&mut m, &["four j17-i14"]);
    assert_eq!((at(&m, "j17"), at(&m, "i14")), (".".into(), "N".into()));
    m.undo();
    insta::assert_snapshot!("liga__C4_5_backward_into_home", report_plain(&mut m));
}

/// C4.3: a fresh marble on its start point goes 4 back along the ring
/// (to S-4), never straight into home, even with the home empty.
#[test]
fn liga__C4_3_fresh_marble_not_backward_into_home() {
    let g = game();
    let mut m = pos(&g, "north fresh: i17  hand north: four  turn north");
    assert_eq!(moves(&mut m), set(&["four i17-e17"]));
    assert_eq!(
        moves_of(&g, "north marble: i17  hand north: four  turn north"),
        set(&["four i17-i13", "four i17-e17"]),
        "a plain marble on i17 may"
    );
    // East's fresh marble likewise: q9 -4 = q13 only.
    assert_eq!(
        moves_of(&g, "east fresh: q9  hand east: four  turn east"),
        set(&["four q9-q13"])
    );
    insta::assert_snapshot!(
        "liga__C4_3_fresh_marble_not_backward_into_home",
        report_plain(&mut m)
    );
}

/// C4.4: card 4 never moves a home marble (not back to the ring, not inside
/// home). With only home marbles the 4 has no move; a ring marble may use
/// it; other cards still move the home marble forward (G07).
#[test]
fn liga__C4_4_four_never_moves_a_home_marble() {
    let g = game();
    assert_eq!(
        moves_of(&g, "north marble: i16  hand north: four  turn north"),
        set(&["discard four"])
    );
    assert_eq!(
        moves_of(&g, "north marble: i13, i14  hand north: four  turn north"),
        set(&["discard four"])
    );
    let mut m = pos(
        &g,
        "north marble: i16, p17  hand north: four, one  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["four p17-l17", "one i16-i15", "one p17-q17"])
    );
    insta::assert_snapshot!(
        "liga__C4_4_four_never_moves_a_home_marble",
        report_plain(&mut m)
    );
}

// -------------------------------------------------------------- in home

/// G07: inside home any forward card moves a marble deeper by the exact
/// count along free cells (1 included); it never lands on or passes an
/// occupied home cell, and a count past H4 is no move. R1.19: a marble with
/// every deeper cell occupied (i14 under i13) never moves.
#[test]
fn liga__G07_forward_inside_home_deeper() {
    let g = game();
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16  hand north: one, two, three, five  turn north"
        ),
        set(&["one i16-i15", "two i16-i14", "three i16-i13"])
    );
    let mut m = pos(
        &g,
        "north marble: i16, i14  hand north: one, two, three  turn north",
    );
    assert_eq!(moves(&mut m), set(&["one i16-i15", "one i14-i13"]));
    let snap = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: i14, i13  hand north: one, two  turn north"
        ),
        set(&["discard one", "discard two"])
    );
    insta::assert_snapshot!("liga__G07_forward_inside_home_deeper", snap);
}

/// G08 (decision b): a card is playable when it has a legal action for some
/// marble of the player, in home too: with no marble on the ring, the two
/// moves i15 to i13, so it must be played (no discard).
#[test]
fn liga__G08_home_marble_plays_without_a_ring_marble() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i15  north marble: 3 in base  hand north: two, five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["two i15-i13"]));
    insta::assert_snapshot!(
        "liga__G08_home_marble_plays_without_a_ring_marble",
        report_plain(&mut m)
    );
}

// ------------------------------------------------------------------ card 7

/// Every way to finish the split being played (all its steps, each
/// sequence once): how many sequences, and the positions they end in.
fn split_ends(m: &mut Match) -> (usize, std::collections::BTreeSet<String>) {
    if m.state.split_left == 0 {
        return (1, [occupied(m)].into());
    }
    let (mut n, mut ends) = (0, std::collections::BTreeSet::new());
    for mv in m.legal_moves() {
        m.play(&mv).unwrap();
        let (k, e) = split_ends(m);
        n += k;
        ends.extend(e);
        assert!(m.undo());
    }
    (n, ends)
}

/// Plays the split card's first step `first`, then finishes the split in
/// every way: (sequences, end positions).
fn seven_ends(m: &mut Match, first: &str) -> (usize, std::collections::BTreeSet<String>) {
    play(m, &[first]);
    let r = split_ends(m);
    assert!(m.undo());
    r
}

fn ends(xs: &[&str]) -> std::collections::BTreeSet<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

/// C7.5, G12 (i), C7.6, G13: a 7 is seven single steps, each one decision
/// (the first plays the card: `seven k17-l17`; the others are plain moves
/// of the same player, the diagram showing the steps left); every ring
/// marble a step lands on is knocked out at once, passed or finished on,
/// whatever its colour (east's m17, the partner's o17, west's q16), and
/// goes to its own base. With two own marbles the steps are shared in any
/// order, and a step may knock out the player's own marble.
#[test]
fn liga__C7_5_seven_knocks_out_every_marble_it_steps_on() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: m17  south marble: o17  west marble: q16  \
         east marble: 3 in base  south marble: 3 in base  west marble: 3 in base  \
         hand north: seven  hand east: one  turn north",
    );
    // k17 l17 m17 n17 o17 p17 q17 q16: the only marble, the only way.
    assert_eq!(moves(&mut m), set(&["seven k17-l17"]));
    let before = report_plain(&mut m);
    play(&mut m, &["seven k17-l17"]);
    assert_eq!(m.state.split_left, 6);
    assert_eq!(m.to_move(), NORTH);
    let during = report_plain(&mut m);
    assert!(during.contains("seven: 6 steps left"), "{during}");
    for (step, knocked) in [
        ("l17xm17", Some("m17")),
        ("m17-n17", None),
        ("n17xo17", Some("o17")),
        ("o17-p17", None),
        ("p17-q17", None),
        ("q17xq16", Some("q16")),
    ] {
        assert_eq!(moves(&mut m), set(&[step]));
        play(&mut m, &[step]);
        let caps: Vec<u8> = knocked.iter().map(|c| cell(&g, c)).collect();
        assert_eq!(m.played.last().unwrap().captures(), &caps[..], "{step}");
    }
    assert_eq!(m.state.split_left, 0);
    assert_eq!(occupied(&m), "N q16");
    assert_eq!(base_line(&m), "base: north 0, east 4, south 4, west 4");
    assert_eq!(m.to_move(), EAST, "the 7 is over");
    assert_eq!(moves(&mut m), set(&["one enter q9"]));
    let after = report_plain(&mut m);

    // Two own marbles: either steps first; k17 may then knock out m17.
    let mut m = pos(&g, "north marble: k17, m17  hand north: seven  turn north");
    assert_eq!(moves(&mut m), set(&["seven k17-l17", "seven m17-n17"]));
    play(&mut m, &["seven k17-l17"]);
    assert_eq!(moves(&mut m), set(&["l17xm17", "m17-n17"]));
    play(&mut m, &["l17xm17"]);
    assert_eq!(base_line(&m), "base: north 1, east 0, south 0, west 0");
    assert_eq!(moves(&mut m), set(&["m17-n17"]));
    insta::assert_snapshot!(
        "liga__C7_5_seven_knocks_out_every_marble_it_steps_on",
        format!("{before}\nafter seven k17-l17:\n{during}\nafter the 7 steps:\n{after}")
    );
}

/// C7.4, G14: inside home a 7's step goes one deeper or one back toward
/// H1 (`outward`), as often as the player likes (G14 (1)), never from home
/// back to the ring, never onto or past an occupied home cell (G14 (2)).
/// North i16 (H1), i14 (H3) and a5 on the ring: i16 deeper; i14 back or
/// deeper; a5 on. After i14-i13 the marble goes back (i13-i14), then on
/// to i15: now i16 can neither pass it nor leave home.
#[test]
fn liga__C7_4_seven_forward_and_back_inside_home() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i16, i14, a5  north marble: 1 in base  hand north: seven  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "seven i16-i15",
            "seven i14-i15",
            "seven i14-i13",
            "seven a5-a6"
        ])
    );
    let before = report_plain(&mut m);
    play(&mut m, &["seven i14-i13"]);
    assert_eq!(moves(&mut m), set(&["i16-i15", "i13-i14", "a5-a6"]));
    play(&mut m, &["i13-i14"]);
    assert_eq!(
        moves(&mut m),
        set(&["i16-i15", "i14-i15", "i14-i13", "a5-a6"])
    );
    play(&mut m, &["i14-i15"]);
    assert_eq!(moves(&mut m), set(&["i15-i14", "a5-a6"]));
    let during = report_plain(&mut m);
    play(&mut m, &["a5-a6", "a6-a7", "a7-a8", "a8-a9"]);
    assert_eq!(m.state.split_left, 0);
    assert_eq!(occupied(&m), "N a9  N i15  N i16");
    insta::assert_snapshot!(
        "liga__C7_4_seven_forward_and_back_inside_home",
        format!("{before}\nafter seven i14-i13, i13-i14, i14-i15:\n{during}")
    );
}

/// C7.8 (s8): a 7 needs no marble on the ring when home marbles can use
/// all 7 steps. North's only marble out of the base is on i15 (H2): it
/// walks 7 single steps inside the 4 home cells, back and forth. Counted by
/// hand (walks of 7 steps on the line H1-H2-H3-H4 from H2): 34 sequences,
/// 13 ending on H1 and 21 on H3, never H2 or H4 (odd length). The five
/// cannot move (i15 + 5 is past H4). With no marble at all out of the base
/// the 7 is no card to play (R3.4): the one enters instead.
#[test]
fn liga__C7_8_seven_with_only_home_marbles() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i15  north marble: 3 in base  hand north: seven, five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["seven i15-i16", "seven i15-i14"]));
    let snap = report_plain(&mut m);
    let (n1, e1) = seven_ends(&mut m, "seven i15-i16");
    let (n2, e2) = seven_ends(&mut m, "seven i15-i14");
    assert_eq!(n1 + n2, 34);
    let mut all = e1;
    all.extend(e2);
    assert_eq!(all, ends(&["N i14", "N i16"]));
    let mut p = ludus::perft::Perft::new(7);
    assert_eq!(p.run(&g, &mut m.state, 7), 34);
    // How many end where: by H1 13, by H3 21.
    let mut count = |first: &str, at: &str| {
        let mut n = 0;
        fn walk(m: &mut Match, at: &str, n: &mut usize) {
            if m.state.split_left == 0 {
                *n += (occupied(m) == at) as usize;
                return;
            }
            for mv in m.legal_moves() {
                m.play(&mv).unwrap();
                walk(m, at, n);
                m.undo();
            }
        }
        play(&mut m, &[first]);
        walk(&mut m, at, &mut n);
        m.undo();
        n
    };
    let h1 = count("seven i15-i16", "N i16") + count("seven i15-i14", "N i16");
    let h3 = count("seven i15-i16", "N i14") + count("seven i15-i14", "N i14");
    assert_eq!((h1, h3), (13, 21));

    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: seven, one  turn north"
        ),
        set(&["one enter i17"])
    );
    insta::assert_snapshot!("liga__C7_8_seven_with_only_home_marbles", snap);
}

/// C7.1, C7.2 (s3): all 7 steps must be used, else the 7 is not playable.
/// Only stuck home marbles (i14 over i13, R1.19): no step at all, so the 7
/// is discarded like any card when nothing is playable, and an exit card
/// is played instead if there is one. In the endgame (north's 4 home, its
/// cards move south's marbles, R3.14), a step is offered only if the rest
/// can follow: south's j1 (S-1) could step into i2 (H1) at its second step,
/// but then 5 steps would be left and nothing could make them (south's
/// other marbles are stuck on i3 i4 i5, north's on i16..i13), so only the
/// ring way is offered, even though i2 would complete the team; from o1 the
/// 7th step is the one into i2, and the team wins (R5.1).
#[test]
fn liga__C7_2_all_seven_steps_must_be_usable() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i14, i13  north marble: 2 in base  hand north: seven, five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["discard seven", "discard five"]));
    let snap = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: i14, i13  north marble: 2 in base  hand north: seven, one  turn north"
        ),
        set(&["one enter i17"])
    );
    // Endgame, south's marbles stuck: the 7 cannot be played for them.
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16, i15, i14, i13  south marble: i4, i5  south marble: 2 in base  \
             hand north: seven, one  turn north"
        ),
        set(&["one enter i1"])
    );
    // Endgame, j1 two steps from i2 with 5 steps left after it.
    let text = "north marble: i16, i15, i14, i13  south marble: i3, i4, i5  \
                east marble: 4 in base  hand east: one  hand north: seven";
    let mut j = pos(&g, &format!("{text}  south marble: j1  turn north"));
    assert_eq!(moves(&mut j), set(&["seven j1-i1"]));
    play(&mut j, &["seven j1-i1"]);
    assert_eq!(moves(&mut j), set(&["i1-h1"]));
    play(
        &mut j,
        &["i1-h1", "h1-g1", "g1-f1", "f1-e1", "e1-d1", "d1-c1"],
    );
    assert!(j.outcome().is_none());
    assert_eq!(j.to_move(), EAST);
    // From o1 (S-6) the 7th step ends on i2: team a has its 8 home.
    let mut c = pos(&g, &format!("{text}  south marble: o1  turn north"));
    assert_eq!(moves(&mut c), set(&["seven o1-n1"]));
    play(
        &mut c,
        &["seven o1-n1", "n1-m1", "m1-l1", "l1-k1", "k1-j1", "j1-i1"],
    );
    assert!(c.outcome().is_none(), "6 steps made");
    assert_eq!(moves(&mut c), set(&["i1-i2", "i1-h1"]));
    play(&mut c, &["i1-i2"]);
    // The win is provisional while east, next, may answer it with a LIGA
    // (G21); he has none, so it stands once he has played.
    assert!(c.outcome().is_none(), "east answers first");
    play(&mut c, &["one enter q9"]);
    let o = c.outcome().expect("8 home");
    assert_eq!(o.winners_text(&g).as_deref(), Some("team a (north, south)"));
    insta::assert_snapshot!("liga__C7_2_all_seven_steps_must_be_usable", snap);
}

/// R1.19, G06, C7.1: a home marble stuck when the 7 is played (every
/// deeper home cell taken) stays for the whole card; a marble that was not
/// stuck then may move back and forth even where it looks stuck. North
/// i16, i14, i13: i14 and i13 are stuck; i16 steps to i15, where every
/// deeper cell is taken, and still steps back: the only sequence is i16
/// i15 i16 i15 i16 i15 i16 i15. Once the 7 is over, the marble on i15 is
/// stuck for the next card: a second 7 is no card to play. North i14 alone:
/// after i14-i13 (H4) it may step back.
#[test]
fn liga__R1_19_stuck_marbles_stay_during_a_seven() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i16, i14, i13  north marble: 1 in base  \
         hand north: seven, seven, five  turn north",
    );
    assert_eq!(moves(&mut m), set(&["seven i16-i15"]));
    let before = report_plain(&mut m);
    assert_eq!(
        seven_ends(&mut m, "seven i16-i15"),
        (1, ends(&["N i13  N i14  N i15"]))
    );
    play(&mut m, &["seven i16-i15"]);
    let during = report_plain(&mut m);
    for step in [
        "i15-i16", "i16-i15", "i15-i16", "i16-i15", "i15-i16", "i16-i15",
    ] {
        assert_eq!(moves(&mut m), set(&[step]));
        play(&mut m, &[step]);
    }
    assert_eq!(occupied(&m), "N i13  N i14  N i15");
    assert_eq!(m.to_move(), NORTH, "nobody else holds a card");
    assert_eq!(moves(&mut m), set(&["discard seven", "discard five"]));

    let mut m = pos(&g, "north marble: i14  hand north: seven  turn north");
    assert_eq!(moves(&mut m), set(&["seven i14-i15", "seven i14-i13"]));
    play(&mut m, &["seven i14-i13"]);
    assert_eq!(moves(&mut m), set(&["i13-i14"]));
    insta::assert_snapshot!(
        "liga__R1_19_stuck_marbles_stay_during_a_seven",
        format!("{before}\nafter seven i16-i15:\n{during}")
    );
}

/// G09, G10 with a 7: a fresh marble on its start point cannot step into
/// its home; its first step takes it along the ring and makes it a plain
/// marble. A plain marble on the start point may step in; so may one that
/// reaches its start point by a step of the same 7 (h17 -> i17 -> i16).
#[test]
fn liga__G09_seven_fresh_marble_does_not_step_into_home() {
    let g = game();
    let mut m = pos(&g, "north fresh: i17  hand north: seven  turn north");
    assert_eq!(moves(&mut m), set(&["seven i17-j17"]));
    let snap = report_plain(&mut m);
    play(&mut m, &["seven i17-j17"]);
    assert_eq!(at(&m, "j17"), "N");
    assert_eq!(moves(&mut m), set(&["j17-k17"]));
    assert_eq!(
        moves_of(&g, "north marble: i17  hand north: seven  turn north"),
        set(&["seven i17-i16", "seven i17-j17"])
    );
    let mut m = pos(&g, "north marble: h17  hand north: seven  turn north");
    play(&mut m, &["seven h17-i17"]);
    assert_eq!(at(&m, "i17"), "N");
    assert_eq!(moves(&mut m), set(&["i17-i16", "i17-j17"]));
    // East's fresh marble likewise: q9 on to q8 only.
    assert_eq!(
        moves_of(&g, "east fresh: q9  hand east: seven  turn east"),
        set(&["seven q9-q8"])
    );
    insta::assert_snapshot!("liga__G09_seven_fresh_marble_does_not_step_into_home", snap);
}

/// C7.7, R5.2, G14 (3), Appendix C.2: when a 7 brings the player's 4th
/// marble home, the steps left go to the partner's marbles (whose turn it
/// is not changes: north still steps). North i15 i14 i13 home, h17 two
/// steps from i16. South on q5: after h17 i17 i16 the 5 steps left move
/// q5 (only south's marbles now). South with only a home marble (i2, H1,
/// not stuck): it takes the 5 steps back and forth. South with nothing to
/// move (all in base, or stuck): i17-i16 is not offered, the marble runs
/// past its home. From c17 the 4th marble comes home with the 7th step:
/// nothing is left over, so it is offered even with south all in base.
#[test]
fn liga__C7_7_steps_left_go_to_the_partner() {
    let g = game();
    let north = "north marble: i15, i14, i13, h17  hand north: seven";
    let mut m = pos(
        &g,
        &format!("{north}  south marble: q5  south marble: 3 in base  turn north"),
    );
    assert_eq!(moves(&mut m), set(&["seven h17-i17"]));
    play(&mut m, &["seven h17-i17"]);
    assert_eq!(moves(&mut m), set(&["i17-i16", "i17-j17"]));
    play(&mut m, &["i17-i16"]);
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["q5-q4"]));
    let snap = report_plain(&mut m);
    play(&mut m, &["q5-q4", "q4-q3", "q3-q2", "q2-q1"]);
    assert_eq!(moves(&mut m), set(&["q1-p1"]));
    play(&mut m, &["q1-p1"]);
    assert_eq!(occupied(&m), "N i13  N i14  N i15  N i16  S p1");

    // South's i2 (H1): the 5 steps inside south's home.
    let mut m = pos(
        &g,
        &format!("{north}  south marble: i2  south marble: 3 in base  turn north"),
    );
    play(&mut m, &["seven h17-i17"]);
    assert_eq!(moves(&mut m), set(&["i17-i16", "i17-j17"]));
    play(&mut m, &["i17-i16"]);
    assert_eq!(moves(&mut m), set(&["i2-i3"]));
    play(&mut m, &["i2-i3"]);
    assert_eq!(moves(&mut m), set(&["i3-i2", "i3-i4"]));

    // Nothing of south's to move: only the ring way (7 steps to o17).
    for south in [
        "south marble: 4 in base",
        "south marble: i4, i5  south marble: 2 in base",
    ] {
        let mut m = pos(&g, &format!("{north}  {south}  turn north"));
        play(&mut m, &["seven h17-i17"]);
        assert_eq!(moves(&mut m), set(&["i17-j17"]), "{south}");
        assert_eq!(
            seven_ends(
                &mut pos(&g, &format!("{north}  {south}  turn north")),
                "seven h17-i17"
            ),
            (
                1,
                ends(&[if south.contains("i4") {
                    "N i13  N i14  N i15  S i4  S i5  N o17"
                } else {
                    "N i13  N i14  N i15  N o17"
                }])
            )
        );
    }
    // The 4th home with the last step.
    let mut m = pos(
        &g,
        "north marble: i15, i14, i13, c17  south marble: 4 in base  hand north: seven  turn north",
    );
    play(
        &mut m,
        &[
            "seven c17-d17",
            "d17-e17",
            "e17-f17",
            "f17-g17",
            "g17-h17",
            "h17-i17",
        ],
    );
    assert_eq!(moves(&mut m), set(&["i17-i16", "i17-j17"]));
    play(&mut m, &["i17-i16"]);
    assert_eq!(m.state.split_left, 0);
    assert_eq!(occupied(&m), "N i13  N i14  N i15  N i16");
    insta::assert_snapshot!("liga__C7_7_steps_left_go_to_the_partner", snap);
}

// ------------------------------------------------------------------ card 8

/// C8.1, C8.2, R3.12: an 8 moves a marble 8 forward or makes the left
/// neighbour skip his next turn; on it he must discard a card of his
/// choice, even with a playable card in hand (east's one could enter), and
/// the skip is then over. Both functions need a marble of one's own on the
/// ring: with only a home marble the 8 is discarded.
#[test]
fn liga__C8_1_eight_moves_or_skips() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: 4 in base  \
         hand north: eight, two  hand east: one, five  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["eight k17-q15", "eight skip", "two k17-m17"])
    );
    let before = report_plain(&mut m);
    play(&mut m, &["eight skip"]);
    assert_eq!(occupied(&m), "N k17", "a skip moves nothing");
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["discard one", "discard five"]));
    let after = report_plain(&mut m);
    play(&mut m, &["discard five"]);
    // South and west hold no card: north, then east's turn as usual.
    assert_eq!(m.to_move(), NORTH);
    play(&mut m, &["two k17-m17"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["one enter q9"]));

    // Only a home marble: neither function.
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16  north marble: 3 in base  hand north: eight  \
             hand east: one  turn north"
        ),
        set(&["discard eight"])
    );
    insta::assert_snapshot!(
        "liga__C8_1_eight_moves_or_skips",
        format!("{before}\nafter eight skip:\n{after}")
    );
}

/// C8.4, G16: the skip only if the left neighbour still holds a card, so
/// never with the last card of the deal: then the 8 must move 8, and if it
/// cannot (west's m17 in the way), it is not playable and is discarded.
/// With a card in east's hand the blocked 8 still skips.
#[test]
fn liga__C8_4_no_skip_with_the_last_card() {
    let g = game();
    let mut m = pos(&g, "north marble: k17  hand north: eight  turn north");
    assert_eq!(moves(&mut m), set(&["eight k17-q15"]));
    let snap = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  west marble: m17  hand north: eight  turn north"
        ),
        set(&["discard eight"])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  west marble: m17  hand north: eight  hand east: two  turn north"
        ),
        set(&["eight skip"])
    );
    // The neighbour with no card is passed over: south holding one does
    // not make the skip legal.
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  hand north: eight  hand south: two  turn north"
        ),
        set(&["eight k17-q15"])
    );
    insta::assert_snapshot!("liga__C8_4_no_skip_with_the_last_card", snap);
}

// ----------------------------------------------------------------- Cheater

/// C-Ch1, C-Ch3, G25 (1): Cheater swaps any two marbles on the ring, any
/// colours, two of one's own included (a decision that changes nothing,
/// Appendix C.1); home and base marbles are not swapped (south's i3).
/// Each marble takes the other's cell (north's on east's start point q9).
#[test]
fn liga__CCh1_cheater_swaps_any_two_ring_marbles() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: q9  south marble: i3  west marble: a5  \
         south marble: 3 in base  east marble: 3 in base  hand north: cheater  \
         hand east: one  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["cheater a5<>q9", "cheater a5<>k17", "cheater q9<>k17"])
    );
    let before = report_plain(&mut m);
    play(&mut m, &["cheater q9<>k17"]);
    assert_eq!(occupied(&m), "W a5  S i3  E k17  N q9");
    assert_eq!(base_line(&m), "base: north 0, east 3, south 3, west 0");
    // East's entry on q9 now knocks out north's marble there.
    assert_eq!(m.to_move(), EAST);
    assert_eq!(moves(&mut m), set(&["one enter q9", "one k17-l17"]));
    let after = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17, m17  hand north: cheater  turn north"
        ),
        set(&["cheater k17<>m17"])
    );
    insta::assert_snapshot!(
        "liga__CCh1_cheater_swaps_any_two_ring_marbles",
        format!("{before}\nafter cheater q9<>k17:\n{after}")
    );
}

/// C-Ch2, G08: Cheater needs a marble of one's own on the ring, and a
/// second marble there: north alone on the ring (south's is home), or
/// north with only a home marble (east has two on the ring): discard.
#[test]
fn liga__CCh2_cheater_needs_an_own_ring_marble_and_another() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  south marble: i3  hand north: cheater  turn north",
    );
    assert_eq!(moves(&mut m), set(&["discard cheater"]));
    let snap = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16  east marble: q5, q3  hand north: cheater  turn north"
        ),
        set(&["discard cheater"])
    );
    insta::assert_snapshot!(
        "liga__CCh2_cheater_needs_an_own_ring_marble_and_another",
        snap
    );
}

/// C-Ch6, C-Ch7, G25 (2): a marble swapped onto its own start point is not
/// fresh (neutral point): it may enter home with a 1 at once; a fresh
/// marble swapped away is fresh no more (`n` becomes `N`).
#[test]
fn liga__CCh6_cheater_neutral_start_point_and_fresh_marbles() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: k17  east marble: i17  hand north: cheater, one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["cheater i17<>k17", "one k17-l17"]));
    play(&mut m, &["cheater i17<>k17"]);
    assert_eq!((at(&m, "i17"), at(&m, "k17")), ("N".into(), "E".into()));
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["one i17-i16", "one i17-j17"]));
    let snap = report_plain(&mut m);

    let mut m = pos(
        &g,
        "north fresh: i17  east marble: k17  hand north: cheater, one  turn north",
    );
    assert_eq!(moves(&mut m), set(&["cheater i17<>k17", "one i17-j17"]));
    play(&mut m, &["cheater i17<>k17"]);
    assert_eq!((at(&m, "i17"), at(&m, "k17")), ("E".into(), "N".into()));
    assert_eq!(moves(&mut m), set(&["one k17-l17"]));
    insta::assert_snapshot!(
        "liga__CCh6_cheater_neutral_start_point_and_fresh_marbles",
        snap
    );
}

// ------------------------------------------------------------ forced play

/// R3.2, R3.3: a player must play a card if any is playable, even to knock
/// out his partner's marble; only when none is playable does he discard,
/// and then any card he holds, one decision per distinct card (two fives
/// give one `discard five`).
#[test]
fn liga__R3_3_forced_play_discard_only_when_nothing_playable() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  east marble: 4 in base  \
         hand north: two, five, five, nine  hand east: one  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&["discard two", "discard five", "discard nine"])
    );
    let snap = report_plain(&mut m);
    play(&mut m, &["discard five"]);
    assert_eq!(m.to_move(), EAST);
    assert_eq!(hand_sizes(&m), vec![3, 1, 0, 0]);
    assert_eq!(m.state.pile.last(), Some(&(card_id(&g, "five"), NORTH)));
    assert_eq!(base_of(&m, MARBLE, NORTH), 4, "a discard moves nothing");
    // With an exit card the entry must be played.
    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: one, two, five  turn north"
        ),
        set(&["one enter i17"])
    );
    // The only play knocks out the partner (k17 +9 passes m17): it must be
    // played.
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  south marble: m17  hand north: two, nine  turn north"
        ),
        set(&["two k17xm17"])
    );
    insta::assert_snapshot!(
        "liga__R3_3_forced_play_discard_only_when_nothing_playable",
        snap
    );
}

// ------------------------------------------------------------------ deal

/// What each deal looked like: (deal number, dealer, first to move, hand
/// size, deck left after it, cards on the pile).
type DealSeen = (u32, u8, u8, u16, usize, usize);

/// Every card kind is there as often as the deck has it: in the hands, the
/// deck, the pile or the middle of the exchange.
fn assert_all_cards(m: &Match) {
    assert_eq!(card_counts(m), deck_copies(m.game), "ply {}", m.state.plies);
}

/// Plays random moves from the seeded start until `n` deals were made,
/// checking at every ply that all 104 cards are there and whose turn it
/// is: the exchange from the dealer's left round the table, then play from
/// the dealer's left, clockwise, the 7's steps and a LIGA's replay by the
/// same player (after a Twister, hands are unequal and the turn order is
/// not checked for the rest of the deal: see the Twister tests).
fn deals_seen(g: &Game, seed: u64, n: usize) -> Vec<DealSeen> {
    let mut m = Match::new_seeded(g, seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x11ca);
    let seen_now = |m: &Match| {
        (
            m.state.deals,
            m.state.dealer,
            m.to_move(),
            hand_sizes(m)[0],
            m.state.deck.len(),
            m.state.pile.len(),
        )
    };
    let mut seen = vec![seen_now(&m)];
    let mut twisted = false;
    assert_eq!(hand_sizes(&m), vec![hand_sizes(&m)[0]; 4]);
    assert_eq!(m.state.giving, 4);
    while seen.len() < n {
        assert_all_cards(&m);
        let legal = m.legal_moves();
        assert!(!legal.is_empty(), "seed {seed}: the game goes on");
        assert!(m.outcome().is_none(), "seed {seed}: the game goes on");
        let (deals, mover, giving) = (m.state.deals, m.to_move(), m.state.giving);
        let first = (m.state.dealer + 1) % 4;
        let mv = legal[rng.random_range(0..legal.len())];
        twisted |= m.text(&mv) == "twister";
        m.play(&mv).unwrap();
        if m.state.deals != deals {
            twisted = false;
            let size = hand_sizes(&m)[0];
            assert_eq!(hand_sizes(&m), vec![size; 4]);
            assert_eq!(m.state.giving, 4, "an exchange after every deal");
            let d = seen_now(&m);
            assert_eq!(d.2, (d.1 + 1) % 4, "the dealer's left gives first");
            seen.push(d);
        } else if giving == 1 {
            assert_eq!(
                m.to_move(),
                first,
                "after the exchange the dealer's left plays"
            );
        } else if m.state.split_left > 0 || m.state.replay > 0 {
            assert_eq!(
                m.to_move(),
                mover,
                "the 7's steps, the replay, by the same player"
            );
        } else if !twisted {
            assert_eq!(m.to_move(), (mover + 1) % 4, "ply {}", m.state.plies);
        }
    }
    seen
}

/// The deals the rules give a deck of 104 cards over `n` deals: the
/// dealer passes clockwise (west first), his left plays first; 6 each when
/// exactly 24 are left, else 5 each; when the deck is used up, all 104 are
/// shuffled again. All the cards dealt are played before the next deal.
fn expected_deals(total: usize, n: usize) -> Vec<DealSeen> {
    let size = |left: usize| if left == 24 { 6 } else { 5 };
    let (mut deck, mut pile, mut dealer) = (total, 0, WEST);
    let mut v = Vec::new();
    for d in 1..=u32::try_from(n).unwrap() {
        if d > 1 {
            dealer = (dealer + 1) % 4;
        }
        if deck < 4 * size(deck) {
            deck += pile;
            pile = 0;
        }
        let each = size(deck);
        deck -= 4 * each;
        v.push((
            d,
            dealer,
            (dealer + 1) % 4,
            u16::try_from(each).unwrap(),
            deck,
            pile,
        ));
        pile += 4 * each;
    }
    v
}

/// R2.2, R2.3, G32 (1), G01: the deck has 104 cards (the TAC master deck);
/// the first dealer is west, so north plays first; the dealer passes one
/// seat clockwise each deal, and its left neighbour plays first. A cycle is
/// 4 deals of 5 cards each and then one of 6 each from the last 24, after
/// which all 104 are shuffled again (and the dealer goes on rotating):
/// checked over two cycles and the first deal of a third, for three seeds,
/// with all 104 cards accounted for at every ply.
#[test]
fn liga__R2_2_deal_sizes_and_dealer_rotation() {
    let g = game();
    let total: usize = g
        .cards
        .as_ref()
        .unwrap()
        .kinds
        .iter()
        .map(|k| k.copies as usize)
        .sum();
    assert_eq!(total, 104);
    let expected: Vec<DealSeen> = vec![
        (1, WEST, NORTH, 5, 84, 0),
        (2, NORTH, EAST, 5, 64, 20),
        (3, EAST, SOUTH, 5, 44, 40),
        (4, SOUTH, WEST, 5, 24, 60),
        (5, WEST, NORTH, 6, 0, 80),
        (6, NORTH, EAST, 5, 84, 0),
        (7, EAST, SOUTH, 5, 64, 20),
        (8, SOUTH, WEST, 5, 44, 40),
        (9, WEST, NORTH, 5, 24, 60),
        (10, NORTH, EAST, 6, 0, 80),
        (11, EAST, SOUTH, 5, 84, 0),
    ];
    assert_eq!(expected_deals(104, expected.len()), expected);
    for seed in [1, 2, 3] {
        assert_eq!(
            deals_seen(&g, seed, expected.len()),
            expected,
            "seed {seed}"
        );
    }
    let table = |v: &[DealSeen]| -> String {
        v.iter()
            .map(|&(d, dealer, first, size, deck, pile)| {
                format!(
                    "deal {d}: dealer {}, first {}, {size} each, deck {deck}, pile {pile}\n",
                    player(&g, dealer),
                    player(&g, first)
                )
            })
            .collect()
    };
    insta::assert_snapshot!(
        "liga__R2_2_deal_sizes_and_dealer_rotation",
        format!("104 cards, seed 1:\n{}", table(&deals_seen(&g, 1, 11)))
    );
}

/// The hand of `p` as the diagram prints it (`one, two x2`).
fn hand_text(m: &Match, p: u8) -> String {
    let d = ludus::notation::diagram_for(m.game, &m.state, None);
    let key = format!("hand of {}: ", player(m.game, p));
    d.lines()
        .find_map(|l| l.strip_prefix(key.as_str()))
        .expect("a hand line")
        .to_string()
}

/// The lines of the diagram as seat `p` sees it that are about cards.
fn seat_view(m: &Match, p: u8) -> String {
    ludus::notation::diagram_for(m.game, &m.state, Some(p))
        .lines()
        .filter(|l| {
            ["hand of", "given to", "exchange:", "exit:", "deck:"]
                .iter()
                .any(|k| l.starts_with(k))
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Plays on to deal 2 (dealer north): its exchange starts with east, then
/// south, west, north, and nothing shows as given before it.
fn second_exchange_starts_with_east(m: &mut Match) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    while m.state.deals == 1 {
        let legal = m.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        m.play(&mv).unwrap();
    }
    assert_eq!((m.state.dealer, m.state.giving), (NORTH, 4));
    let view = seat_view(m, EAST);
    assert!(
        !view.contains("given to partner"),
        "nothing given in deal 2 yet: {view}"
    );
    for p in [EAST, SOUTH, WEST, NORTH] {
        assert_eq!(m.to_move(), p);
        let mv = m.legal_moves()[0];
        assert!(m.text(&mv).starts_with("give "));
        m.play(&mv).unwrap();
    }
    assert_eq!((m.to_move(), m.state.giving), (EAST, 0));
}

/// R2.6, Appendix C.1: after the deal every seat gives its partner one
/// card, one decision each (`give X`, one per distinct card), from the
/// dealer's left round the table (first deal: west deals, so north, east,
/// south, west). A given card is set aside: the partner gets it only when
/// all four have given, so nobody's choice depends on the card coming to
/// him; hand sizes are then 5 again. Each seat's view shows its own hand
/// only (the others' sizes) and, once it has given, the card it gave. The
/// next deal (dealer north) starts its exchange with east.
#[test]
fn liga__R2_6_partner_exchange() {
    let g = game();
    let mut m = Match::new_seeded(&g, 7);
    assert_eq!(
        (m.state.dealer, m.state.deals, m.state.giving),
        (WEST, 1, 4)
    );
    // The deal of seed 7.
    let dealt = [
        "one, thirteen, two, three x2",
        "one, thirteen, seven, nine, twelve",
        "one, two x2, five, ten",
        "four, nine, ten, twelve, attack",
    ];
    for p in 0..4 {
        assert_eq!(hand_text(&m, p), dealt[p as usize]);
    }
    let mut snap = format!("dealt:\n{}", seat_view(&m, NORTH));
    let gives = [
        (
            NORTH,
            ["give one", "give thirteen", "give two", "give three"].as_slice(),
            "give three",
        ),
        (
            EAST,
            &[
                "give one",
                "give thirteen",
                "give seven",
                "give nine",
                "give twelve",
            ],
            "give seven",
        ),
        (
            SOUTH,
            &["give one", "give two", "give five", "give ten"],
            "give two",
        ),
        (
            WEST,
            &[
                "give four",
                "give nine",
                "give ten",
                "give twelve",
                "give attack",
            ],
            "give attack",
        ),
    ];
    for (i, (p, offered, choice)) in gives.iter().enumerate() {
        assert_eq!(m.to_move(), *p);
        assert_eq!(m.state.giving as usize, 4 - i);
        assert_eq!(moves(&mut m), set(offered));
        play(&mut m, &[choice]);
        if i < 3 {
            // Set aside: the giver has 4, everybody else as before.
            assert_eq!(m.state.hand_size(&g, *p), 4);
            let partner = (p + 2) % 4;
            let expect = if (partner as usize) < i { 4 } else { 5 };
            assert_eq!(
                m.state.hand_size(&g, partner),
                expect,
                "{choice}: the partner has not got it yet"
            );
        }
        snap.push_str(&format!(
            "\nafter {} {choice}, as {0} sees it:\n{}as {} sees it:\n{}",
            player(&g, *p),
            seat_view(&m, *p),
            player(&g, (p + 2) % 4),
            seat_view(&m, (p + 2) % 4),
        ));
    }
    assert_eq!(m.state.giving, 0);
    assert_eq!(m.to_move(), NORTH, "the dealer's left plays first");
    assert_eq!(hand_sizes(&m), vec![5, 5, 5, 5]);
    // North: three given, south's two received; and so on.
    let after = [
        "one, thirteen, two x2, three",
        "one, thirteen, nine, twelve, attack",
        "one, two, three, five, ten",
        "four, seven, nine, ten, twelve",
    ];
    for p in 0..4 {
        assert_eq!(hand_text(&m, p), after[p as usize], "{}", player(&g, p));
    }
    // Each seat sees its own hand and what it gave; the others' sizes.
    let north_view = seat_view(&m, NORTH);
    assert!(north_view.contains("hand of north: one, thirteen, two x2, three\n"));
    assert!(north_view.contains("hand of south: 5 cards (hidden)\n"));
    assert!(north_view.contains("given to partner: three\n"));
    assert!(!north_view.contains("exchange:"));
    assert_eq!(moves(&mut m), set(&["one enter i17", "thirteen enter i17"]));

    second_exchange_starts_with_east(&mut m);
    insta::assert_snapshot!("liga__R2_6_partner_exchange", snap);
}

/// R2.5, G32 (2): after each deal (before the exchange) every player's
/// holding an exit card (1 or 13) is announced, truthfully and publicly
/// (`exit: north yes, ...`, shown to every seat and to nobody's seat); the
/// exchange does not change it, even when a seat gives its only exit card
/// away. Checked at the first 12 deals of seed 7.
#[test]
fn liga__R2_5_exit_cards_announced_after_each_deal() {
    let g = game();
    let cards = g.cards.as_ref().unwrap();
    let nk = cards.kinds.len();
    let kind = |name: &str| cards.kinds.iter().position(|k| k.name == name).unwrap();
    let (one, thirteen) = (kind("one"), kind("thirteen"));
    let exit_line = |m: &Match, seat: Option<u8>| -> String {
        ludus::notation::diagram_for(m.game, &m.state, seat)
            .lines()
            .find(|l| l.starts_with("exit:"))
            .expect("an exit line")
            .to_string()
    };
    let mut m = Match::new_seeded(&g, 7);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(77);
    let mut snap = String::new();
    let mut gave_away = 0;
    for deal in 1..=12 {
        assert_eq!(m.state.deals, deal);
        assert_eq!(m.state.giving, 4);
        let has = |m: &Match, p: usize| {
            m.state.hands[p * nk + one] + m.state.hands[p * nk + thirteen] > 0
        };
        let want = format!(
            "exit: {}",
            (0..4)
                .map(|p| format!(
                    "{} {}",
                    player(&g, u8::try_from(p).unwrap()),
                    if has(&m, p) { "yes" } else { "no" }
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let dealt_has: Vec<bool> = (0..4).map(|p| has(&m, p)).collect();
        for seat in [None, Some(NORTH), Some(EAST), Some(ludus::notation::NOBODY)] {
            assert_eq!(exit_line(&m, seat), want, "deal {deal}");
        }
        snap.push_str(&format!("deal {deal}: {want}\n"));
        // The exchange: the line stays as it was.
        while m.state.giving > 0 {
            let legal = m.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            m.play(&mv).unwrap();
            assert_eq!(
                exit_line(&m, None),
                want,
                "deal {deal}, during the exchange"
            );
        }
        gave_away += (0..4).filter(|&p| dealt_has[p] && !has(&m, p)).count();
        while m.state.deals == deal {
            let legal = m.legal_moves();
            assert!(!legal.is_empty() && m.outcome().is_none());
            let mv = legal[rng.random_range(0..legal.len())];
            m.play(&mv).unwrap();
            if m.state.deals == deal {
                assert_eq!(exit_line(&m, None), want, "deal {deal}, during play");
            }
        }
    }
    assert!(gave_away > 0, "some seat gave its only exit card away");
    insta::assert_snapshot!("liga__R2_5_exit_cards_announced_after_each_deal", snap);
}

/// R3.1 (b), R3.3 with the meta cards: Mage and Phantom have no use yet,
/// LIGA needs a card to take back (none in a position from text), Attack a
/// marble on the ring; so a hand of only those and cards that cannot be
/// played discards any of its cards (one decision per distinct card); one
/// playable card must be played; Twister is always playable (C-T3).
#[test]
fn liga__R3_1_meta_cards_discarded_when_nothing_is_playable() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: 4 in base  \
         hand north: liga, liga, mage, attack, phantom  turn north",
    );
    assert_eq!(
        moves(&mut m),
        set(&[
            "discard liga",
            "discard mage",
            "discard attack",
            "discard phantom"
        ])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: liga, twister, mage  turn north"
        ),
        set(&["twister"])
    );
    let snap = report_plain(&mut m);
    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: liga, five, attack  turn north"
        ),
        set(&["discard liga", "discard five", "discard attack"])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: 4 in base  hand north: liga, one, phantom  turn north"
        ),
        set(&["one enter i17"])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: k17  hand north: attack, mage, five  turn north"
        ),
        // Attack alone on the ring: round the loop onto itself (C-A4).
        set(&["five k17-p17", "attack k17xk17"])
    );
    insta::assert_snapshot!(
        "liga__R3_1_meta_cards_discarded_when_nothing_is_playable",
        snap
    );
}

// ------------------------------------------------------------------ end

/// R3.14, G29: once a player's 4 marbles are all home, his cards move his
/// partner's marbles, entering them from the partner's base onto the
/// partner's start point too (G29 (1)); before that he moves only his own
/// (R3.5). The switch comes with his next card (G29 (3)). North brings its
/// fourth marble home with two h17-i16; the others hold no card, so north
/// plays again, now for south: enter i1 (a fresh south marble) or p1-o1.
/// Moving the partner's marble home follows the partner's home geometry
/// (j1 +2 into i2).
#[test]
fn liga__R3_14_endgame_moves_the_partners_marbles() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: h17, i15, i14, i13  south marble: p1  south marble: 3 in base  \
         hand north: two, one  turn north",
    );
    // Not yet in the endgame: south's p1 and base are not north's to use.
    assert_eq!(
        moves(&mut m),
        set(&["two h17-i16", "two h17-j17", "one h17-i17"])
    );
    let before = report_plain(&mut m);
    play(&mut m, &["two h17-i16"]);
    assert_eq!(m.to_move(), NORTH);
    assert_eq!(moves(&mut m), set(&["one enter i1", "one p1-o1"]));
    let after = report_plain(&mut m);
    play(&mut m, &["one enter i1"]);
    assert_eq!(at(&m, "i1"), "s", "the partner's marble, fresh");
    assert_eq!(base_line(&m), "base: north 0, east 0, south 2, west 0");

    // Into the partner's home, and the partner's own cards still move it.
    let text = "north marble: i16, i15, i14, i13  south marble: j1, i5  \
                hand north: two  hand south: three";
    assert_eq!(
        moves_of(&g, &format!("{text}  turn north")),
        set(&["two j1-i2", "two j1-h1"])
    );
    assert_eq!(
        moves_of(&g, &format!("{text}  turn south")),
        set(&["three j1-i3", "three j1-g1"])
    );
    // The partner's fresh marble may not enter its home (G09) and goes 4
    // back along the ring; a plain one 4 back from S+1 (h1) ends on H3.
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16, i15, i14, i13  south fresh: i1  hand north: two, four  turn north"
        ),
        set(&["two i1-g1", "four i1-m1"])
    );
    assert_eq!(
        moves_of(
            &g,
            "north marble: i16, i15, i14, i13  south marble: h1  hand north: four  turn north"
        ),
        set(&["four h1-i4", "four h1-l1"])
    );
    // North's card bringing south's last marble home wins for the team.
    let mut w = pos(
        &g,
        "north marble: i16, i15, i14, i13  south marble: i3, i4, i5, j1  \
         hand north: two  hand east: one  east marble: 1 in base  turn north",
    );
    play(&mut w, &["two j1-i2"]);
    // Provisional until east, next, has played (G21): no LIGA in his hand.
    assert!(w.outcome().is_none());
    play(&mut w, &["one enter q9"]);
    let o = w.outcome().expect("team a has 8 home");
    assert_eq!(o.winners_text(&g).as_deref(), Some("team a (north, south)"));
    // Three home: north's cards do not move south's marbles (its i15 is
    // blocked by i14, so only its own entry is left).
    assert_eq!(
        moves_of(
            &g,
            "north marble: i15, i14, i13  north marble: 1 in base  south marble: j1  \
             hand north: two, one  turn north"
        ),
        set(&["one enter i17"])
    );
    insta::assert_snapshot!(
        "liga__R3_14_endgame_moves_the_partners_marbles",
        format!("{before}\nafter two h17-i16:\n{after}")
    );
}

/// R5.1: the first team with all 8 of its marbles home wins, both partners
/// together; 7 is not enough.
#[test]
fn liga__R5_1_team_wins_with_all_eight_home() {
    let g = game();
    let mut m = pos(
        &g,
        "north marble: i16, i15, i14, i13  south marble: i3, i4, i5, j1  \
         east marble: 4 in base  west marble: 4 in base  \
         hand south: two  hand east: five  turn south",
    );
    assert!(m.outcome().is_none(), "7 home");
    assert_eq!(moves(&mut m), set(&["two j1-i2", "two j1-h1"]));
    play(&mut m, &["two j1-i2"]);
    let o = m.outcome().expect("team a has 8 home");
    assert_eq!(o.winners_text(&g).as_deref(), Some("team a (north, south)"));
    assert!(o.wins(&g, NORTH) && o.wins(&g, SOUTH));
    assert!(!o.wins(&g, EAST) && !o.wins(&g, WEST));
    assert!(m.legal_moves().is_empty());
    let snap = report_plain(&mut m);
    m.undo();
    play(&mut m, &["two j1-h1"]);
    assert!(m.outcome().is_none());
    insta::assert_snapshot!("liga__R5_1_team_wins_with_all_eight_home", snap);
}
