//! Conditions (`if ...`): whether one holds for a player, about a cell or
//! the whole position, and the counts and expressions they compare; and
//! [`CondCache`], the conditions of one piece's moves judged once.

use crate::engine::State;
use crate::engine::state::bits::{BITS_WORDS, Bits, for_each_bit, get_bit, set_bit};
use crate::ir::{
    Cell, Code, Cond, Expr, Game, MAX_PLAYERS, NO_CELL, Narrow, REL_EMPTY, REL_ENEMY, REL_FRIEND,
    Set, Whose, whose_index,
};

/// Calls `f` with each player of the bit set `mask`, lowest first.
#[inline(always)]
fn for_each_player(mut mask: u16, mut f: impl FnMut(u8)) {
    while mask != 0 {
        f(mask.trailing_zeros().narrow());
        mask &= mask - 1;
    }
}

impl State {
    /// Whether `holds` the count of `whose` seen from the mover (or, with
    /// `anyone`, from some player from the mover on, in turn order), and
    /// for whom: the count sums `count_of(player)` over the players that
    /// `count` sums for `whose` (`Tables::counted`). The look-up paths of
    /// `after move` count comparisons (tallies, counters) share it.
    #[inline(always)]
    pub(in crate::engine) fn first_count_holder(
        game: &Game,
        mover: u8,
        anyone: bool,
        whose: Whose,
        count_of: impl Fn(usize) -> i64,
        holds: impl Fn(i64) -> bool,
    ) -> (bool, u8) {
        let t = &game.tables;
        let mut p = mover;
        let turns = if anyone { game.players.len() } else { 1 };
        for _ in 0..turns {
            let mut mask = t.counted[p as usize % MAX_PLAYERS][whose_index(whose)];
            let mut n = 0i64;
            while mask != 0 {
                let who = mask.trailing_zeros() as usize % MAX_PLAYERS;
                mask &= mask - 1;
                n += count_of(who);
            }
            if holds(n) {
                return (true, p);
            }
            p = t.next_player[p as usize];
        }
        (false, mover)
    }

    pub(in crate::engine) fn count(&self, game: &Game, set: Set, p: u8) -> i64 {
        let p = p as usize % MAX_PLAYERS;
        match set {
            Set::Showing => i64::from(self.showing(game, p.narrow())),
            Set::Pieces => self.counts[p] as i64,
            Set::Off => self.off[p] as i64,
            Set::Stored => {
                let np = game.players.len();
                (0..game.kinds.len())
                    .map(|k| self.store.get(1 + k * np + p).copied().unwrap_or(0) as i64)
                    .sum()
            }
            Set::Kind(k) => {
                let np = game.players.len();
                let code = 1 + k as usize * np + p;
                let n = game.board.cells();
                self.board[..n]
                    .iter()
                    .filter(|&&c| c as usize == code)
                    .count() as i64
            }
            Set::Seeds => game.sowing.as_deref().map_or(0, |s| {
                let st = s.store_of(p.narrow());
                self.seeds.get(st as usize).copied().map_or(0, i64::from)
            }),
            Set::Counter(c) => {
                let n = game.counters.len();
                self.counters.get(p * n + c as usize).copied().unwrap_or(0) as i64
            }
        }
    }

    /// The value of an expression for player `me`, about the piece on `cell`.
    pub fn expr(&self, game: &Game, e: &Expr, me: u8, cell: u8) -> i64 {
        match *e {
            Expr::Int(n) => n,
            Expr::Height => {
                if cell == NO_CELL {
                    0
                } else {
                    self.height(cell) as i64
                }
            }
            Expr::Deeper => {
                let t = &game.tables;
                let mut n = 0;
                let mut c = cell;
                while c != NO_CELL
                    && let Some(&d) = t.deeper.get(c as usize)
                    && d != NO_CELL
                {
                    n += i64::from(self.board[d as usize] == 0);
                    c = d;
                }
                n
            }
            Expr::Count(set, whose) => {
                let mut n = 0;
                for_each_player(Self::counted_mask(game, whose, me), |p| {
                    n += self.count(game, set, p);
                });
                n
            }
            Expr::CountIn(set, zone, whose) => {
                let mut n = 0;
                for_each_player(Self::counted_mask(game, whose, me), |p| {
                    n += self.count_in(game, set, zone, p);
                });
                n
            }
            Expr::CountLine(set, file, whose) => self.count_line(game, set, file, whose, me, cell),
        }
    }

