//! Loads a `.game` file, plays a seeded random game and prints the moves and
//! the result, using only ludus's public API.
//!
//!     cargo run --example random_playout -- games/checkers.game 42

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| "games/checkers.game".into());
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);

    let game = match ludus::load(&path) {
        Ok(g) => g,
        Err(ludus::LoadError::Invalid { diagnostics, .. }) => {
            for d in diagnostics {
                eprintln!("{:?}", miette::Report::new(d));
            }
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };

    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = ludus::Match::new(&game);
    let outcome = loop {
        if let Some(o) = m.outcome() {
            break o;
        }
        let moves = m.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        let player = &game.players[m.to_move() as usize];
        println!("{:>4}. {player} {}", m.played.len() + 1, m.text(&mv));
        m.play(&mv).expect("a generated move is legal");
    };
    print!("{}", m.diagram());
    match outcome.winner {
        Some(w) => println!(
            "{} wins ({}) after {} plies",
            game.players[w as usize],
            outcome.reason,
            m.played.len()
        ),
        None => println!("draw ({}) after {} plies", outcome.reason, m.played.len()),
    }
}
