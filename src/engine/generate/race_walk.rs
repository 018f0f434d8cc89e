//! The walk of a race's plays on a counted copy of the mover's side: per
//! index of its path the mover's checkers and the other players', the
//! indices it holds as bit words, its checkers still outside its home.
//! Each die moves one checker; a play ends where no die is left or the
//! next cannot be played. The plays come out in the order of a walk that
//! tries every order of the checker moves (dice in the order given, each
//! die's moves by path index, the bar first), the first play reaching a
//! position kept; with equal dice only the orders whose moves start at
//! non-decreasing path indices are walked: any other order reaching a
//! position comes after its sorted one, which is legal too (a move from
//! farther back neither needs nor spoils one from farther on), so the
//! plays kept and their order are the same. Positions are told apart by a
//! sum of random keys of the checker moves and hits (no allocation: a
//! reused table of keys stamped per listing).

use crate::engine::State;
use crate::engine::make::race::RACE_DICE as DICE;
use crate::engine::moves::{Move, RACE_BAR, RACE_OFF};
use crate::ir::Race;

/// Path indices a counted side holds at most (a track has at most 255
/// cells).
const MAX_LEN: usize = 256;

/// Words of the held indices.
const WORDS: usize = MAX_LEN / 64;

/// The bar as a move's start, and off the board as its end, in path codes
/// (a path index `i` is `i + 1`).
const BAR: usize = 0;

