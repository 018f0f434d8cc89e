//! Pictures of positions: an SVG drawing of any position of any game (the
//! board's shape, pieces by kind and owner, stacks, borne-off counts, whose
//! turn), and the player colours used by the terminal diagram.

use std::fmt::Write;

mod picture;
mod race;
mod seeds;

use crate::engine::State;
use crate::ir::{CellShape, Game, NO_CELL, Narrow};

/// Fill colours for players, in turn order (cycled beyond eight players).
const PLAYER_FILL: [&str; 8] = [
    "#f4f1e8", "#2b2b2b", "#c0392b", "#2e6fbf", "#2e8b57", "#d4a017", "#8e44ad", "#e67e22",
];
const PLAYER_INK: [&str; 8] = [
    "#2b2b2b", "#f4f1e8", "#ffffff", "#ffffff", "#ffffff", "#2b2b2b", "#ffffff", "#2b2b2b",
];

/// A player's (fill, ink) colours: the colour its name names, if it names
/// one (`red`, `blue`, ...), else one of the palette by turn order.
fn player_colours(game: &Game, p: usize) -> (&'static str, &'static str) {
    let Some(name) = game.players.get(p) else {
        // Neutral pieces (one past the last player).
        return ("#ffffff", "#111111");
    };
    let named = match name.to_ascii_lowercase().as_str() {
        "white" => Some(0),
        "black" => Some(1),
        "red" => Some(2),
        "blue" => Some(3),
        "green" => Some(4),
        "yellow" => Some(5),
        "purple" => Some(6),
        "orange" => Some(7),
        _ => None,
    };
    let i = named.unwrap_or(p % PLAYER_FILL.len());
    (PLAYER_FILL[i], PLAYER_INK[i])
}

const CELL: i32 = 56;
const MARGIN: i32 = 28;

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The position as an SVG document, the cards as the player to move may
/// see them.
pub fn svg(game: &Game, state: &State) -> String {
    svg_view(game, state, Some(state.chooser()), &[], (false, None))
}

/// [`svg`] with the cells of the zones `shade` (indices in `game.zones`)
/// tinted, each player's part in that player's colour.
pub fn svg_shaded(game: &Game, state: &State, shade: &[u16]) -> String {
    svg_view(game, state, Some(state.chooser()), shade, (false, None))
}

/// The position as an SVG document, the cards as `seat` may see them
/// (`None`: everything).
pub fn svg_for(game: &Game, state: &State, seat: Option<u8>) -> String {
    svg_view(game, state, seat, &[], (false, None))
}

/// [`svg_for`], the board turned half round if `turned` (the last rank at
/// the bottom, the last column on the left): the board as the player
/// facing the other way sees it; `result`, once the game is over, said
/// under the board instead of who is to move.
pub fn svg_turned(
    game: &Game,
    state: &State,
    seat: Option<u8>,
    turned: bool,
    result: Option<&str>,
) -> String {
    svg_view(game, state, seat, &[], (turned, result))
}

/// Whether player `p` sees the board turned: its pieces of the setup
/// stand, on average, in the upper half of the board (as black's in chess
/// and white's in checkers). A player with no piece set up is not turned.
pub fn turned_for(game: &Game, p: u8) -> bool {
    let h = i32::from(game.board.height);
    let (mut sum, mut n) = (0i32, 0i32);
    for (c, &code) in game.setup.iter().enumerate() {
        if code != 0 && game.code_owner[usize::from(code)] == p {
            sum += i32::from(game.board.coords[c].1);
            n += 1;
        }
    }
    n > 0 && 2 * sum > n * (h - 1)
}

