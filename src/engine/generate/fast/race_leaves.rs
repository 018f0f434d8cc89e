//! A race's plays as compact leaves (the `race_pick` plan on a path of at
//! most [`POINTS`] indices): the walk of `race_walk.rs` (the same checker
//! moves in the same order, the same dedup of positions, the same rules of
//! the most dice and the larger die) on a small counted copy of the
//! mover's side (checkers per path index, the held indices, the enemy's
//! blocked points and blots as bit words), each play written as one word
//! (per die move its start and end path codes and whether it hits, then
//! the dice used and the order of the dice) instead of a whole move. The
//! play drawn is then written as the move [`State::race_moves`] lists at
//! the same place: the same draw gives the same play.

use super::super::race_walk::{key, seen_clear, seen_insert};
use crate::engine::State;
use crate::engine::make::race::{RACE_DICE as DICE, race_named, race_play};
use crate::engine::moves::{Move, RACE_BAR, RACE_OFF};
use crate::ir::Race;

/// The longest path walked here (its indices, the bar and off fit in the
/// bit words and in six bits of a code).
pub(in crate::engine) const POINTS: usize = 32;

/// Bits of one die move in a leaf: start code, end code (6 bits each:
/// `0` the bar, `i + 1` path index `i`, `len + 1` off), then the hit bit.
pub(super) const STEP: usize = 13;

/// Where a leaf keeps the number of die moves (3 bits) and its order of
/// the dice (1 bit).
pub(super) const MOVES_AT: usize = 4 * STEP;
pub(super) const ORDER_AT: usize = MOVES_AT + 3;

/// Keys of a checker at code `c` and of a blot hit at `c` (`KEYS[34 + c]`).
static KEYS: [u64; 2 * (POINTS + 2)] = {
    let mut k = [0; 2 * (POINTS + 2)];
    let mut i = 0;
    while i < k.len() {
        k[i] = key(i as u64 + 0x5eed);
        i += 1;
    }
    k
};

/// The mover's side, counted along its path, and the walk's results.
pub(super) struct Leaves<'a> {
    pub(super) len: usize,
    /// Per path index, the mover's checkers.
    pub(super) mine: [u8; POINTS],
    /// Indices held by the mover, in its home, shut (two or more of
    /// another player's), and holding another player's blot; those
    /// holding one checker of the mover (kept by `race_count.rs` alone).
    pub(super) held: u64,
    home: u64,
    pub(super) blocked: u64,
    pub(super) blots: u64,
    pub(super) singles: u64,
    pub(super) bar: u8,
    /// The mover's checkers on the bar or outside its home.
    pub(super) outside: u32,
    /// The dice of the order walked (0: none left), the order's number.
    dice: [u8; 4],
    order: u64,
    /// Equal dice: moves start at non-decreasing codes.
    sorted: bool,
    /// The most dice a play found uses.
    best: u8,
    seen: &'a mut Vec<u64>,
    out: &'a mut Vec<u64>,
}

