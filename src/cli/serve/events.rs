//! Live updates: a seat's server-sent event stream. Each change of the game
//! (a move, a resignation, an undo, a computer starting or stopping to
//! think) sends one `view` event whose data is the seat's view, the same
//! JSON as `GET /api/games/ID/TOKEN`, so it holds only what that seat may
//! see. The first event is sent at once; changes made while a view is
//! being sent are folded into the next one.

use std::convert::Infallible;
use std::sync::{Arc, Mutex};

use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};

use super::table::Table;
use super::view::view;

/// The event stream of seat `seat` of `table`.
pub fn stream(table: Arc<Mutex<Table>>, seat: u8) -> Response {
    let Some(rx) = table.lock().ok().map(|t| t.changes.subscribe()) else {
        return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let events = futures_util::stream::unfold(
        (table, rx, true),
        move |(table, mut rx, first)| async move {
            if !first && rx.changed().await.is_err() {
                return None;
            }
            rx.borrow_and_update();
            let data = {
                let mut t = table.lock().ok()?;
                serde_json::to_string(&view(&mut t, seat)).ok()?
            };
            let event = Event::default().event("view").data(data);
            Some((Ok::<_, Infallible>(event), (table, rx, false)))
        },
    );
    Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response()
}
