//! Syntax errors that can say more than "expected …, found …": a string
//! whose closing quote is missing, a line that starts with a word that
//! starts no item (`peice king {`, `rule {`, `ends {`, `player {`), and a
//! keyword misspelt inside a block (`mandatroy capture`), each with "did
//! you mean" where a word is close.

use super::errors::SyntaxError;
use crate::diag::{Span, suggest};

/// The words that start a top-level item, in the order a file usually has
/// them. The parser recovers at a line that starts with one of them.
pub(super) const ITEM_KEYWORDS: &[&str] = &[
    "game",
    "remove",
    "players",
    "sides",
    "board",
    "directions",
    "zone",
    "piece",
    "track",
    "branch",
    "store",
    "counters",
    "cards",
    "card",
    "setup",
    "rules",
    "turn",
    "sowing",
    "race",
    "end",
    "picture",
];

/// The item words as a list in words: `` `game`, `players`, … or `end` ``.
pub(super) fn item_list() -> String {
    let (last, head) = ITEM_KEYWORDS.split_last().expect("item keywords");
    let head: Vec<String> = head.iter().map(|w| format!("`{w}`")).collect();
    format!("{} or `{last}`", head.join(", "))
}

/// Where the error is, in one chunk of the source.
pub(super) struct At<'a> {
    /// The chunk (one item, or the whole text).
    pub chunk: &'a str,
    /// The furthest byte position the parser reached in `chunk`.
    pub reached: usize,
    /// The error's byte position in `chunk` (the word found).
    pub pos: usize,
    /// The word found there.
    pub found: &'a str,
    /// Where `chunk` starts in the source space of the spans.
    pub offset: usize,
}

/// A more precise error than "expected …" for the error at `at`, given
/// what was expected there (`expected`, in words, one entry per
/// possibility), or `None`.
pub(super) fn refine(at: &At, expected: &[String]) -> Option<SyntaxError> {
    // The parser stops at or after a quote it cannot close; an error
    // before it is another one.
    if let Some(q) = unclosed_quote(at.chunk)
        && q <= at.reached
    {
        let len = line_end(at.chunk, q) - q;
        return Some(SyntaxError::UnterminatedString {
            span: Span::new(at.offset + q, len.max(1)),
        });
    }
    let word = at.found;
    if !word.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let span = Span::new(at.offset + at.pos, word.len());
    let line_start = at.pos == 0 || at.chunk[..at.pos].ends_with('\n');
    let at_item_level = expected.iter().any(|e| e.contains("item"));
    if line_start && !ITEM_KEYWORDS.contains(&word) {
        let close = suggest(word, ITEM_KEYWORDS.iter().copied());
        if close.is_some() || at_item_level {
            return Some(unknown_item(word, close, span));
        }
    }
    let keywords: Vec<&str> = expected
        .iter()
        .filter_map(|e| e.strip_prefix('`')?.strip_suffix('`'))
        .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
        .collect();
    if let Some(close) = suggest(word, keywords.iter().copied())
        && close != word
    {
        return Some(SyntaxError::MisspeltKeyword {
            found: word.to_string(),
            suggestion: close.to_string(),
            span,
            help: format!("expected {} here", in_words(expected)),
        });
    }
    if at_item_level && line_start {
        return Some(unknown_item(word, None, span));
    }
    None
}

fn unknown_item(word: &str, close: Option<&str>, span: Span) -> SyntaxError {
    let items = format!(
        "an item starts, at the start of a line, with one of {}",
        item_list()
    );
    SyntaxError::UnknownItem {
        found: word.to_string(),
        span,
        help: match close {
            Some(c) => format!("did you mean `{c}`? A{}", &items[1..]),
            None => format!("{items}; indent a line that belongs to the block above"),
        },
    }
}

/// `a, b or c`.
fn in_words(expected: &[String]) -> String {
    match expected.split_last() {
        None => "something else".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, head)) => format!("{} or {last}", head.join(", ")),
    }
}

/// The end of the line that holds byte `i` of `s` (before its `\n`, and a
/// `\r` before that).
fn line_end(s: &str, i: usize) -> usize {
    let end = s[i..].find('\n').map_or(s.len(), |n| i + n);
    if s[..end].ends_with('\r') {
        end - 1
    } else {
        end
    }
}

/// The first `"` of `chunk` (outside comments) that its line does not
/// close: a string cannot run over a line break.
fn unclosed_quote(chunk: &str) -> Option<usize> {
    let mut start = 0;
    for line in chunk.split_inclusive('\n') {
        let mut open: Option<usize> = None;
        let b = line.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            match c {
                b'"' if open.is_some() => open = None,
                b'"' => open = Some(i),
                b'/' if open.is_none() && b.get(i + 1) == Some(&b'/') => break,
                _ => {}
            }
        }
        if let Some(i) = open {
            return Some(start + i);
        }
        start += line.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unclosed_quote_is_found_outside_comments() {
        assert_eq!(unclosed_quote("game \"Variant\n"), Some(5));
        assert_eq!(unclosed_quote("game \"Variant\" // a \"note\n"), None);
        assert_eq!(unclosed_quote("a \"b\"\nsymbols \"B\" \"W\n"), Some(18));
    }

    #[test]
    fn the_item_list_names_every_item_word() {
        let l = item_list();
        assert!(l.starts_with("`game`, `remove`, `players`"), "{l}");
        assert!(l.ends_with("`end` or `picture`"), "{l}");
    }
}
