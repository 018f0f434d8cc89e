//! A race's plays counted without walking each (the `race_pick` plan, on
//! the counted side of `race_leaves.rs`), and the play a draw takes found
//! by going down to it: the same number of plays and, for each draw, the
//! same play as the walk's listing, where no piece may bear off during
//! the play (the mover has at least as many pieces outside its home,
//! the bar counted, as the play has die moves). Elsewhere, and where no
//! play uses every die, `race_leaves.rs` walks them.
//!
//! - **One order of dice** (equal dice, or one die): the walk tries the
//!   moves at non-decreasing path indices and every play it finds reaches
//!   its own position; the plays are counted by indices of the first moves
//!   and, for the last two, by counting: with `T` the starts of the next
//!   move (held, landing not shut, at or after the last start), the plays
//!   of two more moves are `|T|(|T|+1)/2`, less the starts holding a
//!   single piece (the piece gone after its move), plus the starts
//!   whose landing is a new start.
//! - **Two unequal dice `a`, `b`** (walked `a` first, then `b` first; a
//!   play reaching a position found before is left out). Without the bar,
//!   a play of the first order `x` by `a`, then `w` by `b` reaches a
//!   position found before only when `w + b = x` (a piece stepping on
//!   `x` while `x` moves on) and the one piece's move `w` by `a`, then by
//!   `b` passes through `w + a` without a hit; a play of the second order
//!   is new only when one piece moves `y` to `y + b` (not held before)
//!   and on by `a`, and the passage through `y + a` is shut or hits, or
//!   the one through `y + b` hits. With one piece on the bar, the entry
//!   comes first: the plays of the first order are all new, those of the
//!   second too but the entered piece's going on by `a` when entering
//!   by `a` and going on by `b` reaches it without a hit.

use super::race_leaves::{Leaves, MOVES_AT, ORDER_AT, STEP};

/// The `k`-th (from 0) set bit of `bits`' index.
#[inline(always)]
fn nth(mut bits: u64, k: u64) -> usize {
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits.trailing_zeros() as usize
}

/// Bits of `m` shifted by `s` places up (down if negative).
#[inline(always)]
fn shift(m: u64, s: isize) -> u64 {
    if s >= 0 { m << s } else { m >> -s }
}

/// The leaf bits of one die move from code `f` to code `t`.
#[inline(always)]
fn step(f: usize, t: usize, hit: u64) -> u64 {
    (f | t << 6) as u64 | hit << 12
}

/// `n` (at most 32) as a count.
#[inline(always)]
fn ones(m: u64) -> u64 {
    u64::from(m.count_ones())
}

