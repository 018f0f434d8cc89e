//! Whole games of LIGA (games/liga.game, rules: docs/rules/liga.md):
//! many seeded random games played to the end with the invariants checked
//! after every decision (all 104 cards, 4 marbles per player, a team win);
//! a game through the command line; perft from the first deal and from a
//! position with a 7 in hand, the counts worked out by hand where feasible.
//! The rule-by-rule tests are in tests/liga_rules.rs.

mod common;
use common::liga::*;

use ludus::perft::Perft;
use ludus::{Game, Match};
use rand::{Rng, SeedableRng};

/// The marbles of `p` in its home.
fn home_count(m: &Match, p: usize) -> usize {
    let homes = [
        ["i16", "i15", "i14", "i13"],
        ["p9", "o9", "n9", "m9"],
        ["i2", "i3", "i4", "i5"],
        ["b9", "c9", "d9", "e9"],
    ];
    homes[p]
        .iter()
        .filter(|c| {
            let code = m.state.board[m.game.board.cell(c).unwrap() as usize];
            code != 0 && usize::from((code - 1) % 4) == p
        })
        .count()
}

/// One seeded game of random decisions to its end: the invariants after
/// every decision; the winning team as text, and the plies.
fn random_game(g: &Game, seed: u64) -> (String, u32) {
    let mut m = Match::new_seeded(g, seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    check_invariants(&m, seed);
    loop {
        if let Some(o) = m.outcome() {
            let team = o.winners_text(g).expect("a team wins, never a draw");
            let (a, b) = if team.starts_with("team a") {
                (0, 2)
            } else {
                (1, 3)
            };
            assert!(
                o.wins(g, a) && o.wins(g, b),
                "seed {seed}: both partners win"
            );
            assert!(!o.wins(g, a + 1) && !o.wins(g, (b + 1) % 4));
            assert_eq!(home_count(&m, a as usize) + home_count(&m, b as usize), 8);
            assert!(m.legal_moves().is_empty());
            return (team, m.state.plies);
        }
        assert!(m.state.plies < 20_000, "seed {seed}: the game does not end");
        let legal = m.legal_moves();
        assert!(!legal.is_empty(), "seed {seed}: no decision but no end");
        let mv = legal[rng.random_range(0..legal.len())];
        m.play(&mv).unwrap();
        check_invariants(&m, seed);
    }
}

/// G01, R2.2, R2.6, R1.26, R5.1: 40 seeded games of four random players,
/// each to its end. After every decision all 104 cards are there (the
/// hands, the deck, the pile, and during an exchange the cards given by the
/// seats that have given in this deal, found through `state.given`), every
/// player has 4 marbles (board and base, plain or fresh) and a fresh marble
/// is only on its own start point; every game ends with a team win (both
/// partners win, their 8 marbles home).
#[test]
fn random_games_keep_104_cards_and_16_marbles_and_end_with_a_team_win() {
    let g = game();
    let seeds: Vec<u64> = (1..=40).collect();
    let results: Vec<(u64, String, u32)> = std::thread::scope(|s| {
        let handles: Vec<_> = seeds
            .chunks(10)
            .map(|chunk| {
                let g = &g;
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|&seed| {
                            let (team, plies) = random_game(g, seed);
                            (seed, team, plies)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("no failure"))
            .collect()
    });
    assert_eq!(results.len(), 40);
    // A game of LIGA is long: 4 decisions of exchange and 20 or 24 cards
    // per deal (a 7 is 7 decisions), many deals.
    let mean = results.iter().map(|r| r.2 as u64).sum::<u64>() / 40;
    assert!(mean > 500, "mean plies {mean}");
    let a = results.iter().filter(|r| r.1.starts_with("team a")).count();
    let b = results.iter().filter(|r| r.1.starts_with("team b")).count();
    assert_eq!(a + b, 40);
    assert!(a > 0 && b > 0, "both teams win some: a {a}, b {b}");
}

/// The command line plays a whole game of four random seats and prints the
/// winning team.
#[test]
fn cli_plays_a_random_game_to_a_team_win() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["play", LIGA, "--seed", "7", "--seat", "all=random"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("ludus runs");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("LIGA — seed 7\n"), "{}", &text[..100]);
    let last = text.lines().last().expect("output");
    assert!(
        last.starts_with("game over: team a (north, south) wins")
            || last.starts_with("game over: team b (east, west) wins"),
        "{last}"
    );
    assert!(text.contains("exchange: 4 cards still to give"));
    assert!(text.contains("north plays give "));
}

fn perft(m: &mut Match, depth: usize) -> u64 {
    Perft::new(depth).run(m.game, &mut m.state, depth)
}

/// Perft from the first deal of seed 7 (`ludus perft --deal-seed 7` starts
/// there, checked too): the first 4 decisions are the exchange, one `give X` per
/// distinct card of the seat's hand, and no seat's choices depend on
/// another's (the cards change hands only after the fourth). Dealt: north
/// one, thirteen, two, three x2 (4 distinct); east one, thirteen, seven,
/// nine, twelve (5); south one, two x2, five, ten (4); west four, nine,
/// ten, twelve, attack (5): 4, 20, 80, 400. Depth 5 is north's first
/// play: all marbles in base, so only `enter` with a 1 or 13 is playable,
/// one decision per distinct exit card in hand (a discard only if none):
/// north keeps both unless it gave one away (gave one: 2 if south gave a
/// one, else 1: 5 over south's 4 choices; gave thirteen: 1 each, 4; gave
/// two or three: 2 each, 8 + 8), times east's 5 and west's 5 choices:
/// (5 + 4 + 8 + 8) * 25 = 625.
#[test]
fn perft_from_the_first_deal() {
    let g = game();
    let mut m = Match::new_seeded(&g, 7);
    let d = ludus::notation::diagram_for(&g, &m.state, None);
    for hand in [
        "hand of north: one, thirteen, two, three x2\n",
        "hand of east: one, thirteen, seven, nine, twelve\n",
        "hand of south: one, two x2, five, ten\n",
        "hand of west: four, nine, ten, twelve, attack\n",
    ] {
        assert!(d.contains(hand), "{d}");
    }
    let counts: Vec<u64> = (1..=5).map(|d| perft(&mut m, d)).collect();
    assert_eq!(counts, vec![4, 20, 80, 400, 625]);
    // The command line's `--deal-seed 7` starts from the same deal.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["perft", LIGA, "5", "--deal-seed", "7", "--json"])
        .output()
        .expect("ludus runs");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["counts"], serde_json::json!([4, 20, 80, 400, 625]));
}

/// Perft from a position with a 7 in hand: north k17, a5 on the ring, i15
/// (H2) in home, 1 in base, holding seven and two; east m17, 3 in base,
/// holding one and five; south and west hold nothing. Depth 1 by hand:
/// the 7's first step by each marble, k17-l17, a5-a6, i15-i16 (back),
/// i15-i14 (deeper), all four can be followed by 6 more steps (a ring
/// marble can always go on), plus the two's k17xm17, a5-a7, i15-i13: 7.
/// Depth 2 by hand: after a first step the second step's choices are 4
/// (k17-l17: l17xm17, a5-a6, i15 back or deeper), 4 (a5-a6: k17-l17,
/// a6-a7, i15 back or deeper), 3 (i15-i16: k17-l17, a5-a6, i16-i15), 4
/// (i15-i14: k17-l17, a5-a6, i14-i15, i14-i13); after the two it is
/// east's turn: with m17 knocked out only `one enter q9` (the five has no
/// marble), otherwise enter, m17-n17 and five m17-q16: 1 + 3 + 3. In all
/// 15 + 7 = 22. Depth 3 by hand: the third steps after the 7's two steps
/// are 15 (after k17-l17: 4, 4, 3, 4, counting as above), 15 (after
/// a5-a6), 10 (after i15-i16: 3, 3, 4) and 15 (after i15-i14: 4, 4, 4, and
/// 3 after i14-i13, from where i13 steps back); after the two and east's
/// answer north plays the 7's first step: 4 (m17, a5, i15 back or deeper)
/// after k17xm17 and enter, 4 after each of east's 3 answers to a5-a7,
/// and 2 after each of east's 3 answers to i15-i13 (i13 on H4 is stuck
/// and stays): 4 + 12 + 6. In all 55 + 22 = 77. Depth 4 (272) is the
/// engine's figure.
#[test]
fn perft_with_a_seven_in_hand() {
    let g = game();
    let text = "north marble: k17, a5, i15  north marble: 1 in base  \
                east marble: m17  east marble: 3 in base  \
                hand north: seven, two  hand east: one, five  turn north";
    let mut m = Match::from_position(&g, text).unwrap();
    let mut first: Vec<String> = m.legal_moves().iter().map(|mv| m.text(mv)).collect();
    first.sort();
    assert_eq!(
        first,
        [
            "seven a5-a6",
            "seven i15-i14",
            "seven i15-i16",
            "seven k17-l17",
            "two a5-a7",
            "two i15-i13",
            "two k17xm17"
        ]
    );
    let counts: Vec<u64> = (1..=4).map(|d| perft(&mut m, d)).collect();
    assert_eq!(counts, vec![7, 22, 77, 272]);
}
