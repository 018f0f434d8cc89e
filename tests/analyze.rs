//! `ludus analyze`: the report of many seeded games. A fixture its first
//! player always wins (tests/games/analyze/first-wins.game) reports 100 %
//! with its interval; two seeded runs of checkers agree within their
//! intervals; the A/B comparison marks the difference between two fixtures
//! that differ in who moves first; the report does not depend on the
//! number of threads; the command line's JSON and SVG.

mod common;

use common::bin::ludus as run;
use common::load_test_game;
use ludus::Game;
use ludus::ai::{Budget, Player};
use ludus::analyze::{Lead, Report, Setup, Stat, compare, play_all};

fn setup(game: &Game, games: usize, seed: u64, jobs: usize) -> Setup {
    Setup {
        players: vec![Player::Random; game.players.len()],
        games,
        seed,
        jobs,
        max_plies: 10_000,
        lead: Lead::default_for(game),
        second_search: false,
    }
}

fn report(game: &Game, setup: &Setup) -> Report {
    Report::new(game, setup, &play_all(game, setup, &|| {}))
}

fn rate(r: &Report, key: &str) -> ludus::analyze::stats::Rate {
    match r.row(key).map(|row| &row.stat) {
        Some(Stat::Rate(x)) => *x,
        other => panic!("{key}: not a rate: {other:?}"),
    }
}

fn mean(r: &Report, key: &str) -> ludus::analyze::stats::Mean {
    match r.row(key).map(|row| &row.stat) {
        Some(Stat::Mean { mean, .. }) => *mean,
        other => panic!("{key}: not a mean: {other:?}"),
    }
}

#[test]
fn a_game_the_first_player_always_wins_reports_100_percent_with_its_interval() {
    let game = load_test_game("analyze/first-wins.game");
    let r = report(&game, &setup(&game, 200, 7, 1));
    let north = rate(&r, "win.player.north");
    assert_eq!((north.k, north.n, north.p, north.hi), (200, 200, 1.0, 1.0));
    // Wilson's lower bound for 200 of 200: n / (n + z²).
    let z2 = ludus::analyze::stats::Z95.powi(2);
    assert!((north.lo - 200.0 / (200.0 + z2)).abs() < 1e-9, "{north:?}");
    assert!(north.lo > 0.98 && north.lo < 0.99);
    assert_eq!(rate(&r, "win.first").k, 200);
    assert_eq!(rate(&r, "win.player.south").k, 0);
    assert_eq!(rate(&r, "draw").k, 0);
    // Every game ends at ply 7 (4 moves of north, 3 of south), by the race rule.
    let plies = mean(&r, "plies");
    assert_eq!((plies.mean, plies.lo, plies.hi), (7.0, 7.0, 7.0));
    assert_eq!(
        rate(
            &r,
            "end.after move count(pieces own in far-rank) >= 1: wins"
        )
        .k,
        200
    );
    // Two or three moves at every ply: never forced.
    assert_eq!(mean(&r, "forced").mean, 0.0);
    let b = mean(&r, "branching");
    assert!(b.mean > 2.0 && b.mean < 3.0, "{b:?}");
    assert_eq!(r.branching_by_ply.first(), Some(&3.0));
}

#[test]
fn two_seeded_runs_of_checkers_agree_within_their_intervals() {
    let game = common::load_game("checkers.game");
    let a = report(&game, &setup(&game, 400, 1, 2));
    let b = report(&game, &setup(&game, 400, 2, 2));
    assert_ne!(a.lengths, b.lengths, "the seeds give other games");
    // The headline figures of the second run lie in the interval the first
    // run gives for a second run's figure: the first run's 95 % interval
    // widened by sqrt 2 (the two estimates each have their error). The
    // strict test, inside the first run's own interval, holds only ~83 %
    // of the time for each figure (seeds 1 and 2: black wins 52.8 % against
    // [41.4, 51.1]); this one is the A/B comparison's: no difference
    // significant.
    let diffs = compare(&a, &b);
    for key in [
        "win.player.black",
        "win.player.white",
        "draw",
        "plies",
        "turns",
        "branching",
        "forced",
        "lead.changes",
    ] {
        let d = diffs.iter().find(|d| d.key == key).expect("the row");
        assert!(!d.significant, "{key}: {d:?}");
        let (centre, half, y) = match (a.row(key).map(|r| &r.stat), b.row(key).map(|r| &r.stat)) {
            (Some(Stat::Rate(x)), Some(Stat::Rate(y))) => (x.p, (x.hi - x.lo) / 2.0, y.p),
            (Some(Stat::Mean { mean: x, .. }), Some(Stat::Mean { mean: y, .. })) => {
                (x.mean, (x.hi - x.lo) / 2.0, y.mean)
            }
            other => panic!("{key}: {other:?}"),
        };
        assert!(
            (y - centre).abs() <= half * 2f64.sqrt(),
            "{key}: {y} outside {centre} +/- {half} sqrt 2"
        );
    }
    // Every figure's intervals overlap, and random checkers is balanced:
    // a 50 % win rate is inside each side's interval of wins among
    // decided games.
    for (ra, rb) in a.rows.iter().zip(&b.rows) {
        assert_eq!(ra.key, rb.key);
        let (lo_a, hi_a, lo_b, hi_b) = match (&ra.stat, &rb.stat) {
            (Stat::Rate(x), Stat::Rate(y)) => (x.lo, x.hi, y.lo, y.hi),
            (Stat::Mean { mean: x, .. }, Stat::Mean { mean: y, .. }) => (x.lo, x.hi, y.lo, y.hi),
            _ => continue,
        };
        assert!(lo_a <= hi_b && lo_b <= hi_a, "{}: intervals apart", ra.key);
    }
    let decided = rate(&a, "win.player.black").k + rate(&a, "win.player.white").k;
    let black = ludus::analyze::stats::Rate::new(rate(&a, "win.player.black").k, decided);
    assert!(black.lo < 0.5 && 0.5 < black.hi, "{black:?}");
}

