//! A client of `ludus serve` for the tests (included with `#[path]` by the
//! files that need it): a server started on a port the system chooses,
//! requests over plain TCP, a seat's event stream read as it comes.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

/// How long a reply may take before the test gives up on it. Generous on
/// purpose (a reply takes milliseconds on a quiet machine): only a server
/// that hangs should fail a test by time, never a loaded machine.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// A server started for one test, stopped when dropped.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    pub fn start() -> Server {
        Server::start_with(&[])
    }

    /// A server with more flags (e.g. `--max-games 5`).
    pub fn start_with(flags: &[&str]) -> Server {
        let games = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
            .args(["serve", "--port", "0", "--games", games])
            .args(["--default-game", "checkers"])
            .args(flags)
            .stdout(Stdio::piped())
            .spawn()
            .expect("ludus serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the address is printed");
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .and_then(|a| a.strip_suffix('/'))
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        Server { child, addr }
    }

    /// Sends raw bytes; the status and the body (None if the server closed
    /// the connection without an answer).
    /// A malformed request's sender closes its side after writing, so the
    /// server is not left waiting for more.
    pub fn raw(&self, bytes: &[u8], close: bool) -> Option<(u16, String)> {
        let mut s = TcpStream::connect(&self.addr).expect("connect");
        s.set_read_timeout(Some(PATIENCE)).ok();
        s.write_all(bytes).ok()?;
        if close {
            let _ = s.shutdown(std::net::Shutdown::Write);
        }
        let mut out = Vec::new();
        let _ = s.read_to_end(&mut out);
        let text = String::from_utf8_lossy(&out).into_owned();
        let status = text.split(' ').nth(1)?.parse().ok()?;
        let body = text.split_once("\r\n\r\n").map(|x| x.1)?.to_string();
        Some((status, body))
    }

    pub fn request(&self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        let body = body.map(Value::to_string).unwrap_or_default();
        let req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.addr,
            body.len()
        );
        let (status, text) = self.raw(req.as_bytes(), false).expect("an answer");
        let v = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}"));
        (status, v)
    }

    pub fn get(&self, path: &str) -> (u16, Value) {
        self.request("GET", path, None)
    }

    pub fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        self.request("POST", path, Some(body))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A new game; its id and the tokens of its seats.
pub fn create(srv: &Server, game: &str, seats: &[&str], seed: u64) -> (u64, Vec<String>) {
    let (st, v) = srv.post(
        "/api/games",
        &json!({"game": game, "seats": seats, "seed": seed}),
    );
    assert_eq!(st, 201, "{v}");
    let tokens = v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s["token"].as_str().expect("token").to_string())
        .collect();
    (v["id"].as_u64().expect("id"), tokens)
}

pub fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_str().expect("a string").to_string())
        .collect()
}

/// A seat's server-sent event stream, read as it comes.
pub struct Events {
    reader: BufReader<TcpStream>,
    buf: String,
}

impl Events {
    pub fn open(srv: &Server, path: &str) -> Events {
        let mut s = TcpStream::connect(&srv.addr).expect("connect");
        s.set_read_timeout(Some(PATIENCE)).ok();
        let req = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
            srv.addr
        );
        s.write_all(req.as_bytes()).expect("send");
        let mut reader = BufReader::new(s);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).expect("headers");
            if line == "\r\n" || line.is_empty() {
                break;
            }
            head.push_str(&line);
        }
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        assert!(head.contains("text/event-stream"), "{head}");
        assert!(
            head.to_lowercase().contains("transfer-encoding: chunked"),
            "{head}"
        );
        Events {
            reader,
            buf: String::new(),
        }
    }

    /// The next `view` event's data (keep-alive comments skipped).
    pub fn next(&mut self) -> Value {
        loop {
            if let Some(at) = self.buf.find("\n\n") {
                let event: String = self.buf.drain(..at + 2).collect();
                let data: String = event
                    .lines()
                    .filter_map(|l| l.strip_prefix("data: "))
                    .collect();
                if event.lines().any(|l| l == "event: view") {
                    return serde_json::from_str(&data).expect("a view");
                }
                continue;
            }
            // One chunk: its size in hex, the bytes, CRLF.
            let mut size = String::new();
            self.reader.read_line(&mut size).expect("a chunk");
            let n = usize::from_str_radix(size.trim(), 16).expect("chunk size");
            assert!(n > 0, "the stream ended");
            let mut bytes = vec![0; n + 2];
            self.reader.read_exact(&mut bytes).expect("chunk bytes");
            self.buf
                .push_str(std::str::from_utf8(&bytes[..n]).expect("UTF-8"));
        }
    }

    /// The first view of version `version` or later.
    pub fn until(&mut self, version: u64) -> Value {
        loop {
            let v = self.next();
            if v["version"].as_u64().expect("version") >= version {
                return v;
            }
        }
    }
}
