//! `ludus analyze` beyond one machine: `--shard K/M --records-out FILE`
//! plays a part of the games and `--merge` gives the report of the whole,
//! byte for byte the report of one run (JSON, text and SVG); every merge
//! that would not be that report (a shard missing or given twice, a game
//! missing or twice, a shard of another rule text, seed, seats or
//! options) is refused with an error naming the shard file. Also the rule
//! files as they travel to another machine (`ludus::rule_files`,
//! `Source::given`).

mod common;

use std::path::{Path, PathBuf};

use common::bin::{Run, run_ludus};
use ludus::record::shard::{Shard, rules_hash};

fn run(args: &[&str]) -> Run {
    run_ludus(args, None)
}

/// A folder of its own for a test, removed at the end.
struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let d = std::env::temp_dir().join(format!("ludus-shards-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("a temporary folder");
        Dir(d)
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.0.join(name)).expect("a file written")
    }

    fn write(&self, name: &str, text: &str) -> String {
        std::fs::write(self.0.join(name), text).expect("a file written");
        self.path(name)
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn ok(r: &Run, what: &str) {
    assert_eq!(r.code, Some(0), "{what}: {}{}", r.out, r.err);
}

/// Writes shard `shard` of `games` games of `file` to `out`, with `more` options.
fn shard(file: &str, games: usize, shard: &str, out: &str, more: &[&str]) {
    let g = games.to_string();
    let mut args = vec![
        "analyze",
        file,
        "--games",
        &g,
        "--shard",
        shard,
        "--records-out",
        out,
    ];
    args.extend_from_slice(more);
    ok(&run(&args), &format!("shard {shard} of {file}"));
}

/// `analyze FILE --merge PARTS… MORE…`.
fn merge(file: &str, parts: &[String], more: &[&str]) -> Run {
    let mut args = vec!["analyze", file, "--merge"];
    args.extend(parts.iter().map(String::as_str));
    args.extend_from_slice(more);
    run(&args)
}

/// The merge refused, with an error that names `culprit` and says `says`.
fn refused(r: &Run, culprit: &str, says: &str) {
    assert_eq!(r.code, Some(1), "a bad merge must fail: {}{}", r.out, r.err);
    assert!(r.out.is_empty(), "no report: {}", r.out);
    assert!(
        r.err.contains(culprit) && r.err.contains(says),
        "the error should name {culprit} and say `{says}`: {}",
        r.err
    );
}

#[test]
fn checkers_2000_games_in_three_shards_merge_into_the_report_of_one_run_byte_for_byte() {
    let d = Dir::new("checkers");
    let one = run(&[
        "analyze",
        "games/checkers.game",
        "--games",
        "2000",
        "--seed",
        "7",
        "--json",
    ]);
    ok(&one, "one run");
    let parts: Vec<String> = (1..=3)
        .map(|k| d.path(&format!("part-{k}.jsonl")))
        .collect();
    for (k, part) in parts.iter().enumerate() {
        let s = format!("{}/3", k + 1);
        shard("games/checkers.game", 2000, &s, part, &["--seed", "7"]);
    }
    // The shards are given in another order than their numbers.
    let given = [parts[2].clone(), parts[0].clone(), parts[1].clone()];
    let merged = merge("games/checkers.game", &given, &["--json"]);
    ok(&merged, "merge");
    assert_eq!(merged.out, one.out, "the merged report is the one run's");
    assert!(one.out.contains("\"games\":2000"), "{}", &one.out[..200]);
    // JSON lines: a header, then one line per game of the shard (667 of 2000
    // for shard 2 of 3: games 666 to 1332).
    let text = d.read("part-2.jsonl");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 667);
    assert!(lines[0].contains("\"format\":\"ludus-analyze-shard/1\""));
    assert!(lines[0].contains("\"shard\":\"2/3\",\"first\":666,\"end\":1333"));
    assert!(lines[1].starts_with("{\"index\":666,"), "{}", lines[1]);
}

