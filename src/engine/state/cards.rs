//! The parts of the position that the cards keep: the cards in the centre
//! ([`CentreEntry`], for `cancel`), the cards before a deal
//! ([`DealSnapshot`], for `undo`), and the positions from which the rest of
//! a split cannot be made ([`DeadSet`]). They are fields of [`State`]; the
//! card uses that read and write them are in `engine/cards/`.
//!
//! [`State`]: crate::engine::State

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use crate::engine::moves::Move;
use crate::engine::state::Snapshot;

/// A card in the centre in the current deal, for `cancel`.
#[derive(Clone, Debug, PartialEq)]
pub struct CentreEntry {
    /// The card (kind).
    pub card: u8,
    /// The player it was put there for (whose card it was).
    pub by: u8,
    /// The player who chose it (another one when a `play for` turn put it
    /// there).
    pub chosen_by: u8,
    /// The decision: the card with the use chosen (for a split, its first
    /// step).
    pub decision: Move,
    /// Discarded, without its use.
    pub discarded: bool,
    /// The card it stands for when a `cancel` finds it: itself, or, for a
    /// played cancel card, the card it played again.
    pub base: u8,
    /// The position before its use (played cards).
    pub before: Option<Box<Snapshot>>,
    /// A cancel that took back a win: it cannot be cancelled (G21).
    pub locked: bool,
}

/// The cards before a deal, restored by `undo` of the move that ended the
/// deal before.
#[derive(Clone, Debug)]
pub(in crate::engine) struct DealSnapshot {
    pub(in crate::engine) deck: Vec<u8>,
    pub(in crate::engine) hands: Vec<u16>,
    pub(in crate::engine) pile: Vec<(u8, u8)>,
    pub(in crate::engine) dealer: u8,
    pub(in crate::engine) deals: u32,
    pub(in crate::engine) announced: u16,
    pub(in crate::engine) deal_start: u16,
    pub(in crate::engine) centre: Vec<CentreEntry>,
}

/// Hashes Zobrist keys (already uniform) as they are.
#[derive(Default)]
pub(in crate::engine) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Positions (by hash) from which the rest of a split cannot be made.
pub(in crate::engine) type DeadSet = HashSet<u64, BuildHasherDefault<KeyHasher>>;
