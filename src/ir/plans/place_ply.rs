//! A random playout's ply of a placement game ([`PlacePly`]): where the
//! placements are on cell sets (`ir/plans/placements.rs`), flip nothing
//! and take the lean make, a playout's ply (`State::play_random`) picks
//! the cell and puts the piece down in one go
//! (`engine/generate/fast/place_ply.rs`), with no move written: the open
//! cells counted and the one drawn found by look-ups of a byte where they
//! lie within 16 bits, the piece put down as the lean make puts it.
//!
//! The pick is the placements' pick (`State::pick_decision`, the same draw
//! and the same cell): the open cells are the targets in the order they
//! are listed, a fall's entry standing for its landing (the falls in the
//! order of their entry cells). The plan refuses what it does not know:
//! flips, falls out of order, a random pick of another plan (groups, a
//! race, the lean set-wise tables).

use crate::ir::{Code, Fall, Game, MAX_PLAYERS, Narrow, Tables};

/// One player's placements (see the module's text).
#[derive(Clone, Debug)]
pub struct PlySide {
    /// The cells whose emptiness gives a placement: the cells placed on,
    /// or the entries the falls start from, in the order of the listing.
    pub open: u64,
    /// The lowest bit of `open`, and whether `open` lies within the 16
    /// bits from it (then counted and picked by look-ups).
    pub lo: u32,
    pub narrow: bool,
    /// The falls, by entry cell (a default fall where none enters):
    /// `None` if the entries do not fall.
    pub falls: Option<Box<[Fall; 64]>>,
    /// The code placed, its key in the hash on each cell, its owner, the
    /// player next, and the turn's part of the hash that changes.
    pub code: Code,
    pub keys: Box<[u64; 64]>,
    pub owner: u8,
    pub next: u8,
    pub turn_key: u64,
}

/// The plan of a placement game's playout ply (see the module's text).
#[derive(Clone, Debug)]
pub struct PlacePly {
    /// Per player (two), by `to_move`.
    pub sides: [PlySide; 2],
}

impl Game {
    /// The game's [`PlacePly`], where its tables allow (the module's text).
    pub(in crate::ir) fn place_ply(&self, t: &Tables) -> Option<Box<PlacePly>> {
        let pl = t.placements.as_deref()?;
        if !t.place_make
            || t.group_pick.is_some()
            || t.race_pick
            || self.race.is_some()
            || t.setwise.is_some()
        {
            return None;
        }
        let side = |p: usize| -> Option<PlySide> {
            let s = pl.sides.get(p)?;
            if s.flips != 0 || (!s.falls.is_empty() && !s.falls_in_order) {
                return None;
            }
            let owner = *t.owner.get(usize::from(s.code))?;
            let next = *t.next_player.get(p)?;
            if usize::from(owner) != p || usize::from(next) >= MAX_PLAYERS {
                return None;
            }
            let open = if s.falls.is_empty() {
                s.entry & pl.all
            } else {
                s.entry
            };
            let lo = open.trailing_zeros().min(63);
            let falls = if s.falls.is_empty() {
                None
            } else {
                let mut by_cell = Box::new([Fall::default(); 64]);
                for f in &s.falls {
                    by_cell[usize::from(f.cell & 63)] = *f;
                }
                Some(by_cell)
            };
            let mut keys = Box::new([0; 64]);
            for (c, k) in keys.iter_mut().enumerate().take(t.cells) {
                *k = t.key(s.code, c.narrow());
            }
            Some(PlySide {
                open,
                lo,
                narrow: open >> lo < 1 << 16,
                falls,
                code: s.code,
                keys,
                owner,
                next,
                turn_key: t.zobrist_turn[p] ^ t.zobrist_turn[usize::from(next)],
            })
        };
        Some(Box::new(PlacePly {
            sides: [side(0)?, side(1)?],
        }))
    }
}
