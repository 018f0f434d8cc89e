//! The board: the `board` block's grid, the cells it uses (`cells dark`, or
//! a region of the grid), stacks, and the numbering of the cells.

use crate::check::errors::BoardError;

use crate::ir::{Board, MAX_CELLS, NO_CELL, Narrow};
use crate::syntax::{self, Int, Name, RegionPart};

use super::Checker;
use super::regions::{grid_region, off_board_cell};
use crate::diag::Diagnostic;

impl Checker<'_> {
    /// The `board` block (one): its stacks and the board itself.
    pub(super) fn board_block(&mut self) {
        let ast = self.ast;
        if ast.boards.is_empty() {
            self.missing("board", "a board", "`board { grid 8 x 8 }`");
        }
        for extra in ast.boards.iter().skip(1) {
            self.duplicate_block("board", extra.span, ast.boards[0].span);
        }
        if let Some((_, limit)) = ast.boards.first().and_then(|b| b.stacks.as_ref()) {
            self.stacks = true;
            if let Some(n) = limit {
                if n.value < 2 || n.value > 1000 {
                    self.err(BoardError::StackLimit {
                        value: n.text.clone(),
                        span: n.span,
                    });
                } else {
                    self.stack_limit = n.value.narrow();
                }
            }
        }
        if let Some(b) = ast.boards.first() {
            self.board = self.board(b);
            if let (Some((_, lines)), Some(board)) = (&b.lines, self.board.as_ref()) {
                let lines = board_lines(board, lines, &mut self.errors);
                if let Some(board) = self.board.as_mut() {
                    board.lines = lines;
                }
            }
        }
    }

    fn board(&mut self, b: &syntax::BoardBlock) -> Option<Board> {
        let Some((w, h)) = &b.grid else {
            self.err(BoardError::NoGrid { span: b.span });
            return None;
        };
        let (w, h) = self.grid_size(w, h)?;
        let (used, parity) = self.cells_used(b, w, h);
        let (coords, index) = grid_cells(w, h, used.as_deref(), parity);
        if coords.len() > MAX_CELLS {
            self.err(BoardError::TooManyCells {
                cells: coords.len(),
                max: MAX_CELLS,
                span: b.span,
            });
            return None;
        }
        let names: Vec<String> = coords
            .iter()
            .map(|&(f, r)| format!("{}{}", char::from(b'a' + f), r + 1))
            .collect();
        let numbers = match &b.numbers {
            None => None,
            Some(orders) => self.numbers(orders, &coords),
        };
        Some(Board {
            width: w,
            height: h,
            hex: b.hex.is_some(),
            coords,
            index,
            names,
            numbers,
            lines: Vec::new(),
        })
    }

    /// `grid W x H`: files and ranks, if both are in range.
    fn grid_size(&mut self, w: &Int, h: &Int) -> Option<(u8, u8)> {
        let mut ok = true;
        for (n, what, max) in [(w, "files", 26), (h, "ranks", 99)] {
            if n.value < 1 || n.value > max {
                self.err(BoardError::GridSize {
                    max,
                    what,
                    value: n.text.clone(),
                    span: n.span,
                });
                ok = false;
            }
        }
        ok.then(|| (w.value.narrow(), h.value.narrow()))
    }

    /// `cells dark|light|all`, or a region of the grid: the squares used
    /// (none: all) and the colour kept (none: both).
    fn cells_used(
        &mut self,
        b: &syntax::BoardBlock,
        w: u8,
        h: u8,
    ) -> (Option<Vec<bool>>, Option<u8>) {
        match b.cells.as_ref().map(|r| r.parts.as_slice()) {
            None => (None, None),
            Some([RegionPart::Cell(n)])
                if !n.text.starts_with(|c: char| c.is_ascii_lowercase())
                    || !n.text[1..].starts_with(|c: char| c.is_ascii_digit()) =>
            {
                let opts = [("all", None), ("dark", Some(0)), ("light", Some(1))];
                // Reported; go on with every cell, to check the rest.
                (None, self.word(n, "cell colour", &opts).unwrap_or(None))
            }
            Some(parts) => (Some(grid_region(parts, w, h, &mut self.errors)), None),
        }
    }

    /// `numbers by rank up, file down`: each cell's number, as text.
    fn numbers(&mut self, orders: &[(Name, Name); 2], coords: &[(u8, u8)]) -> Option<Vec<String>> {
        let axes = [("rank", 0u8), ("file", 1u8)];
        let dirs = [("up", false), ("down", true)];
        let a0 = self.word(&orders[0].0, "axis", &axes);
        let d0 = self.word(&orders[0].1, "order", &dirs);
        let a1 = self.word(&orders[1].0, "axis", &axes);
        let d1 = self.word(&orders[1].1, "order", &dirs);
        match (a0, d0, a1, d1) {
            (Some(a0), Some(d0), Some(a1), Some(d1)) if a0 != a1 => {
                let key = |&(f, r): &(u8, u8), axis: u8, down: bool| -> i32 {
                    let v = if axis == 0 {
                        i32::from(r)
                    } else {
                        i32::from(f)
                    };
                    if down { -v } else { v }
                };
                let mut order: Vec<usize> = (0..coords.len()).collect();
                order.sort_by_key(|&i| (key(&coords[i], a0, d0), key(&coords[i], a1, d1)));
                let mut nums = vec![String::new(); coords.len()];
                for (n, &i) in order.iter().enumerate() {
                    nums[i] = (n + 1).to_string();
                }
                Some(nums)
            }
            (Some(_), Some(_), Some(_), Some(_)) => {
                self.err(BoardError::SameAxisTwice {
                    span: orders[1].0.span,
                });
                None
            }
            _ => None,
        }
    }
}

/// The cells of a `w` x `h` grid, given the squares used (none: all) and
/// the colour kept: their (file, rank), and the index of each square (or
/// [`NO_CELL`]). a1 (0,0) is dark: dark cells have an even file + rank.
fn grid_cells(w: u8, h: u8, used: Option<&[bool]>, parity: Option<u8>) -> (Vec<(u8, u8)>, Vec<u8>) {
    let mut coords = Vec::new();
    let mut index = vec![NO_CELL; usize::from(w) * usize::from(h)];
    for r in 0..h {
        for f in 0..w {
            let square = usize::from(r) * usize::from(w) + usize::from(f);
            let in_region = used.is_none_or(|u| u[square]);
            if in_region && parity.is_none_or(|p| (f + r) % 2 == p) {
                index[square] = coords.len().min(255).narrow();
                coords.push((f, r));
            }
        }
    }
    (coords, index)
}

/// The board's `lines`, each its points as cells: a point that is not a
/// cell is `ludus::off-board`, a point twice on one line
/// `ludus::line-point-twice`.
fn board_lines(board: &Board, lines: &[Vec<Name>], errors: &mut Vec<Diagnostic>) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for line in lines {
        let mut cells: Vec<u8> = Vec::new();
        for p in line {
            match board.cell(&p.text) {
                None => errors.push(off_board_cell(p, board)),
                Some(c) if cells.contains(&c) => errors.push(
                    BoardError::LinePointTwice {
                        point: p.text.clone(),
                        span: p.span,
                    }
                    .into(),
                ),
                Some(c) => cells.push(c),
            }
        }
        out.push(cells);
    }
    out
}