impl Leaves<'_> {
    /// Path indices from which a piece moved by `d` lands on the path,
    /// on a point not shut.
    #[inline(always)]
    fn open(&self, d: usize) -> u64 {
        if d == 0 || d >= self.len {
            0
        } else {
            !(self.blocked >> d) & ((1u64 << (self.len - d)) - 1)
        }
    }

    /// Whether a piece enters from the bar by `d`.
    #[inline(always)]
    fn enters(&self, d: usize) -> bool {
        d >= 1 && d <= self.len && self.blocked >> (d - 1) & 1 == 0
    }

    /// The leaf of the play a draw among the plays of dice `dice` (one
    /// order: `[a, b, 0, 0]` with `b` of another value, or equal dice and
    /// zeros) takes, where the count applies (the module's text): `draw`
    /// is given the count. `None`: not counted here (the walk lists them),
    /// and `draw` not called.
    pub(super) fn counted_pick<F: FnOnce(usize) -> usize>(
        &mut self,
        dice: [[u8; 4]; 2],
        draw: F,
    ) -> Result<u64, F> {
        let two = dice[1][0] != 0;
        let n = dice[0].iter().take_while(|&&d| d != 0).count();
        if n == 0 || (self.outside as usize) < n || (two && self.bar > 1) {
            return Err(draw);
        }
        if two {
            let (a, b) = (usize::from(dice[0][0]), usize::from(dice[0][1]));
            let opens = (self.open(a), self.open(b));
            let plays = self.two_plays(a, b, opens);
            let total = plays.0 + ones(plays.1);
            if total == 0 {
                return Err(draw);
            }
            let k = draw(usize::try_from(total).unwrap_or(usize::MAX)) as u64;
            return Ok(self.two_pick((a, b), opens, plays, k));
        }
        let d = usize::from(dice[0][0]);
        let open = self.open(d);
        let total = self.sorted_count(d, open, n, 0);
        if total == 0 {
            return Err(draw);
        }
        let k = draw(usize::try_from(total).unwrap_or(usize::MAX)) as u64;
        Ok(self.sorted_pick(d, open, n, k))
    }

    /// Moves one piece from index `i` (the bar if `None`) to index `j`,
    /// hitting if `hit`.
    #[inline(always)]
    fn shift_on(&mut self, i: Option<usize>, j: usize, hit: u64) {
        match i {
            None => self.bar -= 1,
            Some(i) => {
                self.mine[i] -= 1;
                let n = self.mine[i];
                self.held &= !(u64::from(n == 0) << i);
                self.singles = self.singles & !(1 << i) | u64::from(n == 1) << i;
            }
        }
        self.blots &= !(hit << j);
        self.mine[j] += 1;
        self.held |= 1 << j;
        self.singles = self.singles & !(1 << j) | u64::from(self.mine[j] == 1) << j;
    }

    /// Takes back [`Leaves::shift_on`].
    #[inline(always)]
    fn shift_back(&mut self, i: Option<usize>, j: usize, hit: u64) {
        self.mine[j] -= 1;
        let n = self.mine[j];
        self.held &= !(u64::from(n == 0) << j);
        self.singles = self.singles & !(1 << j) | u64::from(n == 1) << j;
        self.blots |= hit << j;
        match i {
            None => self.bar += 1,
            Some(i) => {
                self.mine[i] += 1;
                self.held |= 1 << i;
                self.singles = self.singles & !(1 << i) | u64::from(self.mine[i] == 1) << i;
            }
        }
    }

    /// The plays of `r` more moves of die `d` at path indices from `min`
    /// on (one order of dice: the module's text; `open` is
    /// [`Leaves::open`] of `d`).
    fn sorted_count(&mut self, d: usize, open: u64, r: usize, min: usize) -> u64 {
        if self.bar > 0 {
            if !self.enters(d) {
                return 0;
            }
            if r == 1 {
                return 1;
            }
            let hit = self.blots >> (d - 1) & 1;
            self.shift_on(None, d - 1, hit);
            let c = self.sorted_count(d, open, r - 1, 0);
            self.shift_back(None, d - 1, hit);
            return c;
        }
        let t = self.held & open & (u64::MAX << min);
        match r {
            1 => ones(t),
            2 => {
                let n = ones(t);
                n * (n + 1) / 2 - ones(t & self.singles) + ones(t & ((open & !self.held) >> d))
            }
            3 => self.three(d, t, open),
            _ => {
                let mut c = 0;
                let mut bits = t;
                while bits != 0 {
                    let s = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let hit = self.blots >> (s + d) & 1;
                    self.shift_on(Some(s), s + d, hit);
                    c += self.sorted_count(d, open, r - 1, s);
                    self.shift_back(Some(s), s + d, hit);
                }
                c
            }
        }
    }

    /// The plays of three more moves of die `d` from the starts `t` (no
    /// piece on the bar; `open` the starts whose landing is not shut):
    /// for each first start `s`, from the last down, the plays of two
    /// moves after it by the count of `sorted_count`, from the counts of
    /// the starts at or after `s` corrected where `s` and its landing
    /// change.
    #[inline(always)]
    fn three(&self, d: usize, t: u64, open: u64) -> u64 {
        // Starts not held (a landing there makes a new start), and the
        // starts whose landing is one.
        let new = open & !self.held;
        let to_new = new >> d;
        let singles = self.singles;
        let (mut at, mut single_at, mut new_at) = (0i64, 0i64, 0i64);
        let mut total = 0i64;
        let mut bits = t;
        while bits != 0 {
            let s = 63 - bits.leading_zeros() as usize;
            bits &= !(1 << s);
            let bit = |m: u64, i: usize| (m >> i & 1) as i64;
            let single = bit(singles, s);
            at += 1;
            single_at += single;
            new_at += bit(to_new, s);
            // The landing a new start; the start keeping one piece; the
            // landing a single piece no more.
            let lands_new = bit(new, s + d);
            let two = i64::from(self.mine[s] == 2);
            let doubled = bit(open & singles, s + d);
            let c = at - single + lands_new;
            let c_singles = single_at - single + two + lands_new - doubled;
            let c_new = new_at - lands_new + (lands_new & bit(new, s + 2 * d));
            total += c * (c + 1) / 2 - c_singles + c_new;
        }
        u64::try_from(total).unwrap_or(0)
    }

    /// The leaf of play `k` (in the walk's order) of `n` moves of die `d`;
    /// the side is left changed.
    fn sorted_pick(&mut self, d: usize, open: u64, n: usize, mut k: u64) -> u64 {
        let mut leaf = (n as u64) << MOVES_AT;
        let mut min = 0;
        for m in 0..n {
            let r = n - m;
            let (from, hit) = if self.bar > 0 {
                (None, self.blots >> (d - 1) & 1)
            } else {
                let t = self.held & open & (u64::MAX << min);
                let mut bits = t;
                let mut s = 0;
                while bits != 0 {
                    s = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let c = if r == 1 {
                        1
                    } else {
                        let hit = self.blots >> (s + d) & 1;
                        self.shift_on(Some(s), s + d, hit);
                        let c = self.sorted_count(d, open, r - 1, s);
                        self.shift_back(Some(s), s + d, hit);
                        c
                    };
                    if k < c {
                        break;
                    }
                    k -= c;
                }
                min = s;
                (Some(s), self.blots >> (s + d) & 1)
            };
            let (f, j) = from.map_or((0, d - 1), |s| (s + 1, s + d));
            leaf |= step(f, j + 1, hit) << (STEP * m);
            self.shift_on(from, j, hit);
        }
        leaf
    }

    /// The plays of unequal dice `a`, `b` (the module's text): those of
    /// the first order, and the starts of the new ones of the second.
    fn two_plays(&self, a: usize, b: usize, (oa, ob): (u64, u64)) -> (u64, u64) {
        let held = self.held;
        let all = (1u64 << self.len) - 1;
        // Landings neither shut nor hitting.
        let quiet = all & !self.blocked & !self.blots;
        if self.bar == 1 {
            let first = if self.enters(a) {
                ones((held | 1 << (a - 1)) & ob)
            } else {
                0
            };
            return (first, self.second_entered(a, b, oa, quiet));
        }
        let starts = held & oa;
        let each = ones(held & ob);
        let first = ones(starts) * each + ones(starts & ((ob & !held) >> a))
            - ones(starts & ob & self.singles)
            - ones(self.passed(a, b, oa, quiet));
        let second = held & ob & !(held >> b) & (oa >> b) & ((self.blots >> b) | (!quiet >> a));
        (first, second)
    }

    /// With no piece on the bar, the starts `x` of the first order whose
    /// play `x` by `a`, then `x - b` by `b` reaches a position found
    /// before.
    #[inline(always)]
    fn passed(&self, a: usize, b: usize, oa: u64, quiet: u64) -> u64 {
        let shifted = shift(quiet, b as isize - a as isize);
        self.held & oa & (self.held << b) & shifted
    }

    /// With one piece on the bar, the second moves (by `a`) after the
    /// entry by `b` that reach a new position.
    #[inline(always)]
    fn second_entered(&self, a: usize, b: usize, oa: u64, quiet: u64) -> u64 {
        if !self.enters(b) {
            return 0;
        }
        let mut z = (self.held | 1 << (b - 1)) & oa;
        if self.enters(a) && quiet >> (a - 1) & 1 != 0 && self.blots >> (b - 1) & 1 == 0 {
            z &= !(1 << (b - 1));
        }
        z
    }

    /// The leaf of play `k` (in the walk's order) of unequal dice `a`, `b`,
    /// given [`Leaves::two_plays`].
    fn two_pick(
        &self,
        (a, b): (usize, usize),
        (oa, ob): (u64, u64),
        (first, second): (u64, u64),
        mut k: u64,
    ) -> u64 {
        let moves = 2u64 << MOVES_AT;
        let held = self.held;
        let blot = |j: usize| self.blots >> j & 1;
        if k >= first {
            // The second order: `b`, then `a`.
            let k = k - first;
            let order = 1u64 << ORDER_AT;
            if self.bar == 1 {
                let z = nth(second, k);
                let e = b - 1;
                let hit = blot(z + a) & u64::from(z + a != e);
                return step(0, e + 1, blot(e))
                    | step(z + 1, z + a + 1, hit) << STEP
                    | moves
                    | order;
            }
            let y = nth(second, k);
            return step(y + 1, y + b + 1, blot(y + b))
                | step(y + b + 1, y + b + a + 1, blot(y + b + a)) << STEP
                | moves
                | order;
        }
        if self.bar == 1 {
            let w = nth((held | 1 << (a - 1)) & ob, k);
            let e = a - 1;
            let hit = blot(w + b) & u64::from(w + b != e);
            return step(0, e + 1, blot(e)) | step(w + 1, w + b + 1, hit) << STEP | moves;
        }
        let all = (1u64 << self.len) - 1;
        let quiet = all & !self.blocked & !self.blots;
        let passed = self.passed(a, b, oa, quiet);
        let mut starts = held & oa;
        while starts != 0 {
            let x = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            let single = self.singles >> x & 1;
            let mut w = (held & !(single << x) | 1 << (x + a)) & ob;
            if passed >> x & 1 != 0 {
                w &= !(1 << (x - b));
            }
            let c = ones(w);
            if k < c {
                let w = nth(w, k);
                let hit = blot(w + b) & u64::from(w + b != x + a);
                return step(x + 1, x + a + 1, blot(x + a))
                    | step(w + 1, w + b + 1, hit) << STEP
                    | moves;
            }
            k -= c;
        }
        moves
    }
}
