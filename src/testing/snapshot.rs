//! Snapshots of legal moves in insta's `.snap` format (a `---` header
//! with `source` and `expression`, then the contents), so that
//! `cargo insta review` works on them too: the accepted file is `NAME.snap`,
//! a changed or new one is written beside it as `NAME.snap.new`.

use std::io;
use std::path::{Path, PathBuf};

/// A snapshot's contents: the position (diagram and who is to move), then
/// the legal moves one a line under `legal moves (N):`, sorted, or the
/// outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// What the snapshot is of (`expression` in the header).
    pub expression: String,
    pub contents: String,
}

/// The header line that opens the list of moves.
const MOVES_HEADER: &str = "legal moves (";

impl Snapshot {
    /// The legal moves listed in the contents.
    pub fn moves(&self) -> Vec<&str> {
        moves_of(&self.contents)
    }

    /// The file text: insta's header, then the contents.
    pub fn file_text(&self, source: &str) -> String {
        format!(
            "---\nsource: {source}\nexpression: {}\n---\n{}\n",
            yaml_string(&self.expression),
            self.contents.trim_end()
        )
    }
}

/// The moves of a snapshot's contents: the indented lines after the
/// `legal moves (N):` line.
pub fn moves_of(contents: &str) -> Vec<&str> {
    contents
        .lines()
        .skip_while(|l| !l.starts_with(MOVES_HEADER))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(str::trim)
        .collect()
}

/// The contents for a position: its diagram and status (`to move: X`),
/// then the sorted moves, or the outcome.
pub fn contents(diagram: &str, moves: &[String], outcome: Option<&str>) -> String {
    let mut s = diagram.trim_end().to_string();
    s.push('\n');
    match outcome {
        Some(o) => s.push_str(&format!("outcome: {o}\n")),
        None => {
            let mut sorted: Vec<&String> = moves.iter().collect();
            sorted.sort();
            s.push_str(&format!("{MOVES_HEADER}{}):\n", moves.len()));
            for m in sorted {
                s.push_str("  ");
                s.push_str(m);
                s.push('\n');
            }
        }
    }
    s
}

/// A string as a YAML scalar: quoted, with `"` and `\` escaped.
fn yaml_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The contents of a `.snap` file (after the header), or `None` if there
/// is none.
pub fn read(path: &Path) -> io::Result<Option<String>> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(body(&text).to_string())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// The contents of a snapshot file's text: what follows the second `---`
/// line (the whole text if there is no header), without the trailing
/// newline.
pub fn body(text: &str) -> &str {
    let rest = text.strip_prefix("---\n").and_then(|r| {
        r.find("\n---\n")
            .map(|i| &r[i + 5..])
            .or_else(|| r.strip_prefix("---\n"))
    });
    rest.unwrap_or(text).trim_end()
}

/// `NAME.snap.new` beside `NAME.snap`.
pub fn pending_path(snap: &Path) -> PathBuf {
    let mut s = snap.as_os_str().to_owned();
    s.push(".new");
    PathBuf::from(s)
}

/// What changed between two lists of moves: the moves only in `before`
/// and only in `now`.
pub fn diff<'a>(before: &[&'a str], now: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    let only_before = before
        .iter()
        .filter(|m| !now.contains(m))
        .copied()
        .collect();
    let only_now = now
        .iter()
        .filter(|m| !before.contains(m))
        .copied()
        .collect();
    (only_before, only_now)
}

#[cfg(test)]
mod tests {
    use super::{Snapshot, body, contents, diff, moves_of};

    #[test]
    fn contents_round_trip_through_the_file_text() {
        let c = contents(
            "board\nto move: black",
            &["c3-d4".into(), "a3-b4".into()],
            None,
        );
        let s = Snapshot {
            expression: "moves of \"x\"".into(),
            contents: c.clone(),
        };
        let text = s.file_text("games/x.tests");
        assert!(
            text.starts_with(
                "---\nsource: games/x.tests\nexpression: \"moves of \\\"x\\\"\"\n---\n"
            )
        );
        assert_eq!(body(&text), c.trim_end());
        assert_eq!(moves_of(body(&text)), vec!["a3-b4", "c3-d4"]);
    }

    #[test]
    fn diff_lists_each_side() {
        assert_eq!(
            diff(&["a", "b", "c"], &["b", "d"]),
            (vec!["a", "c"], vec!["d"])
        );
    }
}
