//! Error recovery. A file that does not parse whole is cut at its top-level
//! items ([`item_chunks`]) and each item is parsed on its own, so one run
//! reports a syntax error in every broken item and still keeps the items
//! that parse. A chunk whose braces do not balance is reported as such
//! ([`unclosed_block`]); the names a broken item would have defined are
//! kept ([`names_defined_in`]) so that their uses are not reported unknown.
//! Input nested deeper than the parser may recurse is refused first
//! ([`too_deep`], [`MAX_NESTING`]).

use pest::Parser;

use super::ast::Ast;
use super::errors::SyntaxError;
use super::expected::syntax_error;
use super::items::add_item_at;
use super::misspelt::ITEM_KEYWORDS;
use super::{LudusParser, Rule};
use crate::diag::{Diagnostic, Span};

/// The deepest nesting of parentheses allowed in a condition.
const MAX_NESTING: usize = 64;

/// Refuses input nested deeper than the parser may recurse.
pub(super) fn too_deep(src: &str) -> Option<Diagnostic> {
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut in_string = false;
    let bytes = src.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\n' => {
                in_comment = false;
                in_string = false;
            }
            _ if in_comment => {}
            b'"' => in_string = !in_string,
            _ if in_string => {}
            b'/' if bytes.get(i + 1) == Some(&b'/') => in_comment = true,
            b'(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(
                        SyntaxError::TooDeep {
                            max: MAX_NESTING,
                            span: Span::new(i, 1),
                        }
                        .into(),
                    );
                }
            }
            b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// Parses `src` (which failed to parse whole) item by item: the items that
/// parse go into `ast`; the result is one error per broken item. `base` is
/// where `src` starts in the source space of the spans.
pub(super) fn parse_items(ast: &mut Ast, src: &str, base: usize) -> Vec<Diagnostic> {
    // Only failed parses pay for the details (the furthest position
    // reached and the tokens expected there). The flag is global and
    // is never turned off again, so that parallel parses agree.
    pest::set_error_detail(true);
    let mut errors = Vec::new();
    for (start, end) in item_chunks(src) {
        let chunk = &src[start..end];
        match LudusParser::parse(Rule::single_item, chunk) {
            Ok(mut pairs) => {
                if let Some(single) = pairs.next() {
                    for item in single.into_inner() {
                        add_item_at(ast, item, base + start);
                    }
                }
            }
            Err(e) => {
                ast.broken_names.extend(names_defined_in(chunk));
                let syntax = syntax_error(e, start, chunk, src, base);
                let at = |d: &Diagnostic| d.primary_span().map_or(0, |s| s.start);
                errors.push(match unclosed_block(chunk, base + start) {
                    // A recognised slip says more than the braces.
                    _ if syntax.code == "ludus::item-form" => syntax,
                    // A `}` that closes nothing, after an earlier
                    // fault (`players` without its `{`): the fault.
                    Some(b) if b.code == "ludus::unbalanced-brace" && at(&syntax) < at(&b) => {
                        syntax
                    }
                    Some(b) => b,
                    None => syntax,
                });
            }
        }
    }
    if errors.is_empty() {
        // Every chunk parsed alone but not the whole: report on the
        // whole file so that the error is not lost.
        if let Err(e) = LudusParser::parse(Rule::file, src) {
            errors.push(syntax_error(e, 0, src, src, base));
        }
    }
    errors
}

/// The names a broken item would have defined, read from its words: the
/// name after `piece`, `zone` or `directions`, and the players of a
/// `players` block.
fn names_defined_in(chunk: &str) -> Vec<String> {
    // Words outside comments and strings.
    let mut words = Vec::new();
    for line in chunk.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut in_string = false;
        let mut word = String::new();
        for c in code.chars() {
            if c == '"' {
                in_string = !in_string;
            }
            if !in_string && (c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                word.push(c);
            } else if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
        }
        if !word.is_empty() {
            words.push(word);
        }
    }
    let starts_name = |w: &str| w.starts_with(|c: char| c.is_ascii_alphabetic());
    match words.first().map(String::as_str) {
        Some("piece" | "zone" | "directions") => words
            .get(1)
            .filter(|w| starts_name(w))
            .cloned()
            .into_iter()
            .collect(),
        Some("players") => {
            let mut out = Vec::new();
            let mut after_forward = false;
            for w in &words[1..] {
                if w == "forward" {
                    after_forward = true;
                } else if after_forward
                    && ["n", "ne", "e", "se", "s", "sw", "w", "nw"].contains(&w.as_str())
                {
                    after_forward = false;
                } else if starts_name(w) {
                    // `black forward` then `white ...`: a name, not a direction.
                    after_forward = false;
                    out.push(w.clone());
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Splits a source into chunks, each starting at a line whose first word is
/// an item keyword. The first chunk also holds anything before the first
/// such line.
fn item_chunks(src: &str) -> Vec<(usize, usize)> {
    let mut starts = vec![];
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let word: String = trimmed
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        if ITEM_KEYWORDS.contains(&word.as_str()) && line.len() == trimmed.len() {
            starts.push(offset);
        }
        offset += line.len();
    }
    // Leading comments belong to the first item.
    match starts.first_mut() {
        Some(first) => *first = 0,
        None => starts.push(0),
    }
    let mut chunks = Vec::new();
    for (i, &s) in starts.iter().enumerate() {
        let e = starts.get(i + 1).copied().unwrap_or(src.len());
        if !src[s..e].trim().is_empty() {
            chunks.push((s, e));
        }
    }
    chunks
}

/// A chunk whose braces do not balance: the usual cause of a syntax error
/// at the end of an item, reported as such rather than as "expected ...".
fn unclosed_block(chunk: &str, base: usize) -> Option<Diagnostic> {
    let mut open: Vec<usize> = Vec::new();
    let mut chars = chunk.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '/' if chars.peek().is_some_and(|&(_, n)| n == '/') => {
                for (_, n) in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            '"' => {
                for (_, n) in chars.by_ref() {
                    if n == '"' || n == '\n' {
                        break;
                    }
                }
            }
            '{' => open.push(i),
            '}' if open.pop().is_none() => {
                return Some(
                    SyntaxError::UnbalancedBrace {
                        span: Span::new(base + i, 1),
                    }
                    .into(),
                );
            }
            _ => {}
        }
    }
    let at = *open.last()?;
    let word: String = chunk
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    Some(
        SyntaxError::UnclosedBlock {
            word,
            span: Span::new(base + at, 1),
        }
        .into(),
    )
}
