//! Diagnostics: one value type for every problem found before the engine runs
//! (syntax, names, kinds, board facts), rendered by miette with the source
//! line, underlined spans, labels and help.
//!
//! Each stage describes its problems as data: one enum per stage
//! (`syntax::SyntaxError`, `source::ExtendsError`, the `check` errors by area,
//! `check::LintWarning`), defined through the `diagnostics!` macro
//! with thiserror and miette derives, whose variants carry the code, the
//! message, the labelled spans and the help. Each converts to the one value
//! type [`Diagnostic`] ([`Diagnostic::from_miette`]) that the rest of the
//! pipeline renders, localizes and serialises.

use std::fmt;
use std::sync::Arc;

use miette::{LabeledSpan, NamedSource, Severity, SourceSpan};

/// A byte range in a source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub len: usize,
}

impl Span {
    pub fn new(start: usize, len: usize) -> Self {
        Span { start, len }
    }
}

impl From<Span> for SourceSpan {
    fn from(s: Span) -> Self {
        SourceSpan::new(s.start.into(), s.len)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub text: String,
    pub primary: bool,
}

/// One problem in a rule file.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// A stable code such as `ludus::unknown-name`.
    pub code: &'static str,
    pub severity: Severity,
    pub message: String,
    pub labels: Vec<Label>,
    pub help: Option<String>,
    /// The file it refers to, attached by [`Diagnostic::with_source`].
    pub source: Option<Arc<NamedSource<String>>>,
}

impl Diagnostic {
    /// The value of a diagnostic described by miette's trait (a variant of a
    /// stage's enum), its code given as `code`: the message is its
    /// `Display`, the severity an error unless it says otherwise, the help
    /// its help. Of its labels the first is the primary one, unless one is
    /// marked primary; the others are related places, in order.
    pub fn from_miette(d: &dyn miette::Diagnostic, code: &'static str) -> Self {
        let spans: Vec<LabeledSpan> = d.labels().map(Iterator::collect).unwrap_or_default();
        let marked = spans.iter().position(LabeledSpan::primary);
        let labels = spans
            .iter()
            .enumerate()
            .map(|(i, l)| Label {
                span: Span::new(l.offset(), l.len()),
                text: cut_quoted(l.label().unwrap_or_default()),
                primary: i == marked.unwrap_or(0),
            })
            .collect();
        Diagnostic {
            code,
            severity: d.severity().unwrap_or(Severity::Error),
            message: cut_quoted(&d.to_string()),
            labels,
            help: d.help().map(|h| cut_quoted(&h.to_string())),
            source: None,
        }
    }

    /// Whether this is an error (a warning does not stop compilation).
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `"error"`, `"warning"` or `"advice"`, for JSON output.
    pub fn severity_name(&self) -> &'static str {
        match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Advice => "advice",
        }
    }

    pub fn with_source(mut self, source: Arc<NamedSource<String>>) -> Self {
        self.source = Some(source);
        self
    }

    /// The primary span, if any.
    pub fn primary_span(&self) -> Option<Span> {
        self.labels.iter().find(|l| l.primary).map(|l| l.span)
    }

    /// The diagnostic as it can be rendered: with its source snippet, unless
    /// a labelled line is too long to show (miette cannot draw columns past
    /// 65,535), in which case the position is given in the message instead.
    pub fn renderable(&self) -> Diagnostic {
        const LONGEST_LINE: usize = 4096;
        let Some(src) = self.source.as_ref() else {
            return self.clone();
        };
        let text = src.inner();
        let too_long = self.labels.iter().any(|l| {
            let start = l.span.start.min(text.len());
            let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
            line_end - line_start > LONGEST_LINE
        });
        if !too_long {
            return self.clone();
        }
        let mut d = self.clone();
        if let Some(span) = self.primary_span() {
            let start = span.start.min(text.len());
            let line = text[..start].matches('\n').count() + 1;
            let column = start - text[..start].rfind('\n').map_or(0, |i| i + 1) + 1;
            d.message = format!(
                "{} (at line {line}, column {column}; the line is too long to show)",
                d.message
            );
        }
        d.source = None;
        d.labels.clear();
        d
    }

    /// As miette's installed handler draws it (colour and width of the
    /// terminal), never wrapping a line inside a short quoted phrase.
    pub fn report_text(&self) -> String {
        let this = self.renderable().glued();
        format!("{:?}", miette::Report::new(this)).replace(GLUE, " ")
    }

    /// The texts with the blanks of each short phrase between backticks
    /// made [`GLUE`], which no wrapping breaks (put back after rendering).
    fn glued(mut self) -> Diagnostic {
        self.message = glue_quoted(&self.message);
        self.help = self.help.map(|h| glue_quoted(&h));
        for l in &mut self.labels {
            l.text = glue_quoted(&l.text);
        }
        self
    }

    /// Renders with miette's graphical handler, without colour (stable for
    /// snapshots and pipes).
    pub fn render_plain(&self) -> String {
        let this = self.renderable().glued();
        let this = &this;
        let mut out = String::new();
        let handler =
            miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
                .with_width(100);
        if handler.render_report(&mut out, this).is_err() {
            out = format!("{this}");
        }
        out.replace(GLUE, " ")
    }
}

