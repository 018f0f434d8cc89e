//! Syntax error messages: what pest reports at the furthest position it
//! reached, said in the words of the language ("expected `:` or a name,
//! found `king`"), with a hint where a common slip is recognised.

use pest::error::{Error, ErrorVariant, InputLocation};

use super::Rule;
use super::errors::SyntaxError;
use super::misspelt;
use super::pairs::content_len;
use super::slips;
use super::words;
use crate::diag::{Diagnostic, Span};

fn describe_rule(rule: &Rule) -> String {
    let s = match rule {
        Rule::EOI => "the end of the file",
        Rule::name => "a name",
        Rule::int => "a number",
        Rule::string => "a quoted string",
        Rule::region | Rule::cell_ref => "a cell, `rank N` or `file X`",
        Rule::rank_part => "`rank N`",
        Rule::file_part => "`file X`",
        Rule::player_def => "a player name",
        Rule::forward_dir => "an absolute direction (n, ne, e, se, s, sw, w or nw)",
        Rule::name_list => "a list of names",
        Rule::chained => "`chained`",
        Rule::ends_move => "`ends move`",
        Rule::axis_order => "an order such as `rank up`",
        Rule::placement => "a placement such as `black man: c3`",
        Rule::zone_entry => "a player's part of the zone, such as `black: rank 8`",
        Rule::end_rule => "an end rule such as `no moves: loses`",
        Rule::mandatory_stmt => "`mandatory capture`",
        Rule::symbols_stmt => "`symbols`",
        Rule::step_stmt => "`step`",
        Rule::jump_stmt => "`jump`",
        Rule::hop_stmt => "`hop`",
        Rule::promote_stmt => "`promote`",
        Rule::grid_stmt => "`grid W x H`",
        Rule::cells_stmt => "`cells`",
        Rule::numbers_stmt => "`numbers by ...`",
        Rule::file | Rule::single_item | Rule::item => {
            return format!("a top-level item ({})", misspelt::item_list());
        }
        other => return rule_in_words(&format!("{other:?}")),
    };
    s.to_string()
}

/// A grammar rule without a description of its own, in the words of the
/// language (never the rule's internal name): `kw_deal` is `` `deal` ``,
/// `card_item` a `` `card` `` item, `deal_stmt` `` `deal` ``, `piece_stmt`
/// a line of a `` `piece` `` block.
fn rule_in_words(rule: &str) -> String {
    if let Some(kw) = rule.strip_prefix("kw_") {
        return format!("`{kw}`");
    }
    if let Some(item) = rule.strip_suffix("_item") {
        return format!("a `{item}` item");
    }
    if let Some(stmt) = rule.strip_suffix("_stmt") {
        return match stmt {
            "piece" | "board" | "turn" | "card" | "cards" => format!("a line of a `{stmt}` block"),
            "rule" => "a line of the `rules` block".to_string(),
            _ => format!("`{stmt}`"),
        };
    }
    if rule.ends_with("_cond") || rule.starts_with("cond") {
        return "a condition".to_string();
    }
    if rule.ends_with("_eff") || rule == "effect" {
        return "an effect".to_string();
    }
    if rule.ends_with("expr") {
        return "a number".to_string();
    }
    rule.replace('_', " ")
}

/// Describes a literal token pest expected, or `None` for tokens that are
/// noise in an error message (whitespace, comment starts, the inside of a
/// name).
fn describe_token(token: &str) -> Option<String> {
    // pest shows a character range as `a..z`.
    if token.len() == 4 && token.get(1..3) == Some("..") {
        return None;
    }
    match token {
        " " | "\t" | "\r" | "\n" | "//" | "-" | "_" => None,
        "\"" => Some("a quoted string".into()),
        t if t.chars().all(|c| c.is_ascii_alphabetic()) => Some(format!("`{t}`")),
        t if t.chars().all(|c| c.is_ascii_punctuation()) => Some(format!("`{t}`")),
        _ => None,
    }
}

/// Rules that name a single token (a word, a number, a keyword): worth
/// listing as "expected" even when literal tokens are known. Larger rules
/// (`placement`, `piece_item`) are listed only when nothing better is known.
fn is_token_rule(rule: &Rule) -> bool {
    matches!(rule, Rule::name | Rule::int | Rule::string | Rule::EOI)
        || format!("{rule:?}").starts_with("kw_")
}

