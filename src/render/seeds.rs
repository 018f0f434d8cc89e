//! The seeds of a sowing game in the SVG: a bowl on each pit and store with
//! its count of seeds written in it.

use std::fmt::Write;

use super::{CELL, corner};
use crate::engine::State;
use crate::ir::{Game, Narrow};

/// A bowl and its count of seeds on every pit and store.
pub(super) fn draw(s: &mut String, game: &Game, state: &State, turned: bool) {
    let Some(sow) = game.sowing.as_deref() else {
        return;
    };
    for c in 0..sow.cells {
        let c8: u8 = c.narrow();
        let pit = sow.pit_owner[c] != 0;
        if !pit && !sow.store.contains(&c8) {
            continue;
        }
        let (f, r) = game.board.coords[c];
        let (x, y) = corner(game, f, r, turned);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        let fill = if pit { "#e9d8b4" } else { "#d9c092" };
        let _ = writeln!(
            s,
            r##"<circle cx="{cx}" cy="{cy}" r="{}" fill="{fill}" stroke="#7a5c2e" stroke-width="2"/><text x="{cx}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="#3b2a10">{}</text>"##,
            CELL * 2 / 5,
            cy + CELL / 8,
            CELL * 3 / 8,
            state.seeds.get(c).copied().unwrap_or(0)
        );
    }
}