/// A blank that text wrapping does not break at (a no-break space).
const GLUE: char = '\u{a0}';

/// The longest phrase between backticks kept on one line.
const GLUED_LONGEST: usize = 60;

/// `text` with the blanks inside each phrase between backticks of at most
/// [`GLUED_LONGEST`] characters made [`GLUE`].
pub fn glue_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut parts = text.split('`');
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    let rest: Vec<&str> = parts.collect();
    for (i, part) in rest.iter().enumerate() {
        out.push('`');
        // Odd parts (counting from 0 after the first) are quoted, if closed.
        let quoted = i % 2 == 0 && i + 1 < rest.len();
        if quoted && part.chars().count() <= GLUED_LONGEST {
            out.push_str(&part.replace(' ', &GLUE.to_string()));
        } else {
            out.push_str(part);
        }
    }
    out
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Diagnostic {}

impl miette::Diagnostic for Diagnostic {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.code))
    }

    fn severity(&self) -> Option<Severity> {
        Some(self.severity)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h.clone()) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.source.as_deref().map(|s| s as &dyn miette::SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            return None;
        }
        Some(Box::new(self.labels.iter().map(|l| {
            if l.primary {
                LabeledSpan::new_primary_with_span(Some(l.text.clone()), l.span)
            } else {
                LabeledSpan::new_with_span(Some(l.text.clone()), l.span)
            }
        })))
    }
}

/// Defines a stage's diagnostic enum: each variant with a doc comment, its
/// `#[error("message")]`, then `#[diagnostic(code(CODE), ...)]` (the code a string literal,
/// first), then its fields with their `#[label]`s and `#[help]`. Besides the
/// enum (deriving `Debug`, `thiserror::Error` and `miette::Diagnostic`) it
/// defines `CODES`, every code of the enum in order, `code_str`, the code of
/// a value, and the conversion to [`Diagnostic`].
macro_rules! diagnostics {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[doc = $doc:literal])*
                #[error($($msg:tt)*)]
                #[diagnostic(code($code:literal) $($diag:tt)*)]
                $variant:ident $({ $($fields:tt)* })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, thiserror::Error, miette::Diagnostic)]
        $vis enum $name {
            $(
                $(#[doc = $doc])*
                #[error($($msg)*)]
                #[diagnostic(code($code) $($diag)*)]
                $variant $({ $($fields)* })?
            ),*
        }

        impl $name {
            /// Every code of this enum, in the order of its variants.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// The code of this diagnostic, such as `ludus::syntax`.
            pub fn code_str(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $code),*
                }
            }
        }

        impl From<$name> for $crate::diag::Diagnostic {
            fn from(e: $name) -> Self {
                $crate::diag::Diagnostic::from_miette(&e, e.code_str())
            }
        }
    };
}
pub(crate) use diagnostics;

