//! Running a tests file's cases on a game: each step checked, each
//! snapshot compared with its `.snap` file (and written as `.snap.new`
//! when it differs, or as `.snap` when accepting).

use std::fmt;
use std::path::{Path, PathBuf};

use super::snapshot::{self, Snapshot};
use super::spec::{Case, Expected, Spec, Step};
use crate::engine::Outcome;
use crate::ir::Game;
use crate::perft::Perft;
use crate::session::Match;
use crate::text::MoveError;

/// What to do with a snapshot that differs from its file, or is new.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Fail, and write it as `.snap.new` beside the `.snap`.
    Check,
    /// Write it as the `.snap` (accepted), and pass.
    Accept,
}

/// Why a step failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The case's start position could not be set up.
    Start(String),
    /// A move of `play` was refused.
    Play {
        mv: String,
        why: String,
    },
    /// `legal M`: M was refused.
    NotLegal {
        mv: String,
        why: String,
    },
    /// `illegal M`: M was legal.
    NotIllegal {
        mv: String,
    },
    /// `illegal M`: M is no move of this board at all (a typo?).
    NotAMove {
        mv: String,
        why: String,
    },
    /// `illegal stops after PATH`: a legal move stops there (`stop`), or no
    /// legal move goes on from there (`stop` empty; a typo, or a move that
    /// is simply illegal).
    StopsAfter {
        path: String,
        stop: Vec<String>,
    },
    Perft {
        depth: usize,
        expected: u64,
        got: u64,
    },
    Outcome {
        expected: String,
        got: String,
    },
    /// The legal moves differ from the snapshot (or there was none yet):
    /// the moves only in the snapshot and only now, and the status lines
    /// (who is to move, the outcome) if they differ.
    Snapshot {
        path: PathBuf,
        new: bool,
        only_before: Vec<String>,
        only_now: Vec<String>,
        status: Option<(String, String)>,
    },
    /// A snapshot file could not be read or written.
    Io {
        path: PathBuf,
        err: String,
    },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Start(why) => write!(f, "cannot start: {why}"),
            Failure::Play { mv, why } => write!(f, "play {mv}: {why}"),
            Failure::NotLegal { mv, why } => write!(f, "legal {mv}: refused: {why}"),
            Failure::NotIllegal { mv } => write!(f, "illegal {mv}: but it is legal"),
            Failure::NotAMove { mv, why } => write!(f, "illegal {mv}: not a move at all: {why}"),
            Failure::StopsAfter { path, stop } if stop.is_empty() => write!(
                f,
                "illegal stops after {path}: no legal move goes on from {path} (for a move that is simply illegal, write `illegal {path}`)"
            ),
            Failure::StopsAfter { path, stop } => write!(
                f,
                "illegal stops after {path}: but a legal move stops there: {}",
                stop.join(" ")
            ),
            Failure::Perft {
                depth,
                expected,
                got,
            } => {
                write!(f, "perft {depth}: expected {expected}, got {got}")
            }
            Failure::Outcome { expected, got } => {
                write!(f, "outcome: expected {expected}, got {got}")
            }
            Failure::Snapshot {
                path, new: true, ..
            } => write!(
                f,
                "moves: no snapshot yet; written to {} (accept with --accept or --review)",
                snapshot::pending_path(path).display()
            ),
            Failure::Snapshot {
                path,
                only_before,
                only_now,
                status,
                ..
            } => {
                writeln!(f, "moves: differ from {}", path.display())?;
                if let Some((old, now)) = status {
                    writeln!(f, "    before: {old}\n    now:    {now}")?;
                }
                writeln!(f, "    only before: {}", list(only_before))?;
                write!(f, "    only now:    {}", list(only_now))
            }
            Failure::Io { path, err } => write!(f, "{}: {err}", path.display()),
        }
    }
}

/// Moves as a line, `(none)` if empty.
fn list(moves: &[String]) -> String {
    if moves.is_empty() {
        "(none)".into()
    } else {
        moves.join(" ")
    }
}

/// A case's result: its failures (none: it passed), each with its line.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub name: String,
    pub line: usize,
    pub failures: Vec<(usize, Failure)>,
}

