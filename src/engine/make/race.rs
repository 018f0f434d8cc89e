//! Make and unmake of a race's decisions (`race`): a roll sets the dice; a
//! play moves its checkers one after the other (a blot hit goes to its
//! owner's bar; `caps[i]` is the owner + 1 of the blot move `i` hits, a checker borne off counts as `off`), clears the dice and
//! passes the turn. The single checker moves are shared with the
//! generation, which plays them to find the plays.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind, RACE_BAR, RACE_OFF};
use crate::engine::state::Saved;
use crate::engine::state::hash::race_key;
use crate::ir::{Game, Race};

impl State {
    /// The start position's checkers: `start PLAYER: N at CELL` (no dice).
    pub(in crate::engine) fn start_race(game: &Game) -> Vec<u8> {
        let Some(r) = game.race.as_deref() else {
            return Vec::new();
        };
        let mut v = vec![0; r.state_len()];
        for p in 0..r.players {
            for c in 0..r.cells {
                let n = r.start[p * r.cells + c];
                if n > 0 {
                    v[c] = n;
                    v[r.cells + c] = u8::try_from(p + 1).unwrap_or(0);
                }
            }
        }
        v
    }

    /// The dice of the turn, larger first (the second 0 with one die), or
    /// `None` before the roll (the next decision is the roll) and in a game
    /// without a race.
    pub fn race_dice(&self, game: &Game) -> Option<(u8, u8)> {
        let r = game.race.as_deref()?;
        let d = r.dice_at();
        let a = *self.race.get(d)?;
        (a != 0).then(|| (a, self.race.get(d + 1).copied().unwrap_or(0)))
    }

    /// Sets index `i` of the race state to `n`, keeping the key `h`.
    #[inline(always)]
    pub(in crate::engine) fn race_set(&mut self, i: usize, n: u8, h: &mut u64) {
        *h ^= race_key(i, self.race[i]) ^ race_key(i, n);
        self.race[i] = n;
    }

    /// Moves one checker of player `p` from `from` to `to` (cells, or the
    /// bar and off), hitting the blot on `to` if `hit` (its owner + 1, or
    /// 0); `h` keeps the key.
    #[inline]
    pub(in crate::engine) fn race_step(
        &mut self,
        r: &Race,
        p: usize,
        (from, to): (u8, u8),
        hit: u8,
        h: &mut u64,
    ) {
        let mine = u8::try_from(p + 1).unwrap_or(0);
        if from == RACE_BAR {
            let b = r.bar_at(p);
            self.race_set(b, self.race[b] - 1, h);
        } else {
            let f = from as usize;
            let n = self.race[f] - 1;
            self.race_set(f, n, h);
            if n == 0 {
                self.race_set(r.cells + f, 0, h);
            }
        }
        if to == RACE_OFF {
            *h ^= State::off_key(p, self.off[p]) ^ State::off_key(p, self.off[p] + 1);
            self.off[p] += 1;
            return;
        }
        let t = to as usize;
        if hit != 0 {
            let b = r.bar_at(usize::from(hit) - 1);
            self.race_set(b, self.race[b] + 1, h);
            // The blot's place taken: one checker there still, the mover's.
            self.race_set(r.cells + t, mine, h);
            return;
        }
        self.race_set(t, self.race[t] + 1, h);
        if self.race[r.cells + t] != mine {
            self.race_set(r.cells + t, mine, h);
        }
    }

    /// Takes back [`State::race_step`] (the key is not kept: the undo
    /// restores the saved hash).
    #[inline]
    pub(in crate::engine) fn race_unstep(
        &mut self,
        r: &Race,
        p: usize,
        (from, to): (u8, u8),
        hit: u8,
    ) {
        let mine = u8::try_from(p + 1).unwrap_or(0);
        if to == RACE_OFF {
            self.off[p] -= 1;
        } else {
            let t = to as usize;
            self.race[t] -= 1;
            if self.race[t] == 0 {
                self.race[r.cells + t] = 0;
            }
            if hit != 0 {
                self.race[r.bar_at(usize::from(hit) - 1)] -= 1;
                self.race[t] = 1;
                self.race[r.cells + t] = hit;
            }
        }
        if from == RACE_BAR {
            self.race[r.bar_at(p)] += 1;
        } else {
            let f = from as usize;
            self.race[f] += 1;
            self.race[r.cells + f] = mine;
        }
    }

