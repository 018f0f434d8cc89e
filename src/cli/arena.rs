//! `ludus arena`: many games between computer seats, and the results per
//! seat (wins, draws, losses, time per move).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ludus::ai::Player;
use ludus::ir::Narrow;
use ludus::{Game, Match, Outcome};

use super::common::{load, progress};
use super::seats::{Seat, parse_seats};

/// The arguments of `ludus arena`.
#[derive(clap::Args)]
pub struct ArenaArgs {
    pub file: PathBuf,
    /// Who plays each seat: PLAYER=random|mcts|mcts:N|mcts:1s (PLAYER a name, a number or `all`)
    #[arg(long = "seat", value_name = "PLAYER=KIND")]
    pub seats: Vec<String>,
    /// Number of games
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    /// Seed of the first game (game i uses seed + i)
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stop a game (scored as unfinished) after this many plies
    #[arg(long, default_value_t = 100_000)]
    pub max_plies: usize,
    /// Print the results as JSON
    #[arg(long)]
    pub json: bool,
}

/// The results so far, per seat.
struct Tally {
    wins: Vec<usize>,
    draws: Vec<usize>,
    losses: Vec<usize>,
    unfinished: usize,
    total_plies: usize,
    /// Time spent choosing, and moves chosen, per seat.
    think: Vec<Duration>,
    moves_made: Vec<usize>,
}

impl Tally {
    fn new(np: usize) -> Tally {
        Tally {
            wins: vec![0; np],
            draws: vec![0; np],
            losses: vec![0; np],
            unfinished: 0,
            total_plies: 0,
            think: vec![Duration::ZERO; np],
            moves_made: vec![0; np],
        }
    }

    /// Counts a game's result: a win or loss for each seat, a draw for all,
    /// or unfinished.
    fn score(&mut self, game: &Game, outcome: Option<Outcome>) {
        match outcome {
            Some(o) => match o.winner {
                Some(_) => {
                    for p in 0..self.wins.len() {
                        if o.wins(game, p.narrow()) {
                            self.wins[p] += 1;
                        } else {
                            self.losses[p] += 1;
                        }
                    }
                }
                None => self.draws.iter_mut().for_each(|d| *d += 1),
            },
            None => self.unfinished += 1,
        }
    }

    /// Seconds per move of seat `p`.
    fn per_move(&self, p: usize) -> f64 {
        self.think[p].as_secs_f64() / self.moves_made[p].max(1) as f64
    }
}

/// Plays the games and prints the results.
pub fn run(args: &ArenaArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let players = computer_players(&game, &parse_seats(&game, &args.seats)?)?;
    let mut tally = Tally::new(game.players.len());
    let bar = progress(args.games, true);
    for g in 0..args.games {
        let outcome = play_one(&game, &players, args, g as u64, &mut tally)?;
        tally.score(&game, outcome);
        bar.inc(1);
    }
    bar.finish_and_clear();
    if args.json {
        println!("{}", results_json(&game, &players, args, &tally));
    } else {
        print_results(&game, &players, args, &tally);
    }
    Ok(ExitCode::SUCCESS)
}

/// The computer player of each seat; a person's seat is an error.
fn computer_players(game: &Game, seats: &[Seat]) -> Result<Vec<Player>, String> {
    let mut players = Vec::new();
    for (i, s) in seats.iter().enumerate() {
        match s {
            Seat::Computer(p) => players.push(*p),
            Seat::Human => {
                return Err(format!(
                    "arena plays computer seats only: give `--seat {}=random` or `=mcts:N`",
                    game.players[i]
                ));
            }
        }
    }
    Ok(players)
}

/// Game `g` (seeded `seed + g`), to its end or `--max-plies`: its outcome
/// if it ended in time; the plies and time per move go to the tally.
fn play_one(
    game: &Game,
    players: &[Player],
    args: &ArenaArgs,
    g: u64,
    tally: &mut Tally,
) -> Result<Option<Outcome>, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed.wrapping_add(g));
    let mut m = Match::new_seeded(game, args.seed.wrapping_add(g));
    let outcome = loop {
        if let Some(o) = m.outcome() {
            break Some(o);
        }
        if m.played.len() >= args.max_plies {
            break None;
        }
        let me = usize::from(m.chooser());
        let legal = m.legal_moves();
        let t = Instant::now();
        let mv = players[me].choose(game, &m.state, &legal, &mut rng);
        tally.think[me] += t.elapsed();
        tally.moves_made[me] += 1;
        m.play(&mv).map_err(|e| e.to_string())?;
    };
    tally.total_plies += m.played.len();
    Ok(outcome.filter(|_| m.played.len() <= args.max_plies))
}

/// The mean length of the games played, in plies.
fn mean_plies(args: &ArenaArgs, tally: &Tally) -> f64 {
    tally.total_plies as f64 / args.games.max(1) as f64
}

/// The results as JSON: per seat its player, wins, draws, losses and time
/// per move.
fn results_json(
    game: &Game,
    players: &[Player],
    args: &ArenaArgs,
    tally: &Tally,
) -> serde_json::Value {
    let rows: Vec<_> = (0..players.len())
        .map(|p| {
            serde_json::json!({
                "player": game.players[p],
                "seat": players[p].to_string(),
                "wins": tally.wins[p],
                "draws": tally.draws[p],
                "losses": tally.losses[p],
                "seconds_per_move": tally.per_move(p),
            })
        })
        .collect();
    serde_json::json!({"games": args.games, "seed": args.seed, "unfinished": tally.unfinished, "mean_plies": mean_plies(args, tally), "seats": rows})
}

/// The results as a table, a row per seat.
fn print_results(game: &Game, players: &[Player], args: &ArenaArgs, tally: &Tally) {
    let (games, seed) = (args.games, args.seed);
    println!(
        "{games} games of {} (seeds {seed}..{})",
        game.title,
        seed + games as u64
    );
    for (p, player) in players.iter().enumerate() {
        println!(
            "  {:<10} {:<12} wins {:>4}  draws {:>4}  losses {:>4}  {:.4} s/move",
            game.players[p],
            player.to_string(),
            tally.wins[p],
            tally.draws[p],
            tally.losses[p],
            tally.per_move(p)
        );
    }
    println!(
        "  mean length {:.1} plies; {} unfinished",
        mean_plies(args, tally),
        tally.unfinished
    );
}
