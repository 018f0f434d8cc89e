//! The `ludus` command line: check, moves, perft, play, bench, render,
//! arena, replay, analyze (one file each under `cli/`). It uses only the library's
//! public API.

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::{
    analyze, arena, bench, check, diff, fmt, lsp, moves, perft, play, position, render, replay,
    serve, test, why,
};

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
    Check(check::CheckArgs),
    /// List the legal moves of the player to move
    Moves(moves::MovesArgs),
    /// Count move sequences to a depth (perft), with nodes per second
    Perft(perft::PerftArgs),
    /// Play a game in the terminal, against people or the computer
    Play(play::PlayArgs),
    /// Measure speed: perft nodes per second (median of several runs) and
    /// random playouts per second
    Bench(bench::BenchArgs),
    /// Draw a position as SVG (the start, or after --moves / --position)
    Render(render::RenderArgs),
    /// Play many games between computer seats and report the results
    Arena(arena::ArenaArgs),
    /// Many seeded games between computer seats: balance, length, draws,
    /// branching, with 95 % intervals; several files side by side (A/B)
    Analyze(analyze::AnalyzeArgs),
    /// Replay a saved record (JSON) or a file of games, one per line (`result<TAB>moves`)
    Replay(replay::ReplayArgs),
    /// Run a game's tests (the .tests file beside it): snapshots of legal
    /// moves, perft counts, outcomes; exit 1 on any failure
    Test(test::TestArgs),
    /// Compare two rule sets on the same positions (perft tree and seeded
    /// playouts): the positions whose legal moves or outcome differ; exit 1 if any
    Diff(diff::DiffArgs),
    /// Explain why a move is not legal, over the rule file's source
    Why(why::WhyArgs),
    /// Print the position text of a position (the start, or after --moves),
    /// which --position reads back
    Position(position::PositionArgs),
    /// Play in the browser: a local web server with a JSON API; each seat
    /// sees only what it may see
    Serve(serve::ServeArgs),
    /// Rewrite rule files in the canonical layout; with --check show the
    /// changes and exit 1 if a file is not formatted
    Fmt(fmt::FmtArgs),
    /// A language server on stdin/stdout (diagnostics, hover, definition,
    /// references, rename, completion, outline, formatting)
    Lsp(lsp::LspArgs),
}

fn main() -> ExitCode {
    quiet_on_broken_pipe();
    let result = match Cli::parse().cmd {
        Cmd::Check(args) => return check::run(&args),
        Cmd::Fmt(args) => return fmt::run(&args),
        Cmd::Moves(args) => moves::run(&args),
        Cmd::Perft(args) => perft::run(&args),
        Cmd::Play(args) => play::run(&args),
        Cmd::Bench(args) => bench::run(&args),
        Cmd::Render(args) => render::run(&args),
        Cmd::Arena(args) => arena::run(&args),
        Cmd::Replay(args) => replay::run(&args),
        Cmd::Analyze(args) => analyze::run(&args),
        Cmd::Test(args) => test::run(&args),
        Cmd::Diff(args) => diff::run(&args),
        Cmd::Why(args) => why::run(&args),
        Cmd::Position(args) => position::run(&args),
        Cmd::Serve(args) => serve::run(&args),
        Cmd::Lsp(args) => lsp::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// Output piped into `head` and the like: stop quietly when the reader
/// goes away, as Unix tools do, instead of reporting a panic.
fn quiet_on_broken_pipe() {
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
}
