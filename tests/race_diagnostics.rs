//! The diagnostics of a `race` block (docs/diagnostics.md): each bad block
//! gets its code, pointing at the text at fault, and no panic.

use ludus::{Source, compile};

/// Backgammon's text with `from` replaced by `to`.
fn backgammon_with(from: &str, to: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/backgammon.game");
    let text = std::fs::read_to_string(path).expect("the game reads");
    assert!(text.contains(from), "the game has `{from}`");
    text.replace(from, to)
}

/// The codes of the errors of `text`, each with the text its first label
/// points at.
fn errors(text: &str) -> Vec<(String, String)> {
    let Err(diags) = compile(Source::named("bad.game", text)).into_result() else {
        panic!("the game compiles");
    };
    diags
        .iter()
        .map(|d| {
            let at = d
                .labels
                .first()
                .map(|l| text[l.span.start..l.span.start + l.span.len].to_string())
                .unwrap_or_default();
            (d.code.to_string(), at)
        })
        .collect()
}

#[test]
fn a_race_without_its_dice_is_incomplete() {
    let e = errors(&backgammon_with("    roll 2 dice 6\n", ""));
    assert_eq!(e[0].0, "ludus::race-incomplete");
    assert!(e[0].1.starts_with("race {"), "{e:?}");
}

#[test]
fn a_player_without_a_way_is_incomplete() {
    let e = errors(&backgammon_with("    black backward\n", ""));
    assert_eq!(e[0].0, "ludus::race-incomplete");
}

#[test]
fn a_looped_track_is_refused() {
    let e = errors(&backgammon_with("track points:", "track points loop:"));
    assert_eq!(
        e,
        [("ludus::race-layout".to_string(), "points".to_string())]
    );
}

#[test]
fn a_start_off_the_track_or_shared_is_refused() {
    let e = errors(&backgammon_with(
        "start white: 2 at l2",
        "start white: 2 at l1",
    ));
    assert_eq!(e, [("ludus::race-layout".to_string(), "l1".to_string())]);
    let e = errors(&backgammon_with(
        "start white: 2 at l2",
        "start white: 2 at z9",
    ));
    assert_eq!(e[0].1, "z9");
}

#[test]
fn dice_out_of_range_are_refused() {
    let e = errors(&backgammon_with("roll 2 dice 6", "roll 3 dice 6"));
    assert_eq!(e, [("ludus::count-range".to_string(), "3".to_string())]);
    let e = errors(&backgammon_with(
        "roll 2 dice 6",
        "roll 2 dice 99999999999999999999",
    ));
    assert_eq!(e[0].0, "ludus::count-range");
}

#[test]
fn a_second_race_block_is_a_duplicate() {
    let text = backgammon_with("end {", "race { along points }\nend {");
    let e = errors(&text);
    assert!(
        e.iter().any(|(c, _)| c == "ludus::duplicate-block"),
        "{e:?}"
    );
}

#[test]
fn an_unknown_track_gets_a_suggestion() {
    let e = errors(&backgammon_with("along points", "along pionts"));
    assert_eq!(e[0].0, "ludus::unknown-name");
}
