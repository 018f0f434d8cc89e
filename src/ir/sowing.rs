//! Sowing (`sowing { ... }`, mancala games): seeds counted per cell, a move
//! takes every seed of one of the player's pits and drops them one by one
//! into the cells that follow along a track. The cells each pit sows into
//! are listed once here (the skipped cells left out), so that a move is a
//! few additions along one list.

use crate::ir::NO_CELL;

/// A game's sowing rules, compiled.
#[derive(Clone, Debug, Default)]
pub struct Sowing {
    /// Players.
    pub players: usize,
    /// Cells of the board.
    pub cells: usize,
    /// Each player's pits, in the track's order.
    pub pits: Vec<Vec<u8>>,
    /// Per cell, the player whose pit it is, plus one (0: no one's pit).
    pub pit_owner: Vec<u8>,
    /// Each player's store (where its captures go), or `NO_CELL`.
    pub store: Vec<u8>,
    /// Seeds in each pit at the start.
    pub start: u8,
    /// Per player and pit (`player * cells + pit`), where its cells to sow
    /// start in `order` and how many there are (a lap).
    pub laps: Vec<(u16, u8)>,
    /// The cells sown, lap after lap, for every (player, pit).
    pub order: Vec<u8>,
    /// Per pit, the pit opposite it (`capture opposite`), or `NO_CELL`.
    pub opposite: Vec<u8>,
    /// Per player and cell (`player * cells + cell`): the last seed there
    /// gives the player another move (`again in ZONE`).
    pub again: Vec<bool>,
    /// `capture opposite`: the last seed in an own pit that was empty
    /// takes itself and the seeds of the opposite pit, if it holds any.
    pub capture_opposite: bool,
    /// `capture N, M backward`: bit `n` set if a pit of the enemy's made
    /// `n` by the last seed is captured, with the pits before it that hold
    /// such a count (0: no such capture).
    pub chain: u64,
    /// `no grand slam`: a capture of every enemy seed captures nothing.
    pub no_grand_slam: bool,
    /// `must feed`: a player whose enemies have no seed in their pits must
    /// give them some.
    pub feed: bool,
}

impl Sowing {
    /// The cells pit `pit` of player `p` sows into, one lap.
    #[inline(always)]
    pub fn lap(&self, p: u8, pit: u8) -> &[u8] {
        let (at, n) = self
            .laps
            .get(p as usize * self.cells + pit as usize)
            .copied()
            .unwrap_or((0, 0));
        self.order
            .get(at as usize..at as usize + n as usize)
            .unwrap_or(&[])
    }

    /// Whether `cell` is a pit of player `p`.
    #[inline(always)]
    pub fn is_pit_of(&self, cell: u8, p: u8) -> bool {
        self.pit_owner.get(cell as usize).copied() == Some(p + 1)
    }

    /// The store of player `p`, or `NO_CELL`.
    #[inline(always)]
    pub fn store_of(&self, p: u8) -> u8 {
        self.store.get(p as usize).copied().unwrap_or(NO_CELL)
    }

    /// Whether the last seed on `cell` gives player `p` another move.
    #[inline(always)]
    pub fn again_at(&self, p: u8, cell: u8) -> bool {
        self.again
            .get(p as usize * self.cells + cell as usize)
            .copied()
            .unwrap_or(false)
    }
}