    /// `count(KIND own in same file)`: the pieces of the set (`pieces` or
    /// a kind) of the players `whose` counts for `me` on the file (or rank)
    /// of `cell` (0 without a cell).
    #[cold]
    #[inline(never)]
    fn count_line(&self, game: &Game, set: Set, file: bool, whose: Whose, me: u8, cell: u8) -> i64 {
        let b = &game.board;
        let Some(&(f, r)) = b.coords.get(cell as usize) else {
            return 0;
        };
        let mask = Self::counted_mask(game, whose, me);
        let t = &game.tables;
        let len = if file { b.height } else { b.width };
        let mut n = 0;
        for i in 0..len {
            let (x, y) = if file { (f, i) } else { (i, r) };
            let Some(c) = b.at(i32::from(x), i32::from(y)) else {
                continue;
            };
            let code = self.board[c as usize];
            if code == 0 || mask & (1 << t.owner[code as usize]) == 0 {
                continue;
            }
            n += i64::from(match set {
                Set::Kind(k) => game.code_kind[code as usize] == k,
                _ => true,
            });
        }
        n
    }

    /// The players counted by `whose` judged for `me`, as bits.
    #[inline(always)]
    fn counted_mask(game: &Game, whose: Whose, me: u8) -> u16 {
        game.tables.counted[me as usize % MAX_PLAYERS][whose_index(whose)]
    }

    /// The pieces of player `p` in a zone (its cells for `p`): the cells
    /// whose top is `p`'s (`showing`, or `pieces` where nothing is under a
    /// top) by population counts of bit sets; with stacks, the pieces under
    /// the tops too, over the zone's cells only.
    fn count_in(&self, game: &Game, set: Set, zone: u16, p: u8) -> i64 {
        if let Set::Kind(k) = set {
            return self.kind_in(game, k, zone, p);
        }
        if set == Set::Seeds {
            return self.seeds_in(game, zone, p);
        }
        // A tallied zone (on boards of one piece per cell): kept by apply
        // and undo.
        if let Some(n) = self.tallied(game, zone, p) {
            return n;
        }
        let np = self.players as usize;
        let Some(zone_bits) = game.tables.zone_bits.get(zone as usize * np + p as usize) else {
            return 0;
        };
        let tops = &self.occ[p as usize % MAX_PLAYERS];
        let showing: u32 = (0..BITS_WORDS)
            .map(|w| (tops[w] & zone_bits[w]).count_ones())
            .sum();
        if matches!(set, Set::Showing) || !game.stacks {
            return i64::from(showing);
        }
        let t = &game.tables;
        let mut under = 0usize;
        for_each_bit(zone_bits, |c| {
            under += self
                .under
                .get(c as usize)
                .iter()
                .filter(|&&x| t.owner[x as usize] == p)
                .count();
        });
        i64::from(showing) + under as i64
    }

    /// The pieces of kind `k` of player `p` in a zone (its cells for `p`),
    /// under the tops too where the game has stacks.
    fn kind_in(&self, game: &Game, k: u8, zone: u16, p: u8) -> i64 {
        let np = self.players as usize;
        let Some(zone_bits) = game.tables.zone_bits.get(zone as usize * np + p as usize) else {
            return 0;
        };
        let code = game.code(k, p);
        let mut n = 0i64;
        for_each_bit(zone_bits, |c| {
            n += i64::from(self.board[c as usize] == code);
            if game.stacks {
                n += self
                    .under
                    .get(c as usize)
                    .iter()
                    .filter(|&&x| x == code)
                    .count() as i64;
            }
        });
        n
    }

    /// The seeds on player `p`'s part of a zone (`count(seeds own in Z)`).
    fn seeds_in(&self, game: &Game, zone: u16, p: u8) -> i64 {
        let np = self.players as usize;
        let Some(zone_bits) = game.tables.zone_bits.get(zone as usize * np + p as usize) else {
            return 0;
        };
        // Only the words of the board's cells (the seeds, one per cell).
        let words = self.seeds.len().div_ceil(64).min(BITS_WORDS);
        let mut n = 0i64;
        for_each_bit(zone_bits.get(..words).unwrap_or(zone_bits), |c| {
            n += self.seeds.get(c as usize).copied().map_or(0, i64::from);
        });
        n
    }

