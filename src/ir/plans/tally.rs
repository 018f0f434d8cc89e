//! Zone tallies ([`Tables::tally`]): for the zones that counts of pieces in
//! a zone ask about (`count(pieces team in home) = 8`, judged after every
//! decision in LIGA and the race games), each player's pieces there are kept
//! as a number updated by apply and undo, so that such a count is a look-up
//! instead of a scan of the board's cells.
//!
//! Kept only where every change of the pieces on the board goes through the
//! paths that update it: the general path on a board of one piece per cell,
//! with no steals, events, castling, royal pieces or `attacked(…)` (whose
//! tests put pieces on the board for a moment).

use crate::ir::{CmpOp, Cond, Expr, Game, MAX_PLAYERS, Set, Tables, Whose};

/// The most zones tallied; counts of other zones scan their cells.
pub const MAX_TALLIED: usize = 4;

/// The zone tallies of a game (empty: none are kept).
#[derive(Clone, Debug, Default)]
pub struct ZoneTally {
    /// `slot_of[zone]`: the zone's slot + 1 (0: not tallied).
    pub slot_of: Vec<u8>,
    /// The zone of each slot.
    pub zones: Vec<u16>,
    /// `cells[player * 256 + cell]`: the slots (bit per slot) whose zone
    /// holds the cell for that player.
    pub cells: Vec<u8>,
    /// `compares[cond]`: the condition (index in `Game::conds`) is a count
    /// of pieces in a tallied zone compared with a number, judged by a
    /// look-up of the tallies (`after move count(pieces team in home) =
    /// 8`); `None` for any other.
    pub compares: Vec<Option<TallyCompare>>,
}

/// `count(pieces WHOSE in ZONE) OP N` with `ZONE` tallied (the number on
/// either side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TallyCompare {
    pub slot: u8,
    pub whose: Whose,
    /// The comparison with the count on the left.
    pub op: CmpOp,
    pub n: i64,
}

impl TallyCompare {
    /// Whether `count OP n` holds.
    #[inline(always)]
    pub fn holds(&self, count: i64) -> bool {
        self.op.holds(count, self.n)
    }
}

/// Condition `c` as a [`TallyCompare`], if it is one (`slot_of`: the
/// tallied zones' slots + 1).
fn tally_compare(c: &Cond, slot_of: &[u8]) -> Option<TallyCompare> {
    let Cond::Compare(a, op, b) = c else {
        return None;
    };
    let (zone, whose, op, n) = match (*a, *b) {
        (Expr::CountIn(set, zone, whose), Expr::Int(n)) if tallied_set(set) => {
            (zone, whose, *op, n)
        }
        (Expr::Int(n), Expr::CountIn(set, zone, whose)) if tallied_set(set) => {
            (zone, whose, op.mirrored(), n)
        }
        _ => return None,
    };
    let slot = slot_of.get(zone as usize).copied().filter(|&s| s != 0)? - 1;
    Some(TallyCompare { slot, whose, op, n })
}

impl ZoneTally {
    /// Whether any zone is tallied.
    #[inline(always)]
    pub fn on(&self) -> bool {
        !self.zones.is_empty()
    }

    /// The index of player `p`'s tally of slot `slot` in the state's array.
    #[inline(always)]
    pub fn index(slot: usize, p: usize) -> usize {
        slot * MAX_PLAYERS + p % MAX_PLAYERS
    }
}

/// Whether a count in a zone of this set is kept by the tally: all the
/// pieces (or tops) of a player, not one kind's.
fn tallied_set(set: Set) -> bool {
    matches!(set, Set::Pieces | Set::Showing)
}

/// The zones counted by an expression of a condition, added to `out`.
fn zones_counted(c: &Cond, out: &mut Vec<u16>) {
    let mut expr = |e: &Expr| {
        if let Expr::CountIn(set, zone, _) = *e
            && tallied_set(set)
            && !out.contains(&zone)
        {
            out.push(zone);
        }
    };
    match c {
        Cond::And(parts) | Cond::Or(parts) => parts.iter().for_each(|p| zones_counted(p, out)),
        Cond::Not(inner) => zones_counted(inner, out),
        Cond::Compare(a, _, b) => {
            expr(a);
            expr(b);
        }
        Cond::True
        | Cond::Below(_)
        | Cond::NextTo(_)
        | Cond::In(_)
        | Cond::Connected(..)
        | Cond::Attacked(..)
        | Cond::Line(..)
        | Cond::Connects(..) => {}
    }
}

/// Whether a condition asks `attacked(…)` somewhere.
fn asks_attacked(c: &Cond) -> bool {
    match c {
        Cond::And(parts) | Cond::Or(parts) => parts.iter().any(asks_attacked),
        Cond::Not(inner) => asks_attacked(inner),
        Cond::Attacked(..) => true,
        _ => false,
    }
}

impl Game {
    /// Fills [`Tables::tally`] (after `classify` and the attack tables):
    /// the zones counted by the game's conditions, where the game allows.
    pub(in crate::ir) fn index_tally(&self, t: &mut Tables) {
        let allowed = t.general
            && !self.stacks
            && self.steal.is_none()
            && self.events.is_empty()
            && !t.any_castle
            && !t.any_royal
            && !self.conds.iter().any(asks_attacked);
        if !allowed {
            return;
        }
        let mut zones = Vec::new();
        for c in &self.conds {
            zones_counted(c, &mut zones);
        }
        zones.retain(|&z| (z as usize) < self.zones.len());
        zones.truncate(MAX_TALLIED);
        if zones.is_empty() {
            return;
        }
        let n = self.board.cells();
        let np = self.players.len().min(MAX_PLAYERS);
        let mut tally = ZoneTally {
            slot_of: vec![0; self.zones.len()],
            zones: Vec::new(),
            cells: vec![0; np * 256],
            compares: Vec::new(),
        };
        for (slot, &z) in zones.iter().enumerate() {
            let zone = &self.zones[z as usize];
            tally.slot_of[z as usize] = u8::try_from(slot + 1).unwrap_or(0);
            tally.zones.push(z);
            for p in 0..np {
                for c in (0..n.min(256)).filter(|&c| zone.member.get(p * n + c) == Some(&true)) {
                    tally.cells[p * 256 + c] |= 1 << slot;
                }
            }
        }
        tally.compares = self
            .conds
            .iter()
            .map(|c| tally_compare(c, &tally.slot_of))
            .collect();
        t.tally = tally;
    }
}
