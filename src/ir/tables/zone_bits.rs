//! Zones as bit sets per player ([`Tables::zone_bits`]), for counting the
//! pieces in a zone (`count(pieces own in home)`) with population counts
//! instead of a walk over every cell.

use crate::ir::{Game, Tables};

impl Game {
    /// Fills [`Tables::zone_bits`] from each zone's membership.
    pub(in crate::ir) fn index_zones(&self, t: &mut Tables) {
        let n = self.board.cells();
        let np = self.players.len();
        t.zone_bits = vec![[0; 4]; self.zones.len() * np];
        for (z, zone) in self.zones.iter().enumerate() {
            for p in 0..np {
                let bits = &mut t.zone_bits[z * np + p];
                for c in (0..n.min(256)).filter(|&c| zone.member.get(p * n + c) == Some(&true)) {
                    bits[c >> 6] |= 1u64 << (c & 63);
                }
            }
        }
    }
}
