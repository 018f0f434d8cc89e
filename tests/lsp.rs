//! `ludus lsp` spoken to over stdio, as an editor does: diagnostics as the
//! text changes, hover, definition, completion, rename, outline,
//! formatting; and no crash on any fuzz seed.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{Value, json};

struct Server {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    next_id: i64,
}

const URI: &str = "file:///nonexistent/t.game";

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut s = Server {
            child,
            input,
            output,
            next_id: 0,
        };
        s.request("initialize", json!({"capabilities": {}}));
        s.notify("initialized", json!({}));
        s
    }

    fn send(&mut self, msg: &Value) {
        let body = msg.to_string();
        write!(self.input, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.input.flush().unwrap();
    }

    fn read(&mut self) -> Value {
        let mut len = 0;
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "the server stopped"
            );
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(n) = line.strip_prefix("Content-Length: ") {
                len = n.parse().unwrap();
            }
        }
        let mut body = vec![0; len];
        self.output.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let msg = self.read();
            if msg["id"] == json!(id) {
                assert!(msg.get("error").is_none(), "{msg}");
                return msg["result"].clone();
            }
        }
    }

    /// The diagnostics published next.
    fn diagnostics(&mut self) -> Vec<Value> {
        loop {
            let msg = self.read();
            if msg["method"] == "textDocument/publishDiagnostics" {
                return msg["params"]["diagnostics"].as_array().unwrap().clone();
            }
        }
    }

    fn open(&mut self, text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": URI, "languageId": "ludus", "version": 1, "text": text}}),
        );
        self.diagnostics()
    }

    fn change(&mut self, text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [{"text": text}]}),
        );
        self.diagnostics()
    }

    fn at(&mut self, method: &str, line: u32, character: u32) -> Value {
        self.request(
            method,
            json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": character}}),
        )
    }

    fn stop(mut self) {
        self.request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        assert!(self.child.wait().unwrap().success());
    }
}

fn checkers() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game")).unwrap()
}

/// The line and column of the first occurrence of `what` in `text`.
fn find(text: &str, what: &str) -> (u32, u32) {
    let at = text.find(what).unwrap();
    let line = text[..at].matches('\n').count();
    let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1);
    (u32::try_from(line).unwrap(), u32::try_from(col).unwrap())
}

#[test]
fn an_error_is_reported_with_its_code_and_range_and_cleared_when_fixed() {
    let mut s = Server::start();
    let good = checkers();
    let bad = good.replace("promote king on far-row", "promote kign on far-row");
    let ds = s.open(&bad);
    let (line, col) = find(&bad, "kign");
    let d = ds.iter().find(|d| d["severity"] == 1).expect("an error");
    assert_eq!(d["code"], "ludus::unknown-name", "{d}");
    assert_eq!(d["range"]["start"], json!({"line": line, "character": col}));
    assert_eq!(
        d["range"]["end"],
        json!({"line": line, "character": col + 4})
    );
    assert!(d["message"].as_str().unwrap().contains("king"), "{d}");
    assert_eq!(s.change(&good), Vec::<Value>::new());
    // A half-typed file: a syntax error, still an outline.
    let half = format!("{good}\npiece queen {{\n    step diagonal to\n");
    let ds = s.change(&half);
    assert!(
        ds.iter().any(|d| d["code"] == "ludus::unclosed-block"),
        "{ds:?}"
    );
    let outline = s.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": URI}}),
    );
    let names: Vec<&str> = outline
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "black",
            "white",
            "forward-diagonal",
            "far-row",
            "man",
            "king"
        ]
    );
    // Nested: a piece's statements under it.
    let man = &outline.as_array().unwrap()[4];
    let moves: Vec<&str> = man["children"]
        .as_array()
        .expect("the man's statements")
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        moves,
        [
            "step forward-diagonal to empty",
            "jump forward-diagonal over enemy chained",
            "promote king on far-row ends move"
        ]
    );
    assert!(
        outline[0].get("children").is_none_or(Value::is_null),
        "{}",
        outline[0]
    );
    s.stop();
}

