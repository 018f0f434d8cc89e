//! What one request may cost the server, and for how long games are held:
//! the ceilings of `ludus serve` (each a flag, with a default safe for a
//! server open to a network). A request over a ceiling is refused with a
//! clear message; a computer seat is stopped by them whatever it asked.

use std::time::Duration;

use ludus::ai::{Budget, Player};

use super::ServeArgs;
use crate::cli::seats::Seat;

/// The ceilings in force.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most playouts a computer seat may ask for per move.
    pub max_playouts: u32,
    /// The longest a computer seat thinks per move, whatever it asked.
    pub max_think: Duration,
    /// Searches running at once (others wait their turn).
    pub max_searches: usize,
    /// A game with no person at any seat stops (a draw by the server)
    /// after this many plies.
    pub max_plies: usize,
    /// Games held at once, and games in progress created by one address.
    pub max_games: usize,
    pub max_games_per_client: usize,
    /// A finished game is dropped this long after its end, a game nobody
    /// has asked about this long after the last request.
    pub keep_finished: Duration,
    pub keep_idle: Duration,
    /// Connections open at once; a client has this long to send a
    /// request's headers, and a connection with no traffic either way is
    /// closed after `idle_timeout`.
    pub max_connections: usize,
    pub header_timeout: Duration,
    pub idle_timeout: Duration,
    /// The longest a pasted rule text may take to check.
    pub paste_deadline: Duration,
}

impl Limits {
    pub fn from_args(a: &ServeArgs) -> Result<Limits, String> {
        let secs = |name: &str, s: f64| {
            if s.is_finite() && s > 0.0 && s <= 1e7 {
                Ok(Duration::from_secs_f64(s))
            } else {
                Err(format!("--{name} {s}: give a number of seconds above 0"))
            }
        };
        let count = |name: &str, n: usize| {
            if n == 0 {
                Err(format!("--{name} 0: give at least 1"))
            } else {
                Ok(n)
            }
        };
        Ok(Limits {
            max_playouts: u32::try_from(count("max-playouts", a.max_playouts as usize)?)
                .map_err(|_| "--max-playouts: too large".to_string())?,
            max_think: secs("max-think", a.max_think)?,
            max_searches: count(
                "max-searches",
                a.max_searches.unwrap_or_else(|| {
                    std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
                }),
            )?,
            max_plies: count("max-plies", a.max_plies)?,
            max_games: count("max-games", a.max_games)?,
            max_games_per_client: count("max-games-per-client", a.max_games_per_client)?,
            keep_finished: secs("keep-finished", a.keep_finished)?,
            keep_idle: secs("keep-idle", a.keep_idle)?,
            max_connections: count("max-connections", a.max_connections)?,
            header_timeout: secs("header-timeout", a.header_timeout)?,
            idle_timeout: secs("idle-timeout", a.idle_timeout)?,
            paste_deadline: Duration::from_secs(20),
        })
    }

    /// A seat's kind as a request gives it (`human`, `random`, `mcts:N`,
    /// `mcts:2s`), refused if its budget is over the ceilings.
    pub fn seat(&self, kind: &str) -> Result<Seat, String> {
        if kind == "human" {
            return Ok(Seat::Human);
        }
        let p = Player::parse(kind).map_err(|e| format!("{e} (or human)"))?;
        match p {
            Player::Mcts(Budget::Playouts(n)) if n > self.max_playouts => Err(format!(
                "`{kind}`: at most {} playouts per move on this server (serve --max-playouts)",
                self.max_playouts
            )),
            Player::Mcts(Budget::Time(t)) if t > self.max_think => Err(format!(
                "`{kind}`: at most {} s per move on this server (serve --max-think)",
                self.max_think.as_secs_f64()
            )),
            _ => Ok(Seat::Computer(p)),
        }
    }
}
