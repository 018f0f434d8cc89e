//! The games the server holds: the rule files it offers (compiled once),
//! and the games in progress by number, each behind its own lock so that
//! games never wait for one another.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use ludus::ai::Player;

use super::table::{Rules, Table};
use crate::cli::seats::Seat;

/// At most this many games are held (a request for one more is refused).
pub const MAX_GAMES: usize = 10_000;

/// The name a pasted rule text is known by (in its diagnostics and records).
pub const PASTED: &str = "pasted.game";

pub struct Store {
    dir: PathBuf,
    rules: Mutex<HashMap<String, Rules>>,
    games: Mutex<HashMap<u64, Arc<Mutex<Table>>>>,
    next: AtomicU64,
}

impl Store {
    pub fn new(dir: PathBuf) -> Store {
        Store {
            dir,
            rules: Mutex::new(HashMap::new()),
            games: Mutex::new(HashMap::new()),
            next: AtomicU64::new(1),
        }
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
        let mut rules = self.rules.lock().map_err(|_| "server error".to_string())?;
        if let Some(r) = rules.get(name) {
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
        };
        rules.insert(name.to_string(), r.clone());
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
                    },
                ))
            }
            _ => Err("give either `game` (a file name) or `text` (a rule text)".to_string()),
        }
    }

    /// A new game of `name` with the given seats (`human`, `random`,
    /// `mcts:N`; missing ones are human) and seed.
    pub fn create(
        &self,
        name: &str,
        rules: Rules,
        kinds: &[String],
        seed: u64,
    ) -> Result<Arc<Mutex<Table>>, String> {
        let np = rules.game.players.len();
        if kinds.len() > np {
            return Err(format!(
                "{} seats given, but {name} has {np} players",
                kinds.len()
            ));
        }
        let mut seats = vec![Seat::Human; np];
        for (s, k) in seats.iter_mut().zip(kinds) {
            *s = parse_seat(k)?;
        }
        let mut games = self.games.lock().map_err(|_| "server error".to_string())?;
        if games.len() >= MAX_GAMES {
            return Err(format!("the server holds {MAX_GAMES} games already"));
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let table = Arc::new(Mutex::new(Table::new(
            id,
            name.to_string(),
            rules,
            seats,
            seed,
        )));
        games.insert(id, Arc::clone(&table));
        Ok(table)
    }

    /// The game numbered `id`.
    pub fn get(&self, id: u64) -> Option<Arc<Mutex<Table>>> {
        self.games.lock().ok()?.get(&id).cloned()
    }
}

/// A seat's kind: `human` or a computer player.
fn parse_seat(kind: &str) -> Result<Seat, String> {
    match kind {
        "human" => Ok(Seat::Human),
        other => Player::parse(other)
            .map(Seat::Computer)
            .map_err(|e| format!("{e} (or human)")),
    }
}

/// A game name is a plain file name: letters, digits, `-` and `_`.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}
