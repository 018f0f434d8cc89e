//! `ludus serve`: play in the browser. A local web server (axum on tokio)
//! with a JSON API (docs/api.md) and one page embedded in the binary. The
//! server keeps every secret: each seat is sent only its own view.
//!
//! One file per concern: the games held ([`store`]), one game and its
//! computer seats ([`table`]), a seat's view ([`view`]), its live updates
//! ([`events`]), records and the replay viewer's frames ([`records`]), a
//! pasted rule text checked ([`pasted`]), the routes ([`routes`]) and the
//! page ([`page`]).

mod events;
mod page;
mod pasted;
mod records;
mod routes;
mod store;
mod table;
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
    /// Address to listen on
    #[arg(long, default_value = "127.0.0.1")]
    pub host: std::net::IpAddr,
}

/// Serves until stopped; prints `listening on http://ADDR/` first.
pub fn run(args: &ServeArgs) -> Result<ExitCode, String> {
    if !args.games.is_dir() {
        return Err(format!("--games {}: not a folder", args.games.display()));
    }
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
        let store = Arc::new(store::Store::new(args.games.clone()));
        axum::serve(listener, routes::router(store))
            .await
            .map_err(|e| format!("server error: {e}"))
    })?;
    Ok(ExitCode::SUCCESS)
}
