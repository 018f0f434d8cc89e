//! Regions → cells: the one place where a region (`rank 1`, `files a..c`,
//! `b2`, `a3..c7`, comma-separated) or a cell sequence (`a1..a9, b9`)
//! becomes a list of cells, with a diagnostic for each part off the board.
//! These are free functions over a [`Board`] and a list of errors, so that
//! other modules (the position texts) can use them without a checker.

use crate::check::errors::BoardError;
use crate::diag::{Diagnostic, Span, suggest};
use crate::ir::{Board, Narrow};
use crate::syntax::{Int, Name, Region, RegionPart};

use super::Checker;

impl Checker<'_> {
    /// The cells of a region of the board (none before there is a board).
    pub(super) fn region_cells(&mut self, region: &Region) -> Vec<u8> {
        match &self.board {
            Some(board) => region_cells(board, region, &mut self.errors),
            None => Vec::new(),
        }
    }

    /// The cells of a track or branch sequence, in order (none before
    /// there is a board).
    pub(super) fn sequence(&mut self, parts: &[(Name, Option<Name>)]) -> Vec<u8> {
        match &self.board {
            Some(board) => sequence_cells(board, parts, &mut self.errors),
            None => Vec::new(),
        }
    }
}

/// The cells of `region` on `board`, each once, in the order the region
/// names them; every part off the board (or naming an unused square) is
/// reported in `errors` and skipped.
pub(crate) fn region_cells(
    board: &Board,
    region: &Region,
    errors: &mut Vec<Diagnostic>,
) -> Vec<u8> {
    let mut cells = Vec::new();
    for part in &region.parts {
        let found = match part {
            RegionPart::Ranks(a, b) => rank_cells(board, a, b.as_ref(), errors),
            RegionPart::Files(a, b) => file_cells(board, a, b.as_ref(), errors),
            RegionPart::Cell(n) => match board.cell(&n.text) {
                Some(c) => vec![c],
                None => {
                    errors.push(off_board_cell(n, board));
                    Vec::new()
                }
            },
            RegionPart::Range(a, b) => rectangle_cells(board, a, b, errors),
        };
        for c in found {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
    }
    cells
}

/// `rank N` or `ranks N..M`: the cells of those ranks.
fn rank_cells(
    board: &Board,
    a: &Int,
    b_opt: Option<&Int>,
    errors: &mut Vec<Diagnostic>,
) -> Vec<u8> {
    let b = b_opt.unwrap_or(a);
    let mut bad = false;
    let ends: &[&Int] = if b_opt.is_some() { &[a, b] } else { &[a] };
    for &n in ends {
        if n.value < 1 || n.value > i64::from(board.height) {
            errors.push(
                BoardError::RankOffBoard {
                    rank: n.text.clone(),
                    height: board.height,
                    span: n.span,
                }
                .into(),
            );
            bad = true;
        }
    }
    if bad {
        return Vec::new();
    }
    let (lo, hi) = (a.value.min(b.value), a.value.max(b.value));
    cells_where(board, |_, r| (lo..=hi).contains(&(i64::from(r) + 1)))
}

/// `file a` or `files a..c`: the cells of those files.
fn file_cells(
    board: &Board,
    a: &Name,
    b_opt: Option<&Name>,
    errors: &mut Vec<Diagnostic>,
) -> Vec<u8> {
    let b = b_opt.unwrap_or(a);
    let mut range = Vec::new();
    let ends: &[&Name] = if b_opt.is_some() { &[a, b] } else { &[a] };
    for &n in ends {
        let f = n.text.as_bytes();
        if f.len() == 1 && f[0] >= b'a' && f[0] < b'a' + board.width {
            range.push(f[0] - b'a');
        } else {
            let last = char::from(b'a' + board.width - 1);
            errors.push(
                BoardError::FileOffBoard {
                    file: n.text.clone(),
                    last,
                    span: n.span,
                }
                .into(),
            );
        }
    }
    if range.len() != ends.len() {
        return Vec::new();
    }
    let (lo, hi) = (
        range[0].min(range[range.len() - 1]),
        range[0].max(range[range.len() - 1]),
    );
    cells_where(board, |f, _| (lo..=hi).contains(&f))
}

/// `a3..c7`: the cells of the rectangle with these corners (a corner may
/// be an unused square of the grid).
fn rectangle_cells(board: &Board, a: &Name, b: &Name, errors: &mut Vec<Diagnostic>) -> Vec<u8> {
    let mut corner = |n: &Name| match board.cell(&n.text) {
        Some(c) => Some(board.coords[c as usize]),
        None => match grid_square(n, board.width, board.height) {
            Some(square) => Some(square),
            None => {
                errors.push(off_board_cell(n, board));
                None
            }
        },
    };
    let (Some(x), Some(y)) = (corner(a), corner(b)) else {
        return Vec::new();
    };
    let (f0, f1) = (x.0.min(y.0), x.0.max(y.0));
    let (r0, r1) = (x.1.min(y.1), x.1.max(y.1));
    cells_where(board, |f, r| {
        (f0..=f1).contains(&f) && (r0..=r1).contains(&r)
    })
}

/// The board's cells whose (file, rank) pass `keep`, in board order.
fn cells_where(board: &Board, keep: impl Fn(u8, u8) -> bool) -> Vec<u8> {
    board
        .coords
        .iter()
        .enumerate()
        .filter(|&(_, &(f, r))| keep(f, r))
        .map(|(i, _)| i.narrow())
        .collect()
}

/// The (file, rank) of a square name of a `w` x `h` grid (`c7`), if it is
/// one.
fn grid_square(n: &Name, w: u8, h: u8) -> Option<(u8, u8)> {
    let b = n.text.as_bytes();
    let f = b.first().map(|c| c.wrapping_sub(b'a'));
    let r = n.text.get(1..).and_then(|t| t.parse::<u8>().ok());
    match (f, r) {
        (Some(f), Some(r)) if f < w && r >= 1 && r <= h => Some((f, r - 1)),
        _ => None,
    }
}

/// The squares of a `w` x `h` grid in a region (for `cells` in the board,
/// before the board exists): a membership flag per grid square.
pub(crate) fn grid_region(
    parts: &[RegionPart],
    w: u8,
    h: u8,
    errors: &mut Vec<Diagnostic>,
) -> Vec<bool> {
    let mut used = vec![false; usize::from(w) * usize::from(h)];
    let last = format!("{}{}", char::from(b'a' + w - 1), h);
    let square = |n: &Name, errors: &mut Vec<Diagnostic>| -> Option<(u8, u8)> {
        let found = grid_square(n, w, h);
        if found.is_none() {
            errors.push(
                BoardError::SquareOffGrid {
                    cell: n.text.clone(),
                    last: last.clone(),
                    span: n.span,
                }
                .into(),
            );
        }
        found
    };
    for part in parts {
        let (lo, hi) = match part {
            RegionPart::Cell(n) => match square(n, errors) {
                Some(c) => (c, c),
                None => continue,
            },
            RegionPart::Range(a, b) => match (square(a, errors), square(b, errors)) {
                (Some(a), Some(b)) => ((a.0.min(b.0), a.1.min(b.1)), (a.0.max(b.0), a.1.max(b.1))),
                _ => continue,
            },
            RegionPart::Ranks(a, b) => match grid_ranks(a, b.as_ref(), w, h) {
                Ok(corners) => corners,
                Err(d) => {
                    errors.push(d);
                    continue;
                }
            },
            RegionPart::Files(a, b) => match grid_files(a, b.as_ref(), w, h) {
                Ok(corners) => corners,
                Err(d) => {
                    errors.push(d);
                    continue;
                }
            },
        };
        for r in lo.1..=hi.1 {
            for f in lo.0..=hi.0 {
                used[usize::from(r) * usize::from(w) + usize::from(f)] = true;
            }
        }
    }
    used
}

/// The lowest and highest (file, rank) of a rectangle of the grid.
type Corners = ((u8, u8), (u8, u8));

/// The corners of `ranks a..b` on a `w` x `h` grid.
fn grid_ranks(a: &Int, b: Option<&Int>, w: u8, h: u8) -> Result<Corners, Diagnostic> {
    let b = b.unwrap_or(a);
    let (x, y) = (a.value.min(b.value), a.value.max(b.value));
    if x < 1 || y > i64::from(h) {
        return Err(BoardError::RankOffGrid {
            rank: if x < 1 { x } else { y },
            height: h,
            span: a.span,
        }
        .into());
    }
    let (x, y): (u8, u8) = (x.narrow(), y.narrow());
    Ok(((0, x - 1), (w - 1, y - 1)))
}

/// The corners of `files a..b` on a `w` x `h` grid.
fn grid_files(a: &Name, b: Option<&Name>, w: u8, h: u8) -> Result<Corners, Diagnostic> {
    let b = b.unwrap_or(a);
    let file = |n: &Name| {
        let t = n.text.as_bytes();
        (t.len() == 1 && t[0] >= b'a' && t[0] < b'a' + w).then(|| t[0] - b'a')
    };
    match (file(a), file(b)) {
        (Some(x), Some(y)) => Ok(((x.min(y), 0), (x.max(y), h - 1))),
        _ => Err(BoardError::FileOffGrid {
            file: a.text.clone(),
            last: char::from(b'a' + w - 1),
            span: a.span,
        }
        .into()),
    }
}

/// The error for a cell name that is not a cell of the board: an unused
/// square of the grid (`ludus::unused-cell`), or off the board.
pub(crate) fn off_board_cell(n: &Name, board: &Board) -> Diagnostic {
    // A grid cell that exists but is not used (a light square)?
    let bytes = n.text.as_bytes();
    let on_grid = bytes.len() >= 2
        && bytes[0].is_ascii_lowercase()
        && n.text[1..]
            .parse::<u8>()
            .is_ok_and(|r| r >= 1 && r <= board.height && bytes[0] - b'a' < board.width);
    if on_grid {
        BoardError::UnusedCell {
            cell: n.text.clone(),
            span: n.span,
        }
        .into()
    } else {
        let last = format!("{}{}", char::from(b'a' + board.width - 1), board.height);
        let cands = board
            .names
            .iter()
            .map(String::as_str)
            .chain(board.numbers.iter().flatten().map(String::as_str));
        let named = match &board.numbers {
            Some(nums) => format!(
                "cells are named a1 to {last}, or numbered 1 to {}",
                nums.len()
            ),
            None => format!("cells are named a1 to {last}"),
        };
        let help = match suggest(&n.text, cands) {
            Some(s) if n.text.len() > 2 => format!("did you mean `{s}`? {named}"),
            _ => named,
        };
        BoardError::CellOffBoard {
            cell: n.text.clone(),
            span: n.span,
            help,
        }
        .into()
    }
}

/// The cells of a track or branch sequence, in order: single cells and
/// straight runs `a1..a9` (along a file, a rank or a diagonal).
pub(crate) fn sequence_cells(
    board: &Board,
    parts: &[(Name, Option<Name>)],
    errors: &mut Vec<Diagnostic>,
) -> Vec<u8> {
    let mut out = Vec::new();
    for (a, b) in parts {
        let Some(ca) = board.cell(&a.text) else {
            errors.push(off_board_cell(a, board));
            continue;
        };
        let Some(b) = b else {
            out.push(ca);
            continue;
        };
        let Some(cb) = board.cell(&b.text) else {
            errors.push(off_board_cell(b, board));
            continue;
        };
        let (fa, ra) = board.coords[ca as usize];
        let (fb, rb) = board.coords[cb as usize];
        let (df, dr) = (i32::from(fb) - i32::from(fa), i32::from(rb) - i32::from(ra));
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            errors.push(
                BoardError::NotALine {
                    from: a.text.clone(),
                    to: b.text.clone(),
                    span: Span::new(a.span.start, b.span.start + b.span.len - a.span.start),
                }
                .into(),
            );
            continue;
        }
        let n = df.abs().max(dr.abs());
        for i in 0..=n {
            let (f, r) = (
                i32::from(fa) + df.signum() * i,
                i32::from(ra) + dr.signum() * i,
            );
            match board.at(f, r) {
                Some(c) => out.push(c),
                None => {
                    errors.push(
                        BoardError::RunOffBoard {
                            from: a.text.clone(),
                            to: b.text.clone(),
                            span: a.span,
                        }
                        .into(),
                    );
                    break;
                }
            }
        }
    }
    out
}
