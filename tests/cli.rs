//! The command line, end to end: exit codes, JSON output, a played game
//! saved as a record and replayed to the same result.

mod common;

use common::bin::ludus as run;

fn game_path() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game").to_string()
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

#[test]
fn check_accepts_checkers_and_rejects_a_broken_file_with_every_error() {
    let (code, out, _) = run(&["check", &game_path()], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("ok: "), "{out}");

    let bad = temp("bad.game");
    let src = std::fs::read_to_string(game_path())
        .unwrap()
        .replace("promote king on far-row", "promote kign on far-row")
        .replace("black man: rank 1..3", "black man: rank 1..9");
    std::fs::write(&bad, src).unwrap();
    let (code, _, err) = run(&["check", bad.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(err.contains("unknown piece `kign`"), "{err}");
    assert!(err.contains("did you mean `king`?"), "{err}");
    assert!(err.contains("rank 9 is off the board"), "{err}");
    assert!(err.contains("2 error(s)"), "{err}");

    let (code, out, _) = run(&["check", "--json", bad.to_str().unwrap()], "");
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let diags = v[0]["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(diags.len(), 2);
    assert_eq!(diags[0]["code"], "ludus::unknown-name");
    assert!(diags[0]["line"].as_u64().unwrap() > 1);
}

#[test]
fn perft_json_gives_the_published_counts() {
    let (code, out, _) = run(&["perft", &game_path(), "6", "--json"], "");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let counts: Vec<u64> = v["counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(counts, vec![7, 49, 302, 1469, 7361, 36768]);
    assert!(v["nodes_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn moves_after_replayed_moves_in_both_notations() {
    let (code, out, _) = run(
        &["moves", &game_path(), "--moves", "11-15,22-18", "--json"],
        "",
    );
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["to_move"], "black");
    // 11-15 is c3-d4, 22-18 is f6-e5: black must capture d4xf6 (15x22).
    assert_eq!(v["moves"], serde_json::json!(["d4xf6"]));

    let (code, _, err) = run(&["moves", &game_path(), "--moves", "c3-c4"], "");
    assert_eq!(code, 1);
    assert!(err.contains("move 1 (`c3-c4`)"), "{err}");
}

#[test]
fn play_refuses_an_illegal_move_then_saves_a_record_that_replays() {
    let record = temp("game.json");
    let (code, out, _) = run(
        &[
            "play",
            &game_path(),
            "--seed",
            "5",
            "--record",
            record.to_str().unwrap(),
        ],
        "c3-e5\nc3-c4\nc3-d4\nmoves\nquit\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("error: `c3-e5` is not a legal move here"),
        "{out}"
    );
    assert!(
        out.contains("error: `c4` is not one of the squares this board uses"),
        "{out}"
    );
    assert!(out.contains("the game is unchanged"), "{out}");
    let rec: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let moves = rec["moves"].as_array().unwrap();
    assert_eq!(
        moves.len(),
        2,
        "black's c3-d4 and white's seeded reply: {rec}"
    );
    assert_eq!(moves[0], "c3-d4");

    // Two computer seats play to the end; the record replays to the same result.
    let record2 = temp("game2.json");
    let (code, out, _) = run(
        &[
            "play",
            &game_path(),
            "--seat",
            "all=random",
            "--seed",
            "11",
            "--record",
            record2.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains("game over: "), "{out}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record2).unwrap()).unwrap();
    let (code, out, _) = run(
        &["replay", &game_path(), record2.to_str().unwrap(), "--json"],
        "",
    );
    assert_eq!(code, 0);
    let replayed: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(replayed["verdict"]["legal"], true);
    assert_eq!(
        replayed["result"], saved["result"],
        "replay ends as the game did"
    );
    assert!(saved["result"]["reason"].is_string());
}

#[test]
fn replay_reads_a_game_per_line_and_reports_the_first_illegal_ply() {
    let games = temp("games.txt");
    std::fs::write(
        &games,
        "# two games\n1-0\t11-15 22-18 15x22\n*\t11-15 22-18 9-13\n",
    )
    .unwrap();
    let (code, out, _) = run(
        &["replay", &game_path(), games.to_str().unwrap(), "--json"],
        "",
    );
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["verdict"]["legal"], true);
    assert_eq!(lines[1]["verdict"]["legal"], false);
    assert_eq!(
        lines[1]["verdict"]["first_illegal_ply"], 3,
        "9-13 ignores the mandatory capture"
    );
}

#[test]
fn every_command_has_help() {
    for cmd in [
        "check", "moves", "perft", "play", "replay", "arena", "render", "bench", "position",
    ] {
        let (code, out, _) = run(&[cmd, "--help"], "");
        assert_eq!(code, 0, "{cmd} --help");
        assert!(out.contains("Usage:"), "{cmd}: {out}");
    }
}

#[test]
fn every_game_checks_clean_and_plays_a_whole_random_game() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".game"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    for f in &files {
        let (code, out, err) = run(&["check", f], "");
        assert_eq!(code, 0, "{f}: {err}");
        assert!(out.starts_with("ok: "), "{f}: {out}");
        let (code, out, _) = run(&["play", f, "--seat", "all=random", "--seed", "3"], "");
        assert_eq!(code, 0, "{f}");
        assert!(
            out.contains("game over: "),
            "{f} did not finish:\n{}",
            &out[out.len().saturating_sub(2000)..]
        );
    }
}

#[test]
fn bench_reports_perft_speed_and_playouts() {
    let (code, out, _) = run(
        &[
            "bench",
            &game_path(),
            "--depth",
            "4",
            "--runs",
            "2",
            "--playouts",
            "3",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["nodes"], 1469);
    assert!(v["nodes_per_second_median"].as_f64().unwrap() > 0.0);
    assert_eq!(v["playouts"], 3);
}

/// `bench --bulk` times perft counting the last ply without making it: the
/// same node count as making every leaf, and the output says which.
#[test]
fn bench_bulk_counts_the_same_nodes_and_says_so() {
    let bench = |extra: &[&str]| {
        let mut args = vec![
            "bench",
            concat!(env!("CARGO_MANIFEST_DIR"), "/games/tictactoe.game"),
            "--depth",
            "5",
            "--runs",
            "1",
        ];
        args.extend_from_slice(extra);
        let (code, out, _) = run(&args, "");
        assert_eq!(code, 0, "{out}");
        out
    };
    let v: serde_json::Value =
        serde_json::from_str(&bench(&["--bulk", "--json", "--playouts", "0"])).expect("JSON");
    assert_eq!(v["nodes"], 15120);
    assert_eq!(v["bulk"], true);
    let v: serde_json::Value =
        serde_json::from_str(&bench(&["--json", "--playouts", "0"])).expect("JSON");
    assert_eq!(v["nodes"], 15120);
    assert_eq!(v["bulk"], false);
    assert!(bench(&["--bulk", "--playouts", "0"]).contains("bulk: the last ply counted, not made"));
    assert!(bench(&["--playouts", "0"]).contains("every leaf made"));
}

/// Hot-seat with hidden hands: four people at one screen each see only
/// their own hand (the others' as sizes), told when to pass the screen.
#[test]
fn hot_seat_hidden_hands_show_each_seat_only_its_own() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/games/race-cards.game");
    hot_seat_views(path, 11, 8, 8);
}

/// LIGA's first deal played hot-seat by four people: the exchange (each
/// seat gives its partner a card), then the plays, 7s being several
/// decisions of one seat. Each screen shows its seat's hand and no other.
#[test]
fn hot_seat_liga_hand_shows_each_seat_only_its_own() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game");
    let screens = hot_seat_views(path, 7, 40, 20);
    // The exchange: the first four screens are the four seats giving.
    assert!(
        screens[0].contains("exchange: 4 cards still to give"),
        "{}",
        screens[0]
    );
    assert!(
        screens[3].contains("exchange: 1 card still to give"),
        "{}",
        screens[3]
    );
    // After the exchange the seat sees what it gave (and nobody else's).
    let after = &screens[4];
    assert_eq!(after.matches("given to partner:").count(), 1, "{after}");
}

/// Plays `decisions` decisions of the game at `path` (seed `seed`) by their
/// first legal move through `ludus play --seat all=human`, and checks every
/// hand-over screen: the seat to move sees its own hand by name, every
/// other hand only as a count. Returns the screens (at least `min`).
fn hot_seat_views(path: &str, seed: u64, decisions: usize, min: usize) -> Vec<String> {
    let game = ludus::load(path).expect("game compiles");
    let mut m = ludus::Match::new_seeded(&game, seed);
    let nk = game.cards.as_ref().unwrap().kinds.len();
    let mut input = String::new();
    // The hand of each seat as a screen is handed over to it.
    // (The seat choosing, and the seat it plays for under a Phantom, whose
    // hand it sees too.)
    let mut views: Vec<(u8, Vec<u16>, u8)> = Vec::new();
    for _ in 0..decisions {
        let me = m.chooser();
        if views.last().is_none_or(|v| v.0 != me) {
            views.push((
                me,
                m.state.hands[me as usize * nk..(me as usize + 1) * nk].to_vec(),
                m.to_move(),
            ));
        }
        let mv = m.legal_moves()[0];
        input.push_str(&m.text(&mv));
        input.push('\n');
        m.play(&mv).unwrap();
    }
    input.push_str("quit\n");
    let (code, out, err) = run(
        &[
            "play",
            path,
            "--seat",
            "all=human",
            "--seed",
            &seed.to_string(),
        ],
        &input,
    );
    assert_eq!(code, 0, "{err}");
    // The screens, one per hand-over: split at the hand-over notices.
    let screens: Vec<String> = out.split("--- ").skip(1).map(str::to_string).collect();
    assert!(screens.len() >= min, "{out}");
    let cards = &game.cards.as_ref().unwrap().kinds;
    for (screen, (me, hand, for_whom)) in screens.iter().zip(&views) {
        let me_name = &game.players[*me as usize];
        assert!(screen.starts_with(&format!("{me_name}'s turn")), "{screen}");
        for (p, name) in game.players.iter().enumerate() {
            let line = screen
                .lines()
                .find(|l| l.starts_with(&format!("hand of {name}:")))
                .unwrap_or_else(|| panic!("no hand line for {name}: {screen}"));
            if p == *for_whom as usize && for_whom != me {
                // Played for (Phantom): seen by the chooser.
                continue;
            }
            if p == *me as usize {
                // Its own cards, by name.
                for (c, &n) in hand.iter().enumerate() {
                    let shown = line
                        .trim_start_matches(&format!("hand of {name}:"))
                        .split(',')
                        .any(|w| w.trim().split(' ').next() == Some(cards[c].name.as_str()));
                    assert_eq!(shown, n > 0, "{} in {line}", cards[c].name);
                }
                assert!(!line.contains("hidden"), "{line}");
            } else {
                assert!(line.ends_with("(hidden)"), "{line}");
                assert!(
                    !cards.iter().any(|k| line.contains(k.name.as_str())),
                    "{line}"
                );
            }
        }
    }
    screens
}

#[test]
fn serve_refuses_a_missing_games_folder_and_has_help() {
    let (code, _, err) = run(&["serve", "--port", "0", "--games", "/no/such/folder"], "");
    assert_eq!(code, 1);
    assert!(err.contains("not a folder"), "{err}");
    let (code, out, _) = run(&["serve", "--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("--port") && out.contains("--games"), "{out}");
}

/// `ludus position` prints a text that `--position` reads back to the same
/// position (its castling flags, en-passant cell and clocks included), and
/// `--fen` sets up a chess position from FEN.
#[test]
fn position_prints_a_text_that_position_reads_back() {
    let f = concat!(env!("CARGO_MANIFEST_DIR"), "/games/chess.game");
    let moves = "e2-e4,e7-e5,g1-f3,b8-c6,f1-c4,g8-f6,e1-g1,d7-d5";
    let (code, out, err) = run(&["position", f, "--moves", moves, "--json"], "");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let text = v["position"].as_str().unwrap();
    // The a1 rook keeps no flag once the king has castled: flags are rights.
    assert!(text.contains("moved: a1, f1, g1"), "{text}");
    assert!(text.contains("en-passant d6 d5"), "{text}");
    assert!(text.contains("plies 8 since 0"), "{text}");
    let (code, back, err) = run(&["position", f, "--position", text, "--json"], "");
    assert_eq!(code, 0, "{err}");
    let w: serde_json::Value = serde_json::from_str(&back).unwrap();
    assert_eq!(v, w);
    // White has castled: no castling is left to it.
    let (_, moves_out, _) = run(&["moves", f, "--position", text], "");
    assert!(
        moves_out.contains("e4xd5") && !moves_out.contains('&'),
        "{moves_out}"
    );
    let (code, out, err) = run(
        &[
            "perft",
            f,
            "2",
            "--fen",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("perft 1 = 26"), "{out}");
    let (code, _, err) = run(&["perft", f, "1", "--fen", "rnbqkbnr/8/8 w"], "");
    assert_ne!(code, 0);
    assert!(err.contains("bad --fen"), "{err}");
}

#[test]
fn fmt_formats_standard_input_and_fmt_and_lsp_have_help() {
    for cmd in ["fmt", "lsp"] {
        let (code, out, _) = run(&[cmd, "--help"], "");
        assert_eq!(code, 0, "{cmd} --help");
        assert!(out.contains("Usage:"), "{cmd}: {out}");
    }
    let (code, out, _) = run(&["fmt"], "game \"T\"\nsetup {\nblack man : a1 ,b2\n\n\n}\n");
    assert_eq!(code, 0);
    assert_eq!(out, "game \"T\"\nsetup {\n    black man: a1, b2\n}\n");
}
