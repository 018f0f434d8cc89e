//! What a game's `picture { ... }` asks of its pictures: round cells on a
//! track's band, zones in each player's colour, arrows for the direction
//! of travel, a store's pieces beside each player's cell of a zone. Read
//! from the compiled [`Picture`]; the same marks serve the SVG and the
//! terminal diagram.

use std::fmt::Write;

use super::{CELL, PLAYER_ANSI, corner, escape, face, player_colours};
use crate::engine::State;
use crate::ir::{CellShape, Game, NO_CELL, Narrow};

/// A grid square as (file, rank), 0-based.
type Square = (i32, i32);

/// The unit step from square `at` toward the board's middle, along the
/// axis on which the middle is further (none at the middle).
fn inward(game: &Game, at: Square) -> Square {
    let (w, h) = (i32::from(game.board.width), i32::from(game.board.height));
    // Doubled, to stay in integers.
    let (dx, dy) = (w - 1 - 2 * at.0, h - 1 - 2 * at.1);
    if dx == 0 && dy == 0 {
        (0, 0)
    } else if dx.abs() >= dy.abs() {
        (dx.signum(), 0)
    } else {
        (0, dy.signum())
    }
}

/// The grid square of cell `c`.
fn square_of(game: &Game, c: u8) -> Square {
    let (f, r) = game.board.coords[usize::from(c)];
    (i32::from(f), i32::from(r))
}

/// Whether square `q` is inside the grid and no cell of the board.
fn free_square(game: &Game, q: Square) -> bool {
    let b = &game.board;
    let (w, h) = (i32::from(b.width), i32::from(b.height));
    q.0 >= 0
        && q.1 >= 0
        && q.0 < w
        && q.1 < h
        && b.index[usize::try_from(q.1 * w + q.0).unwrap_or(0)] == NO_CELL
}

/// The top-left corner of square `q` in the SVG.
fn square_corner(game: &Game, q: Square, turned: bool) -> (i32, i32) {
    corner(game, q.0.narrow(), q.1.narrow(), turned)
}

/// Per player, the four squares of its store beside its cell of the zone
/// (two toward the middle, two to the side: a 2 x 2 block), if the game
/// asks for them and all four are free squares of the grid.
pub(super) fn store_slots(game: &Game) -> Vec<Option<[Square; 4]>> {
    let Some(z) = game.picture.store_beside else {
        return Vec::new();
    };
    let ncells: u8 = game.board.cells().narrow();
    (0..game.players.len())
        .map(|p| {
            let c = (0..ncells).find(|&c| game.in_zone(z, p.narrow(), c))?;
            let a = square_of(game, c);
            let d = inward(game, a);
            let side = (-d.1, d.0);
            let at = |i: i32, j: i32| (a.0 + i * d.0 + j * side.0, a.1 + i * d.1 + j * side.1);
            let slots = [at(1, 1), at(1, 2), at(2, 1), at(2, 2)];
            (d != (0, 0) && slots.iter().all(|&q| free_square(game, q))).then_some(slots)
        })
        .collect()
}

/// Player `p`'s pieces in the store, as codes (one per piece).
fn stored(game: &Game, state: &State, p: usize) -> Vec<u8> {
    let np = game.players.len();
    (0..game.kinds.len())
        .flat_map(|k| {
            let code = 1 + k * np + p;
            let n = state.store.get(code).copied().unwrap_or(0);
            std::iter::repeat_n(code, usize::from(n))
        })
        .filter_map(|c| u8::try_from(c).ok())
        .collect()
}

/// The player whose part of a `colour` zone cell `c` is, if any.
fn coloured_by(game: &Game, c: u8) -> Option<usize> {
    game.picture
        .colour
        .iter()
        .find_map(|&z| (0..game.players.len()).find(|&p| game.in_zone(z, p.narrow(), c)))
}

