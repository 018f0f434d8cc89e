//! Results with names (issue 38): an end rule may carry a label
//! (`no moves and attacked(king own): loses "checkmate"`), which `play`,
//! `moves --json`, records and the server show instead of the rule.

mod common;

use common::bin::ludus as run;

#[test]
fn checkmate_and_stalemate_are_named_in_json() {
    let (code, out, err) = run(
        &[
            "moves",
            "games/chess.game",
            "--fen",
            "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"]["label"], "checkmate", "{out}");
    assert_eq!(v["result"]["winner"], "white", "{out}");
    // The rule as written stays in `reason`.
    assert_eq!(v["result"]["reason"], "no moves and attacked(king own)");

    let (_, out, _) = run(
        &[
            "moves",
            "games/chess.game",
            "--fen",
            "7k/8/6Q1/8/8/8/8/K7 b - - 0 1",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"]["label"], "stalemate", "{out}");
    assert!(v["result"]["winner"].is_null(), "{out}");
}

#[test]
fn play_says_checkmate_and_the_record_keeps_it() {
    let dir = std::env::temp_dir().join(format!("ludus-end-labels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("mate.json");
    // The fool's mate, typed in SAN.
    let (code, out, err) = run(
        &[
            "play",
            "games/chess.game",
            "--seat",
            "all=human",
            "--record",
            rec.to_str().unwrap(),
        ],
        "f3\ne5\ng4\nQh4#\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("game over: black wins (checkmate)"), "{out}");
    let saved = std::fs::read_to_string(&rec).unwrap();
    assert!(saved.contains("\"label\": \"checkmate\""), "{saved}");
    // The record replays, and says so.
    let (code, out, err) = run(&["replay", "games/chess.game", rec.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("checkmate"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_label_is_not_part_of_the_rule_text() {
    let src = std::fs::read_to_string("games/chess.game").unwrap();
    let c = ludus::compile(ludus::Source::named("chess.game", &src));
    let g = c.game.expect("chess compiles");
    let mate = &g.ends[0];
    assert_eq!(mate.text, "no moves and attacked(king own)");
    assert_eq!(mate.label.as_deref(), Some("checkmate"));
    let claim = g.ends.iter().find(|r| r.claim).unwrap();
    assert_eq!(claim.label.as_deref(), Some("threefold repetition"));

    // A label may hold a colon; a rule without one has none.
    let src = src.replace("loses \"checkmate\"", "loses \"mate: game over\"");
    let g = ludus::compile(ludus::Source::named("chess.game", &src))
        .game
        .expect("compiles");
    assert_eq!(g.ends[0].text, "no moves and attacked(king own)");
    assert_eq!(g.ends[0].label.as_deref(), Some("mate: game over"));
    let src = src.replace(" \"mate: game over\"", "");
    let g = ludus::compile(ludus::Source::named("chess.game", &src))
        .game
        .expect("compiles");
    assert_eq!(g.ends[0].label, None);
}

#[test]
fn every_end_rule_of_the_games_has_a_label() {
    for entry in std::fs::read_dir("games").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "game") {
            continue;
        }
        let g = ludus::load(&path).expect("the game loads");
        for r in &g.ends {
            assert!(r.label.is_some(), "{}: `{}`", path.display(), r.text);
        }
    }
}
