//! Replays the checkers game corpus (`tests/data/corpus`, a copy of the
//! project's shared corpus carried in the repository so that a fresh clone
//! tests alone; see its README.md)
//! and compares each game's verdict with the reference implementation's
//! (`checkers-games.expected.tsv`).
//!
//! `sample` (run by `cargo test`) checks every 20th game plus every game
//! whose expected row is notable: a rules end inside the record, a finished
//! status after the last move, or an illegal move. `all_games` (ignored;
//! `cargo test --release --test corpus -- --ignored`) checks all of them.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ludus::record::{parse_line, replay_moves};

const GAMES: &str = "checkers-games.txt";
const EXPECTED: &str = "checkers-games.expected.tsv";
const CORPUS_GAMES: usize = 10_104;

fn corpus_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    assert!(
        dir.join(GAMES).is_file() && dir.join(EXPECTED).is_file(),
        "checkers corpus not found: expected {GAMES} and {EXPECTED} in {} \
         (the corpus is part of the repository: is the checkout complete?)",
        dir.display()
    );
    dir
}

/// One expected row of the TSV, the fields kept as text.
struct Expected {
    game: usize,
    line: usize,
    plies: String,
    legal: String,
    first_illegal_ply: String,
    rules_end_after_ply: String,
    rules_end_result: String,
    rules_end_reason: String,
    status_after_record: String,
}

impl Expected {
    fn notable(&self) -> bool {
        !self.rules_end_after_ply.is_empty()
            || (self.status_after_record != "*")
            || self.legal == "no"
    }
}

fn read_expected(dir: &Path) -> Vec<Expected> {
    let text = std::fs::read_to_string(dir.join(EXPECTED)).expect("read expected TSV");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("TSV header").split('\t').collect();
    let col = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .unwrap_or_else(|| panic!("column {name:?} missing from {EXPECTED}"))
    };
    let (c_game, c_line, c_plies, c_legal, c_fip, c_rea, c_rer, c_rers, c_status) = (
        col("game"),
        col("line"),
        col("plies"),
        col("legal"),
        col("first_illegal_ply"),
        col("rules_end_after_ply"),
        col("rules_end_result"),
        col("rules_end_reason"),
        col("status_after_record"),
    );
    lines
        .filter(|l| !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let get = |c: usize| f.get(c).copied().unwrap_or("").trim().to_string();
            Expected {
                game: get(c_game).parse().expect("game number"),
                line: get(c_line).parse().expect("line number"),
                plies: get(c_plies),
                legal: get(c_legal),
                first_illegal_ply: get(c_fip),
                rules_end_after_ply: get(c_rea),
                rules_end_result: get(c_rer),
                rules_end_reason: get(c_rers),
                status_after_record: get(c_status),
            }
        })
        .collect()
}

/// The engine's end-rule names, as the reference implementation words them.
fn reason_text(ours: &str) -> String {
    match ours {
        "repetition 3 since capture" => "threefold repetition without capture".into(),
        "plies 100 since capture" => "100 plies without capture".into(),
        "no moves" | "no pieces" => "no move".into(),
        other => other.into(),
    }
}

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map(|v| v.to_string()).unwrap_or_default()
}

/// Replays the games selected by `pick` and returns the number checked;
/// panics listing the mismatches if any.
fn check(pick: impl Fn(&Expected) -> bool) -> usize {
    let dir = corpus_dir();
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("games/checkers.game loads");
    let text = std::fs::read_to_string(dir.join(GAMES)).expect("read games file");
    let lines: Vec<&str> = text.lines().collect();
    let expected = read_expected(&dir);

    // The game lines, numbered from 1 in file order, must be the TSV's rows.
    let games: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| parse_line(l).is_some())
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(games.len(), CORPUS_GAMES, "games in {GAMES}");
    assert_eq!(expected.len(), CORPUS_GAMES, "rows in {EXPECTED}");
    let by_line: HashMap<usize, usize> =
        games.iter().enumerate().map(|(i, &l)| (l, i + 1)).collect();

    let mut checked = 0;
    let mut failures = Vec::new();
    for e in expected.iter().filter(|e| pick(e)) {
        assert_eq!(
            by_line.get(&e.line),
            Some(&e.game),
            "TSV game {} names line {}, which is not that game in {GAMES}",
            e.game,
            e.line
        );
        let (_, moves) = parse_line(lines[e.line - 1]).expect("a game line");
        let (v, _) = replay_moves(&game, &moves);
        let got = [
            ("plies", v.plies.to_string(), &e.plies),
            (
                "legal",
                if v.legal { "yes" } else { "no" }.to_string(),
                &e.legal,
            ),
            (
                "first_illegal_ply",
                opt(v.first_illegal_ply),
                &e.first_illegal_ply,
            ),
            (
                "rules_end_after_ply",
                opt(v.rules_end_after_ply),
                &e.rules_end_after_ply,
            ),
            (
                "rules_end_result",
                opt(v.rules_end_result.clone()),
                &e.rules_end_result,
            ),
            (
                "rules_end_reason",
                opt(v.rules_end_reason.as_deref().map(reason_text)),
                &e.rules_end_reason,
            ),
            // The TSV leaves the status blank for a game with an illegal move.
            (
                "status_after_record",
                if v.legal {
                    v.status_after_record.clone()
                } else {
                    String::new()
                },
                &e.status_after_record,
            ),
        ];
        for (field, ours, want) in got {
            if ours != *want {
                failures.push(format!(
                    "game {} (line {}): {field}: got {ours:?}, expected {want:?}{}",
                    e.game,
                    e.line,
                    v.illegal_reason
                        .as_deref()
                        .map(|r| format!(" [{r}]"))
                        .unwrap_or_default()
                ));
            }
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} mismatch(es) in {checked} games checked:\n{}",
        failures.len(),
        failures
            .iter()
            .take(50)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    checked
}

#[test]
fn sample() {
    let n = check(|e| e.game % 20 == 1 || e.notable());
    // 506 every-20th games (1, 21, 41, ...) and 19 notable ones, 2 in both.
    assert_eq!(n, 523, "games sampled");
}

#[test]
#[ignore = "all 10,104 games; run with --release -- --ignored"]
fn all_games() {
    assert_eq!(check(|_| true), CORPUS_GAMES);
}
