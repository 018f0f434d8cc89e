//! `ludus perft`: count the move sequences to a depth, with nodes per
//! second, or the count under each legal move (`--divide`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use ludus::perft::Perft;
use ludus::{Game, Match, State};

use super::common::{StartArgs, load, start};

/// The arguments of `ludus perft`.
#[derive(clap::Args)]
pub struct PerftArgs {
    pub file: PathBuf,
    /// Depth in plies
    pub depth: usize,
    #[command(flatten)]
    pub start: StartArgs,
    /// Print the count under each legal move of the start position
    #[arg(long)]
    pub divide: bool,
    /// Count the last ply without applying its moves
    #[arg(long)]
    pub bulk: bool,
    /// Run the general path only, every fast path off (to check a fast path)
    #[arg(long)]
    pub reference: bool,
    /// Print {"counts": [...], "seconds": s, "nodes_per_second": x}
    #[arg(long)]
    pub json: bool,
}

/// Runs perft (or divide) from the start position.
pub fn run(args: &PerftArgs) -> Result<ExitCode, String> {
    ludus::perft::check_depth(args.depth)?;
    let game = load(&args.file)?;
    let game = if args.reference {
        game.reference()
    } else {
        game
    };
    let mut m = start(&game, &args.start, 0)?;
    let mut state = m.state.clone();
    let mut p = Perft::new(args.depth);
    p.bulk = args.bulk;
    if args.divide {
        divide(args, &game, &m, &mut state, &mut p);
        super::common::warn_chains_cut(&state);
        return Ok(ExitCode::SUCCESS);
    }
    counts(args, &game, &mut state, &mut p);
    super::common::warn_chains_cut(&state);
    let _ = m.legal_moves();
    Ok(ExitCode::SUCCESS)
}

/// The count under each legal move, and the total.
fn divide(args: &PerftArgs, game: &Game, m: &Match, state: &mut State, p: &mut Perft) {
    let depth = args.depth;
    let t = Instant::now();
    let rows = p.divide(game, state, depth);
    let secs = t.elapsed().as_secs_f64();
    let total: u64 = rows.iter().map(|r| r.1).sum();
    if args.json {
        let v: Vec<_> = rows
            .iter()
            .map(|(mv, n)| serde_json::json!({"move": m.text(mv), "count": n}))
            .collect();
        println!(
            "{}",
            serde_json::json!({"depth": depth, "divide": v, "total": total, "seconds": secs})
        );
    } else {
        for (mv, n) in &rows {
            println!("{} {n}", m.text(mv));
        }
        println!("total {total}");
    }
}

/// The count at each depth up to the one asked, timed, and the nodes per
/// second of the last.
fn counts(args: &PerftArgs, game: &Game, state: &mut State, p: &mut Perft) {
    let (depth, bulk, json) = (args.depth, args.bulk, args.json);
    let mut counts = Vec::new();
    let mut last_secs = 0.0;
    let mut total_secs = 0.0;
    for d in 1..=depth {
        let t = Instant::now();
        let n = p.run(game, state, d);
        last_secs = t.elapsed().as_secs_f64();
        total_secs += last_secs;
        counts.push(n);
        if !json {
            println!("perft {d} = {n}  ({last_secs:.3} s)");
        }
    }
    let nps = counts.last().copied().unwrap_or(0) as f64 / last_secs.max(1e-9);
    if json {
        println!(
            "{}",
            serde_json::json!({"counts": counts, "seconds": last_secs, "total_seconds": total_secs, "nodes_per_second": nps, "bulk": bulk})
        );
    } else {
        println!(
            "nodes/s {:.0} (depth {depth}, {})",
            nps,
            if bulk { "bulk" } else { "every leaf made" }
        );
        if let Some(r) = game.race.as_deref() {
            println!(
                "chance: each distinct roll of {} {} is one branch ({} of them), counted unweighted",
                r.dice,
                if r.dice == 1 { "die" } else { "dice" },
                r.rolls().count()
            );
        }
    }
}
