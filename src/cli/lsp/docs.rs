//! The language reference (docs/language.md, built in) cut into the
//! section about a keyword: the first heading that names it in backticks.

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