/// A random key (splitmix64 of `i`), fixed at compile time.
pub(in crate::engine::generate) const fn key(i: u64) -> u64 {
    let mut z = i
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .wrapping_add(0x632b_e59b_d9b4_e019);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The keys of a checker at path code `c` (`0` the bar, `MAX_LEN + 1`
/// off), and of a blot hit at code `c` (`MAX_LEN + 2 + c`).
static KEYS: [u64; 2 * MAX_LEN + 4] = {
    let mut k = [0; 2 * MAX_LEN + 4];
    let mut i = 0;
    while i < k.len() {
        k[i] = key(i as u64 + 1);
        i += 1;
    }
    k
};

/// The mover's side of a race position, counted along its path.
struct Counted<'r> {
    /// The mover's path (its cells in order).
    path: &'r [u8],
    /// Per path index, the mover's checkers.
    mine: [u8; MAX_LEN],
    /// Per path index, another player's checkers, and that player + 1.
    theirs: [u8; MAX_LEN],
    owner: [u8; MAX_LEN],
    /// Per path index, in the mover's home.
    home: [u64; WORDS],
    /// The indices holding checkers of the mover.
    held: [u64; WORDS],
    /// The mover's checkers on the bar.
    bar: u8,
    /// The mover's checkers on the bar or outside its home.
    outside: u32,
    /// On a path of at most [`NARROW`] indices, the indices no checker of
    /// the mover may land on (two or more of another player's) and those
    /// holding a lone checker of another player (a blot, hit by a
    /// landing), as bit words; otherwise unused.
    blocked: u64,
    blots: u64,
}

/// The longest path whose single checker moves are found by bit words
/// (every move of a die fits in a step list).
const NARROW: usize = 32;

/// One checker move: path codes (`BAR`, `i + 1`, or `len + 1` off), the
/// hit (the blot's owner + 1, or 0).
type Step = (u16, u16, u8);

/// Path code `c` (at most `MAX_LEN`) as a step's.
#[inline(always)]
fn code(c: usize) -> u16 {
    u16::try_from(c).unwrap_or(u16::MAX)
}

/// The bit of index `j` in one word (none past the word).
#[inline(always)]
fn bit(j: usize) -> u64 {
    1u64.checked_shl(u32::try_from(j).unwrap_or(u32::MAX))
        .unwrap_or(0)
}

impl<'r> Counted<'r> {
    fn new(s: &State, r: &'r Race, p: usize) -> Self {
        let path = &r.paths[p][..r.len().min(MAX_LEN - 1)];
        let mine_id = u8::try_from(p + 1).unwrap_or(0);
        let mut c = Counted {
            path,
            mine: [0; MAX_LEN],
            theirs: [0; MAX_LEN],
            owner: [0; MAX_LEN],
            home: [0; WORDS],
            held: [0; WORDS],
            bar: s.race[r.bar_at(p)],
            outside: 0,
            blocked: 0,
            blots: 0,
        };
        c.outside = u32::from(c.bar);
        for (i, &cell) in path.iter().enumerate() {
            let (n, o) = (s.race[cell as usize], s.race[r.cells + cell as usize]);
            let home = r.is_home(p, i);
            if home {
                c.home[i / 64] |= 1 << (i % 64);
            }
            if n == 0 {
                continue;
            }
            if o == mine_id {
                c.mine[i] = n;
                c.held[i / 64] |= 1 << (i % 64);
                if !home {
                    c.outside += u32::from(n);
                }
            } else {
                c.theirs[i] = n;
                c.owner[i] = o;
                if i < NARROW {
                    if n == 1 {
                        c.blots |= 1 << i;
                    } else {
                        c.blocked |= 1 << i;
                    }
                }
            }
        }
        c
    }

    #[inline(always)]
    fn is_home(&self, i: usize) -> bool {
        self.home[i / 64] >> (i % 64) & 1 != 0
    }

    /// The moves of one checker by `die`, in the order of path indices
    /// (from the bar alone while a checker is there); how many.
    fn steps(&self, die: usize, min: u16, out: &mut [Step; 32]) -> usize {
        let len = self.path.len();
        // Where a checker may land: open (no hit), a blot (hit), or shut.
        let land = |j: usize| match (self.mine[j], self.theirs[j]) {
            (0, 1) => Some(self.owner[j]),
            (_, 0) => Some(0),
            (0, _) => None,
            _ => Some(0),
        };
        if self.bar > 0 {
            if die > len {
                return 0;
            }
            return match land(die - 1) {
                Some(hit) => {
                    out[0] = (code(BAR), code(die), hit);
                    1
                }
                None => 0,
            };
        }
        if len <= NARROW {
            return self.narrow_steps(die, min, out);
        }
        let home = self.outside == 0;
        let mut n = 0;
        let mut farthest = true;
        for w in 0..len.div_ceil(64) {
            let mut bits = self.held[w];
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let j = i + die;
                let from = code(i + 1);
                if from >= min {
                    if j < len {
                        if let Some(hit) = land(j) {
                            out[n] = (from, code(j + 1), hit);
                            n += 1;
                        }
                    } else if home && (j == len || farthest) {
                        out[n] = (from, code(len + 1), 0);
                        n += 1;
                    }
                    if n == out.len() {
                        return n;
                    }
                }
                farthest = false;
            }
        }
        n
    }

    /// [`Counted::steps`] off the bar on a path of at most [`NARROW`]
    /// indices, by bit words: the moves onto the path (their landings not
    /// blocked) by start index, then the bearing off (exact, or from the
    /// farthest checker with a larger die), as the loop of `steps` gives
    /// them.
    #[inline]
    fn narrow_steps(&self, die: usize, min: u16, out: &mut [Step; 32]) -> usize {
        let len = self.path.len();
        let held = self.held[0];
        if held == 0 || die == 0 {
            return 0;
        }
        // Start codes at least `min`: indices at least `min - 1`.
        let allowed = held & (u64::MAX << usize::from(min.saturating_sub(1)).min(63));
        let mut n = 0;
        if die < len {
            let mut bits = allowed & ((1u64 << (len - die)) - 1) & !(self.blocked >> die);
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let j = i + die;
                let hit = if self.blots >> j & 1 != 0 {
                    self.owner[j]
                } else {
                    0
                };
                out[n] = (code(i + 1), code(j + 1), hit);
                n += 1;
            }
        }
        if self.outside == 0 {
            let farthest = held.trailing_zeros() as usize;
            let i = match len.checked_sub(die) {
                Some(exact) if exact >= farthest => exact,
                _ => farthest,
            };
            if allowed >> i & 1 != 0 {
                out[n] = (code(i + 1), code(len + 1), 0);
                n += 1;
            }
        }
        n
    }

    /// Makes step `s`; the change of the position's key.
    #[inline]
    fn make(&mut self, (from, to, hit): Step) -> u64 {
        let len = self.path.len();
        let (f, t) = (from as usize, to as usize);
        if f == BAR {
            self.bar -= 1;
            self.outside -= 1;
        } else {
            let i = f - 1;
            self.mine[i] -= 1;
            if self.mine[i] == 0 {
                self.held[i / 64] &= !(1 << (i % 64));
            }
            if !self.is_home(i) {
                self.outside -= 1;
            }
        }
        let tk = if t > len { MAX_LEN + 1 } else { t };
        let mut k = KEYS[tk].wrapping_sub(KEYS[f]);
        if t <= len {
            let j = t - 1;
            if hit != 0 {
                self.theirs[j] = 0;
                self.blots &= !bit(j);
                k = k.wrapping_add(KEYS[MAX_LEN + 2 + t]);
            }
            self.mine[j] += 1;
            self.held[j / 64] |= 1 << (j % 64);
            if !self.is_home(j) {
                self.outside += 1;
            }
        }
        k
    }

    /// Takes back [`Counted::make`] of step `s`.
    #[inline]
    fn unmake(&mut self, (from, to, hit): Step) {
        let len = self.path.len();
        let (f, t) = (from as usize, to as usize);
        if t <= len {
            let j = t - 1;
            self.mine[j] -= 1;
            if self.mine[j] == 0 {
                self.held[j / 64] &= !(1 << (j % 64));
            }
            if !self.is_home(j) {
                self.outside -= 1;
            }
            if hit != 0 {
                self.theirs[j] = 1;
                self.blots |= bit(j);
            }
        }
        if f == BAR {
            self.bar += 1;
            self.outside += 1;
        } else {
            let i = f - 1;
            self.mine[i] += 1;
            self.held[i / 64] |= 1 << (i % 64);
            if !self.is_home(i) {
                self.outside += 1;
            }
        }
    }

    /// The cell (or the bar, or off) of path code `c`.
    fn cell(&self, c: u16) -> u8 {
        match c as usize {
            BAR => RACE_BAR,
            i if i > self.path.len() => RACE_OFF,
            i => self.path[i - 1],
        }
    }
}

