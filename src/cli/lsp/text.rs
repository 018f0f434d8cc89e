//! A document's text as the protocol sees it: byte offsets to and from
//! (line, UTF-16 column) positions, and the words of the text (names and
//! keywords, outside comments and strings) with their byte ranges.

use lsp_types::{Position, Range};

/// One open document.
pub struct Doc {
    pub text: String,
    starts: Vec<usize>,
}

impl Doc {
    pub fn new(text: String) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Doc { text, starts }
    }

    /// The position of a byte offset.
    pub fn position(&self, offset: usize) -> Position {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset).max(1) - 1;
        let start = self.starts[line];
        let col: usize = self.text[start..floor(&self.text, offset)]
            .chars()
            .map(char::len_utf16)
            .sum();
        Position::new(to_u32(line), to_u32(col))
    }

    pub fn range(&self, start: usize, len: usize) -> Range {
        Range::new(self.position(start), self.position(start + len))
    }

    /// The byte offset of a position (clamped to the text).
    pub fn offset(&self, p: Position) -> usize {
        let Some(&start) = self.starts.get(p.line as usize) else {
            return self.text.len();
        };
        let mut units = 0;
        for (i, c) in self.text[start..].char_indices() {
            if units >= p.character as usize || c == '\n' {
                return start + i;
            }
            units += c.len_utf16();
        }
        self.text.len()
    }

    /// The whole text's range.
    pub fn all(&self) -> Range {
        Range::new(Position::new(0, 0), self.position(self.text.len()))
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn floor(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The words of a text (outside comments and strings): byte start and text.
pub fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut i = 0;
    let b = text.as_bytes();
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(b.len(), |n| i + n);
            }
            b'"' => {
                i = text[i + 1..]
                    .find(['"', '\n'])
                    .map_or(b.len(), |n| i + n + 2);
            }
            c if is_word(c as char) => {
                let end = text[i..].find(|c| !is_word(c)).map_or(b.len(), |n| i + n);
                out.push((i, &text[i..end]));
                i = end;
            }
            _ => i += 1,
        }
    }
    out
}

/// The word at (or just before) a byte offset.
pub fn word_at(text: &str, offset: usize) -> Option<(usize, &str)> {
    words(text)
        .into_iter()
        .find(|&(s, w)| s <= offset && offset <= s + w.len())
}
