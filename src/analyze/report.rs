//! The figures of an analysis ([`Report`]): from the games' records, each
//! figure a row with its 95 % interval, keyed so that two reports (an A/B
//! comparison) line up row by row.

use serde::Serialize;

use super::play::{End, GameRecord, Setup};
use super::stats::{Mean, Rate, Spread};
use crate::ir::{EndResult, Game, Narrow, Score};

/// A figure: a rate (of games, or of decisions) with its Wilson interval, a
/// mean over games with its t interval (and, for lengths, how they
/// spread), or a plain share with no interval.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Rate(Rate),
    Mean {
        #[serde(flatten)]
        mean: Mean,
        #[serde(skip_serializing_if = "Option::is_none")]
        spread: Option<Spread>,
    },
    /// A share (0 to 1) with no interval.
    Share(f64),
}

/// One line of the report: `key` is stable (JSON, A/B matching: a seat's
/// rows are keyed by the player's name, so that two variants line up by
/// player even if the turn order differs), `label` is for people.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    pub key: String,
    pub label: String,
    pub stat: Stat,
}

/// What an analysis found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub title: String,
    pub games: u64,
    pub seed: u64,
    /// Per seat: `name: player`.
    pub seats: Vec<String>,
    /// How the lead is measured.
    pub lead: String,
    pub rows: Vec<Row>,
    /// Each game's length in plies, in game order (for the plots).
    #[serde(skip)]
    pub lengths: Vec<u32>,
    /// The mean number of decisions at each ply, over the games that
    /// reached it, while at least a tenth of the games did.
    pub branching_by_ply: Vec<f64>,
}

impl Report {
    /// The report of `records`, games of `game` played as `setup` says.
    pub fn new(game: &Game, setup: &Setup, records: &[GameRecord]) -> Report {
        let mut rows = Vec::new();
        outcome_rows(game, records, &mut rows);
        length_rows(game, records, &mut rows);
        choice_rows(records, &mut rows);
        lead_rows(setup, records, &mut rows);
        search_rows(game, setup, records, &mut rows);
        Report {
            title: game.title.clone(),
            games: records.len() as u64,
            seed: setup.seed,
            seats: game
                .players
                .iter()
                .zip(&setup.players)
                .map(|(n, p)| format!("{n}: {p}"))
                .collect(),
            lead: setup.lead.describe(game),
            rows,
            lengths: records.iter().map(|r| r.plies).collect(),
            branching_by_ply: branching_by_ply(records),
        }
    }

    /// The row with this key.
    pub fn row(&self, key: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.key == key)
    }

    /// The win rate rows of the seats, with the seats' names.
    pub fn seat_wins(&self) -> Vec<(&str, Rate)> {
        self.rows
            .iter()
            .filter(|r| r.key.starts_with("win.player."))
            .filter_map(|r| match r.stat {
                Stat::Rate(rate) => Some((r.label.trim_start_matches("wins: "), rate)),
                _ => None,
            })
            .collect()
    }
}

fn push(rows: &mut Vec<Row>, key: impl Into<String>, label: impl Into<String>, stat: Stat) {
    rows.push(Row {
        key: key.into(),
        label: label.into(),
        stat,
    });
}

fn rate_of(records: &[GameRecord], f: impl Fn(&GameRecord) -> bool) -> Stat {
    Stat::Rate(Rate::new(
        records.iter().filter(|r| f(r)).count() as u64,
        records.len() as u64,
    ))
}

fn mean_of(records: &[GameRecord], f: impl Fn(&GameRecord) -> Option<f64>) -> Stat {
    let values: Vec<f64> = records.iter().filter_map(f).collect();
    Stat::Mean {
        mean: Mean::of(&values),
        spread: None,
    }
}

/// Who won, draws, and how the games ended.
fn outcome_rows(game: &Game, records: &[GameRecord], rows: &mut Vec<Row>) {
    for (p, name) in game.players.iter().enumerate() {
        let stat = rate_of(records, |r| r.winners & (1 << p) != 0);
        push(
            rows,
            format!("win.player.{name}"),
            format!("wins: {name}"),
            stat,
        );
    }
    if let Some(first) = game.players.first() {
        let stat = rate_of(records, |r| r.winners & 1 != 0);
        push(
            rows,
            "win.first",
            format!("wins: the first to move ({first})"),
            stat,
        );
    }
    for (t, name) in game.team_names.iter().enumerate() {
        let members: Vec<usize> = (0..game.players.len())
            .filter(|&p| usize::from(game.team_of(p.narrow())) == t)
            .collect();
        let stat = rate_of(records, |r| {
            members.iter().any(|&p| r.winners & (1 << p) != 0)
        });
        push(
            rows,
            format!("win.team.{name}"),
            format!("wins: team {name}"),
            stat,
        );
    }
    push(rows, "draw", "draws", rate_of(records, |r| r.drawn(game)));
    push(
        rows,
        "unfinished",
        "unfinished (stopped at --max-plies)",
        rate_of(records, |r| r.end == End::Cap),
    );
    push(
        rows,
        "draw_rule",
        "ended by a draw rule",
        rate_of(
            records,
            |r| matches!(r.end, End::Rule(i) if game.ends[i].result == EndResult::Draw),
        ),
    );
    push(
        rows,
        "length_cap",
        "hit a length cap (plies rule or --max-plies)",
        rate_of(records, |r| r.hit_length_cap(game)),
    );
    for (i, rule) in game.ends.iter().enumerate() {
        let stat = rate_of(records, |r| r.end == End::Rule(i));
        let text = format!(
            "{}: {}",
            rule.text,
            match rule.result {
                EndResult::Loses => "loses",
                EndResult::Wins => "wins",
                EndResult::Draw => "draw",
                EndResult::Area => "area",
            }
        );
        push(
            rows,
            format!("end.{text}"),
            format!("ended by `{text}`"),
            stat,
        );
    }
    if records.iter().any(|r| r.end == End::Stuck) {
        let stat = rate_of(records, |r| r.end == End::Stuck);
        push(rows, "end.stuck", "ended with no move and no rule", stat);
    }
}

