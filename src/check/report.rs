//! The ways every pass reports a problem: an error pushed on the list, a
//! missing part, a block written twice, the empty file and extra titles;
//! and where to hang a diagnostic about the whole file.

use crate::check::errors::NameError;
use crate::diag::{Diagnostic, Span};

use super::Checker;

/// The byte range of the first word of `src` outside comments.
fn first_token(src: &str) -> Option<(usize, usize)> {
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {
                let start = i;
                while i < b.len() && !b[i].is_ascii_whitespace() {
                    i += 1;
                }
                while !src.is_char_boundary(i) {
                    i += 1;
                }
                return Some((start, i));
            }
        }
    }
    None
}

/// Whether a source holds nothing but whitespace and comments.
pub(super) fn is_blank(src: &str) -> bool {
    first_token(src).is_none()
}

/// A visible place to hang a whole-file diagnostic on: the first word, or
/// else the first non-blank line (a comment), or else the start.
fn first_token_span(src: &str) -> Span {
    if let Some((s, e)) = first_token(src) {
        return Span::new(s, e - s);
    }
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let t = line.trim();
        if !t.is_empty() {
            let start = offset + (line.len() - line.trim_start().len());
            return Span::new(start, t.len());
        }
        offset += line.len();
    }
    Span::new(0, 0)
}

/// `n word` or `n words`.
pub(super) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl Checker<'_> {
    pub(super) fn err(&mut self, d: impl Into<Diagnostic>) {
        self.errors.push(d.into());
    }

    /// The line of a span in its own file (files joined by a NUL, see
    /// [`crate::source`]).
    pub(super) fn line_of(&self, span: Span) -> usize {
        self.src.get(..span.start).map_or(0, |b| {
            let file_start = b.rfind('\0').map_or(0, |i| i + 1);
            b[file_start..].matches('\n').count() + 1
        })
    }

    /// `what` is the part ("board"), `a_what` the same with its article
    /// ("a board").
    pub(super) fn missing(&mut self, what: &str, a_what: &str, example: &str) {
        let span = self
            .ast
            .title
            .as_ref()
            .map(|t| t.1)
            .unwrap_or_else(|| first_token_span(self.src));
        self.err(NameError::MissingPart {
            what: what.to_string(),
            a_what: a_what.to_string(),
            example: example.to_string(),
            span,
        });
    }

    pub(super) fn duplicate_block(&mut self, what: &str, second: Span, first: Span) {
        self.err(NameError::DuplicateBlock {
            block: what.to_string(),
            span: second,
            first,
        });
    }

    /// A file of nothing but blanks and comments: one message, not one per
    /// missing part.
    pub(super) fn empty_file(&mut self) {
        self.err(NameError::EmptyFile {
            span: first_token_span(self.src),
        });
    }

    /// Every `game "..."` line after the first.
    pub(super) fn titles(&mut self) {
        let ast = self.ast;
        for &extra in &ast.extra_titles {
            self.err(NameError::DuplicateTitle {
                span: extra,
                first: ast.title.as_ref().map(|(_, first)| *first),
            });
        }
        for r in ast.removes.iter().filter(|r| !r.found) {
            if ast.extends.is_none() {
                self.err(NameError::RemoveWithoutParent { span: r.span });
            } else {
                self.err(NameError::RemoveUnknown {
                    what: r.what.clone(),
                    name: r.name.text.clone(),
                    span: r.name.span,
                });
            }
        }
    }
}
