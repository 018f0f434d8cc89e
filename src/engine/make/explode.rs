//! The explosion that follows a capture (`captures explode DIRS [except
//! KINDS]`, Atomic chess): the capturing piece on the landing and every
//! piece on the landing's neighbours along the capturer's DIRS, but those
//! of a spared kind, leave the board. Their codes are kept on the
//! captured-codes stack after the move's own captures (the landing first,
//! then one per direction, 0 where nothing went), and `undo` puts them
//! back.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{BITS_WORDS, Bits, get_bit, set_bit};
use crate::engine::state::hash::key_at;
use crate::ir::{Features, Game, MAX_PLAYERS, NO_CELL, Tables};

impl State {
    /// Explodes the capture `m` (made): takes the pieces the blast takes,
    /// updating the hash.
    pub(in crate::engine) fn explode_after(&mut self, game: &Game, m: &Move, h: &mut u64) {
        let Some(ex) = game.explode.as_ref() else {
            return;
        };
        let me = game.tables.owner[m.placed as usize];
        self.blast_take(game, m.to, h);
        let nd = game.opposite.len();
        for &d in ex.dirs_of(me) {
            let c = game.nbr[m.to as usize * nd + d as usize];
            let code = if c == NO_CELL {
                0
            } else {
                self.board[c as usize]
            };
            if code != 0 && !ex.spares(game.code_kind[code as usize]) {
                self.blast_take(game, c, h);
            } else {
                self.captured_codes.push(0);
            }
        }
    }

    /// Takes the piece on `cell` (its code saved), updating the hash.
    fn blast_take(&mut self, game: &Game, cell: u8, h: &mut u64) {
        let code = self.board[cell as usize];
        self.captured_codes.push(code);
        if code != 0 {
            let t = &game.tables;
            self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] -= 1;
            *h ^= key_at(game, code, cell, 0);
            self.set_top(game, cell, 0);
        }
    }

    /// Puts back what the explosion of `m` took (the hash is restored
    /// whole), in the reverse order.
    pub(in crate::engine) fn unexplode(&mut self, game: &Game, m: &Move) {
        let Some(ex) = game.explode.as_ref() else {
            return;
        };
        let t = &game.tables;
        let me = t.owner[m.placed as usize];
        let nd = game.opposite.len();
        let cells = ex
            .dirs_of(me)
            .iter()
            .rev()
            .map(|&d| game.nbr[m.to as usize * nd + d as usize])
            .chain(std::iter::once(m.to));
        for c in cells {
            let code = self.captured_codes.pop().unwrap_or(0);
            if code != 0 && c != NO_CELL {
                self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] += 1;
                self.set_top(game, c, code);
            }
        }
    }

    /// The cells the explosion of the capture `m` (made) emptied: the
    /// landing and its neighbours along the blast's directions that are
    /// empty now (their unmoved flags go).
    pub(in crate::engine) fn blasted(
        &self,
        game: &Game,
        m: &Move,
    ) -> impl Iterator<Item = u8> + use<> {
        let dirs = game.explode.as_ref().map_or(&[][..], |ex| {
            ex.dirs_of(game.tables.owner[m.placed as usize])
        });
        let nd = game.opposite.len();
        let mut set: Bits = [0; BITS_WORDS];
        set_bit(&mut set, m.to);
        for &d in dirs {
            let c = game.nbr[m.to as usize * nd + d as usize];
            if c != NO_CELL && self.board[c as usize] == 0 {
                set_bit(&mut set, c);
            }
        }
        (0..=u8::MAX).filter(move |&c| get_bit(&set, c))
    }
}

impl State {
    /// Whether `m` explodes: a capture (a piece's move or an entry) in a
    /// game whose captures explode.
    #[inline(always)]
    pub(in crate::engine) fn explodes(t: &Tables, m: &Move) -> bool {
        t.features.has(Features::EXPLODE)
            && m.ncap > 0
            && matches!(m.kind, MoveKind::Piece | MoveKind::Enter)
    }
}