/// Where a tests file's snapshots go and how they are named.
pub struct Snapshots {
    /// The folder: `snapshots/` beside the tests file.
    pub dir: PathBuf,
    /// The tests file's stem: snapshots are `STEM__CASE.snap`.
    pub stem: String,
    /// The tests file as written in the header's `source`.
    pub source: String,
    pub mode: Mode,
}

impl Snapshots {
    /// The snapshots of the tests file at `tests`.
    pub fn beside(tests: &Path, mode: Mode) -> Self {
        Snapshots {
            dir: tests.parent().unwrap_or(Path::new(".")).join("snapshots"),
            stem: tests
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            source: tests.display().to_string(),
            mode,
        }
    }

    /// The path of the `k`-th snapshot (from 1) of case `name`.
    pub fn path(&self, name: &str, k: usize) -> PathBuf {
        let safe: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let suffix = if k > 1 {
            format!("-{k}")
        } else {
            String::new()
        };
        self.dir.join(format!("{}__{safe}{suffix}.snap", self.stem))
    }
}

/// Runs every case of `spec` on `game`.
pub fn run_spec(game: &Game, spec: &Spec, snaps: &Snapshots) -> Vec<CaseResult> {
    spec.cases
        .iter()
        .map(|c| CaseResult {
            name: c.name.clone(),
            line: c.line,
            failures: run_case(game, c, snaps),
        })
        .collect()
}

/// The failures of one case; a case stops at the first step that leaves
/// it without a position to go on from (a bad start, a refused `play`).
fn run_case(game: &Game, case: &Case, snaps: &Snapshots) -> Vec<(usize, Failure)> {
    let mut failures = Vec::new();
    let position = case.steps.iter().find_map(|l| match &l.item {
        Step::Position(p) => Some(p.as_str()),
        _ => None,
    });
    let seed = case.steps.iter().find_map(|l| match l.item {
        Step::Seed(s) => Some(s),
        _ => None,
    });
    let mut m = match position {
        Some(p) => match Match::from_position(game, p) {
            Ok(m) => m,
            Err(e) => return vec![(case.line, Failure::Start(e))],
        },
        None => Match::new_seeded(game, seed.unwrap_or(0)),
    };
    let mut shots = 0;
    for l in &case.steps {
        let f = match &l.item {
            Step::Position(_) | Step::Seed(_) => None,
            Step::Play(moves) => play(&mut m, moves),
            Step::Moves => {
                shots += 1;
                moves(&mut m, case, shots, snaps)
            }
            Step::Legal(mv) => legal(&mut m, mv),
            Step::Illegal(mv) => illegal(&mut m, mv),
            Step::StopsAfter(path) => stops_after(&mut m, path),
            Step::Perft { depth, count } => perft(&mut m, *depth, *count),
            Step::Outcome(e) => outcome(&mut m, e),
        };
        if let Some(f) = f {
            let stop = matches!(f, Failure::Play { .. });
            failures.push((l.line, f));
            if stop {
                break;
            }
        }
    }
    failures
}

/// Plays the moves in turn; the first one refused is the failure.
fn play(m: &mut Match, moves: &[String]) -> Option<Failure> {
    for mv in moves {
        if let Err(e) = m.play_text(mv) {
            return Some(Failure::Play {
                mv: mv.clone(),
                why: e.to_string(),
            });
        }
    }
    None
}

/// `legal M`: M is read as one legal move.
fn legal(m: &mut Match, mv: &str) -> Option<Failure> {
    let legal = m.legal_moves();
    crate::text::parse_move(m.game, &legal, mv)
        .err()
        .map(|e| Failure::NotLegal {
            mv: mv.to_string(),
            why: e.to_string(),
        })
}

/// `illegal M`: no legal move is M. A text that is no move of this board
/// at all (a cell it does not have, no path) fails too: a typo must not
/// pass as an illegal move.
fn illegal(m: &mut Match, mv: &str) -> Option<Failure> {
    let legal = m.legal_moves();
    match crate::text::parse_move(m.game, &legal, mv) {
        Err(MoveError::Illegal { .. } | MoveError::GameOver) => None,
        Err(e) => Some(Failure::NotAMove {
            mv: mv.to_string(),
            why: e.to_string(),
        }),
        Ok(_) => Some(Failure::NotIllegal { mv: mv.to_string() }),
    }
}

