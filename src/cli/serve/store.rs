//! The games the server holds: the rule files it offers (compiled once),
//! and the games by number, each behind its own lock so that games never
//! wait for one another. A new game is built before the store's lock is
//! taken, and the store's locks survive a panic elsewhere (what they guard
//! is a map, whole after any panic), so one failure never turns every
//! later request into an error.
//!
//! Games live in memory only. A finished game is dropped `--keep-finished`
//! after its end and any game `--keep-idle` after the last request about
//! it (see [`sweep_forever`]); at most `--max-games` are held and
//! `--max-games-per-client` in progress per client address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use axum::http::StatusCode;

use super::limits::Limits;
use super::table::{Rules, Table};
use super::thinking::Thinkers;
use crate::cli::seats::Seat;

/// The name a pasted rule text is known by (in its diagnostics and records).
pub const PASTED: &str = "pasted.game";

/// A game held, and the address of the client that created it.
struct Held {
    table: Arc<Mutex<Table>>,
    client: IpAddr,
}

pub struct Store {
    dir: PathBuf,
    rules: Mutex<HashMap<String, Rules>>,
    games: Mutex<HashMap<u64, Held>>,
    next: AtomicU64,
    pub thinkers: Arc<Thinkers>,
    /// The game the lobby offers first (`--default-game`).
    pub default_game: Option<String>,
}

/// The lock of a map of the store, whole even after a panic elsewhere.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Store {
    pub fn new(dir: PathBuf, limits: Limits) -> Store {
        Store {
            dir,
            rules: Mutex::new(HashMap::new()),
            games: Mutex::new(HashMap::new()),
            next: AtomicU64::new(1),
            thinkers: Arc::new(Thinkers::new(limits)),
            default_game: None,
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.thinkers.limits
    }

    /// The names of the `.game` files offered, sorted.
    pub fn game_names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".game").map(str::to_string)
            })
            .filter(|n| valid_name(n))
            .collect();
        names.sort();
        names
    }

    /// The game of file `name`.game, compiled once.
    pub fn rules(&self, name: &str) -> Result<Rules, String> {
        if !valid_name(name) || !self.game_names().iter().any(|n| n == name) {
            return Err(format!(
                "no game `{name}`; games: {}",
                self.game_names().join(", ")
            ));
        }
        if let Some(r) = lock(&self.rules).get(name) {
            return Ok(r.clone());
        }
        let path = self.dir.join(format!("{name}.game"));
        let text = ludus::limits::read_text(&path, ludus::limits::RULE_FILE)
            .map_err(|e| format!("cannot read {name}.game: {e}"))?;
        let game = ludus::compile(ludus::Source::at(&path, &text))
            .into_result()
            .map_err(|ds| format!("{name}.game does not check: {} error(s)", ds.len()))?;
        let r = Rules {
            game: Arc::new(game),
            hash: ludus::record::source_hash(&text),
            path: Some(path),
        };
        lock(&self.rules).insert(name.to_string(), r.clone());
        Ok(r)
    }

    /// The rules a request names: a file of `--games` (`game`) or a pasted
    /// text (`text`, compiled as [`PASTED`]; it may not extend a file). The
    /// name for records and the rules; an error if neither or both is
    /// given, or the text does not check.
    pub fn named_or_pasted(
        &self,
        game: Option<&str>,
        text: Option<&str>,
    ) -> Result<(String, Rules), String> {
        match (game, text) {
            (Some(name), None) => Ok((name.to_string(), self.rules(name)?)),
            (None, Some(text)) => {
                let (game, ds) = ludus::compile(ludus::Source::named(PASTED, text)).into_parts();
                let game = game.ok_or_else(|| {
                    format!("the pasted game does not check: {} error(s)", ds.len())
                })?;
                Ok((
                    PASTED.trim_end_matches(".game").to_string(),
                    Rules {
                        game: Arc::new(game),
                        hash: ludus::record::source_hash(text),
                        path: None,
                    },
                ))
            }
            _ => Err("give either `game` (a file name) or `text` (a rule text)".to_string()),
        }
    }

    /// A new game of `name` for `client` with the given seats (`human`,
    /// `random`, `mcts:N`; missing ones are human) and seed (`None`: the
    /// server draws it; a seed the creator chose is shown to every seat,
    /// since in a game with cards it fixes the deal).
    pub fn create(
        &self,
        name: &str,
        rules: Rules,
        kinds: &[String],
        seed: Option<u64>,
        client: IpAddr,
    ) -> Result<Arc<Mutex<Table>>, (StatusCode, String)> {
        let bad = |e| (StatusCode::BAD_REQUEST, e);
        let np = rules.game.players.len();
        if kinds.len() > np {
            return Err(bad(format!(
                "{} seats given, but {name} has {np} players",
                kinds.len()
            )));
        }
        let mut seats = vec![Seat::Human; np];
        for (s, k) in seats.iter_mut().zip(kinds) {
            *s = self.limits().seat(k).map_err(bad)?;
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let chosen = seed.is_some();
        let seed = seed.unwrap_or_else(rand::random);
        // Built outside the store's lock: a slow or failing start holds up
        // no other request.
        let mut new = Table::new(id, name.to_string(), rules, seats, seed);
        new.seed_chosen = chosen;
        let table = Arc::new(Mutex::new(new));
        let mut games = lock(&self.games);
        let limits = self.limits();
        if games.len() >= limits.max_games {
            drop(games);
            self.sweep(Instant::now());
            games = lock(&self.games);
        }
        if games.len() >= limits.max_games {
            return Err((
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the server holds {} games already (finished games are dropped {} s \
                     after their end): try again later",
                    limits.max_games,
                    limits.keep_finished.as_secs()
                ),
            ));
        }
        let mine = games
            .values()
            .filter(|h| h.client == client && !in_the_past(&h.table))
            .count();
        if mine >= limits.max_games_per_client {
            return Err((
                StatusCode::TOO_MANY_REQUESTS,
                format!(
                    "you have {mine} games in progress on this server already (at most {}): \
                     finish or resign one first",
                    limits.max_games_per_client
                ),
            ));
        }
        games.insert(
            id,
            Held {
                table: Arc::clone(&table),
                client,
            },
        );
        Ok(table)
    }

    /// The game numbered `id` (noted as asked about now).
    pub fn get(&self, id: u64) -> Option<Arc<Mutex<Table>>> {
        let table = Arc::clone(&lock(&self.games).get(&id)?.table);
        if let Ok(mut t) = table.lock() {
            t.last_asked = Instant::now();
        }
        Some(table)
    }

    /// How many games are held, and how many of them go on.
    pub fn counts(&self) -> (usize, usize) {
        let games = lock(&self.games);
        let live = games.values().filter(|h| !in_the_past(&h.table)).count();
        (games.len(), live)
    }

    /// Drops the games finished over `--keep-finished` ago and those asked
    /// about over `--keep-idle` ago; their searches stop and their event
    /// streams end.
    fn sweep(&self, now: Instant) {
        let limits = self.limits().clone();
        let gone: Vec<Held> = {
            let mut games = lock(&self.games);
            let old: Vec<u64> = games
                .iter()
                .filter(|(_, h)| expired(&h.table, &limits, now))
                .map(|(&id, _)| id)
                .collect();
            old.iter().filter_map(|id| games.remove(id)).collect()
        };
        for h in gone {
            if let Ok(mut t) = h.table.lock() {
                t.evicted = true;
                t.cancel.store(true, Ordering::Relaxed);
                t.touch();
            }
        }
    }
}

