//! A random playout's ply of a placement game (`ir/plans/place_ply.rs`):
//! the open cells of the player to move counted, one drawn, a fall's
//! landing found, and the piece put down as the lean make of placements
//! puts it (`make/fast/placements.rs`), with no move written. The draw and
//! the cell are the placements' pick's (`generate/fast/placements.rs`,
//! `place_pick`); where the open cells lie within 16 bits, they are
//! counted and the one drawn found by a look-up per byte, not bit by bit.

use crate::engine::State;
use crate::engine::state::Saved;
use crate::ir::{Game, MAX_PLAYERS, Narrow, PlacePly, PlySide};

/// The set bits of each byte.
static ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut x = 1;
    while x < 256 {
        t[x] = t[x / 2] + if x % 2 == 1 { 1 } else { 0 };
        x += 1;
    }
    t
};

/// `NTH[x][k]`: the bit number of the `k`-th set bit of byte `x` (8 if it
/// has no such bit).
static NTH: [[u8; 8]; 256] = {
    let mut t = [[8u8; 8]; 256];
    let mut x = 0;
    while x < 256 {
        let (mut b, mut k) = (0u8, 0);
        while b < 8 {
            if x & (1 << b) != 0 {
                t[x][k] = b;
                k += 1;
            }
            b += 1;
        }
        x += 1;
    }
    t
};

impl State {
    /// One ply of a random playout by the plan (the module's text): `None`
    /// if the player to move has no placement (the general pick then: a
    /// pass, or no move), else whether a placement was made (not once the
    /// game is over, or if `draw` gives no number below its bound).
    #[inline(always)]
    pub(in crate::engine) fn place_ply(
        &mut self,
        game: &Game,
        pp: &PlacePly,
        draw: impl FnOnce(usize) -> usize,
    ) -> Option<bool> {
        let side = &pp.sides[self.to_move as usize & 1];
        let occupied = self.occ[0][0] | self.occ[1][0];
        let open = side.open & !occupied;
        if open == 0 {
            return None;
        }
        if self.end_rule(game, || false).is_some() {
            return Some(false);
        }
        // The cell of the placement drawn, one of the open cells.
        let cell: u32 = if side.narrow {
            let x = open >> side.lo;
            let (low, high): (u8, u8) = ((x & 0xff).narrow(), ((x >> 8) & 0xff).narrow());
            let (low, high) = (usize::from(low), usize::from(high));
            let below = usize::from(ONES[low]);
            let n = below + usize::from(ONES[high]);
            let k = draw(n);
            if k >= n {
                return Some(false);
            }
            side.lo
                + u32::from(match k.checked_sub(below) {
                    None => NTH[low][k & 7],
                    Some(j) => 8 + NTH[high][j & 7],
                })
        } else {
            let k = draw(open.count_ones() as usize);
            let mut rest = open;
            for _ in 0..k.min(64) {
                rest &= rest.wrapping_sub(1);
            }
            if rest == 0 {
                return Some(false);
            }
            rest.trailing_zeros()
        };
        let to = match &side.falls {
            None => cell.narrow(),
            Some(falls) => match falls[(cell & 63) as usize].landing_open(occupied) {
                Some(to) => to,
                None => return Some(false),
            },
        };
        self.place_lean(side, to);
        Some(true)
    }

    /// Puts `side`'s piece down on the empty cell `to` and passes the turn,
    /// as `apply_place` makes a placement that flips nothing: the same
    /// record for `undo`, board, sets, counts, hash and plies.
    #[inline(always)]
    fn place_lean(&mut self, side: &PlySide, to: u8) {
        self.saved.push(Saved {
            last_to: self.last_to,
            last_mover: self.last_mover,
            ..Saved::plain(self.hash, self.since_capture, self.captured_codes.len())
        });
        let p = usize::from(side.owner) % MAX_PLAYERS;
        self.plies += 1;
        self.last_mover = self.to_move;
        self.last_to = to;
        self.counts[p] += 1;
        self.occ[p][0] |= 1 << (to & 63);
        self.showing[p] += 1;
        self.board[usize::from(to)] = side.code;
        self.hash ^= side.keys[usize::from(to & 63)] ^ side.turn_key;
        self.turn_in_hash ^= side.turn_key;
        self.to_move = side.next;
        self.since_capture += 1;
    }
}
