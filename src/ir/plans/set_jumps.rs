//! The set-wise jump walk's tables ([`SwWalk`]): for the piece codes whose
//! jumps are all single jumps over an enemy neighbour (no friend jumped, no
//! promotion choice), each jump direction as two shifts of the set-wise
//! layout, in the order of the code's jump entries (one per direction and
//! chaining, merged as the entries are), with the cells where a landing
//! piece is promoted and its move ends. The engine then follows jump
//! chains on cell sets instead of walking the entries cell by cell
//! (`engine/generate/fast/set_jumps.rs`): the same sequences, in the same order.

use crate::ir::{Game, Narrow, REL_ENEMY, SW_CODES, SW_DIRS, Shift, Tables};

/// One jump direction of a walked code: over the neighbour (`over`) to the
/// cell beyond (`land`); `chained`: a chain may go on with it.
#[derive(Clone, Copy, Debug, Default)]
pub struct WalkDir {
    pub over: Shift,
    pub land: Shift,
    pub chained: bool,
}

/// The walk tables of a set-wise game (see the module's text).
#[derive(Clone, Debug, Default)]
pub struct SwWalk {
    /// `ok[code]`: the code's jumps are walked set-wise, the first
    /// `n[code]` of `dirs[code]`.
    pub ok: [bool; SW_CODES],
    pub n: [u8; SW_CODES],
    pub dirs: [[WalkDir; SW_DIRS]; SW_CODES],
    /// `stop[code]`: the cells where a piece of the code that lands is
    /// promoted and its move ends (`promote ... ends move`).
    pub stop: [u64; SW_CODES],
}

impl Game {
    /// The walk tables, given the set-wise layout `bits` (a bit per cell).
    /// A code is walked if its jumps are single jumps over an enemy
    /// neighbour, at most [`SW_DIRS`] of them once merged, with no choice
    /// of promotion.
    pub(in crate::ir) fn sw_walk(&self, t: &Tables, bits: &[u8]) -> SwWalk {
        let mut w = SwWalk::default();
        for (i, prog) in self.programs.iter().enumerate() {
            let code = i + 1;
            if code >= SW_CODES {
                break;
            }
            let plain = prog.jumps.iter().all(|j| {
                !j.flying
                    && !j.long
                    && j.stride <= 1
                    && j.over.mask() == REL_ENEMY
                    && j.over_kind == 0
            });
            if !plain || !t.promo_choices[code].is_empty() || t.at_once[code] {
                continue;
            }
            // Merged as `push_jump` merges a cell's entries: one per
            // direction and chaining.
            let mut dirs: Vec<(u8, WalkDir)> = Vec::new();
            for j in &prog.jumps {
                for &d in &j.dirs {
                    if dirs.iter().any(|(x, e)| *x == d && e.chained == j.chained) {
                        continue;
                    }
                    let over = self.shift(bits, d, 1);
                    let land = self.shift(bits, d, 2);
                    let chained = j.chained;
                    dirs.push((
                        d,
                        WalkDir {
                            over,
                            land,
                            chained,
                        },
                    ));
                }
            }
            if dirs.len() > SW_DIRS {
                continue;
            }
            w.ok[code] = true;
            w.n[code] = dirs.len().narrow();
            for (k, (_, d)) in dirs.into_iter().enumerate() {
                w.dirs[code][k] = d;
            }
            if t.promotion_ends[code] {
                for (c, &b) in bits.iter().enumerate() {
                    if t.placed[code][c] as usize != code {
                        w.stop[code] |= 1 << b;
                    }
                }
            }
        }
        w
    }
}
