//! A shard of an analysis: the records of some of its games, as JSON lines
//! (a header naming the analysis, then one line per game), written by
//! `ludus analyze --shard K/M --records-out FILE` or by a Ray task, and
//! merged into the report of the whole analysis ([`super::merge`]).
//!
//! Shard K of M holds the games of indices ⌊(K-1)·N/M⌋ to ⌊K·N/M⌋ - 1 (a
//! contiguous range; game i is seeded from the analysis seed and i, so
//! where it is played does not matter).

use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::analyze::{End, GameRecord, Options, Setup, play_range};
use crate::ir::Game;
use crate::source::RuleFile;

/// The format of a shard's header line.
pub const SHARD_FORMAT: &str = "ludus-analyze-shard/1";

/// Shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// The whole analysis as one shard.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Reads `K/M`, K from 1 to M.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("--shard `{text}`: write K/M, shard K (from 1) of M, e.g. 2/3");
        let (k, m) = text.split_once('/').ok_or_else(bad)?;
        let index: usize = k.trim().parse().map_err(|_| bad())?;
        let count: usize = m.trim().parse().map_err(|_| bad())?;
        if count == 0 || index == 0 || index > count {
            return Err(format!(
                "--shard `{text}`: K must be from 1 to M (shards are numbered 1/{m}, 2/{m}, …)",
                m = count.max(1)
            ));
        }
        Ok(Shard { index, count })
    }

    /// The game indices of this shard among `games`.
    pub fn range(&self, games: usize) -> Range<usize> {
        let at = |k: usize| {
            let x = games as u128 * k as u128 / self.count as u128;
            usize::try_from(x).unwrap_or(games)
        };
        at(self.index - 1)..at(self.index)
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// The first line of a shard: which analysis it is part of (the game's
/// rule text, the options, the computer player of each seat) and which part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Always [`SHARD_FORMAT`].
    pub format: String,
    /// The game file as given.
    pub game: String,
    pub title: String,
    /// The fingerprint of the game's rule files ([`rules_hash`]).
    pub game_hash: String,
    /// Games in the whole analysis.
    pub games: usize,
    pub seed: u64,
    /// `K/M`.
    pub shard: String,
    /// The games of this shard: indices `first` to `end - 1`.
    pub first: usize,
    pub end: usize,
    /// Per seat, its computer player (`random`, `mcts:200`).
    pub seats: Vec<String>,
    pub max_plies: usize,
    /// `--lead` as given (none: the game's default measure).
    pub lead: Option<String>,
    pub second_search: bool,
}

/// How a game ended, in a shard's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndLine {
    Rule(usize),
    Stuck,
    Cap,
}

/// One game of a shard: its index and its [`GameRecord`] (the sums of
/// chances as the bits of their `f64`, so that they come back exactly).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    pub index: usize,
    pub seed: u64,
    pub end: EndLine,
    pub winners: u16,
    pub plies: u32,
    pub turns: u32,
    pub branching: Vec<u32>,
    pub lead_changes: u32,
    pub searched: Vec<u32>,
    pub differ: Vec<u32>,
    pub chance_bits: Vec<u64>,
    pub agree: Vec<u32>,
    pub deals: u32,
}

impl GameLine {
    pub fn new(index: usize, r: &GameRecord) -> GameLine {
        GameLine {
            index,
            seed: r.seed,
            end: match r.end {
                End::Rule(i) => EndLine::Rule(i),
                End::Stuck => EndLine::Stuck,
                End::Cap => EndLine::Cap,
            },
            winners: r.winners,
            plies: r.plies,
            turns: r.turns,
            branching: r.branching.clone(),
            lead_changes: r.lead_changes,
            searched: r.searched.clone(),
            differ: r.differ.clone(),
            chance_bits: r.chance.iter().map(|c| c.to_bits()).collect(),
            agree: r.agree.clone(),
            deals: r.deals,
        }
    }

    pub fn into_record(self) -> GameRecord {
        GameRecord {
            seed: self.seed,
            end: match self.end {
                EndLine::Rule(i) => End::Rule(i),
                EndLine::Stuck => End::Stuck,
                EndLine::Cap => End::Cap,
            },
            winners: self.winners,
            plies: self.plies,
            turns: self.turns,
            branching: self.branching,
            lead_changes: self.lead_changes,
            searched: self.searched,
            differ: self.differ,
            chance: self.chance_bits.into_iter().map(f64::from_bits).collect(),
            agree: self.agree,
            deals: self.deals,
        }
    }
}

/// The fingerprint of a game's rule files (the file first, then the files
/// it extends): FNV-1a 64 of their texts with a NUL between two, so that a
/// change in a parent changes it too. For a file that extends none, the
/// `game_hash` of its game records.
pub fn rules_hash(files: &[RuleFile]) -> String {
    let texts: Vec<&str> = files.iter().map(|f| f.text.as_str()).collect();
    super::source_hash(&texts.join("\0"))
}

/// Plays shard `shard` of the analysis `options` of `game` (its rule files
/// `files`, its file named `name`) and gives the shard's text: the header
/// line and a line per game, in index order. `done` is called after each
/// game.
pub fn play_shard(
    game: &Game,
    files: &[RuleFile],
    name: &str,
    options: &Options,
    shard: Shard,
    done: &(dyn Fn() + Sync),
) -> Result<String, String> {
    let setup = options.setup(game)?;
    let range = shard.range(options.games);
    let header = header(game, files, name, options, &setup, shard);
    let records = play_range(game, &setup, range, done);
    let mut out = to_line(&header)?;
    for (i, r) in &records {
        out.push_str(&to_line(&GameLine::new(*i, r))?);
    }
    Ok(out)
}

/// The header of shard `shard` of the analysis.
fn header(
    game: &Game,
    files: &[RuleFile],
    name: &str,
    options: &Options,
    setup: &Setup,
    shard: Shard,
) -> Header {
    let range = shard.range(options.games);
    Header {
        format: SHARD_FORMAT.into(),
        game: name.into(),
        title: game.title.clone(),
        game_hash: rules_hash(files),
        games: options.games,
        seed: options.seed,
        shard: shard.to_string(),
        first: range.start,
        end: range.end,
        seats: setup.players.iter().map(ToString::to_string).collect(),
        max_plies: options.max_plies,
        lead: options.lead.clone(),
        second_search: options.second_search,
    }
}

fn to_line<T: Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value)
        .map(|mut s| {
            s.push('\n');
            s
        })
        .map_err(|e| format!("cannot write a shard's line: {e}"))
}
