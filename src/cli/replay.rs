//! `ludus replay`: replay a saved record (JSON) move by move, or check a
//! file of many games (one per line: `result<TAB>moves`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ludus::notation;
use ludus::record::{self, Provenance, Record, RecordResult, Verdict};
use ludus::{Game, Match};

use super::common::{board_text, describe, load, player_name, progress, read_source};

/// The arguments of `ludus replay`.
#[derive(clap::Args)]
pub struct ReplayArgs {
    pub file: PathBuf,
    pub record: PathBuf,
    /// Print JSON: per game, plies, legality, where the rules would have ended it
    #[arg(long)]
    pub json: bool,
    /// Only summarise a many-game file (no line per game)
    #[arg(long)]
    pub quiet: bool,
}

/// Replays the record or the file of games; exit 1 on an illegal move in a
/// record, or an unreadable line in a file of games.
pub fn run(args: &ReplayArgs) -> Result<ExitCode, String> {
    let src = read_source(&args.file)?;
    let game = load(&args.file)?;
    let text = read_text(&args.record)?;
    if text.trim_start().starts_with('{') {
        replay_record(&game, &src, args, &text)
    } else {
        replay_lines(&game, args, &text)
    }
}

/// The record file as text; not UTF-8 is an error naming the line.
fn read_text(rec_path: &Path) -> Result<String, String> {
    let bytes = ludus::limits::read(rec_path, ludus::limits::RECORD)
        .map_err(|e| format!("cannot read {}: {e}", rec_path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        format!(
            "{}: line {line}: not a record: the file is not UTF-8 text",
            rec_path.display()
        )
    })
}

/// A JSON record, read and its format checked; errors say where.
fn parse_record(rec_path: &Path, text: &str) -> Result<Record, String> {
    let rec: Record = serde_json::from_str(text).map_err(|e| {
        let full = e.to_string();
        let at = format!(" at line {} column {}", e.line(), e.column());
        let what = full.strip_suffix(&at).unwrap_or(&full);
        let what = if e.is_eof() {
            format!("the record ends too early (truncated?): {what}")
        } else {
            format!("not a valid record: {what}")
        };
        format!(
            "{}: line {}, column {}: {what}",
            rec_path.display(),
            e.line(),
            e.column()
        )
    })?;
    rec.check_format()
        .map_err(|e| format!("{}: {e}", rec_path.display()))?;
    Ok(rec)
}

