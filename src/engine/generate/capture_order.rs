//! Sorting out the captures of a position: the criteria of `mandatory
//! capture: …` keep the captures that score best, in the file's order;
//! `merge same captures` keeps one move of each set of capture paths from
//! one start to one end taking the same pieces.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Criterion, Game, MAX_CHAIN};

impl State {
    /// Applies the game's capture criteria (when every move of `out` is a
    /// capture) and merges same captures. Out of line: only games with
    /// these rules call it.
    #[inline(never)]
    pub(in crate::engine) fn sort_out_captures(&self, game: &Game, out: &mut Vec<Move>) {
        let rules = &game.capture;
        if !rules.order.is_empty() && out.iter().all(Move::is_capture) {
            for &c in &rules.order {
                let best = out.iter().map(|m| self.score(game, c, m)).max();
                if let Some(best) = best {
                    out.retain(|m| self.score(game, c, m) == best);
                }
            }
        }
        if rules.merge {
            merge_same(out);
        }
    }

    /// How well a capture does by one criterion (more is better).
    fn score(&self, game: &Game, c: Criterion, m: &Move) -> u32 {
        let t = &game.tables;
        let kind = |cell: u8| game.code_kind[self.board[cell as usize] as usize];
        match c {
            Criterion::MostPieces => u32::from(m.ncap),
            Criterion::MostValue => m
                .captures()
                .iter()
                .map(|&x| u32::from(t.value[self.board[x as usize] as usize]))
                .sum(),
            Criterion::By(k) => u32::from(game.code_kind[m.piece as usize] == k),
            Criterion::MostOf(k) => {
                let n = m.captures().iter().filter(|&&x| kind(x) == k).count();
                u32::try_from(n).unwrap_or(u32::MAX)
            }
            Criterion::EarliestOf(k) => m
                .captures()
                .iter()
                .position(|&x| kind(x) == k)
                .map_or(0, |i| u32::try_from(MAX_CHAIN - i).unwrap_or(0)),
        }
    }
}

/// Keeps the first of the captures that take the same pieces from the same
/// start to the same end (as the same piece, for the same card). The
/// captured cells of each capture are sorted, so that the sets compare.
fn merge_same(out: &mut Vec<Move>) {
    for m in out.iter_mut().filter(|m| m.ncap > 1) {
        m.caps[..m.ncap as usize].sort_unstable();
    }
    let mut i = 0;
    while i < out.len() {
        let m = &out[i];
        let dup = m.ncap > 0 && out[..i].iter().any(|o| same_capture(o, m));
        if dup {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Two captures from one start to one end, taking the same pieces.
fn same_capture(a: &Move, b: &Move) -> bool {
    a.from == b.from
        && a.to == b.to
        && a.piece == b.piece
        && a.placed == b.placed
        && a.lift == b.lift
        && a.kind == b.kind
        && a.card == b.card
        && a.captures() == b.captures()
}
