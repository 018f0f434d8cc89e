//! Common slips, recognised where the parser stopped and answered with the
//! form that was meant: an item written without its block (`players white,
//! black`, `board 3x3`), a block after the `game` line, `within` on a step,
//! symbols separated by commas. And the list of what may come at the start
//! of a line, cut to the words that start a statement (not those that
//! would have continued the line before).

use std::sync::OnceLock;

use super::errors::SyntaxError;
use super::misspelt::{At, ITEM_KEYWORDS};
use crate::diag::Span;

/// Each item and the form it is written in.
const FORMS: &[(&str, &str)] = &[
    ("game", "game \"Name\""),
    ("players", "players { white forward n  black forward s }"),
    ("sides", "sides { first: north, south  second: east, west }"),
    ("board", "board { grid 8 x 8 }"),
    (
        "directions",
        "directions NAME = forward-left, forward-right",
    ),
    ("remove", "remove zone NAME, NAME"),
    ("zone", "zone NAME { white: rank 8  black: rank 1 }"),
    ("piece", "piece NAME { step forward to empty }"),
    ("track", "track NAME: a1..a9"),
    ("branch", "branch NAME from TRACK { north: i1 into i2..i5 }"),
    ("store", "store NAME"),
    ("counters", "counters NAME, NAME"),
    ("cards", "cards { deal 5 each  hands hidden }"),
    ("card", "card NAME { copies 4 }"),
    ("setup", "setup { white pawn: rank 2 }"),
    ("rules", "rules { mandatory capture }"),
    ("turn", "turn { actions until end }"),
    ("end", "end { no moves: loses }"),
    ("picture", "picture { cells circles }"),
];

/// The form of the item `word`.
fn form(word: &str) -> Option<&'static str> {
    FORMS.iter().find(|(w, _)| *w == word).map(|(_, f)| *f)
}

/// The first word of a text (letters, digits, `-`, `_`).
fn first_word(s: &str) -> &str {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The item the error is in: its word and where its line starts in the
/// chunk (the last line before `pos` that starts, unindented, with an
/// item word).
fn item_at(chunk: &str, pos: usize) -> Option<(&str, usize)> {
    let mut start = 0;
    let mut found = None;
    for line in chunk[..pos.min(chunk.len())].split_inclusive('\n') {
        let w = first_word(line);
        if line.starts_with(w) && ITEM_KEYWORDS.contains(&w) && !w.is_empty() {
            found = Some((w, start));
        }
        start += line.len();
    }
    // The error may be on the item's own first line.
    let line_start = chunk[..pos.min(chunk.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let w = first_word(&chunk[line_start..]);
    if chunk[line_start..].starts_with(w) && ITEM_KEYWORDS.contains(&w) && !w.is_empty() {
        return Some((w, line_start));
    }
    found
}

/// The slip recognised at `at`, given what the parser expected there.
pub(super) fn slip(at: &At, expected: &[String]) -> Option<SyntaxError> {
    let span = Span::new(at.offset + at.pos, at.found.len());
    let line_start = at.chunk[..at.pos.min(at.chunk.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let line_word = first_word(&at.chunk[line_start..]);
    let (item, item_line) = item_at(at.chunk, at.pos).unzip();
    let on_item_line = item_line == Some(line_start);
    if at.found == "{" && item == Some("game") {
        return Some(SyntaxError::ItemForm {
            message: "the `game` line takes no block: `game \"Name\"`".into(),
            span,
            help: "write the title alone on its line (`game \"Name\"`, or `game \"Name\" extends \"FILE\"` for a variant); every other item stands on its own".into(),
        });
    }
    if matches!(at.found, "within" | "avoiding" | "stopping") && line_word != "slide" {
        return Some(SyntaxError::ZoneLimitOnStep {
            word: at.found.to_string(),
            statement: line_word.to_string(),
            span,
        });
    }
    if at.found == "," && matches!(line_word, "symbols" | "glyphs") {
        return Some(SyntaxError::SymbolsComma {
            word: line_word.to_string(),
            span,
        });
    }
    let item = item?;
    let form = form(item)?;
    if on_item_line && at.found != "{" {
        let block = expected.iter().any(|e| e == "`{`");
        let message = if item == "zone" {
            format!("the `zone` item takes a block or a `:`: `{form}` or `zone NAME: rank 4`")
        } else if block {
            format!("the `{item}` item takes a block: `{form}`")
        } else {
            format!("the `{item}` item is written `{form}`")
        };
        return Some(SyntaxError::ItemForm {
            message,
            span,
            help: if block {
                "a block's lines go between `{` and `}`, one statement a line (`ludus fmt` lays it out)".into()
            } else {
                format!("for example `{form}`")
            },
        });
    }
    None
}

/// The words that start a statement or an item somewhere: the first
/// keyword of every `_stmt`, `_item`, `_entry`, `_eff` and `_cond` rule of the
/// grammar, read from its text.
fn starters() -> &'static [String] {
    static WORDS: OnceLock<Vec<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let grammar = include_str!("../../grammar/ludus.pest");
        let literal = |kw: &str| {
            grammar.lines().find_map(|l| {
                let rest = l.strip_prefix(kw)?.trim_start().strip_prefix('=')?;
                let q = rest.find('"')?;
                let r = &rest[q + 1..];
                Some(r[..r.find('"')?].to_string())
            })
        };
        grammar
            .lines()
            .filter_map(|l| {
                let (name, body) = l.split_once('=')?;
                let name = name.trim();
                if !["_stmt", "_item", "_entry", "_eff", "_cond"]
                    .iter()
                    .any(|s| name.ends_with(s))
                {
                    return None;
                }
                let body = body
                    .trim_start()
                    .trim_start_matches(['_', '@', '{', ' ', '(']);
                let kw = body
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .next()?;
                kw.starts_with("kw_").then(|| literal(kw)).flatten()
            })
            .collect()
    })
}

/// What may come at the start of a line, cut to the words that start a
/// statement (and `}` and the kinds of token): `if` and `lift` would have
/// continued the line before, they start nothing; nor does a quoted string
/// (an end rule's label, a further symbol).
pub(super) fn narrow(expected: Vec<String>) -> Vec<String> {
    let starts = starters();
    let keep = |e: &String| match e.strip_prefix('`').and_then(|e| e.strip_suffix('`')) {
        _ if e == "a quoted string" => false,
        Some(w) if w.starts_with(|c: char| c.is_ascii_alphabetic()) => {
            starts.iter().any(|s| s == w)
        }
        _ => true,
    };
    if !expected
        .iter()
        .any(|e| keep(e) && e.starts_with('`') && e != "`}`")
    {
        return expected;
    }
    expected.into_iter().filter(keep).collect()
}
