//! The `.tests` format: a game's tests, beside its `.game` file. A file is
//! a list of named cases; each case starts from the setup (or a position
//! text) and runs its steps in order, one a line:
//!
//! ```text
//! # comment
//! case man-forward-diagonal: a man steps forward only
//!   position black man: c3  white man: h8  turn black
//!   moves                  # snapshot of the legal moves
//!   illegal c3-b2
//!   illegal stops after a1xc3   # the chain must go on from c3
//!   play c3-d4, h8-g7
//!   perft 2 = 4
//!   outcome none
//! ```
//!
//! See docs/testing.md.

use std::fmt;

/// One step of a case, run on the position left by the steps before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `position TEXT`: start from a position text (first step only).
    Position(String),
    /// `seed N`: deal the cards from this seed (first steps only).
    Seed(u64),
    /// `play M, M, ...`: play these moves; each must be legal.
    Play(Vec<String>),
    /// `moves`: the legal moves must match the snapshot.
    Moves,
    /// `legal M`: the move must be legal.
    Legal(String),
    /// `illegal M`: the move must not be legal.
    Illegal(String),
    /// `illegal stops after PATH`: a legal move goes on from PATH (a chain
    /// that must go on), and none stops there.
    StopsAfter(String),
    /// `perft N = C`: the number of move sequences of length N.
    Perft { depth: usize, count: u64 },
    /// `outcome none | draw | WINNER wins`.
    Outcome(Expected),
}

/// The outcome a case expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The game goes on.
    None,
    /// A draw.
    Draw,
    /// These winners, as the game writes them (`black`, `team a (north, south)`).
    Wins(String),
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::None => f.write_str("none"),
            Expected::Draw => f.write_str("draw"),
            Expected::Wins(w) => write!(f, "{w} wins"),
        }
    }
}

/// A step and the line it is on (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<T> {
    pub line: usize,
    pub item: T,
}

/// A named case: its name (the rule ids first, by convention), the
/// line it starts on, and its steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub name: String,
    /// What follows `:` on the `case` line, if anything.
    pub title: String,
    pub line: usize,
    pub steps: Vec<Line<Step>>,
}

/// A tests file: the game it tests (`game FILE`, relative to the tests
/// file; `None`: the `.game` of the same name beside it) and its cases.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    pub game: Option<String>,
    pub cases: Vec<Case>,
}

/// A line of a tests file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Reads a tests file; every line that cannot be read is an error.
pub fn parse_spec(text: &str) -> Result<Spec, Vec<SpecError>> {
    let mut spec = Spec::default();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = strip_comment(raw).trim();
        if t.is_empty() {
            continue;
        }
        let (word, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        let rest = rest.trim();
        let err = |message: String| SpecError { line, message };
        match word {
            "game" if spec.cases.is_empty() => spec.game = Some(rest.to_string()),
            "case" => match case_line(rest, line, &spec.cases) {
                Ok(c) => spec.cases.push(c),
                Err(m) => errors.push(err(m)),
            },
            _ => match (spec.cases.last_mut(), step(word, rest)) {
                (None, _) => errors.push(err(format!(
                    "`{word}` outside a case: start one with `case NAME`"
                ))),
                (Some(c), Ok(s)) => {
                    if let Err(m) = placed(c, &s) {
                        errors.push(err(m));
                    }
                    c.steps.push(Line { line, item: s });
                }
                (Some(_), Err(m)) => errors.push(err(m)),
            },
        }
    }
    if errors.is_empty() {
        Ok(spec)
    } else {
        Err(errors)
    }
}

/// A line without its `#` comment.
fn strip_comment(raw: &str) -> &str {
    raw.split_once('#').map_or(raw, |(a, _)| a)
}

/// `case NAME[: TITLE]`: a new case, its name unique in the file.
fn case_line(rest: &str, line: usize, cases: &[Case]) -> Result<Case, String> {
    let (name, title) = rest.split_once(':').unwrap_or((rest, ""));
    let name = name.trim();
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err("a case needs a name of one word, e.g. `case man-forward-diagonal`".into());
    }
    if cases.iter().any(|c| c.name == name) {
        return Err(format!("a second case named `{name}`"));
    }
    Ok(Case {
        name: name.to_string(),
        title: title.trim().to_string(),
        line,
        steps: Vec::new(),
    })
}