/// Edit distance with transpositions (optimal string alignment), for "did
/// you mean" suggestions: `kign` is one edit from `king`.
pub fn levenshtein(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

/// The longest word [`suggest`] looks at: no name of a game or keyword is
/// near this long, and the edit distance costs the product of the lengths.
pub const SUGGEST_LONGEST: usize = 64;

/// The closest candidate to `word`, if it is close enough to be a likely
/// typo (at most a third of its characters to edit, at least one). A word
/// over [`SUGGEST_LONGEST`] characters gets no suggestion, and a candidate
/// whose length differs by more than the edits allowed is skipped without
/// computing its distance (the distance is at least the difference), so
/// the cost is bounded whatever the input.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    if word.len() > SUGGEST_LONGEST * 4 {
        return None;
    }
    let chars = word.chars().count();
    if chars > SUGGEST_LONGEST {
        return None;
    }
    let limit = (chars / 3).max(1);
    candidates
        .into_iter()
        .filter(|c| c.len() <= SUGGEST_LONGEST * 4 && c.chars().count().abs_diff(chars) <= limit)
        .map(|c| (levenshtein(word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// The most characters a diagnostic quotes of a token (between backticks).
pub const QUOTED_LONGEST: usize = 80;

/// `text` with every token quoted between backticks cut to
/// [`QUOTED_LONGEST`] characters (the last one `…`), so that a diagnostic
/// about a huge word does not repeat it.
pub fn cut_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        out.push_str(&rest[..=open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('`') else {
            rest = after;
            break;
        };
        let quoted = &after[..close];
        if quoted.chars().count() > QUOTED_LONGEST {
            out.extend(quoted.chars().take(QUOTED_LONGEST - 1));
            out.push('…');
        } else {
            out.push_str(quoted);
        }
        out.push('`');
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    diagnostics! {
        enum Sample {
            #[error("`{name}` twice")]
            #[diagnostic(code("sample::twice"), help("rename `{name}`"))]
            Twice {
                name: String,
                #[label("again")] span: Span,
                #[label("first")] first: Span,
            },
            #[error("odd")]
            #[diagnostic(code("sample::odd"), severity(Warning))]
            Odd {
                #[label("seen")] seen: Span,
                #[label(primary, "here")] span: Span,
                #[label(collection, "also")] also: Vec<Span>,
            },
        }
    }

    #[test]
    fn a_variant_becomes_a_diagnostic() {
        assert_eq!(Sample::CODES, ["sample::twice", "sample::odd"]);
        let d = Diagnostic::from(Sample::Twice {
            name: "king".into(),
            span: Span::new(10, 4),
            first: Span::new(2, 4),
        });
        assert_eq!((d.code, d.severity), ("sample::twice", Severity::Error));
        assert_eq!(d.message, "`king` twice");
        assert_eq!(d.help.as_deref(), Some("rename `king`"));
        let label = |start, text: &str, primary| Label {
            span: Span::new(start, 1),
            text: text.into(),
            primary,
        };
        assert_eq!(
            d.labels,
            [
                Label {
                    span: Span::new(10, 4),
                    ..label(0, "again", true)
                },
                Label {
                    span: Span::new(2, 4),
                    ..label(0, "first", false)
                },
            ]
        );
        let d = Diagnostic::from(Sample::Odd {
            seen: Span::new(1, 1),
            span: Span::new(3, 1),
            also: vec![Span::new(5, 1)],
        });
        assert_eq!(
            (d.code, d.severity, d.help),
            ("sample::odd", Severity::Warning, None)
        );
        assert_eq!(
            d.labels,
            [
                label(1, "seen", false),
                label(3, "here", true),
                label(5, "also", false)
            ]
        );
    }

    #[test]
    fn suggests_close_names_only() {
        assert_eq!(suggest("kign", ["king", "man"]), Some("king"));
        assert_eq!(suggest("queen", ["king", "man"]), None);
        assert_eq!(levenshtein("kitten", "sitting"), 3);
        assert_eq!(levenshtein("kign", "king"), 1);
    }

    #[test]
    fn long_words_get_no_suggestion_and_far_lengths_are_skipped() {
        // A word of 65 characters one edit from a candidate: no suggestion
        // (the distance is never computed); 64 still gets one.
        let long = "k".repeat(65);
        let typo = format!("{}x", "k".repeat(64));
        assert_eq!(suggest(&long, [typo.as_str()]), None);
        let ok = "k".repeat(64);
        let near = format!("{}x", "k".repeat(63));
        assert_eq!(suggest(&ok, [near.as_str()]), Some(near.as_str()));
        assert_eq!(suggest("kign", ["kingdom", "king"]), Some("king"));
    }

    #[test]
    fn short_quoted_phrases_are_glued() {
        assert_eq!(
            glue_quoted("an end rule such as `no moves: loses` here"),
            "an end rule such as `no\u{a0}moves:\u{a0}loses` here"
        );
        let long = format!("`{}`", "a ".repeat(40));
        assert_eq!(glue_quoted(&long), long);
        assert_eq!(glue_quoted("a `b c"), "a `b c");
    }

    #[test]
    fn quoted_tokens_are_cut() {
        let word = "w".repeat(1000);
        let cut = cut_quoted(&format!("found `{word}`, expected `man`"));
        assert_eq!(cut, format!("found `{}…`, expected `man`", "w".repeat(79)));
        assert_eq!(cut_quoted("a `b` and `c"), "a `b` and `c");
    }
}