/// The arrows of the `arrows along` tracks: per arrow the cell it starts
/// from and the next cell along the track (about 16 per track).
fn arrows(game: &Game) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for &t in &game.picture.arrows {
        let Some(track) = game.tracks.get(usize::from(t)) else {
            continue;
        };
        let n = track.cells.len();
        let every = (n / 16).max(1);
        for i in (every / 2..n).step_by(every) {
            let next = if i + 1 < n {
                track.cells[i + 1]
            } else if track.looped {
                track.cells[0]
            } else {
                continue;
            };
            out.push((track.cells[i], next));
        }
    }
    out
}

/// The centre of cell `c` in the SVG.
fn centre(game: &Game, c: u8, turned: bool) -> (f64, f64) {
    let (f, r) = game.board.coords[usize::from(c)];
    let (x, y) = corner(game, f, r, turned);
    (f64::from(x + CELL / 2), f64::from(y + CELL / 2))
}

/// The cells drawn as circles: the tracks and branches as bands under
/// them, the `colour` zones' cells in their player's colour.
pub(super) fn draw_round_cells(s: &mut String, game: &Game, turned: bool) {
    let band = |s: &mut String, cells: &[u8], looped: bool| {
        let pts: Vec<String> = cells
            .iter()
            .map(|&c| {
                let (x, y) = centre(game, c, turned);
                format!("{x},{y}")
            })
            .collect();
        let el = if looped { "polygon" } else { "polyline" };
        let _ = writeln!(
            s,
            r##"<{el} points="{}" fill="none" stroke="#dccfb4" stroke-width="{}" stroke-linejoin="round" stroke-linecap="round"/>"##,
            pts.join(" "),
            CELL * 3 / 5
        );
    };
    for t in &game.tracks {
        band(s, &t.cells, t.looped);
    }
    for b in &game.branches {
        for (p, cells) in b.cells.iter().enumerate() {
            if let (Some(&entry), false) = (b.entry.get(p), cells.is_empty()) {
                let path: Vec<u8> = std::iter::once(entry)
                    .chain(cells.iter().copied())
                    .collect();
                band(s, &path, false);
            }
        }
    }
    let ncells: u8 = game.board.cells().narrow();
    for c in 0..ncells {
        let (x, y) = centre(game, c, turned);
        let (fill, width) = match coloured_by(game, c) {
            Some(p) => (player_colours(game, p).0, 3),
            None => ("#efe4cc", 1),
        };
        let _ = writeln!(
            s,
            r##"<circle class="cell" cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="#6b5a40" stroke-width="{width}"/>"##,
            CELL * 2 / 5 + 3
        );
    }
}

/// Arrows along the `arrows` tracks, between a cell and the next.
pub(super) fn draw_arrows(s: &mut String, game: &Game, turned: bool) {
    for (from, to) in arrows(game) {
        let (x1, y1) = centre(game, from, turned);
        let (x2, y2) = centre(game, to, turned);
        let len = (x2 - x1).hypot(y2 - y1).max(1.0);
        let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
        let (mx, my) = (f64::midpoint(x1, x2), f64::midpoint(y1, y2));
        let tip = (mx + 8.0 * ux, my + 8.0 * uy);
        let left = (mx - 6.0 * ux - 7.0 * uy, my - 6.0 * uy + 7.0 * ux);
        let right = (mx - 6.0 * ux + 7.0 * uy, my - 6.0 * uy - 7.0 * ux);
        let _ = writeln!(
            s,
            r##"<polygon class="arrow" points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="#5a4a32"/>"##,
            tip.0, tip.1, left.0, left.1, right.0, right.1
        );
    }
}

