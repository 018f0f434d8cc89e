//! `ludus test`: every game's tests in games/ pass (so `cargo test` runs
//! them), and a rule changed in a copy of a game fails with a readable
//! diff of the legal moves, which `--accept` then accepts.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::bin::run_ludus;

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-author-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("snapshots")).expect("temp dir");
    dir
}

/// The project folder.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Copies checkers (game, tests, snapshots) into `dir`, with `edit`
/// applied to the game and only the lines of the tests file that `keep`
/// accepts.
fn copy_checkers(dir: &Path, edit: (&str, &str), keep: impl Fn(&str) -> bool) {
    let game = fs::read_to_string(root().join("games/checkers.game")).expect("game");
    assert!(game.contains(edit.0), "the edit applies");
    fs::write(dir.join("checkers.game"), game.replace(edit.0, edit.1)).expect("write");
    let tests = fs::read_to_string(root().join("games/checkers.tests")).expect("tests");
    let kept: Vec<&str> = tests.lines().filter(|l| keep(l)).collect();
    fs::write(dir.join("checkers.tests"), kept.join("\n")).expect("write");
    for e in fs::read_dir(root().join("games/snapshots")).expect("snapshots") {
        let p = e.expect("entry").path();
        let name = p.file_name().expect("name").to_string_lossy().into_owned();
        if name.starts_with("checkers__") && name.ends_with(".snap") {
            fs::copy(&p, dir.join("snapshots").join(name)).expect("copy");
        }
    }
}