/// Whether a game is over (a poisoned game counts as over: it is dropped).
fn in_the_past(table: &Mutex<Table>) -> bool {
    table.lock().map_or(true, |t| t.result.is_some())
}

fn expired(table: &Mutex<Table>, limits: &Limits, now: Instant) -> bool {
    let Ok(t) = table.lock() else { return true };
    let ended = t
        .ended_at
        .is_some_and(|e| now.duration_since(e) >= limits.keep_finished);
    ended || now.duration_since(t.last_asked) >= limits.keep_idle
}

/// Sweeps the store now and then, for as long as the server runs: about
/// four times per the shorter of the two keeping times (at most once a
/// minute, at least every 100 ms).
pub fn sweep_forever(store: &Arc<Store>) {
    let limits = store.limits();
    let every = (limits.keep_finished.min(limits.keep_idle) / 4)
        .clamp(Duration::from_millis(100), Duration::from_secs(60));
    let store = Arc::clone(store);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            let s = Arc::clone(&store);
            let _ = tokio::task::spawn_blocking(move || s.sweep(Instant::now())).await;
        }
    });
}

/// A game name is a plain file name: letters, digits, `-` and `_`.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 39, finding 12: a panic while the games' map is locked (an
    /// engine bug in some request) leaves the lock poisoned; the store's
    /// lock still gives the map, so later requests are served.
    #[test]
    fn a_poisoned_store_lock_is_recovered() {
        let m = Arc::new(Mutex::new(HashMap::from([(1u64, "kept")])));
        let m2 = Arc::clone(&m);
        let panicked = std::thread::spawn(move || {
            let _held = m2.lock().expect("first");
            panic!("a bug while the lock is held");
        })
        .join();
        assert!(panicked.is_err() && m.is_poisoned());
        lock(&m).insert(2, "added");
        assert_eq!(lock(&m).get(&1), Some(&"kept"));
        assert_eq!(lock(&m).len(), 2);
    }
}
