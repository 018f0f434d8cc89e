//! Live updates: a seat's server-sent event stream. Each change of the game
//! (a move, a resignation, an undo, a computer starting or stopping to
//! think) sends one `view` event whose data is the seat's view, the same
//! JSON as `GET /api/games/ID/TOKEN`, so it holds only what that seat may
//! see, except that after the first event the moves are only those played
//! since the last event (`moves_from` says from which; after an undo the
//! list is whole again). The first event is sent at once; changes made
//! while a view is being sent are folded into the next one. The stream
//! ends when the server drops the game.

use std::convert::Infallible;
use std::sync::{Arc, Mutex};

use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};

use super::table::Table;
use super::view::view_from;

/// What a stream sent last: the number of moves and the serial of the last.
type Sent = Option<(usize, u64)>;

/// The event stream of seat `seat` of `table`.
pub fn stream(table: Arc<Mutex<Table>>, seat: u8) -> Response {
    let Some(rx) = table.lock().ok().map(|t| t.changes.subscribe()) else {
        return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let events = futures_util::stream::unfold(
        (table, rx, None::<Sent>),
        move |(table, mut rx, sent)| async move {
            if sent.is_some() && rx.changed().await.is_err() {
                return None;
            }
            rx.borrow_and_update();
            let (data, now) = {
                let mut t = table.lock().ok()?;
                if t.evicted {
                    return None;
                }
                let from = since(&t, sent.flatten());
                let now = t.history.last().map(|h| (t.history.len(), h.serial));
                (
                    serde_json::to_string(&view_from(&mut t, seat, from)).ok()?,
                    now,
                )
            };
            let event = Event::default().event("view").data(data);
            Some((Ok::<_, Infallible>(event), (table, rx, Some(now))))
        },
    );
    Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// The first move a stream must send: the one after those it sent, if
/// they are all still in place (an undo since: all of them again).
fn since(t: &Table, sent: Option<(usize, u64)>) -> usize {
    match sent {
        Some((n, serial))
            if n.checked_sub(1)
                .and_then(|i| t.history.get(i))
                .is_some_and(|h| h.serial == serial) =>
        {
            n
        }
        _ => 0,
    }
}
