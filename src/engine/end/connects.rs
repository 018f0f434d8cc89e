//! `connects A to B`: whether the chain of a player's pieces through the
//! cell the last move landed on reaches both zones. Only that chain is
//! filled (from the last move, over the board's neighbours: six on a hex
//! board), never the whole board; the fill keeps its cells in bit sets and
//! a stack on the call stack, so it allocates nothing.

use crate::engine::State;
use crate::engine::conds::fill;
use crate::engine::state::bits::get_bit;
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
        let (mut in_a, mut in_b) = (false, false);
        fill(game, occ, start, |c| {
            in_a |= get_bit(za, c);
            in_b |= get_bit(zb, c);
            in_a && in_b
        })
    }
}