#[test]
fn every_game_in_games_passes_its_tests() {
    let mut files: Vec<String> = fs::read_dir(root().join("games"))
        .expect("games/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .map(|p| format!("games/{}", p.file_name().expect("name").to_string_lossy()))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "{files:?}");
    let mut args = vec!["test"];
    args.extend(files.iter().map(String::as_str));
    let r = run_ludus(&args, None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    for f in &files {
        let tests = f.replace(".game", ".tests");
        assert!(
            r.out.contains(&format!("ok   {tests}")),
            "{tests} ran:\n{}",
            r.out
        );
    }
    assert!(r.out.ends_with(" passed, 0 failed\n"), "{}", r.out);
}

/// Checkers' men moving `diagonal` instead of `forward-diagonal`: the
/// snapshots of the cases on men's steps fail with the moves only now,
/// `.snap.new` files are written, and after `--accept` the snapshots pass.
#[test]
fn forward_diagonal_to_diagonal_fails_with_a_diff_then_accept_passes() {
    let dir = scratch("mutate");
    copy_checkers(
        &dir,
        ("step forward-diagonal to empty", "step diagonal to empty"),
        |l| {
            !["  perft", "  illegal", "  legal", "  outcome"]
                .iter()
                .any(|s| l.starts_with(s))
        },
    );
    let game = dir.join("checkers.game");
    let game = game.to_str().expect("utf-8 path");
    let r = run_ludus(&["test", game], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    assert!(
        r.out.contains("case man-step-forward-diagonal (line "),
        "{}",
        r.out
    );
    assert!(
        r.out
            .contains("only before: (none)\n    only now:    a3-b2 a5-b4 e3-d2 e3-f2 f4-g3\n"),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("only now:    d6-c7 d6-e7 h6-g7"),
        "{}",
        r.out
    );
    let pending = dir.join("snapshots/checkers__man-step-forward-diagonal.snap.new");
    let text = fs::read_to_string(&pending).expect(".snap.new written");
    assert!(text.starts_with("---\nsource: "), "insta's header: {text}");
    assert!(text.contains("  a3-b2\n"), "{text}");

    let r = run_ludus(&["test", "--accept", game], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    assert!(!pending.exists(), "accepted: the .snap.new is gone");
    let accepted = dir.join("snapshots/checkers__man-step-forward-diagonal.snap");
    assert!(
        fs::read_to_string(accepted)
            .expect("snap")
            .contains("  a3-b2\n")
    );
    let r = run_ludus(&["test", game], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    let _ = fs::remove_dir_all(&dir);
}

/// The same mutation with the whole tests file: perft and `illegal` steps
/// are not snapshots, so `--accept` does not make them pass.
#[test]
fn accept_does_not_accept_perft_or_illegal_and_json_lists_the_failures() {
    let dir = scratch("mutate-all");
    copy_checkers(
        &dir,
        ("step forward-diagonal to empty", "step diagonal to empty"),
        |_| true,
    );
    let game = dir.join("checkers.game");
    let game = game.to_str().expect("utf-8 path");
    let r = run_ludus(&["test", "--accept", "--json", game], None);
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("json");
    let cases = v["files"][0]["cases"].as_array().expect("cases");
    let failed: Vec<&str> = cases
        .iter()
        .filter(|c| c["ok"] == false)
        .map(|c| c["name"].as_str().expect("name"))
        .collect();
    assert_eq!(failed, ["setup", "perft", "man-step-white-forward"]);
    let perft = &cases[1]["failures"][0]["message"];
    assert_eq!(perft, "perft 3: expected 302, got 340");
    assert_eq!(v["failed"], 3);
    let _ = fs::remove_dir_all(&dir);
}

/// A new case with no snapshot yet fails and writes `.snap.new`;
/// `--review` answering `a` accepts it, `r` rejects it.
#[test]
fn review_accepts_or_rejects_each_snapshot() {
    let dir = scratch("review");
    fs::copy(
        root().join("games/checkers.game"),
        dir.join("checkers.game"),
    )
    .expect("copy");
    fs::write(
        dir.join("checkers.tests"),
        "case one\n  moves\ncase two\n  play c3-d4\n  moves\ncase bad\n  perft 1 = 8\n",
    )
    .expect("write");
    let game = dir.join("checkers.game");
    let game = game.to_str().expect("utf-8 path");
    let r = common::bin::run_ludus(&["test", "--review", game], Some("a\nr\n"));
    assert_eq!(r.code, Some(1), "{}{}", r.out, r.err);
    assert!(dir.join("snapshots/checkers__one.snap").exists());
    assert!(!dir.join("snapshots/checkers__two.snap").exists());
    assert!(!dir.join("snapshots/checkers__two.snap.new").exists());
    assert!(r.out.contains("case two (line 3)"), "{}", r.out);
    assert!(r.out.contains("perft 1: expected 8, got 7"), "{}", r.out);
    let _ = fs::remove_dir_all(&dir);
}

/// A tests file with bad lines: each is reported with its line, exit 1.
#[test]
fn a_bad_tests_file_names_its_lines() {
    let dir = scratch("bad");
    fs::copy(
        root().join("games/checkers.game"),
        dir.join("checkers.game"),
    )
    .expect("copy");
    fs::write(dir.join("checkers.tests"), "case a\n  fly c3\n  perft x\n").expect("write");
    let game = dir.join("checkers.game");
    let r = run_ludus(&["test", game.to_str().expect("utf-8")], None);
    assert_eq!(r.code, Some(1));
    assert!(
        r.out.contains("checkers.tests:line 2: unknown step `fly`"),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("checkers.tests:line 3: `perft` needs"),
        "{}",
        r.out
    );
    let _ = fs::remove_dir_all(&dir);
}

/// A folder given to `ludus test` runs every `.tests` file in it: the same
/// files, in the same order, as the default (games/).
#[test]
fn a_folder_runs_every_tests_file_in_it() {
    let r = run_ludus(&["test", "games/"], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    let files = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("ok   "))
            .map(|l| l.split_whitespace().nth(1).unwrap_or("").to_string())
            .collect()
    };
    let listed = files(&r.out);
    assert!(
        listed.iter().any(|f| f.ends_with("checkers.tests")),
        "{}",
        r.out
    );
    let default = run_ludus(&["test"], None);
    assert_eq!(files(&default.out).len(), listed.len(), "{}", default.out);
    let missing = run_ludus(&["test", "no-such-folder/"], None);
    assert_ne!(missing.code, Some(0), "{}", missing.out);
}

/// A case renamed leaves its snapshots behind: `ludus test` warns of the
/// `.snap` and `.snap.new` no case uses (without failing), `--prune`
/// removes them and keeps every snapshot a case uses.
#[test]
fn snapshots_no_case_uses_are_warned_of_and_pruned() {
    let dir = scratch("orphans");
    copy_checkers(&dir, ("game \"Checkers\"", "game \"Checkers\""), |_| true);
    // One case is kept: the snapshots of the others are orphans.
    let tests = "case setup: the start\n  moves\n  perft 4 = 1469\n";
    fs::write(dir.join("checkers.tests"), tests).expect("write");
    let snaps = dir.join("snapshots");
    fs::write(snaps.join("checkers__old-name.snap.new"), "---\n---\n").expect("write");
    let kept = snaps.join("checkers__setup.snap");
    assert!(kept.exists());
    let orphan = snaps.join("checkers__capture-jump.snap");
    assert!(orphan.exists());
    // Another tests file's snapshots are not this one's.
    fs::write(snaps.join("other__x.snap"), "---\n---\n").expect("write");
    let game = dir.join("checkers.game");
    let g = game.to_str().expect("path");
    let r = run_ludus(&["test", g], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    assert!(
        r.out.contains(&format!(
            "warning: {}: no case uses this snapshot",
            snaps.join("checkers__old-name.snap.new").display()
        )),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("checkers__capture-jump.snap: no case uses"),
        "{}",
        r.out
    );
    assert!(!r.out.contains("checkers__setup.snap:"), "{}", r.out);
    assert!(!r.out.contains("other__x"), "{}", r.out);
    let r = run_ludus(&["test", g, "--json"], None);
    let v: serde_json::Value = serde_json::from_str(&r.out).expect("json");
    let listed = v["files"][0]["orphans"].as_array().expect("orphans").len();
    assert!(listed >= 2, "{}", r.out);
    let r = run_ludus(&["test", g, "--prune"], None);
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    assert!(r.out.contains("removed "), "{}", r.out);
    assert!(!orphan.exists() && !snaps.join("checkers__old-name.snap.new").exists());
    assert!(kept.exists() && snaps.join("other__x.snap").exists());
    let r = run_ludus(&["test", g], None);
    assert!(!r.out.contains("no case uses"), "{}", r.out);
    let _ = fs::remove_dir_all(&dir);
}

/// `illegal stops after PATH`: passes when a chain must go on from PATH,
/// and fails, saying why, when a legal move stops there or none goes on.
#[test]
fn illegal_stops_after_names_a_chain_that_must_go_on() {
    let dir = scratch("stops-after");
    copy_checkers(&dir, ("game", "game"), |_| false);
    let case = |name: &str, step: &str| {
        format!(
            "case {name}\n  position black king: a1  white man: b2, d4, d6, b6, b4, h8\n  {step}\n"
        )
    };
    let tests = [
        case("must-go-on", "illegal stops after a1xc3"),
        case("stops-there", "illegal stops after a1xc3xe5xc7xa5xc3"),
        case("goes-nowhere", "illegal stops after a1xb2"),
        case("no-such-cell", "illegal stops after a1xz9"),
        "case empty\n  illegal stops after\n".to_string(),
    ];
    fs::write(dir.join("checkers.tests"), tests[..4].concat()).expect("write");
    let run = run_ludus(&["test", dir.join("checkers.game").to_str().unwrap()], None);
    let out = format!("{}{}", run.out, run.err);
    assert_eq!(run.code, Some(1), "{out}");
    assert!(!out.contains("case must-go-on"), "{out}");
    assert!(
        out.contains(
            "illegal stops after a1xc3xe5xc7xa5xc3: but a legal move stops there: a1xc3xe5xc7xa5xc3"
        ),
        "{out}"
    );
    assert!(
        out.contains("illegal stops after a1xb2: no legal move goes on from a1xb2"),
        "{out}"
    );
    assert!(
        out.contains("illegal stops after a1xz9: not a move at all"),
        "{out}"
    );
    fs::write(dir.join("checkers.tests"), &tests[4]).expect("write");
    let run = run_ludus(&["test", dir.join("checkers.game").to_str().unwrap()], None);
    let out = format!("{}{}", run.out, run.err);
    assert!(out.contains("`illegal stops after` needs a path"), "{out}");
    let _ = fs::remove_dir_all(&dir);
}