/// `position` and `seed` say where a case starts: only before its other
/// steps.
fn placed(case: &Case, s: &Step) -> Result<(), String> {
    let starts = |s: &Step| matches!(s, Step::Position(_) | Step::Seed(_));
    if starts(s) && case.steps.iter().any(|l| !starts(&l.item)) {
        return Err("`position` and `seed` come first in a case".into());
    }
    Ok(())
}

/// One step from its word and the rest of its line.
fn step(word: &str, rest: &str) -> Result<Step, String> {
    let need = |what: &str| -> Result<String, String> {
        if rest.is_empty() {
            Err(format!("`{word}` needs {what}"))
        } else {
            Ok(rest.to_string())
        }
    };
    Ok(match word {
        "position" => Step::Position(need("a position text")?),
        "seed" => Step::Seed(
            rest.parse()
                .map_err(|_| format!("`seed` needs a number, not `{rest}`"))?,
        ),
        "play" => Step::Play(
            need("moves, comma-separated")?
                .split(',')
                .map(|m| m.trim().to_string())
                .filter(|m| !m.is_empty())
                .collect(),
        ),
        "moves" if rest.is_empty() => Step::Moves,
        "moves" => return Err("`moves` takes nothing: it snapshots the legal moves".into()),
        "legal" => Step::Legal(need("a move")?),
        "illegal" => match need("a move")?.strip_prefix("stops after") {
            Some(path) if path.trim().is_empty() => {
                return Err(
                    "`illegal stops after` needs a path, e.g. `illegal stops after a1xc3`".into(),
                );
            }
            Some(path) => Step::StopsAfter(path.trim().to_string()),
            None => Step::Illegal(rest.to_string()),
        },
        "perft" => perft(rest)?,
        "outcome" => Step::Outcome(outcome(rest)?),
        _ => {
            return Err(format!(
                "unknown step `{word}`: expected position, seed, play, moves, legal, illegal, perft or outcome"
            ));
        }
    })
}

/// `perft N = C`.
fn perft(rest: &str) -> Result<Step, String> {
    let bad = || format!("`perft` needs `DEPTH = COUNT`, e.g. `perft 3 = 302`, not `{rest}`");
    let (d, c) = rest.split_once('=').ok_or_else(bad)?;
    let depth: usize = d.trim().parse().map_err(|_| bad())?;
    let count: u64 = c
        .trim()
        .replace([',', '_'], "")
        .parse()
        .map_err(|_| bad())?;
    if depth > crate::perft::MAX_DEPTH {
        return Err(format!("perft depth {depth} is too deep"));
    }
    Ok(Step::Perft { depth, count })
}

/// `none`, `draw` or `WINNER wins`.
fn outcome(rest: &str) -> Result<Expected, String> {
    match rest {
        "none" => Ok(Expected::None),
        "draw" => Ok(Expected::Draw),
        _ => match rest.strip_suffix(" wins") {
            Some(w) if !w.trim().is_empty() => Ok(Expected::Wins(w.trim().to_string())),
            _ => Err(format!(
                "`outcome` needs `none`, `draw` or `PLAYER wins`, not `{rest}`"
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::{Expected, Step, parse_spec};

    #[test]
    fn a_case_and_its_steps() {
        let s = parse_spec(
            "game x.game\n# c\ncase a-b: title\n  position black man: c3\n  moves\n  play c3-d4, h8-g7\n  perft 2 = 1,469\n  outcome black wins\n",
        )
        .unwrap();
        assert_eq!(s.game.as_deref(), Some("x.game"));
        assert_eq!(s.cases[0].name, "a-b");
        assert_eq!(s.cases[0].title, "title");
        let steps: Vec<Step> = s.cases[0].steps.iter().map(|l| l.item.clone()).collect();
        assert_eq!(
            steps,
            vec![
                Step::Position("black man: c3".into()),
                Step::Moves,
                Step::Play(vec!["c3-d4".into(), "h8-g7".into()]),
                Step::Perft {
                    depth: 2,
                    count: 1469
                },
                Step::Outcome(Expected::Wins("black".into())),
            ]
        );
    }

    #[test]
    fn errors_name_their_lines() {
        let e =
            parse_spec("moves\ncase a\n  jump\n  perft x\ncase a\n  play c3-d4\n  position x\n")
                .unwrap_err();
        let lines: Vec<usize> = e.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![1, 3, 4, 5, 7]);
        let e = parse_spec("case b\n  play c3-d4\n  position x\n").unwrap_err();
        assert_eq!(e[0].line, 3);
    }
}
