//! `ludus diff OLD NEW`: the same positions under two rule sets (every
//! position of the perft tree to a depth, and seeded random playouts
//! under each): how many differ in their legal moves or outcome, and the
//! first few with the shortest sequence reaching each, the moves only in
//! OLD and only in NEW and the rule lines that make them.

use std::path::PathBuf;
use std::process::ExitCode;

use ludus::Game;
use ludus::explain::{Difference, Options, Report, RuleTable, compare};

use super::common::{load, progress};

/// The arguments of `ludus diff`.
#[derive(clap::Args)]
pub struct DiffArgs {
    /// The rules before
    pub old: PathBuf,
    /// The rules after
    pub new: PathBuf,
    /// Every position of the perft tree to this depth
    #[arg(long, default_value_t = 4)]
    pub depth: usize,
    /// Random playouts under each game
    #[arg(long, default_value_t = 20)]
    pub playouts: usize,
    /// Seed of the playouts (and of their card deals)
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The longest playout, in plies
    #[arg(long, default_value_t = 400)]
    pub max_plies: usize,
    /// How many differing positions to show
    #[arg(long, default_value_t = 5)]
    pub show: usize,
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
}

/// A game, its rule lines and its path as written.
struct Side {
    game: Game,
    rules: RuleTable,
}

/// Compares the two games; exit 0 if no position differs, 1 if one does.
pub fn run(args: &DiffArgs) -> Result<ExitCode, String> {
    ludus::perft::check_depth(args.depth)?;
    let side = |p: &PathBuf| -> Result<Side, String> {
        Ok(Side {
            game: load(p)?,
            rules: RuleTable::read(p)?,
        })
    };
    let (old, new) = (side(&args.old)?, side(&args.new)?);
    let bar = progress(2 * (1 + args.playouts), !args.json);
    let opts = Options {
        depth: args.depth,
        playouts: args.playouts,
        seed: args.seed,
        max_plies: args.max_plies,
    };
    let report = compare(&old.game, &new.game, opts, &mut || bar.inc(1));
    bar.finish_and_clear();
    if args.json {
        println!("{}", json(args, &old, &new, &report));
    } else {
        print(args, &old, &new, &report);
    }
    Ok(if report.equal() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The rule lines that make `moves` (of `side`'s game), each once.
fn rule_lines(side: &Side, moves: &[(String, ludus::Move)]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for (_, m) in moves {
        for s in side.rules.for_move(&side.game, m) {
            let l = format!("{} `{}` ({})", side.rules.place(s), s.text, s.piece);
            if !lines.contains(&l) {
                lines.push(l);
            }
        }
    }
    lines
}

fn texts(moves: &[(String, ludus::Move)]) -> String {
    if moves.is_empty() {
        "(none)".into()
    } else {
        moves
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Where a difference is reached, in words.
fn reached(d: &Difference) -> String {
    let by = if d.by_old { "OLD" } else { "NEW" };
    if d.sequence.is_empty() {
        format!("at the start of {by}")
    } else {
        format!(
            "after {} ({} plies under {by})",
            d.sequence.join(", "),
            d.sequence.len()
        )
    }
}

fn print(args: &DiffArgs, old: &Side, new: &Side, r: &Report) {
    println!(
        "OLD {}  NEW {}: {} positions compared (depth {}, {} playouts each, seed {})",
        args.old.display(),
        args.new.display(),
        r.compared,
        args.depth,
        args.playouts,
        args.seed
    );
    if let Some((o, n)) = &r.setups {
        println!("the setups differ:\n  OLD: {o}\n  NEW: {n}");
    }
    if r.differences.is_empty() {
        println!("no position differs in its legal moves or outcome");
        return;
    }
    let shown = r.differences.len().min(args.show);
    let n = r.differences.len();
    println!(
        "{n} position{} in their legal moves or outcome; the first {shown}:",
        if n == 1 { " differs" } else { "s differ" }
    );
    for (i, d) in r.differences.iter().take(args.show).enumerate() {
        println!("\n{}. {}", i + 1, reached(d));
        println!("{}", d.diagram.trim_end());
        println!("   {} to move", d.to_move);
        if let Some(n) = &d.note {
            println!("   not a position of the other game: {n}");
        }
        println!("   only in OLD: {}", texts(&d.only_old));
        for l in rule_lines(old, &d.only_old) {
            println!("      by {l}");
        }
        println!("   only in NEW: {}", texts(&d.only_new));
        for l in rule_lines(new, &d.only_new) {
            println!("      by {l}");
        }
        if d.outcome_old != d.outcome_new {
            println!("   outcome: OLD {}, NEW {}", d.outcome_old, d.outcome_new);
        }
    }
}

fn json(args: &DiffArgs, old: &Side, new: &Side, r: &Report) -> serde_json::Value {
    let moves = |side: &Side, ms: &[(String, ludus::Move)]| -> Vec<serde_json::Value> {
        ms.iter()
            .map(|(t, m)| {
                let rules: Vec<String> = side
                    .rules
                    .for_move(&side.game, m)
                    .iter()
                    .map(|s| side.rules.place(s))
                    .collect();
                serde_json::json!({"move": t, "rules": rules})
            })
            .collect()
    };
    let ds: Vec<serde_json::Value> = r
        .differences
        .iter()
        .take(args.show)
        .map(|d| {
            serde_json::json!({
                "sequence": d.sequence,
                "explored_by": if d.by_old { "old" } else { "new" },
                "position": d.position,
                "to_move": d.to_move,
                "only_old": moves(old, &d.only_old),
                "only_new": moves(new, &d.only_new),
                "outcome_old": d.outcome_old,
                "outcome_new": d.outcome_new,
                "note": d.note,
            })
        })
        .collect();
    serde_json::json!({
        "old": args.old.display().to_string(),
        "new": args.new.display().to_string(),
        "equal": r.equal(),
        "compared": r.compared,
        "differing": r.differences.len(),
        "setups": r.setups.as_ref().map(|(o, n)| serde_json::json!({"old": o, "new": n})),
        "differences": ds,
    })
}
