//! Where a piece's rare moves can start ([`Tables::rare_at`]): a piece
//! whose only rare move is a bear-off `if in ZONE` (Liger's checkers on
//! the farthest row) can bear off only from that zone's cells, so move
//! generation looks at one bit instead of calling the rare moves' search
//! from every other cell.

use crate::ir::{Cond, Game, NO_BEAR, Tables};

impl Game {
    /// Fills [`Tables::rare_at`] (after the bear-offs, extra moves and
    /// zones are indexed): per code, the cells from which its rare moves
    /// may exist for its owner; every cell where that is not known. Empty
    /// (every cell of every code) when no code is restricted.
    pub(in crate::ir) fn index_rare_cells(&self, t: &mut Tables) {
        let n = self.board.cells().min(256);
        let np = self.players.len();
        t.rare_at = (0..self.code_owner.len())
            .map(|code| {
                let mut cells = [u64::MAX; 4];
                let owner = t.owner[code % 256] as usize;
                let bear = t.bear[code % 256];
                if !t.rare[code % 256]
                    || !t.extra.get(code).is_none_or(Vec::is_empty)
                    || bear == NO_BEAR
                    || owner >= np
                {
                    return cells;
                }
                if let Some(Cond::In(zone)) = self.conds.get(bear as usize)
                    && let Some(z) = self.zones.get(*zone as usize)
                {
                    cells = [0; 4];
                    for cell in 0..n {
                        if z.member.get(owner * n + cell).copied().unwrap_or(false) {
                            cells[cell >> 6] |= 1 << (cell & 63);
                        }
                    }
                }
                cells
            })
            .collect();
        // No code restricted: the table stays empty, and the test is one
        // comparison of its length.
        if t.rare_at.iter().all(|b| *b == [u64::MAX; 4]) {
            t.rare_at = Vec::new();
        }
    }
}

impl Tables {
    /// Whether the rare moves of `code` may start on `cell` for its owner
    /// (see [`Tables::rare_at`]).
    #[inline(always)]
    pub fn rare_at(&self, code: u8, cell: u8) -> bool {
        self.rare_at
            .get(code as usize)
            .is_none_or(|b| b[(cell >> 6) as usize] >> (cell & 63) & 1 != 0)
    }
}
