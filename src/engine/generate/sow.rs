//! Sowing (`sowing { ... }`): a move per pit of the player's that holds
//! seeds. Each move is worked out here whole, without touching the
//! position: where the last seed lands, what it captures (the opposite pit,
//! or a chain backward of enemy pits made 2 or 3), whether a grand slam
//! takes nothing, and whether it feeds an enemy with no seeds.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Game, MAX_CHAIN, Sowing};

impl State {
    /// The start position's seeds: `seeds N` in every pit.
    pub(in crate::engine) fn start_seeds(game: &Game) -> Vec<u8> {
        let Some(s) = game.sowing.as_deref() else {
            return Vec::new();
        };
        let mut v = vec![0; s.cells];
        for &c in s.pits.iter().flatten() {
            v[c as usize] = s.start;
        }
        v
    }

    /// The sowing moves of the player to move, pit by pit in the track's
    /// order.
    pub(in crate::engine) fn sow_moves(&self, game: &Game, out: &mut Vec<Move>) {
        let Some(s) = game.sowing.as_deref() else {
            return;
        };
        let me = self.to_move;
        let Some(pits) = s.pits.get(me as usize) else {
            return;
        };
        // `must feed`: the enemies have no seed in their pits.
        let starving = s.feed && self.enemy_seeds(s, me) == 0;
        for &pit in pits {
            let n = self.seeds[pit as usize];
            if n > 0 {
                let (m, fed) = self.sow_move(s, me, pit, n);
                if !starving || fed {
                    out.push(m);
                }
            }
        }
    }

    /// The seeds in the pits of `me`'s enemies.
    pub(in crate::engine) fn enemy_seeds(&self, s: &Sowing, me: u8) -> u32 {
        let mut n = 0;
        for (c, &o) in s.pit_owner.iter().enumerate() {
            if o != 0 && o != me + 1 {
                n += u32::from(self.seeds[c]);
            }
        }
        n
    }

    /// The move sowing the `n` seeds of `pit`, and whether it gives an
    /// enemy pit a seed.
    fn sow_move(&self, s: &Sowing, me: u8, pit: u8, n: u8) -> (Move, bool) {
        let lap = s.lap(me, pit);
        let len = lap.len().max(1);
        let (q, r) = (n as usize / len, n as usize % len);
        let last = (n as usize - 1) % len;
        // The seeds on the cell at index `j` of the lap after sowing.
        let after = |j: usize| {
            let c = lap[j];
            let before = if c == pit { 0 } else { self.seeds[c as usize] };
            before as usize + q + usize::from(j < r)
        };
        let enemy = |c: u8| {
            let o = s.pit_owner[c as usize];
            o != 0 && o != me + 1
        };
        let to = lap.get(last).copied().unwrap_or(pit);
        let mut m = Move {
            from: pit,
            to,
            lift: n,
            npath: 1,
            kind: MoveKind::Sow,
            ..Move::NONE
        };
        m.path[0] = to;
        // The seeds given to enemy pits, asked only by `must feed` and
        // `no grand slam`.
        let mut given = 0;
        if s.feed || s.no_grand_slam {
            for (j, &c) in lap.iter().enumerate() {
                if enemy(c) {
                    given += q + usize::from(j < r);
                }
            }
        }
        if s.capture_opposite && s.is_pit_of(to, me) && after(last) == 1 {
            let o = s.opposite[to as usize];
            let taken = match lap.iter().position(|&c| c == o) {
                Some(j) => after(j),
                None => self.seeds[o as usize] as usize,
            };
            if taken > 0 {
                push_cap(&mut m, to, 1);
                push_cap(&mut m, o, taken);
            }
        }
        if s.chain != 0 && enemy(to) {
            let mut taken = 0;
            for k in 0..len {
                let j = (last + len - k) % len;
                let (c, a) = (lap[j], after(j));
                if !enemy(c)
                    || a >= 64
                    || s.chain & (1 << a) == 0
                    || m.ncap as usize + 1 >= MAX_CHAIN
                {
                    break;
                }
                push_cap(&mut m, c, a);
                taken += a;
            }
            // A grand slam: the capture would take every enemy seed.
            if s.no_grand_slam && taken > 0 && taken == self.enemy_seeds(s, me) as usize + given {
                m.ncap = 0;
            }
        }
        (m, given > 0)
    }
}

/// Records the capture of `k` seeds from `cell`.
#[inline(always)]
fn push_cap(m: &mut Move, cell: u8, k: usize) {
    let i = m.ncap as usize;
    m.caps[i] = cell;
    m.path[1 + i] = u8::try_from(k).unwrap_or(u8::MAX);
    m.ncap += 1;
}
