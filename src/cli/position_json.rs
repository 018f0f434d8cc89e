//! The JSON form of a position: what `ludus position --json` prints and
//! `--position-json FILE|TEXT` reads back. It is the position text split
//! into its parts, with the pieces by cell for machines:
//!
//! ```json
//! {"position": "white king: e1  black king: e8  turn white",
//!  "hash": "…", "turn": "white",
//!  "pieces": {"e1": "white king", "e8": "black king", "c3": "red checker, ball"},
//!  "entries": ["moved: e1", "plies 4 since 0"]}
//! ```
//!
//! Read back, `position` is the whole state and wins; without it, the
//! position is `pieces` (a stack bottom first, its pieces separated by
//! commas), then `entries` (any entries of a position text other than
//! placements), then `turn`.

use ludus::notation;
use ludus::{Game, State};
use serde_json::{Value, json};

/// The JSON form of `state`.
pub fn to_json(game: &Game, state: &State) -> Value {
    let text = notation::position_text(game, state);
    let mut pieces = serde_json::Map::new();
    for c in 0..game.board.cells() {
        let cell: u8 = u8::try_from(c).unwrap_or(u8::MAX);
        let stack = state.stack(cell);
        if stack.is_empty() {
            continue;
        }
        let names: Vec<String> = stack.iter().map(|&code| piece(game, code)).collect();
        pieces.insert(game.board.names[c].clone(), Value::String(names.join(", ")));
    }
    let entries: Vec<String> = notation::position_parts(game, state)
        .into_iter()
        .filter(|p| !on_board(game, p) && !p.starts_with("turn "))
        .collect();
    json!({
        "position": text,
        "hash": format!("{:016x}", state.hash),
        "turn": game.players[usize::from(state.to_move)],
        "pieces": pieces,
        "entries": entries,
    })
}

/// A piece in words: `white king`, or a neutral kind alone (`ball`).
fn piece(game: &Game, code: u8) -> String {
    let kind = &game.kinds[usize::from(game.code_kind[usize::from(code)])];
    match game
        .players
        .get(usize::from(game.code_owner[usize::from(code)]))
    {
        Some(p) if !kind.neutral => format!("{p} {}", kind.name),
        _ => kind.name.clone(),
    }
}

/// Whether an entry of a position text places pieces on the board (what
/// `pieces` says): a stack, or `PLAYER KIND: CELLS` (not a store's count).
fn on_board(game: &Game, part: &str) -> bool {
    if part.starts_with("stack ") {
        return true;
    }
    let Some((head, rest)) = part.split_once(": ") else {
        return false;
    };
    let mut w = head.split(' ');
    match (w.next(), w.next(), w.next()) {
        (Some(p), Some(k), None) => {
            game.player(p).is_some() && game.kind(k).is_some() && !rest.contains(" in ")
        }
        _ => false,
    }
}

/// The position a `--position-json` argument gives: a JSON text (it starts
/// with `{`) or the path of a file holding one.
pub fn read(game: &Game, arg: &str) -> Result<State, String> {
    let text = if arg.trim_start().starts_with('{') {
        arg.to_string()
    } else {
        ludus::limits::read_text(std::path::Path::new(arg), ludus::limits::POSITION as u64)
            .map_err(|e| format!("cannot read {arg}: {e}"))?
    };
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
    let position = from_json(&v)?;
    notation::parse_position(game, &position)
}

/// The position text a JSON form stands for.
fn from_json(v: &Value) -> Result<String, String> {
    let obj = v
        .as_object()
        .ok_or("a JSON position is an object: {\"position\": TEXT} or {\"pieces\": {CELL: PIECE}, \"turn\": PLAYER}")?;
    if let Some(p) = obj.get("position") {
        return p
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| "\"position\" must be a string".to_string());
    }
    let mut parts = Vec::new();
    if let Some(pieces) = obj.get("pieces") {
        let pieces = pieces
            .as_object()
            .ok_or("\"pieces\" must be an object: {CELL: PIECE}")?;
        for (cell, what) in pieces {
            let what = what
                .as_str()
                .ok_or_else(|| format!("\"pieces\": the piece on {cell} must be a string"))?;
            let names: Vec<&str> = what.split(',').map(str::trim).collect();
            match names.as_slice() {
                [one] if one.contains(' ') => {
                    let (pl, kind) = one.split_once(' ').unwrap_or_default();
                    parts.push(format!("{pl} {kind}: {cell}"));
                }
                _ => parts.push(format!("stack {cell}: {what}")),
            }
        }
    }
    if let Some(entries) = obj.get("entries") {
        let entries = entries
            .as_array()
            .ok_or("\"entries\" must be a list of strings")?;
        for e in entries {
            parts.push(
                e.as_str()
                    .ok_or("\"entries\" must be a list of strings")?
                    .to_string(),
            );
        }
    }
    if let Some(t) = obj.get("turn") {
        let t = t.as_str().ok_or("\"turn\" must be a player's name")?;
        parts.push(format!("turn {t}"));
    }
    Ok(parts.join("  "))
}
