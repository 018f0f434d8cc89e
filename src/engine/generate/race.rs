//! A race's decisions (`race`): before the roll, one decision per distinct
//! roll of the dice (a chance decision: 21 for two dice of six, each once,
//! unweighted); after it, one decision per whole play of the roll. A play
//! uses as many dice as can be used, in any order (equal dice four times
//! with `doubles twice`); if only one of two unequal dice can be used, the
//! larger one if it can. Plays that reach the same position are one
//! decision (the first found is kept). Each die moves one checker that many
//! cells along the player's path: from the bar first, onto no cell held by
//! two or more enemy checkers, hitting a lone one; off the end once all the
//! player's checkers are home, with a larger die only from the farthest.

use crate::engine::State;
use crate::engine::make::race::RACE_DICE;
use crate::engine::moves::{Move, MoveKind, RACE_BAR, RACE_OFF};
use crate::ir::{NO_CELL, Race};

/// The checker moves of one die: (from, to, hit), at most one per cell
/// of the path and the bar.
type Steps = [(u8, u8, u8); 32];

impl State {
    /// The rolls, or the plays of the roll made.
    pub(in crate::engine) fn race_moves(&mut self, game: &crate::ir::Game, out: &mut Vec<Move>) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let d = r.dice_at();
        let (a, b) = (self.race[d], self.race[d + 1]);
        if a == 0 {
            for (x, y) in r.rolls() {
                let mut m = Move {
                    kind: MoveKind::Roll,
                    from: NO_CELL,
                    to: NO_CELL,
                    ..Move::NONE
                };
                m.path[0] = x;
                m.path[1] = y;
                out.push(m);
            }
            return;
        }
        let mut m = Move {
            kind: MoveKind::Play,
            from: NO_CELL,
            to: NO_CELL,
            lift: 0,
            ..Move::NONE
        };
        m.path[RACE_DICE] = a;
        m.path[RACE_DICE + 1] = b;
        let mut seen = std::mem::take(&mut self.race_seen);
        seen.clear();
        let base = out.len();
        let mut best = 0;
        let orders: [[u8; 4]; 2] = if b == 0 {
            [[a, 0, 0, 0], [0; 4]]
        } else if a == b {
            let n = if r.doubles_twice { a } else { 0 };
            [[a, a, n, n], [0; 4]]
        } else {
            [[a, b, 0, 0], [b, a, 0, 0]]
        };
        for dice in &orders {
            if dice[0] != 0 {
                let mut walk = PlayWalk {
                    dice,
                    m: &mut m,
                    best: &mut best,
                    seen: &mut seen,
                    out,
                };
                self.race_walk(r, 0, 0, &mut walk);
            }
        }
        self.race_seen = seen;
        // As many dice as can be used; the larger of two if only one.
        let larger = a.max(b);
        let one_larger = best == 1
            && b != 0
            && a != b
            && out[base..]
                .iter()
                .any(|m| m.npath == 1 && m.path[RACE_DICE + 2] == larger);
        let mut i = base;
        for j in base..out.len() {
            let m = out[j];
            if m.npath == best && (!one_larger || m.path[RACE_DICE + 2] == larger) {
                out[i] = m;
                i += 1;
            }
        }
        out.truncate(i);
    }

    /// Plays the die `walk.dice[k]` every way it can be played, and on: a
    /// play ends where no die is left or the next cannot be played. `h` is
    /// the key of the changes so far (the plays' positions told apart).
    fn race_walk(&mut self, r: &Race, k: usize, h: u64, walk: &mut PlayWalk<'_>) {
        let die = walk.dice.get(k).copied().unwrap_or(0);
        let p = self.to_move as usize;
        let mut steps: Steps = [(0, 0, 0); 32];
        let n = if die == 0 {
            0
        } else {
            self.race_steps(r, p, die, &mut steps)
        };
        if n == 0 {
            walk.finish(k, h);
            return;
        }
        for &(from, to, hit) in &steps[..n] {
            let mut h2 = h;
            self.race_step(r, p, (from, to), hit, &mut h2);
            walk.m.path[2 * k] = from;
            walk.m.path[2 * k + 1] = to;
            walk.m.caps[k] = hit;
            walk.m.path[RACE_DICE + 2 + k] = die;
            self.race_walk(r, k + 1, h2, walk);
            self.race_unstep(r, p, (from, to), hit);
        }
    }

    /// The moves of one checker of player `p` by `die`, written into
    /// `steps`; how many.
    fn race_steps(&self, r: &Race, p: usize, die: u8, steps: &mut Steps) -> usize {
        let path = &r.paths[p];
        let len = path.len();
        let cells = r.cells;
        let mine = u8::try_from(p + 1).unwrap_or(0);
        // Where a checker may land: open, and the blot it hits.
        let land = |j: usize| {
            let c = path[j] as usize;
            let (n, o) = (self.race[c], self.race[cells + c]);
            if n == 0 || o == mine {
                Some(0)
            } else if n == 1 {
                Some(o)
            } else {
                None
            }
        };
        let die = die as usize;
        if self.race[r.bar_at(p)] > 0 {
            return match (die <= len).then(|| land(die - 1)).flatten() {
                Some(hit) => {
                    steps[0] = (RACE_BAR, path[die - 1], hit);
                    1
                }
                None => 0,
            };
        }
        let own = |i: usize| {
            let c = path[i] as usize;
            self.race[c] > 0 && self.race[cells + c] == mine
        };
        let home = (0..len).all(|i| !own(i) || r.is_home(p, i));
        let mut n = 0;
        let mut farthest = true;
        for i in 0..len {
            if !own(i) {
                continue;
            }
            let j = i + die;
            if j < len {
                if let Some(hit) = land(j) {
                    steps[n] = (path[i], path[j], hit);
                    n += 1;
                }
            } else if home && (j == len || farthest) {
                steps[n] = (path[i], RACE_OFF, 0);
                n += 1;
            }
            farthest = false;
            if n == steps.len() {
                break;
            }
        }
        n
    }
}

/// What a walk of the plays of a roll carries.
struct PlayWalk<'a> {
    /// The dice in the order played (0: none left).
    dice: &'a [u8; 4],
    /// The play being built.
    m: &'a mut Move,
    /// The most dice a play found uses.
    best: &'a mut u8,
    /// The keys of the positions the plays found reach.
    seen: &'a mut Vec<u64>,
    out: &'a mut Vec<Move>,
}

impl PlayWalk<'_> {
    /// A play of `k` checker moves, reaching the position of key `h`:
    /// kept if no play found reaches it and it uses as many dice as the
    /// most found so far.
    fn finish(&mut self, k: usize, h: u64) {
        let k8 = u8::try_from(k).unwrap_or(0);
        if k8 < *self.best || self.seen.contains(&h) {
            return;
        }
        *self.best = k8;
        self.seen.push(h);
        let mut m = *self.m;
        m.npath = k8;
        // `from` and `to` name cells only (the bar and off are none).
        let cell = |c: u8| {
            if c == RACE_BAR || c == RACE_OFF {
                NO_CELL
            } else {
                c
            }
        };
        if k > 0 {
            m.from = cell(m.path[0]);
            m.to = cell(m.path[2 * k - 1]);
        }
        for i in k..4 {
            m.path[2 * i] = 0;
            m.path[2 * i + 1] = 0;
            m.caps[i] = 0;
            m.path[RACE_DICE + 2 + i] = 0;
        }
        self.out.push(m);
    }
}
