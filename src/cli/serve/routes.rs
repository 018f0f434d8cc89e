//! The HTTP routes: the JSON API (see docs/api.md) and the page. A seat is
//! named by the secret token of its link, and every answer about a game is
//! that seat's view. Bodies are parsed here, so every refusal is a JSON
//! `{"error": ...}` with a 4xx status.

use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Extension, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Router, middleware};
use serde::Deserialize;
use serde_json::json;

use super::conn::Client;
use super::guard::{self, Hosts};
use super::store::Store;
use super::table::{Refusal, Table};
use super::thinking::computer_turns;
use super::view::view;
use super::{events, pasted, records};

type Shared = State<Arc<Store>>;

/// The largest request body read (a pasted rule text, a record to replay).
const MAX_BODY: usize = 1024 * 1024;

pub fn router(store: Arc<Store>, hosts: Hosts) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/play/{id}/{token}", get(page))
        .route("/api/games", get(list).post(create))
        .route("/api/rules/{name}", get(rules))
        .route("/api/games/{id}/{token}", get(seat_view))
        .route("/api/games/{id}/{token}/moves", get(moves))
        .route("/api/games/{id}/{token}/move", post(play))
        .route("/api/games/{id}/{token}/resign", post(resign))
        .route("/api/games/{id}/{token}/undo", post(undo))
        .route("/api/games/{id}/{token}/events", get(events))
        .route("/api/games/{id}/{token}/record", get(record))
        .route("/api/games/{id}/{token}/replay", get(game_replay))
        .route("/api/check", post(check))
        .route("/api/replay", post(replay))
        .route("/api/status", get(status))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such route") })
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(hosts, guard::check))
        .with_state(store)
}

/// Runs `f` on a blocking thread, answering within the deadline for
/// pasted texts (the thread may go on; its answer is dropped).
async fn blocking<T: Send + 'static>(
    store: &Store,
    f: impl FnOnce() -> Result<T, (StatusCode, String)> + Send + 'static,
) -> Result<T, (StatusCode, String)> {
    let deadline = store.limits().paste_deadline;
    match tokio::time::timeout(deadline, tokio::task::spawn_blocking(f)).await {
        Ok(Ok(r)) => r,
        Ok(Err(_)) => Err((StatusCode::INTERNAL_SERVER_ERROR, "server error".into())),
        Err(_) => Err((
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "gave up after {} s: the rule text takes too long to check",
                deadline.as_secs()
            ),
        )),
    }
}

/// How busy the server is: games held and in progress, searches running,
/// and the limits.
async fn status(State(store): Shared) -> Response {
    let (held, live) = store.counts();
    let l = store.limits();
    axum::Json(json!({
        "games": held,
        "in_progress": live,
        "max_games": l.max_games,
        "searching": store.thinkers.searching(),
        "max_searches": l.max_searches,
        "max_playouts": l.max_playouts,
        "max_think_seconds": l.max_think.as_secs_f64(),
        "max_plies": l.max_plies,
    }))
    .into_response()
}

/// A refusal: a status and a JSON `{"error": message}`.
fn error(status: StatusCode, msg: &str) -> Response {
    (status, axum::Json(json!({ "error": msg }))).into_response()
}

async fn page() -> Response {
    Html(super::page::HTML).into_response()
}

async fn list(State(store): Shared) -> Response {
    let games = store.game_names();
    let default = store
        .default_game
        .as_ref()
        .filter(|d| games.contains(d))
        .or(games.first());
    axum::Json(json!({ "games": games, "default": default })).into_response()
}

/// A game file's title and players (for the lobby's seat choices).
async fn rules(State(store): Shared, Path(name): Path<String>) -> Response {
    match store.rules(&name) {
        Ok(r) => axum::Json(json!({
            "game": name,
            "title": r.game.title,
            "players": r.game.players,
        }))
        .into_response(),
        Err(e) => error(StatusCode::NOT_FOUND, &e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    #[serde(default)]
    game: Option<String>,
    /// A pasted rule text instead of a file's name.
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    seats: Vec<String>,
    #[serde(default)]
    seed: Option<u64>,
}

/// A new game. The answer carries the seed only if the request gave it: a
/// seed the server drew fixes the deal, so it stays secret until the game
/// is over (then the record has it).
async fn create(
    State(store): Shared,
    Extension(Client(peer)): Extension<Client>,
    body: Bytes,
) -> Response {
    let req: CreateBody = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("bad request body: {e}")),
    };
    let given_seed = req.seed;
    let s = Arc::clone(&store);
    let made = blocking(&store, move || {
        let (name, rules) = s
            .named_or_pasted(req.game.as_deref(), req.text.as_deref())
            .map_err(|e| (StatusCode::BAD_REQUEST, e))?;
        s.create(&name, rules, &req.seats, req.seed, peer.ip())
    })
    .await;
    let table = match made {
        Ok(t) => t,
        Err((status, e)) => return error(status, &e),
    };
    computer_turns(&table, &store.thinkers);
    let Ok(t) = table.lock() else {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
    };
    let seats: Vec<_> = t
        .game
        .players
        .iter()
        .zip(&t.seats)
        .zip(&t.tokens)
        .map(|((p, k), tok)| {
            json!({
                "player": p,
                "kind": k.to_string(),
                "token": tok,
                "url": format!("/play/{}/{tok}", t.id),
            })
        })
        .collect();
    (
        StatusCode::CREATED,
        axum::Json(json!({ "id": t.id, "game": t.file, "seed": given_seed, "seats": seats })),
    )
        .into_response()
}