/// `illegal stops after PATH`: some legal move goes on from PATH and none
/// stops there. A path that is no move of this board at all fails as for
/// `illegal`.
fn stops_after(m: &mut Match, path: &str) -> Option<Failure> {
    let legal = m.legal_moves();
    match crate::text::moves::stops_after(m.game, &legal, path) {
        Err(e) => Some(Failure::NotAMove {
            mv: format!("stops after {path}"),
            why: e.to_string(),
        }),
        Ok((stop, on)) if stop.is_empty() && !on.is_empty() => None,
        Ok((stop, _)) => Some(Failure::StopsAfter {
            path: path.to_string(),
            stop: stop.iter().map(|mv| m.text(mv)).collect(),
        }),
    }
}

fn perft(m: &mut Match, depth: usize, expected: u64) -> Option<Failure> {
    let mut state = m.state.clone();
    let got = Perft::new(depth).run(m.game, &mut state, depth);
    (got != expected).then_some(Failure::Perft {
        depth,
        expected,
        got,
    })
}

/// The outcome in the words of the tests format.
pub fn outcome_words(game: &Game, o: Option<&Outcome>) -> String {
    match o {
        None => "none".into(),
        Some(o) => match o.winners_text(game) {
            Some(w) => format!("{w} wins"),
            None => "draw".into(),
        },
    }
}

fn outcome(m: &mut Match, e: &Expected) -> Option<Failure> {
    let got = outcome_words(m.game, m.outcome().as_ref());
    let expected = e.to_string();
    (got != expected).then_some(Failure::Outcome { expected, got })
}

/// The contents of the snapshot of `m`'s position.
pub fn position_contents(m: &mut Match) -> String {
    let o = m.outcome();
    let texts: Vec<String> = m.legal_moves().iter().map(|mv| m.text(mv)).collect();
    let reason = o.as_ref().map(|o| match o.winners_text(m.game) {
        Some(w) => format!("{w} wins ({})", o.reason),
        None => format!("draw ({})", o.reason),
    });
    let to_move = &m.game.players[usize::from(m.to_move())];
    let diagram = format!("{}\nto move: {to_move}", m.diagram().trim_end());
    snapshot::contents(&diagram, &texts, reason.as_deref())
}

/// `moves`: compares the position's snapshot with its file.
fn moves(m: &mut Match, case: &Case, k: usize, snaps: &Snapshots) -> Option<Failure> {
    let path = snaps.path(&case.name, k);
    let now = Snapshot {
        expression: format!("moves of case {}", case.name),
        contents: position_contents(m),
    };
    let io = |e: std::io::Error| Failure::Io {
        path: path.clone(),
        err: e.to_string(),
    };
    let old = match snapshot::read(&path) {
        Ok(o) => o,
        Err(e) => return Some(io(e)),
    };
    let pending = snapshot::pending_path(&path);
    if old.as_deref() == Some(now.contents.trim_end()) {
        let _ = std::fs::remove_file(&pending);
        return None;
    }
    let text = now.file_text(&snaps.source);
    let written = std::fs::create_dir_all(&snaps.dir).and_then(|()| match snaps.mode {
        Mode::Accept => {
            let _ = std::fs::remove_file(&pending);
            std::fs::write(&path, &text)
        }
        Mode::Check => std::fs::write(&pending, &text),
    });
    if let Err(e) = written {
        return Some(io(e));
    }
    if snaps.mode == Mode::Accept {
        return None;
    }
    Some(changed(path, old.as_deref(), &now.contents))
}

/// The failure of a snapshot `old` (none: new) that is now `now`.
pub fn changed(path: PathBuf, old: Option<&str>, now: &str) -> Failure {
    let Some(old) = old else {
        return Failure::Snapshot {
            path,
            new: true,
            only_before: Vec::new(),
            only_now: Vec::new(),
            status: None,
        };
    };
    let (b, n) = snapshot::diff(&snapshot::moves_of(old), &snapshot::moves_of(now));
    let status_of = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("  ") && l.contains(':') && !l.starts_with(' '))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let (so, sn) = (status_of(old), status_of(now));
    Failure::Snapshot {
        path,
        new: false,
        only_before: b.into_iter().map(String::from).collect(),
        only_now: n.into_iter().map(String::from).collect(),
        status: (so != sn).then_some((so, sn)),
    }
}