impl Leaves<'_> {
    /// Plays die `k` every way it can be played, and on (`cur` the leaf so
    /// far, `h` the key of the changes, `min` the least start code).
    fn walk(&mut self, k: usize, cur: u64, h: u64, min: usize) {
        let die = if k < 4 { usize::from(self.dice[k]) } else { 0 };
        let mut any = false;
        if die == 0 {
        } else if self.bar > 0 {
            let j = die - 1;
            if die <= self.len && self.blocked >> j & 1 == 0 {
                let hit = self.blots >> j & 1;
                self.go(k, (cur, h), (0, die, hit));
                any = true;
            }
        } else if self.held != 0 {
            let allowed = self.held & (u64::MAX << min.saturating_sub(1).min(63));
            let len = self.len;
            if die < len {
                let mut bits = allowed & ((1u64 << (len - die)) - 1) & !(self.blocked >> die);
                while bits != 0 {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let hit = self.blots >> (i + die) & 1;
                    self.go(k, (cur, h), (i + 1, i + die + 1, hit));
                    any = true;
                }
            }
            if self.outside == 0 {
                let farthest = self.held.trailing_zeros() as usize;
                let i = match len.checked_sub(die) {
                    Some(exact) if exact >= farthest => exact,
                    _ => farthest,
                };
                if allowed >> i & 1 != 0 {
                    self.go(k, (cur, h), (i + 1, len + 1, 0));
                    any = true;
                }
            }
        }
        if !any {
            self.finish(k, cur, h);
        }
    }

    /// Makes die move `k` from code `f` to code `t` (hitting if `hit`),
    /// walks on, and takes it back.
    #[inline(always)]
    fn go(&mut self, k: usize, (cur, h): (u64, u64), (f, t, hit): (usize, usize, u64)) {
        let mut key = KEYS[t].wrapping_sub(KEYS[f]);
        if hit != 0 {
            key = key.wrapping_add(KEYS[POINTS + 2 + t]);
        }
        let step = (f | t << 6) as u64 | hit << 12;
        let (cur, h) = (cur | step << (STEP * k), h.wrapping_add(key));
        if k == 3 || self.dice[k + 1] == 0 {
            // The last die: no move follows, the side need not change.
            self.finish(k + 1, cur, h);
            return;
        }
        if f == 0 {
            self.bar -= 1;
            self.outside -= 1;
        } else {
            let i = f - 1;
            self.mine[i] -= 1;
            if self.mine[i] == 0 {
                self.held &= !(1 << i);
            }
            self.outside -= u32::from(self.home >> i & 1 == 0);
        }
        if t <= self.len {
            let j = t - 1;
            if hit != 0 {
                self.blots &= !(1 << j);
            }
            self.mine[j] += 1;
            self.held |= 1 << j;
            self.outside += u32::from(self.home >> j & 1 == 0);
        }
        let next = if self.sorted { f } else { 0 };
        self.walk(k + 1, cur, h, next);
        if t <= self.len {
            let j = t - 1;
            self.mine[j] -= 1;
            if self.mine[j] == 0 {
                self.held &= !(1 << j);
            }
            self.outside -= u32::from(self.home >> j & 1 == 0);
            self.blots |= hit << j;
        }
        if f == 0 {
            self.bar += 1;
            self.outside += 1;
        } else {
            let i = f - 1;
            self.mine[i] += 1;
            self.held |= 1 << i;
            self.outside += u32::from(self.home >> i & 1 == 0);
        }
    }

    /// A play of `k` die moves reaching the position of key `h`, kept as
    /// `race_walk.rs` keeps it.
    #[inline(always)]
    fn finish(&mut self, k: usize, cur: u64, h: u64) {
        let k8 = u8::try_from(k).unwrap_or(0);
        if k8 < self.best || (!self.sorted && !seen_insert(self.seen, h)) {
            return;
        }
        self.best = k8;
        self.out
            .push(cur | u64::from(k8) << MOVES_AT | self.order << ORDER_AT);
    }
}

/// The number of die moves of leaf `l`, and the die its first used.
#[inline(always)]
fn moves_of(l: u64) -> u8 {
    (l >> MOVES_AT & 7) as u8
}

impl State {
    /// The play of the roll `(a, b)` made, drawn uniformly by `draw` among
    /// the plays [`State::race_moves`] lists (the module's text), for the
    /// player to move on a path of at most [`POINTS`] indices.
    pub(in crate::engine) fn race_leaf_pick(
        &mut self,
        r: &Race,
        (a, b): (u8, u8),
        draw: impl FnOnce(usize) -> usize,
    ) -> Option<Move> {
        let p = self.to_move as usize;
        let orders = r.die_orders(a, b);
        let mut seen = std::mem::take(&mut self.race_seen);
        let mut out = std::mem::take(&mut self.race_leaves);
        seen_clear(&mut seen);
        out.clear();
        let mut w = self.leaves_side(r, p, &mut seen, &mut out);
        let pick = match w.counted_pick(orders, draw) {
            Ok(leaf) => Some(leaf),
            Err(draw) => {
                for (o, dice) in orders.iter().enumerate() {
                    if dice[0] != 0 {
                        w.dice = *dice;
                        w.order = o as u64;
                        w.sorted = dice[1] == dice[0];
                        w.walk(0, 0, 0, 0);
                    }
                }
                let best = w.best;
                // As many dice as can be used; the larger of two if only one.
                let larger = a.max(b);
                let first = |l: u64| orders[(l >> ORDER_AT & 1) as usize][0];
                let one_larger = best == 1
                    && b != 0
                    && a != b
                    && out.iter().any(|&l| moves_of(l) == 1 && first(l) == larger);
                let kept =
                    |l: &&u64| moves_of(**l) == best && (!one_larger || first(**l) == larger);
                let n = out.iter().filter(kept).count();
                out.iter().filter(kept).nth(draw(n)).copied()
            }
        };
        self.race_seen = seen;
        self.race_leaves = out;
        pick.map(|l| self.leaf_move(r, p, l, (orders, a, b)))
    }

