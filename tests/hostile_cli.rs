//! The command line under hostile use (issue 39): a huge word in a rule
//! file is diagnosed without its edit distances and quoted short (finding
//! 6); `play --record` journals every move, is saved by SIGTERM, never
//! truncates an existing record while a game runs, and says so when the
//! record cannot be written (finding 8).

mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::bin::run_ludus as run;

fn game_path() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game").to_string()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// Every token quoted between backticks in `text`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// Checkers with `word`, in the first place `context` is written,
/// replaced by a word of 1 MiB.
fn with_huge_word(context: &str, word: &str) -> String {
    let src = std::fs::read_to_string(game_path()).unwrap();
    let at = src.find(context).expect("the context") + context.find(word).expect("the word");
    format!(
        "{}{}{}",
        &src[..at],
        "q".repeat(1 << 20),
        &src[at + word.len()..]
    )
}

#[test]
fn a_huge_word_is_diagnosed_with_its_quote_cut() {
    // At the start of an item (the item keywords are the candidates), as a
    // piece name (the pieces), as a direction (the directions) and inside
    // a block (the block's keywords).
    for (context, word) in [
        ("\nplayers", "players"),
        ("black man:", "man"),
        ("= forward-left", "forward-left"),
        ("mandatory capture", "capture"),
    ] {
        let src = with_huge_word(context, word);
        let compiled = ludus::compile(ludus::Source::named("huge.game", &src));
        let (_, ds) = compiled.into_parts();
        assert!(ds.iter().any(ludus::Diagnostic::is_error), "{word}");
        for d in &ds {
            let texts = std::iter::once(d.message.as_str())
                .chain(d.help.as_deref())
                .chain(d.labels.iter().map(|l| l.text.as_str()));
            for text in texts {
                assert!(text.len() < 2000, "{word}: {} bytes", text.len());
                for q in quoted(text) {
                    assert!(q.chars().count() <= 80, "{word}: a quote of {}", q.len());
                }
            }
        }
    }
}

#[test]
fn check_and_fmt_of_a_huge_word_answer_briefly() {
    let path = temp("huge-word.game");
    std::fs::write(&path, with_huge_word("\nplayers", "players")).unwrap();
    let path = path.to_str().unwrap();
    for args in [vec!["check", path], vec!["fmt", "--check", path]] {
        let r = run(&args, None);
        assert_eq!(r.code, Some(1), "{args:?}");
        // Before: the word was quoted whole (1.1 MB of output).
        assert!(r.err.len() < 16_000, "{args:?}: {} bytes", r.err.len());
        assert!(r.err.contains("qqq…`"), "{args:?}: {}", r.err);
        // A hang detector only, far above the time taken (well under a
        // second in release; before the fix, seconds of edit distances).
        assert!(r.took < Duration::from_secs(60), "{args:?}: {:?}", r.took);
    }
}
