//! Drops by cell sets ([`Drops`]): in a game of one piece per cell on at
//! most 64 cells whose every `enter` takes a piece from its owner's store
//! onto an empty cell of a zone (no condition, fall, flip or supply:
//! Crazyhouse's drops), the cells a piece of each code may be dropped on
//! as one word. The drops of a piece in hand are then the empty cells of
//! that word, one bit scan each (`engine/generate/fast/drops.rs`), instead
//! of a walk of its entries that reads each cell.

use crate::ir::{Code, EnterEntry, Game, NO_DIR, Tables, Target};

/// The drop cells of each code (see the module's text).
#[derive(Clone, Debug)]
pub struct Drops {
    /// `cells[code]`: the cells its entries put it on (0: it has none).
    pub cells: Vec<u64>,
    /// `placed[code]`: the code it is placed as.
    pub placed: Vec<Code>,
}

impl Game {
    /// The drop cells, where the game allows (the module's text): each
    /// code's entries are plain drops, their cells rising (the walk's
    /// order is the bit scan's), all placing the same code.
    pub(in crate::ir) fn drops_tables(&self, t: &Tables) -> Option<Box<Drops>> {
        let plain = |e: &EnterEntry| {
            !e.supply
                && e.mask == Target::Empty.mask()
                && e.cond == 0
                && e.fall == NO_DIR
                && e.flips == 0
                && !e.dup
        };
        if !t.any_enter || t.cells > 64 || t.any_neutral || self.stacks || self.cards.is_some() {
            return None;
        }
        let n = t.enter.len();
        let mut d = Drops {
            cells: vec![0; n],
            placed: vec![0; n],
        };
        for (code, list) in t.enter.iter().enumerate() {
            let Some(first) = list.first() else {
                continue;
            };
            let rising = list.windows(2).all(|w| w[0].cell < w[1].cell);
            if !rising || !list.iter().all(|e| plain(e) && e.placed == first.placed) {
                return None;
            }
            d.cells[code] = list.iter().fold(0, |m, e| m | 1u64 << e.cell);
            d.placed[code] = first.placed;
        }
        Some(Box::new(d))
    }
}
