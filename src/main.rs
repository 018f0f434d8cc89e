//! The `ludus` command line: check, moves, perft, play, replay.
//! It uses only the library's public API.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ludus::engine::State;
use ludus::notation::{self, CellNames};
use ludus::record::{self, Record, RecordResult};
use ludus::{Game, LoadError, Match};

#[derive(Parser)]
#[command(
    name = "ludus",
    version,
    about = "A general game system: rules in .game files, one interpreter for all games"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Check rule files; errors and warnings go to stderr; exit 1 on any error
    Check {
        /// The .game files to check
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print diagnostics as JSON (one object per file) on stdout
        #[arg(long)]
        json: bool,
        /// Exit 1 on any warning too
        #[arg(long)]
        deny_warnings: bool,
    },
    /// List the legal moves of the player to move
    Moves {
        file: PathBuf,
        #[command(flatten)]
        start: StartArgs,
        /// Print cells by the board's numbers (e.g. PDN squares) instead of a1-style names
        #[arg(long)]
        numbers: bool,
        /// Print JSON: the player to move, the moves, the result if over
        #[arg(long)]
        json: bool,
    },
    /// Count move sequences to a depth (perft), with nodes per second
    Perft {
        file: PathBuf,
        /// Depth in plies
        depth: usize,
        #[command(flatten)]
        start: StartArgs,
        /// Print the count under each legal move of the start position
        #[arg(long)]
        divide: bool,
        /// Count the last ply without applying its moves
        #[arg(long)]
        bulk: bool,
        /// Print {"counts": [...], "seconds": s, "nodes_per_second": x}
        #[arg(long)]
        json: bool,
    },
    /// Play a game in the terminal, against people or the computer
    Play {
        file: PathBuf,
        /// Who plays each seat: PLAYER=human|random, PLAYER a name, a number (1-based) or `all`
        #[arg(long = "seat", value_name = "PLAYER=KIND")]
        seats: Vec<String>,
        /// Seed for the computer players (printed if not given)
        #[arg(long)]
        seed: Option<u64>,
        /// Save the game record (JSON) to this file when the game ends or input ends
        #[arg(long, value_name = "OUT")]
        record: Option<PathBuf>,
        #[command(flatten)]
        start: StartArgs,
        /// Print cells by the board's numbers instead of a1-style names
        #[arg(long)]
        numbers: bool,
        /// Stop after this many plies (a safety net for computer-only games)
        #[arg(long, default_value_t = 100_000)]
        max_plies: usize,
    },
    /// Measure speed: perft nodes per second (median of several runs) and
    /// random playouts per second
    Bench {
        file: PathBuf,
        /// Perft depth
        #[arg(long, default_value_t = 7)]
        depth: usize,
        /// Number of timed runs (the median is reported)
        #[arg(long, default_value_t = 5)]
        runs: usize,
        /// Random playouts to time (0 to skip)
        #[arg(long, default_value_t = 200)]
        playouts: usize,
        /// Print the figures as JSON
        #[arg(long)]
        json: bool,
    },
    /// Draw a position as SVG (the start, or after --moves / --position)
    Render {
        file: PathBuf,
        #[command(flatten)]
        start: StartArgs,
        /// Write the SVG here (default: standard output)
        #[arg(short, long, value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// Play many games between computer seats and report the results
    Arena {
        file: PathBuf,
        /// Who plays each seat: PLAYER=random|mcts|mcts:N|mcts:1s (PLAYER a name, a number or `all`)
        #[arg(long = "seat", value_name = "PLAYER=KIND")]
        seats: Vec<String>,
        /// Number of games
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// Seed of the first game (game i uses seed + i)
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop a game (scored as unfinished) after this many plies
        #[arg(long, default_value_t = 100_000)]
        max_plies: usize,
        /// Print the results as JSON
        #[arg(long)]
        json: bool,
    },
    /// Replay a saved record (JSON) or a file of games, one per line (`result<TAB>moves`)
    Replay {
        file: PathBuf,
        record: PathBuf,
        /// Print JSON: per game, plies, legality, where the rules would have ended it
        #[arg(long)]
        json: bool,
        /// Only summarise a many-game file (no line per game)
        #[arg(long)]
        quiet: bool,
    },
}

#[derive(clap::Args)]
struct StartArgs {
    /// Moves to play from the start first, comma-separated (e.g. c3-d4,f6-e5)
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    moves: Vec<String>,
    /// Start from this position instead, e.g. "black man: c3  white king: d6  turn white"
    #[arg(long)]
    position: Option<String>,
    /// Seed of the card shuffles, in games with cards (default: 0; `play`
    /// uses its --seed)
    #[arg(long)]
    deal_seed: Option<u64>,
}