#[test]
fn the_report_does_not_depend_on_the_threads() {
    let game = common::load_game("checkers.game");
    let one = report(&game, &setup(&game, 40, 3, 1));
    let two = report(&game, &setup(&game, 40, 3, 2));
    assert_eq!(one, two);
    // MCTS seats too (playout budgets are reproducible).
    let mut s = setup(&game, 4, 3, 1);
    s.players[1] = Player::Mcts(Budget::Playouts(20));
    s.second_search = true;
    let one = report(&game, &s);
    s.jobs = 2;
    assert_eq!(one, report(&game, &s));
    let differs = rate(&one, "search.white.differs");
    assert!(differs.n > 0 && differs.k <= differs.n, "{differs:?}");
    assert!(one.row("search.black.differs").is_none());
    let agrees = rate(&one, "search.white.agrees");
    assert_eq!(agrees.n, differs.n);
}

#[test]
fn a_game_scored_by_deals_reports_the_deals_used() {
    let game = common::load_game("liga-solo.game");
    let s = setup(&game, 2, 5, 2);
    let records = play_all(&game, &s, &|| {});
    let r = Report::new(&game, &s, &records);
    let deals = mean(&r, "deals");
    let expected: f64 = records.iter().map(|g| f64::from(g.deals)).sum::<f64>() / 2.0;
    assert!(
        deals.mean > 1.0 && (deals.mean - expected).abs() < 1e-9,
        "{deals:?}"
    );
    // The solitaire's one side wins every game.
    assert_eq!(rate(&r, "win.first").k, 2);
    // Checkers has no such score.
    let checkers = common::load_game("checkers.game");
    assert!(
        report(&checkers, &setup(&checkers, 2, 1, 1))
            .row("deals")
            .is_none()
    );
}

#[test]
fn ab_comparison_marks_who_moves_first_significant() {
    let a_game = load_test_game("analyze/first-wins.game");
    let b_game = load_test_game("analyze/south-first.game");
    let a = report(&a_game, &setup(&a_game, 60, 1, 1));
    let b = report(&b_game, &setup(&b_game, 60, 1, 1));
    let diffs = compare(&a, &b);
    let find = |key: &str| {
        diffs
            .iter()
            .find(|d| d.key == key)
            .unwrap_or_else(|| panic!("no {key}"))
    };
    let north = find("win.player.north");
    assert!(north.significant, "{north:?}");
    let t = north.test.expect("a test");
    assert_eq!(t.diff, -1.0);
    assert!(t.p < 1e-6, "{t:?}");
    assert!(find("win.player.south").significant);
    // The first to move wins in both: no difference there, nor in length.
    assert!(!find("win.first").significant);
    assert!(!find("plies").significant);
}

