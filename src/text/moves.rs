//! Move notation: a move as text (`c3-d4`, `c3xe5xg7`, with the board's
//! numbers `11-15`, `11x18x25`; card moves `five a1-d1`, `discard five`),
//! and a typed text read back as one of the legal moves.

use crate::engine::{Move, MoveKind};
use crate::ir::{Code, Game, NO_CELL, Narrow};

/// Which cell names to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CellNames {
    /// Algebraic (`c3`).
    #[default]
    Algebraic,
    /// The board's numbers (`11`), where it has them.
    Numbers,
}

pub fn cell_name(game: &Game, cell: u8, names: CellNames) -> &str {
    match (names, &game.board.numbers) {
        (CellNames::Numbers, Some(ns)) => ns.get(cell as usize).map_or("?", String::as_str),
        _ => game
            .board
            .names
            .get(cell as usize)
            .map_or("?", String::as_str),
    }
}

/// A move as text: the start cell, then each landing, joined by `x` for a
/// capturing move and `-` otherwise; a promotion that is not forced by the
/// landing (a choice) would be written `=K`, never needed where the kind is
/// implied.
pub fn move_text(game: &Game, m: &Move, names: CellNames) -> String {
    if let Some(s) = super::race::race_text(m, &|c| cell_name(game, c, names).to_string()) {
        return s;
    }
    if m.card != 0
        && let Some(cards) = &game.cards
    {
        let name = &cards.kinds[m.card as usize - 1].name;
        if m.is_discard() {
            return format!("discard {name}");
        }
        if m.is_give() {
            return format!("give {name}");
        }
        let kind = &cards.kinds[m.card as usize - 1];
        if kind.only_use() {
            // The card's only use: its name says it all (`liga`, `twister`).
            return name.clone();
        }
        if m.is_skip() {
            return format!("{name} skip");
        }
        if m.is_swap() {
            return format!(
                "{name} {}<>{}",
                cell_name(game, m.from, names),
                cell_name(game, m.to, names)
            );
        }
        let plain = Move { card: 0, ..*m };
        return format!("{name} {}", move_text(game, &plain, names));
    }
    if m.is_end_turn() {
        // `pass if no moves`: the turn given up is a pass.
        return if (game.turn.pass || game.turn.pass_allowed) && !game.turn.multi {
            "pass".to_string()
        } else {
            "end".to_string()
        };
    }
    let removed = m.removed(&game.tables);
    if removed != NO_CELL {
        // The enemy piece removed after the move (`then remove`):
        // `a1-a4xd7`, `enter d2xb6`.
        let mut s = move_text(game, &plain_move(m), names);
        s.push('x');
        s.push_str(cell_name(game, removed, names));
        return s;
    }
    if m.is_enter() {
        if game.store_to_captor {
            // A drop from the hand names its kind: `N@f3`.
            return format!(
                "{}@{}",
                promotion_letter(game, m.piece),
                cell_name(game, m.to, names)
            );
        }
        return format!("enter {}", cell_name(game, m.to, names));
    }
    if m.is_sow() {
        // Sowing: the pit sown from says it all.
        return cell_name(game, m.from, names).to_string();
    }
    if m.is_bear_off() {
        return format!("off {}", cell_name(game, m.from, names));
    }
    if m.is_castle() {
        // Both relocations, the castling piece's first: `e1-g1&h1-f1`.
        return format!(
            "{}-{}&{}-{}",
            cell_name(game, m.from, names),
            cell_name(game, m.to, names),
            cell_name(game, m.path[1], names),
            cell_name(game, m.path[2], names)
        );
    }
    let sep = if m.is_capture() { "x" } else { "-" };
    let mut s = String::from(cell_name(game, m.from, names));
    for &c in m.landings() {
        s.push_str(sep);
        s.push_str(cell_name(game, c, names));
    }
    if m.lift > 1 {
        s.push_str(&format!("/{}", m.lift));
    }
    if game.tables.promotes_by_choice(m.piece, m.placed) {
        s.push('=');
        s.push_str(&promotion_letter(game, m.placed));
    }
    let shot = m.shot(&game.tables);
    if shot != NO_CELL {
        // The shot after the move (`then shoot`): `d1-d7/g7`.
        s.push('/');
        s.push_str(cell_name(game, shot, names));
    }
    s
}

