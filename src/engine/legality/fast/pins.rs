//! Slide attacks and pins by the ray masks ([`Rays`]) where the game has
//! them: whether a slide attacks a cell, and the pieces pinned on a royal
//! piece's lines, each by a bit scan of the occupied cells on the line
//! instead of a walk cell by cell. Same answers as the walks they replace
//! (`legality/fast/tables.rs`, `legality/fast/filter.rs`).

use crate::engine::State;
use crate::engine::state::bits::{Bits, set_bit};
use crate::ir::{Game, MAX_PLAYERS, RayAttack, RayGroup, Rays};

impl State {
    /// Whether a slide of `groups` (player `p`'s, grouped by the direction
    /// walked back) captures the piece on `x`. Only lines with a piece of
    /// `p` on them are looked along, and only a piece of `p` nearest to `x`
    /// can be one of its sliders.
    #[inline(always)]
    pub(in crate::engine) fn ray_attacked(
        &self,
        r: &Rays,
        groups: &[RayGroup],
        x: u8,
        p: u8,
    ) -> bool {
        let occ = self.occupied();
        let mine = self.occ[p as usize % MAX_PLAYERS][0];
        groups.iter().any(|g| {
            let ray = r.ray(x, g.back);
            if ray & mine == 0 {
                return false;
            }
            let c = r.nearest(ray & occ, g.back);
            if mine & (1u64 << c) == 0 {
                return false;
            }
            if g.unranged {
                let code = self.board[c as usize];
                return g.slides.iter().any(|s| s.code == code);
            }
            slides_hit(&g.slides, self.board[c as usize], || {
                r.before(ray, c, g.back).count_ones() + 1
            })
        })
    }

    /// Adds to `pins` the cells of pieces that alone stand between the
    /// royal piece on `x` and a slide of `foe` (of `groups`) that would
    /// capture it.
    pub(in crate::engine) fn ray_pins(
        &self,
        game: &Game,
        r: &Rays,
        groups: &[RayGroup],
        (x, foe): (u8, u8),
        pins: &mut Bits,
    ) {
        let owner = &game.tables.owner;
        let occ = self.occupied();
        // A pin needs a slider of `foe` on the line.
        let theirs = self.occ[foe as usize % MAX_PLAYERS][0];
        for g in groups {
            let ray = r.ray(x, g.back);
            let hits = ray & occ;
            if ray & theirs == 0 {
                continue;
            }
            let b = r.nearest(hits, g.back);
            let rest = hits & !(1u64 << b);
            if rest == 0 || owner[self.board[b as usize] as usize] == foe {
                continue;
            }
            let c = r.nearest(rest, g.back);
            if slides_hit(&g.slides, self.board[c as usize], || {
                r.before(ray, c, g.back).count_ones() + 1
            }) {
                set_bit(pins, b);
            }
        }
    }
}

/// Whether one of `slides` is a slide of the piece `code` that captures at
/// the distance `dist` (asked only if one of them has a range).
#[inline(always)]
fn slides_hit(slides: &[RayAttack], code: u8, dist: impl Fn() -> u32) -> bool {
    slides.iter().any(|r| {
        r.code == code
            && ((r.min <= 1 && r.max == 0) || {
                let k = dist();
                k >= u32::from(r.min) && (r.max == 0 || k <= u32::from(r.max))
            })
    })
}
