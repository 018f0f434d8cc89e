//! Paths along a track, per start cell and distance ([`Tables::along_paths`]):
//! for each `along` move of an exact distance (`exactly N`, not `until`)
//! that some rule or card has, every way a piece of each owner can go that
//! far from each cell, as the destination and the cells passed (one bit
//! set), in the order the walk finds them. A move of the table is legal
//! when the cells passed are empty and outside the zone avoided, so the
//! engine tests a path with a few word operations instead of walking the
//! track cell by cell (LIGA's cards, the race games). Moves by a range of
//! distances or `until` keep the walk.

use crate::ir::{ALONG_BACKWARD, ALONG_FORWARD, ALONG_OUTWARD, Extra, NO_CELL, Narrow, Tables};

/// The longest exact distance the table holds; longer moves are walked.
pub const ALONG_TABLE_MAX: u8 = 16;
/// The most paths the table holds (a bound on its size; past it the game
/// walks its tracks).
const MAX_PATHS: usize = 1 << 20;
/// The `ALONG_*` directions.
const DIRS: u8 = 3;

/// One path: where it ends, whether that cell is in a branch, and the
/// cells passed on the way (the start and the destination not included).
#[derive(Clone, Copy, Debug)]
pub struct AlongPath {
    pub to: u8,
    pub in_branch: bool,
    pub over: [u64; 4],
}

/// The paths of each (direction, distance) used, owner and start cell.
#[derive(Clone, Debug, Default)]
pub struct AlongPaths {
    /// `slot[dir * (ALONG_TABLE_MAX + 1) + dist]`: the pair's slot + 1 (0:
    /// not in the table).
    slot: Vec<u8>,
    /// Owners told apart: the players, then one for pieces of no player.
    owners: usize,
    cells: usize,
    /// Where each (slot, owner, cell)'s paths start in `paths` (one more
    /// entry at the end).
    start: Vec<u32>,
    paths: Vec<AlongPath>,
}

impl AlongPaths {
    /// The paths `dist` cells from `from` along `dir` for a piece of
    /// `owner`, if the table holds that distance.
    #[inline(always)]
    pub fn get(&self, dir: u8, dist: u8, owner: u8, from: u8) -> Option<&[AlongPath]> {
        let s = *self
            .slot
            .get(dir as usize * (ALONG_TABLE_MAX as usize + 1) + dist as usize)?;
        if s == 0 {
            return None;
        }
        let o = (owner as usize).min(self.owners - 1);
        let i = ((s as usize - 1) * self.owners + o) * self.cells + from as usize;
        let (a, b) = (*self.start.get(i)?, *self.start.get(i + 1)?);
        self.paths.get(a as usize..b as usize)
    }

    /// Whether the table holds the paths of `dist` cells along `dir`.
    pub fn holds(&self, dir: u8, dist: u8) -> bool {
        self.slot
            .get(dir as usize * (ALONG_TABLE_MAX as usize + 1) + dist as usize)
            .is_some_and(|&s| s != 0)
    }

