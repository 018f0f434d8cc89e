//! The lint's used names come from one walk of the whole AST: a zone, a
//! piece and a counter used only inside a card's `for SIDE { ... }` block
//! are used (they were once reported unused, failing `check --deny-warnings`).

use std::path::Path;
use std::process::Command;

const FILE: &str = "tests/games/for_block_uses.game";

fn source() -> String {
    std::fs::read_to_string(FILE).expect("the test game is readable")
}

/// The codes of the warnings of a text that compiles.
fn warnings(src: &str) -> Vec<String> {
    let (game, ds) = ludus::compile(ludus::Source::named(FILE, src)).into_parts();
    assert!(game.is_some(), "the game compiles: {ds:?}");
    ds.iter().map(|d| d.code.to_string()).collect()
}

fn check_denying_warnings(path: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["check", "--deny-warnings"])
        .arg(path)
        .output()
        .expect("the ludus binary runs")
}

#[test]
fn names_used_only_in_a_for_block_are_used() {
    let codes = warnings(&source());
    assert!(codes.is_empty(), "no warning expected, got {codes:?}");
    let out = check_denying_warnings(Path::new(FILE));
    assert!(
        out.status.success(),
        "`ludus check --deny-warnings` fails: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_same_zone_unused_everywhere_is_reported() {
    let src = source().replace(" avoiding gate", "");
    assert_ne!(src, source(), "the test game uses `gate` in its for block");
    let codes = warnings(&src);
    assert_eq!(codes, ["ludus::unused-zone"]);
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("for_block_unused_zone.game");
    std::fs::write(&path, &src).expect("the temporary game is written");
    let out = check_denying_warnings(&path);
    assert!(
        !out.status.success(),
        "an unused zone fails `--deny-warnings`"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("unused-zone"));
}