#[test]
fn hover_definition_completion_and_rename() {
    let mut s = Server::start();
    let text = checkers();
    s.open(&text);
    let (line, col) = find(&text, "jump forward-diagonal");
    let hover = s.at("textDocument/hover", line, col + 1);
    let doc = hover["contents"]["value"].as_str().unwrap();
    assert!(doc.starts_with("### `jump DIRS over COND"), "{doc}");
    // The summary only: the heading, the example and the first paragraph,
    // not the "Used by" and "Checks" of the section.
    assert!(
        !doc.contains("Used by") && !doc.contains("Checks:"),
        "{doc}"
    );
    assert!(doc.contains("```\njump"), "{doc}");
    assert!(doc.lines().count() < 16, "{doc}");
    let (line, col) = find(&text, "on far-row");
    let def = s.at("textDocument/definition", line, col + 5);
    let (zl, zc) = find(&text, "far-row {");
    assert_eq!(def["range"]["start"], json!({"line": zl, "character": zc}));
    assert_eq!(def["uri"], URI);
    // Completion after `promote king on `: the zones.
    let typed = text.replace("promote king on far-row ends move", "promote king on ");
    s.change(&typed);
    let (line, col) = find(&typed, "promote king on ");
    let items = s.at("textDocument/completion", line, col + 16);
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["far-row"]);
    // Rename the piece `man`: every use, nothing else (not `many`, not in comments).
    s.change(&text);
    let (line, col) = find(&text, "piece man");
    let edit = s.request(
        "textDocument/rename",
        json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": col + 7}, "newName": "pawn"}),
    );
    let edits = edit["changes"][URI].as_array().unwrap();
    let uses = text.lines().filter(|l| {
        let code = l.split("//").next().unwrap();
        code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .any(|w| w == "man")
    });
    assert_eq!(edits.len(), uses.count());
    assert!(edits.len() >= 3);
    assert!(edits.iter().all(|e| e["newText"] == "pawn"));
    s.stop();
}

#[test]
fn formatting_goes_through_fmt() {
    let mut s = Server::start();
    let text = checkers().replace("    black forward n", "black forward n");
    s.open(&text);
    let edits = s.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 4, "insertSpaces": true}}),
    );
    assert_eq!(edits[0]["newText"].as_str().unwrap(), checkers());
    s.stop();
}

#[test]
fn no_fuzz_seed_brings_the_server_down() {
    let mut s = Server::start();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fuzz/seeds/parse_check");
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let bytes = std::fs::read(e.unwrap().path()).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        s.open(&text);
        for (line, col) in [(0, 0), (1, 3), (5, 200), (1000, 0)] {
            s.at("textDocument/hover", line, col);
            s.at("textDocument/completion", line, col);
            s.at("textDocument/definition", line, col);
        }
        s.request(
            "textDocument/documentSymbol",
            json!({"textDocument": {"uri": URI}}),
        );
        s.request(
            "textDocument/formatting",
            json!({"textDocument": {"uri": URI}, "options": {"tabSize": 4, "insertSpaces": true}}),
        );
        n += 1;
    }
    assert!(n >= 10, "{n} seeds");
    s.stop();
}

/// Sends raw bytes to a new server and returns what it wrote and its exit
/// code (the input closed after `bytes`).
fn raw(bytes: &[u8]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(bytes).unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn frame(body: &Value) -> Vec<u8> {
    let body = body.to_string();
    format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
}

#[test]
fn a_huge_content_length_is_refused_not_an_abort() {
    // Before: `Content-Length: 99999999999` allocated that much and the
    // process aborted (exit 134).
    let mut bytes = frame(&json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"capabilities": {}}}));
    bytes.extend(frame(
        &json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
    ));
    bytes.extend(b"Content-Length: 99999999999\r\n\r\n{}");
    let (code, out) = raw(&bytes);
    assert!(code.is_some(), "killed by a signal: {out}");
    assert!(out.contains("\"capabilities\""), "initialized: {out}");
    assert!(
        out.contains("window/logMessage") && out.contains("99999999999 bytes was refused"),
        "{out}"
    );
}

#[test]
fn a_bad_frame_is_refused_and_the_server_goes_on() {
    let mut s = Server::start();
    // A body that is not JSON-RPC, then a normal request: answered.
    write!(s.input, "Content-Length: 5\r\n\r\nhello").unwrap();
    let refused = s.read();
    assert_eq!(refused["method"], "window/logMessage", "{refused}");
    let ds = s.open(&checkers());
    assert!(ds.is_empty(), "{ds:?}");
    s.stop();
}

#[test]
fn a_document_over_16_mib_is_refused_and_a_huge_word_quoted_short() {
    let mut s = Server::start();
    let big = format!("game \"x\"\n{}\n", "q".repeat(16 * 1024 * 1024));
    s.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": URI, "languageId": "ludus", "version": 1, "text": big}}),
    );
    let refused = s.read();
    assert_eq!(refused["method"], "window/logMessage", "{refused}");
    assert!(
        refused.to_string().contains("over the limit of 16 MiB"),
        "{refused}"
    );
    // A 4 MiB word: one diagnostic, its message short (before: the word
    // quoted whole, after many seconds of edit distances).
    let ds = s.open(&format!("game \"x\"\n{}\n", "q".repeat(4 * 1024 * 1024)));
    assert_eq!(ds.len(), 1, "{ds:?}");
    let message = ds[0]["message"].as_str().unwrap();
    assert!(message.len() < 2000, "{} bytes", message.len());
    s.stop();
}