    /// The table for the exact `along` moves among the lists of `t`
    /// (pieces', cards', split steps', `for` blocks'), or `None` if there
    /// are none or it would be too big.
    pub fn build(t: &Tables, players: usize) -> Option<Box<AlongPaths>> {
        let width = ALONG_TABLE_MAX as usize + 1;
        let mut slot = vec![0u8; DIRS as usize * width];
        let mut pairs = Vec::new();
        let lists = t
            .extra
            .iter()
            .chain(t.card_extra.iter().flatten())
            .chain(t.split_extra.iter().flatten())
            .chain(t.behalf_extra.iter().flatten());
        for x in lists.flatten() {
            if let Extra::Along {
                dir,
                min,
                max,
                until: false,
                ..
            } = *x
                && min == max
                && (1..=ALONG_TABLE_MAX).contains(&max)
                && dir < DIRS
                && slot[dir as usize * width + max as usize] == 0
                && pairs.len() < 255
            {
                pairs.push((dir, max));
                slot[dir as usize * width + max as usize] = pairs.len().narrow();
            }
        }
        if pairs.is_empty() || t.cells == 0 {
            return None;
        }
        let owners = players + 1;
        // One walk per (direction, owner, start cell) to the longest
        // distance of its direction, each path pushed to its pair's list
        // (so each list holds its (owner, cell) runs in order).
        let mut lists: Vec<(Vec<u32>, Vec<AlongPath>)> =
            vec![(Vec::new(), Vec::new()); pairs.len()];
        for dir in 0..DIRS {
            let Some(longest) = pairs.iter().filter(|p| p.0 == dir).map(|p| p.1).max() else {
                continue;
            };
            let row = &slot[dir as usize * width..][..width];
            for owner in 0..owners {
                for from in 0..t.cells {
                    for (s, _) in pairs.iter().enumerate().filter(|(_, p)| p.0 == dir) {
                        let (starts, paths) = &mut lists[s];
                        starts.push(paths.len().narrow());
                    }
                    let from: u8 = from.narrow();
                    let walk = Walk {
                        from,
                        dir,
                        owner: owner.narrow(),
                        longest,
                        row,
                    };
                    walk.paths_from(t, from, 1, [0; 4], &mut lists);
                    if lists.iter().map(|l| l.1.len()).sum::<usize>() > MAX_PATHS {
                        return None;
                    }
                }
            }
        }
        let mut out = AlongPaths {
            slot,
            owners,
            cells: t.cells,
            start: Vec::with_capacity(pairs.len() * owners * t.cells + 1),
            paths: Vec::new(),
        };
        for (starts, paths) in lists {
            let base: u32 = out.paths.len().narrow();
            out.start.extend(starts.iter().map(|&i| base + i));
            out.paths.extend(paths);
        }
        out.start.push(out.paths.len().narrow());
        Some(Box::new(out))
    }
}

/// One walk of the table's building: from `from` along `dir` for a piece
/// of `owner`, as far as `longest`; `row[dist]` is the slot + 1 of the
/// (direction, distance) pair (0: none).
struct Walk<'a> {
    from: u8,
    dir: u8,
    owner: u8,
    longest: u8,
    row: &'a [u8],
}

impl Walk<'_> {
    /// Pushes the paths from `cur` (at distance `d - 1`, `over` passed so
    /// far) in the order the engine's walk finds them: each next cell in
    /// turn, a destination at a distance of the table, then passed on the
    /// way further. The walk never goes through its start cell.
    fn paths_from(
        &self,
        t: &Tables,
        cur: u8,
        d: u8,
        over: [u64; 4],
        lists: &mut [(Vec<u32>, Vec<AlongPath>)],
    ) {
        for next in t.along_next(cur, self.dir, self.owner) {
            if next == NO_CELL || next == self.from {
                continue;
            }
            let s = self.row.get(d as usize).copied().unwrap_or(0);
            if s != 0 {
                lists[s as usize - 1].1.push(AlongPath {
                    to: next,
                    in_branch: t.branch_of[next as usize] != 0,
                    over,
                });
            }
            if d < self.longest {
                let mut over = over;
                over[next as usize / 64] |= 1 << (next % 64);
                self.paths_from(t, next, d + 1, over, lists);
            }
        }
    }
}

impl Tables {
    /// The cells one step from `cur` along a track (`dir`: `ALONG_*`) for a
    /// piece of `owner`: on the track, the next cell and, at the owner's
    /// branch entry, the branch's first cell; inside a branch, deeper (or
    /// shallower for `outward`).
    #[inline(always)]
    pub fn along_next(&self, cur: u8, dir: u8, owner: u8) -> [u8; 2] {
        if self.branch_of[cur as usize] != 0 {
            return if dir == ALONG_OUTWARD {
                [self.shallower[cur as usize], NO_CELL]
            } else {
                [self.deeper[cur as usize], NO_CELL]
            };
        }
        let next = match dir {
            ALONG_FORWARD => self.track_next[cur as usize],
            ALONG_BACKWARD => self.track_prev[cur as usize],
            _ => return [NO_CELL, NO_CELL],
        };
        let branch = self.branch_at[cur as usize]
            .get(owner as usize)
            .copied()
            .unwrap_or(NO_CELL);
        [next, branch]
    }
}