    /// Whether player `p` is counted by `whose`, judged for `me`: `own` is
    /// `me`, `team` is `me` and its partners, `enemy` every other team.
    pub(in crate::engine) fn counted(game: &Game, whose: Whose, me: u8, p: u8) -> bool {
        match whose {
            Whose::Own => p == me,
            Whose::Team => game.team_of(p) == game.team_of(me),
            Whose::Enemy => game.team_of(p) != game.team_of(me),
            Whose::All => true,
        }
    }

    /// Whether player `p` has at least two pieces of `kind` and all of them
    /// form one group, neighbours in any of the eight directions. A flood
    /// fill over bit sets with a stack on the call stack: no allocation.
    pub fn connected(&self, game: &Game, kind: u8, p: u8) -> bool {
        let code = game.code(kind, p);
        let mut cells: Bits = [0; BITS_WORDS];
        let mut total = 0usize;
        let mut first = NO_CELL;
        for_each_bit(&self.occ[p as usize % MAX_PLAYERS], |c| {
            if self.board[c as usize] == code {
                set_bit(&mut cells, c);
                total += 1;
                if first == NO_CELL {
                    first = c;
                }
            }
        });
        if total < 2 {
            return false;
        }
        let mut reached = 0;
        fill(game, &cells, first, |_| {
            reached += 1;
            false
        });
        reached == total
    }

    /// [`State::holds`] of the condition numbered `cond`, a zone test
    /// (`if in farthest-row`: Liger's bear-off) judged inline, without the
    /// call.
    #[inline(always)]
    pub(in crate::engine) fn holds_quick(&self, game: &Game, cond: u16, me: u8, cell: u8) -> bool {
        let c = &game.conds[cond as usize];
        if let Cond::In(zone) = c {
            let n = game.board.cells();
            return cell != NO_CELL
                && game.zones[*zone as usize]
                    .member
                    .get(me as usize * n + cell as usize)
                    .copied()
                    .unwrap_or(false);
        }
        self.holds(game, c, me, cell)
    }

    /// Whether a condition holds for player `me`, about the piece on `cell`
    /// (`NO_CELL` for conditions about the whole position).
    pub fn holds(&self, game: &Game, c: &Cond, me: u8, cell: u8) -> bool {
        match c {
            Cond::True => true,
            // By the attack tables (the checker refuses it in a move where
            // they are not exact; end rules judge it by `holds_mut`).
            Cond::Attacked(kind, whose) => {
                game.tables.attacks.exact && self.kind_attacked_tabled(game, *kind, *whose, me)
            }
            Cond::And(parts) => parts.iter().all(|p| self.holds(game, p, me, cell)),
            Cond::Or(parts) => parts.iter().any(|p| self.holds(game, p, me, cell)),
            Cond::Not(inner) => !self.holds(game, inner, me, cell),
            Cond::Below(mask) => {
                let below = if cell == NO_CELL {
                    0
                } else {
                    self.under.last(cell as usize)
                };
                mask & Self::relation(game, below, me) != 0
            }
            Cond::NextTo(mask) => self.next_to(game, *mask, me, cell),
            Cond::In(zone) => {
                let n = game.board.cells();
                cell != NO_CELL
                    && game.zones[*zone as usize].member[me as usize * n + cell as usize]
            }
            Cond::Connected(kind, whose) => match whose {
                Whose::Own => self.connected(game, *kind, me),
                _ => (0..self.players)
                    .any(|p| Self::counted(game, *whose, me, p) && self.connected(game, *kind, p)),
            },
            Cond::Line(n, exact) => self.line_through(game, me, *n, *exact),
            Cond::Connects(a, b) => self.connects(game, me, *a, *b),
            Cond::Compare(a, op, b) => {
                let (a, b) = (self.expr(game, a, me, cell), self.expr(game, b, me, cell));
                op.holds(a, b)
            }
        }
    }

    /// `next to X`: whether a neighbour of `cell` (along any of the
    /// board's directions) holds what `mask` names for player `me`.
    fn next_to(&self, game: &Game, mask: u8, me: u8, cell: Cell) -> bool {
        let nd = game.dirs.len();
        cell != NO_CELL
            && game
                .nbr
                .get(usize::from(cell) * nd..)
                .unwrap_or_default()
                .iter()
                .take(nd)
                .any(|&n| {
                    n != NO_CELL && mask & Self::relation(game, self.board[usize::from(n)], me) != 0
                })
    }

