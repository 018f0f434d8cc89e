//! Sowing (issue 35): Kalah and Oware (Abapa) against the independent
//! reference `tests/ref/mancala_perft.py` (written from the published
//! rules): perft from the start (`python3 tests/ref/mancala_perft.py perft
//! kalah 8`, `… perft oware 8`; a decision is one ply, so Kalah's extra
//! turn is a ply of its own), and 300 seeded random games of each
//! (`… games kalah 300`, `… games oware 300`, frozen in
//! `tests/data/mancala_games.txt`): at every ply ludus must list the same
//! legal moves and the same stores (compared through the reference's
//! digest of them), and end the game with the same result.

mod common;

use common::{load_game, perft_counts};
use ludus::{Match, State};

/// The reference's figures, depth 1 to 8.
const KALAH: [u64; 8] = [6, 35, 185, 942, 4690, 23233, 114_430, 563_055];
const OWARE: [u64; 8] = [6, 36, 190, 1014, 5219, 27332, 139_157, 711_414];

/// Depth 8 takes well under a second each in a debug build: no `#[ignore]`.
#[test]
fn kalah_perft_1_to_8_as_the_reference_counts() {
    let game = load_game("kalah.game");
    assert_eq!(perft_counts(&game, State::new(&game), 8), KALAH);
    let reference = game.reference();
    assert_eq!(perft_counts(&reference, State::new(&reference), 8), KALAH);
}

#[test]
fn oware_perft_1_to_8_as_the_reference_counts() {
    let game = load_game("oware.game");
    assert_eq!(perft_counts(&game, State::new(&game), 8), OWARE);
    let reference = game.reference();
    assert_eq!(perft_counts(&reference, State::new(&reference), 8), OWARE);
}

/// FNV-1a 64, as the reference hashes its text.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The seeds in each player's store.
fn stores(m: &Match) -> String {
    let sow = m.game.sowing.as_deref().expect("a sowing game");
    let n: Vec<String> = sow
        .store
        .iter()
        .map(|&c| m.state.seeds[usize::from(c)].to_string())
        .collect();
    n.join(" ")
}

/// Plays the reference's game and returns its digest and the result.
fn replay(m: &mut Match, moves: &[&str]) -> (String, String) {
    let mut text = String::new();
    let mut played = moves.iter();
    loop {
        // The moves in the order ludus lists them: pit by pit along the
        // track, as the reference lists them.
        let legal: Vec<String> = m.legal_moves().iter().map(|mv| m.text(mv)).collect();
        text.push_str(&format!("{}|{};", legal.join(" "), stores(m)));
        let Some(mv) = played.next() else { break };
        m.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let result = match m.outcome() {
        None => "none".to_string(),
        Some(o) => o.winner.map_or("draw".to_string(), |w| {
            m.game.players[usize::from(w)].clone()
        }),
    };
    (format!("{:016x}", fnv(&text)), result)
}

#[test]
fn three_hundred_random_games_of_each_play_as_the_reference_plays_them() {
    let data = include_str!("data/mancala_games.txt");
    let kalah = load_game("kalah.game");
    let oware = load_game("oware.game");
    let mut games = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (name, seed, moves, digest, result) = (f[0], f[1], f[2], f[3], f[4]);
        let game = if name == "kalah" { &kalah } else { &oware };
        let mut m = Match::new(game);
        let moves: Vec<&str> = moves.split(',').filter(|s| !s.is_empty()).collect();
        let got = replay(&mut m, &moves);
        assert_eq!(
            got,
            (digest.to_string(), result.to_string()),
            "{name} seed {seed}"
        );
        games += 1;
    }
    assert_eq!(games, 600);
}

/// A position text gives every pit's and store's seeds (`seeds: b1 4, …`),
/// and reads back to the same position, hash included; an extra turn's
/// mover is kept (`mover: south`).
#[test]
fn position_texts_carry_the_seeds() {
    use ludus::text::{parse_position, position_text};
    let game = load_game("kalah.game");
    let mut m = Match::new(&game);
    for mv in ["d1", "c1", "c2"] {
        m.play_text(mv).unwrap();
        let text = position_text(&game, &m.state);
        assert!(text.contains("seeds: b1 "), "{text}");
        let back = parse_position(&game, &text).unwrap();
        assert_eq!(back.seeds, m.state.seeds, "{text}");
        assert_eq!(back.hash, m.state.hash, "{text}");
        assert_eq!(position_text(&game, &back), text);
    }
    let text = position_text(&game, &Match::new(&game).state);
    let after_d1 = {
        let mut m = Match::new(&game);
        m.play_text("d1").unwrap();
        position_text(&game, &m.state)
    };
    assert!(after_d1.contains("mover: south") && after_d1.ends_with("turn south"));
    assert!(text.contains("seeds: b1 4, c1 4"), "{text}");
    // Seeds on a cell that is neither a pit nor a store are refused.
    assert!(parse_position(&game, "seeds: a1 3  turn south").is_err());
}
