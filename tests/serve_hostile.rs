//! `ludus serve` under hostile use (issue 39): every request is bounded. A
//! computer seat cannot think for ever, a game of computers cannot play
//! for ever, a half-sent request or a silent connection is dropped, the
//! connections and the games held are capped and the cap drains, a page of
//! another site cannot drive the server, a seat takes back only its own
//! move, and a seed chosen by the creator is shown to every seat.
//!
//! Time: each wait polls until a deadline of minutes; what a test checks
//! never depends on the machine's speed (a server that does not bound the
//! request fails by never getting there).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "common/http.rs"]
mod http;
use http::{Events, PATIENCE, Server, create};

/// Polls `f` until it gives `Some`, for at most [`PATIENCE`].
fn eventually<T>(what: &str, mut f: impl FnMut() -> Option<T>) -> T {
    let until = Instant::now() + PATIENCE;
    loop {
        if let Some(x) = f() {
            return x;
        }
        assert!(Instant::now() < until, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn error_of(v: &Value) -> &str {
    v["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error in {v}"))
}

/// Finding 1: a computer seat asking for more than the server's ceilings is
/// refused; one within them stops thinking as soon as its game ends.
#[test]
fn a_computer_seat_is_bounded_and_stops_when_its_game_ends() {
    let srv = Server::start();
    for (seat, flag) in [
        ("mcts:4294967295", "max-playouts"),
        ("mcts:3600s", "max-think"),
    ] {
        let (st, v) = srv.post(
            "/api/games",
            &json!({"game": "checkers", "seats": ["human", seat]}),
        );
        assert_eq!(st, 400, "{v}");
        assert!(error_of(&v).contains(flag), "{v}");
    }
    // A search that would take hours (its budget raised for the test):
    // the resignation stops it.
    let srv = Server::start_with(&["--max-playouts", "4000000000", "--max-think", "100000"]);
    let (id, tokens) = create(&srv, "checkers", &["human", "mcts:4000000000"], 1);
    let me = format!("/api/games/{id}/{}", tokens[0]);
    let (_, v) = srv.get(&me);
    let mv = v["legal"][0].as_str().expect("a move").to_string();
    let (st, v) = srv.post(&format!("{me}/move"), &json!({"move": mv}));
    assert_eq!(st, 200, "{v}");
    eventually("the search to start", || {
        (srv.get(&me).1["thinking"] == true).then_some(())
    });
    let (st, v) = srv.post(&format!("{me}/resign"), &json!(null));
    assert_eq!(st, 200, "{v}");
    eventually("the search to stop", || {
        (srv.get(&me).1["thinking"] == false).then_some(())
    });
    assert_eq!(srv.get(&me).1["plies"], 1, "no computer move after the end");
}

/// Finding 1: at most `--max-searches` computer moves are searched at once;
/// the others wait their turn.
#[test]
fn searches_run_at_most_max_searches_at_once() {
    let srv = Server::start_with(&[
        "--max-searches",
        "1",
        "--max-playouts",
        "4000000000",
        "--max-think",
        "100000",
    ]);
    let mut seats = Vec::new();
    for seed in 0..2 {
        let (id, tokens) = create(&srv, "checkers", &["human", "mcts:4000000000"], seed);
        let me = format!("/api/games/{id}/{}", tokens[0]);
        let (_, v) = srv.get(&me);
        let mv = v["legal"][0].as_str().expect("a move").to_string();
        assert_eq!(srv.post(&format!("{me}/move"), &json!({"move": mv})).0, 200);
        seats.push(me);
    }
    eventually("both computers to be thinking", || {
        seats
            .iter()
            .all(|p| srv.get(p).1["thinking"] == true)
            .then_some(())
    });
    let (_, status) = srv.get("/api/status");
    assert_eq!(status["searching"], 1, "{status}");
    for p in &seats {
        assert_eq!(srv.post(&format!("{p}/resign"), &json!(null)).0, 200);
    }
    eventually("no search left", || {
        (srv.get("/api/status").1["searching"] == 0).then_some(())
    });
}

/// Finding 1: a game with no person stops after `--max-plies`.
#[test]
fn a_game_of_computers_stops_at_the_ply_cap() {
    let srv = Server::start_with(&["--max-plies", "12"]);
    let (id, tokens) = create(&srv, "chess", &["random", "random"], 4);
    let path = format!("/api/games/{id}/{}", tokens[0]);
    let v = eventually("the game to end", || {
        let v = srv.get(&path).1;
        (v["result"].is_string() && v["thinking"] == false).then_some(v)
    });
    assert_eq!(v["plies"], 12, "{}", v["result"]);
    let result = v["result"].as_str().expect("result");
    assert!(result.contains("after 12 plies"), "{result}");
    // The record says how it ended and replays.
    let (st, rec) = srv.get(&format!("{path}/record"));
    assert_eq!(st, 200, "{rec}");
    assert_eq!(rec["moves"].as_array().expect("moves").len(), 12);
    assert!(
        rec["result"]["reason"]
            .as_str()
            .expect("reason")
            .contains("12 plies")
    );
}

/// Finding 1: after its first event, a seat's stream sends only the moves
/// played since the last event, and the whole list again after an undo.
#[test]
fn the_event_stream_sends_moves_as_deltas() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 2);
    let mut ev = Events::open(&srv, &format!("/api/games/{id}/{}/events", tokens[0]));
    let first = ev.until(0);
    assert_eq!(first["moves_from"], 0);
    let mut all: Vec<Value> = Vec::new();
    for ply in 0..12u64 {
        let seat = usize::try_from(ply % 2).expect("small");
        let path = format!("/api/games/{id}/{}", tokens[seat]);
        let (_, v) = srv.get(&path);
        let mv = v["legal"][0].as_str().expect("a move").to_string();
        let (st, v) = srv.post(&format!("{path}/move"), &json!({"move": mv}));
        assert_eq!(st, 200, "{v}");
        let e = ev.until(ply + 1);
        let from = e["moves_from"].as_u64().expect("moves_from");
        assert!(from > 0 || ply == 0, "a whole list at ply {ply}");
        let new = e["moves"].as_array().expect("moves");
        assert_eq!(from + new.len() as u64, ply + 1, "{e}");
        all.truncate(usize::try_from(from).expect("small"));
        all.extend(new.iter().cloned());
        assert_eq!(e["plies"], ply + 1);
    }
    // The deltas add up to the whole list.
    let (_, whole) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    assert_eq!(Value::Array(all), whole["moves"]);
    // Seat 1 made the last move and takes it back: the list is whole again.
    let (st, v) = srv.post(&format!("/api/games/{id}/{}/undo", tokens[1]), &json!(null));
    assert_eq!(st, 200, "{v}");
    let e = ev.until(13);
    assert_eq!(e["moves_from"], 0);
    assert_eq!(e["moves"].as_array().expect("moves").len(), 11);
}

