//! Go against GNU Go (issue 42): random games of games/go-simpleko.game
//! (simple ko, suicide refused: GNU Go's rules) played move for move in GNU
//! Go (`gnugo --mode gtp --chinese-rules`), comparing at every ply the set
//! of legal moves (`all_legal`, the pass aside) and at the end the area
//! score (`final_score`, komi 7).
//!
//! The games are played until both players pass: a player passes when
//! every legal move would fill one of its own eyes (an empty point whose
//! neighbours are all its stones). Such an end is settled: an eye whose
//! group has one liberty is a legal capture for the opponent, which is not
//! its eye, and any point touching both colours or a larger empty region is
//! played, so every group left has two eyes at least and every empty point
//! is one colour's. Tromp-Taylor counts every stone alive; GNU Go judges
//! dead stones itself: its score is compared where its
//! `final_status_list dead` is empty (the two definitions agree there), and
//! nearly every game must be such a game.
//!
//! `deep_random_games_agree_with_gnu_go` (ignored; .ci/run runs it in
//! release) plays 1,000 games (`GO_GAMES` to change it) and fails when GNU
//! Go is missing and `CI` is set. `GO_FREEZE=FILE` writes its first 20
//! games to FILE: tests/data/go_gnugo.txt, checked without GNU Go by
//! `frozen_gnu_go_games_agree`.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use common::load_game;
use ludus::{Game, Match};

/// The ludus cell name (`e5`) of a GTP vertex (`E5`; GTP skips the I).
fn from_gtp(v: &str) -> String {
    let v = v.to_ascii_lowercase();
    let (col, row) = v.split_at(1);
    let c = col.chars().next().unwrap();
    let c = if c > 'i' { (c as u8 - 1) as char } else { c };
    format!("{c}{row}")
}

/// The GTP vertex of a ludus cell name.
fn to_gtp(cell: &str) -> String {
    let (col, row) = cell.split_at(1);
    let c = col.chars().next().unwrap();
    let c = if c >= 'i' { (c as u8 + 1) as char } else { c };
    format!("{}{row}", c.to_ascii_uppercase())
}

