//! A lean card's moves (`Tables::lean_cards`, `ir/plans/card_plays.rs`): its
//! uses are only exact `along` moves of the path tables and enters, so its
//! moves are read off the paths of each piece in one short loop (out of
//! line, skipped by a player without a piece on the board), the occupied
//! cells gathered once (when a piece has such moves); the same moves, in
//! the same order, as the general path (`gen_card_uses`).

use crate::engine::State;
use crate::engine::generate::lines::dedup_from;
use crate::engine::generate::tracks::Walk;
use crate::engine::moves::Move;
use crate::engine::state::bits::{Bits, for_each_bit};
use crate::ir::{AlongPaths, Extra, Game, MAX_PLAYERS, Narrow};

impl State {
    /// The moves and enters of lean card `c` for the pieces of `movers`,
    /// each carrying the card.
    pub(in crate::engine::cards) fn gen_lean_card(
        &self,
        game: &Game,
        paths: &AlongPaths,
        c: usize,
        movers: u16,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let (Some(extra), Some(enter)) = (t.card_extra.get(c), t.card_enter.get(c)) else {
            return;
        };
        let np: u8 = game.players.len().narrow();
        let nkinds: u8 = game.kinds.len().narrow();
        let before = out.len();
        let mut players = movers & u16::MAX.checked_shr(16 - u32::from(np)).unwrap_or(0);
        while players != 0 {
            let q: u8 = players.trailing_zeros().narrow();
            players &= players - 1;
            let own = &self.occ[q as usize % MAX_PLAYERS][..t.words];
            // The pieces' moves out of line: a player without a piece on
            // the board (often, early in a race) pays only this test.
            if own.iter().any(|&w| w != 0) {
                self.lean_pieces(game, paths, extra, own, out);
            }
            for k in 0..nkinds {
                let code = 1 + k * np + q;
                if let Some(rules) = enter.get(code as usize).filter(|r| !r.is_empty()) {
                    self.push_enters(game, code, rules, out);
                }
            }
        }
        let card: u8 = (c + 1).narrow();
        for m in &mut out[before..] {
            m.card = card;
        }
    }

    /// The moves of the pieces on the cells of `own` by a lean card's
    /// lists (`extra`, per piece code), the occupied cells gathered when a
    /// piece first has a move of the card.
    #[inline(never)]
    fn lean_pieces(
        &self,
        game: &Game,
        paths: &AlongPaths,
        extra: &[Vec<Extra>],
        own: &[u64],
        out: &mut Vec<Move>,
    ) {
        let mut occupied = None;
        for_each_bit(own, |cell| {
            let code = self.board[cell as usize];
            let Some(list) = extra.get(code as usize).filter(|l| !l.is_empty()) else {
                return;
            };
            let occupied = *occupied.get_or_insert_with(|| self.occupied_cells());
            self.lean_piece_moves(game, paths, (cell, code), list, &occupied, out);
        });
    }

    /// The moves of the piece `code` on `cell` by a lean card's list of
    /// exact `along` moves (`occupied`: the cells holding a piece).
    fn lean_piece_moves(
        &self,
        game: &Game,
        paths: &AlongPaths,
        (cell, code): (u8, u8),
        list: &[Extra],
        occupied: &Bits,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let owner = t.owner[code as usize];
        let judge = self.judge_of(game, code);
        let base = Move::at(cell, code, 1);
        let start = out.len();
        for x in list {
            let Extra::Along {
                dir,
                max,
                target,
                onto,
                cond,
                avoid,
                ..
            } = *x
            else {
                continue;
            };
            if cond != 0 && !self.holds(game, &game.conds[cond as usize], judge, cell) {
                continue;
            }
            let Some(p) = paths.get(dir, max, owner, cell) else {
                continue;
            };
            let walk = Walk {
                dir,
                min: max,
                max,
                target,
                onto,
                avoid,
                until: false,
            };
            self.push_paths(game, &base, p, occupied, &walk, out);
        }
        dedup_from(out, start);
    }
}