/// The game and the seat a path names.
fn find(store: &Store, id: &str, token: &str) -> Option<(Arc<Mutex<Table>>, u8)> {
    let table = store.get(id.parse().ok()?)?;
    let seat = table.lock().ok()?.seat_of(token)?;
    Some((table, seat))
}

fn not_found() -> Response {
    error(StatusCode::NOT_FOUND, "no such game or seat")
}

/// Runs `f` on the game and the seat of the path, then answers the seat's
/// view (and starts the computer seats if it is their turn).
fn with_seat(
    store: &Store,
    id: &str,
    token: &str,
    f: impl FnOnce(&mut Table, u8) -> Result<(), Refusal>,
) -> Response {
    let Some((table, seat)) = find(store, id, token) else {
        return not_found();
    };
    let done = {
        let Ok(mut t) = table.lock() else {
            return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
        };
        f(&mut t, seat)
    };
    if let Err(r) = done {
        let (status, msg) = match r {
            Refusal::NotYourTurn(m) => (StatusCode::CONFLICT, m),
            Refusal::Illegal(m) => (StatusCode::UNPROCESSABLE_ENTITY, m),
            Refusal::Over => (StatusCode::CONFLICT, "the game is over".to_string()),
            Refusal::Refused(m) => (StatusCode::CONFLICT, m),
        };
        return error(status, &msg);
    }
    computer_turns(&table, &store.thinkers);
    let Ok(mut t) = table.lock() else {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
    };
    axum::Json(view(&mut t, seat)).into_response()
}

async fn seat_view(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    with_seat(&store, &id, &token, |_, _| Ok(()))
}

async fn moves(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    let Some((table, seat)) = find(&store, &id, &token) else {
        return not_found();
    };
    let Ok(mut t) = table.lock() else {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
    };
    axum::Json(json!({ "moves": t.legal_texts(seat) })).into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    mv: String,
}

async fn play(
    State(store): Shared,
    Path((id, token)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let req: MoveBody = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("bad request body: {e}")),
    };
    with_seat(&store, &id, &token, |t, seat| t.play_text(seat, &req.mv))
}

async fn resign(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    with_seat(&store, &id, &token, Table::resign)
}

async fn undo(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    with_seat(&store, &id, &token, Table::undo)
}

async fn events(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    match find(&store, &id, &token) {
        Some((table, seat)) => events::stream(table, seat),
        None => not_found(),
    }
}

/// The game's record (`ludus-record/1`), as `ludus replay` reads it; see
/// [`records`] for when it is given.
async fn record(State(store): Shared, Path((id, token)): Path<(String, String)>) -> Response {
    let Some((table, _)) = find(&store, &id, &token) else {
        return not_found();
    };
    let Ok(t) = table.lock() else {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
    };
    match records::record_of(&t) {
        Ok(rec) => axum::Json(rec).into_response(),
        Err(Refusal::Refused(m)) => error(StatusCode::CONFLICT, &m),
        Err(_) => error(StatusCode::CONFLICT, "no record"),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckBody {
    text: String,
}

/// A pasted rule text checked: the report of `ludus check --json`.
async fn check(State(store): Shared, body: Bytes) -> Response {
    let req: CheckBody = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("bad request body: {e}")),
    };
    match blocking(&store, move || Ok(pasted::check_report(&req.text))).await {
        Ok(report) => axum::Json(report).into_response(),
        Err((status, e)) => error(status, &e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayBody {
    #[serde(default)]
    game: Option<String>,
    #[serde(default)]
    text: Option<String>,
    record: ludus::record::Record,
    #[serde(default)]
    ply: usize,
}

/// One position of a record, for the replay viewer.
async fn replay(State(store): Shared, body: Bytes) -> Response {
    let req: ReplayBody = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("bad request body: {e}")),
    };
    let s = Arc::clone(&store);
    let done = blocking(&store, move || {
        let (_, rules) = s
            .named_or_pasted(req.game.as_deref(), req.text.as_deref())
            .map_err(|e| (StatusCode::BAD_REQUEST, e))?;
        records::frame(&rules.game, &req.record, req.ply)
            .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e))
    })
    .await;
    match done {
        Ok(frame) => axum::Json(frame).into_response(),
        Err((status, e)) => error(status, &e),
    }
}

#[derive(Deserialize)]
struct PlyQuery {
    #[serde(default)]
    ply: usize,
}

/// One position of this game's own record, for the replay viewer of the
/// game page: given when the record is (see [`records`]).
async fn game_replay(
    State(store): Shared,
    Path((id, token)): Path<(String, String)>,
    Query(q): Query<PlyQuery>,
) -> Response {
    let Some((table, _)) = find(&store, &id, &token) else {
        return not_found();
    };
    let rec = {
        let Ok(t) = table.lock() else {
            return error(StatusCode::INTERNAL_SERVER_ERROR, "server error");
        };
        match records::record_of(&t) {
            Ok(rec) => (rec, std::sync::Arc::clone(&t.game)),
            Err(Refusal::Refused(m)) => return error(StatusCode::CONFLICT, &m),
            Err(_) => return error(StatusCode::CONFLICT, "no record"),
        }
    };
    let done = tokio::task::spawn_blocking(move || records::frame(&rec.1, &rec.0, q.ply)).await;
    match done {
        Ok(Ok(frame)) => axum::Json(frame).into_response(),
        Ok(Err(e)) => error(StatusCode::UNPROCESSABLE_ENTITY, &e),
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "server error"),
    }
}
