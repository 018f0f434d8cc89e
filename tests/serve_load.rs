//! `ludus serve` under load (issue 39), on loopback only: 50 clients, each
//! on one kept-alive connection, create 2,000 checkers games between them
//! and play 20,000 moves (ten per game, each seat asking for its legal
//! moves first), then resign; no request may fail. The server drops the
//! finished games after a second, and a second round of the same load ends
//! with the server's memory where the first left it.
//!
//! `#[ignore]`d (a minute or two of load): .ci/run runs it with the deep
//! tests. It prints the latencies (p50, p99, max) and the memory; its
//! verdict depends on no time.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "common/http.rs"]
mod http;
use http::{PATIENCE, Server};

const CLIENTS: usize = 50;
const GAMES_PER_CLIENT: usize = 40;
const MOVES_PER_GAME: usize = 10;

/// One client's kept-alive connection.
struct Conn {
    reader: BufReader<TcpStream>,
    addr: String,
    /// How long each request took.
    took: Vec<Duration>,
}

impl Conn {
    fn open(addr: &str) -> Conn {
        let s = TcpStream::connect(addr).expect("connect");
        s.set_read_timeout(Some(PATIENCE)).ok();
        s.set_nodelay(true).ok();
        Conn {
            reader: BufReader::new(s),
            addr: addr.to_string(),
            took: Vec::new(),
        }
    }

    /// One request on the connection; the status and the JSON body.
    fn call(&mut self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        let body = body.map(Value::to_string).unwrap_or_default();
        let req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.addr,
            body.len()
        );
        let start = Instant::now();
        self.reader
            .get_mut()
            .write_all(req.as_bytes())
            .expect("send");
        let mut status = 0;
        let mut length = 0;
        loop {
            let mut line = String::new();
            self.reader.read_line(&mut line).expect("a header");
            if line == "\r\n" {
                break;
            }
            assert!(!line.is_empty(), "the server closed the connection");
            if status == 0 {
                status = line
                    .split(' ')
                    .nth(1)
                    .and_then(|s| s.parse().ok())
                    .expect("status");
            } else if let Some((k, v)) = line.split_once(':')
                && k.eq_ignore_ascii_case("content-length")
            {
                length = v.trim().parse().expect("length");
            }
        }
        let mut bytes = vec![0; length];
        self.reader.read_exact(&mut bytes).expect("the body");
        self.took.push(start.elapsed());
        (status, serde_json::from_slice(&bytes).expect("JSON"))
    }
}

/// One client's share: its games, each played for ten moves, then resigned.
fn client(addr: &str, c: usize) -> (Vec<Duration>, usize) {
    let mut conn = Conn::open(addr);
    let mut moves = 0;
    for g in 0..GAMES_PER_CLIENT {
        let n = c * GAMES_PER_CLIENT + g;
        let seed = u64::try_from(n).expect("small");
        let (st, v) = conn.call(
            "POST",
            "/api/games",
            Some(&json!({"game": "checkers", "seats": ["human", "human"], "seed": seed})),
        );
        assert_eq!(st, 201, "{v}");
        let id = v["id"].as_u64().expect("id");
        let tokens: Vec<String> = v["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .map(|s| s["token"].as_str().expect("token").to_string())
            .collect();
        for ply in 0..MOVES_PER_GAME {
            let base = format!("/api/games/{id}/{}", tokens[ply % 2]);
            let (st, v) = conn.call("GET", &format!("{base}/moves"), None);
            assert_eq!(st, 200, "{v}");
            let legal = v["moves"].as_array().expect("moves");
            let mv = legal[(n + ply) % legal.len()].clone();
            let (st, v) = conn.call("POST", &format!("{base}/move"), Some(&json!({"move": mv})));
            assert_eq!(st, 200, "{v}");
            moves += 1;
        }
        let (st, v) = conn.call(
            "POST",
            &format!("/api/games/{id}/{}/resign", tokens[0]),
            None,
        );
        assert_eq!(st, 200, "{v}");
    }
    (conn.took, moves)
}

/// The server's resident memory, in KiB.
fn rss_kib(srv: &Server) -> u64 {
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", srv.child.id())).expect("/proc status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmRSS")
}

/// One round of the whole load; the latencies, sorted.
fn round(srv: &Server) -> Vec<Duration> {
    let start = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..CLIENTS)
            .map(|c| s.spawn(move || client(&srv.addr, c)))
            .collect();
        hs.into_iter()
            .map(|h| h.join().expect("a client"))
            .collect()
    });
    let moves: usize = results.iter().map(|r| r.1).sum();
    assert_eq!(moves, CLIENTS * GAMES_PER_CLIENT * MOVES_PER_GAME);
    let mut took: Vec<Duration> = results.into_iter().flat_map(|r| r.0).collect();
    took.sort();
    let q = |percent: usize| took[(took.len() - 1) * percent / 100];
    eprintln!(
        "{} games, {moves} moves, {} requests in {:.1} s: p50 {:?}, p99 {:?}, max {:?}",
        CLIENTS * GAMES_PER_CLIENT,
        took.len(),
        start.elapsed().as_secs_f64(),
        q(50),
        q(99),
        q(100)
    );
    took
}

/// Waits until the server holds no game (the finished ones dropped).
fn drained(srv: &Server) {
    let until = Instant::now() + PATIENCE;
    loop {
        let (st, v) = srv.get("/api/status");
        assert_eq!(st, 200);
        if v["games"] == 0 {
            return;
        }
        assert!(Instant::now() < until, "games still held: {v}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
#[ignore = "a load of 2,000 games and 20,000 moves, twice; .ci/run runs it with the deep tests"]
fn fifty_clients_two_thousand_games_twenty_thousand_moves_no_error_memory_flat() {
    let srv = Server::start_with(&["--keep-finished", "1"]);
    let start = rss_kib(&srv);
    round(&srv);
    let held = rss_kib(&srv);
    drained(&srv);
    let first = rss_kib(&srv);
    round(&srv);
    drained(&srv);
    let second = rss_kib(&srv);
    eprintln!(
        "server memory: {start} KiB at the start, {held} KiB after the first round, \
         {first} KiB once its games were dropped, {second} KiB after the second round's"
    );
    // Flat: the second round's games are dropped as the first's were, and
    // their memory is reused. Had the games been kept, the second round
    // would have added about what the first did.
    let growth = held.saturating_sub(start);
    assert!(
        second.saturating_sub(first) < growth / 2 + 1024,
        "memory grew from {first} KiB to {second} KiB (the first round added {growth} KiB)"
    );
}