/// The SVG document: the cards as `seat` may see them, the zones `shade`
/// tinted.
fn svg_view(
    game: &Game,
    state: &State,
    seat: Option<u8>,
    shade: &[u16],
    (turned, result): (bool, Option<&str>),
) -> String {
    let b = &game.board;
    let (w, h) = (i32::from(b.width), i32::from(b.height));
    let lean = if b.hex { (h - 1) * CELL / 2 } else { 0 };
    let width = 2 * MARGIN + w * CELL + lean;
    // Cards: the hands as the seat may see them, the deck.
    let hands: Vec<String> = crate::text::hands_text(game, state, seat)
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default();
    let lines: i32 = hands.len().narrow();
    let footer = 64 + 18 * lines;
    let height = 2 * MARGIN + h * CELL + footer;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif">"#
    );
    let _ = writeln!(
        s,
        r##"<rect width="{width}" height="{height}" fill="#fbfaf6"/>"##
    );
    let _ = writeln!(s, "<title>{}</title>", escape(&game.title));
    if game.picture.cells == CellShape::Circles {
        picture::draw_round_cells(&mut s, game, turned);
    } else {
        draw_cells(&mut s, game, turned);
        for &z in &game.picture.colour {
            draw_zone(&mut s, game, z, turned);
        }
    }
    picture::draw_arrows(&mut s, game, turned);
    for &z in shade {
        draw_zone(&mut s, game, z, turned);
    }
    draw_coordinates(&mut s, game, turned);
    let ncells: u8 = b.cells().narrow();
    for c in 0..ncells {
        draw_pieces(&mut s, game, state, c, turned);
    }
    picture::draw_stores(&mut s, game, state, turned);
    seeds::draw(&mut s, game, state, turned);
    race::draw(&mut s, game, state, turned);
    draw_footer(
        &mut s,
        game,
        state,
        (&hands, result),
        height - footer,
        height,
    );
    s.push_str("</svg>\n");
    s
}

/// The top left corner of the square at file `f`, rank `r` (0-based).
/// The side of a cell's square in the SVG.
pub const CELL_SIZE: i32 = CELL;

/// Where each cell of the board is drawn in the SVG: the cell and the
/// top-left corner of its square (for pages that map a click to a cell).
pub fn cell_corners(game: &Game) -> Vec<(u8, i32, i32)> {
    cell_corners_turned(game, false)
}

/// [`cell_corners`] of the board drawn by [`svg_turned`].
pub fn cell_corners_turned(game: &Game, turned: bool) -> Vec<(u8, i32, i32)> {
    let b = &game.board;
    let mut out = Vec::new();
    for r in 0..b.height {
        for f in 0..b.width {
            let c = b.index[usize::from(r) * usize::from(b.width) + usize::from(f)];
            if c != NO_CELL {
                let (x, y) = corner(game, f, r, turned);
                out.push((c, x, y));
            }
        }
    }
    out
}

fn corner(game: &Game, f: u8, r: u8, turned: bool) -> (i32, i32) {
    let (w, h) = (i32::from(game.board.width), i32::from(game.board.height));
    let (col, row) = if turned {
        (w - 1 - i32::from(f), i32::from(r))
    } else {
        (i32::from(f), h - 1 - i32::from(r))
    };
    // A hex board leans: each rank drawn half a cell right of the one
    // below, so that the six cells around a cell are its neighbours.
    let lean = if game.board.hex {
        (h - 1 - row) * CELL / 2
    } else {
        0
    };
    (MARGIN + col * CELL + lean, MARGIN + row * CELL)
}

/// The cells: light and dark by colour; squares the board does not use are
/// left blank.
fn draw_cells(s: &mut String, game: &Game, turned: bool) {
    let b = &game.board;
    for r in 0..b.height {
        for f in 0..b.width {
            let c = b.index[usize::from(r) * usize::from(b.width) + usize::from(f)];
            let (x, y) = corner(game, f, r, turned);
            if c == NO_CELL {
                continue;
            }
            // A hex board in three tints, no two neighbours alike.
            let fill = if game.board.hex {
                ["#b58863", "#d6b28c", "#f0d9b5"][(usize::from(f) + 2 * usize::from(r)) % 3]
            } else if (u16::from(f) + u16::from(r)) % 2 == 0 {
                "#b58863"
            } else {
                "#f0d9b5"
            };
            let _ = writeln!(
                s,
                r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#7a5c3e" stroke-width="0.5"/>"##
            );
        }
    }
}

/// Zone `z` tinted: an inset square on each of its cells, in the colour of
/// the player whose part it is (a cell in several parts gets each).
fn draw_zone(s: &mut String, game: &Game, z: u16, turned: bool) {
    let ncells: u8 = game.board.cells().narrow();
    for p in 0..game.players.len() {
        let (fill, _) = player_colours(game, p);
        for c in 0..ncells {
            if !game.in_zone(z, p.narrow(), c) {
                continue;
            }
            let (f, r) = game.board.coords[usize::from(c)];
            let (x, y) = corner(game, f, r, turned);
            let _ = writeln!(
                s,
                r##"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" fill-opacity="0.55" stroke="#333" stroke-opacity="0.5" stroke-dasharray="3 2"/>"##,
                x + 4,
                y + 4,
                CELL - 8,
                CELL - 8
            );
        }
    }
}