/// Game lengths in plies and turns (and deals, where the result is
/// scored by the deals used).
fn length_rows(game: &Game, records: &[GameRecord], rows: &mut Vec<Row>) {
    if game.score == Some(Score::Deals) {
        let values: Vec<f64> = records.iter().map(|r| f64::from(r.deals)).collect();
        push(
            rows,
            "deals",
            "deals used (score deals)",
            Stat::Mean {
                mean: Mean::of(&values),
                spread: Some(Spread::of(&values)),
            },
        );
    }
    for (key, label, f) in [
        (
            "plies",
            "length in plies",
            (|r: &GameRecord| r.plies) as fn(&GameRecord) -> u32,
        ),
        ("turns", "length in turns", |r: &GameRecord| r.turns),
    ] {
        let values: Vec<f64> = records.iter().map(|r| f64::from(f(r))).collect();
        push(
            rows,
            key,
            label,
            Stat::Mean {
                mean: Mean::of(&values),
                spread: Some(Spread::of(&values)),
            },
        );
    }
}

/// Branching factor (per game: the mean number of decisions per ply, and
/// the same in each third of the game) and forced moves.
fn choice_rows(records: &[GameRecord], rows: &mut Vec<Row>) {
    let mean = |b: &[u32]| {
        (!b.is_empty()).then(|| b.iter().map(|&x| f64::from(x)).sum::<f64>() / b.len() as f64)
    };
    push(
        rows,
        "branching",
        "branching factor (mean per game)",
        mean_of(records, |r| mean(&r.branching)),
    );
    for (phase, name) in ["opening", "middle", "end"].iter().enumerate() {
        let stat = mean_of(records, |r| {
            let n = r.branching.len();
            mean(&r.branching[phase * n / 3..(phase + 1) * n / 3])
        });
        push(
            rows,
            format!("branching.{name}"),
            format!("branching factor, {name} third"),
            stat,
        );
    }
    push(
        rows,
        "forced",
        "forced moves, % of plies (mean per game)",
        mean_of(records, |r| {
            (!r.branching.is_empty()).then(|| 100.0 * r.forced() as f64 / r.branching.len() as f64)
        }),
    );
}

/// Lead changes, if the lead is measured.
fn lead_rows(setup: &Setup, records: &[GameRecord], rows: &mut Vec<Row>) {
    if setup.lead == super::Lead::None {
        return;
    }
    push(
        rows,
        "lead.changes",
        "lead changes per game",
        mean_of(records, |r| Some(f64::from(r.lead_changes))),
    );
    push(
        rows,
        "lead.any",
        "games with a lead change",
        rate_of(records, |r| r.lead_changes > 0),
    );
}

/// For each MCTS seat: how often its move differs from a random seat's.
fn search_rows(game: &Game, setup: &Setup, records: &[GameRecord], rows: &mut Vec<Row>) {
    for (p, player) in setup.players.iter().enumerate() {
        if !matches!(player, crate::ai::Player::Mcts(_)) {
            continue;
        }
        let name = &game.players[p];
        let searched: u64 = records.iter().map(|r| u64::from(r.searched[p])).sum();
        let differ: u64 = records.iter().map(|r| u64::from(r.differ[p])).sum();
        let chance: f64 = records.iter().map(|r| r.chance[p]).sum();
        push(
            rows,
            format!("search.{name}.differs"),
            format!("{name} ({player}): moves unlike a shadow random seat's"),
            Stat::Rate(Rate::new(differ, searched)),
        );
        push(
            rows,
            format!("search.{name}.chance"),
            format!("{name}: the same for any chooser (1 - 1/moves)"),
            Stat::Share(if searched == 0 {
                0.0
            } else {
                chance / searched as f64
            }),
        );
        if setup.second_search {
            let agree: u64 = records.iter().map(|r| u64::from(r.agree[p])).sum();
            push(
                rows,
                format!("search.{name}.agrees"),
                format!("{name}: a second search picks the same move"),
                Stat::Rate(Rate::new(agree, searched)),
            );
            push(
                rows,
                format!("search.{name}.agrees_by_chance"),
                format!("{name}: the same for two random choosers (1/moves)"),
                Stat::Share(if searched == 0 {
                    0.0
                } else {
                    1.0 - chance / searched as f64
                }),
            );
        }
    }
}

/// The mean branching at each ply, while at least a tenth of the games
/// (and at least one) are still going.
fn branching_by_ply(records: &[GameRecord]) -> Vec<f64> {
    let need = records.len().div_ceil(10).max(1);
    let mut out = Vec::new();
    for ply in 0.. {
        let at: Vec<f64> = records
            .iter()
            .filter_map(|r| r.branching.get(ply).map(|&b| f64::from(b)))
            .collect();
        if at.len() < need {
            break;
        }
        out.push(at.iter().sum::<f64>() / at.len() as f64);
    }
    out
}
