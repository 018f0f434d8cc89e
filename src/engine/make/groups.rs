//! The groups a placement takes (`capture groups`): the enemy groups its
//! generation marked (`generate/groups.rs`: a bit per neighbour), then,
//! for a suicide, the mover's own. Each stone taken goes on
//! `captured_codes` as its cell and code, then the count as two bytes, so
//! that `undo` (last in, first out) puts them back.

use crate::engine::State;
use crate::engine::moves::{Move, SUICIDE, TAKES};
use crate::engine::state::bits::for_each_bit;
use crate::engine::state::hash::key_at;
use crate::ir::{Game, MAX_PLAYERS, NO_CELL, Narrow};

impl State {
    /// Takes the groups placement `m` takes, updating the hash `h`;
    /// whether it took any.
    pub(in crate::engine) fn take_groups(&mut self, game: &Game, m: &Move, h: &mut u64) -> bool {
        let dirs = &game.capture.groups.dirs;
        let nd = game.dirs.len();
        let mut n = 0usize;
        for (i, &d) in dirs.iter().enumerate().take(8) {
            if m.path[TAKES] & (1 << i) != 0 {
                let nb = game.nbr[m.to as usize * nd + d as usize];
                if nb != NO_CELL {
                    n += self.take_group(game, nb, h);
                }
            }
        }
        if m.path[SUICIDE] != 0 {
            n += self.take_group(game, m.to, h);
        }
        self.captured_codes.push((n & 0xff).narrow());
        self.captured_codes.push((n >> 8).narrow());
        n > 0
    }

    /// Removes the group of the piece on `start` (none if it is empty);
    /// how many pieces it held.
    fn take_group(&mut self, game: &Game, start: u8, h: &mut u64) -> usize {
        let cells = self.group_of(game, start);
        let mut n = 0;
        for_each_bit(&cells, |c| {
            let code = self.board[c as usize];
            self.captured_codes.push(c);
            self.captured_codes.push(code);
            *h ^= key_at(game, code, c, 0);
            self.counts[game.tables.owner[code as usize] as usize % MAX_PLAYERS] -= 1;
            self.set_top(game, c, 0);
            n += 1;
        });
        n
    }

    /// Whether `m` is a placement that takes a group (its own, too): a
    /// capture, for the `since capture` counts.
    #[inline(always)]
    pub(in crate::engine) fn takes_groups(t: &crate::ir::Tables, m: &Move) -> bool {
        t.features.has(crate::ir::Features::GROUPS)
            && m.is_enter()
            && (m.path[TAKES] != 0 || m.path[SUICIDE] != 0)
    }

    /// Puts back the stones [`State::take_groups`] took (the last entries
    /// of `captured_codes`).
    pub(in crate::engine) fn untake_groups(&mut self, game: &Game) {
        let hi = self.captured_codes.pop().unwrap_or(0) as usize;
        let lo = self.captured_codes.pop().unwrap_or(0) as usize;
        for _ in 0..(hi << 8 | lo) {
            let code = self.captured_codes.pop().unwrap_or(0);
            let c = self.captured_codes.pop().unwrap_or(NO_CELL);
            if code != 0 && c != NO_CELL {
                self.counts[game.tables.owner[code as usize] as usize % MAX_PLAYERS] += 1;
                self.set_top(game, c, code);
            }
        }
    }
}
