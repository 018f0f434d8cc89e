//! `ludus test`: run a game's tests (the `.tests` file beside its `.game`
//! file, see docs/testing.md): snapshots of legal moves, perft counts,
//! outcomes, moves that must or must not be legal.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use ludus::testing::{self, CaseResult, Failure, Mode, Snapshots, snapshot};

use super::common::load;

/// The arguments of `ludus test`.
#[derive(clap::Args)]
pub struct TestArgs {
    /// The .game files (their .tests beside them), .tests files or folders; none:
    /// every .tests file in games/
    pub files: Vec<PathBuf>,
    /// Accept every changed or new snapshot (write it as the .snap)
    #[arg(long, conflicts_with = "review")]
    pub accept: bool,
    /// Ask, for each changed or new snapshot, whether to accept it
    #[arg(long)]
    pub review: bool,
    /// Print the results as JSON
    #[arg(long)]
    pub json: bool,
    /// Remove the snapshots no case uses (`.snap` and `.snap.new` of
    /// renamed or deleted cases)
    #[arg(long)]
    pub prune: bool,
}

/// A tests file's results: its cases, or why it could not be run.
struct FileResult {
    tests: PathBuf,
    game: PathBuf,
    outcome: Result<Vec<CaseResult>, String>,
    /// The snapshots of the tests file that no case uses.
    orphans: Vec<PathBuf>,
}

