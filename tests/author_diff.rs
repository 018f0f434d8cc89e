//! `ludus diff OLD NEW`: checkers against a variant whose men capture
//! backward, against itself, and against a variant with another setup.

mod common;

use std::fs;
use std::path::PathBuf;

use common::bin::run_ludus;

/// Checkers with one edit, written to a fresh temporary file.
fn variant(name: &str, from: &str, to: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-diff-{name}-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("temp dir");
    let src = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers");
    assert!(src.contains(from), "the edit applies");
    let path = dir.join(format!("{name}.game"));
    fs::write(&path, src.replace(from, to)).expect("write");
    path
}

fn json(args: &[&str]) -> (Option<i32>, serde_json::Value) {
    let r = run_ludus(args, None);
    let v = serde_json::from_str(&r.out).unwrap_or_else(|e| panic!("{e}: {}{}", r.out, r.err));
    (r.code, v)
}

#[test]
fn men_capturing_backward_differ_first_after_three_plies_with_the_extra_capture_under_new() {
    let new = variant(
        "backward",
        "    jump forward-diagonal over enemy chained",
        "    jump diagonal over enemy chained",
    );
    let new = new.to_str().expect("utf-8");
    let args = [
        "diff",
        "games/checkers.game",
        new,
        "--depth",
        "4",
        "--playouts",
        "3",
    ];
    let (code, v) = json(&[&args[..], &["--json"]].concat());
    assert_eq!(code, Some(1));
    assert_eq!(v["equal"], false);
    assert!(v["differing"].as_u64().expect("count") > 10, "{v}");
    let first = &v["differences"][0];
    // No capture is possible before ply 3, so three plies is the shortest.
    assert_eq!(
        first["sequence"],
        serde_json::json!(["a3-b4", "b6-a5", "c3-d4"])
    );
    assert_eq!(first["to_move"], "white");
    assert_eq!(first["only_old"][0]["move"], "a5xc3");
    assert_eq!(
        first["only_new"][0]["move"], "a5xc3xe5",
        "the backward capture goes on"
    );
    assert_eq!(first["only_new"][0]["rules"][0], format!("{new}:34"));
    assert_eq!(first["only_old"][0]["rules"][0], "games/checkers.game:34");
    // The same in words.
    let r = run_ludus(&args, None);
    assert_eq!(r.code, Some(1));
    assert!(
        r.out
            .contains("1. after a3-b4, b6-a5, c3-d4 (3 plies under OLD)"),
        "{}",
        r.out
    );
    assert!(r.out.contains("   only in NEW: a5xc3xe5\n"), "{}", r.out);
    assert!(
        r.out.contains(&format!(
            "      by {new}:34 `jump diagonal over enemy chained` (man)"
        )),
        "{}",
        r.out
    );
}

#[test]
fn a_game_against_itself_is_equal() {
    let (code, v) = json(&[
        "diff",
        "games/checkers.game",
        "games/checkers.game",
        "--depth",
        "4",
        "--playouts",
        "5",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["equal"], true);
    assert_eq!(v["differing"], 0);
    assert!(v["compared"].as_u64().expect("count") > 1000, "{v}");
    let r = run_ludus(
        &[
            "diff",
            "games/liger.game",
            "games/liger.game",
            "--depth",
            "2",
        ],
        None,
    );
    assert_eq!(r.code, Some(0), "{}{}", r.out, r.err);
    assert!(r.out.contains("no position differs"), "{}", r.out);
}

#[test]
fn setups_that_differ_are_reported_and_positions_judged_as_text() {
    let new = variant(
        "setup",
        "    white man: rank 6..8",
        "    white man: rank 7..8",
    );
    let new = new.to_str().expect("utf-8");
    let (code, v) = json(&[
        "diff",
        "games/checkers.game",
        new,
        "--depth",
        "3",
        "--playouts",
        "2",
        "--json",
    ]);
    assert_eq!(code, Some(1), "{v}");
    assert_eq!(v["equal"], false);
    let old_setup = v["setups"]["old"].as_str().expect("old setup");
    let new_setup = v["setups"]["new"].as_str().expect("new setup");
    assert!(
        old_setup.contains("white man: b6, d6, f6, h6, a7"),
        "{old_setup}"
    );
    assert!(new_setup.contains("white man: a7, c7"), "{new_setup}");
    // The movement rules are the same: no position of either tree differs.
    assert_eq!(v["differing"], 0, "{v}");
}
