//! Perft: the number of move sequences of a given length (leaf nodes), the
//! standard check of a move generator. Every leaf move is applied and undone
//! (no bulk counting unless asked), and the move buffers are reused across
//! the whole search, one per ply, each made when the search first reaches
//! its ply (so a huge depth asked costs nothing until it is reached).

use crate::engine::{CompactMoves, Move, State};
use crate::ir::Game;

/// The deepest search the command line accepts: far beyond what finishes
/// in a lifetime, and a bound on the buffers.
pub const MAX_DEPTH: usize = 64;

/// Whether `depth` may be searched: an error in words if it is too deep.
pub fn check_depth(depth: usize) -> Result<(), String> {
    if depth > MAX_DEPTH {
        return Err(format!("depth {depth} is too deep: at most {MAX_DEPTH}"));
    }
    Ok(())
}

/// Reusable buffers for a search of some depth.
pub struct Perft {
    bufs: Vec<Vec<Move>>,
    /// The move buffer of games whose moves perft lists compactly.
    compact: CompactMoves,
    /// Count the last ply without applying its moves.
    pub bulk: bool,
}

impl Perft {
    /// A search; `depth` is only a hint, the buffers are made as the
    /// search reaches each ply.
    pub fn new(depth: usize) -> Perft {
        Perft {
            bufs: Vec::with_capacity(depth.min(64)),
            compact: CompactMoves::default(),
            bulk: false,
        }
    }

    /// perft(depth) from `state`; the state is unchanged afterwards.
    pub fn run(&mut self, game: &Game, state: &mut State, depth: usize) -> u64 {
        if depth == 0 {
            return 1;
        }
        if let Some(n) = state.perft_compact(game, depth, self.bulk, &mut self.compact) {
            return n;
        }
        perft(game, state, depth, 0, &mut self.bufs, self.bulk)
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

/// perft(depth) with `bufs[ply]` as this ply's move buffer, made here when
/// the search first reaches the ply.
fn perft(
    game: &Game,
    state: &mut State,
    depth: usize,
    ply: usize,
    bufs: &mut Vec<Vec<Move>>,
    bulk: bool,
) -> u64 {
    if bufs.len() <= ply {
        bufs.resize_with(ply + 1, || Vec::with_capacity(64));
    }
    // Taken out for the loop (moving a Vec allocates nothing) and put back.
    let mut buf = std::mem::take(&mut bufs[ply]);
    if depth == 1 {
        let n = leaves(game, state, &mut buf, bulk);
        bufs[ply] = buf;
        return n;
    }
    state.decisions(game, &mut buf);
    let total = if depth == 2 {
        // The children's last ply done here, in one buffer (no call per
        // child).
        if bufs.len() <= ply + 1 {
            bufs.resize_with(ply + 2, || Vec::with_capacity(64));
        }
        let mut leaf = std::mem::take(&mut bufs[ply + 1]);
        let n = state.sum_applied(game, &buf, |s| leaves(game, s, &mut leaf, bulk));
        bufs[ply + 1] = leaf;
        n
    } else {
        state.sum_applied(game, &buf, |s| {
            perft(game, s, depth - 1, ply + 1, bufs, bulk)
        })
    };
    bufs[ply] = buf;
    total
}

/// perft(1) with `buf` as the move buffer: in bulk the counting sink (the
/// moves counted without listing them where the game allows), otherwise
/// every move applied and taken back.
#[inline(always)]
fn leaves(game: &Game, state: &mut State, buf: &mut Vec<Move>, bulk: bool) -> u64 {
    if bulk {
        return state.count_decisions(game, buf);
    }
    state.decisions(game, buf);
    state.apply_undo_each(game, buf);
    buf.len() as u64
}
