//! The HTTP routes: the JSON API (see docs/api.md) and the page. A seat is
//! named by the secret token of its link, and every answer about a game is
//! that seat's view. Bodies are parsed here, so every refusal is a JSON
//! `{"error": ...}` with a 4xx status.

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use super::store::Store;
use super::table::{Refusal, Table, computer_turns};
use super::view::view;

type Shared = State<Arc<Store>>;

/// The largest request body read.
const MAX_BODY: usize = 64 * 1024;

pub fn router(store: Arc<Store>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/play/{id}/{token}", get(page))
        .route("/api/games", get(list).post(create))
        .route("/api/rules/{name}", get(rules))
        .route("/api/games/{id}/{token}", get(seat_view))
        .route("/api/games/{id}/{token}/moves", get(moves))
        .route("/api/games/{id}/{token}/move", post(play))
        .route("/api/games/{id}/{token}/resign", post(resign))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such route") })
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(store)
}

/// A refusal: a status and a JSON `{"error": message}`.
fn error(status: StatusCode, msg: &str) -> Response {
    (status, axum::Json(json!({ "error": msg }))).into_response()
}

async fn page() -> Response {
    Html(super::page::HTML).into_response()
}

async fn list(State(store): Shared) -> Response {
    axum::Json(json!({ "games": store.game_names() })).into_response()
}

/// A game file's title and players (for the lobby's seat choices).
async fn rules(State(store): Shared, Path(name): Path<String>) -> Response {
    match store.rules(&name) {
        Ok(g) => axum::Json(json!({
            "game": name,
            "title": g.title,
            "players": g.players,
        }))
        .into_response(),
        Err(e) => error(StatusCode::NOT_FOUND, &e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    game: String,
    #[serde(default)]
    seats: Vec<String>,
    #[serde(default)]
    seed: Option<u64>,
}

async fn create(State(store): Shared, body: Bytes) -> Response {
    let req: CreateBody = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return error(StatusCode::BAD_REQUEST, &format!("bad request body: {e}")),
    };
    let seed = req.seed.unwrap_or_else(rand::random);
    let table = match store.create(&req.game, &req.seats, seed) {
        Ok(t) => t,
        Err(e) => return error(StatusCode::BAD_REQUEST, &e),
    };
    computer_turns(&table);
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
        axum::Json(json!({ "id": t.id, "game": t.file, "seed": t.seed, "seats": seats })),
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
        };
        return error(status, &msg);
    }
    computer_turns(&table);
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
