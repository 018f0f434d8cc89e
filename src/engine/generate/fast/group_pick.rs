//! A random playout's pick in a placement game with `capture groups`
//! (`ir/plans/group_pick.rs`): the candidates are the empty cells and the
//! pass; one is drawn, and only it is judged (its groups, suicide, ko).
//! A refused candidate leaves the set and another is drawn among the rest.
//! The first accepted is uniform over the legal decisions, as listing them
//! and choosing one is: drawing without putting back until a legal one
//! comes, each legal one is the first with the same chance. The pass is
//! always legal, so the draws end. The move written is the one
//! [`State::decisions`] lists (its groups taken and suicide marked the same).

use crate::engine::State;
use crate::engine::conds::fill_dirs;
use crate::engine::moves::{Move, MoveKind, SUICIDE, TAKES, draw_roll};
use crate::engine::state::bits::{BITS_WORDS, Bits, clear_bit, get_bit};
use crate::ir::{Features, Game, GroupPick, Ko, MAX_PLAYERS, NO_CELL, Narrow};

impl State {
    /// A decision drawn at random, uniformly among those
    /// [`State::decisions`] lists: `draw(n)` gives a number below `n`
    /// (uniform), and may be called more than once. `None` if there is no
    /// decision (the game is over, or no move). In a game of chance a roll
    /// is drawn by its chance instead: `draw` is then asked for a number
    /// below the sum of the chances ([`draw_roll`]). Where the game has no
    /// faster way, the decision [`State::pick_decision`] picks with one
    /// draw. `buf` is a move buffer for the positions where the decisions
    /// are listed.
    pub fn pick_random(
        &mut self,
        game: &Game,
        buf: &mut Vec<Move>,
        mut draw: impl FnMut(usize) -> usize,
    ) -> Option<Move> {
        match game.tables.group_pick {
            Some(gp) => self.group_pick(game, gp, draw),
            None if game.tables.race_pick => match game.race.as_deref() {
                Some(r) => self.race_pick(game, r, buf, draw),
                None => None,
            },
            None if game.race.is_some() => {
                // A roll is drawn by its chance, as the dice would fall;
                // a play uniformly.
                self.decisions(game, buf);
                match buf.first() {
                    None => None,
                    Some(m) if m.kind == MoveKind::Roll => draw_roll(buf, draw),
                    Some(_) => buf.get(draw(buf.len())).copied(),
                }
            }
            None => self.pick_decision(game, buf, draw),
        }
    }

    /// The draws of a placement game with groups (the module's text).
    fn group_pick(
        &mut self,
        game: &Game,
        gp: GroupPick,
        mut draw: impl FnMut(usize) -> usize,
    ) -> Option<Move> {
        if self.end_rule(game, || false).is_some() {
            return None;
        }
        let me = self.to_move as usize % MAX_PLAYERS;
        let code = gp.codes[me % 2];
        let mut free: Bits = [0; BITS_WORDS];
        let cells = game.board.cells();
        for (w, word) in free.iter_mut().enumerate().take(cells.div_ceil(64)) {
            let all = if cells >= (w + 1) * 64 {
                u64::MAX
            } else {
                (1u64 << (cells - w * 64)) - 1
            };
            *word = all & !self.occ.iter().fold(0, |o, p| o | p[w]);
        }
        let mut n: usize = free.iter().map(|w| w.count_ones() as usize).sum();
        loop {
            let k = draw(n + 1);
            if k >= n {
                return Some(Move {
                    kind: MoveKind::EndTurn,
                    ..Move::NONE
                });
            }
            let cell = nth_bit(&free, k);
            if let Some(m) = self.group_candidate(game, code, cell) {
                return Some(m);
            }
            clear_bit(&mut free, cell);
            n -= 1;
        }
    }

    /// The placement of `code` on the empty `cell` as the listing writes
    /// it, if it is legal: the enemy groups it takes (a bit per direction,
    /// each group once), whether it takes its own, and the ko.
    fn group_candidate(&mut self, game: &Game, code: u8, cell: u8) -> Option<Move> {
        let g = &game.capture.groups;
        let nd = game.dirs.len();
        let t = &game.tables;
        let me = t.owner[code as usize];
        let (mut takes, mut alive) = (0u8, false);
        let mut taken: Bits = [0; BITS_WORDS];
        for (i, &d) in g.dirs.iter().enumerate().take(8) {
            let nb = game.nbr[cell as usize * nd + d as usize];
            if nb == NO_CELL {
                continue;
            }
            let there = self.board[nb as usize];
            if there == 0 {
                alive = true;
            } else if t.owner[there as usize] == me {
                // The own group keeps a liberty other than this cell.
                alive = alive || self.breathes_beyond(game, nb, cell);
            } else if !get_bit(&taken, nb) && !self.breathes_beyond(game, nb, cell) {
                takes |= 1 << i;
                let grp = self.group_of(game, nb);
                for (a, b) in taken.iter_mut().zip(grp) {
                    *a |= b;
                }
            }
        }
        if takes == 0 && !alive && !g.suicide {
            return None;
        }
        let mut m = Move {
            from: cell,
            to: cell,
            piece: code,
            placed: code,
            npath: 1,
            lift: 0,
            kind: MoveKind::Enter,
            ..Move::NONE
        };
        m.path[0] = cell;
        m.path[TAKES] = takes;
        m.path[SUICIDE] = u8::from(takes == 0 && !alive);
        if t.features.has(Features::KO)
            && g.ko != Ko::Off
            && self.repeats(game, &m, g.ko == Ko::Positional)
        {
            return None;
        }
        Some(m)
    }

    /// Whether the group of the piece on `start` has a liberty (an empty
    /// neighbour over the groups' adjacency) other than `cell`.
    fn breathes_beyond(&self, game: &Game, start: u8, cell: u8) -> bool {
        let dirs = &game.capture.groups.dirs;
        let nd = game.dirs.len();
        let code = self.board[start as usize];
        let occ = &self.occ[game.tables.owner[code as usize] as usize % MAX_PLAYERS];
        fill_dirs(game, dirs, occ, start, |x| {
            dirs.iter().any(|&d| {
                let nb = game.nbr[x as usize * nd + d as usize];
                nb != NO_CELL && nb != cell && self.board[nb as usize] == 0
            })
        })
    }
}

/// The cell of the `k`-th set bit of `b` (in increasing order); `k` is
/// below the number of bits set.
#[inline]
fn nth_bit(b: &Bits, mut k: usize) -> u8 {
    for (w, &word) in b.iter().enumerate() {
        let c = word.count_ones() as usize;
        if k >= c {
            k -= c;
            continue;
        }
        let mut x = word;
        for _ in 0..k {
            x &= x - 1;
        }
        return (w * 64 + x.trailing_zeros() as usize).narrow();
    }
    NO_CELL
}
