//! Hex (issue 33): perft from the start, checked against the independent
//! reference `tests/ref/hex.py` (`python3 tests/ref/hex.py perft 11 3`),
//! and the win by connection on 300 seeded random games played until a
//! player joins his edges, against the reference's own flood fill of the
//! whole board (`python3 tests/ref/hex.py wins 11 300 > tests/data/hex_wins.txt`,
//! with its comment line on top): for each seed ludus must end the game
//! after the same ply, with the same winner.

mod common;

use common::{load_game, perft_counts};
use ludus::Match;

#[test]
fn hex_perft_1_to_3_as_the_reference_counts() {
    let game = load_game("hex.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 3);
    assert_eq!(counts, vec![121, 14520, 1727880]);
}

/// The reference's random order of the cells: splitmix64, and a
/// Fisher-Yates shuffle from the last cell down.
fn shuffled(cells: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..cells).collect();
    let mut state = seed;
    for i in (1..cells).rev() {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let v = z ^ (z >> 31);
        let j = usize::try_from(v % (u64::try_from(i).unwrap() + 1)).unwrap();
        order.swap(i, j);
    }
    order
}

#[test]
fn the_first_connection_of_300_random_games_is_the_references() {
    let game = load_game("hex.game");
    let data = include_str!("data/hex_wins.txt");
    let mut games = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (seed, winner, ply): (u64, &str, usize) =
            (f[0].parse().unwrap(), f[1], f[2].parse().unwrap());
        let mut m = Match::new(&game);
        let mut ended = None;
        for (i, cell) in shuffled(121, seed).into_iter().enumerate() {
            assert!(m.outcome().is_none(), "seed {seed}: ended before ply {i}");
            let file = u8::try_from(cell % 11).unwrap();
            let name = format!("{}{}", char::from(b'a' + file), cell / 11 + 1);
            m.play_text(&format!("enter {name}"))
                .unwrap_or_else(|e| panic!("seed {seed}: enter {name}: {e}"));
            if let Some(o) = m.outcome() {
                ended = Some((o.winner, i + 1));
                break;
            }
        }
        let (who, at) = ended.unwrap_or_else(|| panic!("seed {seed}: no connection"));
        let expected = if winner == "r" { "red" } else { "blue" };
        let who = who.map(|w| game.players[usize::from(w)].as_str());
        assert_eq!((who, at), (Some(expected), ply), "seed {seed}");
        games += 1;
    }
    assert_eq!(games, 300);
}