/// The file letters below the board and the rank numbers on its left.
fn draw_coordinates(s: &mut String, game: &Game, turned: bool) {
    let b = &game.board;
    let h = i32::from(b.height);
    for f in 0..b.width {
        // Under the bottom rank (the last one on a turned board).
        let bottom = if turned { b.height - 1 } else { 0 };
        let x = corner(game, f, bottom, turned).0 + CELL / 2;
        let _ = writeln!(
            s,
            r##"<text x="{x}" y="{}" font-size="13" text-anchor="middle" fill="#555">{}</text>"##,
            MARGIN + h * CELL + 16,
            char::from(b'a' + f)
        );
    }
    for r in 0..b.height {
        let (x, y) = corner(game, 0, r, turned);
        let y = y + CELL / 2 + 5;
        // Left of the rank's leftmost cell (a hex board's ranks lean).
        let left = x.min(corner(game, b.width - 1, r, turned).0);
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{y}" font-size="13" text-anchor="middle" fill="#555">{}</text>"##,
            left - MARGIN / 2,
            u16::from(r) + 1
        );
    }
}

/// How a piece of code `code` is drawn: its face (glyph or symbol, as
/// [`svg`] draws it), the fill of its disc and the ink of its face.
pub fn piece_look(game: &Game, code: u8) -> (String, &'static str, &'static str) {
    let owner = game.code_owner.get(usize::from(code)).copied().unwrap_or(0);
    let (fill, ink) = player_colours(game, usize::from(owner));
    (face(game, code).to_string(), fill, ink)
}

/// What a piece shows in a picture: its kind's glyph for its owner
/// (`glyphs`), else its symbol, in its own case (a man `b`, a king `B`).
fn face(game: &Game, code: u8) -> &str {
    let kind = &game.kinds[game.code_kind[code as usize] as usize];
    let owner = if kind.neutral {
        0
    } else {
        game.code_owner[code as usize] as usize
    };
    kind.glyphs
        .get(owner)
        .map_or_else(|| game.symbol(code), String::as_str)
}

/// The pieces on cell `c`: a disc per piece, a stack as discs offset
/// upwards, bottom first, with its height written beside it; neutral pieces
/// (a ball) as a small badge on their holder.
fn draw_pieces(s: &mut String, game: &Game, state: &State, c: u8, turned: bool) {
    let all = state.stack(c);
    let is_neutral = |code: &u8| game.kinds[game.code_kind[*code as usize] as usize].neutral;
    let neutrals: Vec<u8> = all.iter().copied().filter(is_neutral).collect();
    let stack: Vec<u8> = all.iter().copied().filter(|c| !is_neutral(c)).collect();
    let (f, r) = game.board.coords[usize::from(c)];
    let (x, y) = corner(game, f, r, turned);
    let mut badge = String::new();
    if !neutrals.is_empty() {
        let (bx, by) = (x + CELL * 3 / 4, y + CELL / 4);
        let _ = writeln!(
            badge,
            r##"<circle cx="{bx}" cy="{by}" r="{}" fill="#ffffff" stroke="#111" stroke-width="2"/><text x="{bx}" y="{}" font-size="13" font-weight="bold" text-anchor="middle" fill="#111">{}</text>"##,
            CELL / 5,
            by + 4,
            escape(face(game, neutrals[0]))
        );
    }
    if stack.is_empty() {
        s.push_str(&badge);
        return;
    }
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    let shown = stack.len().min(6);
    let step = if shown > 1 { 6 } else { 0 };
    let shown_i: i32 = shown.narrow();
    let base_y = cy + step * (shown_i - 1) / 2;
    for (i, &code) in (0i32..).zip(&stack[stack.len() - shown..]) {
        let (fill, ink) = player_colours(game, game.code_owner[code as usize] as usize);
        let y = base_y - i * step;
        let _ = writeln!(
            s,
            r##"<circle cx="{cx}" cy="{y}" r="{}" fill="{}" stroke="#333" stroke-width="1.5"/>"##,
            CELL * 2 / 5,
            fill
        );
        if i + 1 == shown_i {
            // A glyph (a drawn shape) larger than a letter.
            let glyph = !game.kinds[game.code_kind[code as usize] as usize]
                .glyphs
                .is_empty();
            let (size, drop) = if glyph { (34, 12) } else { (20, 7) };
            let _ = writeln!(
                s,
                r##"<text x="{cx}" y="{}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{}">{}</text>"##,
                y + drop,
                ink,
                escape(face(game, code))
            );
        }
    }
    if stack.len() > 1 {
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="12" text-anchor="end" fill="#000">{}</text>"##,
            cx + CELL / 2 - 2,
            cy + CELL / 2 - 3,
            stack.len()
        );
    }
    s.push_str(&badge);
}

