//! Adjacent flips (`flips adjacent DIRS`): each move of a piece that flips
//! gets, as its flips, the enemy pieces next to its landing along those
//! directions, judged in the position after the move (the cell left and
//! the cells the move takes are not flipped). Kept as a run of one in
//! `path[1 + d]`, as the flips of `flipping DIRS` are
//! (`generate/place.rs`), so the make (`make/flip.rs`) turns them over
//! and back the same way; only moves of one landing flip (the checker
//! refuses jumps and hops beside `flips adjacent`).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Game, NO_CELL};

impl State {
    /// Writes the adjacent flips into each move of `out` of a piece that
    /// flips; the moves stay as many and in order.
    #[inline(never)]
    pub(in crate::engine) fn add_adjacent_flips(&self, game: &Game, out: &mut [Move]) {
        let nd = game.dirs.len();
        let t = &game.tables;
        for m in out.iter_mut() {
            if !matches!(m.kind, MoveKind::Piece | MoveKind::Enter) || m.npath > 1 {
                continue;
            }
            let dirs = usize::from(m.piece)
                .checked_sub(1)
                .and_then(|i| game.programs.get(i))
                .map_or(0, |p| p.flips_adjacent);
            if dirs == 0 {
                continue;
            }
            let me = t.owner[usize::from(m.piece)];
            for d in (0..nd.min(8)).filter(|d| dirs & (1 << d) != 0) {
                let n = game.nbr[usize::from(m.to) * nd + d];
                if n == NO_CELL
                    || (n == m.from && m.kind == MoveKind::Piece)
                    || m.captures().contains(&n)
                {
                    continue;
                }
                let v = self.board[usize::from(n)];
                if v != 0 && t.owner[usize::from(v)] != me {
                    m.path[1 + d] = 1;
                }
            }
        }
    }
}