/// A move as a player reads it: a castling as `O-O` (toward the higher
/// column) or `O-O-O`, any other move as [`move_text`] writes it.
pub fn display_text(game: &Game, m: &Move, names: CellNames) -> String {
    match super::san::castle_side(game, m) {
        Some(true) => "O-O".to_string(),
        Some(false) => "O-O-O".to_string(),
        None => move_text(game, m, names),
    }
}

/// The legal moves as written.
fn texts_of(game: &Game, legal: &[Move]) -> Vec<String> {
    legal
        .iter()
        .map(|m| move_text(game, m, CellNames::Algebraic))
        .collect()
}

/// The letter naming a kind in a promotion choice (`=L`): the upper case of
/// its first symbol.
fn promotion_letter(game: &Game, code: Code) -> String {
    game.kinds[game.code_kind[code as usize] as usize].symbols[0].to_uppercase()
}

/// Why a typed move was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("`{0}` is not a move: write cells joined by `-` or `x`, e.g. `c3-d4` or `c3xe5`")]
    Malformed(String),
    #[error("`{cell}` is not {}", if *unused { "one of the squares this board uses" } else { "a cell of this board" })]
    NoSuchCell { cell: String, unused: bool },
    /// `why`: what is wrong (`: no legal move lifts 2 pieces`), and a
    /// `did you mean` when a legal move is close; empty if nothing more is
    /// known. `legal`: every legal move.
    #[error("`{text}` is not a legal move here{why}; legal moves: {legal}")]
    Illegal {
        text: String,
        why: String,
        legal: String,
    },
    #[error("`{text}` could mean {options}; write the full path")]
    Ambiguous { text: String, options: String },
    #[error("the game is over: no move can be played")]
    GameOver,
}

/// A typed text that matches no legal move, found while reading it: the
/// error is written by [`parse_move`] against every legal move.
fn illegal(text: &str) -> MoveError {
    MoveError::Illegal {
        text: text.to_string(),
        why: String::new(),
        legal: String::new(),
    }
}

/// The error for a text `t` that matches none of the legal moves `legal`:
/// the game is over if there are none; otherwise what is wrong with the
/// text's suffix, the legal moves close to it, and every legal move.
fn no_match(game: &Game, legal: &[Move], t: &str) -> MoveError {
    if legal.is_empty() {
        return MoveError::GameOver;
    }
    let texts: Vec<String> = legal
        .iter()
        .map(|m| move_text(game, m, CellNames::Algebraic))
        .collect();
    let mut why = suffix_problem(game, legal, t);
    let close = match super::san::likely(game, legal, &texts, t) {
        Some(meant) => vec![
            texts
                .iter()
                .find(|x| **x == meant)
                .map_or("", String::as_str),
        ],
        None => close_moves(t, &texts),
    };
    if !close.is_empty() {
        let quoted: Vec<String> = close.iter().map(|c| format!("`{c}`")).collect();
        let list = match quoted.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => quoted.join(""),
        };
        why.push_str(&format!(" (did you mean {list}?)"));
    }
    MoveError::Illegal {
        text: t.to_string(),
        why,
        legal: texts.join(" "),
    }
}

