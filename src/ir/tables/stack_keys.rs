//! Stacks on the hot path ([`StackKeys`], [`Tables::stacks_only`],
//! [`Tables::stacks_turns`], [`Tables::steal_near`]): the Zobrist keys of
//! a piece at each height of a stack looked up rather than mixed at every
//! move, whether a game with stacks needs nothing else of the general
//! `apply` (or only its turns, steals and events: then it takes a lean
//! path), and the cells a steal can come from, so that most moves of a
//! game with a steal rule skip its search.

use crate::ir::{Code, Game, NO_CELL, PlanId, Tables};

/// The most keys [`StackKeys`] holds (2 MiB); a game that would need more
/// mixes the keys above height 0 at run time.
const MAX_STACK_KEYS: usize = 1 << 18;

/// The Zobrist key of a piece at a height above the bottom of a stack:
/// the key at height 0 (`k`) mixed with the height (splitmix64). Height 0
/// is the key itself.
#[inline]
pub fn height_key(k: u64, height: usize) -> u64 {
    if height == 0 {
        return k;
    }
    let mut z = k ^ (height as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// [`height_key`] of every code, cell and height below `room`, in games
/// with stacks: `keys[(code * cells + cell) * room + height]`.
#[derive(Clone, Debug, Default)]
pub struct StackKeys {
    pub cells: usize,
    pub room: usize,
    pub keys: Vec<u64>,
}

impl StackKeys {
    /// The key of `code` at `height` of `cell`'s stack, or `None` above the
    /// heights kept.
    #[inline(always)]
    pub fn get(&self, code: Code, cell: u8, height: usize) -> Option<u64> {
        if height >= self.room {
            return None;
        }
        let i = (code as usize * self.cells + cell as usize) * self.room + height;
        self.keys.get(i).copied()
    }
}

impl Game {
    /// How high a stack can grow (the pieces in play, bounded by the stack
    /// limit and by 64); 0 without stacks.
    pub fn stack_room(&self) -> usize {
        if !self.stacks {
            return 0;
        }
        let pieces = self.setup.iter().filter(|&&c| c != 0).count()
            + self
                .setup_stacks
                .iter()
                .map(|(_, b)| b.len())
                .sum::<usize>()
            + self.setup_store.iter().map(|&n| n as usize).sum::<usize>();
        let limit = match self.stack_limit {
            0 => usize::MAX,
            l => l as usize,
        };
        pieces.min(limit).min(64)
    }

    /// Fills the stack keys, [`Tables::stacks_only`] and
    /// [`Tables::steal_near`] (after the Zobrist keys and the summary flags).
    pub(in crate::ir) fn index_stacks(&self, t: &mut Tables) {
        let f = t.features;
        t.stacks_only = self.stacks && f.within(PlanId::StacksMake.handles());
        t.stacks_turns =
            self.stacks && !t.stacks_only && f.within(PlanId::TurnsMake.handles()) && !t.tally.on();
        if let Some(st) = &self.steal {
            let nd = self.dirs.len();
            t.steal_near = (0..t.cells)
                .map(|cell| {
                    let mut near = [0u64; 4];
                    for &d in &st.dirs {
                        let c = self.nbr[cell * nd + d as usize];
                        if c != NO_CELL {
                            near[c as usize >> 6] |= 1 << (c & 63);
                        }
                    }
                    near
                })
                .collect();
        }
        let room = self.stack_room();
        let codes = self.code_owner.len();
        if room == 0 || codes * t.cells * room > MAX_STACK_KEYS {
            return;
        }
        let mut keys = Vec::with_capacity(codes * t.cells * room);
        for code in 0..codes {
            for cell in 0..t.cells {
                let k = t.zobrist[code][cell];
                keys.extend((0..room).map(|h| height_key(k, h)));
            }
        }
        t.stack_keys = StackKeys {
            cells: t.cells,
            room,
            keys,
        };
    }
}
