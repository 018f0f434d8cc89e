//! Backgammon (issue 35, `race`): the legal plays of ludus against the
//! independent reference `tests/ref/backgammon_moves.py` (written from the
//! rules) for positions and rolls reached by seeded random play. For each
//! position the plays are compared as a SET of resulting positions: their
//! number and a digest of them, sorted. 300 positions are frozen here
//! (their digests, from the reference); the 10,000 of the deep test are
//! compared by running the reference (`python3`) on them.

mod common;

use common::load_game;
use ludus::ir::Game;
use ludus::{Move, State};

/// FNV-1a 64, as the reference hashes its text.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A small seeded generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n.max(1)
    }
}

/// The checkers in the reference's form: white's points 1 to 24 (signed:
/// + white, - black), the bars and the checkers borne off.
fn board(game: &Game, s: &State) -> Vec<i32> {
    let r = game.race.as_deref().expect("a race");
    let mut v: Vec<i32> = (1..=24)
        .map(|n| {
            let c = r.paths[0][24 - n] as usize;
            let k = i32::from(s.race[c]);
            match s.race[r.cells + c] {
                1 => k,
                2 => -k,
                _ => 0,
            }
        })
        .collect();
    v.extend((0..2).map(|p| i32::from(s.race[r.bar_at(p)])));
    v.extend((0..2).map(|p| i32::from(s.borne_off(p))));
    v
}

fn joined(v: &[i32], sep: &str) -> String {
    v.iter().map(i32::to_string).collect::<Vec<_>>().join(sep)
}

/// `n` positions with their rolls, reached by seeded random play (rolls by
/// their chances, plays uniformly; a new game after each end), each as the
/// reference's input line and ludus's answer (`COUNT DIGEST`).
fn positions(game: &Game, seed: u64, n: usize) -> Vec<(String, String)> {
    let mut rng = Rng(seed);
    let mut s = State::new(game);
    let mut out = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let mut scratch = Vec::new();
    while out.len() < n {
        if s.outcome(game, &mut scratch).is_some() {
            s = State::new(game);
        }
        moves.clear();
        s.legal_moves(game, &mut moves);
        let Some((a, b)) = s.race_dice(game) else {
            // The roll: 1 chance in 36 for a double, 2 for the others.
            let mut k = rng.below(36);
            let pick = moves
                .iter()
                .find(|m| {
                    let w = if m.path[0] == m.path[1] { 1 } else { 2 };
                    let hit = k < w;
                    k = k.saturating_sub(w);
                    hit
                })
                .copied()
                .expect("a roll");
            s.apply(game, &pick);
            continue;
        };
        let turn = if s.to_move == 0 { "w" } else { "b" };
        let line = format!("{turn} {a} {b} {}", joined(&board(game, &s), " "));
        let mut results: Vec<String> = moves
            .iter()
            .map(|m| {
                s.apply(game, m);
                let t = joined(&board(game, &s), ",");
                s.undo(game, m);
                t
            })
            .collect();
        let count = results.len();
        results.sort();
        results.dedup();
        assert_eq!(results.len(), count, "two plays reach one position: {line}");
        let answer = format!("{count} {:016x}", fnv(&results.join(";")));
        out.push((line, answer));
        let i = usize::try_from(rng.below(moves.len() as u64)).expect("an index");
        let pick = moves[i];
        s.apply(game, &pick);
    }
    out
}

/// The reference's answers for the 300 positions of seed 35: the sum of
/// their counts, and the digest of their lines joined.
const REF_300: (usize, u64) = (6591, 0x6e5c_51a8_80a8_6638);

#[test]
fn three_hundred_positions_have_the_plays_the_reference_lists() {
    let game = load_game("backgammon.game");
    let got = positions(&game, 35, 300);
    let count: usize = got
        .iter()
        .map(|(_, a)| a.split(' ').next().unwrap().parse::<usize>().unwrap())
        .sum();
    let answers: Vec<&str> = got.iter().map(|(_, a)| a.as_str()).collect();
    let digest = fnv(&answers.join("\n"));
    if std::env::var_os("BACKGAMMON_DUMP").is_some() {
        for (line, answer) in &got {
            println!("{line} | {answer}");
        }
    }
    assert_eq!(
        (count, digest),
        REF_300,
        "(plays in all, digest of the answers)"
    );
}

