//! The checkers of a race in the SVG: on each cell holding some, a disc in
//! its owner's colour with the count written in it.

use std::fmt::Write;

use super::{CELL, corner};
use crate::engine::State;
use crate::ir::Game;

/// A disc and its count on every cell holding checkers.
pub(super) fn draw(s: &mut String, game: &Game, state: &State, turned: bool) {
    let Some(r) = game.race.as_deref() else {
        return;
    };
    for c in 0..r.cells {
        let (n, o) = (state.race[c], state.race[r.cells + c]);
        if n == 0 {
            continue;
        }
        // The first player's checkers light, the others' dark.
        let (fill, ink) = if o == 1 {
            ("#f4efe2", "#222")
        } else {
            ("#3a2a1a", "#fff")
        };
        let (f, rank) = game.board.coords[c];
        let (x, y) = corner(game, f, rank, turned);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        let _ = writeln!(
            s,
            r##"<circle cx="{cx}" cy="{cy}" r="{}" fill="{fill}" stroke="#555" stroke-width="2"/><text x="{cx}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="{ink}">{n}</text>"##,
            CELL * 2 / 5,
            cy + CELL / 8,
            CELL * 3 / 8,
        );
    }
}
