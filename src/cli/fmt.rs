//! `ludus fmt`: rewrite rule files in the canonical layout (see the
//! library's `fmt` module), or with `--check` show what would change.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// The arguments of `ludus fmt`.
#[derive(clap::Args)]
pub struct FmtArgs {
    /// The .game files to format in place (none: standard input to
    /// standard output)
    pub files: Vec<PathBuf>,
    /// Change nothing; show the lines formatting would change and exit 1
    /// if any file is not formatted
    #[arg(long)]
    pub check: bool,
}

/// What became of one text.
enum Verdict {
    Formatted,
    Changed,
    Refused,
}

/// Formats (or checks) each file; exit 1 on a file that does not parse or
/// cannot be read, or with `--check` on one that is not formatted.
pub fn run(args: &FmtArgs) -> ExitCode {
    let mut failed = false;
    if args.files.is_empty() {
        let mut src = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut src) {
            eprintln!("error: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
        failed = fails(&one("<stdin>", &src, args.check, None), args.check);
    }
    for f in &args.files {
        let shown = f.display().to_string();
        match ludus::limits::read_text(f, ludus::limits::RULE_FILE) {
            Ok(src) => {
                let verdict = one(&shown, &src, args.check, Some(f));
                failed |= fails(&verdict, args.check);
            }
            Err(e) => {
                eprintln!("error: cannot read {shown}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Whether a verdict makes the run fail.
fn fails(verdict: &Verdict, check: bool) -> bool {
    match verdict {
        Verdict::Formatted => false,
        Verdict::Changed => check,
        Verdict::Refused => true,
    }
}

/// Formats one text: checks it, writes it back to `path`, or (no path)
/// prints it.
fn one(shown: &str, src: &str, check: bool, path: Option<&Path>) -> Verdict {
    let formatted = match ludus::fmt::format(src) {
        Ok(f) => f,
        Err(ds) => {
            let source = Arc::new(miette::NamedSource::new(shown, src.to_string()));
            for d in ds {
                let d = d.with_source(Arc::clone(&source));
                eprintln!("{}", d.report_text());
            }
            eprintln!("{shown}: not formatted (it does not parse)");
            return Verdict::Refused;
        }
    };
    let same = formatted == src;
    if check {
        if !same {
            println!("--- {shown}\n+++ {shown} (formatted)");
            print!("{}", ludus::fmt::diff(src, &formatted));
        }
    } else if let Some(path) = path {
        if !same {
            if let Err(e) = super::save::write_atomic(path, formatted.as_bytes()) {
                eprintln!("error: cannot write {shown}: {e}");
                return Verdict::Refused;
            }
            eprintln!("formatted {shown}");
        }
    } else {
        let _ = std::io::stdout().write_all(formatted.as_bytes());
    }
    if same {
        Verdict::Formatted
    } else {
        Verdict::Changed
    }
}