/// Runs the reference on `lines` and returns its answers.
fn reference(lines: &[String]) -> Vec<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/ref/backgammon_moves.py");
    let mut child = Command::new("python3")
        .arg(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = lines.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the reference ends");
    writer.join().expect("writer").expect("written");
    assert!(out.status.success(), "the reference failed");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The 10,000 positions of seed 3535 against the reference run now: no
/// disagreement.
#[test]
#[ignore = "deep: runs python3 on 10,000 positions (release: .ci/run)"]
fn ten_thousand_positions_have_the_plays_the_reference_lists() {
    let game = load_game("backgammon.game");
    let got = positions(&game, 3535, 10_000);
    let lines: Vec<String> = got.iter().map(|(l, _)| l.clone()).collect();
    let want = reference(&lines);
    assert_eq!(want.len(), got.len());
    let bad: Vec<String> = got
        .iter()
        .zip(&want)
        .filter(|((_, a), w)| a != *w)
        .map(|((l, a), w)| format!("{l}: ludus {a}, reference {w}"))
        .collect();
    assert!(
        bad.is_empty(),
        "{} disagreements, first: {}",
        bad.len(),
        bad[0]
    );
}

/// A position set directly: white's and black's checkers by white's point
/// numbers, white to move with the dice `(a, b)` rolled. (The hash is not
/// kept: only the legal plays are asked.)
fn position(game: &Game, white: &[(usize, u8)], black: &[(usize, u8)], dice: (u8, u8)) -> State {
    let r = game.race.as_deref().expect("a race");
    let mut s = State::new(game);
    s.race.iter_mut().for_each(|v| *v = 0);
    for (p, list) in [(1, white), (2, black)] {
        for &(point, n) in list {
            let c = r.paths[0][24 - point] as usize;
            s.race[c] = n;
            s.race[r.cells + c] = p;
        }
    }
    s.race[r.dice_at()] = dice.0;
    s.race[r.dice_at() + 1] = dice.1;
    s.to_move = 0;
    s
}

/// The legal plays of `s`, as texts.
fn plays(game: &Game, s: &mut State) -> Vec<String> {
    let mut moves = Vec::new();
    s.legal_moves(game, &mut moves);
    moves
        .iter()
        .map(|m| ludus::notation::move_text(game, m, ludus::CellNames::Algebraic))
        .collect()
}

#[test]
fn b7_must_use_both_dice_when_it_can() {
    // 13/7 is closed (black holds point 7): the 6 can be used only after
    // the 5, 13/8/2; playing the 5 alone is not legal.
    let game = load_game("backgammon.game");
    let mut s = position(&game, &[(13, 1)], &[(7, 2)], (6, 5));
    assert_eq!(plays(&game, &mut s), ["a2-e1+e1-k1"]);
}

#[test]
fn b7_the_larger_die_when_only_one_can_be_used() {
    // Point 2 closed: 13/7 or 13/8, not both; the 6 must be played.
    let game = load_game("backgammon.game");
    let mut s = position(&game, &[(13, 1)], &[(2, 2)], (6, 5));
    assert_eq!(plays(&game, &mut s), ["a2-f1"]);
}

#[test]
fn b8_bearing_off_only_with_all_checkers_home() {
    // The checker on point 7 must come home before point 3 bears off.
    let game = load_game("backgammon.game");
    let mut s = position(&game, &[(7, 1), (3, 2)], &[], (3, 1));
    let all = plays(&game, &mut s);
    assert!(all.iter().any(|p| p.contains("j1-off")), "{all:?}");
    for p in &all {
        if p.contains("-off") {
            assert!(
                p.contains("f1-g1"),
                "borne off with a checker outside home: {p}"
            );
        }
    }
}

#[test]
fn b8_a_larger_die_bears_off_from_the_highest_point_only() {
    let game = load_game("backgammon.game");
    // 6-5 with checkers on 4 and 2: both dice bear off.
    let mut s = position(&game, &[(4, 1), (2, 1)], &[], (6, 5));
    assert_eq!(plays(&game, &mut s), ["i1-off+k1-off"]);
    // 6-1 with checkers on 5 and 2: the 6 bears off the 5 (the highest),
    // never the 2 while the 5 is there: 5/off 2/1, or 5/4/off.
    let mut s = position(&game, &[(5, 1), (2, 1)], &[], (6, 1));
    let mut all = plays(&game, &mut s);
    all.sort();
    assert_eq!(all, ["h1-i1+i1-off", "h1-off+k1-l1"]);
}

/// The random playouts of `bench` (`State::pick_random`) draw a roll by its
/// chance, as the dice fall: each of the 36 numbers a pick may give lands
/// on a double once and on two unequal dice twice.
#[test]
fn a_random_pick_draws_each_roll_by_its_chance() {
    let game = load_game("backgammon.game");
    let mut s = State::new(&game);
    let mut buf = Vec::new();
    let mut total = 0;
    s.pick_random(&game, &mut buf, |n| {
        total = n;
        0
    });
    assert_eq!(total, 36, "two dice of six: 36 equally likely falls");
    let mut counts = std::collections::BTreeMap::new();
    for k in 0..total {
        let m = s.pick_random(&game, &mut buf, |_| k).expect("a roll");
        let (a, b) = (m.path[0], m.path[1]);
        *counts.entry((a.min(b), a.max(b))).or_insert(0) += 1;
    }
    assert_eq!(counts.len(), 21, "the 21 distinct rolls");
    for ((a, b), n) in counts {
        assert_eq!(n, if a == b { 1 } else { 2 }, "roll {a}-{b}");
    }
}

/// A race's position text holds its checkers per point, the bars, the
/// checkers off and the dice: `ludus moves --position` on that text lists
/// the same plays; a text whose checkers do not make each player's 15, or
/// whose dice have no such face, is refused with the reason.
#[test]
fn race_position_texts_hold_the_checkers_bars_and_dice() {
    let game = load_game("backgammon.game");
    let text = "race: white a2 4, white e1 3, white g1 5, white l2 2, black a1 5, \
                black e2 3, black g2 5, black l1 1  bar: white 1, black 1  dice: 3 5  \
                turn white";
    let m = ludus::Match::from_position(&game, text).expect("reads");
    let again = ludus::notation::position_text(&game, &m.state);
    assert_eq!(
        again,
        "race: black a1 5, white e1 3, white g1 5, black l1 1, white a2 4, black e2 3, \
         black g2 5, white l2 2  bar: white 1, black 1  dice: 5 3  turn white"
    );
    let mut m = m;
    let plays: Vec<String> = m
        .legal_moves()
        .iter()
        .map(|mv| ludus::notation::move_text(&game, mv, ludus::notation::CellNames::Algebraic))
        .collect();
    // On the bar, white must enter first: every play starts from it.
    assert!(
        !plays.is_empty() && plays.iter().all(|p| p.starts_with("bar-")),
        "{plays:?}"
    );
    let short = text.replace("white g1 5", "white g1 4");
    let e = ludus::Match::from_position(&game, &short)
        .err()
        .expect("14 white pieces in all");
    assert!(
        e.to_string().contains(
            "white has 13 pieces on the board, 1 on the bar and 0 off: 15 in all are needed"
        ),
        "{e}"
    );
    let e = ludus::Match::from_position(&game, &text.replace("dice: 3 5", "dice: 7 1"))
        .err()
        .expect("no face 7");
    assert!(e.to_string().contains("from 1 to 6"), "{e}");
    let chess = load_game("chess.game");
    let e = ludus::Match::from_position(
        &chess,
        "white king: e1  black king: e8  dice: 1 2  turn white",
    )
    .err()
    .expect("no race in chess");
    assert!(e.to_string().contains("race"), "{e}");
}

/// The plays a random pick takes (`State::pick_random`, which may walk
/// them its own way: the `race_pick` plan) are the listed ones: for every
/// draw, the listed play at that place, the bound the listing's length.
fn assert_picks_are_listed(game: &Game, s: &mut State, what: &str) {
    let mut listed = Vec::new();
    s.legal_moves(game, &mut listed);
    let mut buf = Vec::new();
    let mut bound = 0;
    s.pick_random(game, &mut buf, |n| {
        bound = n;
        0
    });
    assert_eq!(bound, listed.len(), "{what}: the bound of the draw");
    for (j, m) in listed.iter().enumerate() {
        let got = s.pick_random(game, &mut buf, |_| j);
        assert_eq!(got.as_ref(), Some(m), "{what}: draw {j}");
    }
}

/// A player's checkers by white's point numbers.
type Side = &'static [(usize, u8)];

#[test]
fn a_random_pick_takes_the_listed_plays_by_the_rules() {
    let game = load_game("backgammon.game");
    let cases: [(Side, Side, (u8, u8)); 5] = [
        (&[(13, 1)], &[(7, 2)], (6, 5)),  // both dice when it can
        (&[(13, 1)], &[(2, 2)], (6, 5)),  // the larger die alone
        (&[(7, 1), (3, 2)], &[], (3, 1)), // bearing off once home
        (&[(5, 1), (2, 1)], &[], (6, 1)), // a larger die bears off
        (&[(13, 2), (6, 3)], &[(9, 1), (4, 1)], (3, 3)), // doubles, hits
    ];
    for (i, (white, black, dice)) in cases.into_iter().enumerate() {
        let mut s = position(&game, white, black, dice);
        assert_picks_are_listed(&game, &mut s, &format!("case {i}"));
    }
}

/// The plays a random pick counts without walking them (`race_count.rs`:
/// no checker may bear off during the play) where two orders of the dice
/// or two checkers reach one position: a checker going on through a blot,
/// an open point or a point of its own, a checker stepping where another
/// leaves, the entry from the bar, for each of the 21 rolls.
#[test]
fn a_random_pick_takes_the_listed_plays_where_orders_meet() {
    let game = load_game("backgammon.game");
    let r = game.race.as_deref().expect("a race");
    // White's checkers spread out (none may bear off), black's blots and
    // points in their way, and white's checkers on the bar.
    let cases: [(Side, Side, u8); 6] = [
        (
            &[(24, 2), (13, 5), (8, 3), (6, 5)],
            &[(1, 2), (12, 5), (17, 3), (19, 5)],
            0,
        ),
        (
            &[(22, 1), (20, 1), (18, 2), (14, 3), (11, 4), (9, 2), (7, 2)],
            &[(21, 1), (19, 1), (16, 1), (10, 2), (4, 1)],
            0,
        ),
        (
            &[(23, 1), (21, 2), (17, 1), (15, 1), (12, 3), (10, 3), (8, 4)],
            &[(22, 2), (20, 1), (16, 1), (13, 1), (5, 2)],
            0,
        ),
        (
            &[(13, 5), (8, 3), (6, 5)],
            &[(24, 1), (22, 1), (20, 2), (17, 1)],
            2,
        ),
        (
            &[(23, 1), (21, 1), (13, 5), (8, 3), (6, 3)],
            &[(24, 1), (22, 1), (20, 2), (18, 1), (16, 2)],
            1,
        ),
        (
            &[(19, 2), (13, 5), (8, 3), (6, 3)],
            &[(24, 2), (22, 1), (21, 1), (17, 1)],
            1,
        ),
    ];
    for (i, (white, black, bar)) in cases.into_iter().enumerate() {
        for a in 1..=6 {
            for b in 1..=a {
                let mut s = position(&game, white, black, (a, b));
                s.race[r.bar_at(0)] = bar;
                assert_picks_are_listed(&game, &mut s, &format!("case {i}, roll {a}-{b}"));
            }
        }
    }
}

#[test]
fn a_random_pick_takes_the_listed_plays_in_random_games() {
    let game = load_game("backgammon.game");
    let mut rng = Rng(63);
    let mut s = State::new(&game);
    let mut buf = Vec::new();
    let mut scratch = Vec::new();
    for ply in 0..3000 {
        if s.outcome(&game, &mut scratch).is_some() {
            s = State::new(&game);
        }
        if s.race_dice(&game).is_some() {
            assert_picks_are_listed(&game, &mut s, &format!("ply {ply}"));
        }
        let m = s
            .pick_random(&game, &mut buf, |n| {
                usize::try_from(rng.below(n as u64)).expect("an index")
            })
            .expect("a decision");
        s.apply(&game, &m);
    }
}

/// Every roll at positions of random games (the bar, bearing off, doubles
/// and single moves): the random pick takes the listed plays, whether it
/// counts them or walks them.
#[test]
fn a_random_pick_takes_the_listed_plays_of_every_roll() {
    let game = load_game("backgammon.game");
    let mut rng = Rng(35);
    let mut s = State::new(&game);
    let mut buf = Vec::new();
    let mut scratch = Vec::new();
    let mut rolls = Vec::new();
    for ply in 0..1200 {
        if s.outcome(&game, &mut scratch).is_some() {
            s = State::new(&game);
        }
        if s.race_dice(&game).is_none() {
            rolls.clear();
            s.legal_moves(&game, &mut rolls);
            assert_eq!(rolls.len(), 21, "ply {ply}: the rolls");
            for roll in &rolls {
                s.apply(&game, roll);
                let what = format!("ply {ply}, roll {}-{}", roll.path[0], roll.path[1]);
                assert_picks_are_listed(&game, &mut s, &what);
                s.undo(&game, roll);
            }
        }
        let m = s
            .pick_random(&game, &mut buf, |n| {
                usize::try_from(rng.below(n as u64)).expect("an index")
            })
            .expect("a decision");
        s.apply(&game, &m);
    }
}
