//! Chance decisions (`race`: the roll of the dice): made by no player but
//! drawn by their chances. The decisions list each distinct roll once
//! (`ludus perft` counts them unweighted); a draw weighs a roll of two
//! unequal dice twice as much as a double (2 and 1 in 36 with two dice of
//! six), as the dice would.

use rand::Rng;

use crate::engine::{Move, MoveKind};
use crate::ir::Race;

/// Whether the decisions `legal` are chance decisions (rolls).
#[inline]
pub fn is_chance(legal: &[Move]) -> bool {
    legal.first().is_some_and(|m| m.kind == MoveKind::Roll)
}

/// The chance of roll `m`, out of [`Race::outcomes`].
#[inline]
pub fn weight(m: &Move) -> u32 {
    Race::weight(m.path[0], m.path[1])
}

/// One of the rolls `legal`, drawn by their chances; `None` if `legal` are
/// not rolls.
pub fn draw(legal: &[Move], rng: &mut impl Rng) -> Option<Move> {
    draw_with(legal, |total| rng.random_range(0..total.max(1)))
}

/// One of the rolls `legal`, drawn by their chances with `pick(total)`, a
/// number below the sum of their chances; `None` if `legal` are not rolls.
pub fn draw_with(legal: &[Move], pick: impl FnOnce(usize) -> usize) -> Option<Move> {
    if !is_chance(legal) {
        return None;
    }
    let total: u32 = legal.iter().map(weight).sum();
    let mut k = u32::try_from(pick(total.max(1) as usize)).unwrap_or(u32::MAX);
    for m in legal {
        let w = weight(m);
        if k < w {
            return Some(*m);
        }
        k -= w;
    }
    legal.last().copied()
}