/// What is wrong with the suffix of `t` (`/2`, `=Q`) whatever its path: no
/// legal move lifts that many pieces, or no legal move promotes to that
/// kind; empty if the suffix is not the problem.
fn suffix_problem(game: &Game, legal: &[Move], t: &str) -> String {
    let (path, promo) = match t.split_once('=') {
        Some((path, k)) => (path, Some(k.trim().to_uppercase())),
        None => (t, None),
    };
    if let Some(n) = path
        .split_once('/')
        .and_then(|(_, n)| n.trim().parse::<u8>().ok())
        && !legal.iter().any(|m| m.lift == n)
    {
        return format!(
            ": no legal move lifts {n} piece{}",
            if n == 1 { "" } else { "s" }
        );
    }
    let Some(k) = promo else {
        return String::new();
    };
    let mut choices: Vec<String> = legal
        .iter()
        .filter(|m| game.tables.promotes_by_choice(m.piece, m.placed))
        .map(|m| format!("={}", promotion_letter(game, m.placed)))
        .collect();
    choices.sort_unstable();
    choices.dedup();
    if choices.contains(&format!("={k}")) {
        String::new()
    } else if choices.is_empty() {
        format!(": no legal move promotes with a choice (`={k}`)")
    } else {
        format!(
            ": the promotion choices here are {}, not `={k}`",
            choices.join(" ")
        )
    }
}

/// The legal moves (as `texts`) close to a typed `t`: the same path with
/// another suffix or with one added (`c3-d4` for `c3-d4/2`, `e7-e8=L` for
/// `e7-e8`); else the one nearest in spelling, if near enough.
fn close_moves<'a>(t: &str, texts: &'a [String]) -> Vec<&'a str> {
    let base = t.split(['=', '/']).next().unwrap_or(t).trim();
    let same_path: Vec<&str> = texts
        .iter()
        .map(String::as_str)
        .filter(|m| {
            *m != t
                && m.strip_prefix(base)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(['=', '/']))
        })
        .collect();
    if !same_path.is_empty() {
        return same_path;
    }
    crate::diag::suggest(t, texts.iter().map(String::as_str))
        .into_iter()
        .collect()
}

/// Whether a name is a square of the grid that the board does not use
/// (e.g. a light square when only dark ones are used).
fn is_grid_square(game: &Game, name: &str) -> bool {
    let b = name.as_bytes();
    b.len() >= 2
        && b[0].is_ascii_lowercase()
        && (b[0] - b'a') < game.board.width
        && name[1..]
            .parse::<u8>()
            .is_ok_and(|r| r >= 1 && r <= game.board.height)
}

/// Finds the legal move a text means. The text names the start cell, the
/// destination, and optionally landings in between (any subsequence of the
/// path, as PDN allows `11x25` for `11x18x25`); `-` and `x` are both accepted
/// between cells.
///
/// A text that matches no legal move gets an error that lists every legal
/// move ([`MoveError::Illegal`]), or [`MoveError::GameOver`] if there is
/// none; a text that is no move at all (an unknown cell, no path) gets its
/// own error whatever the position.
pub fn parse_move(game: &Game, legal: &[Move], text: &str) -> Result<Move, MoveError> {
    let e = match parse_any(game, legal, text) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    // A chess player's notation (`Nf3`, `g1f3`, `O-O`), naming one move.
    if let Some(found) = super::san::candidates(game, legal, text) {
        match found[..] {
            [m] => return Ok(m),
            [_, _, ..] => {
                let options = found
                    .iter()
                    .map(|m| move_text(game, m, CellNames::Algebraic))
                    .collect::<Vec<_>>()
                    .join(" or ");
                return Err(MoveError::Ambiguous {
                    text: text.trim().to_string(),
                    options,
                });
            }
            [] => return Err(no_match(game, legal, text.trim())),
        }
    }
    match e {
        MoveError::Illegal { .. } | MoveError::GameOver => Err(no_match(game, legal, text.trim())),
        // Not a move as written, though one legal move is plainly meant.
        e => {
            let texts = texts_of(game, legal);
            match super::san::likely(game, legal, &texts, text) {
                Some(meant) => Err(MoveError::Illegal {
                    text: text.trim().to_string(),
                    why: format!(" (did you mean `{meant}`?)"),
                    legal: texts.join(" "),
                }),
                None => Err(e),
            }
        }
    }
}