/// Runs the tests of each file; exit 1 on any failure.
pub fn run(args: &TestArgs) -> Result<ExitCode, String> {
    let files = if args.files.is_empty() {
        tests_in(Path::new("games"))?
    } else {
        let mut files = Vec::new();
        for f in &args.files {
            if f.is_dir() {
                files.extend(tests_in(f)?);
            } else {
                files.push(f.clone());
            }
        }
        files
    };
    let mode = if args.accept {
        Mode::Accept
    } else {
        Mode::Check
    };
    let mut results: Vec<FileResult> = files.iter().map(|f| run_file(f, mode)).collect();
    if args.review {
        review(&mut results)?;
    }
    let pruned = if args.prune {
        prune(&mut results)?
    } else {
        Vec::new()
    };
    let failed = results.iter().any(|r| match &r.outcome {
        Ok(cases) => cases.iter().any(|c| !c.failures.is_empty()),
        Err(_) => true,
    });
    if args.json {
        let mut v = json(&results);
        v["pruned"] = pruned
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .into();
        println!("{v}");
    } else {
        for p in &pruned {
            println!("removed {} (no case uses it)", p.display());
        }
        print(&results);
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Every `.tests` file in `dir` (games/ when no file is given), sorted.
fn tests_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read the folder {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tests"))
        .collect();
    files.sort();
    Ok(files)
}

/// Runs one tests file (or the tests beside a `.game` file).
fn run_file(file: &Path, mode: Mode) -> FileResult {
    let is_game = file.extension().is_some_and(|x| x == "game");
    let tests = if is_game {
        file.with_extension("tests")
    } else {
        file.to_path_buf()
    };
    let mut result = FileResult {
        tests: tests.clone(),
        game: file.with_extension("game"),
        outcome: Err(String::new()),
        orphans: Vec::new(),
    };
    result.outcome = (|| {
        let text = ludus::limits::read_text(&tests, ludus::limits::RULE_FILE)
            .map_err(|e| format!("cannot read {}: {e}", tests.display()))?;
        let spec = testing::parse_spec(&text).map_err(|es| {
            es.iter()
                .map(|e| format!("{}:{e}", tests.display()))
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        if let Some(g) = &spec.game {
            result.game = tests.parent().unwrap_or(Path::new(".")).join(g);
        }
        let game = load(&result.game)?;
        let snaps = Snapshots::beside(&tests, mode);
        let cases = testing::run_spec(&game, &spec, &snaps);
        result.orphans = testing::orphans(&spec, &snaps);
        Ok(cases)
    })();
    result
}

/// Asks about each snapshot written as `.snap.new`: accepted ones become
/// the `.snap` (and no longer fail), rejected ones are deleted.
fn review(results: &mut [FileResult]) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    for r in results.iter_mut() {
        let Ok(cases) = &mut r.outcome else { continue };
        for c in cases.iter_mut() {
            let mut kept = Vec::new();
            for (line, f) in std::mem::take(&mut c.failures) {
                let Failure::Snapshot { path, .. } = &f else {
                    kept.push((line, f));
                    continue;
                };
                let pending = snapshot::pending_path(path);
                println!("{} case {} (line {line})", r.tests.display(), c.name);
                println!("  {f}");
                if let Ok(Some(now)) = snapshot::read(&pending) {
                    println!("{now}");
                }
                print!("accept this snapshot? [a]ccept, [r]eject, [s]kip: ");
                std::io::stdout().flush().map_err(|e| e.to_string())?;
                let answer = lines.next().and_then(Result::ok).unwrap_or_default();
                match answer.trim() {
                    "a" | "accept" => std::fs::rename(&pending, path)
                        .map_err(|e| format!("cannot accept {}: {e}", pending.display()))?,
                    "r" | "reject" => {
                        let _ = std::fs::remove_file(&pending);
                        kept.push((line, f));
                    }
                    _ => kept.push((line, f)),
                }
            }
            c.failures = kept;
        }
    }
    Ok(())
}

/// Removes the snapshots no case uses: the paths removed.
fn prune(results: &mut [FileResult]) -> Result<Vec<PathBuf>, String> {
    let mut removed = Vec::new();
    for r in results.iter_mut() {
        for p in std::mem::take(&mut r.orphans) {
            std::fs::remove_file(&p).map_err(|e| format!("cannot remove {}: {e}", p.display()))?;
            removed.push(p);
        }
    }
    Ok(removed)
}

/// The results in words: each failing case with its failures, and a
/// summary line per file.
fn print(results: &[FileResult]) {
    let (mut passed, mut failed) = (0, 0);
    for r in results {
        match &r.outcome {
            Err(e) => {
                failed += 1;
                println!("FAIL {}: {e}", r.tests.display());
            }
            Ok(cases) => {
                let bad = cases.iter().filter(|c| !c.failures.is_empty()).count();
                passed += cases.len() - bad;
                failed += bad;
                println!(
                    "{} {} ({}): {} passed, {bad} failed",
                    if bad == 0 { "ok  " } else { "FAIL" },
                    r.tests.display(),
                    r.game.display(),
                    cases.len() - bad
                );
                for c in cases.iter().filter(|c| !c.failures.is_empty()) {
                    println!("  case {} (line {})", c.name, c.line);
                    for (line, f) in &c.failures {
                        println!("    line {line}: {f}");
                    }
                }
                for p in &r.orphans {
                    println!(
                        "  warning: {}: no case uses this snapshot (`ludus test --prune` removes it)",
                        p.display()
                    );
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
}

/// The results as JSON: per file its cases, each with its failures.
fn json(results: &[FileResult]) -> serde_json::Value {
    let files: Vec<serde_json::Value> = results
        .iter()
        .map(|r| {
            let mut v = serde_json::json!({
                "tests": r.tests.display().to_string(),
                "game": r.game.display().to_string(),
                "orphans": r.orphans.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
            });
            match &r.outcome {
                Err(e) => v["error"] = e.as_str().into(),
                Ok(cases) => v["cases"] = cases.iter().map(case_json).collect(),
            }
            v
        })
        .collect();
    let count = |ok: bool| {
        results
            .iter()
            .map(|r| match &r.outcome {
                Ok(cs) => cs.iter().filter(|c| c.failures.is_empty() == ok).count(),
                Err(_) => usize::from(!ok),
            })
            .sum::<usize>()
    };
    serde_json::json!({"files": files, "passed": count(true), "failed": count(false)})
}

fn case_json(c: &CaseResult) -> serde_json::Value {
    let failures: Vec<serde_json::Value> = c
        .failures
        .iter()
        .map(|(line, f)| {
            let mut v = serde_json::json!({"line": line, "message": f.to_string()});
            if let Failure::Snapshot {
                path,
                new,
                only_before,
                only_now,
                ..
            } = f
            {
                v["snapshot"] = path.display().to_string().into();
                v["new"] = (*new).into();
                v["only_before"] = only_before.clone().into();
                v["only_now"] = only_now.clone().into();
            }
            v
        })
        .collect();
    serde_json::json!({"name": c.name, "line": c.line, "ok": c.failures.is_empty(), "failures": failures})
}
