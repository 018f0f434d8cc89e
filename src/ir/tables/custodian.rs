//! Custodian capture as per-code tables ([`CustodianTable`]): which pieces
//! take by sandwiching, and for each piece the cells that count as its
//! captors (`captured against ZONE [when empty]`) and where it must be
//! surrounded (`captured when surrounded DIRS [in ZONE]`). Read by
//! `engine/generate/custodian.rs`.

use crate::ir::{Game, Tables};

/// The custodian capture rules of every code (entry 0 unused).
#[derive(Clone, Debug, Default)]
pub struct CustodianTable {
    /// `dirs[code]`: the directions (bits) along which a moved piece of the
    /// code takes; 0 = it takes no part (neither moves in to take nor
    /// stands behind as the other captor).
    pub dirs: Vec<u8>,
    /// `hostile[code]`: cells that count as a captor of the code whatever
    /// they hold.
    pub hostile: Vec<[u64; 4]>,
    /// `hostile_empty[code]`: cells that count as a captor while empty.
    pub hostile_empty: Vec<[u64; 4]>,
    /// `surround[code]`: the directions (bits) on all of which a captor
    /// must stand to take the piece, where `surround_in[code]` holds; 0 =
    /// taken by two, as any piece.
    pub surround: Vec<u8>,
    pub surround_in: Vec<[u64; 4]>,
}

impl Game {
    /// The custodian table, if some piece takes by custodian capture; the
    /// zone bit sets (`Tables::zone_bits`) must be built.
    pub(in crate::ir) fn custodian_table(&self, t: &Tables) -> Option<Box<CustodianTable>> {
        if self.programs.iter().all(|p| p.custodian.dirs == 0) {
            return None;
        }
        let np = self.players.len();
        let ncodes = self.programs.len() + 1;
        let mut ct = CustodianTable {
            dirs: vec![0; ncodes],
            hostile: vec![[0; 4]; ncodes],
            hostile_empty: vec![[0; 4]; ncodes],
            surround: vec![0; ncodes],
            surround_in: vec![[0; 4]; ncodes],
        };
        let or = |into: &mut [u64; 4], from: &[u64; 4]| {
            for (a, b) in into.iter_mut().zip(from) {
                *a |= b;
            }
        };
        for (i, prog) in self.programs.iter().enumerate() {
            let code = i + 1;
            let owner = self.code_owner[code];
            let rule = &prog.custodian;
            ct.dirs[code] = rule.dirs;
            for &(z, when_empty) in &rule.against {
                let cells = t.zone_cells(z + 1, np, owner);
                let into = if when_empty {
                    &mut ct.hostile_empty[code]
                } else {
                    &mut ct.hostile[code]
                };
                or(into, cells);
            }
            if let Some((dirs, zone)) = rule.surrounded {
                ct.surround[code] = dirs;
                ct.surround_in[code] = if zone == 0 {
                    [u64::MAX; 4]
                } else {
                    *t.zone_cells(zone, np, owner)
                };
            }
        }
        Some(Box::new(ct))
    }
}
