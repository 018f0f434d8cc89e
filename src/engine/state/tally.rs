//! Zone tallies ([`ZoneTally`], `ir/plans/tally.rs`): each player's pieces in the
//! tallied zones, kept by apply and undo, so that `count(pieces own in
//! home)` is a look-up. The invariant: in a game with tallies, after every
//! change of the pieces (a move and its captures, a swap, a position
//! restored by `cancel`, a state built from a board) `State::tally` equals
//! the count of each player's pieces in each tallied zone. A change is
//! followed by taking the pieces on the cells it touches out of the tallies
//! before and putting the pieces there afterwards back in; the undo of a
//! piece's move puts back the tallies saved before it (`tally_saved`).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::BITS_WORDS;
use crate::ir::{Code, Game, MAX_PLAYERS, MAX_TALLIED, Narrow, ZoneTally, whose_index};

/// The room of [`State::tally`]: a count per (tallied zone, player).
pub(in crate::engine) const TALLY_ROOM: usize = MAX_TALLIED * MAX_PLAYERS;

impl State {
    /// The tallies counted afresh from the cells each player holds.
    pub(in crate::engine) fn recount_tally(&mut self, game: &Game) {
        self.tally = self.counted_tally(game);
    }

    /// The tallies as they should be, counted from the board.
    fn counted_tally(&self, game: &Game) -> [u8; TALLY_ROOM] {
        let mut out = [0; TALLY_ROOM];
        let np = self.players as usize % (MAX_PLAYERS + 1);
        for (slot, &z) in game.tables.tally.zones.iter().enumerate() {
            for p in 0..np {
                let Some(zb) = game.tables.zone_bits.get(z as usize * np + p) else {
                    continue;
                };
                let n: u32 = (0..BITS_WORDS)
                    .map(|w| (self.occ[p][w] & zb[w]).count_ones())
                    .sum();
                out[ZoneTally::index(slot, p)] = n.min(255).narrow();
            }
        }
        out
    }

    /// Whether the kept tallies equal the pieces on the board (always, by
    /// the invariant; for tests).
    pub fn tally_matches(&self, game: &Game) -> bool {
        self.tally == self.counted_tally(game)
    }

    /// Player `p`'s pieces in zone `zone`, if the zone is tallied.
    #[inline(always)]
    pub(in crate::engine) fn tallied(&self, game: &Game, zone: u16, p: u8) -> Option<i64> {
        let slot = *game.tables.tally.slot_of.get(zone as usize)?;
        if slot == 0 {
            return None;
        }
        Some(i64::from(
            self.tally[ZoneTally::index(slot as usize - 1, p as usize)],
        ))
    }

    /// `after move` condition `cond` (index in `Game::conds`) judged by
    /// the tallies, if it is a [`TallyCompare`](crate::ir::TallyCompare): whether it holds for the
    /// mover (or, with `anyone`, for some player from the mover on), and
    /// for whom.
    #[inline]
    pub(in crate::engine) fn after_move_tallied(
        &self,
        game: &Game,
        cond: u16,
        mover: u8,
        anyone: bool,
    ) -> Option<(bool, u8)> {
        let q = (*game.tables.tally.compares.get(cond as usize)?)?;
        // No count of some players exceeds the count of all: if even that
        // is too small, the condition holds for nobody.
        if self.tally_too_few(&q) {
            return Some((false, mover));
        }
        let count_of = |who: usize| i64::from(self.tally[ZoneTally::index(q.slot as usize, who)]);
        Some(Self::first_count_holder(
            game,
            mover,
            anyone,
            q.whose,
            count_of,
            |n| q.holds(n),
        ))
    }

