//! The flips of a placement (`flipping DIRS`): the enemy pieces the move
//! recorded (a run length per direction in `path[1 + d]`, see
//! `generate/place.rs`) become the mover's, of the same kind; their codes
//! before are kept in `captured_codes` (after the move's captures) for
//! `undo`.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS};

impl State {
    /// Turns the pieces placement `m` flips over to `me`, updating the
    /// hash `h`.
    pub(in crate::engine) fn flip_cells(&mut self, game: &Game, m: &Move, me: u8, h: &mut u64) {
        let t = &game.tables;
        each_flipped(game, m, |c| {
            let old = self.board[c as usize];
            let new = game.code(game.code_kind[old as usize], me);
            self.captured_codes.push(old);
            *h ^= key_at(game, old, c, 0) ^ key_at(game, new, c, 0);
            self.counts[t.owner[old as usize] as usize % MAX_PLAYERS] -= 1;
            self.counts[me as usize % MAX_PLAYERS] += 1;
            self.set_top(game, c, new);
        });
    }

    /// Gives the pieces placement `m` flipped back to their owners (their
    /// codes start at `first` in `captured_codes`, after the move's
    /// captures) and forgets those codes.
    pub(in crate::engine) fn unflip_cells(&mut self, game: &Game, m: &Move, first: usize) {
        let t = &game.tables;
        let mut i = first + m.ncap as usize;
        each_flipped(game, m, |c| {
            let (now, old) = (self.board[c as usize], self.captured_codes[i]);
            i += 1;
            self.counts[t.owner[now as usize] as usize % MAX_PLAYERS] -= 1;
            self.counts[t.owner[old as usize] as usize % MAX_PLAYERS] += 1;
            self.set_top(game, c, old);
        });
        self.captured_codes.truncate(first + m.ncap as usize);
    }
}

/// Each cell placement `m` flips, direction by direction outward from its
/// landing (the run lengths in `path[1 + d]`).
#[inline(always)]
pub(in crate::engine) fn each_flipped(game: &Game, m: &Move, mut f: impl FnMut(u8)) {
    let nd = game.dirs.len();
    for d in 0..nd.min(8) {
        let mut c = m.to;
        for _ in 0..m.path[1 + d] {
            c = game.nbr[c as usize * nd + d];
            f(c);
        }
    }
}
