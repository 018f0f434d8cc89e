//! The tokens of a rule file as the formatter sees them, line by line:
//! words (names, keywords, numbers), strings, punctuation, and the comment
//! that may end a line. Every character of a file that parses is in one
//! token, a gap of blanks, or a line break: nothing is dropped.

/// One token of a line, with the blanks written before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub kind: Kind,
    /// The number of columns of blank before the token on its line.
    pub gap: usize,
}

/// What a token is, as far as spacing goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Word,
    Str,
    Punct,
}

/// One line of the file: its tokens, and the comment that ends it with the
/// column the comment started at.
#[derive(Clone, Debug, Default)]
pub struct Line<'a> {
    pub tokens: Vec<Token<'a>>,
    pub comment: Option<(&'a str, usize)>,
}

impl Line<'_> {
    /// A line with neither code nor comment.
    pub fn is_blank(&self) -> bool {
        self.tokens.is_empty() && self.comment.is_none()
    }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The punctuation of the language, longest first.
const PUNCT: [&str; 14] = [
    "..", "<=", ">=", "!=", "{", "}", "(", ")", ",", ":", "=", "|", "<", ">",
];

/// Splits a text into lines of tokens.
pub fn lines(src: &str) -> Vec<Line<'_>> {
    src.split('\n').map(line).collect()
}

fn line(text: &str) -> Line<'_> {
    let mut out = Line::default();
    let mut rest = text;
    let mut col = 0;
    loop {
        let trimmed = rest.trim_start_matches([' ', '\t', '\r']);
        let gap = rest.len() - trimmed.len();
        col += gap;
        rest = trimmed;
        if rest.is_empty() {
            return out;
        }
        if rest.starts_with("//") {
            out.comment = Some((rest.trim_end(), col));
            return out;
        }
        let (len, kind) = token_len(rest);
        out.tokens.push(Token {
            text: &rest[..len],
            kind,
            gap,
        });
        col += rest[..len].chars().count();
        rest = &rest[len..];
    }
}

/// The length in bytes of the token that starts `s`, and its kind.
fn token_len(s: &str) -> (usize, Kind) {
    let first = s.chars().next().unwrap_or(' ');
    if first == '"' {
        let end = s[1..].find('"').map_or(s.len(), |i| i + 2);
        return (end, Kind::Str);
    }
    if is_word_char(first) {
        let end = s.find(|c| !is_word_char(c)).unwrap_or(s.len());
        return (end, Kind::Word);
    }
    for p in PUNCT {
        if s.starts_with(p) {
            return (p.len(), Kind::Punct);
        }
    }
    // Anything else (not in a file that parses): one character, kept.
    (first.len_utf8(), Kind::Punct)
}
