//! A small client of the Chrome DevTools protocol, enough for the browser
//! test (tests/serve_browser.rs): start headless Chromium, open one page,
//! evaluate JavaScript, click and type as a person would, take a
//! screenshot.
//!
//! It talks over `--remote-debugging-pipe` (JSON messages ended by a NUL
//! byte on the browser's file descriptors 3 and 4), through two named pipes
//! that a shell gives the browser as those descriptors: no WebSocket, no
//! dependency. It replaced the `headless_chrome` crate, whose generated
//! protocol and download stack (rustls, ring, ureq, darling, ...) were the
//! largest part of the CI build's dependencies while the test needs seven
//! commands.
//!
//! Every reply is awaited at most [`PATIENCE`]: a browser that stops
//! answering fails the test instead of hanging it.

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use serde_json::{Value, json};

/// How long one command may take. Generous on purpose: a command takes
/// milliseconds on a quiet machine; only a browser that never answers
/// should fail by time.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// A headless Chromium with one page open; the browser is ended and its
/// profile folder removed when dropped.
pub struct Browser {
    child: Child,
    to: File,
    from: Receiver<Value>,
    next: u64,
    session: String,
    dir: PathBuf,
}

/// The browser to start: `$CHROME`, else `chromium` or `chromium-browser`
/// on the `PATH`.
pub fn find_chrome() -> Option<PathBuf> {
    if let Some(c) = std::env::var_os("CHROME") {
        return Some(PathBuf::from(c));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|d| ["chromium", "chromium-browser"].map(|n| d.join(n)))
        .find(|p| p.is_file())
}

/// Makes a named pipe (with the system's `mkfifo`).
fn fifo(path: &Path) {
    let ok = Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "mkfifo {}", path.display());
}

impl Browser {
    /// Starts the browser with a window of `width` x `height` and opens one
    /// blank page.
    pub fn launch(chrome: &Path, width: u32, height: u32) -> Browser {
        let dir = std::env::temp_dir().join(format!(
            "ludus-cdp-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        std::fs::create_dir_all(&dir).expect("a profile folder");
        let (cmd_pipe, reply_pipe) = (dir.join("commands"), dir.join("replies"));
        fifo(&cmd_pipe);
        fifo(&reply_pipe);
        // The flags that keep a headless Chromium off the network (this
        // machine has none) and out of any first-run work.
        let child = Command::new("sh")
            .arg("-c")
            .arg(r#"exec "$0" "$@" 3<"$CDP_IN" 4>"$CDP_OUT""#)
            .arg(chrome)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--remote-debugging-pipe",
                "--hide-scrollbars",
            ])
            .arg(format!("--window-size={width},{height}"))
            .arg(format!("--user-data-dir={}", dir.join("profile").display()))
            .arg("about:blank")
            .env("CDP_IN", &cmd_pipe)
            .env("CDP_OUT", &reply_pipe)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Chromium starts");
        // The shell opens the commands pipe first, then the replies pipe:
        // open them in the same order, or both sides wait for ever.
        let to = File::create(&cmd_pipe).expect("the commands pipe");
        let from = File::open(&reply_pipe).expect("the replies pipe");
        let (send, recv) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(from);
            let mut buf = Vec::new();
            while r.read_until(0, &mut buf).is_ok_and(|n| n > 0) {
                buf.pop_if(|b| *b == 0);
                let Ok(v) = serde_json::from_slice::<Value>(&buf) else {
                    break;
                };
                if send.send(v).is_err() {
                    break;
                }
                buf.clear();
            }
        });
        let mut b = Browser {
            child,
            to,
            from: recv,
            next: 0,
            session: String::new(),
            dir,
        };
        let target = b.call("Target.createTarget", json!({"url": "about:blank"}));
        let id = target["targetId"]
            .as_str()
            .expect("a target id")
            .to_string();
        let attached = b.call(
            "Target.attachToTarget",
            json!({"targetId": id, "flatten": true}),
        );
        b.session = attached["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        b
    }

    /// Sends one command (to the page once one is open) and waits for its
    /// result; events in between are dropped.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut msg = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        let mut bytes = serde_json::to_vec(&msg).expect("JSON");
        bytes.push(0);
        self.to.write_all(&bytes).expect("send to the browser");
        loop {
            let v = self
                .from
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|e| panic!("no answer to {method} ({e})"));
            if v["id"].as_u64() != Some(id) {
                continue;
            }
            assert!(v["error"].is_null(), "{method}: {}", v["error"]);
            return v["result"].clone();
        }
    }

    /// Goes to `url` and waits until the page has loaded.
    pub fn navigate(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url}));
        let until = std::time::Instant::now() + PATIENCE;
        while self.eval_raw("document.readyState") != "complete" {
            assert!(std::time::Instant::now() < until, "{url} did not load");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The value of a JavaScript expression (JSON-valued results come back
    /// as JSON values); a thrown exception fails the test.
    pub fn eval_raw(&mut self, js: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({"expression": js, "returnByValue": true}),
        );
        assert!(
            r["exceptionDetails"].is_null(),
            "{js}: {}",
            r["exceptionDetails"]
        );
        r["result"]["value"].clone()
    }

    /// A left click at a point of the page, as a mouse gives it.
    pub fn click_at(&mut self, x: f64, y: f64) {
        for kind in ["mouseMoved", "mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            );
        }
    }

    /// Types text into the focused element.
    pub fn type_text(&mut self, text: &str) {
        self.call("Input.insertText", json!({"text": text}));
    }

    /// The page as a PNG image.
    pub fn screenshot(&mut self) -> Vec<u8> {
        let r = self.call("Page.captureScreenshot", json!({"format": "png"}));
        base64_decode(r["data"].as_str().expect("image data"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Standard base64 (as the protocol sends images), padding ignored.
fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut n = 0u32;
        for (i, &d) in chunk.iter().enumerate() {
            n |= u32::from(d) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

#[test]
fn base64_decodes_what_the_protocol_sends() {
    assert_eq!(base64_decode("TWFu"), b"Man");
    assert_eq!(base64_decode("TWE="), b"Ma");
    assert_eq!(base64_decode("TQ=="), b"M");
    assert_eq!(base64_decode("iVBORw0KGgo="), b"\x89PNG\r\n\x1a\n");
}