/// The footer, from `top` to `height`: whose turn, borne-off counts,
/// counters and stores; the hands' lines; the players with their colours.
fn draw_footer(
    s: &mut String,
    game: &Game,
    state: &State,
    (hands, result): (&[String], Option<&str>),
    top: i32,
    height: i32,
) {
    let mut line = match result {
        Some(r) => format!("{} — {r}", game.title),
        None => format!(
            "{} — {} to move",
            game.title, game.players[state.to_move as usize]
        ),
    };
    if let Some(off) = crate::text::borne_off_text(game, state) {
        let _ = write!(line, "; borne off: {off}");
    }
    if let Some(c) = crate::text::counters_text(game, state) {
        let _ = write!(line, "; {c}");
    }
    if let Some(st) = crate::text::store_text(game, state) {
        let _ = write!(line, "; {st}");
    }
    if game.sowing.is_some() {
        let _ = write!(line, "; {}", crate::text::seeds::stores_text(game, state));
    }
    if game.race.is_some() {
        let _ = write!(line, "; {}", crate::text::race::race_status(game, state));
    }
    let _ = writeln!(
        s,
        r##"<text x="{MARGIN}" y="{}" font-size="15" fill="#222">{}</text>"##,
        top + 22,
        escape(&line)
    );
    for (i, line) in (0i32..).zip(hands) {
        let _ = writeln!(
            s,
            r##"<text x="{MARGIN}" y="{}" font-size="13" fill="#222">{}</text>"##,
            top + 42 + 18 * i,
            escape(line)
        );
    }
    for (p, name) in game.players.iter().enumerate() {
        let pi: i32 = p.narrow();
        let x = MARGIN + 8 + pi * 110;
        let y = height - 16;
        let _ = writeln!(
            s,
            r##"<circle cx="{x}" cy="{y}" r="8" fill="{}" stroke="#333"/><text x="{}" y="{}" font-size="13" fill="#222">{}</text>"##,
            player_colours(game, p).0,
            x + 12,
            y + 5,
            escape(name)
        );
    }
}

/// ANSI colours for the terminal diagram, per player.
pub const PLAYER_ANSI: [&str; 8] = [
    "\x1b[1;97m",
    "\x1b[1;33m",
    "\x1b[1;31m",
    "\x1b[1;34m",
    "\x1b[1;32m",
    "\x1b[1;93m",
    "\x1b[1;35m",
    "\x1b[1;36m",
];
pub const ANSI_RESET: &str = "\x1b[0m";

/// The text diagram with each piece coloured by its owner (for terminals).
pub fn coloured_diagram(game: &Game, state: &State) -> String {
    coloured_diagram_for(game, state, Some(state.chooser()))
}

/// [`coloured_diagram`] as seat `seat` may see it (see
/// [`crate::text::diagram_for`]).
pub fn coloured_diagram_for(game: &Game, state: &State, seat: Option<u8>) -> String {
    let plain = crate::text::diagram_for(game, state, seat);
    if game.sowing.is_some() {
        // Seeds are numbers, no player's colour.
        return plain;
    }
    let marks = picture::terminal_marks(game, state);
    let b = &game.board;
    let mut out = String::new();
    for r in (0..b.height as usize).rev() {
        let _ = write!(out, "{:>2} ", r + 1);
        if b.hex {
            out.push_str(&" ".repeat(r));
        }
        for f in 0..b.width as usize {
            let c = b.index[r * b.width as usize + f];
            out.push(' ');
            if let Some(m) = &marks[r * b.width as usize + f] {
                out.push_str(m);
            } else if c == NO_CELL {
                out.push(' ');
            } else if state.board[c as usize] == 0 {
                out.push('.');
            } else {
                let code = state.board[c as usize];
                let owner = game.code_owner[code as usize] as usize;
                if owner >= game.players.len() {
                    // A neutral piece: black on white.
                    out.push_str("\x1b[1;30;47m");
                } else {
                    out.push_str(PLAYER_ANSI[owner % PLAYER_ANSI.len()]);
                }
                out.push_str(game.symbol(code));
                out.push_str(ANSI_RESET);
            }
        }
        out.push('\n');
    }
    for line in plain.lines().skip(b.height as usize) {
        out.push_str(line);
        out.push('\n');
    }
    out
}
