//! Castling (`castle DIRS with KIND to Z1, Z2`): a move of two of the
//! mover's pieces at once, and the unmoved flags it asks for (kept in
//! [`State::unmoved`], in the hash, restored by `undo`).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{Bits, clear_bit, for_each_bit, get_bit, set_bit};
use crate::ir::{CastleEntry, Code, Game, MAX_PLAYERS, NO_CELL, Narrow};

/// The Zobrist key of the unmoved flag of the piece on `cell`.
pub(in crate::engine) fn unmoved_key(cell: u8) -> u64 {
    let mut z = (cell as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1_e995_1234_5678;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl State {
    /// The cells of pieces whose kinds keep an unmoved flag (all unmoved):
    /// a start position.
    pub(in crate::engine) fn initial_unmoved(game: &Game, board: &[Code; 256]) -> Bits {
        let mut b = [0u64; 4];
        if game.tables.any_castle {
            for (cell, &c) in board.iter().enumerate().take(game.board.cells()) {
                if c != 0 && game.tables.unmoved[c as usize] {
                    set_bit(&mut b, cell.narrow());
                }
            }
        }
        b
    }

    /// Marks the pieces on these cells as moved (for positions given as
    /// text); the flags of other cells stay.
    pub fn set_moved(&mut self, game: &Game, cells: &[u8]) {
        for &c in cells {
            clear_bit(&mut self.unmoved, c);
        }
        let mut h = 0;
        self.prune_unmoved(game, &mut h);
        self.hash = self.compute_hash(game);
    }

    /// Clears the flags that no castling can use any more, so that the
    /// flags are the castling rights (and equal rights hash alike): a
    /// castling piece none of whose partners is unmoved, a partner with no
    /// unmoved castling piece of its owner's to castle with it. Updates
    /// the hash `h`.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn prune_unmoved(&mut self, game: &Game, h: &mut u64) {
        let t = &game.tables;
        for p in 0..self.players as usize {
            let own = self.occ[p];
            let flagged: Bits = std::array::from_fn(|w| own[w] & self.unmoved[w]);
            let mut useful = [0u64; 4];
            for_each_bit(&flagged, |king| {
                let code = self.board[king as usize];
                for e in &t.castles[code as usize] {
                    for_each_bit(&flagged, |c| {
                        if self.board[c as usize] == e.partner {
                            set_bit(&mut useful, king);
                            set_bit(&mut useful, c);
                        }
                    });
                }
            });
            for_each_bit(&flagged, |c| {
                if !get_bit(&useful, c) {
                    clear_bit(&mut self.unmoved, c);
                    *h ^= unmoved_key(c);
                }
            });
        }
    }

    /// Whether the piece on `cell` keeps its unmoved flag.
    pub fn is_unmoved(&self, cell: u8) -> bool {
        get_bit(&self.unmoved, cell)
    }

    /// A plain move clears the flags of the cells it leaves, lands on or
    /// captures on (saved for `undo`); updates the hash `h`.
    #[inline(always)]
    pub(in crate::engine) fn lose_unmoved(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let cells = [m.from, m.to]
            .into_iter()
            .chain(m.captures().iter().copied());
        self.clear_unmoved(game, cells, h);
    }

    /// Clears the flags of `cells` (saved for `undo` if one changes, with
    /// the ply of the move: `plies` is already counted); updates the hash
    /// `h`.
    #[inline(always)]
    pub(in crate::engine) fn clear_unmoved(
        &mut self,
        game: &Game,
        cells: impl Iterator<Item = u8>,
        h: &mut u64,
    ) {
        let before = self.unmoved;
        let mut cleared = false;
        for c in cells {
            if get_bit(&self.unmoved, c) {
                clear_bit(&mut self.unmoved, c);
                *h ^= unmoved_key(c);
                cleared = true;
            }
        }
        if cleared {
            // Saved only when the flags change, with the ply of the move
            // (`plies` is already counted): most moves touch none.
            self.unmoved_saved.push((self.plies - 1, before));
            self.prune_unmoved(game, h);
        }
    }

    /// `undo`'s half of the unmoved flags (after `plies` is counted back):
    /// the flags before this ply's move, if it changed them.
    #[inline(always)]
    pub(in crate::engine) fn restore_unmoved(&mut self) {
        if let Some(&(ply, before)) = self.unmoved_saved.last()
            && ply == self.plies
        {
            self.unmoved = before;
            self.unmoved_saved.pop();
        }
    }

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

    /// `apply` of a castling: both pieces move, both lose their flags.
    #[inline(never)]
    pub(in crate::engine) fn apply_castle(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.save::<false>();
        self.unmoved_saved.push((self.plies, self.unmoved));
        let mut h = self.hash;
        if self.ep_in_hash {
            h ^= t.key(0, self.ep);
        }
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let rook = self.board[r as usize];
        let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        for (c, code) in [(k, m.piece), (r, rook)] {
            self.board[c as usize] = 0;
            clear_bit(&mut self.occ[p], c);
            h ^= t.key(code, c);
            if get_bit(&self.unmoved, c) {
                clear_bit(&mut self.unmoved, c);
                h ^= unmoved_key(c);
            }
        }
        for (c, code) in [(kd, m.piece), (rd, rook)] {
            self.board[c as usize] = code;
            set_bit(&mut self.occ[p], c);
            h ^= t.key(code, c);
        }
        self.prune_unmoved(game, &mut h);
        let next = t.next_player[self.to_move as usize];
        h ^= t.zobrist_turn[self.to_move as usize] ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.plies += 1;
        self.since_capture = if t.resets[m.piece as usize] {
            0
        } else {
            self.since_capture + 1
        };
        self.ep = NO_CELL;
        self.ep_victim = NO_CELL;
        self.ep_in_hash = false;
        self.hash = h;
    }

    /// `undo` of [`State::apply_castle`].
    #[inline(never)]
    pub(in crate::engine) fn undo_castle(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let t = &game.tables;
        let (k, kd, r, rd) = (m.from, m.to, m.path[1], m.path[2]);
        let rook = self.board[rd as usize];
        let p = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        for c in [kd, rd] {
            self.board[c as usize] = 0;
            clear_bit(&mut self.occ[p], c);
        }
        for (c, code) in [(k, m.piece), (r, rook)] {
            self.board[c as usize] = code;
            set_bit(&mut self.occ[p], c);
        }
        self.to_move = t.prev_player[self.to_move as usize];
        self.restore_saved(&saved);
        self.restore_unmoved();
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
