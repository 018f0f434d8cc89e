//! Hops (`hop DIRS over X [chained]`): over an adjacent piece to the empty
//! cell behind it, taking nothing. Chained, the piece goes on hopping from
//! each landing and may stop on any cell it reaches: one move per cell
//! reached, found breadth first, so that no cell is reached twice and the
//! walk is bounded by the board, whatever the pieces (Halma, Chinese
//! checkers).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, get_bit, set_bit};
use crate::ir::{Game, NO_CELL};

impl State {
    /// The hops of the piece of `base` in the directions of the bit set
    /// `dirs` over a piece of the relation mask `over`; each cell reached
    /// (not the start) is one move, listed in the order found.
    pub(in crate::engine) fn hops(
        &self,
        game: &Game,
        base: &Move,
        (dirs, over, chained): (u32, u8, bool),
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let me = self.to_move;
        let nd = game.dirs.len();
        let from = base.from;
        let mut seen = [0u64; BITS_WORDS];
        set_bit(&mut seen, from);
        // The cells reached, in order: the queue of the breadth-first walk.
        let mut queue = [0u8; 256];
        let (mut head, mut tail) = (0usize, 0usize);
        let mut at = from;
        loop {
            for d in 0..nd.min(32) {
                if dirs & (1 << d) == 0 {
                    continue;
                }
                let x = game.nbr[at as usize * nd + d];
                if x == NO_CELL || x == from {
                    continue;
                }
                let there = self.board[x as usize];
                if there == 0 || over & Self::relation(game, there, me) == 0 {
                    continue;
                }
                let land = game.nbr[x as usize * nd + d];
                if land == NO_CELL || get_bit(&seen, land) || self.board[land as usize] != 0 {
                    continue;
                }
                set_bit(&mut seen, land);
                let mut m = *base;
                m.land(land, false);
                m.placed = t.placed(base.piece, land);
                Self::push_promoted(t, out, m);
                queue[tail] = land;
                tail += 1;
            }
            if !chained || head == tail {
                break;
            }
            at = queue[head];
            head += 1;
        }
    }
}