    /// What `there` (a code, 0 = empty) is to player `me`: one `REL_*` bit.
    #[inline(always)]
    pub(in crate::engine) fn relation(game: &Game, there: Code, me: u8) -> u8 {
        let owner = game.tables.owner[there as usize];
        if there == 0 {
            REL_EMPTY
        } else if owner == me {
            REL_FRIEND
        } else {
            REL_ENEMY
        }
    }
}

// The conditions of one piece's moves judged once ([`CondCache`]): while
// the moves of one piece are generated the position does not change, and
// a condition is judged for the piece's cell and player, so several step
// entries or slides under the same condition (one per direction) share
// one answer (Liger's backward steps and pair lifts, Libero's goalkeeper).

/// The last two conditions judged for the piece whose moves are being
/// generated, with their answers (condition 0, "none", is never kept).
#[derive(Clone, Copy, Default)]
pub(in crate::engine) struct CondCache {
    slots: [(u16, bool); 2],
    next: usize,
}

impl CondCache {
    /// The answer for condition `cond` (not 0): the one kept, or `judge()`
    /// kept from now on.
    #[inline(always)]
    pub(in crate::engine) fn get(&mut self, cond: u16, judge: impl FnOnce() -> bool) -> bool {
        if let Some(&(_, ok)) = self.slots.iter().find(|s| s.0 == cond) {
            return ok;
        }
        let ok = judge();
        self.slots[self.next & 1] = (cond, ok);
        self.next += 1;
        ok
    }
}

/// Fills the group of `cells` that holds `start` (neighbours by the
/// board's directions), giving each cell reached, `start` first, to
/// `visit`, and stops as soon as `visit` says so; whether it did. Bit sets
/// and a stack on the call stack: no allocation.
#[inline(always)]
pub(in crate::engine) fn fill(
    game: &Game,
    cells: &Bits,
    start: u8,
    visit: impl FnMut(u8) -> bool,
) -> bool {
    fill_over(game, 0..game.dirs.len(), cells, start, visit)
}

/// [`fill`] over the directions `dirs` only (a group of `capture groups`:
/// the board's own adjacency, see `GroupRules::dirs`).
#[inline(always)]
pub(in crate::engine) fn fill_dirs(
    game: &Game,
    dirs: &[u8],
    cells: &Bits,
    start: u8,
    visit: impl FnMut(u8) -> bool,
) -> bool {
    fill_over(
        game,
        dirs.iter().map(|&d| usize::from(d)),
        cells,
        start,
        visit,
    )
}

/// The flood fill of [`fill`] and [`fill_dirs`], over the directions
/// `dirs`.
#[inline(always)]
fn fill_over(
    game: &Game,
    dirs: impl Iterator<Item = usize> + Clone,
    cells: &Bits,
    start: u8,
    mut visit: impl FnMut(u8) -> bool,
) -> bool {
    let nd = game.dirs.len();
    let mut seen: Bits = [0; BITS_WORDS];
    let mut stack = [0u8; 256];
    let mut top = 1;
    stack[0] = start;
    set_bit(&mut seen, start);
    while top > 0 {
        top -= 1;
        let c = stack[top];
        if visit(c) {
            return true;
        }
        for d in dirs.clone() {
            let nb = game.nbr[c as usize * nd + d];
            if nb != NO_CELL && get_bit(cells, nb) && !get_bit(&seen, nb) {
                set_bit(&mut seen, nb);
                stack[top] = nb;
                top += 1;
            }
        }
    }
    false
}

impl State {
    /// The cells of the group (over the board's adjacency) of the piece on
    /// `start`, as a bit set.
    pub(in crate::engine) fn group_of(&self, game: &Game, start: u8) -> Bits {
        let mut cells: Bits = [0; BITS_WORDS];
        let code = self.board[start as usize];
        if code == 0 {
            return cells;
        }
        let occ = &self.occ[game.tables.owner[code as usize] as usize % MAX_PLAYERS];
        fill_dirs(game, &game.capture.groups.dirs, occ, start, |x| {
            set_bit(&mut cells, x);
            false
        });
        cells
    }
}
