//! The computer seats: each move chosen on a blocking thread, outside the
//! game's lock (views and other games are served meanwhile), at most
//! `--max-searches` at once (the others wait for a turn without holding a
//! thread), each stopped after `--max-think` or as soon as its game changes
//! or ends (a resignation, an eviction). A game with no person at any seat
//! stops after `--max-plies`, so two computers never play for ever.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use ludus::Outcome;
use ludus::ai::Halt;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tokio::sync::Semaphore;

use super::limits::Limits;
use super::table::Table;
use crate::cli::seats::Seat;

/// What the computer seats of every game share: the ceilings and the turns
/// to search.
pub struct Thinkers {
    pub limits: Limits,
    turns: Arc<Semaphore>,
}

impl Thinkers {
    pub fn new(limits: Limits) -> Thinkers {
        Thinkers {
            turns: Arc::new(Semaphore::new(limits.max_searches)),
            limits,
        }
    }

    /// Searches running now.
    pub fn searching(&self) -> usize {
        self.limits.max_searches - self.turns.available_permits()
    }
}

/// Starts the computer seats' moves of `table`, if a computer is to move
/// and none is thinking already: one move per turn of the searches, until
/// a person is to move or the game is over.
pub fn computer_turns(table: &Arc<Mutex<Table>>, thinkers: &Arc<Thinkers>) {
    {
        let Ok(mut t) = table.lock() else { return };
        if t.thinking || t.computer_to_move().is_none() {
            return;
        }
        t.thinking = true;
        t.touch();
    }
    let (table, thinkers) = (Arc::clone(table), Arc::clone(thinkers));
    tokio::spawn(async move {
        loop {
            let Ok(turn) = Arc::clone(&thinkers.turns).acquire_owned().await else {
                break;
            };
            let (t, th) = (Arc::clone(&table), Arc::clone(&thinkers));
            let more = tokio::task::spawn_blocking(move || {
                let more = one_move(&t, &th.limits);
                drop(turn);
                more
            })
            .await;
            if !matches!(more, Ok(true)) {
                break;
            }
        }
        if let Ok(mut t) = table.lock() {
            t.thinking = false;
            t.touch();
        }
    });
}

/// Plays one computer move of `table` if a computer is to move; whether
/// one may be to move again.
fn one_move(table: &Mutex<Table>, limits: &Limits) -> bool {
    let (game, state, legal, ai, seed, version, cancel) = {
        let Ok(mut t) = table.lock() else {
            return false;
        };
        if t.evicted {
            return false;
        }
        if stop_endless(&mut t, limits) {
            return false;
        }
        let Some(ai) = t.computer_to_move() else {
            return false;
        };
        let legal = t.legal();
        let seed: u64 = t.rng.random();
        t.cancel.store(false, Ordering::Relaxed);
        (
            Arc::clone(&t.game),
            t.state.clone(),
            legal,
            ai,
            seed,
            t.version,
            Arc::clone(&t.cancel),
        )
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let halt = Halt {
        time: Some(limits.max_think),
        cancel: Some(&cancel),
    };
    let m = ai.choose_halting(&game, &state, &legal, &mut rng, halt);
    let Ok(mut t) = table.lock() else {
        return false;
    };
    if t.version == version && !t.evicted {
        t.apply(&m);
    }
    true
}

/// In a game with no person at any seat, past `--max-plies`: the game ends
/// as a draw imposed by the server. Whether it did.
fn stop_endless(t: &mut Table, limits: &Limits) -> bool {
    if t.result.is_some()
        || t.seats.iter().any(|s| matches!(s, Seat::Human))
        || t.history.len() < limits.max_plies
    {
        return false;
    }
    t.impose(Outcome {
        winner: None,
        reason: format!(
            "stopped by the server after {} plies (no person plays; serve --max-plies)",
            limits.max_plies
        ),
        label: None,
    });
    true
}
