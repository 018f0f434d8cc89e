//! One block form: a line is cut after a `{` that code follows, before a
//! `}` that code precedes, and before every item or statement that does
//! not start it (`zone z { white: g1  black: g8 }` becomes four lines). A
//! line's comment stays with the last of its pieces that is not a lone `}`.

use super::lex::Line;

/// The lines of `lines` cut into one statement each; `starts` are the
/// byte offsets (in `src`) at which items and statements start, sorted.
pub fn split<'a>(src: &'a str, lines: Vec<Line<'a>>, starts: &[usize]) -> Vec<Line<'a>> {
    let base = src.as_ptr() as usize;
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        let at = |i: usize| line.tokens[i].text.as_ptr() as usize - base;
        let cuts: Vec<usize> = (1..line.tokens.len())
            .filter(|&i| {
                line.tokens[i - 1].text == "{"
                    || line.tokens[i].text == "}"
                    || starts.binary_search(&at(i)).is_ok()
            })
            .collect();
        if cuts.is_empty() {
            out.push(line);
            continue;
        }
        let mut pieces: Vec<Line<'a>> = Vec::with_capacity(cuts.len() + 1);
        let mut from = 0;
        for &c in cuts.iter().chain(std::iter::once(&line.tokens.len())) {
            pieces.push(Line {
                tokens: line.tokens[from..c].to_vec(),
                comment: None,
            });
            from = c;
        }
        if let Some((text, _)) = line.comment {
            let keep = pieces
                .iter()
                .rposition(|p| p.tokens.first().is_some_and(|t| t.text != "}"))
                .unwrap_or(pieces.len() - 1);
            // Its column belonged to the line as written: one space now.
            pieces[keep].comment = Some((text, 0));
        }
        out.extend(pieces);
    }
    out
}