/// [`parse_move`] without the final error: a text matching nothing is an
/// A move and the enemy piece removed after it (`a1-a4xd7`, `enter
/// d2xb6`): the move among those removing there, if any remove there.
/// A text without a removal names only moves that remove nothing.
fn parse_removal(game: &Game, legal: &[Move], t: &str) -> Option<Result<Move, MoveError>> {
    let t_ = &game.tables;
    if !legal.iter().any(|m| m.removed(t_) != NO_CELL) {
        return None;
    }
    let Some((head, at)) = t
        .rsplit_once('x')
        .and_then(|(h, tail)| Some((h, game.board.cell(tail.trim())?)))
    else {
        let plain: Vec<Move> = legal
            .iter()
            .filter(|m| m.removed(t_) == NO_CELL)
            .copied()
            .collect();
        return Some(parse_any(game, &plain, t));
    };
    let removing: Vec<Move> = legal
        .iter()
        .filter(|m| m.removed(&game.tables) == at)
        .copied()
        .collect();
    if removing.is_empty() {
        return Some(Err(illegal(t)));
    }
    let plain: Vec<Move> = removing.iter().map(plain_move).collect();
    let found = parse_any(game, &plain, head);
    Some(found.map(|p| {
        removing
            .iter()
            .zip(&plain)
            .find(|(_, q)| **q == p)
            .map_or(p, |(r, _)| *r)
    }))
}

/// The move without its removal (`then remove`): its removal cell cleared.
fn plain_move(m: &Move) -> Move {
    let mut p = *m;
    p.path[1] = NO_CELL;
    p
}

/// `Illegal` with no details yet.
fn parse_any(game: &Game, legal: &[Move], text: &str) -> Result<Move, MoveError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(MoveError::Malformed(text.to_string()));
    }
    let algebraic = |c| cell_name(game, c, CellNames::Algebraic).to_string();
    if let Some(found) = super::race::parse_race(game, legal, t, &algebraic) {
        return found.ok_or_else(|| illegal(t));
    }
    if let Some(found) = parse_card_move(game, legal, t) {
        return found;
    }
    if let Some(found) = parse_removal(game, legal, t) {
        return found;
    }
    if let Some(found) = parse_word_move(game, legal, t) {
        return found;
    }
    // A move and its shot (`d1-d7/g7`): the move among those shooting there.
    if let Some((head, tail)) = t.rsplit_once('/')
        && let Some(shot) = game.board.cell(tail.trim())
        && legal.iter().any(|m| m.shot(&game.tables) != NO_CELL)
    {
        let shooting: Vec<Move> = legal
            .iter()
            .filter(|m| m.shot(&game.tables) == shot)
            .copied()
            .collect();
        return parse_any(game, &shooting, head);
    }
    let (t, legal) = path_candidates(game, legal, t, text)?;
    let cells = path_cells(game, t, text)?;
    match_path(game, &legal, &cells, t)
}

/// The one legal move among `legal` that `is_it` accepts, or the error
/// that `t` matches nothing.
fn the_one(legal: &[Move], t: &str, is_it: impl Fn(&Move) -> bool) -> Result<Move, MoveError> {
    match legal.iter().find(|m| is_it(m)) {
        Some(m) => Ok(*m),
        None => Err(illegal(t)),
    }
}