/// What a walk of the plays carries.
struct Walk<'a, 'r> {
    side: Counted<'r>,
    /// The dice in the order played (0: none left).
    dice: [u8; 4],
    /// Equal dice: moves start at non-decreasing path codes.
    sorted: bool,
    /// The play being built.
    m: &'a mut Move,
    /// The most dice a play found uses.
    best: u8,
    seen: &'a mut Vec<u64>,
    out: &'a mut Vec<Move>,
}

impl State {
    /// Every play of the dice orders `orders` (the module's text), each
    /// written from `m` (the dice of the turn set) into `out`, those using
    /// fewer dice than the most found so far left out; the most dice a play
    /// uses.
    pub(in crate::engine) fn race_plays(
        &mut self,
        r: &Race,
        orders: &[[u8; 4]; 2],
        m: &mut Move,
        out: &mut Vec<Move>,
    ) -> u8 {
        let p = self.to_move as usize;
        let mut seen = std::mem::take(&mut self.race_seen);
        seen_clear(&mut seen);
        let mut w = Walk {
            side: Counted::new(self, r, p),
            dice: [0; 4],
            sorted: false,
            m,
            best: 0,
            seen: &mut seen,
            out,
        };
        for dice in orders {
            if dice[0] != 0 {
                w.dice = *dice;
                w.sorted = dice[1] == dice[0];
                w.walk(0, 0, 0);
            }
        }
        let best = w.best;
        self.race_seen = seen;
        best
    }
}

