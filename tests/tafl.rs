//! Hnefatafl (Copenhagen, games/hnefatafl.game) and Brandubh
//! (games/brandubh.game): custodian capture, the king taken on four sides,
//! restricted squares, against the independent reference
//! tests/ref/tafl_perft.py, written from the rules in another language.
//!
//! - perft from the start (`python3 tests/ref/tafl_perft.py perft GAME N`);
//! - 100 seeded random games of each (`python3 tests/ref/tafl_perft.py
//!   random GAME 100 300 > tests/data/tafl_GAME_games.txt`, with its
//!   comment line on top): at every ply the moves are listed with the
//!   pieces each captures, sorted, one chosen by splitmix64 from the seed;
//!   a digest over every ply's list, the number of plies and the result
//!   must be the reference's.
//!
//! The deep parts are `#[ignore]`d and run by .ci/run in release mode.

mod common;

use common::{load_game, perft_counts};
use ludus::notation::CellNames;
use ludus::notation::moves::cell_name;
use ludus::{Game, Move, State};

#[test]
fn brandubh_perft_1_to_3_as_the_reference_counts() {
    let game = load_game("brandubh.game");
    let counts = perft_counts(&game, State::new(&game), 3);
    assert_eq!(counts, vec![40, 960, 39512]);
}

#[test]
fn hnefatafl_perft_1_to_2_as_the_reference_counts() {
    let game = load_game("hnefatafl.game");
    let counts = perft_counts(&game, State::new(&game), 2);
    assert_eq!(counts, vec![116, 6788]);
}

#[test]
#[ignore = "deep perft: run by .ci/run in release mode"]
fn brandubh_perft_4_as_the_reference_counts() {
    let game = load_game("brandubh.game");
    let counts = perft_counts(&game, State::new(&game), 4);
    assert_eq!(counts, vec![40, 960, 39512, 1_007_392]);
}

#[test]
#[ignore = "deep perft: run by .ci/run in release mode"]
fn hnefatafl_perft_3_as_the_reference_counts() {
    let game = load_game("hnefatafl.game");
    let counts = perft_counts(&game, State::new(&game), 3);
    assert_eq!(counts, vec![116, 6788, 806_344]);
}

/// The reference's random numbers: splitmix64.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// 64-bit FNV-1a over `s`, from `h`.
fn fnv(mut h: u64, s: &str) -> u64 {
    for b in s.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// A move as the reference writes it: FROM-TO:CAPTURES, the captured
/// cells by name, sorted.
fn text(game: &Game, m: &Move) -> String {
    let name = |c: u8| cell_name(game, c, CellNames::Algebraic).to_string();
    let mut caps: Vec<String> = m.captures().iter().map(|&c| name(c)).collect();
    caps.sort();
    format!("{}-{}:{}", name(m.from), name(m.to), caps.join(","))
}

/// One random game from `seed`, as the reference plays it: its plies, its
/// result and the digest of every ply's sorted moves.
fn random_game(game: &Game, seed: u64, max_plies: usize) -> (usize, String, u64) {
    let mut state = State::new(game);
    let (mut h, mut rng, mut buf) = (0xCBF2_9CE4_8422_2325u64, seed, Vec::new());
    for ply in 0.. {
        if let Some(o) = state.outcome(game, &mut buf) {
            let result = o
                .winner
                .map_or("draw", |w| game.players[usize::from(w)].as_str());
            return (ply, result.to_string(), h);
        }
        state.legal_moves(game, &mut buf);
        let mut moves: Vec<(String, Move)> = buf.iter().map(|m| (text(game, m), *m)).collect();
        moves.sort_by(|a, b| a.0.cmp(&b.0));
        for (s, _) in &moves {
            h = fnv(h, &format!("{s};"));
        }
        h = fnv(h, "/");
        if ply == max_plies {
            return (ply, "none".to_string(), h);
        }
        let pick = splitmix(&mut rng) % moves.len() as u64;
        let m = moves[usize::try_from(pick).unwrap()].1;
        state.apply(game, &m);
    }
    unreachable!()
}

/// The reference's games of `data` (`seed plies result digest`), the
/// first `limit`, as (seed, (plies, result, digest)).
fn reference_games(data: &str, limit: usize) -> Vec<(u64, (usize, String, u64))> {
    let games: Vec<_> = data
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(limit)
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let want = (
                f[1].parse::<usize>().unwrap(),
                f[2].to_string(),
                u64::from_str_radix(f[3], 16).unwrap(),
            );
            (f[0].parse().unwrap(), want)
        })
        .collect();
    assert_eq!(games.len(), limit);
    games
}

/// The first `limit` games of the reference's file `data`, each played by
/// ludus and compared.
fn same_games(file: &str, data: &str, limit: usize) {
    let game = load_game(file);
    for (seed, want) in reference_games(data, limit) {
        assert_eq!(random_game(&game, seed, 300), want, "{file}, seed {seed}");
    }
}

/// Whether some game among the first `limit` of the reference differs
/// when ludus plays `file` with `from` replaced by `to` (a rule broken).
fn broken_rule_differs(file: &str, data: &str, limit: usize, (from, to): (&str, &str)) -> bool {
    let path = format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    assert!(src.contains(from), "{from}");
    let dir = std::env::temp_dir().join(format!("ludus-tafl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join(file);
    std::fs::write(&broken, src.replacen(from, to, 1)).unwrap();
    let game = ludus::load(&broken).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    reference_games(data, limit)
        .into_iter()
        .any(|(seed, want)| random_game(&game, seed, 300) != want)
}

#[test]
fn brandubh_first_random_games_are_the_references() {
    same_games(
        "brandubh.game",
        include_str!("data/tafl_brandubh_games.txt"),
        10,
    );
}

#[test]
fn hnefatafl_first_random_games_are_the_references() {
    same_games(
        "hnefatafl.game",
        include_str!("data/tafl_hnefatafl_games.txt"),
        2,
    );
}

/// The comparison can fail: with a rule broken, some game differs.
#[test]
fn a_broken_rule_makes_the_random_games_differ() {
    let brandubh = include_str!("data/tafl_brandubh_games.txt");
    for edit in [
        // The king taken by two on the throne and beside it too.
        ("captured when surrounded orthogonal in castle\n", ""),
        // The empty throne no longer hostile.
        ("    captured against throne when empty\n", ""),
        // The corners no longer hostile.
        ("    captured against corners\n", ""),
        // The king unarmed.
        (
            "    custodian orthogonal\n    captured when",
            "    captured when",
        ),
        // Soldiers may stop on the throne.
        (" stopping outside restricted", " stopping outside corners"),
    ] {
        assert!(
            broken_rule_differs("brandubh.game", brandubh, 20, edit),
            "{edit:?}"
        );
    }
}

#[test]
#[ignore = "100 random games of each: run by .ci/run in release mode"]
fn all_random_games_are_the_references() {
    same_games(
        "brandubh.game",
        include_str!("data/tafl_brandubh_games.txt"),
        100,
    );
    same_games(
        "hnefatafl.game",
        include_str!("data/tafl_hnefatafl_games.txt"),
        100,
    );
}

/// Hnefatafl's king taken by two differs from the reference.
#[test]
#[ignore = "random games of Hnefatafl: run by .ci/run in release mode"]
fn hnefatafl_king_taken_by_two_differs() {
    let data = include_str!("data/tafl_hnefatafl_games.txt");
    let edit = ("    captured when surrounded orthogonal\n", "");
    assert!(broken_rule_differs("hnefatafl.game", data, 100, edit));
}