/// A move naming a card (`five a1-d1`, `one enter a1`, `discard five`,
/// `give five`, `cheater a1<>c3`, `five skip`, `liga`); `None` if the text
/// names no card (or the game has none).
fn parse_card_move(game: &Game, legal: &[Move], t: &str) -> Option<Result<Move, MoveError>> {
    let cards = game.cards.as_ref()?;
    let (first, rest) = t.split_once(' ').unwrap_or((t, ""));
    let card_of = |w: &str| cards.kinds.iter().position(|k| k.name == w);
    if first == "discard" || first == "give" {
        let c = card_of(rest.trim());
        let give = first == "give";
        return Some(the_one(legal, t, |m| {
            (if give { m.is_give() } else { m.is_discard() })
                && Some(m.card as usize) == c.map(|c| c + 1)
        }));
    }
    let c = card_of(first)?;
    if let Some((a, b)) = rest.trim().split_once("<>") {
        let (a, b) = (game.board.cell(a.trim()), game.board.cell(b.trim()));
        return Some(the_one(legal, t, |m| {
            m.is_swap()
                && m.card as usize == c + 1
                && ((Some(m.from), Some(m.to)) == (a, b) || (Some(m.from), Some(m.to)) == (b, a))
        }));
    }
    if rest.trim() == "skip" {
        return Some(the_one(legal, t, |m| {
            m.is_skip() && m.card as usize == c + 1
        }));
    }
    if rest.trim().is_empty() && cards.kinds[c].only_use() {
        return Some(the_one(legal, t, |m| {
            m.card as usize == c + 1 && m.kind == MoveKind::Piece
        }));
    }
    let with: Vec<Move> = legal
        .iter()
        .filter(|m| m.card as usize == c + 1 && !m.is_discard() && !m.is_give())
        .map(|m| Move { card: 0, ..*m })
        .collect();
    if with.is_empty() {
        return Some(Err(illegal(t)));
    }
    let card: u8 = (c + 1).narrow();
    Some(parse_any(game, &with, rest).map(|m| Move { card, ..m }))
}

/// A move written as a word: `enter CELL`, `end`, `off CELL`; `None` for
/// any other text.
fn parse_word_move(game: &Game, legal: &[Move], t: &str) -> Option<Result<Move, MoveError>> {
    let cell_named = |cell: &str| {
        game.board.cell(cell).ok_or_else(|| MoveError::NoSuchCell {
            cell: cell.to_string(),
            unused: is_grid_square(game, cell),
        })
    };
    if game.sowing.is_some()
        && let Some(c) = game.board.cell(t.trim())
    {
        // Sowing: the pit sown from.
        return Some(the_one(legal, t, |m| m.is_sow() && m.from == c));
    }
    if game.store_to_captor
        && let Some((letter, cell)) = t.split_once('@')
    {
        // A drop from the hand: `N@f3`.
        return Some(cell_named(cell.trim()).and_then(|c| {
            the_one(legal, t, |m| {
                m.is_enter()
                    && m.to == c
                    && promotion_letter(game, m.piece).eq_ignore_ascii_case(letter.trim())
            })
        }));
    }
    if let Some(cell) = t.strip_prefix("enter ") {
        return Some(
            cell_named(cell.trim()).and_then(|c| the_one(legal, t, |m| m.is_enter() && m.to == c)),
        );
    }
    if t == "end" || t == "pass" {
        return Some(the_one(legal, t, Move::is_end_turn));
    }
    if let Some((a, b)) = t.split_once('&') {
        // A castling: `e1-g1&h1-f1`.
        let cells = path_cells(game, a.trim(), t).and_then(|x| {
            let y = path_cells(game, b.trim(), t)?;
            Ok([x, y])
        });
        return Some(cells.and_then(|[x, y]| {
            if x.len() != 2 || y.len() != 2 {
                return Err(MoveError::Malformed(t.to_string()));
            }
            the_one(legal, t, |m| {
                m.is_castle() && [m.from, m.to] == x[..] && [m.path[1], m.path[2]] == y[..]
            })
        }));
    }
    if let Some(cell) = t.strip_prefix("off ") {
        return Some(
            cell_named(cell.trim())
                .and_then(|c| the_one(legal, t, |m| m.is_bear_off() && m.from == c)),
        );
    }
    None
}

