//! Merging the shards of an analysis ([`super::shard`]) into the records of
//! the whole: every game index 0..N-1 exactly once, every shard of the
//! same rule text, seed, seats and options. Whatever is wrong is an error
//! naming the shard file, never a report of other games than asked.

use crate::ai::Player;
use crate::analyze::{GameRecord, Options, Report, Setup, compare};
use crate::ir::Game;

use super::shard::{EndLine, GameLine, Header, SHARD_FORMAT, Shard};

/// The records of a whole analysis, from its shards.
#[derive(Clone, Debug)]
pub struct Merged {
    /// The analysis' options as the shards give them (their seats as one
    /// spec per seat).
    pub options: Options,
    pub setup: Setup,
    /// Every game's record, in index order.
    pub records: Vec<GameRecord>,
}

impl Merged {
    /// The report of the whole analysis: the report of one run.
    pub fn report(&self, game: &Game) -> Report {
        Report::new(game, &self.setup, &self.records)
    }
}

/// One shard as read: its file's name, header, place and games.
struct Part<'a> {
    name: &'a str,
    header: Header,
    shard: Shard,
    records: Vec<GameRecord>,
}

/// Merges the shards `(name, text)` of an analysis of `game`, whose rule
/// files have the fingerprint `game_hash` ([`super::shard::rules_hash`]).
pub fn merge(game: &Game, game_hash: &str, shards: &[(String, String)]) -> Result<Merged, String> {
    let parts: Vec<Part<'_>> = shards
        .iter()
        .map(|(name, text)| read_part(game, game_hash, name, text))
        .collect::<Result<_, _>>()?;
    let Some(first) = parts.first() else {
        return Err("no shard to merge: give the shard files (`--merge part-*.jsonl`)".into());
    };
    for p in &parts[1..] {
        same_analysis(first, p)?;
    }
    let count = first.shard.count;
    let mut at: Vec<Option<&Part<'_>>> = vec![None; count];
    for p in &parts {
        if let Some(other) = at[p.shard.index - 1] {
            return Err(format!(
                "{} and {} are both shard {}: each shard is merged once",
                other.name, p.name, p.shard
            ));
        }
        at[p.shard.index - 1] = Some(p);
    }
    let mut records = Vec::with_capacity(first.header.games);
    for (k, p) in at.into_iter().enumerate() {
        let Some(p) = p else {
            let missing = Shard {
                index: k + 1,
                count,
            };
            let r = missing.range(first.header.games);
            let names: Vec<&str> = parts.iter().map(|p| p.name).collect();
            return Err(format!(
                "shard {missing} (games {} to {}) is missing: the shards given are {}",
                r.start,
                r.end.saturating_sub(1),
                names.join(", ")
            ));
        };
        records.extend(p.records.iter().cloned());
    }
    let h = &first.header;
    let options = Options {
        games: h.games,
        seed: h.seed,
        seats: Vec::new(),
        jobs: 1,
        max_plies: h.max_plies,
        lead: h.lead.clone(),
        second_search: h.second_search,
    };
    let mut setup = options
        .setup(game)
        .map_err(|e| format!("{}: {e}", first.name))?;
    setup.players = h
        .seats
        .iter()
        .map(|s| Player::parse(s).map_err(|e| format!("{}: seat `{s}`: {e}", first.name)))
        .collect::<Result<_, _>>()?;
    let options = Options {
        seats: (game.players.iter().zip(&h.seats))
            .map(|(p, s)| format!("{p}={s}"))
            .collect(),
        ..options
    };
    Ok(Merged {
        options,
        setup,
        records,
    })
}