/// Reads from `s` until the server closes it (or sends an answer and then
/// closes it); what was read.
fn until_closed(mut s: TcpStream) -> String {
    s.set_read_timeout(Some(PATIENCE)).ok();
    let mut out = Vec::new();
    match s.read_to_end(&mut out) {
        Ok(_) => String::from_utf8_lossy(&out).into_owned(),
        Err(e) => {
            assert!(
                !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ),
                "the server kept the connection open: {e}"
            );
            String::from_utf8_lossy(&out).into_owned()
        }
    }
}

/// Finding 2: half a request, or none, does not hold a connection for ever;
/// connections are capped, and the cap frees as they close.
#[test]
fn half_sent_and_silent_connections_are_closed_and_connections_capped() {
    let srv = Server::start_with(&[
        "--header-timeout",
        "1",
        "--idle-timeout",
        "2",
        "--max-connections",
        "3",
    ]);
    let mut half = TcpStream::connect(&srv.addr).expect("connect");
    half.write_all(b"GET /api/games HTTP/1.1\r\nHost: ")
        .expect("send");
    let silent = TcpStream::connect(&srv.addr).expect("connect");
    let third = TcpStream::connect(&srv.addr).expect("connect");
    // The fourth is over the cap: told so at once.
    let fourth = TcpStream::connect(&srv.addr).expect("connect");
    let answer = until_closed(fourth);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer:?}");
    assert!(answer.contains("too many connections"), "{answer:?}");
    for s in [half, silent, third] {
        let rest = until_closed(s);
        assert!(!rest.contains("200 OK"), "{rest:?}");
    }
    // Their places are free again.
    let v = eventually("a place", || {
        let (st, v) = srv.raw(
            format!(
                "GET /api/games HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
                srv.addr
            )
            .as_bytes(),
            false,
        )?;
        (st == 200).then_some(v)
    });
    assert!(v.contains("checkers"), "{v}");
}

