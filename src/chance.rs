//! Chance decisions (`race`: the roll of the dice): made by no player but
//! drawn by their chances. The decisions list each distinct roll once
//! (`ludus perft` counts them unweighted); a draw weighs a roll of two
//! unequal dice twice as much as a double (2 and 1 in 36 with two dice of
//! six), as the dice would.

use rand::Rng;

use crate::engine::{Move, MoveKind};

/// Whether the decisions `legal` are chance decisions (rolls).
#[inline]
pub fn is_chance(legal: &[Move]) -> bool {
    legal.first().is_some_and(|m| m.kind == MoveKind::Roll)
}

/// One of the rolls `legal`, drawn by their chances ([`Move::roll_weight`]);
/// `None` if `legal` are not rolls.
pub fn draw(legal: &[Move], rng: &mut impl Rng) -> Option<Move> {
    crate::engine::draw_roll(legal, |total| rng.random_range(0..total.max(1)))
}
