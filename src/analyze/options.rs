//! What an analysis plays, as its options give it (the command line's,
//! a shard's header, Python's keywords), and the [`Setup`] they make for a
//! game: one reading of the options for every front end, so that a shard
//! played on another machine plays what one run would have.

use super::lead::Lead;
use super::play::Setup;
use crate::ai::{Player, Seat, parse_seats};
use crate::ir::Game;

/// The options of an analysis, as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub games: usize,
    pub seed: u64,
    /// `PLAYER=KIND` specs, in order over `all=random`.
    pub seats: Vec<String>,
    pub jobs: usize,
    pub max_plies: usize,
    /// `none`, `pieces` or counter names; `None`: the game's default.
    pub lead: Option<String>,
    pub second_search: bool,
}

impl Default for Options {
    /// The command line's defaults: 1000 games, seed 1, one thread, every
    /// seat random, 10,000 plies at most.
    fn default() -> Self {
        Options {
            games: 1000,
            seed: 1,
            seats: Vec::new(),
            jobs: 1,
            max_plies: 10_000,
            lead: None,
            second_search: false,
        }
    }
}

impl Options {
    /// What to play for `game`: every seat random unless a spec says.
    pub fn setup(&self, game: &Game) -> Result<Setup, String> {
        if self.games == 0 {
            return Err("--games must be at least 1".into());
        }
        let players = computer_seats(game, &self.seats)?;
        let lead = match &self.lead {
            Some(text) => Lead::parse(game, text)?,
            None => Lead::default_for(game),
        };
        Ok(Setup {
            players,
            games: self.games,
            seed: self.seed,
            jobs: self.jobs.max(1),
            max_plies: self.max_plies,
            lead,
            second_search: self.second_search,
        })
    }
}

/// The computer player of each seat: `specs` over every seat random; a
/// person is refused (analyze plays computer seats only).
pub fn computer_seats(game: &Game, specs: &[String]) -> Result<Vec<Player>, String> {
    let defaults = vec![Seat::Computer(Player::Random); game.players.len()];
    parse_seats(game, defaults, specs)?
        .into_iter()
        .enumerate()
        .map(|(i, s)| match s {
            Seat::Computer(p) => Ok(p),
            Seat::Human => Err(format!(
                "analyze plays computer seats only: give `--seat {}=random` or `=mcts:N`",
                game.players[i]
            )),
        })
        .collect()
}
