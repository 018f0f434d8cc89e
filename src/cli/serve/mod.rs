//! `ludus serve`: play in the browser. A local web server (axum on tokio)
//! with a JSON API (docs/api.md) and one page embedded in the binary. The
//! server keeps every secret: each seat is sent only its own view.
//!
//! One file per concern: the games held ([`store`]), one game and its
//! computer seats ([`table`]), a seat's view ([`view`]), its live updates
//! ([`events`]), records and the replay viewer's frames ([`records`]), a
//! pasted rule text checked ([`pasted`]), the routes ([`routes`]) and the
//! page ([`page`]); the computer seats' searches ([`thinking`]); what a
//! request may cost ([`limits`]), which requests are let in ([`guard`])
//! and the connections ([`conn`]).
//!
//! Games live in memory only: a restart of the server loses them (finished
//! games are dropped after `--keep-finished`, idle ones after
//! `--keep-idle`; download a record to keep a game).

mod conn;
mod events;
mod guard;
mod limits;
mod marks;
mod page;
mod pasted;
mod records;
mod routes;
mod store;
mod table;
mod thinking;
mod view;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// `ludus serve` arguments.
#[derive(clap::Args)]
pub struct ServeArgs {
    /// Port to listen on (0: one the system chooses; the address is printed)
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Folder of the `.game` files offered
    #[arg(long, default_value = "games")]
    pub games: PathBuf,
    /// The game the lobby offers first (a file of --games, without `.game`);
    /// without it, the first listed
    #[arg(long, value_name = "NAME")]
    pub default_game: Option<String>,
    /// Address to listen on
    #[arg(long, default_value = "127.0.0.1")]
    pub host: std::net::IpAddr,
    /// A name this server may be reached by (the `Host` of requests), besides
    /// its address (and `localhost` on a loopback address); repeatable
    #[arg(long, value_name = "NAME[:PORT]")]
    pub allow_host: Vec<String>,
    /// Most playouts a computer seat may ask for per move (`mcts:N`)
    #[arg(long, default_value_t = 20_000, help_heading = "Limits")]
    pub max_playouts: u32,
    /// Longest a computer seat thinks per move, in seconds, whatever it asked
    #[arg(long, default_value_t = 5.0, help_heading = "Limits")]
    pub max_think: f64,
    /// Computer searches running at once [default: the number of cores]
    #[arg(long, help_heading = "Limits")]
    pub max_searches: Option<usize>,
    /// A game with no person at any seat stops, a draw, after this many plies
    #[arg(long, default_value_t = 2_000, help_heading = "Limits")]
    pub max_plies: usize,
    /// Games held at once
    #[arg(long, default_value_t = 10_000, help_heading = "Limits")]
    pub max_games: usize,
    /// Games in progress one client address may have created
    #[arg(long, default_value_t = 200, help_heading = "Limits")]
    pub max_games_per_client: usize,
    /// Seconds a finished game is kept (its record downloadable) after its end
    #[arg(long, default_value_t = 3_600.0, help_heading = "Limits")]
    pub keep_finished: f64,
    /// Seconds a game nobody asks about is kept after the last request
    #[arg(long, default_value_t = 86_400.0, help_heading = "Limits")]
    pub keep_idle: f64,
    /// Connections open at once (more are answered 503 and closed)
    #[arg(long, default_value_t = 512, help_heading = "Limits")]
    pub max_connections: usize,
    /// Seconds a client has to send a request's headers
    #[arg(long, default_value_t = 10.0, help_heading = "Limits")]
    pub header_timeout: f64,
    /// Seconds a connection may stay open with no traffic either way
    #[arg(long, default_value_t = 60.0, help_heading = "Limits")]
    pub idle_timeout: f64,
}

/// Serves until stopped; prints `listening on http://ADDR/` first.
pub fn run(args: &ServeArgs) -> Result<ExitCode, String> {
    if !args.games.is_dir() {
        return Err(format!("--games {}: not a folder", args.games.display()));
    }
    let limits = limits::Limits::from_args(args)?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind((args.host, args.port))
            .await
            .map_err(|e| format!("cannot listen on {}:{}: {e}", args.host, args.port))?;
        let addr = listener
            .local_addr()
            .map_err(|e| format!("cannot read the address: {e}"))?;
        println!("listening on http://{addr}/");
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let mut store = store::Store::new(args.games.clone(), limits.clone());
        store.default_game.clone_from(&args.default_game);
        let store = Arc::new(store);
        store::sweep_forever(&store);
        let hosts = guard::Hosts::new(addr, &args.allow_host);
        conn::serve(listener, routes::router(store, hosts), &limits).await;
        Ok::<(), String>(())
    })?;
    Ok(ExitCode::SUCCESS)
}
