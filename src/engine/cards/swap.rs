//! `swap KINDS in ZONE [if COND]`: two pieces of those kinds in the zone
//! change places.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{BITS_WORDS, Bits, for_each_bit};
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS, NO_CELL, Swap};

impl State {
    /// The swaps a card allows, if its condition holds for `judge`: each
    /// pair of cells once.
    pub(super) fn gen_swaps(&self, game: &Game, swap: &Swap, judge: u8, out: &mut Vec<Move>) {
        if swap.cond != 0 && !self.holds_cond(game, swap.cond, judge, NO_CELL) {
            return;
        }
        let me = self.to_move;
        let np = game.players.len();
        // The occupied cells of the zone (for the player), in order, on the
        // stack (at most 255).
        let zone = game
            .tables
            .zone_bits
            .get(swap.zone as usize * np + me as usize)
            .copied()
            .unwrap_or_default();
        let mut there: Bits = [0; BITS_WORDS];
        for (w, bits) in there.iter_mut().enumerate() {
            let occupied = self.occ[..np.min(MAX_PLAYERS)]
                .iter()
                .fold(0, |b, o| b | o[w]);
            *bits = zone[w] & occupied;
        }
        let mut cells = [0u8; 256];
        let mut len = 0;
        for_each_bit(&there, |x| {
            let code = self.board[x as usize];
            if code != 0 && swap.kinds[game.code_kind[code as usize] as usize] && len < 256 {
                cells[len] = x;
                len += 1;
            }
        });
        let cells = &cells[..len];
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                let mut m = Move {
                    from: a,
                    to: b,
                    piece: self.board[a as usize],
                    placed: self.board[b as usize],
                    npath: 1,
                    lift: 1,
                    kind: MoveKind::Swap,
                    ..Move::NONE
                };
                m.path[0] = b;
                out.push(m);
            }
        }
    }

    /// The pieces on `m.from` and `m.to` change places (each may promote
    /// where it lands).
    pub(super) fn swap_pieces(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        let (a, b) = (m.from, m.to);
        let (pa, pb) = (t.placed(m.placed, a), t.placed(m.piece, b));
        let (ha, hb) = (self.under.len(a as usize), self.under.len(b as usize));
        self.hash ^= key_at(game, m.piece, a, ha)
            ^ key_at(game, m.placed, b, hb)
            ^ key_at(game, pa, a, ha)
            ^ key_at(game, pb, b, hb);
        self.tally_cells(game, &[a, b], false);
        self.set_top(game, a, pa);
        self.set_top(game, b, pb);
        self.tally_cells(game, &[a, b], true);
    }

    /// Undoes [`State::swap_pieces`].
    pub(super) fn unswap(&mut self, game: &Game, m: &Move) {
        self.tally_cells(game, &[m.from, m.to], false);
        self.set_top(game, m.from, m.piece);
        self.set_top(game, m.to, m.placed);
        self.tally_cells(game, &[m.from, m.to], true);
    }
}
