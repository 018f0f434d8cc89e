//! Placements on cell sets (`ir/plans/placements.rs`): the cells a player
//! may enter onto are the empty entry cells, a falling entry's landing the
//! cell before the nearest piece on its line, and with flips the empty
//! cells from which a run of enemy pieces ends on one of the mover's, found
//! for every cell at once by shifts along each direction. Listed in the
//! order of the walk (`generate/walk.rs`, `push_enters`), counted by
//! population counts, the n-th written out alone (a playout's pick).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Cell, Game, Narrow, PlaceSide, Placements};

impl State {
    /// The placements of the player to move, as the walk lists them.
    #[inline(never)]
    pub(in crate::engine) fn pseudo_moves_placements(
        &mut self,
        game: &Game,
        pl: &Placements,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        let side = &pl.sides[self.to_move as usize & 1];
        let occupied = self.occ[0][0] | self.occ[1][0];
        if side.falls.is_empty() && side.flips == 0 {
            // Every target a move: one template, its cell written in.
            let mut cells = self.place_targets(pl, side, occupied);
            out.reserve(cells.count_ones() as usize);
            let base = Self::place_base(side);
            while cells != 0 {
                let cell: Cell = cells.trailing_zeros().narrow();
                cells &= cells - 1;
                let mut m = base;
                (m.from, m.to, m.path[0]) = (cell, cell, cell);
                out.push(m);
            }
        } else if side.falls.is_empty() {
            let mut cells = self.place_targets(pl, side, occupied);
            while cells != 0 {
                let cell = cells.trailing_zeros().narrow();
                cells &= cells - 1;
                if let Some(m) = self.placement(game, side, cell) {
                    out.push(m);
                }
            }
        } else {
            for f in &side.falls {
                if let Some(cell) = f.landing(occupied)
                    && let Some(m) = self.placement(game, side, cell)
                {
                    out.push(m);
                }
            }
        }
    }

    /// How many placements the player to move has.
    #[inline(always)]
    pub(in crate::engine) fn place_count(&mut self, game: &Game, pl: &Placements) -> u64 {
        let side = &pl.sides[self.to_move as usize & 1];
        let occupied = self.occ[0][0] | self.occ[1][0];
        if side.falls.is_empty() || side.flips == 0 {
            // A falling entry whose cell is empty lands somewhere.
            let targets = if side.falls.is_empty() {
                self.place_targets(pl, side, occupied)
            } else {
                side.entry & !occupied
            };
            return u64::from(targets.count_ones());
        }
        let mut moves = self.take_buffer();
        self.pseudo_moves_placements(game, pl, &mut moves);
        let n = moves.len() as u64;
        self.give_buffer(moves);
        n
    }

    /// A placement picked without listing them (a playout's pick, as
    /// `pick_decision` makes it): `None` if the player to move has no
    /// placement (the decisions may be a pass: the caller lists them),
    /// `Some(None)` if the game is over, else the cell of placement number
    /// `pick(n)` of the `n` in the order of the listing (its move is
    /// [`State::place_move`]'s: only the cell is carried, not the move).
    #[inline(always)]
    pub(in crate::engine) fn place_pick(
        &mut self,
        game: &Game,
        pl: &Placements,
        pick: &mut Option<impl FnOnce(usize) -> usize>,
    ) -> Option<Option<Cell>> {
        let side = &pl.sides[self.to_move as usize & 1];
        let occupied = self.occ[0][0] | self.occ[1][0];
        if !side.falls.is_empty() && side.flips != 0 {
            let n = self.place_count(game, pl);
            return (n > 0)
                .then(|| self.place_chosen(game, pick, n, |s, k| s.place_nth(game, pl, k)));
        }
        let falls = !side.falls.is_empty();
        let cells = if falls {
            side.entry & !occupied
        } else {
            self.place_targets(pl, side, occupied)
        };
        let n = u64::from(cells.count_ones());
        if n == 0 {
            return None;
        }
        Some(self.place_chosen(game, pick, n, |_, k| {
            let mut rest = cells;
            for _ in 0..k.min(64) {
                rest &= rest.wrapping_sub(1);
            }
            if rest == 0 {
                return None;
            }
            let cell: Cell = rest.trailing_zeros().narrow();
            if !falls {
                return Some(cell);
            }
            // The falls in the order of their entry cells: the k-th
            // empty entry cell's fall is the k-th listed.
            let f = match side.fall_at.get(usize::from(cell)) {
                Some(&i) if side.falls_in_order => side.falls.get(usize::from(i))?,
                _ => side
                    .falls
                    .iter()
                    .filter(|f| occupied & (1 << (f.cell & 63)) == 0)
                    .nth(k)?,
            };
            f.landing(occupied)
        }))
    }