    /// The counted side of player `p` (the dice not yet set).
    fn leaves_side<'a>(
        &self,
        r: &Race,
        p: usize,
        seen: &'a mut Vec<u64>,
        out: &'a mut Vec<u64>,
    ) -> Leaves<'a> {
        let path = &r.paths[p];
        let mine_id = u8::try_from(p + 1).unwrap_or(0);
        let bar = self.race[r.bar_at(p)];
        let home = r.home_bits.get(p).copied().unwrap_or(0);
        let mut w = Leaves {
            len: path.len().min(POINTS),
            mine: [0; POINTS],
            held: 0,
            home,
            blocked: 0,
            blots: 0,
            singles: 0,
            bar,
            outside: u32::from(bar),
            dice: [0; 4],
            order: 0,
            sorted: false,
            best: 0,
            seen,
            out,
        };
        let (counts, owners) = self.race.split_at(r.cells);
        let counts = &counts[..r.cells];
        let index = r.index.get(p * r.cells..(p + 1) * r.cells).unwrap_or(&[]);
        // The cells holding checkers, eight at a time: a byte's high bit
        // set where the byte is not 0.
        const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
        for (k, chunk) in counts.chunks(8).enumerate() {
            let word = match <[u8; 8]>::try_from(chunk) {
                Ok(bytes) => u64::from_le_bytes(bytes),
                Err(_) => chunk.iter().rev().fold(0, |w, &n| w << 8 | u64::from(n)),
            };
            let mut full = (((word & LOW) + LOW) | word) & !LOW;
            while full != 0 {
                let c = 8 * k + (full.trailing_zeros() / 8) as usize;
                full &= full - 1;
                let i = usize::from(index.get(c).copied().unwrap_or(u8::MAX));
                if i >= w.len {
                    continue;
                }
                let (n, bit) = (counts[c], 1u64 << i);
                if owners.get(c) == Some(&mine_id) {
                    w.mine[i] = n;
                    w.held |= bit;
                    w.singles |= u64::from(n == 1) << i;
                    if home & bit == 0 {
                        w.outside += u32::from(n);
                    }
                } else if n == 1 {
                    w.blots |= bit;
                } else {
                    w.blocked |= bit;
                }
            }
        }
        w
    }

    /// The move of leaf `l` of player `p`, as `race_walk.rs` writes it.
    fn leaf_move(
        &self,
        r: &Race,
        p: usize,
        l: u64,
        (orders, a, b): ([[u8; 4]; 2], u8, u8),
    ) -> Move {
        let path = &r.paths[p];
        let len = path.len().min(POINTS);
        let cell = |c: usize| match c {
            0 => RACE_BAR,
            c if c > len => RACE_OFF,
            c => path[c - 1],
        };
        let mut m = race_play(a, b);
        let k = usize::from(moves_of(l));
        let dice = orders[(l >> ORDER_AT & 1) as usize];
        for (i, &die) in dice.iter().enumerate().take(k) {
            let s = l >> (STEP * i);
            let (f, t) = ((s & 63) as usize, (s >> 6 & 63) as usize);
            m.path[2 * i] = cell(f);
            m.path[2 * i + 1] = cell(t);
            if s >> 12 & 1 != 0 {
                m.caps[i] = self.race[r.cells + usize::from(cell(t))];
            }
            m.path[DICE + 2 + i] = die;
        }
        m.npath = moves_of(l);
        if k > 0 {
            m.from = race_named(m.path[0]);
            m.to = race_named(m.path[2 * k - 1]);
        }
        m
    }
}