/// Each player's store drawn beside its cell of the `store … beside` zone:
/// an outline in the player's colour and a disc per piece (a count on the
/// last when more than four).
pub(super) fn draw_stores(s: &mut String, game: &Game, state: &State, turned: bool) {
    for (p, slots) in store_slots(game).into_iter().enumerate() {
        let Some(slots) = slots else { continue };
        let corners: Vec<(i32, i32)> = slots
            .iter()
            .map(|&q| square_corner(game, q, turned))
            .collect();
        let x0 = corners.iter().map(|c| c.0).min().unwrap_or(0);
        let y0 = corners.iter().map(|c| c.1).min().unwrap_or(0);
        let (fill, _) = player_colours(game, p);
        let _ = writeln!(
            s,
            r##"<rect class="store" x="{}" y="{}" width="{}" height="{}" rx="14" fill="{fill}" fill-opacity="0.25" stroke="#6b5a40" stroke-dasharray="4 3"/>"##,
            x0 + 3,
            y0 + 3,
            2 * CELL - 6,
            2 * CELL - 6
        );
        let pieces = stored(game, state, p);
        for (i, (&code, &(x, y))) in pieces.iter().zip(&corners).enumerate() {
            let (fill, ink) = player_colours(game, p);
            let (cx, cy) = (x + CELL / 2, y + CELL / 2);
            let label = if i == 3 && pieces.len() > 4 {
                format!("+{}", pieces.len() - 3)
            } else {
                face(game, code).to_string()
            };
            let _ = writeln!(
                s,
                r##"<circle class="stored" cx="{cx}" cy="{cy}" r="{}" fill="{fill}" stroke="#333" stroke-width="1.5"/><text x="{cx}" y="{}" font-size="16" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"##,
                CELL / 3,
                cy + 6,
                escape(&label)
            );
        }
    }
}

/// What the terminal diagram shows on grid square (file `f`, rank `r`)
/// instead of its default, by the picture: an empty round cell `o` (in its
/// player's colour in a `colour` zone), a stored piece, an arrow. `None`:
/// the default.
pub(super) fn terminal_marks(game: &Game, state: &State) -> Vec<Option<String>> {
    let b = &game.board;
    let (w, h) = (usize::from(b.width), usize::from(b.height));
    let mut out: Vec<Option<String>> = vec![None; w * h];
    let reset = super::ANSI_RESET;
    let at = |q: Square| {
        usize::try_from(q.1)
            .ok()?
            .checked_mul(w)?
            .checked_add(usize::try_from(q.0).ok()?)
    };
    if game.picture.cells == CellShape::Circles {
        let ncells: u8 = b.cells().narrow();
        for c in 0..ncells {
            if state.board[usize::from(c)] != 0 {
                continue;
            }
            let mark = match coloured_by(game, c) {
                Some(p) => format!("{}o{reset}", PLAYER_ANSI[p % PLAYER_ANSI.len()]),
                None => "o".to_string(),
            };
            if let Some(i) = at(square_of(game, c)) {
                out[i] = Some(mark);
            }
        }
    }
    for (from, to) in arrows(game) {
        let (a, z) = (square_of(game, from), square_of(game, to));
        let ch = match (z.0 - a.0, z.1 - a.1) {
            (1, 0) => '>',
            (-1, 0) => '<',
            (0, 1) => '^',
            (0, -1) => 'v',
            _ => continue,
        };
        let d = inward(game, a);
        let q = (a.0 + d.0, a.1 + d.1);
        if free_square(game, q)
            && let Some(i) = at(q)
        {
            out[i] = Some(ch.to_string());
        }
    }
    for (p, slots) in store_slots(game).into_iter().enumerate() {
        let Some(slots) = slots else { continue };
        let pieces = stored(game, state, p);
        for (i, &q) in slots.iter().enumerate() {
            let mark = match pieces.get(i) {
                Some(&code) => format!(
                    "{}{}{reset}",
                    PLAYER_ANSI[p % PLAYER_ANSI.len()],
                    game.symbol(code)
                ),
                None => "_".to_string(),
            };
            if let Some(k) = at(q) {
                out[k] = Some(mark);
            }
        }
    }
    out
}
