//! Custodian capture (`custodian DIRS`): each move of a piece that takes by
//! it gets, as its captures, the enemy pieces next to its landing along
//! the directions that have a captor right behind them (a piece of the
//! mover's that takes by custodian capture, or a cell hostile to the piece:
//! `captured against ZONE [when empty]`); a piece `captured when surrounded
//! DIRS` (where that holds) needs a captor on each of those sides instead.
//! Judged in the position after the move (the cell left empty, the landing
//! taken), before anything is removed.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::get_bit;
use crate::ir::{Code, CustodianTable, Game, MAX_CHAIN, NO_CELL};

impl State {
    /// Adds the custodian captures to each move of `out` of a piece that
    /// takes by custodian capture; the moves stay as many and in order.
    #[inline(never)]
    pub(in crate::engine) fn add_custodian(&self, game: &Game, out: &mut [Move]) {
        let Some(ct) = game.tables.custodian.as_deref() else {
            return;
        };
        let nd = game.dirs.len();
        for m in out.iter_mut() {
            let dirs = ct.dirs.get(m.piece as usize).copied().unwrap_or(0);
            if dirs == 0 || !matches!(m.kind, MoveKind::Piece | MoveKind::Enter) {
                continue;
            }
            let me = game.tables.owner[m.piece as usize];
            for d in (0..nd.min(8)).filter(|d| dirs & (1 << d) != 0) {
                let n = game.nbr[m.to as usize * nd + d];
                if n == NO_CELL || m.captures().contains(&n) {
                    continue;
                }
                let v = self.after(m, n);
                if v == 0 || game.tables.owner[v as usize] == me {
                    continue;
                }
                if self.taken(game, ct, m, (n, v, d)) && (m.ncap as usize) < MAX_CHAIN {
                    m.caps[m.ncap as usize] = n;
                    m.ncap += 1;
                }
            }
        }
    }

    /// What `cell` holds after the move `m` (before its custodian
    /// captures): the cell left is empty, the landing holds the piece, a
    /// cell taken by the move itself is empty.
    #[inline(always)]
    fn after(&self, m: &Move, cell: u8) -> Code {
        if cell == m.to {
            m.placed
        } else if (cell == m.from && m.kind == MoveKind::Piece) || m.captures().contains(&cell) {
            0
        } else {
            self.board[cell as usize]
        }
    }

    /// Whether the enemy piece `v` on `n`, next to the landing of `m` in
    /// direction `d`, is taken: a captor right behind it, or on each side
    /// of its `surrounded` directions where that rule holds.
    #[inline(always)]
    fn taken(
        &self,
        game: &Game,
        ct: &CustodianTable,
        m: &Move,
        (n, v, d): (u8, Code, usize),
    ) -> bool {
        let nd = game.dirs.len();
        let sides = ct.surround[v as usize];
        if sides != 0 && get_bit(&ct.surround_in[v as usize], n) {
            return (0..nd.min(8))
                .filter(|e| sides & (1 << e) != 0)
                .all(|e| self.captor(game, ct, m, game.nbr[n as usize * nd + e], v));
        }
        self.captor(game, ct, m, game.nbr[n as usize * nd + d], v)
    }

    /// Whether `cell` counts as a captor of the piece `v` after the move
    /// `m`: a cell hostile to it (always, or while empty), or a piece of the
    /// mover's that takes by custodian capture.
    #[inline(always)]
    fn captor(&self, game: &Game, ct: &CustodianTable, m: &Move, cell: u8, v: Code) -> bool {
        if cell == NO_CELL {
            return false;
        }
        if get_bit(&ct.hostile[v as usize], cell) {
            return true;
        }
        let b = self.after(m, cell);
        if b == 0 {
            return get_bit(&ct.hostile_empty[v as usize], cell);
        }
        let owner = game.tables.owner[b as usize];
        owner == game.tables.owner[m.piece as usize] && ct.dirs[b as usize] != 0
    }
}