/// Reads the suffixes of a path (`=L`: the promotion chosen; `/2`: the
/// pieces lifted from a stack): the path without them, and the legal moves
/// that agree with them.
fn path_candidates<'t>(
    game: &Game,
    legal: &[Move],
    t: &'t str,
    text: &str,
) -> Result<(&'t str, Vec<Move>), MoveError> {
    // `e7-e8=L`: the promotion chosen.
    let (t, promo) = match t.split_once('=') {
        Some((path, k)) => (path.trim(), Some(k.trim().to_uppercase())),
        None => (t, None),
    };
    // `c3-d4/2`: the number of pieces lifted from a stack.
    let (t, lift) = match t.split_once('/') {
        Some((path, n)) => match n.trim().parse::<u8>() {
            Ok(n) if n >= 1 => (path.trim(), n),
            _ => return Err(MoveError::Malformed(text.to_string())),
        },
        None => (t, 1),
    };
    let legal: Vec<Move> = legal
        .iter()
        .filter(|m| m.lift == lift && !m.is_bear_off())
        .filter(|m| {
            let choice = game.tables.promotes_by_choice(m.piece, m.placed);
            match &promo {
                Some(k) => choice && promotion_letter(game, m.placed) == *k,
                None => !choice,
            }
        })
        .copied()
        .collect();
    Ok((t, legal))
}

/// The cells of a path `c3-d4`, `c3xe5xg7`, `11:18` (two or more).
fn path_cells(game: &Game, t: &str, text: &str) -> Result<Vec<u8>, MoveError> {
    let mut cells = Vec::new();
    for part in t.split(['-', 'x', 'X', ':']) {
        if part.is_empty() {
            return Err(MoveError::Malformed(text.to_string()));
        }
        match game.board.cell(part) {
            Some(c) => cells.push(c),
            None => {
                return Err(MoveError::NoSuchCell {
                    cell: part.to_string(),
                    unused: is_grid_square(game, part),
                });
            }
        }
    }
    if cells.len() < 2 {
        return Err(MoveError::Malformed(text.to_string()));
    }
    Ok(cells)
}

/// The legal move whose path the cells name: the whole path exactly, or
/// the start, the destination and some landings in between.
fn match_path(game: &Game, legal: &[Move], cells: &[u8], t: &str) -> Result<Move, MoveError> {
    let (first, rest) = cells.split_first().expect("two or more cells");
    // A text naming the whole path is exact, even where a shorter path is
    // a subsequence of a longer one.
    let exact: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from == *first && m.landings() == rest)
        .collect();
    if exact.len() == 1 {
        return Ok(*exact[0]);
    }
    let matches: Vec<&Move> = legal
        .iter()
        .filter(|m| {
            if m.from != *first || m.to != *rest.last().expect("non-empty") {
                return false;
            }
            // `rest` must be a subsequence of the landings.
            let mut it = m.landings().iter();
            rest.iter().all(|c| it.any(|l| l == c))
        })
        .collect();
    match matches.len() {
        1 => Ok(*matches[0]),
        0 => Err(illegal(t)),
        _ => {
            let options = matches
                .iter()
                .map(|m| move_text(game, m, CellNames::Algebraic))
                .collect::<Vec<_>>()
                .join(" or ");
            Err(MoveError::Ambiguous {
                text: t.to_string(),
                options,
            })
        }
    }
}

/// The legal moves from the path a text names (cells joined by `-` or `x`,
/// e.g. `a1xc3`), read as the beginning of a move: those whose whole path is
/// exactly these cells (they stop there), and those whose path starts with
/// them and goes on. The tests' `illegal stops after PATH` (docs/testing.md).
pub fn stops_after(
    game: &Game,
    legal: &[Move],
    text: &str,
) -> Result<(Vec<Move>, Vec<Move>), MoveError> {
    let cells = path_cells(game, text.trim(), text)?;
    let (first, rest) = cells.split_first().expect("two or more cells");
    let from_here = legal
        .iter()
        .filter(|m| m.kind == MoveKind::Piece && m.from == *first && !m.is_bear_off());
    let (stop, on): (Vec<Move>, Vec<Move>) = from_here
        .filter(|m| m.landings().starts_with(rest))
        .partition(|m| m.landings().len() == rest.len());
    Ok((stop, on))
}
