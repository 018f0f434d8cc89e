//! Playing the games of an analysis: each game seeded from the analysis
//! seed and its index (so the results do not depend on how many threads
//! play them), and what each game leaves for the report ([`GameRecord`]).

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::lead::{Lead, Standing};
use crate::ai::Player;
use crate::engine::{Move, State};
use crate::ir::{EndCond, EndResult, Game};

/// What to play: a computer player per seat, how many games, the seed,
/// the threads, a length cap and how the lead is measured.
#[derive(Clone, Debug)]
pub struct Setup {
    pub players: Vec<Player>,
    pub games: usize,
    pub seed: u64,
    pub jobs: usize,
    /// A game still going after this many plies is stopped (unfinished).
    pub max_plies: usize,
    pub lead: Lead,
    /// Search each decision of an MCTS seat a second time, with another
    /// seed, to see how often the two searches agree (doubles its cost).
    pub second_search: bool,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// By the end rule at this index of [`Game::ends`].
    Rule(usize),
    /// No legal move and no end rule covering it: a draw.
    Stuck,
    /// Stopped at the length cap ([`Setup::max_plies`]): unfinished.
    Cap,
}

/// One game's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub seed: u64,
    pub end: End,
    /// The seats that won, as bits (none: a draw or unfinished).
    pub winners: u16,
    pub plies: u32,
    /// Turns: runs of plies by the same player to move.
    pub turns: u32,
    /// The number of decisions offered at each ply.
    pub branching: Vec<u32>,
    /// How many times the lead passed from one team to another.
    pub lead_changes: u32,
    /// Per seat, the decisions of an MCTS seat with a real choice (two or
    /// more moves), how many of them differ from the move a seeded random
    /// seat would have picked in that position, and the sum over them of
    /// 1 - 1/moves (the differences expected of a seat that chose at
    /// random).
    pub searched: Vec<u32>,
    pub differ: Vec<u32>,
    pub chance: Vec<f64>,
    /// With [`Setup::second_search`], per seat: the decisions where a
    /// second search picked the same move.
    pub agree: Vec<u32>,
    /// Deals used, in a game with cards (`score deals`).
    pub deals: u32,
}

impl GameRecord {
    /// Whether the game ended by a rule whose result is a draw (or stuck).
    pub fn drawn(&self, game: &Game) -> bool {
        match self.end {
            End::Rule(i) => game.ends[i].result == EndResult::Draw,
            End::Stuck => true,
            End::Cap => false,
        }
    }

    /// Whether the game was stopped by a length: a `plies` end rule or the
    /// analysis' cap.
    pub fn hit_length_cap(&self, game: &Game) -> bool {
        match self.end {
            End::Rule(i) => matches!(game.ends[i].cond, EndCond::Plies { .. }),
            End::Stuck => false,
            End::Cap => true,
        }
    }

    /// Plies with exactly one decision.
    pub fn forced(&self) -> usize {
        self.branching.iter().filter(|&&b| b == 1).count()
    }
}

/// The seed of game `i` of an analysis seeded `seed`: SplitMix64 of both,
/// so that runs with nearby seeds share no game.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    splitmix(seed ^ splitmix(i.wrapping_add(0x5851_F42D_4C95_7F2D)))
}

fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays every game of `setup` on `setup.jobs` threads, calling `done`
/// after each; the records are in game order whatever the threads.
pub fn play_all(game: &Game, setup: &Setup, done: &(dyn Fn() + Sync)) -> Vec<GameRecord> {
    play_range(game, setup, 0..setup.games, done)
        .into_iter()
        .map(|(_, r)| r)
        .collect()
}

/// Plays the games of `setup` whose indices are in `range` (a shard of
/// the analysis), as [`play_all`] does: each game with its index, in order.
pub fn play_range(
    game: &Game,
    setup: &Setup,
    range: std::ops::Range<usize>,
    done: &(dyn Fn() + Sync),
) -> Vec<(usize, GameRecord)> {
    let next = AtomicUsize::new(range.start);
    let jobs = setup.jobs.clamp(1, range.len().max(1));
    let mut all: Vec<(usize, GameRecord)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= range.end {
                            break mine;
                        }
                        mine.push((i, play_one(game, setup, game_seed(setup.seed, i as u64))));
                        done();
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    all.sort_by_key(|(i, _)| *i);
    all
}

/// One game seeded `seed`, to its end or the cap.
pub fn play_one(game: &Game, setup: &Setup, seed: u64) -> GameRecord {
    let np = game.players.len();
    let mut state = State::new_seeded(game, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The random seat imagined beside an MCTS seat: its own generator, so
    // that asking it changes nothing in the game.
    let mut shadow = ChaCha8Rng::seed_from_u64(splitmix(seed));
    let mut rec = GameRecord {
        seed,
        end: End::Cap,
        winners: 0,
        plies: 0,
        turns: 0,
        branching: Vec::new(),
        lead_changes: 0,
        searched: vec![0; np],
        differ: vec![0; np],
        chance: vec![0.0; np],
        agree: vec![0; np],
        deals: 0,
    };
    let mut standing = Standing::new(game, &setup.lead);
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    let mut last_mover = None;
    loop {
        state.decisions(game, &mut buf);
        if buf.is_empty() {
            rec.end = finish(game, &mut state, &mut buf, &mut rec.winners);
            rec.deals = state.deals;
            break;
        }
        if rec.plies as usize >= setup.max_plies {
            break;
        }
        rec.branching.push(buf.len().try_into().unwrap_or(u32::MAX));
        let me = usize::from(state.chooser());
        let player = setup.players[me];
        let mv = player.choose(game, &state, &buf, &mut rng);
        if matches!(player, Player::Mcts(_)) && buf.len() > 1 {
            let random = buf[shadow.random_range(0..buf.len())];
            rec.searched[me] += 1;
            rec.differ[me] += u32::from(random != mv);
            rec.chance[me] += 1.0 - 1.0 / buf.len() as f64;
            if setup.second_search {
                let again = player.choose(game, &state, &buf, &mut shadow);
                rec.agree[me] += u32::from(again == mv);
            }
        }
        if last_mover != Some(state.to_move) {
            rec.turns += 1;
            last_mover = Some(state.to_move);
        }
        state.apply(game, &mv);
        rec.plies += 1;
        if standing.update(game, &state) {
            rec.lead_changes += 1;
        }
    }
    rec
}

/// The end of a finished game: the rule that ended it and the winners.
fn finish(game: &Game, state: &mut State, buf: &mut Vec<Move>, winners: &mut u16) -> End {
    let Some(outcome) = state.outcome(game, buf) else {
        return End::Stuck;
    };
    if outcome.winner.is_some() {
        for p in 0..game.players.len() {
            if outcome.wins(game, crate::ir::Narrow::narrow(p)) {
                *winners |= 1 << p;
            }
        }
    }
    state.legal_moves(game, buf);
    let empty = buf.is_empty();
    match state.end_rule(game, || empty) {
        Some((rule, _)) => game
            .ends
            .iter()
            .position(|r| std::ptr::eq(r, rule))
            .map_or(End::Stuck, End::Rule),
        None => End::Stuck,
    }
}