fn main() -> ExitCode {
    // Output piped into `head` and the like: stop quietly when the reader
    // goes away, as Unix tools do, instead of reporting a panic.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if msg.contains("Broken pipe") {
            std::process::exit(141);
        }
        default_hook(info);
    }));
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Check {
            files,
            json,
            deny_warnings,
        } => return check(&files, json, deny_warnings),
        Cmd::Moves {
            file,
            start,
            numbers,
            json,
        } => moves(&file, &start, names(numbers), json),
        Cmd::Perft {
            file,
            depth,
            start,
            divide,
            bulk,
            json,
        } => perft(&file, depth, &start, divide, bulk, json),
        Cmd::Play {
            file,
            seats,
            seed,
            record,
            start,
            numbers,
            max_plies,
        } => play(
            &file,
            &seats,
            seed,
            record.as_deref(),
            &start,
            names(numbers),
            max_plies,
        ),
        Cmd::Render {
            file,
            start: s,
            output,
        } => render(&file, &s, output.as_deref()),
        Cmd::Bench {
            file,
            depth,
            runs,
            playouts,
            json,
        } => bench(&file, depth, runs, playouts, json),
        Cmd::Arena {
            file,
            seats,
            games,
            seed,
            max_plies,
            json,
        } => arena(&file, &seats, games, seed, max_plies, json),
        Cmd::Replay {
            file,
            record,
            json,
            quiet,
        } => replay(&file, &record, json, quiet),
    };
    match result {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn names(numbers: bool) -> CellNames {
    if numbers {
        CellNames::Numbers
    } else {
        CellNames::Algebraic
    }
}

/// Loads a game, printing its diagnostics on failure.
fn load(file: &Path) -> Result<Game, String> {
    match ludus::load(file) {
        Ok(g) => Ok(g),
        Err(LoadError::Io { path, err }) => Err(format!("cannot read {path}: {err}")),
        Err(LoadError::Invalid { path, diagnostics }) => {
            for d in &diagnostics {
                eprintln!("{:?}", miette::Report::new(d.renderable()));
            }
            Err(format!(
                "{path} has {} error(s); run `ludus check {path}`",
                diagnostics.len()
            ))
        }
    }
}

fn check(files: &[PathBuf], json: bool, deny_warnings: bool) -> ExitCode {
    let mut failed = false;
    let mut reports = Vec::new();
    for f in files {
        let shown = f.display().to_string();
        let src = match std::fs::read_to_string(f) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: cannot read {shown}: {e}");
                failed = true;
                continue;
            }
        };
        let (game, ds) = ludus::compile_text_at(f, src.clone());
        let errors = ds.iter().filter(|d| d.is_error()).count();
        let warnings = ds.len() - errors;
        let ok = game.is_some() && !(deny_warnings && warnings > 0);
        failed |= !ok;
        if json {
            let lines = line_starts(&src);
            let items: Vec<_> = ds.iter().map(|d| diag_json(&shown, &lines, d)).collect();
            reports.push(serde_json::json!({"file": shown, "ok": ok, "diagnostics": items}));
            continue;
        }
        // A file with thousands of problems: the first ones are what helps.
        const SHOWN: usize = 50;
        for d in ds.iter().take(SHOWN) {
            eprintln!("{:?}", miette::Report::new(d.renderable()));
        }
        if ds.len() > SHOWN {
            eprintln!(
                "... and {} more (showing the first {SHOWN}; `ludus check --json` lists them all)",
                ds.len() - SHOWN
            );
        }
        let warned = match warnings {
            0 => String::new(),
            1 => ", 1 warning".to_string(),
            n => format!(", {n} warnings"),
        };
        match game {
            Some(g) if ok => {
                let kinds = match g.kinds.len() {
                    1 => "1 kind of piece".to_string(),
                    n => format!("{n} kinds of piece"),
                };
                let players = match g.side_names.len() {
                    0 => format!("{} players", g.players.len()),
                    1 => format!("{} seats played by 1 side", g.players.len()),
                    n => format!("{} seats played by {n} sides", g.players.len()),
                };
                println!(
                    "ok: {shown} ({}: {players}, {} cells{}, {kinds}){warned}",
                    g.title,
                    g.board.cells(),
                    if g.stacks { " with stacks" } else { "" },
                );
            }
            Some(_) => eprintln!("{shown}: {} (denied by --deny-warnings)", &warned[2..]),
            None => eprintln!("{shown}: {errors} error(s)"),
        }
    }
    if json {
        println!("{}", serde_json::Value::Array(reports));
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The byte offset where each line starts, for line and column numbers.
fn line_starts(src: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

fn diag_json(file: &str, lines: &[usize], d: &ludus::Diagnostic) -> serde_json::Value {
    let span = d.primary_span().unwrap_or_default();
    // A diagnostic in a file this one extends: that file's name and lines.
    let own: Vec<usize>;
    let (file, lines) = match &d.source {
        Some(src) if src.name() != file => {
            own = line_starts(src.inner());
            (src.name(), own.as_slice())
        }
        _ => (file, lines),
    };
    let line = lines.partition_point(|&s| s <= span.start).max(1);
    let column = span.start - lines[line - 1] + 1;
    serde_json::json!({
        "code": d.code,
        "severity": d.severity_name(),
        "message": d.message,
        "file": file,
        "line": line,
        "column": column,
        "span": {"start": span.start, "len": span.len},
        "labels": d.labels.iter().map(|l| serde_json::json!({"start": l.span.start, "len": l.span.len, "text": l.text, "primary": l.primary})).collect::<Vec<_>>(),
        "help": d.help,
    })
}

/// A match at the start position given by `--position` and `--moves`.
fn start<'g>(game: &'g Game, s: &StartArgs, seed: u64) -> Result<Match<'g>, String> {
    let mut m = match &s.position {
        Some(p) => Match::from_position(game, p).map_err(|e| format!("bad --position: {e}"))?,
        None => Match::new_seeded(game, s.deal_seed.unwrap_or(seed)),
    };
    for (i, t) in s.moves.iter().enumerate() {
        m.play_text(t)
            .map_err(|e| format!("--moves, move {} (`{t}`): {e}", i + 1))?;
    }
    Ok(m)
}