    /// The move of a placement by the player to move on `cell`, as the
    /// listing writes it (`None` if it must flip and flips nothing). Not
    /// inlined: the move is written once into its place, not taken apart
    /// byte by byte and put together again on its way to the caller.
    #[inline(never)]
    pub(in crate::engine) fn place_move(
        &self,
        game: &Game,
        pl: &Placements,
        cell: Cell,
    ) -> Option<Move> {
        self.placement(game, &pl.sides[self.to_move as usize & 1], cell)
    }

    /// Of `n` placements (at least one), the cell of the one `pick`
    /// chooses, found by `nth`; none if the game is over.
    #[inline(always)]
    fn place_chosen(
        &mut self,
        game: &Game,
        pick: &mut Option<impl FnOnce(usize) -> usize>,
        n: u64,
        nth: impl FnOnce(&mut State, usize) -> Option<Cell>,
    ) -> Option<Cell> {
        if self.end_rule(game, || false).is_some() {
            return None;
        }
        let k = pick.take()?(usize::try_from(n).unwrap_or(usize::MAX));
        nth(self, k)
    }

    /// The cell of placement number `k` in the order of the listing, if
    /// there is one.
    fn place_nth(&mut self, game: &Game, pl: &Placements, k: usize) -> Option<Cell> {
        let mut moves = self.take_buffer();
        self.pseudo_moves_placements(game, pl, &mut moves);
        let m = moves.get(k).map(|m| m.to);
        self.give_buffer(moves);
        m
    }

    /// The cells a player of `side` may enter onto (entries that do not
    /// fall): the empty entry cells, with flips only those that flip.
    #[inline(always)]
    fn place_targets(&self, pl: &Placements, side: &PlaceSide, occupied: u64) -> u64 {
        let empty = side.entry & pl.all & !occupied;
        if side.flips == 0 {
            return empty;
        }
        let me = self.to_move as usize & 1;
        let (own, enemy) = (self.occ[me][0], self.occ[me ^ 1][0]);
        let mut legal = 0;
        for (d, sh) in pl.shifts.iter().enumerate() {
            if side.flips & (1 << d) == 0 {
                continue;
            }
            // The enemy pieces from which a run of enemy pieces along `d`
            // reaches one of the mover's, grown one cell back at a time.
            let mut run = sh.back(own) & enemy;
            loop {
                let more = run | (sh.back(run) & enemy);
                if more == run {
                    break;
                }
                run = more;
            }
            legal |= sh.back(run);
        }
        legal & empty
    }

    /// The placement of `side`'s piece on `cell`, as the walk writes it,
    /// or `None` if it must flip and flips nothing.
    #[inline(always)]
    fn placement(&self, game: &Game, side: &PlaceSide, cell: Cell) -> Option<Move> {
        let mut m = Self::place_base(side);
        (m.from, m.to, m.path[0]) = (cell, cell, cell);
        if side.flips != 0 && !self.flips(game, side.flips, &mut m) {
            return None;
        }
        Some(m)
    }

    /// A placement of `side`'s piece with its cell still to write in
    /// (`from`, `to`, `path[0]`).
    #[inline(always)]
    fn place_base(side: &PlaceSide) -> Move {
        Move {
            piece: side.code,
            placed: side.code,
            npath: 1,
            lift: 0,
            kind: MoveKind::Enter,
            ..Move::NONE
        }
    }
}