impl Walk<'_, '_> {
    /// Plays die `k` every way it can be played, and on; `h` the key of the
    /// changes so far, `min` the least start code allowed.
    fn walk(&mut self, k: usize, h: u64, min: u16) {
        let die = self.dice.get(k).copied().unwrap_or(0);
        let mut steps: [Step; 32] = [(0, 0, 0); 32];
        let n = if die == 0 {
            0
        } else {
            self.side.steps(die as usize, min, &mut steps)
        };
        if n == 0 {
            self.finish(k, h);
            return;
        }
        for &s in &steps[..n] {
            let h2 = h.wrapping_add(self.side.make(s));
            self.m.path[2 * k] = self.side.cell(s.0);
            self.m.path[2 * k + 1] = self.side.cell(s.1);
            self.m.caps[k] = s.2;
            self.m.path[DICE + 2 + k] = die;
            let next = if self.sorted { s.0 } else { 0 };
            self.walk(k + 1, h2, next);
            self.side.unmake(s);
        }
    }

    /// A play of `k` checker moves reaching the position of key `h`: kept
    /// if no play found reaches it and it uses as many dice as the most
    /// found so far.
    fn finish(&mut self, k: usize, h: u64) {
        let k8 = u8::try_from(k).unwrap_or(0);
        // Equal dice walked in sorted order reach each position once: the
        // position tells the moves' starts apart (solved from the first
        // index up, the checkers landing on each index are those that left
        // the index a die behind), and sorted starts are one order of them.
        if k8 < self.best || (!self.sorted && !seen_insert(self.seen, h)) {
            return;
        }
        self.best = k8;
        let mut m = *self.m;
        m.npath = k8;
        if k > 0 {
            m.from = crate::engine::make::race::race_named(m.path[0]);
            m.to = crate::engine::make::race::race_named(m.path[2 * k - 1]);
        }
        for i in k..4 {
            m.path[2 * i] = 0;
            m.path[2 * i + 1] = 0;
            m.caps[i] = 0;
            m.path[DICE + 2 + i] = 0;
        }
        self.out.push(m);
    }
}

/// The table of keys seen: `seen[0]` the stamp of this listing, `seen[1]`
/// the keys held, then per slot a key and its stamp (a slot of another
/// stamp is free). Grown (doubled) when half full, never shrunk.
pub(in crate::engine::generate) fn seen_clear(seen: &mut Vec<u64>) {
    if seen.len() < 2 + 2 * 256 {
        seen.clear();
        seen.resize(2 + 2 * 256, 0);
    }
    seen[0] = seen[0].wrapping_add(1);
    if seen[0] == 0 {
        // The stamps went round: every slot freed.
        seen[2..].fill(0);
        seen[0] = 1;
    }
    seen[1] = 0;
}

/// Inserts key `h`; whether it was not there.
#[inline]
pub(in crate::engine::generate) fn seen_insert(seen: &mut Vec<u64>, h: u64) -> bool {
    let slots = (seen.len() - 2) / 2;
    if usize::try_from(seen[1]).unwrap_or(usize::MAX) >= slots / 2 {
        seen_grow(seen);
        return seen_insert(seen, h);
    }
    let stamp = seen[0];
    let mask = slots - 1;
    let mut i = usize::try_from(h >> 40).unwrap_or(0) & mask;
    loop {
        let at = 2 + 2 * i;
        if seen[at + 1] != stamp {
            seen[at] = h;
            seen[at + 1] = stamp;
            seen[1] += 1;
            return true;
        }
        if seen[at] == h {
            return false;
        }
        i = (i + 1) & mask;
    }
}

/// Doubles the table, keeping the keys of this listing.
#[cold]
#[inline(never)]
fn seen_grow(seen: &mut Vec<u64>) {
    let stamp = seen[0];
    let keys: Vec<u64> = seen[2..]
        .chunks_exact(2)
        .filter(|s| s[1] == stamp)
        .map(|s| s[0])
        .collect();
    let slots = (seen.len() - 2) / 2 * 2;
    seen.clear();
    seen.resize(2 + 2 * slots, 0);
    seen[0] = 1;
    for k in keys {
        seen_insert(seen, k);
    }
}
