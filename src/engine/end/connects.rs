//! `connects A to B`: whether the chain of a player's pieces through the
//! cell the last move landed on reaches both zones. Only that chain is
//! filled (from the last move, over the board's neighbours: six on a hex
//! board), never the whole board; the fill keeps its cells in bit sets and
//! a stack on the call stack, so it allocates nothing.

use crate::engine::State;
use crate::engine::state::bits::{BITS_WORDS, Bits, get_bit, set_bit};
use crate::ir::{Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// Whether the last move's landing cell holds a piece of `p` whose
    /// chain (`p`'s pieces, neighbour to neighbour) holds a cell of zone
    /// `a` and a cell of zone `b`, each in its part for `p`.
    pub(in crate::engine) fn connects(&self, game: &Game, p: u8, a: u16, b: u16) -> bool {
        let start = self.last_to;
        let occ = &self.occ[p as usize % MAX_PLAYERS];
        if start == NO_CELL || !get_bit(occ, start) {
            return false;
        }
        let np = game.players.len();
        let zone = |z: u16| &game.tables.zone_bits[z as usize * np + p as usize];
        let (za, zb) = (zone(a), zone(b));
        let nd = game.dirs.len();
        let mut seen: Bits = [0; BITS_WORDS];
        let mut stack = [0u8; 256];
        let mut top = 1;
        stack[0] = start;
        set_bit(&mut seen, start);
        let (mut in_a, mut in_b) = (false, false);
        while top > 0 {
            top -= 1;
            let c = stack[top];
            in_a |= get_bit(za, c);
            in_b |= get_bit(zb, c);
            if in_a && in_b {
                return true;
            }
            for d in 0..nd {
                let nb = game.nbr[c as usize * nd + d];
                if nb != NO_CELL && get_bit(occ, nb) && !get_bit(&seen, nb) {
                    set_bit(&mut seen, nb);
                    stack[top] = nb;
                    top += 1;
                }
            }
        }
        false
    }
}
