//! Small readers shared by every item: names, numbers, strings and lists of
//! names, the span of a node, and regions (`rank 1`, `a1..c3`, `file d`),
//! which boards, zones, setups and position texts all write.

use pest::iterators::Pair;

use super::Rule;
use super::ast::{Int, Name, Region, RegionPart};
use crate::diag::Span;

/// The span of a node, without the whitespace and comments that pest may
/// have skipped after its last token (a rule ending in an optional part
/// keeps the whitespace skipped before trying it).
pub(super) fn span_of(p: &Pair<Rule>, base: usize) -> Span {
    let s = p.as_span();
    Span::new(base + s.start(), content_len(p.as_str()))
}

/// The length of `text` up to the end of its last token: trailing
/// whitespace and `//` comments are not counted.
pub(super) fn content_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut end = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += 1;
                }
                i = (i + 1).min(bytes.len());
                end = i;
            }
            _ => {
                i += 1;
                end = i;
            }
        }
    }
    // `end` follows an ASCII byte or the end of a string, or is inside a
    // multi-byte character only if the text is not valid (never).
    while !text.is_char_boundary(end) {
        end += 1;
    }
    end
}

pub(super) fn name(p: Pair<Rule>, base: usize) -> Name {
    Name {
        text: p.as_str().to_string(),
        span: span_of(&p, base),
    }
}

pub(super) fn int(p: Pair<Rule>, base: usize) -> Int {
    Int {
        // Absurdly long numbers saturate; the checker reports them out of range.
        value: p.as_str().parse().unwrap_or(i64::MAX),
        text: p.as_str().to_string(),
        span: span_of(&p, base),
    }
}

pub(super) fn string(p: Pair<Rule>, base: usize) -> (String, Span) {
    let s = p.as_str();
    (s[1..s.len() - 1].to_string(), span_of(&p, base))
}

/// The children of a pair without the keyword tokens.
pub(super) fn kids<'a>(p: Pair<'a, Rule>) -> impl Iterator<Item = Pair<'a, Rule>> {
    p.into_inner()
        .filter(|c| !format!("{:?}", c.as_rule()).starts_with("kw_"))
}

pub(super) fn names(p: Pair<Rule>, base: usize) -> Vec<Name> {
    p.into_inner().map(|n| name(n, base)).collect()
}

pub(super) fn region(p: Pair<Rule>, base: usize) -> Region {
    let span = span_of(&p, base);
    let mut parts = Vec::new();
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::rank_part => {
                let mut it = kids(part).map(|i| int(i, base));
                if let Some(a) = it.next() {
                    parts.push(RegionPart::Ranks(a, it.next()));
                }
            }
            Rule::file_part => {
                let mut it = kids(part).map(|i| name(i, base));
                if let Some(a) = it.next() {
                    parts.push(RegionPart::Files(a, it.next()));
                }
            }
            Rule::cell_ref => {
                if let Some(c) = part.into_inner().next() {
                    parts.push(RegionPart::Cell(name(c, base)));
                }
            }
            Rule::cell_range => {
                let mut it = part
                    .into_inner()
                    .filter_map(|c| c.into_inner().next())
                    .map(|c| name(c, base));
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    parts.push(RegionPart::Range(a, b));
                }
            }
            _ => {}
        }
    }
    Region { span, parts }
}
