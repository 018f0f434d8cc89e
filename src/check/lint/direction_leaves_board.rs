//! `ludus::direction-leaves-board`: a move rule whose directions (or
//! offsets) leave the board from every cell.

use super::LintWarning;
use crate::ir::Board;
use crate::syntax::words::ABS_DIRS;

use crate::check::MoveShape;

/// A warning for each move rule that can never be made on `board`.
pub(super) fn check(shapes: &[MoveShape], board: &Board, out: &mut Vec<LintWarning>) {
    let on_board = |f: u8, r: u8, df: i32, dr: i32, k: i32| {
        board.at(f as i32 + df * k, r as i32 + dr * k).is_some()
    };
    for m in shapes {
        let possible = if m.offsets.is_empty() {
            let any_dir = m.dirs.iter().any(|d| !d.is_empty());
            !any_dir
                || m.dirs.iter().flatten().any(|&d| {
                    let (_, df, dr) = ABS_DIRS[d as usize % ABS_DIRS.len()];
                    board.coords.iter().any(|&(f, r)| {
                        (1..=m.reach.max(1) as i32).all(|k| on_board(f, r, df as i32, dr as i32, k))
                    })
                })
        } else {
            m.offsets.iter().any(|&(dx, dy)| {
                board
                    .coords
                    .iter()
                    .any(|&(f, r)| on_board(f, r, dx as i32, dy as i32, 1))
            })
        };
        if !possible {
            let warning = if m.offsets.is_empty() {
                LintWarning::DirectionsLeaveBoard {
                    span: m.span,
                    help: if m.reach > 1 {
                        format!(
                            "on this {}x{} board no cell has {} cells in a line in these directions; choose other directions",
                            board.width, board.height, m.reach
                        )
                    } else if board.cells() < board.width as usize * board.height as usize {
                        format!(
                            "no cell of this {}x{} board has a neighbour in these directions (with `cells dark` or `cells light`, orthogonal neighbours are not cells); choose other directions",
                            board.width, board.height
                        )
                    } else {
                        format!(
                            "no cell of this {}x{} board has a neighbour in these directions; choose other directions",
                            board.width, board.height
                        )
                    },
                }
            } else {
                LintWarning::OffsetLeavesBoard {
                    width: board.width,
                    height: board.height,
                    span: m.span,
                }
            };
            out.push(warning);
        }
    }
}
