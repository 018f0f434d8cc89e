//! Zone tallies ([`ZoneTally`], `ir/tally.rs`): each player's pieces in the
//! tallied zones, kept by apply and undo, so that `count(pieces own in
//! home)` is a look-up. The invariant: in a game with tallies, after every
//! change of the pieces (a move and its captures, a swap, a position
//! restored by `cancel`, a state built from a board) `State::tally` equals
//! the count of each player's pieces in each tallied zone. A change is
//! followed by taking the pieces on the cells it touches out of the tallies
//! before and putting the pieces there afterwards back in.

use super::State;
use super::bits::BITS_WORDS;
use super::moves::Move;
use crate::ir::{Game, MAX_CHAIN, MAX_PLAYERS, MAX_TALLIED, Narrow, ZoneTally};

/// The room of [`State::tally`]: a count per (tallied zone, player).
pub(in crate::engine) const TALLY_ROOM: usize = MAX_TALLIED * MAX_PLAYERS;

impl State {
    /// The tallies counted afresh from the cells each player holds.
    pub(in crate::engine) fn recount_tally(&mut self, game: &Game) {
        self.tally = self.counted_tally(game);
    }

    /// The tallies as they should be, counted from the board.
    fn counted_tally(&self, game: &Game) -> [u8; TALLY_ROOM] {
        let mut out = [0; TALLY_ROOM];
        let np = self.players as usize % (MAX_PLAYERS + 1);
        for (slot, &z) in game.tables.tally.zones.iter().enumerate() {
            for p in 0..np {
                let Some(zb) = game.tables.zone_bits.get(z as usize * np + p) else {
                    continue;
                };
                let n: u32 = (0..BITS_WORDS)
                    .map(|w| (self.occ[p][w] & zb[w]).count_ones())
                    .sum();
                out[ZoneTally::index(slot, p)] = n.min(255).narrow();
            }
        }
        out
    }

    /// Whether the kept tallies equal the pieces on the board (always, by
    /// the invariant; for tests).
    pub fn tally_matches(&self, game: &Game) -> bool {
        self.tally == self.counted_tally(game)
    }

    /// Player `p`'s pieces in zone `zone`, if the zone is tallied.
    #[inline(always)]
    pub(in crate::engine) fn tallied(&self, game: &Game, zone: u16, p: u8) -> Option<i64> {
        let slot = *game.tables.tally.slot_of.get(zone as usize)?;
        if slot == 0 {
            return None;
        }
        Some(i64::from(
            self.tally[ZoneTally::index(slot as usize - 1, p as usize)],
        ))
    }

    /// Takes the pieces on `cells` out of the tallies (`up` false) or puts
    /// them in (`up` true); a cell listed twice counts once.
    pub(in crate::engine) fn tally_cells(&mut self, game: &Game, cells: &[u8], up: bool) {
        let t = &game.tables;
        for (i, &c) in cells.iter().enumerate() {
            let code = self.board[c as usize];
            if code == 0 || cells[..i].contains(&c) {
                continue;
            }
            let p = t.owner[code as usize] as usize % MAX_PLAYERS;
            let mut slots = t.tally.cells.get(p * 256 + c as usize).copied().unwrap_or(0);
            while slots != 0 {
                let k = &mut self.tally[ZoneTally::index(slots.trailing_zeros() as usize, p)];
                *k = if up { k.wrapping_add(1) } else { k.wrapping_sub(1) };
                slots &= slots - 1;
            }
        }
    }

    /// [`State::tally_cells`] over the cells move `m` touches: where it
    /// starts, where it ends, what it captures.
    #[inline]
    pub(in crate::engine) fn tally_move(&mut self, game: &Game, m: &Move, up: bool) {
        let mut cells = [0u8; MAX_CHAIN + 2];
        cells[0] = m.from;
        cells[1] = m.to;
        let caps = m.captures();
        let n = caps.len().min(MAX_CHAIN);
        cells[2..2 + n].copy_from_slice(&caps[..n]);
        self.tally_cells(game, &cells[..2 + n], up);
    }
}
