//! The notations a chess player types, read as a general rule for any game
//! on a grid (docs/language.md, "Moves as a player types them"):
//!
//! - castling: `O-O` (toward the higher column, the h-side in chess) and
//!   `O-O-O` (toward the lower), `0-0` too;
//! - coordinates without a separator (`g1f3`, `e7e8q`: the from cell, the
//!   to cell, and a promotion letter);
//! - a piece letter and a target cell (`Nf3`, `Nbd7`, `R1e2`, `Qxd5`), or a
//!   target alone (`e4`, `exd5`, `e8=Q`), which names, among several moves
//!   to the cell, those of the kind declared first (the pawn in chess).
//!
//! A check or comment mark (`+`, `#`, `!`, `?`) at the end is ignored. A
//! text is a move only when it names exactly one legal move; card moves are
//! never read this way. Moves are shown in these notations only for
//! castling (`display_text` in [`super::moves`]); every other move keeps
//! its cells.

use crate::engine::Move;
use crate::ir::Game;

/// Whether a castling goes toward the higher column (`O-O`); `None` if
/// the move is not a castling without a card. A castling along a column
/// goes by the rank.
pub(super) fn castle_side(game: &Game, m: &Move) -> Option<bool> {
    if !m.is_castle() || m.card != 0 {
        return None;
    }
    let (a, b) = (
        game.board.coords[m.from as usize],
        game.board.coords[m.to as usize],
    );
    Some(if a.0 == b.0 { b.1 > a.1 } else { b.0 > a.0 })
}

/// The legal moves a text names in these notations; `None` if it is in none
/// of them. The caller wants exactly one.
pub(super) fn candidates(game: &Game, legal: &[Move], text: &str) -> Option<Vec<Move>> {
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let plain: Vec<Move> = legal.iter().filter(|m| m.card == 0).copied().collect();
    match t {
        "O-O" | "0-0" | "o-o" => return Some(castlings(game, &plain, true)),
        "O-O-O" | "0-0-0" | "o-o-o" => return Some(castlings(game, &plain, false)),
        _ => {}
    }
    if t.is_empty() || t.contains([' ', '-', ':', '/', '&']) {
        return None;
    }
    coordinates(game, &plain, t).or_else(|| san(game, &plain, t))
}

fn castlings(game: &Game, legal: &[Move], high: bool) -> Vec<Move> {
    legal
        .iter()
        .filter(|m| castle_side(game, m) == Some(high))
        .copied()
        .collect()
}

/// Whether a move promotes by the player's choice to the kind whose letter
/// is `letter` (`None`: a move that does not choose a promotion).
fn promotes_to(game: &Game, m: &Move, letter: Option<char>) -> bool {
    let choice = game.tables.promotes_by_choice(m.piece, m.placed);
    match letter {
        None => !choice,
        Some(l) => choice && kind_has_letter(game, m.placed, l),
    }
}

fn kind_has_letter(game: &Game, code: crate::ir::Code, letter: char) -> bool {
    let kind = &game.kinds[game.code_kind[code as usize] as usize];
    kind.symbols.iter().any(|s| {
        let mut cs = s.chars();
        cs.next()
            .is_some_and(|c| c.eq_ignore_ascii_case(&letter) && cs.next().is_none())
    })
}

/// `g1f3`, `e7e8q`, `e1g1` (or `e1h1`, the king onto its rook, for a
/// castling): two algebraic cell names and a promotion letter.
fn coordinates(game: &Game, legal: &[Move], t: &str) -> Option<Vec<Move>> {
    let (path, letter) = match t.chars().last() {
        Some(c) if c.is_ascii_alphabetic() => (&t[..t.len() - 1], Some(c)),
        _ => (t, None),
    };
    for i in 2..path.len() {
        let (Some(a), Some(b)) = (
            path.get(..i).and_then(|x| algebraic(game, x)),
            path.get(i..).and_then(|x| algebraic(game, x)),
        ) else {
            continue;
        };
        return Some(
            legal
                .iter()
                .filter(|m| {
                    m.from == a
                        && (m.to == b || (m.is_castle() && m.path[1] == b))
                        && promotes_to(game, m, letter)
                })
                .copied()
                .collect(),
        );
    }
    None
}