#[test]
fn the_text_report_and_the_plots_of_a_merge_are_those_of_one_run_with_options() {
    let d = Dir::new("text");
    let opts = [
        "--seed",
        "3",
        "--max-plies",
        "60",
        "--seat",
        "black=mcts:4",
        "--second-search",
    ];
    let mut args = vec![
        "analyze",
        "games/checkers.game",
        "--games",
        "30",
        "--jobs",
        "2",
    ];
    args.extend_from_slice(&opts);
    let one_svg = d.path("one.svg");
    args.extend_from_slice(&["--svg", &one_svg]);
    let one = run(&args);
    ok(&one, "one run");
    let parts: Vec<String> = (1..=4).map(|k| d.path(&format!("p{k}.jsonl"))).collect();
    for (k, part) in parts.iter().enumerate() {
        shard(
            "games/checkers.game",
            30,
            &format!("{}/4", k + 1),
            part,
            &opts,
        );
    }
    let merged_svg = d.path("merged.svg");
    let merged = merge("games/checkers.game", &parts, &["--svg", &merged_svg]);
    ok(&merged, "merge");
    assert_eq!(merged.out, one.out);
    assert!(
        one.out
            .contains("black (mcts:4): moves unlike a shadow random seat's")
    );
    assert_eq!(d.read("merged.svg"), d.read("one.svg"));
}

#[test]
fn a_game_that_extends_another_is_sharded_and_its_parent_is_part_of_its_hash() {
    let d = Dir::new("extends");
    let parent = std::fs::read_to_string("games/liga.game").expect("liga");
    let child = std::fs::read_to_string("games/liga-2p.game").expect("liga-2p");
    d.write("liga.game", &parent);
    let file = d.write("liga-2p.game", &child);
    let parts: Vec<String> = (1..=2).map(|k| d.path(&format!("p{k}.jsonl"))).collect();
    for (k, part) in parts.iter().enumerate() {
        shard(&file, 20, &format!("{}/2", k + 1), part, &[]);
    }
    let one = run(&["analyze", &file, "--games", "20"]);
    ok(&one, "one run");
    let merged = merge(&file, &parts, &[]);
    ok(&merged, "merge");
    assert_eq!(merged.out, one.out);
    // The parent changed (a comment only): the shards are of another text.
    d.write("liga.game", &format!("{parent}\n// changed\n"));
    refused(&merge(&file, &parts, &[]), "p1.jsonl", "another game text");
}

#[test]
fn the_rule_files_travel_as_text_and_compile_without_the_files() {
    let files = ludus::rule_files("games/liga-2p.game").expect("liga-2p loads");
    let names: Vec<&Path> = files.iter().map(|f| f.path.as_path()).collect();
    assert_eq!(
        names,
        [
            Path::new("games/liga-2p.game"),
            Path::new("games/liga.game")
        ]
    );
    let given = ludus::Source::given(&files).expect("files");
    let game = ludus::compile(given).into_result().expect("compiles");
    let loaded = ludus::load("games/liga-2p.game").expect("loads");
    assert_eq!(game.players, loaded.players);
    assert_eq!(game.title, loaded.title);
    // Without its parent among the files given, the extends is an error.
    let alone = ludus::compile(ludus::Source::given(&files[..1]).expect("one"));
    let (game, diagnostics) = alone.into_parts();
    assert!(game.is_none());
    assert!(
        diagnostics
            .iter()
            .any(|d| d.to_string().contains("games/liga.game")),
        "{diagnostics:?}"
    );
    // A file that extends none: its hash is its records' game_hash.
    let checkers = ludus::rule_files("games/checkers.game").expect("checkers");
    let text = std::fs::read_to_string("games/checkers.game").expect("text");
    assert_eq!(rules_hash(&checkers), ludus::record::source_hash(&text));
    assert_ne!(
        rules_hash(&files),
        ludus::record::source_hash(&files[0].text)
    );
}