/// Reads one shard: its header (a shard of this very rule text) and its
/// games (each of its range exactly once, each a record this game can
/// have).
fn read_part<'a>(
    game: &Game,
    game_hash: &str,
    name: &'a str,
    text: &str,
) -> Result<Part<'a>, String> {
    let mut lines = text.lines().enumerate();
    let Some((_, first)) = lines.next() else {
        return Err(format!("{name}: empty: not a shard of `ludus analyze`"));
    };
    let header: Header = serde_json::from_str(first).map_err(|e| {
        format!("{name}: line 1 is not the header of a shard of `ludus analyze` ({e})")
    })?;
    if header.format != SHARD_FORMAT {
        return Err(format!(
            "{name}: its format is `{}`, not `{SHARD_FORMAT}`",
            header.format
        ));
    }
    if header.game_hash != game_hash {
        return Err(format!(
            "{name}: a shard of another game text: made with {} (`{}`, rule files {}), not with the rules given (rule files {game_hash})",
            header.game, header.title, header.game_hash
        ));
    }
    let shard = Shard::parse(&header.shard).map_err(|e| format!("{name}: {e}"))?;
    let range = shard.range(header.games);
    if (header.first, header.end) != (range.start, range.end) {
        return Err(format!(
            "{name}: shard {shard} of {} games is games {} to {}, but its header says {} to {}",
            header.games,
            range.start,
            range.end.saturating_sub(1),
            header.first,
            header.end.saturating_sub(1)
        ));
    }
    if header.seats.len() != game.players.len() {
        return Err(format!(
            "{name}: {} seats, but the game has {} players",
            header.seats.len(),
            game.players.len()
        ));
    }
    let mut games: Vec<Option<GameRecord>> = vec![None; range.len()];
    for (l, line) in lines {
        let g: GameLine = serde_json::from_str(line)
            .map_err(|e| format!("{name} line {}: not a game of a shard ({e})", l + 1))?;
        let where_ = || format!("{name} line {}: game {}", l + 1, g.index);
        if !range.contains(&g.index) {
            return Err(format!(
                "{}: not a game of shard {shard} (games {} to {})",
                where_(),
                range.start,
                range.end.saturating_sub(1)
            ));
        }
        check_line(game, &g).map_err(|e| format!("{}: {e}", where_()))?;
        let slot = &mut games[g.index - range.start];
        if slot.is_some() {
            return Err(format!("{}: the same game twice in the shard", where_()));
        }
        *slot = Some(g.into_record());
    }
    let records = games
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.ok_or_else(|| {
                format!(
                    "{name}: game {} of shard {shard} is missing (the file is cut short?)",
                    range.start + i
                )
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(Part {
        name,
        header,
        shard,
        records,
    })
}

/// Whether a game's line is one this game can have: a figure per seat,
/// winners among the seats, an end rule of the game.
fn check_line(game: &Game, g: &GameLine) -> Result<(), String> {
    let np = game.players.len();
    let per_seat = [
        g.searched.len(),
        g.differ.len(),
        g.chance_bits.len(),
        g.agree.len(),
    ];
    if per_seat.iter().any(|&n| n != np) {
        return Err(format!("not one figure per seat ({np} seats)"));
    }
    if u32::from(g.winners) >> np != 0 {
        return Err(format!("winners {:#b} beyond the {np} seats", g.winners));
    }
    if let EndLine::Rule(i) = g.end
        && i >= game.ends.len()
    {
        return Err(format!(
            "ended by rule {i}, but the game has {} end rules",
            game.ends.len()
        ));
    }
    Ok(())
}

/// Whether shard `p` is of the same analysis as `first`: the same number
/// of games and of shards, seed, seats and options.
fn same_analysis(first: &Part<'_>, p: &Part<'_>) -> Result<(), String> {
    let (a, b) = (&first.header, &p.header);
    let fields = [
        ("number of games", a.games.to_string(), b.games.to_string()),
        (
            "number of shards",
            first.shard.count.to_string(),
            p.shard.count.to_string(),
        ),
        ("seed", a.seed.to_string(), b.seed.to_string()),
        ("seats", a.seats.join(", "), b.seats.join(", ")),
        (
            "--max-plies",
            a.max_plies.to_string(),
            b.max_plies.to_string(),
        ),
        (
            "--lead",
            a.lead.clone().unwrap_or_else(|| "(default)".into()),
            b.lead.clone().unwrap_or_else(|| "(default)".into()),
        ),
        (
            "--second-search",
            a.second_search.to_string(),
            b.second_search.to_string(),
        ),
    ];
    for (what, x, y) in fields {
        if x != y {
            return Err(format!(
                "{}: its {what} is {y}, but {}'s is {x}: the shards of one analysis share the game, seed, seats and options",
                p.name, first.name
            ));
        }
    }
    Ok(())
}

/// One report as JSON, or several with each one's differences from the
/// first: what `ludus analyze --json` prints.
pub fn report_json(reports: &[Report]) -> Result<String, String> {
    let value = if let [one] = reports {
        serde_json::to_value(one)
    } else {
        let diffs: Vec<_> = reports[1..]
            .iter()
            .map(|b| compare(&reports[0], b))
            .collect();
        serde_json::to_value(serde_json::json!({"reports": reports, "differences": diffs}))
    };
    value
        .map(|v| v.to_string())
        .map_err(|e| format!("cannot write JSON: {e}"))
}
