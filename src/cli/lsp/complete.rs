//! Completion narrowed to what may stand at the cursor: at the top level
//! the words that start an item; in a block the words that start one of its
//! statements; inside a statement what its grammar (grammar/ludus.pest)
//! allows next: directions after `step`, targets after `to`, zones after
//! `within`, the modifiers of that kind of move after its target, and so on.
//! Where no rule below knows the place, every keyword and defined name is
//! offered, as before.

use lsp_types::{CompletionItem, CompletionItemKind, Position};

use super::names::{Def, defs};
use super::text::Doc;

/// The kind of block the cursor is in (by the word that opened it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Top,
    Piece,
    Card,
    /// `split N { ... }`, `for KIND { ... }` in a card.
    CardMoves,
    Players,
    Board,
    /// Blocks of one entry per player: `zone`, `branch`.
    PerPlayer,
    Setup,
    Rules,
    /// `on X enters Z { ... }`, `when C = N { ... }` in the rules.
    Effects,
    End,
    Turn,
    Cards,
    Other,
}

const PIECE_WORDS: &[&str] = &[
    "symbols", "glyphs", "step", "slide", "leap", "jump", "hop", "fly", "along", "enter", "castle",
    "promote", "bear", "royal", "neutral", "stored", "then", "quiet",
];
const CARD_MOVE_WORDS: &[&str] = &["step", "slide", "leap", "along", "enter"];
const CONDITION_WORDS: &[&str] = &[
    "not",
    "below",
    "in",
    "connected",
    "attacked",
    "line",
    "count",
    "height",
];

/// What the cursor's words allow: built-in words, and defined names of
/// these kinds (`zone`, `piece`, ... as in `names.rs`).
#[derive(Default)]
struct Offer {
    words: Vec<&'static str>,
    defined: Vec<&'static str>,
}