#[test]
fn shards_are_contiguous_ranges_covering_every_game_once() {
    for games in [1, 2, 7, 2000] {
        for count in 1..=9 {
            let mut next = 0;
            for index in 1..=count {
                let r = Shard { index, count }.range(games);
                assert_eq!(r.start, next, "{index}/{count} of {games}");
                next = r.end;
            }
            assert_eq!(next, games);
        }
    }
    assert_eq!(Shard::parse("2/3"), Ok(Shard { index: 2, count: 3 }));
    for bad in ["0/3", "4/3", "1/0", "3", "a/b"] {
        assert!(Shard::parse(bad).is_err(), "{bad}");
    }
    let r = run(&[
        "analyze",
        "games/checkers.game",
        "--shard",
        "0/3",
        "--records-out",
        "-",
    ]);
    assert_eq!(r.code, Some(1));
    assert!(r.err.contains("K must be from 1 to M"), "{}", r.err);
    // A shard's records go to a file: --shard alone is refused.
    let r = run(&["analyze", "games/checkers.game", "--shard", "1/3"]);
    assert_eq!(r.code, Some(2), "{}", r.err);
    assert!(r.err.contains("--records-out"), "{}", r.err);
}

/// Three shards of 12 games of checkers, seed 5, in `d`.
fn three(d: &Dir) -> Vec<String> {
    let parts: Vec<String> = (1..=3)
        .map(|k| d.path(&format!("part-{k}.jsonl")))
        .collect();
    for (k, part) in parts.iter().enumerate() {
        let s = format!("{}/3", k + 1);
        shard("games/checkers.game", 12, &s, part, &["--seed", "5"]);
    }
    parts
}

#[test]
fn a_missing_shard_is_refused() {
    let d = Dir::new("missing");
    let p = three(&d);
    let r = merge("games/checkers.game", &[p[0].clone(), p[2].clone()], &[]);
    refused(
        &r,
        "shard 2/3 (games 4 to 7) is missing",
        "the shards given are",
    );
    assert!(r.err.contains(&format!("{}, {}", p[0], p[2])), "{}", r.err);
}

#[test]
fn a_shard_given_twice_is_refused() {
    let d = Dir::new("twice");
    let p = three(&d);
    let copy = d.write("copy-of-2.jsonl", &d.read("part-2.jsonl"));
    let r = merge(
        "games/checkers.game",
        &[p[0].clone(), p[1].clone(), copy, p[2].clone()],
        &[],
    );
    refused(&r, "part-2.jsonl and", "copy-of-2.jsonl are both shard 2/3");
}

#[test]
fn a_game_twice_or_missing_or_of_another_shard_is_refused() {
    let d = Dir::new("games");
    let p = three(&d);
    let text = d.read("part-2.jsonl");
    let lines: Vec<&str> = text.lines().collect();
    let twice = d.write("twice.jsonl", &format!("{text}{}\n", lines[2]));
    let r = merge(
        "games/checkers.game",
        &[p[0].clone(), twice, p[2].clone()],
        &[],
    );
    refused(&r, "twice.jsonl line 6: game 5", "the same game twice");
    let cut = d.write("cut.jsonl", &(lines[..lines.len() - 1].join("\n") + "\n"));
    let r = merge(
        "games/checkers.game",
        &[p[0].clone(), cut, p[2].clone()],
        &[],
    );
    refused(&r, "cut.jsonl", "game 7 of shard 2/3 is missing");
    let first = d.read("part-1.jsonl");
    let stray = d.write(
        "stray.jsonl",
        &format!("{text}{}", first.lines().nth(1).expect("a game")),
    );
    let r = merge(
        "games/checkers.game",
        &[p[0].clone(), stray, p[2].clone()],
        &[],
    );
    refused(
        &r,
        "stray.jsonl line 6: game 0",
        "not a game of shard 2/3 (games 4 to 7)",
    );
}