#[test]
fn cli_analyze_prints_a_table_json_and_svg() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/games/analyze/first-wins.game"
    );
    let (code, out, err) = run(&["analyze", fixture, "--games", "50", "--json"], "");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["games"], 50);
    let row = v["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["key"] == "win.player.north")
        .expect("north's row");
    assert_eq!(row["stat"]["rate"]["p"], 1.0);
    assert_eq!(row["stat"]["rate"]["hi"], 1.0);

    let svg = std::env::temp_dir().join(format!("ludus-analyze-{}.svg", std::process::id()));
    let svg_text = svg.to_str().expect("path");
    let (code, out, err) = run(
        &["analyze", fixture, "--games", "30", "--svg", svg_text],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("wins: north") && out.contains("100.0 % [88.6, 100.0]"),
        "{out}"
    );
    let drawn = std::fs::read_to_string(&svg).expect("the SVG is written");
    let _ = std::fs::remove_file(&svg);
    assert!(drawn.starts_with("<svg") && drawn.trim_end().ends_with("</svg>"));
    assert!(drawn.contains("Wins per seat, and draws") && drawn.contains("<polyline"));
    // Numbered ticks and a grid; the draws beside the seats; the cut of
    // the branching plot said.
    assert!(
        drawn.contains(r##"stroke="#eee""##) && drawn.contains(">50 %<"),
        "{drawn}"
    );
    assert!(drawn.contains(">draws<"), "{drawn}");
    assert!(
        drawn.contains("while at least 10 % of the games go on"),
        "{drawn}"
    );

    // Two files: side by side, the difference marked.
    let other = fixture.replace("first-wins", "south-first");
    let (code, out, _) = run(&["analyze", fixture, &other, "--games", "30"], "");
    assert_eq!(code, 0);
    let north = out
        .lines()
        .find(|l| l.contains("wins: north"))
        .expect("north");
    assert!(
        north.contains("-100.0 pt") && north.ends_with('*'),
        "{north}"
    );

    // A person's seat is refused, as are unknown names.
    let (code, _, err) = run(&["analyze", fixture, "--seat", "north=human"], "");
    assert_eq!(code, 1);
    assert!(err.contains("computer seats only"), "{err}");
    let (code, _, err) = run(&["analyze", fixture, "--lead", "points"], "");
    assert_eq!(code, 1);
    assert!(err.contains("no counter `points`"), "{err}");
}

#[test]
fn a_lead_change_is_a_new_leader_not_a_tie() {
    use ludus::analyze::lead::Standing;
    let game = common::load_game("checkers.game");
    let mut standing = Standing::new(&game, &Lead::Pieces);
    let at = |text: &str| common::pos(&game, text).state;
    // Black ahead: the first leader, not a change.
    assert!(!standing.update(&game, &at("black man: c3, e3  white man: d6  turn white")));
    // Level: the lead stays where it was.
    assert!(!standing.update(&game, &at("black man: c3  white man: d6  turn black")));
    // Black ahead again: no change.
    assert!(!standing.update(&game, &at("black man: c3, e3  white man: d6  turn white")));
    // White ahead: a change.
    assert!(standing.update(&game, &at("black man: c3  white man: d6, f6  turn black")));
    // Not measured: never a change.
    let mut none = Standing::new(&game, &Lead::None);
    assert!(!none.update(&game, &at("black man: c3  white man: d6, f6  turn black")));
}

#[test]
fn the_lead_measure_defaults_to_counters_most_significant_last_declared() {
    let libero = common::load_game("libero.game");
    assert_eq!(libero.counters, ["points", "sets"]);
    assert_eq!(Lead::default_for(&libero), Lead::Counters(vec![1, 0]));
    assert_eq!(
        Lead::parse(&libero, "sets,points"),
        Ok(Lead::Counters(vec![1, 0]))
    );
    assert_eq!(Lead::parse(&libero, "points"), Ok(Lead::Counters(vec![0])));
    assert_eq!(Lead::parse(&libero, "none"), Ok(Lead::None));
    assert!(Lead::parse(&libero, "goals").is_err());
    let checkers = common::load_game("checkers.game");
    assert_eq!(Lead::default_for(&checkers), Lead::Pieces);
}

#[test]
fn an_a_b_analysis_names_its_series_by_file_or_label() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/games/analyze/first-wins.game"
    );
    let other = fixture.replace("first-wins", "south-first");
    // Two files: each series is its file's name (a variant's title may be
    // its parent's), in the text and in the plots' legend.
    let svg = std::env::temp_dir().join(format!("ludus-analyze-ab-{}.svg", std::process::id()));
    let svg_text = svg.to_str().expect("path");
    let (code, out, err) = run(
        &[
            "analyze", fixture, &other, "--games", "10", "--svg", svg_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("first-wins.game: 10 games"), "{out}");
    assert!(out.contains("south-first.game: 10 games"), "{out}");
    let drawn = std::fs::read_to_string(&svg).expect("the SVG is written");
    assert!(
        drawn.contains("first-wins.game") && drawn.contains("south-first.game"),
        "{drawn}"
    );
    // --label names them, in the order of the files.
    let (code, out, err) = run(
        &[
            "analyze",
            fixture,
            &other,
            "--games",
            "10",
            "--label",
            "A: north first",
            "--label",
            "B: south first",
            "--svg",
            svg_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("A: north first: 10 games"), "{out}");
    assert!(out.contains("B: south first: 10 games"), "{out}");
    let drawn = std::fs::read_to_string(&svg).expect("the SVG is written");
    let _ = std::fs::remove_file(&svg);
    assert!(drawn.contains("A: north first"), "{drawn}");
    // One file keeps its title; too many labels are refused.
    let (code, out, _) = run(&["analyze", fixture, "--games", "5"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("First wins: 5 games"), "{out}");
    let (code, _, err) = run(
        &[
            "analyze", fixture, "--games", "5", "--label", "a", "--label", "b",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("one per file"), "{err}");
}