#[test]
fn a_document_with_thousands_of_errors_is_answered() {
    // 4 MiB of checkers, repeated: some 16,000 diagnostics, each judged
    // once against the document (before: the whole text compared per
    // diagnostic).
    let one = checkers();
    let text = one.repeat(4 * 1024 * 1024 / one.len() + 1);
    let mut s = Server::start();
    let ds = s.open(&text);
    assert!(ds.len() > 10_000, "{}", ds.len());
    s.stop();
}

/// The labels the server offers at the end of `marker` in `text` (the
/// document replaced by `text` first).
fn labels_at(s: &mut Server, text: &str, marker: &str) -> Vec<String> {
    s.change(text);
    let end = text.find(marker).unwrap() + marker.len();
    let line = u32::try_from(text[..end].matches('\n').count()).unwrap();
    let col = u32::try_from(end - text[..end].rfind('\n').map_or(0, |i| i + 1)).unwrap();
    let items = s.at("textDocument/completion", line, col);
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn completion_is_narrowed_to_what_may_stand_at_the_cursor() {
    let mut s = Server::start();
    let text = checkers();
    s.open(&text);
    let has =
        |labels: &[String], words: &[&str]| words.iter().all(|w| labels.iter().any(|l| l == w));
    let lacks =
        |labels: &[String], words: &[&str]| !labels.iter().any(|l| words.contains(&l.as_str()));

    // At the top level: the words that start an item, nothing else.
    let top = text.replace("\nsetup {", "\n\nsetup {");
    let l = labels_at(&mut s, &top, "}\n\n");
    assert!(
        has(&l, &["piece", "board", "zone", "setup", "end"]),
        "{l:?}"
    );
    assert!(
        lacks(&l, &["step", "jump", "far-row", "man", "to", "over"]),
        "{l:?}"
    );

    // In a piece, at a statement's start: the statements of a piece.
    let piece = text.replace(
        "    step diagonal to empty\n",
        "    step diagonal to empty\n    \n",
    );
    let l = labels_at(&mut s, &piece, "step diagonal to empty\n    ");
    assert!(
        has(&l, &["step", "slide", "jump", "leap", "promote", "symbols"]),
        "{l:?}"
    );
    assert!(
        lacks(&l, &["board", "setup", "piece", "far-row", "over"]),
        "{l:?}"
    );

    // After `step`: directions, built-in and defined.
    let step = text.replace("step diagonal to empty", "step ");
    let l = labels_at(&mut s, &step, "    step ");
    assert!(
        has(&l, &["diagonal", "forward-left", "n", "forward-diagonal"]),
        "{l:?}"
    );
    assert!(
        lacks(&l, &["to", "piece", "far-row", "man", "empty"]),
        "{l:?}"
    );

    // After `step DIRS`: `to` or `onto`; after `to`: the targets.
    let to = text.replace("step diagonal to empty", "step diagonal ");
    assert_eq!(labels_at(&mut s, &to, "step diagonal "), ["to", "onto"]);
    let target = text.replace("step diagonal to empty", "step diagonal to ");
    let l = labels_at(&mut s, &target, "step diagonal to ");
    assert!(has(&l, &["empty", "enemy", "not-friend", "any"]), "{l:?}");
    assert!(lacks(&l, &["diagonal", "far-row", "step"]), "{l:?}");

    // After a jump's target: the jump's modifiers; after `over`, the targets.
    let jump = text.replace(
        "jump diagonal over enemy chained",
        "jump diagonal over enemy ",
    );
    let l = labels_at(&mut s, &jump, "jump diagonal over enemy ");
    assert!(has(&l, &["chained", "flying", "long", "max"]), "{l:?}");
    assert!(lacks(&l, &["lift", "within", "step", "to"]), "{l:?}");

    // A zone where a zone goes: after a slide's `within`.
    let within = text.replace("step diagonal to empty", "slide diagonal to empty within ");
    assert_eq!(labels_at(&mut s, &within, "to empty within "), ["far-row"]);

    // In the setup: a player, then a piece.
    let setup = text.replace("black man: rank 1..3", "black ");
    let l = labels_at(&mut s, &setup, "setup {\n    black ");
    assert_eq!(l, ["man", "king"], "{l:?}");

    // Nothing inside a comment.
    let l = labels_at(&mut s, &text, "// If any ");
    assert!(l.is_empty(), "{l:?}");
}
