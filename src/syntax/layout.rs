//! Where statements start, for the formatter: the byte offset of every
//! top-level item and of every statement of every block (the parse tree's
//! children that follow a block's `{`). Read from pest's tree, so that the
//! formatter never needs to know the statements of each block.

use pest::Parser;
use pest::iterators::Pair;

use super::{LudusParser, Rule};

/// The offsets at which the items and the statements inside blocks start,
/// in order; empty if the text does not parse.
pub fn statement_starts(src: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let Ok(mut pairs) = LudusParser::parse(Rule::file, src) else {
        return out;
    };
    if let Some(file) = pairs.next() {
        for item in file.into_inner() {
            if item.as_rule() == Rule::EOI {
                continue;
            }
            out.push(item.as_span().start());
            visit(&item, src, &mut out);
        }
    }
    out
}

/// The statements of the block `p` opens (if it opens one), and those of
/// the blocks inside it.
fn visit(p: &Pair<'_, Rule>, src: &str, out: &mut Vec<usize>) {
    let brace = open_brace(p, src);
    for c in p.clone().into_inner() {
        let start = c.as_span().start();
        if brace.is_some_and(|b| start > b) {
            out.push(start);
        }
        visit(&c, src, out);
    }
}

/// The offset of the `{` that `p` writes itself (between its children, not
/// inside one, outside comments).
fn open_brace(p: &Pair<'_, Rule>, src: &str) -> Option<usize> {
    let mut pos = p.as_span().start();
    let ends = p
        .clone()
        .into_inner()
        .map(|c| (c.as_span().start(), c.as_span().end()))
        .chain(std::iter::once((p.as_span().end(), p.as_span().end())));
    for (start, end) in ends {
        if let Some(i) = brace_in(src.get(pos..start).unwrap_or("")) {
            return Some(pos + i);
        }
        pos = end;
    }
    None
}

/// The first `{` of a stretch of blanks, punctuation and comments.
fn brace_in(gap: &str) -> Option<usize> {
    let mut i = 0;
    while i < gap.len() {
        let rest = &gap[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with('{') {
            return Some(i);
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    None
}
