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
            wins,
            usize::try_from(games).unwrap(),
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

/// Hidden hands: the computer searches imagined deals, never the real one.
/// `determinize` keeps the seat's own hand, every hand's size, the deck's
/// size and the multiset of unseen cards, and changes where they are.
#[test]
fn determinization_keeps_what_the_seat_knows() {
    let game = ludus::load(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/games/race-cards.game"
    ))
    .expect("fixture compiles");
    let state = ludus::State::new_seeded(&game, 3);
    let nk = game.cards.as_ref().unwrap().kinds.len();
    let np = game.players.len();
    let unseen = |s: &ludus::State| {
        let mut v: Vec<u16> = vec![0; nk];
        for p in 1..np {
            for (c, n) in v.iter_mut().enumerate() {
                *n += s.hands[p * nk + c];
            }
        }
        for &c in &s.deck {
            v[c as usize] += 1;
        }
        v
    };
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut differs = false;
    for _ in 0..20 {
        let w = ludus::ai::determinize(&game, &state, 0, &mut rng);
        assert_eq!(w.hands[..nk], state.hands[..nk], "own hand kept");
        for p in 0..u8::try_from(np).unwrap() {
            assert_eq!(w.hand_size(&game, p), state.hand_size(&game, p));
        }
        assert_eq!(w.deck.len(), state.deck.len());
        assert_eq!(unseen(&w), unseen(&state), "the same unseen cards");
        assert_eq!(w.board, state.board);
        assert_eq!(w.hash, w.compute_hash(&game));
        differs |= w.hands != state.hands;
    }
    assert!(differs, "other hands are dealt anew");
}

/// LIGA's exchange: while it is in progress, the cards others have given
/// face down are unseen (imagined anew); once it is done, the card the seat
/// gave is known to be in its partner's hand, in every imagined deal, until
/// the partner plays a card of that kind.
#[test]
fn determinization_knows_the_card_given_to_the_partner() {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game"))
        .expect("liga.game compiles");
    let nk = game.cards.as_ref().unwrap().kinds.len();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 0..10 {
        let mut m = ludus::Match::new_seeded(&game, seed);
        // North (0) and east (1) give their first card.
        for _ in 0..2 {
            let mv = m.legal_moves()[0];
            m.play(&mv).unwrap();
        }
        // South (2) to give: east's card is in limbo, unseen by south.
        assert_eq!(m.to_move(), 2);
        let mut east_given_changes = false;
        for _ in 0..30 {
            let w = ludus::ai::determinize(&game, &m.state, 2, &mut rng);
            assert_eq!(w.given[2], m.state.given[2]);
            assert_eq!(w.hands[2 * nk..3 * nk], m.state.hands[2 * nk..3 * nk]);
            east_given_changes |= w.given[1] != m.state.given[1];
        }
        assert!(
            east_given_changes,
            "seed {seed}: east's given card is imagined"
        );
        for _ in 0..2 {
            let mv = m.legal_moves()[0];
            m.play(&mv).unwrap();
        }
        assert_eq!(m.state.giving, 0);
        // North gave `g` to south: south holds it in every imagined deal.
        let g = m.state.given[0] as usize - 1;
        for _ in 0..30 {
            let w = ludus::ai::determinize(&game, &m.state, 0, &mut rng);
            assert!(
                w.hands[2 * nk + g] >= 1,
                "seed {seed}: south keeps north's card"
            );
            for p in 0..4u8 {
                assert_eq!(w.hand_size(&game, p), m.state.hand_size(&game, p));
            }
        }
    }
}

/// MCTS works for four players in two teams with hidden hands (searching
/// determinizations): its team beats a random team.
#[test]
fn mcts_team_beats_random_team_with_hidden_hands() {
    let game = ludus::load(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/games/race-cards.game"
    ))
    .expect("fixture compiles");
    let mcts = Player::parse("mcts:120").unwrap();
    let mut wins = 0;
    let games = 6;
    for seed in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut m = ludus::Match::new_seeded(&game, seed);
        let o = loop {
            if let Some(o) = m.outcome() {
                break o;
            }
            let legal = m.legal_moves();
            // Team a (north, south: seats 0 and 2) is the computer.
            let p = if m.to_move().is_multiple_of(2) {
                mcts
            } else {
                Player::Random
            };
            let mv = p.choose(&game, &m.state, &legal, &mut rng);
            m.play(&mv).expect("legal");
            assert!(m.played.len() < 5000);
        };
        wins += usize::from(o.wins(&game, 0));
    }
    assert!(wins >= 5, "mcts team won {wins} of {games}");
}