/// A syntax error at the furthest position the parser reached, listing what
/// could have come there.
/// `base`: where `chunk` starts in `src` (a chunk that ends before `src`
/// does is one item, so its end is not the end of the file); `offset`:
/// where `src` starts in the source space of the spans.
pub(super) fn syntax_error(
    e: Error<Rule>,
    base: usize,
    chunk: &str,
    src: &str,
    offset: usize,
) -> Diagnostic {
    let in_chunk = base + chunk.len() < src.len();
    let (reached, expected) = expected_at(&e, in_chunk);
    let (pos, found) = found_at(chunk, reached);
    // At the start of a line: what starts a statement, not what would
    // have continued the line before.
    let expected = if chunk[..pos.min(chunk.len())]
        .trim_end_matches([' ', '\t'])
        .ends_with('\n')
    {
        slips::narrow(expected)
    } else {
        expected
    };
    let at = misspelt::At {
        chunk,
        reached,
        pos,
        found: &found,
        offset: offset + base,
    };
    let refined = misspelt::refine(&at, &expected);
    if !matches!(refined, Some(SyntaxError::UnterminatedString { .. }))
        && let Some(slip) = slips::slip(&at, &expected)
    {
        return slip.into();
    }
    if let Some(better) = refined {
        return better.into();
    }
    let span = Span::new(offset + base + pos, found.len());
    let expected_text = match expected.len() {
        0 => "something else".to_string(),
        1 => expected[0].clone(),
        _ => {
            let (last, head) = expected.split_last().expect("len >= 2");
            format!("{} or {}", head.join(", "), last)
        }
    };
    let found_text = if found.is_empty() {
        if in_chunk {
            "the next item"
        } else {
            "the end of the file"
        }
        .to_string()
    } else if found.trim().is_empty() {
        "a line break".to_string()
    } else {
        format!("`{}`", found.trim())
    };
    let help = match words::dir_alias(&found) {
        Some(short) if expected_text.contains("absolute direction") => {
            format!("directions are written n, ne, e, se, s, sw, w, nw; did you mean `{short}`?")
        }
        _ => "check the spelling and the punctuation here; `ludus check` reads the whole file, so fix errors from the top down".to_string(),
    };
    SyntaxError::Expected {
        expected: expected_text,
        found: found_text,
        span,
        help,
    }
    .into()
}

/// A rule the parser expected, in words; the end of input is the next item
/// when the text parsed is one item of a file.
fn describe_expected(rule: &Rule, in_chunk: bool) -> String {
    match rule {
        Rule::EOI if in_chunk => "a new item (`piece`, `zone`, ...)".to_string(),
        Rule::EOI => "the end of the file".to_string(),
        r => describe_rule(r),
    }
}

/// Where the error is (the furthest position reached) and what could have
/// come there, in words: literal tokens and single-token rules when known,
/// else the larger rules tried; keywords and punctuation first.
fn expected_at(e: &Error<Rule>, in_chunk: bool) -> (usize, Vec<String>) {
    let describe = |r: &Rule| describe_expected(r, in_chunk);
    let mut pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let mut expected: Vec<String> = Vec::new();
    if let Some(attempts) = e.parse_attempts() {
        let tokens: Vec<String> = attempts
            .expected_tokens()
            .iter()
            .filter_map(|t| describe_token(&t.to_string()))
            .collect();
        let stacks = attempts.call_stacks();
        let rules: Vec<Rule> = stacks
            .iter()
            .filter_map(|s| s.deepest.get_rule().copied())
            .collect();
        let small: Vec<String> = rules
            .iter()
            .filter(|r| is_token_rule(r))
            .map(&describe)
            .collect();
        if attempts.max_position >= pos && !(tokens.is_empty() && small.is_empty()) {
            pos = attempts.max_position;
            expected.extend(tokens);
            expected.extend(small);
        } else if attempts.max_position >= pos && !rules.is_empty() {
            pos = attempts.max_position;
            expected.extend(rules.iter().map(&describe));
        }
    }
    if expected.is_empty() {
        expected = match &e.variant {
            ErrorVariant::ParsingError { positives, .. } => {
                positives.iter().map(&describe).collect()
            }
            ErrorVariant::CustomError { message } => vec![message.clone()],
        };
    }
    // Keywords and punctuation first, then the kinds of token.
    expected.sort_by_key(|w| (!w.starts_with('`'), w.clone()));
    expected.dedup();
    // A name is any word: keywords in the list are then redundant.
    if expected.iter().any(|w| w == "a name") {
        expected.retain(|w| {
            !(w.starts_with('`')
                && w[1..].starts_with(|c: char| c.is_ascii_alphabetic())
                && w != "`x`")
        });
    }
    (pos, expected)
}

/// Where to point in `chunk` for an error at `pos`, and the word found
/// there (or its one character; empty at the end).
fn found_at(chunk: &str, pos: usize) -> (usize, String) {
    let mut pos = pos.min(chunk.len());
    // Nothing but blanks and comments left: point just after the last
    // token, on its line, rather than at the next item.
    if content_len(&chunk[pos..]) == 0 {
        pos = content_len(&chunk[..pos]);
    }
    // Point at the word found there (or one character).
    let rest = chunk.get(pos..).unwrap_or("");
    let found: String = if content_len(rest) == 0 {
        String::new()
    } else if rest.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect()
    } else {
        rest.chars().next().map(String::from).unwrap_or_default()
    };
    (pos, found)
}
