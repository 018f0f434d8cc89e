//! Perft: the number of move sequences of a given length (leaf nodes), the
//! standard check of a move generator. Every leaf move is applied and undone
//! (no bulk counting unless asked), and the move buffers are reused across
//! the whole search, one per ply.

use crate::engine::{Move, State};
use crate::ir::Game;

/// Reusable buffers for a search of some depth.
pub struct Perft {
    bufs: Vec<Vec<Move>>,
    /// Count the last ply without applying its moves.
    pub bulk: bool,
}

impl Perft {
    pub fn new(depth: usize) -> Perft {
        Perft {
            bufs: (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect(),
            bulk: false,
        }
    }

    /// perft(depth) from `state`; the state is unchanged afterwards.
    pub fn run(&mut self, game: &Game, state: &mut State, depth: usize) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.bufs.len() < depth {
            self.bufs.resize_with(depth, || Vec::with_capacity(64));
        }
        perft(game, state, depth, &mut self.bufs, self.bulk)
    }

    /// perft(depth - 1) after each legal move: `(move, count)`.
    pub fn divide(&mut self, game: &Game, state: &mut State, depth: usize) -> Vec<(Move, u64)> {
        let mut moves = Vec::new();
        state.decisions(game, &mut moves);
        let mut out = Vec::with_capacity(moves.len());
        for m in moves {
            state.apply(game, &m);
            let n = if depth <= 1 {
                1
            } else {
                self.run(game, state, depth - 1)
            };
            state.undo(game, &m);
            out.push((m, n));
        }
        out
    }
}

fn perft(game: &Game, state: &mut State, depth: usize, bufs: &mut [Vec<Move>], bulk: bool) -> u64 {
    let (buf, rest) = bufs.split_first_mut().expect("one buffer per ply");
    state.decisions(game, buf);
    if depth == 1 {
        if bulk {
            return buf.len() as u64;
        }
        for m in buf.iter() {
            state.apply(game, m);
            std::hint::black_box(&*state);
            state.undo(game, m);
        }
        return buf.len() as u64;
    }
    let mut total = 0;
    for m in buf.iter() {
        state.apply(game, m);
        total += perft(game, state, depth - 1, rest, bulk);
        state.undo(game, m);
    }
    total
}
