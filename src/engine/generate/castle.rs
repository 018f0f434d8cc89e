//! Castling (`castle DIRS with KIND to Z1, Z2`), its generation: a move of
//! two of the mover's pieces at once, offered while both are unmoved, the
//! cells between are empty and the cells the king passes are not attacked.
//! Its make and unmake, and the unmoved flags, are in `make/castle.rs`.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{Bits, get_bit};
use crate::ir::{CastleEntry, Code, Game, MAX_PLAYERS, NO_CELL, Narrow};

impl State {
    /// The castlings of the player to move.
    #[inline(never)]
    pub(in crate::engine) fn gen_castles(&mut self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let own = self.occ[me as usize % MAX_PLAYERS];
        let ready: Bits = std::array::from_fn(|w| own[w] & self.unmoved[w]);
        let mut in_check = None;
        for (w, &word) in ready.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell: u8 = (w * 64 + bits.trailing_zeros() as usize).narrow();
                bits &= bits - 1;
                let code = self.board[cell as usize];
                for i in 0..t.castles[code as usize].len() {
                    let e = t.castles[code as usize][i];
                    let Some(partner) = self.castle_partner(game, cell, &e) else {
                        continue;
                    };
                    if !self.castle_clear(game, cell, partner, &e) {
                        continue;
                    }
                    let checked =
                        *in_check.get_or_insert_with(|| self.cell_attacked(game, cell, me, code));
                    if checked || self.passes_attacked(game, cell, e.king_to, e.dir, code) {
                        continue;
                    }
                    let mut m = Move {
                        from: cell,
                        to: e.king_to,
                        piece: code,
                        placed: code,
                        npath: 1,
                        lift: 1,
                        kind: MoveKind::Castle,
                        ..Move::NONE
                    };
                    m.path[0] = e.king_to;
                    m.path[1] = partner;
                    m.path[2] = e.partner_to;
                    out.push(m);
                }
            }
        }
    }

    /// The first piece met from `cell` along the entry's direction, if it
    /// is an unmoved partner.
    fn castle_partner(&self, game: &Game, cell: u8, e: &CastleEntry) -> Option<u8> {
        let nd = game.opposite.len();
        let mut c = cell;
        loop {
            c = game.nbr[c as usize * nd + e.dir as usize];
            if c == NO_CELL {
                return None;
            }
            if self.board[c as usize] != 0 {
                break;
            }
        }
        (self.board[c as usize] == e.partner && get_bit(&self.unmoved, c)).then_some(c)
    }

    /// The cells from each piece's origin to its destination (on the line
    /// of the entry's direction) hold nothing but the two pieces.
    fn castle_clear(&self, game: &Game, king: u8, partner: u8, e: &CastleEntry) -> bool {
        let free = |c: u8| c == king || c == partner || self.board[c as usize] == 0;
        let ok =
            |from: u8, to: u8| line(game, from, to, e.dir).is_some_and(|v| v.into_iter().all(free));
        ok(king, e.king_to) && ok(partner, e.partner_to)
    }

    /// Whether a cell the piece passes over or lands on (after its origin)
    /// is attacked, asked in the position before the move.
    fn passes_attacked(&mut self, game: &Game, from: u8, to: u8, dir: u8, code: Code) -> bool {
        let me = self.to_move;
        let Some(cells) = line(game, from, to, dir) else {
            return true;
        };
        cells
            .into_iter()
            .filter(|&c| c != from)
            .any(|c| self.cell_attacked(game, c, me, code))
    }
}

/// The cells from `from` to `to` (both included) along `dir` or the
/// opposite direction; `None` if `to` is not on that line. At most a
/// board's width: a fixed array, no allocation.
fn line(game: &Game, from: u8, to: u8, dir: u8) -> Option<LineCells> {
    let nd = game.opposite.len();
    let mut out = LineCells::default();
    out.push(from);
    if from == to {
        return Some(out);
    }
    for d in [dir, game.opposite[dir as usize]] {
        out.len = 1;
        let mut c = from;
        loop {
            c = game.nbr[c as usize * nd + d as usize];
            if c == NO_CELL {
                break;
            }
            out.push(c);
            if c == to {
                return Some(out);
            }
        }
    }
    None
}

/// Up to 255 cells of a line.
struct LineCells {
    cells: [u8; 256],
    len: usize,
}

impl Default for LineCells {
    fn default() -> Self {
        LineCells {
            cells: [0; 256],
            len: 0,
        }
    }
}

impl LineCells {
    fn push(&mut self, c: u8) {
        if self.len < 256 {
            self.cells[self.len] = c;
            self.len += 1;
        }
    }
}

impl IntoIterator for LineCells {
    type Item = u8;
    type IntoIter = std::iter::Take<std::array::IntoIter<u8, 256>>;
    fn into_iter(self) -> Self::IntoIter {
        self.cells.into_iter().take(self.len)
    }
}