#[test]
fn a_shard_of_another_game_text_is_refused() {
    let d = Dir::new("text");
    let p = three(&d);
    let text = std::fs::read_to_string("games/checkers.game").expect("checkers");
    let other = d.write("checkers.game", &format!("{text}\n// another version\n"));
    let r = merge(&other, &p, &[]);
    refused(&r, "part-1.jsonl", "a shard of another game text");
    let r = merge("games/chess.game", &p, &[]);
    refused(&r, "part-1.jsonl", "a shard of another game text");
}

#[test]
fn a_shard_of_another_seed_seats_options_or_number_of_games_is_refused() {
    let d = Dir::new("options");
    let p = three(&d);
    let cases: [(&[&str], usize, &str, &str); 6] = [
        (&["--seed", "6"], 12, "3/3", "its seed is 6, but"),
        (
            &["--seed", "5", "--seat", "white=mcts:2"],
            12,
            "3/3",
            "its seats is random, mcts:2",
        ),
        (
            &["--seed", "5", "--max-plies", "50"],
            12,
            "3/3",
            "its --max-plies is 50",
        ),
        (
            &["--seed", "5", "--lead", "none"],
            12,
            "3/3",
            "its --lead is none",
        ),
        (
            &["--seed", "5", "--second-search"],
            12,
            "3/3",
            "its --second-search is true",
        ),
        (&["--seed", "5"], 13, "3/3", "its number of games is 13"),
    ];
    for (i, (more, games, s, says)) in cases.into_iter().enumerate() {
        let odd = d.path(&format!("odd-{i}.jsonl"));
        shard("games/checkers.game", games, s, &odd, more);
        let r = merge(
            "games/checkers.game",
            &[p[0].clone(), p[1].clone(), odd.clone()],
            &[],
        );
        refused(&r, &odd, says);
        assert!(r.err.contains("part-1.jsonl's is"), "{}", r.err);
    }
    let odd = d.path("odd-count.jsonl");
    shard("games/checkers.game", 12, "3/4", &odd, &["--seed", "5"]);
    let r = merge(
        "games/checkers.game",
        &[p[0].clone(), p[1].clone(), odd.clone()],
        &[],
    );
    refused(&r, &odd, "its number of shards is 4");
}

#[test]
fn a_file_that_is_not_a_shard_is_refused() {
    let d = Dir::new("notashard");
    let p = three(&d);
    let empty = d.write("empty.jsonl", "");
    refused(
        &merge("games/checkers.game", &[empty], &[]),
        "empty.jsonl",
        "empty: not a shard",
    );
    let garbage = d.write("garbage.jsonl", "hello\n");
    let r = merge("games/checkers.game", &[garbage], &[]);
    refused(&r, "garbage.jsonl", "line 1 is not the header of a shard");
    let text = d.read("part-1.jsonl");
    let other = text.replacen("ludus-analyze-shard/1", "ludus-analyze-shard/9", 1);
    let other = d.write("format.jsonl", &other);
    let r = merge(
        "games/checkers.game",
        &[other, p[1].clone(), p[2].clone()],
        &[],
    );
    refused(&r, "format.jsonl", "its format is `ludus-analyze-shard/9`");
    let broken = d.write("broken.jsonl", &format!("{text}{{\"index\":1,"));
    let r = merge(
        "games/checkers.game",
        &[broken, p[1].clone(), p[2].clone()],
        &[],
    );
    refused(&r, "broken.jsonl line 6", "not a game of a shard");
    let many = text.replacen("\"winners\":", "\"winners\":4", 1);
    let many = d.write("winners.jsonl", &many);
    let r = merge(
        "games/checkers.game",
        &[many, p[1].clone(), p[2].clone()],
        &[],
    );
    refused(&r, "winners.jsonl line 2: game 0", "beyond the 2 seats");
}