fn moves(file: &Path, s: &StartArgs, names: CellNames, json: bool) -> Result<ExitCode, String> {
    let game = load(file)?;
    let mut m = start(&game, s, 0)?;
    let legal = m.legal_moves();
    let texts: Vec<String> = legal
        .iter()
        .map(|mv| notation::move_text(&game, mv, names))
        .collect();
    let outcome = m.outcome();
    if json {
        let mut v = serde_json::json!({
            "to_move": game.players[m.to_move() as usize],
            "moves": texts,
            "result": outcome.as_ref().map(|o| RecordResult::from_outcome(&game, o)),
        });
        // What the seat to move may see of the cards.
        if let Some(c) = cards_json(&game, &m.state, Some(m.chooser())) {
            v["cards"] = c;
        }
        println!("{v}");
    } else {
        print!("{}", board_text(&m));
        if m.chooser() != m.to_move() {
            println!(
                "{} to move, played by {}",
                game.players[m.to_move() as usize],
                game.players[m.chooser() as usize]
            );
        } else {
            println!("{} to move", game.players[m.to_move() as usize]);
        }
        if let Some(o) = &outcome {
            println!("game over: {}", describe(&game, o));
        } else {
            println!("{} legal moves: {}", texts.len(), texts.join(" "));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn describe(game: &Game, o: &ludus::Outcome) -> String {
    match o.winners_text(game) {
        Some(w) => format!("{w} wins ({})", o.reason),
        None => format!("draw ({})", o.reason),
    }
}

fn perft(
    file: &Path,
    depth: usize,
    s: &StartArgs,
    divide: bool,
    bulk: bool,
    json: bool,
) -> Result<ExitCode, String> {
    let game = load(file)?;
    let mut m = start(&game, s, 0)?;
    let mut state = m.state.clone();
    let mut p = ludus::perft::Perft::new(depth);
    p.bulk = bulk;
    if divide {
        let t = Instant::now();
        let rows = p.divide(&game, &mut state, depth);
        let secs = t.elapsed().as_secs_f64();
        let total: u64 = rows.iter().map(|r| r.1).sum();
        if json {
            let v: Vec<_> = rows
                .iter()
                .map(|(mv, n)| serde_json::json!({"move": m.text(mv), "count": n}))
                .collect();
            println!(
                "{}",
                serde_json::json!({"depth": depth, "divide": v, "total": total, "seconds": secs})
            );
        } else {
            for (mv, n) in &rows {
                println!("{} {n}", m.text(mv));
            }
            println!("total {total}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut counts = Vec::new();
    let mut last_secs = 0.0;
    let mut total_secs = 0.0;
    for d in 1..=depth {
        let t = Instant::now();
        let n = p.run(&game, &mut state, d);
        last_secs = t.elapsed().as_secs_f64();
        total_secs += last_secs;
        counts.push(n);
        if !json {
            println!("perft {d} = {n}  ({last_secs:.3} s)");
        }
    }
    let nps = counts.last().copied().unwrap_or(0) as f64 / last_secs.max(1e-9);
    if json {
        println!(
            "{}",
            serde_json::json!({"counts": counts, "seconds": last_secs, "total_seconds": total_secs, "nodes_per_second": nps, "bulk": bulk})
        );
    } else {
        println!(
            "nodes/s {:.0} (depth {depth}, {})",
            nps,
            if bulk { "bulk" } else { "every leaf made" }
        );
    }
    let _ = m.legal_moves();
    Ok(ExitCode::SUCCESS)
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Seat {
    Human,
    Computer(ludus::ai::Player),
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Seat::Human => write!(f, "human"),
            Seat::Computer(p) => write!(f, "{p}"),
        }
    }
}

fn parse_seats(game: &Game, specs: &[String]) -> Result<Vec<Seat>, String> {
    // Default: the first player is a person, the others play at random.
    let mut seats: Vec<Seat> = (0..game.players.len())
        .map(|i| {
            if i == 0 {
                Seat::Human
            } else {
                Seat::Computer(ludus::ai::Player::Random)
            }
        })
        .collect();
    for spec in specs {
        let (who, kind) = spec
            .split_once('=')
            .ok_or_else(|| format!("--seat `{spec}`: write PLAYER=KIND, e.g. white=random"))?;
        let kind = match kind {
            "human" => Seat::Human,
            other => Seat::Computer(
                ludus::ai::Player::parse(other)
                    .map_err(|e| format!("--seat `{spec}`: {e} (or human)"))?,
            ),
        };
        let side = game.side_seats(who);
        if who == "all" {
            seats.iter_mut().for_each(|s| *s = kind);
        } else if !side.is_empty() {
            // A side's name: all the seats it plays.
            side.iter().for_each(|&p| seats[p as usize] = kind);
        } else {
            let p = game.player(who).ok_or_else(|| {
                format!(
                    "--seat `{spec}`: no player `{who}`; players: {}{}",
                    game.players.join(", "),
                    if game.side_names.is_empty() {
                        String::new()
                    } else {
                        format!("; sides: {}", game.side_names.join(", "))
                    }
                )
            })?;
            seats[p as usize] = kind;
        }
    }
    Ok(seats)
}

/// The board diagram, coloured by owner when standard output is a terminal.
fn board_text(m: &Match) -> String {
    board_text_for(m, Some(m.state.chooser()))
}

/// The board as `seat` may see it (hidden hands: only its own).
fn board_text_for(m: &Match, seat: Option<u8>) -> String {
    if std::io::stdout().is_terminal() {
        ludus::render::coloured_diagram_for(m.game, &m.state, seat)
    } else {
        notation::diagram_for(m.game, &m.state, seat)
    }
}

fn bench(
    file: &Path,
    depth: usize,
    runs: usize,
    playouts: usize,
    json: bool,
) -> Result<ExitCode, String> {
    let game = load(file)?;
    let mut state = ludus::State::new(&game);
    let mut p = ludus::perft::Perft::new(depth);
    let mut nodes = 0;
    let mut rates = Vec::new();
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        nodes = p.run(&game, &mut state, depth);
        rates.push(nodes as f64 / t.elapsed().as_secs_f64().max(1e-9));
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    let median = rates[rates.len() / 2];
    // Random playouts from the start, each to its end (or 2000 plies).
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (mut plies, t) = (0usize, Instant::now());
    for _ in 0..playouts {
        let mut m = Match::new(&game);
        while m.outcome().is_none() && m.played.len() < 2000 {
            let legal = m.legal_moves();
            let mv = ludus::ai::Player::Random.choose(&game, &m.state, &legal, &mut rng);
            m.state.apply(&game, &mv);
            m.played.push(mv);
        }
        plies += m.played.len();
    }
    let secs = t.elapsed().as_secs_f64().max(1e-9);
    if json {
        println!(
            "{}",
            serde_json::json!({"depth": depth, "nodes": nodes, "runs": rates.len(), "nodes_per_second_median": median,
                "nodes_per_second_best": rates[rates.len() - 1], "playouts": playouts, "playouts_per_second": playouts as f64 / secs,
                "plies_per_second": plies as f64 / secs})
        );
    } else {
        println!(
            "perft {depth} = {nodes}: median {:.0} nodes/s, best {:.0} ({} runs, every leaf made)",
            median,
            rates[rates.len() - 1],
            rates.len()
        );
        if playouts > 0 {
            println!(
                "{playouts} random playouts: {:.0} playouts/s, {:.0} plies/s, mean {:.1} plies",
                playouts as f64 / secs,
                plies as f64 / secs,
                plies as f64 / playouts as f64
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn render(file: &Path, s: &StartArgs, output: Option<&Path>) -> Result<ExitCode, String> {
    let game = load(file)?;
    let m = start(&game, s, 0)?;
    let svg = ludus::render::svg(&game, &m.state);
    match output {
        Some(path) => {
            std::fs::write(path, svg)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("wrote {}", path.display());
        }
        None => print!("{svg}"),
    }
    Ok(ExitCode::SUCCESS)
}

fn arena(
    file: &Path,
    seat_specs: &[String],
    games: usize,
    seed: u64,
    max_plies: usize,
    json: bool,
) -> Result<ExitCode, String> {
    let game = load(file)?;
    let seats = parse_seats(&game, seat_specs)?;
    let mut players = Vec::new();
    for (i, s) in seats.iter().enumerate() {
        match s {
            Seat::Computer(p) => players.push(*p),
            Seat::Human => {
                return Err(format!(
                    "arena plays computer seats only: give `--seat {}=random` or `=mcts:N`",
                    game.players[i]
                ));
            }
        }
    }
    let np = game.players.len();
    let (mut wins, mut draws, mut losses) = (vec![0usize; np], vec![0usize; np], vec![0usize; np]);
    let mut unfinished = 0;
    let mut total_plies = 0usize;
    let mut think = vec![std::time::Duration::ZERO; np];
    let mut moves_made = vec![0usize; np];
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(games as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(g as u64));
        let mut m = Match::new_seeded(&game, seed.wrapping_add(g as u64));
        let outcome = loop {
            if let Some(o) = m.outcome() {
                break Some(o);
            }
            if m.played.len() >= max_plies {
                break None;
            }
            let me = m.chooser() as usize;
            let legal = m.legal_moves();
            let t = Instant::now();
            let mv = players[me].choose(&game, &m.state, &legal, &mut rng);
            think[me] += t.elapsed();
            moves_made[me] += 1;
            m.play(&mv).map_err(|e| e.to_string())?;
        };
        total_plies += m.played.len();
        match outcome.and_then(|o| {
            if m.played.len() <= max_plies {
                Some(o)
            } else {
                None
            }
        }) {
            Some(o) => match o.winner {
                Some(_) => {
                    for p in 0..np {
                        if o.wins(&game, p as u8) {
                            wins[p] += 1;
                        } else {
                            losses[p] += 1;
                        }
                    }
                }
                None => draws.iter_mut().for_each(|d| *d += 1),
            },
            None => unfinished += 1,
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let per_move = |p: usize| think[p].as_secs_f64() / moves_made[p].max(1) as f64;
    let mean_plies = total_plies as f64 / games.max(1) as f64;
    if json {
        let rows: Vec<_> = (0..np)
            .map(|p| {
                serde_json::json!({
                    "player": game.players[p],
                    "seat": players[p].to_string(),
                    "wins": wins[p],
                    "draws": draws[p],
                    "losses": losses[p],
                    "seconds_per_move": per_move(p),
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({"games": games, "seed": seed, "unfinished": unfinished, "mean_plies": mean_plies, "seats": rows})
        );
    } else {
        println!(
            "{games} games of {} (seeds {seed}..{})",
            game.title,
            seed + games as u64
        );
        for p in 0..np {
            println!(
                "  {:<10} {:<12} wins {:>4}  draws {:>4}  losses {:>4}  {:.4} s/move",
                game.players[p],
                players[p].to_string(),
                wins[p],
                draws[p],
                losses[p],
                per_move(p)
            );
        }
        println!("  mean length {mean_plies:.1} plies; {unfinished} unfinished");
    }
    Ok(ExitCode::SUCCESS)
}

const PLAY_HELP: &str = "Type a move (e.g. c3-d4, c3xe5xg7; 11-15 with numbered cells), or:
  moves    list the legal moves      board   show the board
  undo     take back your last move  resign  give up the game
  help     this text                 quit    stop (the record is saved)";

#[allow(clippy::too_many_arguments)]
fn play(
    file: &Path,
    seat_specs: &[String],
    seed: Option<u64>,
    record_path: Option<&Path>,
    s: &StartArgs,
    names: CellNames,
    max_plies: usize,
) -> Result<ExitCode, String> {
    let src = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let game = load(file)?;
    let seats = parse_seats(&game, seat_specs)?;
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000)
            .unwrap_or(0)
    });
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = start(&game, s, seed)?;
    let base_moves = m.played.len();
    println!(
        "{} — seed {seed}",
        if game.title.is_empty() {
            "ludus"
        } else {
            &game.title
        }
    );
    for (i, p) in game.players.iter().enumerate() {
        if game.side_names.is_empty() {
            println!("  {p}: {}", seats[i]);
        } else {
            println!("  {p} ({}): {}", game.side_name(i as u8), seats[i]);
        }
    }
    let any_human = seats.contains(&Seat::Human);
    if any_human {
        println!("{PLAY_HELP}");
    }
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut resigned: Option<u8> = None;
    let mut show = true;
    // Who may see what: with hidden hands, a person sees only their own
    // hands (those of the seats their side plays; nobody's while a computer
    // moves); without people, everything. People are counted by side.
    let hidden = game.cards.as_ref().is_some_and(|c| c.hidden);
    let mut human_sides: Vec<u8> = (0..game.players.len() as u8)
        .filter(|&p| seats[p as usize] == Seat::Human)
        .map(|p| game.side_of(p))
        .collect();
    human_sides.sort_unstable();
    human_sides.dedup();
    let humans = human_sides.len();
    let mut last_viewer: Option<u8> = None;
    let outcome = loop {
        if show {
            let mover = m.chooser();
            let seat = if !hidden || humans == 0 {
                None
            } else if seats[mover as usize] == Seat::Human {
                if humans > 1
                    && last_viewer.is_none_or(|v| !game.same_side(v, mover))
                    && m.outcome().is_none()
                {
                    println!();
                    println!(
                        "--- {}'s turn: pass the screen to {0}; only {0} should look now ---",
                        game.side_name(mover)
                    );
                }
                last_viewer = Some(mover);
                Some(mover)
            } else {
                Some(notation::NOBODY)
            };
            println!();
            print!("{}", board_text_for(&m, seat));
        }
        show = true;
        if let Some(o) = m.outcome() {
            break Some(o);
        }
        if m.played.len() >= max_plies {
            println!("stopped after {max_plies} plies (--max-plies)");
            break None;
        }
        let me = m.chooser();
        let pname = game.players[me as usize].clone();
        let legal = m.legal_moves();
        if legal.is_empty() {
            // Rules that do not end the game when a player cannot move.
            println!("{pname} has no legal move: stopping");
            break None;
        }
        match seats[me as usize] {
            Seat::Computer(ai) => {
                let mv = ai.choose(&game, &m.state, &legal, &mut rng);
                println!("{pname} plays {}", notation::move_text(&game, &mv, names));
                m.play(&mv).map_err(|e| e.to_string())?;
            }
            Seat::Human => {
                print!("{pname} to move> ");
                let _ = std::io::stdout().flush();
                let Some(Ok(line)) = lines.next() else {
                    println!();
                    println!("end of input: stopping");
                    break None;
                };
                let cmd = line.trim();
                match cmd {
                    "" => show = false,
                    "help" | "?" => {
                        println!("{PLAY_HELP}");
                        show = false;
                    }
                    "moves" => {
                        let t: Vec<String> = legal
                            .iter()
                            .map(|mv| notation::move_text(&game, mv, names))
                            .collect();
                        println!("{} legal moves: {}", t.len(), t.join(" "));
                        show = false;
                    }
                    "board" => {}
                    "quit" | "exit" => break None,
                    "resign" => {
                        resigned = Some(me);
                        break None;
                    }
                    "undo" => {
                        // Take back moves until it is a person's turn again,
                        // at least one ply.
                        let mut undone = 0;
                        while m.played.len() > base_moves && m.undo() {
                            undone += 1;
                            if seats[m.chooser() as usize] == Seat::Human {
                                break;
                            }
                        }
                        if undone == 0 {
                            println!("nothing to undo");
                            show = false;
                        }
                    }
                    text => match m.play_text(text) {
                        Ok(_) => {}
                        Err(e) => {
                            println!("error: {e}");
                            println!("(the game is unchanged; type `moves` for the legal moves)");
                            show = false;
                        }
                    },
                }
            }
        }
    };
    let result = match (&outcome, resigned) {
        (Some(o), _) => {
            println!("game over: {}", describe(&game, o));
            Some(RecordResult::from_outcome(&game, o))
        }
        (None, Some(p)) => {
            let winner = (p + 1) % game.players.len() as u8;
            println!(
                "{} resigns: {} wins",
                game.players[p as usize], game.players[winner as usize]
            );
            Some(RecordResult {
                winner: Some(game.players[winner as usize].clone()),
                reason: "resignation".into(),
            })
        }
        (None, None) => None,
    };
    if let Some(path) = record_path {
        let rec = Record {
            format: record::FORMAT.into(),
            game: file.display().to_string(),
            game_hash: record::source_hash(&src),
            seed: Some(seed),
            deal_seed: s.deal_seed.filter(|&d| d != seed),
            seats: seats
                .iter()
                .map(|s| format!("{s:?}").to_lowercase())
                .collect(),
            moves: record::move_texts(&m, CellNames::Algebraic),
            result,
        };
        let text = serde_json::to_string_pretty(&rec).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("record saved to {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

fn replay(file: &Path, rec_path: &Path, json: bool, quiet: bool) -> Result<ExitCode, String> {
    let src = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let game = load(file)?;
    let bytes =
        std::fs::read(rec_path).map_err(|e| format!("cannot read {}: {e}", rec_path.display()))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        format!(
            "{}: line {line}: not a record: the file is not UTF-8 text",
            rec_path.display()
        )
    })?;
    if text.trim_start().starts_with('{') {
        let rec: Record = serde_json::from_str(&text).map_err(|e| {
            let full = e.to_string();
            let at = format!(" at line {} column {}", e.line(), e.column());
            let what = full.strip_suffix(&at).unwrap_or(&full);
            let what = if e.is_eof() {
                format!("the record ends too early (truncated?): {what}")
            } else {
                format!("not a valid record: {what}")
            };
            format!(
                "{}: line {}, column {}: {what}",
                rec_path.display(),
                e.line(),
                e.column()
            )
        })?;
        if !rec.format.starts_with("ludus-record/") {
            return Err(format!(
                "{}: not a ludus record: its format is `{}`, expected `{}`",
                rec_path.display(),
                rec.format,
                record::FORMAT
            ));
        }
        if rec.game_hash != record::source_hash(&src) {
            eprintln!(
                "warning: the record was made with a different version of {} (hash {} vs {})",
                file.display(),
                rec.game_hash,
                record::source_hash(&src)
            );
        }
        let moves: Vec<&str> = rec.moves.iter().map(String::as_str).collect();
        let (v, mut m) =
            record::replay_moves_seeded(&game, &moves, rec.deal_seed.or(rec.seed).unwrap_or(0));
        let outcome = m.outcome();
        let result = outcome
            .as_ref()
            .map(|o| RecordResult::from_outcome(&game, o));
        if json {
            println!(
                "{}",
                serde_json::json!({"verdict": v, "result": result, "recorded_result": rec.result, "position": notation::position_text(&game, &m.state)})
            );
        } else {
            print!("{}", board_text(&m));
            // Who made each move (turns do not simply alternate: several
            // actions, skipped players, card splits).
            let mut again = Match::new_seeded(&game, rec.deal_seed.or(rec.seed).unwrap_or(0));
            for (i, mv) in m.played.iter().enumerate() {
                let mover = again.to_move();
                let text = again.text(mv);
                let _ = again.play(mv);
                println!("{:>4}. {} {}", i + 1, game.players[mover as usize], text);
            }
            if let Some(ply) = v.first_illegal_ply {
                println!(
                    "ply {ply} is illegal: {}",
                    v.illegal_reason.clone().unwrap_or_default()
                );
            }
            match &outcome {
                Some(o) => println!("result: {}", describe(&game, o)),
                None => println!("position: game not over"),
            }
            if let Some(r) = &rec.result {
                match &r.winner {
                    Some(w) => println!("recorded result: {w} wins ({})", r.reason),
                    None => println!("recorded result: draw ({})", r.reason),
                }
            }
        }
        return Ok(if v.legal {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    // One game per line.
    let games: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let bar = if std::io::stderr().is_terminal() && games.len() > 50 {
        indicatif::ProgressBar::new(games.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    if games.is_empty() {
        return Err(format!(
            "{}: no games: expected a JSON record or lines of `result<TAB>moves`",
            rec_path.display()
        ));
    }
    let (mut legal, mut ended_early, mut over, mut unreadable) = (0, 0, 0, 0);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (n, (lineno, line)) in games.iter().enumerate() {
        let (recorded, moves) = match record::parse_game_line(&game, line) {
            Ok(Some(g)) => g,
            Ok(None) => continue,
            Err(e) => {
                // A corrupt line is reported even with --quiet.
                unreadable += 1;
                bar.suspend(|| eprintln!("{}: line {}: {e}", rec_path.display(), lineno + 1));
                if json {
                    let _ = writeln!(
                        out,
                        "{}",
                        serde_json::json!({"game": n + 1, "line": lineno + 1, "error": e})
                    );
                }
                bar.inc(1);
                continue;
            }
        };
        let (v, _) = record::replay_moves(&game, &moves);
        legal += usize::from(v.legal);
        ended_early += usize::from(v.rules_end_after_ply.is_some());
        over += usize::from(v.status_after_record != "*");
        if json {
            let _ = writeln!(
                out,
                "{}",
                serde_json::json!({"game": n + 1, "line": lineno + 1, "recorded_result": recorded, "verdict": v})
            );
        } else if !quiet {
            let mut s = format!("game {} (line {}): {} plies, ", n + 1, lineno + 1, v.plies);
            match v.first_illegal_ply {
                Some(p) => {
                    s += &format!(
                        "illegal at ply {p}: {}",
                        v.illegal_reason.clone().unwrap_or_default()
                    )
                }
                None => s += "legal",
            }
            if let (Some(p), Some(r)) = (v.rules_end_after_ply, &v.rules_end_reason) {
                s += &format!("; the rules end it after ply {p} ({r})");
            }
            s += &format!("; status {}", v.status_after_record);
            let _ = writeln!(out, "{s}");
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    if !json {
        let unreadable_text = if unreadable > 0 {
            format!(", {unreadable} unreadable line(s)")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{} games: {legal} legal, {} with an illegal move{unreadable_text}, {ended_early} that the rules end before the record does, {over} over at the last move",
            games.len(),
            games.len() - legal - unreadable
        );
    }
    Ok(if unreadable > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// The cards as seat `seat` may see them, for `--json`: each hand with
/// its cards, or `"hidden": true` and only its size; the deck size; the
/// centre (cards played or discarded since the last shuffle, in order,
/// with who put them there); the announcement; the exchange and a split
/// in progress.
fn cards_json(game: &Game, state: &State, seat: Option<u8>) -> Option<serde_json::Value> {
    let cards = game.cards.as_ref()?;
    let nk = cards.kinds.len();
    let hands: Vec<serde_json::Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, pn)| {
            let hand = &state.hands[p * nk..(p + 1) * nk];
            let n: u16 = hand.iter().sum();
            if seat.is_none_or(|x| state.sees_hand(game, x, p as u8)) {
                let list: Vec<&str> = hand
                    .iter()
                    .enumerate()
                    .flat_map(|(c, &k)| {
                        std::iter::repeat_n(cards.kinds[c].name.as_str(), k as usize)
                    })
                    .collect();
                serde_json::json!({"player": pn, "hidden": false, "count": n, "cards": list})
            } else {
                serde_json::json!({"player": pn, "hidden": true, "count": n})
            }
        })
        .collect();
    let pile: Vec<serde_json::Value> = state
        .pile
        .iter()
        .map(|&(c, p)| serde_json::json!({"card": cards.kinds[c as usize].name, "by": game.players[p as usize]}))
        .collect();
    let mut v = serde_json::json!({
        "hands": hands,
        "deck": state.deck.len(),
        "played": pile,
        "dealer": game.players[state.dealer as usize],
        "deals": state.deals,
    });
    if let Some((label, _)) = &cards.announce {
        let said: serde_json::Map<String, serde_json::Value> = game
            .players
            .iter()
            .enumerate()
            .map(|(p, pn)| {
                (
                    pn.clone(),
                    serde_json::Value::Bool(state.announced & (1 << p) != 0),
                )
            })
            .collect();
        v["announced"] = serde_json::json!({"label": label, "players": said});
    }
    if state.giving > 0 {
        v["exchange_left"] = serde_json::json!(state.giving);
    }
    if state.split_left > 0 {
        v["split"] = serde_json::json!({
            "card": cards.kinds[state.split_card as usize].name,
            "steps_left": state.split_left,
        });
    }
    Some(v)
}