struct Gtp {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Gtp {
    fn start() -> Option<Gtp> {
        let mut child = Command::new("gnugo")
            .args(["--mode", "gtp", "--chinese-rules"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .or_else(|_| {
                Command::new("/usr/games/gnugo")
                    .args(["--mode", "gtp", "--chinese-rules"])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
            })
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        Some(Gtp {
            child,
            input,
            output,
        })
    }

    fn ask(&mut self, cmd: &str) -> String {
        writeln!(self.input, "{cmd}").unwrap();
        self.input.flush().unwrap();
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).unwrap() == 0 {
                panic!("gnugo stopped at `{cmd}`");
            }
            if line.trim().is_empty() {
                if !answer.is_empty() {
                    break;
                }
                continue;
            }
            answer.push_str(&line);
        }
        assert!(answer.starts_with('='), "gnugo refused `{cmd}`: {answer}");
        answer[1..].trim().to_string()
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// The ply after which the random player avoids earlier positions.
const CYCLE_BREAK: usize = 300;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The legal placements of the player to move, as sorted cell names.
fn placements(m: &mut Match) -> Vec<String> {
    let mut v: Vec<String> = m
        .legal_moves()
        .iter()
        .map(|mv| m.text(mv))
        .filter_map(|t| t.strip_prefix("enter ").map(str::to_string))
        .collect();
    v.sort();
    v
}

/// Whether `cell` is an eye of the player to move: every neighbour on the
/// board holds one of its stones, and none of their groups has `cell` as
/// its only liberty (then filling it saves the group).
fn own_eye(game: &Game, m: &Match, cell: &str) -> bool {
    let c = game.board.cell(cell).unwrap();
    let me = m.to_move();
    let nbrs = |x: u8| {
        let (f, r) = game.board.coords[x as usize];
        [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .iter()
            .filter_map(move |&(df, dr)| game.board.at(i32::from(f) + df, i32::from(r) + dr))
            .collect::<Vec<u8>>()
    };
    let mine = |x: u8| {
        let code = m.state.board[x as usize];
        code != 0 && game.code_owner[code as usize] == me
    };
    // Whether the group of `start` has a liberty other than `c`.
    let breathes = |start: u8| {
        let (mut seen, mut todo) = (vec![start], vec![start]);
        while let Some(x) = todo.pop() {
            for y in nbrs(x) {
                if m.state.board[y as usize] == 0 && y != c {
                    return true;
                }
                if mine(y) && !seen.contains(&y) {
                    seen.push(y);
                    todo.push(y);
                }
            }
        }
        false
    };
    nbrs(c).into_iter().all(|n| mine(n) && breathes(n))
}

/// Black's area minus white's and the komi, in points.
fn ludus_margin(game: &Game, m: &Match) -> f64 {
    let a = m.state.areas(game);
    f64::from(a[0]) - f64::from(a[1]) - f64::from(game.capture.groups.komi_halves) / 2.0
}

/// GNU Go's `final_score` (`B+12.0`, `W+3.0`, `0`) as black's margin.
fn gnu_margin(score: &str) -> f64 {
    if score == "0" {
        return 0.0;
    }
    let (who, pts) = score.split_at(2);
    let pts: f64 = pts.parse().unwrap();
    if who == "B+" { pts } else { -pts }
}

/// One game of `seed`: the moves, the number of legal placements at each
/// ply, and the final margin; with GNU Go, each ply's legal set and the
/// score are compared (`problems` gets the disagreements), and whether
/// GNU Go's score was comparable.
struct Played {
    moves: Vec<String>,
    counts: Vec<usize>,
    margin: f64,
    compared: bool,
}

fn play_game(
    game: &Game,
    seed: u64,
    mut gtp: Option<&mut Gtp>,
    problems: &mut Vec<String>,
) -> Played {
    let mut m = Match::new(game);
    if let Some(g) = gtp.as_deref_mut() {
        g.ask("clear_board");
    }
    let mut state = seed;
    let (mut moves, mut counts) = (Vec::new(), Vec::new());
    let mut passes = 0;
    let mut seen = std::collections::HashSet::from([m.state.hash]);
    while passes < 2 && moves.len() < 1000 {
        let legal = placements(&mut m);
        let color = if m.to_move() == 0 { "black" } else { "white" };
        if let Some(g) = gtp.as_deref_mut() {
            let mut theirs: Vec<String> = g
                .ask(&format!("all_legal {color}"))
                .split_whitespace()
                .map(from_gtp)
                .collect();
            theirs.sort();
            if theirs != legal && problems.len() < 20 {
                problems.push(format!(
                    "seed {seed} ply {}: ludus {legal:?}, gnugo {theirs:?} after {}",
                    moves.len(),
                    moves.join(",")
                ));
            }
        }
        counts.push(legal.len());
        // The random pick, among the moves that fill no own eye (after
        // CYCLE_BREAK plies: and bring back no earlier position, so that no
        // ko cycle goes on forever).
        let choices: Vec<&String> = legal.iter().filter(|c| !own_eye(game, &m, c)).collect();
        let mut mv = "pass".to_string();
        if !choices.is_empty() {
            let len = u64::try_from(choices.len()).unwrap();
            let first = usize::try_from(splitmix(&mut state) % len).unwrap();
            for k in 0..choices.len() {
                let c = choices[(first + k) % choices.len()];
                m.play_text(&format!("enter {c}")).unwrap();
                if seen.insert(m.state.hash) || moves.len() < CYCLE_BREAK {
                    mv.clone_from(c);
                    break;
                }
                m.undo();
            }
        }
        if mv == "pass" {
            passes += 1;
            m.play_text("pass").unwrap();
            seen.insert(m.state.hash);
        } else {
            passes = 0;
        }
        if let Some(g) = gtp.as_deref_mut() {
            let v = if mv == "pass" {
                "pass".to_string()
            } else {
                to_gtp(&mv)
            };
            g.ask(&format!("play {color} {v}"));
        }
        moves.push(mv);
    }
    let over = m.outcome();
    assert!(
        over.is_some(),
        "seed {seed}: two passes end the game ({} moves, passes {passes}): {}",
        moves.len(),
        moves.join(",")
    );
    let margin = ludus_margin(game, &m);
    let mut compared = false;
    if let Some(g) = gtp {
        let dead = g.ask("final_status_list dead");
        if std::env::var_os("GO_DEBUG").is_some() && !dead.is_empty() {
            eprintln!("seed {seed}: dead {dead}\n{}", g.ask("showboard"));
        }
        if dead.is_empty() {
            compared = true;
            let theirs = gnu_margin(&g.ask("final_score"));
            if (theirs - margin).abs() > 1e-9 && problems.len() < 20 {
                problems.push(format!(
                    "seed {seed}: ludus margin {margin}, gnugo {theirs}"
                ));
            }
        }
    }
    Played {
        moves,
        counts,
        margin,
        compared,
    }
}

#[test]
#[ignore = "deep: runs GNU Go; .ci/run runs it in release"]
fn deep_random_games_agree_with_gnu_go() {
    let Some(mut gtp) = Gtp::start() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "gnugo is missing (apt-get install gnugo)"
        );
        eprintln!("gnugo is missing: skipped");
        return;
    };
    gtp.ask("boardsize 9");
    gtp.ask("komi 7");
    let game = load_game("go-simpleko.game");
    let games: u64 = std::env::var("GO_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut problems = Vec::new();
    let (mut plies, mut compared) = (0, 0);
    let mut frozen = String::from(
        "# cargo test --release --test go_gnugo -- --ignored (GO_FREEZE=FILE): seed | moves | legal placements per ply | black's margin\n",
    );
    for seed in 0..games {
        let p = play_game(&game, seed, Some(&mut gtp), &mut problems);
        plies += p.moves.len();
        compared += usize::from(p.compared);
        if seed < 20 {
            let counts: Vec<String> = p.counts.iter().map(ToString::to_string).collect();
            frozen.push_str(&format!(
                "{seed} | {} | {} | {}\n",
                p.moves.join(","),
                counts.join(" "),
                p.margin
            ));
        }
    }
    if let Ok(path) = std::env::var("GO_FREEZE") {
        std::fs::write(path, frozen).unwrap();
    }
    eprintln!(
        "{games} games, {plies} plies compared, {compared} scores compared, {} disagreements",
        problems.len()
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(
        u64::try_from(compared).unwrap() * 100 >= games * 95,
        "only {compared} of {games} scores comparable"
    );
}

#[test]
fn frozen_gnu_go_games_agree() {
    let game = load_game("go-simpleko.game");
    let data = include_str!("data/go_gnugo.txt");
    let mut n = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(" | ").collect();
        let seed: u64 = f[0].parse().unwrap();
        let mut problems = Vec::new();
        let p = play_game(&game, seed, None, &mut problems);
        assert_eq!(p.moves.join(","), f[1], "seed {seed}: the moves");
        let counts: Vec<String> = p.counts.iter().map(ToString::to_string).collect();
        assert_eq!(
            counts.join(" "),
            f[2],
            "seed {seed}: the legal placements per ply (GNU Go's)"
        );
        assert_eq!(
            p.margin.to_string(),
            f[3],
            "seed {seed}: the area margin (GNU Go's)"
        );
        n += 1;
    }
    assert_eq!(n, 20);
}