    /// `apply` of a roll or a play.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn apply_race(&mut self, game: &Game, m: &Move) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let me = self.to_move;
        self.saved.push(Saved {
            last_to: self.last_to,
            last_mover: self.last_mover,
            ..Saved::plain(self.hash, self.since_capture, self.captured_codes.len())
        });
        self.plies += 1;
        let mut h = self.hash;
        let d = r.dice_at();
        if m.kind == MoveKind::Roll {
            self.race_set(d, m.path[0], &mut h);
            self.race_set(d + 1, m.path[1], &mut h);
            self.hash = h;
            return;
        }
        self.last_mover = me;
        self.last_to = m.to;
        let p = me as usize;
        for i in 0..m.npath as usize {
            let step = (m.path[2 * i], m.path[2 * i + 1]);
            self.race_step(r, p, step, m.caps[i], &mut h);
        }
        self.race_set(d, 0, &mut h);
        self.race_set(d + 1, 0, &mut h);
        let t = &game.tables;
        let next = t.next_player[p];
        let k = t.zobrist_turn[p] ^ t.zobrist_turn[next as usize];
        h ^= k;
        self.turn_in_hash ^= k;
        self.to_move = next;
        self.hash = h;
        self.since_capture = if m.caps[..m.npath as usize].iter().any(|&c| c != 0) {
            0
        } else {
            self.since_capture + 1
        };
    }

    /// `undo` of [`State::apply_race`].
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn undo_race(&mut self, game: &Game, m: &Move) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let Some(saved) = self.pop_saved() else {
            return;
        };
        let d = r.dice_at();
        if m.kind == MoveKind::Roll {
            self.race[d] = 0;
            self.race[d + 1] = 0;
            self.restore_saved(&saved);
            return;
        }
        let t = &game.tables;
        let me = self.last_mover;
        if self.to_move != me {
            let k = t.zobrist_turn[me as usize] ^ t.zobrist_turn[self.to_move as usize];
            self.turn_in_hash ^= k;
            self.to_move = me;
        }
        let p = me as usize;
        for i in (0..m.npath as usize).rev() {
            self.race_unstep(r, p, (m.path[2 * i], m.path[2 * i + 1]), m.caps[i]);
        }
        self.race[d] = m.path[RACE_DICE];
        self.race[d + 1] = m.path[RACE_DICE + 1];
        self.last_to = saved.last_to;
        self.last_mover = saved.last_mover;
        self.restore_saved(&saved);
    }
}

/// In a play, where the dice of the turn are kept (`path[RACE_DICE]` and
/// the next), and after them the die each checker move used.
pub(in crate::engine) const RACE_DICE: usize = 8;

/// A play of the roll `a`-`b` with no checker move yet: the template the
/// generators fill in.
pub(in crate::engine) fn race_play(a: u8, b: u8) -> Move {
    let mut m = Move {
        kind: MoveKind::Play,
        from: crate::ir::NO_CELL,
        to: crate::ir::NO_CELL,
        lift: 0,
        ..Move::NONE
    };
    m.path[RACE_DICE] = a;
    m.path[RACE_DICE + 1] = b;
    m
}

/// A play's place as `from` and `to` name it: cells only (the bar and
/// off are none).
pub(in crate::engine) fn race_named(c: u8) -> u8 {
    if c == RACE_BAR || c == RACE_OFF {
        crate::ir::NO_CELL
    } else {
        c
    }
}

impl State {
    /// The checkers player `p` has borne off (pieces borne off in other
    /// games).
    pub fn borne_off(&self, p: usize) -> u16 {
        self.off.get(p).copied().unwrap_or(0)
    }
}