    /// Condition `cond` (index in `Game::conds`) judged for `me` at
    /// `cell`: by a look-up of the tallies where it is a count in a tallied
    /// zone compared with a number (`count(pieces own in home) = 4`, the
    /// conditions of LIGA's cards and its `control partner`), otherwise by
    /// [`State::holds`].
    #[inline]
    pub(in crate::engine) fn holds_cond(&self, game: &Game, cond: u16, me: u8, cell: u8) -> bool {
        let q = game
            .tables
            .tally
            .compares
            .get(cond as usize)
            .copied()
            .flatten();
        let Some(q) = q else {
            return self.holds(game, &game.conds[cond as usize], me, cell);
        };
        let mut mask = game.tables.counted[me as usize % MAX_PLAYERS][whose_index(q.whose)];
        let mut n = 0i64;
        while mask != 0 {
            let who = mask.trailing_zeros() as usize;
            n += i64::from(self.tally[ZoneTally::index(q.slot as usize, who)]);
            mask &= mask - 1;
        }
        q.holds(n)
    }

    /// Takes the pieces on `cells` out of the tallies (`up` false) or puts
    /// them in (`up` true); a cell listed twice counts once.
    pub(in crate::engine) fn tally_cells(&mut self, game: &Game, cells: &[u8], up: bool) {
        if !game.tables.tally.on() {
            return;
        }
        for (i, &c) in cells.iter().enumerate() {
            if !cells[..i].contains(&c) {
                self.tally_cell(game, c, up);
            }
        }
    }

    /// A piece's move of the general path (its captures, then the move)
    /// in a game with tallies, which follow it; `h` is the hash.
    #[inline(never)]
    pub(in crate::engine) fn move_tallied(&mut self, game: &Game, m: &Move, h: &mut u64) {
        self.tally_saved.push(self.tally);
        self.tally_move(game, m, false);
        self.take_captures(game, m, h);
        self.place(game, m, h);
        self.tally_move(game, m, true);
    }

    /// [`State::move_tallied`] taken back (`first`: where the captured
    /// codes start): the tallies saved before it are put back (everything
    /// after it has been taken back, so they are the tallies it found).
    #[inline(never)]
    pub(in crate::engine) fn undo_piece_move_tallied(
        &mut self,
        game: &Game,
        m: &Move,
        first: usize,
    ) {
        self.undo_piece_move(game, m, first);
        match self.tally_saved.pop() {
            Some(before) => self.tally = before,
            None => self.recount_tally(game),
        }
    }

    /// [`State::tally_cells`] over the cells move `m` touches: where it
    /// starts, where it ends, what it captures (each once).
    #[inline]
    pub(in crate::engine) fn tally_move(&mut self, game: &Game, m: &Move, up: bool) {
        self.tally_cell(game, m.from, up);
        if m.to != m.from {
            self.tally_cell(game, m.to, up);
        }
        let caps = m.captures();
        for (i, &c) in caps.iter().enumerate() {
            if c != m.from && c != m.to && !caps[..i].contains(&c) {
                self.tally_cell(game, c, up);
            }
        }
    }

    /// The piece on `cell` (if any) out of the tallies or in.
    #[inline(always)]
    fn tally_cell(&mut self, game: &Game, cell: u8, up: bool) {
        let code = self.board[cell as usize];
        if code != 0 {
            self.tally_piece(game, code, cell, up);
        }
    }

    /// The piece `code` on `cell` out of the tallies (`up` false) or in.
    #[inline(always)]
    pub(in crate::engine) fn tally_piece(&mut self, game: &Game, code: Code, cell: u8, up: bool) {
        let t = &game.tables;
        let p = t.owner[code as usize] as usize % MAX_PLAYERS;
        let mut slots = t
            .tally
            .cells
            .get(p * 256 + cell as usize)
            .copied()
            .unwrap_or(0);
        while slots != 0 {
            let k = &mut self.tally[ZoneTally::index(slots.trailing_zeros() as usize, p)];
            *k = if up {
                k.wrapping_add(1)
            } else {
                k.wrapping_sub(1)
            };
            slots &= slots - 1;
        }
    }
}
