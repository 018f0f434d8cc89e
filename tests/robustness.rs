//! No input crashes or hangs ludus: corrupt and truncated records given to
//! `replay` get an error naming the line, `play` saves its record when its
//! input ends, and huge or deeply nested rule files are checked without a
//! stack overflow and in reasonable time.
//!
//! Each case runs the `ludus` binary, so that a stack overflow or a panic
//! shows as a failed exit, not as the death of the test harness.

mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::bin::{Run, run_ludus as run};

fn game_path() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game").to_string()
}

fn checkers_src() -> String {
    std::fs::read_to_string(game_path()).expect("games/checkers.game")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-robustness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn write(name: &str, text: &str) -> String {
    let path = temp(name);
    std::fs::write(&path, text).expect("write temp file");
    path.to_str().expect("utf-8 path").to_string()
}

/// A whole game of two computer seats, saved as a record.
fn full_record(name: &str) -> String {
    let path = temp(name);
    let p = path.to_str().unwrap();
    let r = run(
        &[
            "play",
            &game_path(),
            "--seat",
            "all=random",
            "--seed",
            "11",
            "--record",
            p,
        ],
        None,
    );
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    std::fs::read_to_string(&path).expect("the record")
}

/// A panic exits with 101, a stack overflow with a signal: neither is an
/// answer.
fn assert_answered(r: &Run, what: &str) {
    assert!(
        matches!(r.code, Some(0) | Some(1)),
        "{what}: ludus crashed (exit {:?})\nstdout: {}\nstderr: {}",
        r.code,
        r.out.chars().take(2000).collect::<String>(),
        r.err.chars().take(2000).collect::<String>()
    );
}

#[test]
fn replay_of_a_truncated_json_record_names_the_line() {
    let full = full_record("full.json");
    let cut = &full[..full.len() / 2];
    let path = write("truncated.json", cut);
    let r = run(&["replay", &game_path(), &path], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    let lines = cut.lines().count();
    assert!(
        r.err.contains(&format!("line {lines}")),
        "the error names the last line, {lines}: {}",
        r.err
    );
    assert!(r.err.contains("truncated"), "{}", r.err);
}

#[test]
fn replay_of_a_json_record_with_a_wrong_field_names_the_line() {
    let full = full_record("full2.json");
    let broken = full.replacen("\"seed\": 11", "\"seed\": \"eleven\"", 1);
    assert_ne!(broken, full, "the record has a seed field: {full}");
    let line = 1 + broken
        .lines()
        .position(|l| l.contains("eleven"))
        .expect("the changed line");
    let path = write("wrong-field.json", &broken);
    let r = run(&["replay", &game_path(), &path], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    assert!(r.err.contains(&format!("line {line}")), "{}", r.err);
    assert!(r.err.contains("not a valid record"), "{}", r.err);
}

#[test]
fn replay_of_a_json_record_with_nonsense_moves_reports_the_ply() {
    let full = full_record("full3.json");
    let mut rec: serde_json::Value = serde_json::from_str(&full).unwrap();
    let moves = rec["moves"].as_array_mut().unwrap();
    moves.truncate(3);
    moves.push("banana".into());
    moves.push("c3-zz9".into());
    moves.push("".into());
    let path = write(
        "nonsense.json",
        &serde_json::to_string_pretty(&rec).unwrap(),
    );
    let r = run(&["replay", &game_path(), &path], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    assert!(r.out.contains("ply 4 is illegal"), "{}", r.out);
    assert!(r.out.contains("banana"), "{}", r.out);
    let r = run(&["replay", &game_path(), &path, "--json"], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("JSON verdict");
    assert_eq!(v["verdict"]["legal"], false);
    assert_eq!(v["verdict"]["first_illegal_ply"], 4);
}

#[test]
fn replay_of_a_garbage_line_file_names_each_bad_line() {
    let text = "# a comment\n\
                1-0\t11-15 23-19\n\
                hello world\n\
                banana\t11-15\n\
                1-0\t11-15 99-100\n\
                0-1\t11-15 zz\n\
                1/2-1/2\t11-15 23-19 8-11 22-17 11-\n\
                *\t11-15 11-15\n\
                \t11-15\n\
                1-0\t\u{0}\u{7f}\u{feff} ((((\n";
    let path = write("garbage.txt", text);
    for quiet in [false, true] {
        let mut args = vec!["replay", game_path().leak(), &path];
        if quiet {
            args.push("--quiet");
        }
        let r = run(&args, None);
        assert_eq!(r.code, Some(1), "a file with unreadable lines fails");
        for (line, what) in [
            (3, "not a game"),
            (4, "unknown result `banana`"),
            (5, "`99` is not a cell"),
            (6, "`zz` is not a cell"),
            (7, "move 5"),
            (9, "unknown result ``"),
            (10, "move 1"),
        ] {
            let want = format!("line {line}: ");
            let got = r
                .err
                .lines()
                .find(|l| l.contains(&want))
                .unwrap_or_else(|| panic!("no error for line {line}:\n{}", r.err));
            assert!(got.contains(what), "line {line}: {got}");
        }
        // The good game and the illegal one are still replayed.
        assert!(
            r.out
                .contains("9 games: 1 legal, 1 with an illegal move, 7 unreadable line(s)"),
            "{}",
            r.out
        );
        if !quiet {
            assert!(
                r.out.contains("(line 8): 2 plies, illegal at ply 2"),
                "{}",
                r.out
            );
        }
    }
    // JSON lines carry the error too.
    let r = run(&["replay", &game_path(), &path, "--json"], None);
    assert_eq!(r.code, Some(1));
    let errors: Vec<serde_json::Value> = r
        .out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .filter(|v: &serde_json::Value| v.get("error").is_some())
        .collect();
    assert_eq!(errors.len(), 7, "{}", r.out);
    assert_eq!(errors[0]["line"], 3);
}

#[test]
fn replay_of_binary_or_empty_files_is_an_error_not_a_crash() {
    let path = temp("binary.txt");
    std::fs::write(&path, b"1-0\t11-15\n\xff\xfe\x00garbage\n").unwrap();
    let r = run(&["replay", &game_path(), path.to_str().unwrap()], None);
    assert_eq!(r.code, Some(1));
    assert!(r.err.contains("line 2"), "{}", r.err);
    assert!(r.err.contains("not UTF-8"), "{}", r.err);

    for (name, text) in [("empty.txt", ""), ("comments.txt", "# nothing\n\n")] {
        let path = write(name, text);
        let r = run(&["replay", &game_path(), &path], None);
        assert_eq!(r.code, Some(1));
        assert!(r.err.contains("no games"), "{}", r.err);
    }
    for (name, text) in [
        ("brace.json", "{"),
        ("nested.json", &"[".repeat(100_000)),
        (
            "deep.json",
            &format!("{{\"format\": {}", "[".repeat(100_000)),
        ),
    ] {
        let path = write(name, text);
        let r = run(&["replay", &game_path(), &path], None);
        assert_answered(&r, name);
        assert_eq!(r.code, Some(1), "{name}");
    }
}

#[test]
fn play_with_stdin_closed_saves_a_record_with_no_moves() {
    let rec = temp("closed.json");
    let r = run(
        &["play", &game_path(), "--record", rec.to_str().unwrap()],
        None,
    );
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    assert!(r.out.contains("end of input"), "{}", r.out);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rec).expect("a record")).unwrap();
    assert_eq!(saved["format"], "ludus-record/1");
    assert_eq!(saved["moves"], serde_json::json!([]));
    assert_eq!(saved["result"], serde_json::Value::Null);
    // The record replays.
    let r = run(&["replay", &game_path(), rec.to_str().unwrap()], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
}

#[test]
fn play_with_input_ending_mid_game_saves_the_moves_played() {
    let rec = temp("midgame.json");
    // No newline after the last command: the input ends inside a line.
    let r = run(
        &[
            "play",
            &game_path(),
            "--seed",
            "5",
            "--record",
            rec.to_str().unwrap(),
        ],
        Some("c3-d4\nnonsense\n\u{0}\nmoves"),
    );
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rec).expect("a record")).unwrap();
    let moves = saved["moves"].as_array().unwrap();
    assert_eq!(
        moves.len(),
        2,
        "black's move and the computer's reply: {saved}"
    );
    assert_eq!(moves[0], "c3-d4");
}

/// `step ... to empty if ((((...in far-row...))))`, `depth` deep.
fn nested_condition(depth: usize, close: bool) -> String {
    let cond = format!(
        "{}in far-row{}",
        "(".repeat(depth),
        if close {
            ")".repeat(depth)
        } else {
            String::new()
        }
    );
    checkers_src().replacen(
        "step diagonal to empty",
        &format!("step diagonal to empty if {cond}"),
        1,
    )
}

#[test]
fn deeply_nested_parentheses_do_not_overflow_the_stack() {
    for (depth, close) in [(1_000, true), (100_000, true), (100_000, false)] {
        let path = write(
            &format!("nested-{depth}-{close}.game"),
            &nested_condition(depth, close),
        );
        let r = run(&["check", &path], None);
        assert_answered(&r, &format!("{depth} nested `(`, closed: {close}"));
        if !close {
            assert_eq!(r.code, Some(1), "unbalanced parentheses are an error");
        }
    }
}

#[test]
fn deeply_nested_not_does_not_overflow_the_stack() {
    let src = checkers_src().replacen(
        "step diagonal to empty",
        &format!(
            "step diagonal to empty if {}in far-row",
            "not ".repeat(100_000)
        ),
        1,
    );
    let path = write("nested-not.game", &src);
    let r = run(&["check", &path], None);
    assert_answered(&r, "100,000 nested `not`");
}

/// About 10 MB of rule text: checkers, then `item(0)`, `item(1)`, ...
fn big_file(name: &str, item: impl Fn(usize) -> String) -> String {
    let mut src = checkers_src();
    let mut i = 0;
    while src.len() < 10_000_000 {
        src.push_str(&item(i));
        i += 1;
    }
    write(name, &src)
}

/// About 2 s of CPU on a quiet machine; the bound is wall-clock, so it
/// leaves room for a loaded one (tests of other binaries run beside it,
/// 200 s is 100 times the quiet time): what it catches is a quadratic walk,
/// which takes hours on ten megabytes, and the watchdog (300 s) ends it.
fn check_in_time(path: &str) {
    let r = run(&["check", path], None);
    assert_answered(&r, path);
    assert!(
        r.took < Duration::from_secs(200),
        "{path}: {:.1} s to check",
        r.took.as_secs_f64()
    );
}

#[test]
fn a_ten_megabyte_comment_is_checked_in_reasonable_time() {
    check_in_time(&big_file("big-comment.game", |_| {
        "// a comment line that goes on and on and on and on and on\n".into()
    }));
}

// Known failure, reported: each diagnostic is rendered by scanning the
// source from its start (miette's `read_span`; the JSON output's line and
// column likewise), so time grows as diagnostics x file size: 200,000
// `unused-zone` warnings in 10 MB take many minutes.
#[test]
fn ten_megabytes_of_definitions_are_checked_in_reasonable_time() {
    check_in_time(&big_file("big-zones.game", |i| {
        format!("zone z{i} {{\n    black: rank 8\n    white: rank 1\n}}\n")
    }));
}

// Known failure, reported: as above, with 200,000 errors.
#[test]
fn ten_megabytes_of_errors_are_checked_in_reasonable_time() {
    check_in_time(&big_file("big-errors.game", |i| {
        format!("zone e{i} {{\n    black: rank 9\n    white: rank 0\n}}\n")
    }));
}

#[test]
fn ten_megabytes_of_syntax_errors_are_checked_in_reasonable_time() {
    check_in_time(&big_file("big-garbage.game", |i| {
        format!("}} {{ ( {i} ; piece piece \"\n")
    }));
}