fn words(w: &[&'static str]) -> Option<Offer> {
    Some(Offer {
        words: w.to_vec(),
        defined: Vec::new(),
    })
}

fn defined(kinds: &[&'static str]) -> Option<Offer> {
    Some(Offer {
        words: Vec::new(),
        defined: kinds.to_vec(),
    })
}

fn directions() -> Option<Offer> {
    Some(Offer {
        words: ludus::syntax::builtin_directions().collect(),
        defined: vec!["directions"],
    })
}

fn targets() -> Option<Offer> {
    words(
        &ludus::ir::Target::NAMES
            .iter()
            .map(|t| t.0)
            .collect::<Vec<_>>(),
    )
}

/// The completion items at a position.
pub fn completion(doc: &Doc, at: Position) -> Vec<CompletionItem> {
    let offset = doc.offset(at);
    let Some((block, stmt)) = context(&doc.text[..offset]) else {
        return Vec::new(); // in a comment or a string
    };
    let all = defs(&doc.text);
    match offer(block, &stmt) {
        Some(o) => items(&o, &all),
        None => everything(&all),
    }
}

fn item(d: &Def) -> CompletionItem {
    CompletionItem {
        label: d.name.clone(),
        kind: Some(CompletionItemKind::VARIABLE),
        detail: Some(d.what.to_string()),
        ..CompletionItem::default()
    }
}

fn keyword(k: &str) -> CompletionItem {
    CompletionItem {
        label: k.to_string(),
        kind: Some(CompletionItemKind::KEYWORD),
        ..CompletionItem::default()
    }
}

fn items(o: &Offer, all: &[Def]) -> Vec<CompletionItem> {
    let mut out: Vec<CompletionItem> = all
        .iter()
        .filter(|d| o.defined.contains(&d.what))
        .map(item)
        .collect();
    out.extend(o.words.iter().map(|k| keyword(k)));
    out
}

const GRAMMAR: &str = include_str!("../../../grammar/ludus.pest");

/// Every keyword (the grammar's `kw_*` rules) and every defined name.
fn everything(all: &[Def]) -> Vec<CompletionItem> {
    let mut out: Vec<CompletionItem> = all.iter().map(item).collect();
    out.extend(
        GRAMMAR
            .lines()
            .filter(|l| l.starts_with("kw_"))
            .filter_map(|l| l.split('"').nth(1))
            .map(keyword),
    );
    out
}

/// The block the end of `text` is in and the words of its statement before
/// the cursor (words, and the signs `:` `,` `|` `(` `)` `=`), a word being
/// typed left out; `None` inside a comment or a string.
fn context(text: &str) -> Option<(Block, Vec<&str>)> {
    let mut stack = vec![Block::Top];
    let mut stmt: Vec<&str> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '/' if text[i..].starts_with("//") => match text[i..].find('\n') {
                Some(n) => {
                    while chars.peek().is_some_and(|&(j, _)| j < i + n) {
                        chars.next();
                    }
                }
                None => return None,
            },
            '"' => match text[i + 1..].find(['"', '\n']) {
                Some(n) if text[i + 1 + n..].starts_with('"') => {
                    while chars.peek().is_some_and(|&(j, _)| j <= i + 1 + n) {
                        chars.next();
                    }
                    stmt.push("\"\"");
                }
                _ => return None,
            },
            '{' => {
                let outer = *stack.last().unwrap_or(&Block::Top);
                stack.push(opened(outer, &stmt));
                stmt.clear();
            }
            '}' => {
                if stack.len() > 1 {
                    stack.pop();
                }
                stmt.clear();
            }
            '\n' => stmt.clear(),
            ':' | ',' | '|' | '(' | ')' | '=' => stmt.push(&text[i..i + 1]),
            c if c.is_ascii_alphanumeric() || c == '-' || c == '_' => {
                let end = text[i..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .map_or(text.len(), |n| i + n);
                while chars.peek().is_some_and(|&(j, _)| j < end) {
                    chars.next();
                }
                if end < text.len() {
                    stmt.push(&text[i..end]); // a word being typed is left out
                }
            }
            _ => {}
        }
    }
    Some((*stack.last().unwrap_or(&Block::Top), stmt))
}

/// The block a `{` opens, from the block it is in and the words before it.
fn opened(outer: Block, stmt: &[&str]) -> Block {
    let first = stmt.first().copied().unwrap_or("");
    match outer {
        Block::Top => match first {
            "piece" => Block::Piece,
            "card" => Block::Card,
            "players" | "sides" => Block::Players,
            "board" => Block::Board,
            "zone" | "branch" => Block::PerPlayer,
            "setup" => Block::Setup,
            "rules" => Block::Rules,
            "end" => Block::End,
            "turn" => Block::Turn,
            "cards" => Block::Cards,
            _ => Block::Other,
        },
        Block::Card if first == "split" || first == "for" => Block::CardMoves,
        Block::Rules if first == "on" || first == "when" => Block::Effects,
        _ => Block::Other,
    }
}

/// What may stand after the words `stmt` of a statement in `block`; `None`
/// where no rule knows the place.
fn offer(block: Block, stmt: &[&str]) -> Option<Offer> {
    let Some(&first) = stmt.first() else {
        return statement_starts(block);
    };
    match block {
        Block::Top => top(stmt),
        Block::Piece => piece(stmt),
        Block::Card | Block::CardMoves => match stmt.iter().position(|&w| w == ":") {
            Some(1) if stmt.len() == 2 => words(CARD_MOVE_WORDS),
            Some(1) => piece(&stmt[2..]),
            _ => None,
        },
        Block::Players => match stmt.last().copied() {
            Some("forward") => words(&["n", "ne", "e", "se", "s", "sw", "w", "nw"]),
            _ if stmt.len() == 1 => words(&["forward", "team"]),
            _ => words(&["team"]),
        },
        Block::Board => match (first, stmt.len()) {
            ("cells", 1) => words(&["dark", "light", "all"]),
            ("stacks", 1) => words(&["unlimited"]),
            ("numbers", 1) => words(&["by"]),
            _ => None,
        },
        Block::PerPlayer => None,
        Block::Setup if stmt.len() == 1 && first != "stack" => defined(&["piece"]),
        Block::Setup => None,
        Block::End => end(stmt),
        Block::Rules | Block::Effects | Block::Turn | Block::Cards | Block::Other => None,
    }
}

/// The words that start a statement of a block.
fn statement_starts(block: Block) -> Option<Offer> {
    match block {
        Block::Top => words(ludus::syntax::item_keywords()),
        Block::Piece => words(PIECE_WORDS),
        Block::Card => Some(Offer {
            words: vec![
                "copies", "split", "pass", "cancel", "play", "for", "skip", "swap",
            ],
            defined: vec!["piece"],
        }),
        Block::CardMoves => Some(Offer {
            words: vec!["stay"],
            defined: vec!["piece"],
        }),
        Block::Players => Some(Offer::default()),
        Block::Board => words(&["grid", "cells", "numbers", "stacks"]),
        Block::PerPlayer => defined(&["player"]),
        Block::Setup => Some(Offer {
            words: vec!["stack"],
            defined: vec!["player"],
        }),
        Block::Rules => words(&[
            "merge",
            "remove",
            "long",
            "mandatory",
            "steal",
            "on",
            "when",
            "control",
        ]),
        Block::Effects => words(&["add", "clear", "reset", "place", "turn"]),
        Block::End => words(&["score", "repetition", "plies", "no", "after"]),
        Block::Turn => words(&["actions", "at", "pass"]),
        Block::Cards => words(&["deal", "hands", "exchange", "announce"]),
        Block::Other => None,
    }
}

/// After the first words of a top-level item.
fn top(stmt: &[&str]) -> Option<Offer> {
    match (stmt[0], stmt.len(), stmt.last().copied()) {
        ("game", 2, _) => words(&["extends"]),
        ("track", 2, _) => words(&["loop"]),
        ("branch", 2, _) => words(&["from"]),
        ("branch", 3, _) => defined(&["track"]),
        ("directions", _, Some("=" | ",")) => directions(),
        ("zone" | "track", _, Some(":" | ",")) => words(&["rank", "file"]),
        _ => Some(Offer::default()), // a new name, or cells
    }
}

/// After the first words of an `end` rule.
fn end(stmt: &[&str]) -> Option<Offer> {
    match stmt.last().copied() {
        Some(":") => words(&["wins", "loses", "draw"]),
        Some("after") => words(&["move", "any"]),
        Some("any") => words(&["move"]),
        Some("move") if stmt[0] == "after" => words(CONDITION_WORDS),
        Some("no") => words(&["moves", "pieces"]),
        _ => None,
    }
}

/// After the first words of a piece's statement (a card's move too).
fn piece(stmt: &[&str]) -> Option<Offer> {
    let last = *stmt.last()?;
    if let Some(o) = condition(stmt, last) {
        return Some(o);
    }
    match last {
        "to" | "over" | "until" if stmt[0] != "castle" => return targets(),
        "onto" if stmt[0] != "enter" => return targets(),
        "within" | "avoiding" | "in" => return defined(&["zone"]),
        _ => {}
    }
    match stmt[0] {
        "step" | "slide" | "jump" | "hop" => moves(stmt, last),
        "leap" => match last {
            "leap" | "," => directions(),
            "by" => Some(Offer::default()),
            ")" => words(&["to"]),
            _ if stmt.len() == 2 => words(&["by"]),
            _ => words(&["to", "if"]),
        },
        "along" => along(stmt, last),
        "enter" => enter(last),
        "castle" => match last {
            "castle" | "," if !stmt.contains(&"with") => directions(),
            "with" => defined(&["piece"]),
            "to" | "," => defined(&["zone"]),
            _ if stmt.contains(&"with") => words(&["to"]),
            _ => words(&["with"]),
        },
        "promote" => match last {
            "promote" | "|" => defined(&["piece"]),
            "on" => defined(&["zone"]),
            "ends" => words(&["move"]),
            "at" => words(&["once"]),
            _ if stmt.contains(&"on") => words(&["ends", "at"]),
            _ => words(&["on"]),
        },
        "bear" if last == "bear" => words(&["off"]),
        "bear" if last == "off" => words(&["if"]),
        "stored" if last == "stored" => words(&["as"]),
        "stored" if last == "as" => defined(&["piece"]),
        _ => Some(Offer::default()),
    }
}

/// Inside the condition after `if`: what starts a condition after `if`,
/// `and`, `or`, `not`; `and`/`or` after a complete one.
fn condition(stmt: &[&str], last: &str) -> Option<Offer> {
    if !stmt.contains(&"if") {
        return None;
    }
    Some(match last {
        "if" | "and" | "or" | "not" => words(CONDITION_WORDS)?,
        "in" => defined(&["zone"])?,
        "below" => words(&["is"])?,
        "is" => defined(&["piece"])?,
        "(" => words(&["showing", "pieces", "off", "stored", "empty"])?,
        _ => words(&["and", "or"])?,
    })
}

/// `step|slide|jump DIRS (to|onto|over) TARGET MODIFIERS`.
fn moves(stmt: &[&str], last: &str) -> Option<Offer> {
    let kind = stmt[0];
    match last {
        "step" | "slide" | "jump" | "hop" | "," => directions(),
        "stopping" => words(&["in", "outside"]),
        "max" | "exactly" | "lift" | "at" | "passing" => Some(Offer::default()),
        _ if stmt.len() == 2 || stmt[stmt.len() - 2] == "," => match kind {
            "jump" | "hop" => words(&["over"]),
            _ => words(&["to", "onto"]),
        },
        _ => words(match kind {
            "step" => &["lift", "if"],
            "slide" => &[
                "max", "exactly", "within", "avoiding", "stopping", "if", "passing",
            ],
            "hop" => &["chained"],
            _ => &["long", "at", "chained", "flying", "max", "reversing"],
        }),
    }
}

/// `along TRACK DIRS (exactly N | max N)? (to|onto|until) TARGET ...`.
fn along(stmt: &[&str], last: &str) -> Option<Offer> {
    match last {
        "along" => defined(&["track"]),
        "," => directions(),
        "exactly" | "max" => Some(Offer::default()),
        _ if stmt.len() == 2 => directions(),
        _ if stmt.iter().any(|w| matches!(*w, "to" | "onto" | "until")) => {
            words(&["avoiding", "if"])
        }
        _ => words(&["exactly", "max", "to", "onto", "until"]),
    }
}

/// `enter (from STORE)? (onto ZONE)? (as KIND)? to TARGET ...`.
fn enter(last: &str) -> Option<Offer> {
    match last {
        "from" => defined(&["store"]),
        "onto" => defined(&["zone"]),
        "as" => defined(&["piece"]),
        "falling" | "flipping" => directions(),
        "enter" => words(&["from", "onto", "as", "to"]),
        _ => words(&["from", "onto", "as", "to", "falling", "flipping", "if"]),
    }
}
