//! `ludus fmt`: the one canonical layout of a rule file, made from its
//! tokens line by line (so that no comment is ever lost, and a statement
//! written over several lines keeps its lines). The layout:
//!
//! - one block form: the opening `{` ends its item's line, each item and
//!   statement stands on a line of its own, and the closing `}` alone
//!   (`split.rs`; where statements start is read from the parse tree);
//! - indentation of four spaces per open `{` (a line starting with `}`
//!   closes first); a line that goes on with a statement (the line before
//!   ended with `,`, `and`, `or`, `=`, `:` or `(`, or this one starts with
//!   `,`, `and`, `or`, `..`, `|` or `)`) is indented once more;
//! - one space between tokens, none before `,` `:` `)`, none after `(`,
//!   none around `..`, none between `count`, `connected`, `attacked` and
//!   their `(`; two or more spaces between tokens are kept as written
//!   (authors align entries and columns with them);
//! - a comment ending a line stays at its column when the code ends before
//!   it (aligned comments stay aligned), else one space after the code;
//!   a comment on its own line is indented like code;
//! - blank lines between items and statements are kept, several in a row
//!   become one, none at the start of a file or block nor before a `}`;
//! - a line longer than [`WIDTH`] columns is wrapped after the commas of
//!   its lists; no trailing blanks; one newline at the end.
//!
//! Formatting is idempotent, and the formatted text parses to the same AST
//! (tests/fmt.rs checks both on every game and bad file). A file that does
//! not parse is refused with its syntax errors: it is never rewritten.

mod diff;
mod lex;
mod split;

pub use diff::diff;

use crate::diag::Diagnostic;
use crate::syntax;
use lex::{Line, Token};

/// The widest line the formatter makes by wrapping lists.
pub const WIDTH: usize = 100;

const INDENT: usize = 4;

/// The formatted text of a rule file, or its syntax errors when it does
/// not parse.
pub fn format(src: &str) -> Result<String, Vec<Diagnostic>> {
    let (_, errors) = syntax::parse(src);
    if errors.is_empty() {
        Ok(layout(src))
    } else {
        Err(errors)
    }
}

/// The canonical layout of a text, whether it parses or not (the caller
/// checks that it does).
pub fn layout(src: &str) -> String {
    let mut out = String::with_capacity(src.len() + 64);
    let mut depth = 0usize;
    let mut blank = false;
    let mut block_start = true;
    let mut prev_last: Option<&str> = None;
    let starts = syntax::statement_starts(src);
    for line in split::split(src, lex::lines(src), &starts) {
        if line.is_blank() {
            blank = true;
            continue;
        }
        let first = line.tokens.first().map(|t| t.text);
        let closes = first == Some("}");
        if blank && !block_start && !closes {
            out.push('\n');
        }
        blank = false;
        let cont = !line.tokens.is_empty() && goes_on(prev_last, first);
        let indent = (depth.saturating_sub(usize::from(closes)) + usize::from(cont)) * INDENT;
        let cont_indent = (depth + 1).max(indent / INDENT) * INDENT;
        write_line(&mut out, &line, indent, cont_indent);
        for t in &line.tokens {
            match t.text {
                "{" => depth += 1,
                "}" => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        if let Some(last) = line.tokens.last() {
            prev_last = Some(last.text);
            block_start = last.text == "{";
        } else {
            block_start = false;
        }
    }
    out
}

/// Whether a line continues the statement of the line before it.
fn goes_on(prev_last: Option<&str>, first: Option<&str>) -> bool {
    matches!(prev_last, Some("," | "and" | "or" | "=" | ":" | "("))
        || matches!(first, Some("," | "and" | "or" | ".." | "|" | ")"))
}

/// Writes one source line (wrapped at its commas when too long) with its
/// comment.
fn write_line(out: &mut String, line: &Line<'_>, indent: usize, cont_indent: usize) {
    let chunks = wrap(&line.tokens, indent, cont_indent);
    let n = chunks.len();
    for (i, chunk) in chunks.into_iter().enumerate() {
        let start = out.len();
        let ind = if i == 0 { indent } else { cont_indent };
        out.extend(std::iter::repeat_n(' ', ind));
        out.push_str(&render(chunk));
        if let Some((text, col)) = line.comment.filter(|_| i + 1 == n) {
            let used = out[start..].chars().count();
            let at = if line.tokens.is_empty() {
                used
            } else if col > used {
                col
            } else {
                used + 1
            };
            out.extend(std::iter::repeat_n(' ', at - used));
            out.push_str(text);
        }
        out.push('\n');
    }
}

/// A line's tokens in the pieces it is written on: one, or several when it
/// is wider than [`WIDTH`] and has commas to break after.
fn wrap<'t, 'a>(
    tokens: &'t [Token<'a>],
    indent: usize,
    cont_indent: usize,
) -> Vec<&'t [Token<'a>]> {
    let mut chunks = Vec::new();
    let mut rest = tokens;
    let mut ind = indent;
    while ind + width(rest) > WIDTH {
        let mut cut = None;
        for (i, t) in rest.iter().enumerate() {
            if t.text == "," && i + 1 < rest.len() {
                if cut.is_some() && ind + width(&rest[..=i]) > WIDTH {
                    break;
                }
                cut = Some(i + 1);
            }
        }
        let Some(cut) = cut else { break };
        chunks.push(&rest[..cut]);
        rest = &rest[cut..];
        ind = cont_indent;
    }
    chunks.push(rest);
    chunks
}

/// The columns tokens take when rendered on one line.
fn width(tokens: &[Token<'_>]) -> usize {
    render(tokens).chars().count()
}

/// Tokens written with the canonical spacing.
fn render(tokens: &[Token<'_>]) -> String {
    let mut s = String::new();
    for (i, t) in tokens.iter().enumerate() {
        if i > 0 {
            let space = spacing(&tokens[i - 1], t);
            s.extend(std::iter::repeat_n(' ', space));
        }
        s.push_str(t.text);
    }
    s
}

/// The blanks between two tokens of a line.
fn spacing(prev: &Token<'_>, t: &Token<'_>) -> usize {
    let tight = matches!(t.text, "," | ":" | ")" | "..")
        || matches!(prev.text, "(" | "..")
        || (t.text == "(" && matches!(prev.text, "count" | "connected" | "attacked"));
    if tight {
        0
    } else if t.gap >= 2 {
        t.gap
    } else {
        1
    }
}
