//! `ludus check`: compile rule files and report their errors and warnings,
//! as rendered diagnostics or as JSON.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ludus::{Diagnostic, Game};

/// A file with thousands of problems: the first ones are what helps.
const SHOWN: usize = 50;

/// The arguments of `ludus check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// The .game files to check
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print diagnostics as JSON (one object per file) on stdout
    #[arg(long)]
    pub json: bool,
    /// Exit 1 on any warning too
    #[arg(long)]
    pub deny_warnings: bool,
    /// List the fast paths (plans) each game takes, one a line with its operation
    #[arg(long)]
    pub plans: bool,
}

/// Checks each file; exit 1 if any has an error (or, with
/// `--deny-warnings`, a warning).
pub fn run(args: &CheckArgs) -> ExitCode {
    let mut failed = false;
    let mut reports = Vec::new();
    for f in &args.files {
        let shown = f.display().to_string();
        let src = match ludus::limits::read_text(f, ludus::limits::RULE_FILE) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: cannot read {shown}: {e}");
                failed = true;
                continue;
            }
        };
        let (game, ds) = ludus::compile(ludus::Source::at(f, &src)).into_parts();
        let errors = ds.iter().filter(|d| d.is_error()).count();
        let warnings = ds.len() - errors;
        let ok = game.is_some() && !(args.deny_warnings && warnings > 0);
        failed |= !ok;
        if args.json {
            let lines = line_starts(&src);
            let items: Vec<_> = ds.iter().map(|d| diag_json(&shown, &lines, d)).collect();
            reports.push(serde_json::json!({"file": shown, "ok": ok, "diagnostics": items}));
            continue;
        }
        print_diagnostics(&ds);
        report_file(f, game.as_ref(), ok, warnings, errors);
        if args.plans
            && let Some(g) = &game
        {
            print_plans(g);
        }
    }
    if args.json {
        println!("{}", serde_json::Value::Array(reports));
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The plans `game` takes, one a line: the operation, then the plan.
fn print_plans(game: &Game) {
    for id in game.tables.taken() {
        println!("{:<9} {}", id.operation(), id.name());
    }
}

/// The first [`SHOWN`] diagnostics, rendered with their source lines, on
/// standard error.
fn print_diagnostics(ds: &[Diagnostic]) {
    for d in ds.iter().take(SHOWN) {
        eprintln!("{}", d.report_text());
    }
    if ds.len() > SHOWN {
        eprintln!(
            "... and {} more (showing the first {SHOWN}; `ludus check --json` lists them all)",
            ds.len() - SHOWN
        );
    }
}

/// The verdict on one file: `ok: ...` with a summary of the game when it
/// passed, else why not (errors, or warnings denied).
fn report_file(file: &Path, game: Option<&Game>, ok: bool, warnings: usize, errors: usize) {
    let shown = file.display();
    let warned = match warnings {
        0 => String::new(),
        1 => ", 1 warning".to_string(),
        n => format!(", {n} warnings"),
    };
    match game {
        Some(g) if ok => println!("ok: {shown} ({}){warned}", summary(g)),
        Some(_) => eprintln!(
            "{shown}: {} (denied by --deny-warnings)",
            warned.trim_start_matches(", ")
        ),
        None => eprintln!("{shown}: {errors} error(s)"),
    }
}

/// A game in a few words: title, players or seats, cells, kinds of piece.
fn summary(g: &Game) -> String {
    let kinds = match g.kinds.len() {
        1 => "1 kind of piece".to_string(),
        n => format!("{n} kinds of piece"),
    };
    let players = match g.side_names.len() {
        0 => format!("{} players", g.players.len()),
        1 => format!("{} seats played by 1 side", g.players.len()),
        n => format!("{} seats played by {n} sides", g.players.len()),
    };
    format!(
        "{}: {players}, {} cells{}, {kinds}",
        g.title,
        g.board.cells(),
        if g.stacks { " with stacks" } else { "" },
    )
}

/// The byte offset where each line starts, for line and column numbers.
pub fn line_starts(src: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

/// One diagnostic as JSON: code, severity, message, file, line, column,
/// span, labels and help.
pub fn diag_json(file: &str, lines: &[usize], d: &Diagnostic) -> serde_json::Value {
    let span = d.primary_span().unwrap_or_default();
    // A diagnostic in a file this one extends: that file's name and lines.
    let own: Vec<usize>;
    let (file, lines) = match &d.source {
        Some(src) if src.name() != file => {
            own = line_starts(src.inner());
            (src.name(), own.as_slice())
        }
        _ => (file, lines),
    };
    let line = lines.partition_point(|&s| s <= span.start).max(1);
    let column = span.start - lines[line - 1] + 1;
    serde_json::json!({
        "code": d.code,
        "severity": d.severity_name(),
        "message": d.message,
        "file": file,
        "line": line,
        "column": column,
        "span": {"start": span.start, "len": span.len},
        "labels": d.labels.iter().map(|l| serde_json::json!({"start": l.span.start, "len": l.span.len, "text": l.text, "primary": l.primary})).collect::<Vec<_>>(),
        "help": d.help,
    })
}
