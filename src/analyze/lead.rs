//! Who is ahead: the measure of a team's standing ([`Lead`]) and the
//! leader as a game goes on ([`Standing`]), for counting lead changes.

use crate::engine::State;
use crate::ir::Game;

/// How a team's standing is measured, summed over its seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lead {
    /// Not measured.
    None,
    /// Pieces on the board.
    Pieces,
    /// Counters (indices in [`Game::counters`]), the most significant
    /// first: compared in that order.
    Counters(Vec<usize>),
}

/// At most this many counters are compared.
const MAX_KEYS: usize = 4;

impl Lead {
    /// The measure the analysis uses unless told: the game's counters, the
    /// last declared the most significant (`counters points, sets` ranks by
    /// sets, then points), or else the pieces on the board.
    pub fn default_for(game: &Game) -> Lead {
        if game.counters.is_empty() {
            Lead::Pieces
        } else {
            Lead::Counters((0..game.counters.len()).rev().take(MAX_KEYS).collect())
        }
    }

    /// `none`, `pieces`, or counter names separated by commas, the most
    /// significant first.
    pub fn parse(game: &Game, text: &str) -> Result<Lead, String> {
        match text {
            "none" => return Ok(Lead::None),
            "pieces" => return Ok(Lead::Pieces),
            _ => {}
        }
        let mut keys = Vec::new();
        for name in text.split(',').map(str::trim) {
            let i = game
                .counters
                .iter()
                .position(|c| c == name)
                .ok_or_else(|| {
                    format!(
                        "--lead `{text}`: no counter `{name}`; write none, pieces{}",
                        if game.counters.is_empty() {
                            String::new()
                        } else {
                            format!(" or counters among: {}", game.counters.join(", "))
                        }
                    )
                })?;
            keys.push(i);
        }
        if keys.len() > MAX_KEYS {
            return Err(format!("--lead `{text}`: at most {MAX_KEYS} counters"));
        }
        Ok(Lead::Counters(keys))
    }

    /// The measure in words, for the report.
    pub fn describe(&self, game: &Game) -> String {
        match self {
            Lead::None => "not measured".into(),
            Lead::Pieces => "pieces on the board".into(),
            Lead::Counters(keys) => {
                let names: Vec<&str> = keys.iter().map(|&k| game.counters[k].as_str()).collect();
                format!("counters {}", names.join(", then "))
            }
        }
    }
}

/// The leader so far: the team whose standing is strictly above every
/// other's (a tie leaves the last leader in place).
pub struct Standing {
    lead: Lead,
    teams: usize,
    leader: Option<usize>,
    keys: Vec<[i64; MAX_KEYS]>,
}

impl Standing {
    pub fn new(game: &Game, lead: &Lead) -> Standing {
        let teams = (0..game.players.len())
            .map(|p| usize::from(game.team_of(crate::ir::Narrow::narrow(p))) + 1)
            .max()
            .unwrap_or(1);
        Standing {
            lead: lead.clone(),
            teams,
            leader: None,
            keys: vec![[0; MAX_KEYS]; teams],
        }
    }

    /// Looks at the position after a move: whether the lead passed to
    /// another team (a first leader is no change).
    pub fn update(&mut self, game: &Game, state: &State) -> bool {
        if self.lead == Lead::None || self.teams < 2 {
            return false;
        }
        self.keys.iter_mut().for_each(|k| *k = [0; MAX_KEYS]);
        let n = game.counters.len();
        for p in 0..game.players.len() {
            let t = usize::from(game.team_of(crate::ir::Narrow::narrow(p)));
            match &self.lead {
                Lead::None => {}
                Lead::Pieces => self.keys[t][0] += i64::from(state.counts[p]),
                Lead::Counters(cs) => {
                    for (slot, &c) in cs.iter().enumerate() {
                        self.keys[t][slot] += i64::from(state.counters[p * n + c]);
                    }
                }
            }
        }
        let best = (0..self.teams).max_by_key(|&t| self.keys[t]);
        let Some(best) = best else {
            return false;
        };
        let unique = (0..self.teams)
            .filter(|&t| self.keys[t] == self.keys[best])
            .count()
            == 1;
        if !unique {
            return false;
        }
        let changed = self.leader.is_some_and(|l| l != best);
        self.leader = Some(best);
        changed
    }
}
