//! Board diagrams: the board as plain text (rank numbers on the left, file
//! letters below), then the lines of state that a board does not show:
//! stacks, pieces borne off, counters, stores, hands, a turn in progress.

use std::fmt::Write;

use super::hands::hands_text;
use crate::engine::State;
use crate::ir::{Game, NO_BEAR, NO_CELL, Narrow};

/// A plain-text board diagram: rank numbers on the left, file letters
/// below, `.` for an empty cell, a blank for a square the board does not use;
/// on a hex board each rank is set half a cell right of the one below.
pub fn diagram(game: &Game, state: &State) -> String {
    diagram_for(game, state, Some(state.chooser()))
}

/// The diagram as seat `seat` may see it: hidden hands other than its own
/// (and those of the other seats its side plays, see `sides`) show only
/// their sizes. `None`: everything (a spectator of a game with no
/// secrets, or a review); `Some(NOBODY)` hides every hidden hand.
pub fn diagram_for(game: &Game, state: &State, seat: Option<u8>) -> String {
    if game.sowing.is_some() {
        return super::seeds::diagram(game, state);
    }
    if game.race.is_some() {
        return super::race::diagram(game, state);
    }
    let b = &game.board;
    let mut s = String::new();
    // Two columns a cell when a symbol has FEN's promoted mark (`Q~`).
    let wide = wide_symbols(game);
    for r in (0..b.height).rev() {
        let _ = write!(s, "{:>2} ", r + 1);
        // A hex board leans: each rank half a cell right of the one below,
        // so that a cell's six neighbours are the six around it.
        if b.hex {
            s.push_str(&" ".repeat(usize::from(r)));
        }
        for f in 0..b.width {
            let c = b.index[r as usize * b.width as usize + f as usize];
            let sym = if c == NO_CELL {
                " "
            } else {
                match state.board[c as usize] {
                    0 => ".",
                    code => game.symbol(code),
                }
            };
            s.push(' ');
            s.push_str(sym);
            if wide && sym.chars().count() == 1 {
                s.push(' ');
            }
        }
        if wide {
            s.truncate(s.trim_end_matches(' ').len());
        }
        s.push('\n');
    }
    s.push_str("   ");
    for f in 0..b.width {
        s.push(' ');
        s.push((b'a' + f) as char);
        if wide && f + 1 < b.width {
            s.push(' ');
        }
    }
    s.push('\n');
    // Stacks: the diagram shows each top; list every stack of two or more,
    // bottom to top.
    let ncells: u8 = b.cells().narrow();
    let stacks: Vec<String> = (0..ncells)
        .filter(|&c| state.height(c) > 1)
        .map(|c| {
            let syms: Vec<&str> = state
                .stack(c)
                .iter()
                .map(|&code| game.symbol(code))
                .collect();
            format!("{} {}", b.names[c as usize], syms.join(""))
        })
        .collect();
    if !stacks.is_empty() {
        s.push_str("stacks (bottom to top): ");
        s.push_str(&stacks.join("  "));
        s.push('\n');
    }
    if let Some(off) = borne_off_text(game, state) {
        s.push_str(&format!("borne off: {off}\n"));
    }
    if let Some(c) = counters_text(game, state) {
        s.push_str(&c);
        s.push('\n');
    }
    if let Some(st) = store_text(game, state) {
        s.push_str(&st);
        s.push('\n');
    }
    if let Some(h) = hands_text(game, state, seat) {
        s.push_str(&h);
    }
    if game.turn.multi && state.acted {
        s.push_str(&format!(
            "{} is in the middle of a turn ({} of {} piece move{} made)\n",
            game.players[state.to_move as usize],
            state.used,
            game.turn.budget,
            if game.turn.budget == 1 { "" } else { "s" }
        ));
    }
    s
}

/// Whether some symbol is two characters (a letter and FEN's promoted
/// mark `~`): the diagram then gives each cell two columns.
pub fn wide_symbols(game: &Game) -> bool {
    game.kinds
        .iter()
        .any(|k| k.symbols.iter().any(|s| s.chars().count() > 1))
}

/// The pieces in each player's store (`base: north 4, east 2`).
pub fn store_text(game: &Game, state: &State) -> Option<String> {
    let name = game.store.as_ref()?;
    let np = game.players.len();
    if game.store_to_captor {
        return Some(hand_text(game, state, name));
    }
    let per: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, pn)| {
            let n: u32 = (0..game.kinds.len())
                .map(|k| u32::from(state.store.get(1 + k * np + p).copied().unwrap_or(0)))
                .sum();
            format!("{pn} {n}")
        })
        .collect();
    Some(format!("{name}: {}", per.join(", ")))
}

/// A captor's store (`store NAME to captor`) piece by piece, in
/// Fairy-Stockfish's pocket form: `hand: white [QPP], black [n]`.
fn hand_text(game: &Game, state: &State, name: &str) -> String {
    let np = game.players.len();
    let per: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, pn)| {
            let mut pocket = String::new();
            for (k, kind) in game.kinds.iter().enumerate() {
                let n = state.store.get(1 + k * np + p).copied().unwrap_or(0);
                let sym = kind.symbols.get(p).map_or("?", String::as_str);
                for _ in 0..n {
                    pocket.push_str(sym);
                }
            }
            format!("{pn} [{pocket}]")
        })
        .collect();
    format!("{name}: {}", per.join(", "))
}

/// The counters, one per line part: `points: red 1, blue 0 · sets: ...`.
pub fn counters_text(game: &Game, state: &State) -> Option<String> {
    if game.counters.is_empty() {
        return None;
    }
    let n = game.counters.len();
    let parts: Vec<String> = game
        .counters
        .iter()
        .enumerate()
        .map(|(c, name)| {
            let per: Vec<String> = game
                .players
                .iter()
                .enumerate()
                .map(|(p, pn)| format!("{pn} {}", state.counters[p * n + c]))
                .collect();
            format!("{name}: {}", per.join(", "))
        })
        .collect();
    Some(parts.join(" · "))
}

/// The pieces borne off per player (`red 0, blue 3`), where the game bears
/// off or something has been borne off.
pub fn borne_off_text(game: &Game, state: &State) -> Option<String> {
    let bears = game.tables.bear.iter().any(|&b| b != NO_BEAR);
    if !(bears || state.off.iter().any(|&n| n > 0)) {
        return None;
    }
    let off: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, name)| format!("{name} {}", state.off[p]))
        .collect();
    Some(off.join(", "))
}
