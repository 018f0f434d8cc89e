//! The attack map of a position ([`AttackMap`]): the cells a player could
//! capture on, as one `u64`, built from the player's pieces in one pass
//! (see `ir/attack_map.rs`). The royal filter reads it for the moves of a
//! lone royal piece (`legality.rs`).

use super::State;
use crate::ir::{AttackMap, Game, MAX_PLAYERS, Narrow, Rays};

impl State {
    /// The map of `foe`'s attacks with the piece on `lifted` left out (the
    /// royal piece whose moves are judged, as if lifted off its cell), if
    /// the game has attack maps exact for `foe`.
    #[inline]
    pub(in crate::engine) fn attack_map_of(&self, game: &Game, foe: u8, lifted: u8) -> Option<u64> {
        let t = &game.tables;
        let (Some(m), Some(r)) = (&t.attack_map, &t.rays) else {
            return None;
        };
        if !m.exact.get(foe as usize).copied().unwrap_or(false) {
            return None;
        }
        let occ = self.occupied() & !(1u64 << (lifted & 63));
        Some(self.attack_map(m, r, foe, occ))
    }

    /// The cells `foe`'s pieces capture on (see [`State::attack_map_of`]).
    fn attack_map(&self, m: &AttackMap, r: &Rays, foe: u8, occ: u64) -> u64 {
        let mut map = 0u64;
        let mut pieces = self.occ[foe as usize % MAX_PLAYERS][0];
        while pieces != 0 {
            let c: u8 = pieces.trailing_zeros().narrow();
            pieces &= pieces - 1;
            let code = self.board[c as usize];
            map |= m.steps_of(code, c);
            for &d in m.slides_of(code) {
                let ray = r.ray(c, d);
                let hits = ray & occ;
                map |= if hits == 0 {
                    ray
                } else {
                    let b = r.nearest(hits, d);
                    r.before(ray, b, d) | 1u64 << b
                };
            }
        }
        map
    }
}
