//! The command line under hostile use (issue 39): a huge word in a rule
//! file is diagnosed without its edit distances and quoted short (finding
//! 6); `play --record` journals every move, is saved by SIGTERM, never
//! truncates an existing record while a game runs, and says so when the
//! record cannot be written (finding 8).

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
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

/// A `ludus play` driven line by line: its input, and its output read on
/// a thread.
struct Driven {
    child: Child,
    stdin: ChildStdin,
    out: Receiver<String>,
    seen: String,
}

impl Driven {
    fn start(args: &[&str]) -> Driven {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("ludus runs");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, out) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            let mut buf = Vec::new();
            while r.read_until(b'>', &mut buf).is_ok_and(|n| n > 0) {
                let _ = tx.send(String::from_utf8_lossy(&buf).into_owned());
                buf.clear();
            }
        });
        Driven {
            child,
            stdin,
            out,
            seen: String::new(),
        }
    }

    /// Waits until the output has shown `n` prompts in all (a hang
    /// detector of 300 s, not a speed test).
    fn prompts(&mut self, n: usize) {
        while self.seen.matches("to move>").count() < n {
            let more = self
                .out
                .recv_timeout(Duration::from_secs(300))
                .unwrap_or_else(|_| panic!("no prompt {n}: {}", self.seen));
            self.seen.push_str(&more);
        }
    }

    fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }
}

fn moves_of(path: &PathBuf) -> serde_json::Value {
    let text = std::fs::read_to_string(path).expect("a record");
    let rec: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(rec["format"], "ludus-record/1");
    rec["moves"].clone()
}

#[test]
fn sigterm_saves_the_moves_so_far() {
    for sig in ["TERM", "HUP"] {
        let rec = temp(&format!("signal-{sig}.json"));
        let _ = std::fs::remove_file(&rec);
        let mut p = Driven::start(&[
            "play",
            &game_path(),
            "--seat",
            "all=human",
            "--record",
            rec.to_str().unwrap(),
        ]);
        p.prompts(1);
        p.say("c3-d4");
        p.prompts(2);
        p.say("f6-e5");
        p.prompts(3);
        let pid = p.child.id().to_string();
        let killed = Command::new("kill")
            .args([&format!("-{sig}"), &pid])
            .status();
        assert!(killed.unwrap().success());
        let status = p.child.wait().unwrap();
        assert!(!status.success(), "{sig}: stopped by the signal");
        // Before: the record was empty (truncated at the start, written
        // only at the end).
        assert_eq!(
            moves_of(&rec),
            serde_json::json!(["c3-d4", "f6-e5"]),
            "{sig}"
        );
        let mut journal = rec.clone().into_os_string();
        journal.push(".partial");
        assert!(
            !PathBuf::from(journal).exists(),
            "the journal became the record"
        );
    }
}

#[test]
fn an_existing_record_is_intact_while_a_new_game_runs() {
    let rec = temp("existing.json");
    let old = "{\"an\": \"old record\"}\n";
    std::fs::write(&rec, old).unwrap();
    let mut p = Driven::start(&[
        "play",
        &game_path(),
        "--seat",
        "all=human",
        "--record",
        rec.to_str().unwrap(),
    ]);
    p.prompts(1);
    p.say("c3-d4");
    p.prompts(2);
    // Before: the old record was truncated when the game started.
    assert_eq!(std::fs::read_to_string(&rec).unwrap(), old);
    // The journal beside it holds the game so far.
    let mut journal = rec.clone().into_os_string();
    journal.push(".partial");
    assert_eq!(
        moves_of(&PathBuf::from(&journal)),
        serde_json::json!(["c3-d4"])
    );
    p.say("quit");
    assert!(p.child.wait().unwrap().success());
    assert_eq!(moves_of(&rec), serde_json::json!(["c3-d4"]));
    assert!(!PathBuf::from(journal).exists());
}

#[test]
fn a_full_disk_is_a_clear_error_and_the_record_is_shown() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let r = run(
        &[
            "play",
            &game_path(),
            "--seat",
            "all=random",
            "--seed",
            "3",
            "--max-plies",
            "4",
            "--record",
            "/dev/full",
        ],
        None,
    );
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    assert!(
        r.err.contains("cannot write the record /dev/full")
            && r.err.contains("the record is printed above"),
        "{}",
        r.err
    );
    // The record is not lost: it is on standard error, whole.
    let start = r.err.find('{').expect("the record");
    let end = r.err.rfind('}').expect("its end");
    let rec: serde_json::Value = serde_json::from_str(&r.err[start..=end]).unwrap();
    assert_eq!(rec["moves"].as_array().map(Vec::len), Some(4));
    // /dev/full is still the device (not replaced by a file).
    assert!(!std::fs::metadata("/dev/full").unwrap().is_file());
}

#[test]
fn fmt_in_place_and_render_output_are_replaced_whole() {
    let src = "game \"x\"\nplayers {\n  black   forward n\n}\n";
    let path = temp("fmt-me.game");
    std::fs::write(&path, src).unwrap();
    let r = run(&["fmt", path.to_str().unwrap()], None);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert_ne!(std::fs::read_to_string(&path).unwrap(), src);
    let svg = temp("board.svg");
    let r = run(&["render", &game_path(), "-o", svg.to_str().unwrap()], None);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    // No temporary file of theirs is left beside them (the folder is shared
    // with the other tests of this file, whose saves run at the same time).
    let dir = path.parent().unwrap();
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            name.ends_with(".tmp") && (name.contains("fmt-me") || name.contains("board.svg"))
        })
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // A device is written in place, never replaced: /dev/full is an error.
    if std::path::Path::new("/dev/full").exists() {
        let r = run(&["render", &game_path(), "-o", "/dev/full"], None);
        assert_eq!(r.code, Some(1));
        assert!(r.err.contains("cannot write /dev/full"), "{}", r.err);
    }
}
