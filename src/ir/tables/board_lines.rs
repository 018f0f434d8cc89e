//! The board's lines (`lines a1 d1 g1, ...`) as the tables use them: the
//! lines through each cell (`then remove ... after line`), and the step
//! entries of `fly to X` (every other cell) and `step along lines to X`
//! (the neighbours on a line).

use crate::ir::{Board, Narrow, Program, StepEntry};

/// The lines through each cell of `board`.
pub(super) fn lines_at(board: &Board) -> Vec<Vec<u16>> {
    let mut at = vec![Vec::new(); board.cells()];
    for (i, line) in board.lines.iter().enumerate() {
        for &c in line {
            at[c as usize].push(i.narrow());
        }
    }
    at
}

/// The step entries of the `fly` and `step along lines` moves of `prog`
/// from `cell`, in board order (each cell once per statement).
pub(super) fn fly_steps(board: &Board, prog: &Program, cell: usize) -> Vec<StepEntry> {
    let mut out = Vec::new();
    for f in &prog.flies {
        let entry = |to: u8| StepEntry {
            to,
            target: f.to.mask(),
            lift: 1,
            cond: f.cond,
            slow: f.cond != 0,
        };
        if f.lines {
            let mut near: Vec<u8> = Vec::new();
            for line in board.lines.iter() {
                if let Some(i) = line.iter().position(|&c| c as usize == cell) {
                    near.extend(i.checked_sub(1).map(|j| line[j]));
                    near.extend(line.get(i + 1).copied());
                }
            }
            near.sort_unstable();
            near.dedup();
            out.extend(near.into_iter().map(entry));
        } else {
            out.extend(
                (0..board.cells())
                    .filter(|&c| c != cell)
                    .map(|c| entry(c.narrow())),
            );
        }
    }
    out
}