/// Replays one record: the verdict, the result reached and the recorded
/// one, as JSON or with the board and the moves.
fn replay_record(
    game: &Game,
    src: &str,
    args: &ReplayArgs,
    text: &str,
) -> Result<ExitCode, String> {
    let rec = parse_record(&args.record, text)?;
    match rec.provenance(game, src, &args.file) {
        Provenance::Same => {}
        Provenance::OtherVersion => eprintln!(
            "warning: the record was made with a different version of {} (hash {} vs {})",
            args.file.display(),
            rec.game_hash,
            record::source_hash(src)
        ),
        Provenance::OtherGame(other) => {
            let this = if game.title.is_empty() {
                args.file.display().to_string()
            } else {
                format!("`{}` ({})", game.title, args.file.display())
            };
            return Err(format!(
                "{} is a record of another game, {other}, not of {this}: replay it with its own game file",
                args.record.display()
            ));
        }
    }
    let moves: Vec<&str> = rec.moves.iter().map(String::as_str).collect();
    let deal_seed = rec.deal_seed.or(rec.seed).unwrap_or(0);
    let origin = || match &rec.position {
        Some(p) => {
            Match::from_position(game, p).map_err(|e| format!("the record's start position: {e}"))
        }
        None => Ok(Match::new_seeded(game, deal_seed)),
    };
    let (v, mut m) = record::replay_moves_from(origin()?, &moves);
    let outcome = m.outcome();
    if args.json {
        let result = outcome
            .as_ref()
            .map(|o| RecordResult::from_outcome(game, o));
        println!(
            "{}",
            serde_json::json!({"verdict": v, "result": result, "recorded_result": rec.result, "position": notation::position_text(game, &m.state)})
        );
    } else {
        print!("{}", board_text(&m));
        print_moves(&m, origin()?);
        if let Some(ply) = v.first_illegal_ply {
            println!(
                "ply {ply} is illegal: {}",
                v.illegal_reason.clone().unwrap_or_default()
            );
        }
        match &outcome {
            Some(o) => println!("result: {}", describe(game, o)),
            None => println!("position: game not over"),
        }
        if let Some(r) = &rec.result {
            match &r.winner {
                Some(w) => println!("recorded result: {w} wins ({})", r.name()),
                None => println!("recorded result: draw ({})", r.name()),
            }
        }
    }
    Ok(if v.legal {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The moves played, numbered, each with who made it (turns do not simply
/// alternate: several actions, skipped players, card splits).
fn print_moves(m: &Match, mut again: Match) {
    let game = m.game;
    for (i, mv) in m.played.iter().enumerate() {
        let mover = again.to_move();
        let text = again.text(mv);
        let _ = again.play(mv);
        println!("{:>4}. {} {}", i + 1, player_name(game, mover), text);
    }
}

/// The counts over a file of games.
#[derive(Default)]
struct Counts {
    legal: usize,
    ended_early: usize,
    over: usize,
    unreadable: usize,
}

/// Replays a file of games, one per line (`#` lines are comments): a line
/// per game unless `--quiet`, then a summary.
fn replay_lines(game: &Game, args: &ReplayArgs, text: &str) -> Result<ExitCode, String> {
    let rec_path = &args.record;
    let games: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let bar = progress(games.len(), games.len() > 50);
    if games.is_empty() {
        return Err(format!(
            "{}: no games: expected a JSON record or lines of `result<TAB>moves`",
            rec_path.display()
        ));
    }
    let mut counts = Counts::default();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (n, (lineno, line)) in games.iter().enumerate() {
        let (recorded, moves) = match record::parse_game_line(game, line) {
            Ok(Some(g)) => g,
            Ok(None) => continue,
            Err(e) => {
                // A corrupt line is reported even with --quiet.
                counts.unreadable += 1;
                bar.suspend(|| eprintln!("{}: line {}: {e}", rec_path.display(), lineno + 1));
                if args.json {
                    let _ = writeln!(
                        out,
                        "{}",
                        serde_json::json!({"game": n + 1, "line": lineno + 1, "error": e})
                    );
                }
                bar.inc(1);
                continue;
            }
        };
        let (v, _) = record::replay_moves(game, &moves);
        counts.legal += usize::from(v.legal);
        counts.ended_early += usize::from(v.rules_end_after_ply.is_some());
        counts.over += usize::from(v.status_after_record != "*");
        if args.json {
            let _ = writeln!(
                out,
                "{}",
                serde_json::json!({"game": n + 1, "line": lineno + 1, "recorded_result": recorded, "verdict": v})
            );
        } else if !args.quiet {
            let _ = writeln!(
                out,
                "game {} (line {}): {}",
                n + 1,
                lineno + 1,
                verdict_text(&v)
            );
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    if !args.json {
        let _ = writeln!(out, "{}", summary(games.len(), &counts));
    }
    Ok(if counts.unreadable > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// One game's verdict in words: plies, legality, where the rules end it,
/// the status after the last move.
fn verdict_text(v: &Verdict) -> String {
    let mut s = format!("{} plies, ", v.plies);
    match v.first_illegal_ply {
        Some(p) => {
            s += &format!(
                "illegal at ply {p}: {}",
                v.illegal_reason.clone().unwrap_or_default()
            );
        }
        None => s += "legal",
    }
    if let (Some(p), Some(r)) = (v.rules_end_after_ply, &v.rules_end_reason) {
        s += &format!("; the rules end it after ply {p} ({r})");
    }
    s += &format!("; status {}", v.status_after_record);
    s
}

/// The summary line of a file of `games` games.
fn summary(games: usize, c: &Counts) -> String {
    let unreadable_text = if c.unreadable > 0 {
        format!(", {} unreadable line(s)", c.unreadable)
    } else {
        String::new()
    };
    format!(
        "{games} games: {} legal, {} with an illegal move{unreadable_text}, {} that the rules end before the record does, {} over at the last move",
        c.legal,
        games - c.legal - c.unreadable,
        c.ended_early,
        c.over
    )
}
