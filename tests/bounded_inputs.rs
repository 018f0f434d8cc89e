//! Every input is bounded: a rule file, a file it extends, a record, a
//! position text, a line typed in `play` and a perft depth each have a
//! limit, and going over it is a plain refusal, not memory eaten without
//! end. (Issue 21.)

mod common;

use std::path::PathBuf;
use std::time::Duration;

use common::bin::run_ludus as run;

fn game_path() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game").to_string()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-bounded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// Refused with exit 1, quickly, with `what` in the message.
fn assert_refused(args: &[&str], stdin: Option<&str>, what: &str) -> String {
    let r = run(args, stdin);
    let all = format!("{}{}", r.out, r.err);
    assert_eq!(r.code, Some(1), "{args:?}: {all}");
    assert!(all.contains(what), "{args:?}: expected `{what}` in: {all}");
    // An endless or huge input must be refused after a bounded read: a
    // tool that reads on never ends at all (the watchdog kills it and the
    // exit code above fails). The bound is generous on purpose, far above
    // the quiet-machine time (under a second), so that a loaded machine
    // never fails it.
    assert!(
        r.took < Duration::from_secs(120),
        "{args:?} took {:?}",
        r.took
    );
    all
}

#[test]
fn check_of_an_endless_file_is_refused() {
    let all = assert_refused(
        &["check", "/dev/zero"],
        None,
        "cannot read /dev/zero: it is larger than 16 MiB",
    );
    assert!(!all.contains("panicked"), "{all}");
    // The other commands load through the same read.
    assert_refused(&["moves", "/dev/zero"], None, "it is larger than 16 MiB");
}

/// `check` of a game that extends `parent` (a path as the file writes
/// it): refused with `what` in the message, under the unreadable-parent
/// code; the whole output.
fn check_extending(tag: &str, parent: &str, what: &str) -> String {
    let child = temp(&format!("{tag}-child.game"));
    std::fs::write(&child, format!("game \"{tag}\" extends \"{parent}\"\n")).unwrap();
    let all = assert_refused(&["check", child.to_str().unwrap()], None, what);
    assert!(all.contains("ludus::extends-unreadable"), "{all}");
    all
}

#[test]
fn extending_a_file_over_the_limit_is_the_unreadable_parent_diagnostic() {
    // 17 MiB of nothing (a sparse file): refused after reading 16 MiB.
    let big = temp("big-parent.game");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(17 * 1024 * 1024))
        .expect("a sparse file");
    // (The report wraps its long header.)
    check_extending("big", "big-parent.game", "it is larger than 16");
}

#[test]
fn extending_a_device_or_another_kind_of_file_is_refused_without_reading_it() {
    check_extending("zero", "/dev/zero", "is not a `.game` file");
    // Another file of the system is never quoted.
    let all = check_extending("passwd", "/etc/passwd", "is not a `.game` file");
    assert!(!all.contains("root:"), "{all}");
    // A device named like a game file is refused as not a regular file.
    let dev = temp("dev.game");
    let _ = std::fs::remove_file(&dev);
    std::os::unix::fs::symlink("/dev/zero", &dev).expect("a link to /dev/zero");
    check_extending("dev", "dev.game", "not a regular file");
}

#[test]
fn extending_a_pipe_is_refused_instead_of_waiting_for_a_writer() {
    let pipe = temp("pipe.game");
    let _ = std::fs::remove_file(&pipe);
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    // Before, `check` opened the pipe and waited for ever (the watchdog
    // killed it and the exit code was not 1).
    check_extending("pipe", "pipe.game", "not a regular file");
}

#[test]
fn replay_of_an_endless_record_is_refused() {
    assert_refused(
        &["replay", &game_path(), "/dev/zero"],
        None,
        "cannot read /dev/zero: it is larger than 256 MiB",
    );
}

#[test]
fn perft_refuses_absurd_depths_at_once() {
    for depth in ["4294967295", "100000000", "65"] {
        assert_refused(
            &["perft", &game_path(), depth],
            None,
            &format!("depth {depth} is too deep: at most 64"),
        );
    }
    assert_refused(
        &["bench", &game_path(), "--depth", "1000"],
        None,
        "depth 1000 is too deep: at most 64",
    );
}

/// The perft buffers are made as the search reaches each ply: a search
/// set up for an absurd depth allocates nothing for it.
#[test]
fn perft_buffers_are_made_lazily() {
    let game = ludus::load(game_path()).unwrap();
    let mut state = ludus::State::new(&game);
    let mut p = ludus::perft::Perft::new(usize::MAX);
    assert_eq!(p.run(&game, &mut state, 3), 302);
    assert_eq!(p.run(&game, &mut state, 1), 7);
}

#[test]
fn a_record_that_cannot_be_written_is_refused_before_the_game() {
    let bad = temp("no-such-folder").join("game.json");
    let all = assert_refused(
        &["play", &game_path(), "--record", bad.to_str().unwrap()],
        None,
        "cannot write the record",
    );
    assert!(!all.contains("to move>"), "the game started: {all}");
}

#[test]
fn a_huge_position_text_is_refused() {
    let game = ludus::load(game_path()).unwrap();
    let text = format!("black man: c3 {}", " ".repeat(2 << 20));
    let err = ludus::Match::from_position(&game, &text).err().unwrap();
    assert!(err.contains("the position text is too long"), "{err}");
}

#[test]
fn an_endless_line_typed_in_play_stops_the_game() {
    // From a file, as ludus stops reading before the line's end.
    let input = temp("long-line.txt");
    std::fs::write(&input, "a".repeat(200_000)).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["play", &game_path(), "--seed", "1"])
        .stdin(std::fs::File::open(&input).unwrap())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("cannot read the input (line too long): stopping"),
        "{text}"
    );
}
