//! Computer players: seeded, legal, and MCTS stronger than random.

use ludus::ai::Player;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn load(name: &str) -> ludus::Game {
    ludus::load(format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))).expect("game compiles")
}

/// Plays one game between two computer players; returns the winner.
fn play(game: &ludus::Game, players: [Player; 2], seed: u64) -> (Option<u8>, Vec<ludus::Move>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = ludus::Match::new(game);
    loop {
        if let Some(o) = m.outcome() {
            return (o.winner, m.played.clone());
        }
        let legal = m.legal_moves();
        let mv = players[m.to_move() as usize].choose(game, &m.state, &legal, &mut rng);
        assert!(
            legal.contains(&mv),
            "a computer player chose an illegal move"
        );
        m.play(&mv).expect("legal");
        assert!(m.played.len() < 3000, "game too long");
    }
}

#[test]
fn mcts_beats_random_at_checkers_and_liger() {
    for (file, games) in [("checkers.game", 6), ("liger.game", 2)] {
        let game = load(file);
        let mcts = Player::parse("mcts:300").unwrap();
        let mut wins = 0;
        for seed in 0..games {
            // MCTS plays first in even games, second in odd ones.
            let (players, me) = if seed % 2 == 0 {
                ([mcts, Player::Random], 0)
            } else {
                ([Player::Random, mcts], 1)
            };
            let (winner, _) = play(&game, players, seed);
            wins += usize::from(winner == Some(me));
        }
        assert_eq!(
            wins, games as usize,
            "{file}: mcts:300 won {wins} of {games} against random"
        );
    }
}

#[test]
fn computer_games_are_reproducible_from_the_seed() {
    let game = load("gamemix.game");
    let players = [Player::parse("mcts:50").unwrap(), Player::Random];
    let (w1, moves1) = play(&game, players, 42);
    let (w2, moves2) = play(&game, players, 42);
    assert_eq!(moves1, moves2);
    assert_eq!(w1, w2);
}