/// A cell by its algebraic name (never by a number: `1115` is no pair).
fn algebraic(game: &Game, name: &str) -> Option<u8> {
    game.board
        .names
        .iter()
        .position(|n| n == name)
        .and_then(|i| u8::try_from(i).ok())
}

/// `Nf3`, `Nbd7`, `exd5`, `e8=Q`, `e8Q`, `e4`.
fn san(game: &Game, legal: &[Move], t: &str) -> Option<Vec<Move>> {
    let (body, letter) = match t.split_once('=') {
        Some((body, l)) => {
            let mut cs = l.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => (body, Some(c)),
                _ => return None,
            }
        }
        None => match t.chars().last() {
            Some(c) if c.is_ascii_uppercase() && t.len() > 2 => (&t[..t.len() - 1], Some(c)),
            _ => (t, None),
        },
    };
    // The target: the longest algebraic cell name ending the body.
    let (head, target) = (1..=body.len().min(4))
        .rev()
        .filter(|&k| body.is_char_boundary(body.len() - k))
        .find_map(|k| {
            let at = body.len() - k;
            algebraic(game, &body[at..]).map(|c| (&body[..at], c))
        })?;
    let (head, capture) = match head.strip_suffix(['x', ':']) {
        Some(h) => (h, true),
        None => (head, false),
    };
    // A piece letter (upper case), then what tells the from cell apart.
    let (kind_letter, from_part) = match head.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (Some(c), &head[1..]),
        _ => (None, head),
    };
    if !from_part.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let to_target: Vec<Move> = legal
        .iter()
        .filter(|m| {
            m.to == target
                && (!capture || m.is_capture())
                && promotes_to(game, m, letter)
                && kind_letter.is_none_or(|l| kind_has_letter(game, m.piece, l))
                && from_fits(game, m.from, from_part)
        })
        .copied()
        .collect();
    if kind_letter.is_some() || to_target.len() <= 1 {
        return Some(to_target);
    }
    // No letter: among several, the moves of the kind declared first.
    Some(
        to_target
            .into_iter()
            .filter(|m| game.code_kind[m.piece as usize] == 0)
            .collect(),
    )
}

/// Whether the from cell's name fits what tells it apart: its column
/// letters, its row digits, or its whole name (or nothing).
fn from_fits(game: &Game, from: u8, part: &str) -> bool {
    if part.is_empty() {
        return true;
    }
    let name = &game.board.names[from as usize];
    let column: String = name.chars().take_while(char::is_ascii_alphabetic).collect();
    let row = &name[column.len()..];
    name == part || column == part || row == part
}

/// What a text that names no legal move most likely meant: the one legal
/// move whose text starts with it (`thirteen enter` for `thirteen enter
/// i17`), or whose from and to cells are the cells it names in any order;
/// `None` unless exactly one fits.
/// `texts` are the legal moves as written, in the order of `legal`.
pub(super) fn likely(game: &Game, legal: &[Move], texts: &[String], text: &str) -> Option<String> {
    let t = text.trim().to_lowercase();
    if t.is_empty() {
        return None;
    }
    let by_prefix: Vec<&String> = texts
        .iter()
        .filter(|x| x.to_lowercase().starts_with(&t) && x.len() > t.len())
        .collect();
    if let [one] = by_prefix[..] {
        return Some(one.clone());
    }
    let mut named: Vec<u8> = t
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| game.board.cell(w))
        .collect();
    named.sort_unstable();
    named.dedup();
    if named.len() != 2 {
        return None;
    }
    let by_cells: Vec<usize> = (0..legal.len())
        .filter(|&i| {
            let mut cells = [legal[i].from, legal[i].to];
            cells.sort_unstable();
            cells[..] == named[..]
        })
        .collect();
    match by_cells[..] {
        [i] => Some(texts[i].clone()),
        _ => None,
    }
}