/// Finding 4: the games held drain: finished games are dropped after
/// `--keep-finished`, idle ones after `--keep-idle`, and one client may not
/// hold every place.
#[test]
fn the_game_cap_drains_and_one_client_cannot_take_every_place() {
    let srv = Server::start_with(&["--max-games", "3", "--keep-finished", "1"]);
    let games: Vec<_> = (0..3)
        .map(|s| create(&srv, "checkers", &["human"; 2], s))
        .collect();
    let (st, v) = srv.post("/api/games", &json!({"game": "checkers"}));
    assert_eq!(st, 503, "{v}");
    assert!(error_of(&v).contains("3 games"), "{v}");
    for (id, tokens) in &games {
        let (st, _) = srv.post(
            &format!("/api/games/{id}/{}/resign", tokens[0]),
            &json!(null),
        );
        assert_eq!(st, 200);
    }
    eventually("a place after the finished games are dropped", || {
        (srv.post("/api/games", &json!({"game": "checkers"})).0 == 201).then_some(())
    });
    let (id, tokens) = &games[0];
    let (st, _) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    assert_eq!(st, 404, "a dropped game is gone");

    let srv = Server::start_with(&["--max-games-per-client", "2"]);
    let (id, tokens) = create(&srv, "checkers", &["human"; 2], 1);
    create(&srv, "checkers", &["human"; 2], 2);
    let (st, v) = srv.post("/api/games", &json!({"game": "checkers"}));
    assert_eq!(st, 429, "{v}");
    assert!(error_of(&v).contains("in progress"), "{v}");
    srv.post(
        &format!("/api/games/{id}/{}/resign", tokens[0]),
        &json!(null),
    );
    let (st, v) = srv.post("/api/games", &json!({"game": "checkers"}));
    assert_eq!(st, 201, "a finished game leaves its place: {v}");
    // Games nobody asks about are dropped (the status does not ask).
    let srv = Server::start_with(&["--keep-idle", "1"]);
    create(&srv, "checkers", &["human"; 2], 1);
    create(&srv, "checkers", &["human", "random"], 2);
    eventually("the idle games to be dropped", || {
        (srv.get("/api/status").1["games"] == 0).then_some(())
    });
}

/// Finding 5: the Host must be this server, an Origin this server's page,
/// and a POST's body JSON by its Content-Type.
#[test]
fn requests_from_other_sites_are_refused() {
    let srv = Server::start();
    let send = |host: &str, extra: &str| {
        let body = r#"{"game":"checkers"}"#;
        let req = format!(
            "POST /api/games HTTP/1.1\r\nHost: {host}\r\n{extra}Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        srv.raw(req.as_bytes(), false).expect("an answer")
    };
    let json = "Content-Type: application/json\r\n";
    let (st, body) = send(&srv.addr, json);
    assert_eq!(st, 201, "{body}");
    let (st, body) = send("evil.example", json);
    assert_eq!(st, 421, "DNS rebinding: {body}");
    let (st, body) = send(&srv.addr, &format!("{json}Origin: http://evil.example\r\n"));
    assert_eq!(st, 403, "{body}");
    let (st, body) = send(&srv.addr, "Content-Type: text/plain\r\n");
    assert_eq!(st, 415, "{body}");
    let (st, body) = send(&srv.addr, "");
    assert_eq!(st, 415, "{body}");
    let port = srv.addr.rsplit_once(':').expect("port").1;
    let (st, body) = send(
        &format!("localhost:{port}"),
        &format!("{json}Origin: http://localhost:{port}\r\n"),
    );
    assert_eq!(st, 201, "{body}");
}

/// Finding 3: a seed chosen by the creator is shown to every seat (with
/// cards it fixes the deal); a seed the server draws stays secret.
#[test]
fn a_seed_chosen_by_the_creator_is_shown_to_every_seat() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "liga", &["human"; 4], 5);
    for t in &tokens {
        let (_, v) = srv.get(&format!("/api/games/{id}/{t}"));
        assert_eq!(v["seed_chosen"], true);
    }
    let (st, v) = srv.post(
        "/api/games",
        &json!({"game": "liga", "seats": ["human", "human", "human", "human"]}),
    );
    assert_eq!(st, 201);
    assert!(v["seed"].is_null(), "{v}");
    let id = v["id"].as_u64().expect("id");
    for s in v["seats"].as_array().expect("seats") {
        let t = s["token"].as_str().expect("token");
        let (_, v) = srv.get(&format!("/api/games/{id}/{t}"));
        assert_eq!(v["seed_chosen"], false);
    }
}

/// Finding 7: no undo after a result, even of one's own move.
#[test]
fn no_undo_once_the_game_is_over() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human"; 2], 3);
    let p0 = format!("/api/games/{id}/{}", tokens[0]);
    let (_, v) = srv.get(&p0);
    let mv = v["legal"][0].as_str().expect("a move").to_string();
    srv.post(&format!("{p0}/move"), &json!({"move": mv}));
    let (st, _) = srv.post(
        &format!("/api/games/{id}/{}/resign", tokens[1]),
        &json!(null),
    );
    assert_eq!(st, 200);
    let (st, v) = srv.post(&format!("{p0}/undo"), &json!(null));
    assert_eq!(st, 409, "{v}");
    assert_eq!(srv.get(&p0).1["plies"], 1);
}
