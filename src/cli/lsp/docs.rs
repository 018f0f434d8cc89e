//! The language reference (docs/language.md, built in) cut into the
//! section about a keyword: the first heading that names it in backticks;
//! for a hover, only its summary (the heading, its example and the first
//! sentences of its text, without the "Used by" and "Checks" that follow).

const LANGUAGE: &str = include_str!("../../../docs/language.md");

/// The section of docs/language.md about a keyword, if one has it in its
/// heading (`### \`jump DIRS over COND ...\``).
pub fn section(word: &str) -> Option<&'static str> {
    let mut offset = 0;
    for line in LANGUAGE.split_inclusive('\n') {
        let head = line.trim_start_matches('#');
        if line.starts_with('#') && names(head, word) {
            let rest = &LANGUAGE[offset + line.len()..];
            let end = rest.find("\n#").map_or(rest.len(), |i| i + 1);
            return Some(&LANGUAGE[offset..offset + line.len() + end]);
        }
        offset += line.len();
    }
    None
}

/// Whether a heading shows the word as code: `` `word`` or `` `word ``.
fn names(head: &str, word: &str) -> bool {
    head.split('`').skip(1).step_by(2).any(|code| {
        code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .next()
            == Some(word)
    })
}

/// The summary of a keyword's section: the heading, the example right
/// after it, and the first paragraph of text up to its "Used by" or
/// "Checks".
pub fn summary(word: &str) -> Option<String> {
    let section = section(word)?;
    let mut out = String::new();
    let mut lines = section.lines().peekable();
    if let Some(head) = lines.next() {
        out.push_str(head);
        out.push('\n');
    }
    while lines.peek().is_some_and(|l| l.trim().is_empty()) {
        lines.next();
    }
    if lines.peek().is_some_and(|l| l.starts_with("```")) {
        for l in lines.by_ref() {
            out.push_str(l);
            out.push('\n');
            if l.starts_with("```") && out.matches("```").count() == 2 {
                break;
            }
        }
    }
    let mut text = String::new();
    for l in lines {
        if l.trim().is_empty() {
            if text.is_empty() {
                continue;
            }
            break;
        }
        if l.starts_with("```") || l.starts_with('|') {
            break;
        }
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(l.trim());
    }
    for stop in [" Used by", "Used by", " Checks:", "Checks:"] {
        if let Some(i) = text.find(stop) {
            text.truncate(i);
        }
    }
    let text = text.trim();
    if !text.is_empty() {
        out.push('\n');
        out.push_str(text);
        out.push('\n');
    }
    Some(out)
}
