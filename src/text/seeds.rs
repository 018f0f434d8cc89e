//! The board of a sowing game as text: each pit and store with its count
//! of seeds (three columns a cell), then each player's store.

use std::fmt::Write;

use crate::engine::State;
use crate::ir::{Game, NO_CELL};

/// The diagram of a sowing game: rank numbers on the left, file letters
/// below, each pit's and store's seeds as a number, `.` for a cell that is
/// neither, a blank for a square the board does not use; then the line of
/// the stores (`stores: south 3 (h1), north 0 (a2)`).
pub fn diagram(game: &Game, state: &State) -> String {
    let b = &game.board;
    let Some(sow) = game.sowing.as_deref() else {
        return String::new();
    };
    let mut s = String::new();
    for r in (0..b.height).rev() {
        let _ = write!(s, "{:>2} ", r + 1);
        for f in 0..b.width {
            let c = b.index[r as usize * b.width as usize + f as usize];
            let held = c != NO_CELL && (sow.pit_owner[c as usize] != 0 || sow.store.contains(&c));
            if held {
                let _ = write!(s, "{:>3}", state.seeds[c as usize]);
            } else if c == NO_CELL {
                s.push_str("   ");
            } else {
                s.push_str("  .");
            }
        }
        s.push('\n');
    }
    s.push_str("   ");
    for f in 0..b.width {
        let _ = write!(s, "{:>3}", (b'a' + f) as char);
    }
    s.push('\n');
    s.push_str(&stores_text(game, state));
    s.push('\n');
    s
}

/// Each player's seeds in its store: `stores: south 3 (h1), north 0 (a2)`.
pub fn stores_text(game: &Game, state: &State) -> String {
    let Some(sow) = game.sowing.as_deref() else {
        return String::new();
    };
    let per: Vec<String> = game
        .players
        .iter()
        .zip(&sow.store)
        .map(|(p, &c)| {
            let n = state.seeds.get(c as usize).copied().unwrap_or(0);
            let cell = game.board.names.get(c as usize).map_or("", String::as_str);
            format!("{p} {n} ({cell})")
        })
        .collect();
    format!("stores: {}", per.join(", "))
}
