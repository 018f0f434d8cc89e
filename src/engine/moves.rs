//! A move: one decision of one player (a piece move, or a card's use, or
//! the end of a turn), with its kind as a [`MoveKind`].

use crate::ir::{Cell, Code, MAX_CHAIN, NO_CELL, Narrow, Race, Tables};

/// `capture groups`: where a placement keeps the neighbours (bits over
/// `GroupRules::dirs`) whose enemy groups it takes.
pub(in crate::engine) const TAKES: usize = MAX_CHAIN - 1;
/// Where a placement keeps whether it takes its own group (suicide).
pub(in crate::engine) const SUICIDE: usize = MAX_CHAIN - 2;

/// What kind of decision a [`Move`] is. The kinds exclude each other: a
/// move is exactly one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum MoveKind {
    /// A plain piece move, or a card played for its move or for a use that
    /// is the card's only one (`pass`, `cancel`, `play for`, a behalf move):
    /// `Move::card` and the card's kind tell which.
    #[default]
    Piece,
    /// The piece is borne off (removed from play): no landing.
    BearOff,
    /// Not a piece move but the `end` decision of a turn of several
    /// actions.
    EndTurn,
    /// The piece comes from its owner's store onto `to` (`enter`).
    Enter,
    /// The card is discarded, without its move.
    Discard,
    /// The card is played for its `skip next` use.
    Skip,
    /// The pieces on `from` (`piece`) and `to` (`placed`) change places.
    Swap,
    /// The card is given to the player's partner (`exchange`).
    Give,
    /// Castling: the piece goes from `from` to `to`, and its partner from
    /// `path[1]` to `path[2]` (beyond the landings, `npath` = 1).
    Castle,
    /// Sowing (`sowing`): the `lift` seeds of pit `from` sown along the
    /// track, the last on `to` (`path[0]`, `npath` = 1); the pits in
    /// `caps[..ncap]` captured, `path[1 + i]` seeds from `caps[i]`.
    Sow,
    /// A roll of the dice (`race`), a chance decision made by no player:
    /// the dice in `path[0]` and `path[1]` (0 with one die).
    Roll,
    /// A whole play of the dice in a race (`race`): `npath` checker moves,
    /// move `i` from `path[2i]` to `path[2i + 1]` (cells, or `RACE_BAR`
    /// and `RACE_OFF`), hitting a blot of player `caps[i] - 1` (0: none).
    Play,
}

/// In a [`MoveKind::Play`], the bar a checker enters from.
pub const RACE_BAR: u8 = 254;
/// In a [`MoveKind::Play`], off the board: the checker is borne off.
pub const RACE_OFF: u8 = 253;

/// One decision of one player: a piece moves from `from` through the
/// landings in `path` (the last is the destination), capturing the pieces on
/// the cells in `caps`, and ends up as `placed` (a promotion if it differs
/// from `piece`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Cell,
    /// The destination: the last landing.
    pub to: Cell,
    pub piece: Code,
    pub placed: Code,
    /// Landings; `path[..npath]`, the last one is the destination.
    pub npath: u8,
    /// Captured cells; `caps[..ncap]`.
    pub ncap: u8,
    /// Pieces lifted from the top of the start cell's stack (1 without
    /// stacks).
    pub lift: u8,
    /// What kind of decision this is ([`MoveKind::Piece`] for a plain
    /// move); read it with [`Move::is_bear_off`] and its siblings.
    pub kind: MoveKind,
    /// The card played (kind + 1), or 0.
    pub card: u8,
    /// The cell a `passing` slide went over (the en-passant cell for the
    /// next move), or `NO_CELL`.
    pub passed: Cell,
    /// Landings (`path`) and captured cells (`caps`), their low bytes:
    /// read and written only through [`Move::path`], [`Move::set_path`],
    /// [`Move::cap`], [`Move::set_cap`] (cells) and [`Move::byte`],
    /// [`Move::set_byte`], [`Move::cap_byte`], [`Move::set_cap_byte`]
    /// (the small numbers some kinds keep there instead of cells).
    pub(crate) lo_path: [u8; MAX_CHAIN],
    pub(crate) lo_caps: [u8; MAX_CHAIN],
    /// The high bits of the cells in `path` and `caps` (2 bits an entry,
    /// four entries a byte): zero on boards of at most 256 cells, so that a
    /// move stays small (a `u16` per entry would double it).
    /// (One field of 16 bytes, `[path, caps]`, so that a copy moves it in
    /// one word.)
    pub(crate) hi: [[u8; HI_ROW]; 2],
}

/// Bytes of the high bits of a move's `path` (and of its `caps`): 2 bits
/// for each of the `MAX_CHAIN` entries take 6; padded to 8, so that the two
/// rows are copied as one 16-byte word (12 bytes took four moves: libero's
/// perft +1.6 % in callgrind, against +0.8 % with 16).
const HI_ROW: usize = 8;
const _: () = assert!(MAX_CHAIN * 2 <= HI_ROW * 8);

/// The cell of low byte `lo` and high bits `(hi[i / 4] >> 2 (i % 4)) & 3`.
#[inline(always)]
fn cell_at(lo: &[u8; MAX_CHAIN], hi: &[u8; HI_ROW], i: usize) -> Cell {
    let h = u32::from(hi[i >> 2] >> ((i & 3) * 2)) & 3;
    (u32::from(lo[i]) | (h << 8)).narrow()
}

/// Writes cell `c` as entry `i` of `lo` and `hi`.
#[inline(always)]
fn put_cell(lo: &mut [u8; MAX_CHAIN], hi: &mut [u8; HI_ROW], i: usize, c: Cell) {
    let w = u32::from(c);
    lo[i] = (w & 0xff).narrow();
    let shift = (i & 3) * 2;
    let h: u8 = ((w >> 8) & 3).narrow();
    hi[i >> 2] = (hi[i >> 2] & !(3 << shift)) | (h << shift);
}

/// The first `n` cells of a move's landings or captures, read through the
/// high bits: iterated, searched and compared as a slice of cells would be.
#[derive(Clone, Copy)]
pub struct Cells<'a> {
    lo: &'a [u8; MAX_CHAIN],
    hi: &'a [u8; HI_ROW],
    n: usize,
}

impl<'a> Cells<'a> {
    /// How many cells.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there is none.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Cell `i` (below [`Cells::len`]).
    #[inline(always)]
    pub fn get(&self, i: usize) -> Cell {
        cell_at(self.lo, self.hi, i)
    }

    /// The cells in order.
    #[inline(always)]
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator + Clone + 'a {
        (0..self.n).map(move |i| cell_at(self.lo, self.hi, i))
    }

    /// The first `n` of them.
    #[inline(always)]
    pub fn prefix(self, n: usize) -> Cells<'a> {
        Cells {
            n: n.min(self.n),
            ..self
        }
    }

    /// Whether `c` is among them.
    #[inline(always)]
    pub fn contains(&self, c: &Cell) -> bool {
        self.iter().any(|x| x == *c)
    }

    /// The first cell, if any.
    #[inline]
    pub fn first(&self) -> Option<Cell> {
        (self.n > 0).then(|| self.get(0))
    }

    /// Whether they begin with the cells `start`.
    pub fn starts_with(&self, start: &[Cell]) -> bool {
        start.len() <= self.n && start.iter().enumerate().all(|(i, &c)| self.get(i) == c)
    }

    /// The cells as a vector.
    pub fn to_vec(self) -> Vec<Cell> {
        self.iter().collect()
    }
}

impl PartialEq<[Cell]> for Cells<'_> {
    fn eq(&self, other: &[Cell]) -> bool {
        self.n == other.len() && self.starts_with(other)
    }
}

impl PartialEq<&[Cell]> for Cells<'_> {
    fn eq(&self, other: &&[Cell]) -> bool {
        *self == **other
    }
}

impl<const N: usize> PartialEq<[Cell; N]> for Cells<'_> {
    fn eq(&self, other: &[Cell; N]) -> bool {
        *self == other[..]
    }
}

impl<const N: usize> PartialEq<&[Cell; N]> for Cells<'_> {
    fn eq(&self, other: &&[Cell; N]) -> bool {
        *self == other[..]
    }
}

impl PartialEq<Vec<Cell>> for Cells<'_> {
    fn eq(&self, other: &Vec<Cell>) -> bool {
        *self == other[..]
    }
}

impl std::fmt::Debug for Cells<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Cells<'_> {
    fn eq(&self, other: &Cells<'_>) -> bool {
        self.n == other.n && self.iter().eq(other.iter())
    }
}

impl Move {
    /// Lands the move on `to` in one step (its path that one cell),
    /// capturing the piece there with `cap`.
    #[inline(always)]
    pub(in crate::engine) fn land(&mut self, to: u8, cap: bool) {
        self.to = to;
        self.set_first(to);
        if cap {
            self.ncap = 1;
            self.set_first_cap(to);
        }
    }

    /// [`Move::land`] for the fast plans, which never take a board of more
    /// than 256 cells: only the low bytes are written (the high bits stay
    /// zero, as the base move has them).
    #[inline(always)]
    pub(in crate::engine) fn land_narrow(&mut self, to: Cell, cap: bool) {
        debug_assert!(u32::from(to) < 256, "a fast plan on a wide board");
        let lo: u8 = (u32::from(to) & 0xff).narrow();
        self.to = to;
        self.lo_path[0] = lo;
        if cap {
            self.ncap = 1;
            self.lo_caps[0] = lo;
        }
    }

    /// [`Move::set_path`] for the fast plans (boards of at most 256
    /// cells): the low byte only, the high bits left as they are (zero).
    #[inline(always)]
    pub(in crate::engine) fn set_path_narrow(&mut self, i: usize, c: Cell) {
        debug_assert!(u32::from(c) < 256, "a fast plan on a wide board");
        self.lo_path[i] = (u32::from(c) & 0xff).narrow();
    }

    /// [`Move::set_cap`] for the fast plans, as [`Move::set_path_narrow`].
    #[inline(always)]
    pub(in crate::engine) fn set_cap_narrow(&mut self, i: usize, c: Cell) {
        debug_assert!(u32::from(c) < 256, "a fast plan on a wide board");
        self.lo_caps[i] = (u32::from(c) & 0xff).narrow();
    }

    /// A move with every field empty (no cell, no piece, a plain kind): the
    /// base that move constructors fill in.
    pub const NONE: Move = Move {
        lift: 0,
        ..Move::jump_start(0, 0)
    };

    /// The start of a jump sequence of the piece `code` on `from`: the move
    /// the jump walks extend, one jump at a time (written out whole rather
    /// than from [`Move::NONE`], which would be copied on the hot path).
    #[inline(always)]
    pub(in crate::engine) const fn jump_start(from: u8, code: Code) -> Move {
        Move {
            from,
            to: from,
            piece: code,
            placed: code,
            npath: 0,
            ncap: 0,
            lift: 1,
            kind: MoveKind::Piece,
            card: 0,
            passed: NO_CELL,
            lo_path: [0; MAX_CHAIN],
            lo_caps: [0; MAX_CHAIN],
            hi: [[0; HI_ROW]; 2],
        }
    }

    /// The piece `code` on `from`, about to move, lifting `lift`: what
    /// every move of a list of slides and rides shares (its landing written
    /// in later). Written whole, like [`Move::jump_start`].
    #[inline(always)]
    pub(in crate::engine) const fn at(from: u8, code: Code, lift: u8) -> Move {
        Move {
            npath: 1,
            lift,
            ..Move::jump_start(from, code)
        }
    }

    /// A step of `piece` from `from` to `to` landing as `placed`, lifting
    /// `lift`, its path that one cell: written whole, so that it is stored
    /// straight into the list.
    #[inline(always)]
    #[allow(clippy::cast_possible_truncation)]
    pub(in crate::engine) const fn step(
        (from, to): (u8, u8),
        piece: Code,
        placed: Code,
        lift: u8,
    ) -> Move {
        let mut path = [0; MAX_CHAIN];
        path[0] = (to as u32 & 0xff) as u8;
        let mut hi = [[0; HI_ROW]; 2];
        hi[0][0] = ((to as u32 >> 8) & 3) as u8;
        Move {
            to,
            placed,
            npath: 1,
            lift,
            lo_path: path,
            hi,
            ..Move::jump_start(from, piece)
        }
    }

    /// The landings, `path[..npath]`; the last one is the destination.
    #[inline(always)]
    pub fn landings(&self) -> Cells<'_> {
        Cells {
            lo: &self.lo_path,
            hi: &self.hi[0],
            n: usize::from(self.npath),
        }
    }

    /// The captured cells, `caps[..ncap]`.
    #[inline(always)]
    pub fn captures(&self) -> Cells<'_> {
        Cells {
            lo: &self.lo_caps,
            hi: &self.hi[1],
            n: usize::from(self.ncap),
        }
    }

    /// Landing `i` (any entry of the path, also past `npath`).
    #[inline(always)]
    pub fn path(&self, i: usize) -> Cell {
        cell_at(&self.lo_path, &self.hi[0], i)
    }

    /// Writes landing `i`.
    #[inline(always)]
    pub fn set_path(&mut self, i: usize, c: Cell) {
        put_cell(&mut self.lo_path, &mut self.hi[0], i, c);
    }

    /// Writes the first landing of a move whose later landings are not
    /// written yet: a plain store of the high bits (they clear those of
    /// entries 1 to 3), cheaper than [`Move::set_path`].
    #[inline(always)]
    pub fn set_first(&mut self, c: Cell) {
        let w = u32::from(c);
        self.lo_path[0] = (w & 0xff).narrow();
        self.hi[0][0] = ((w >> 8) & 3).narrow();
    }

    /// [`Move::set_first`] for the first captured cell.
    #[inline(always)]
    pub fn set_first_cap(&mut self, c: Cell) {
        let w = u32::from(c);
        self.lo_caps[0] = (w & 0xff).narrow();
        self.hi[1][0] = ((w >> 8) & 3).narrow();
    }

    /// The low bytes of the captured cells, for the fast plans (boards of
    /// at most 256 cells, where they are the cells).
    #[inline(always)]
    pub(in crate::engine) fn captures_narrow(&self) -> &[u8] {
        &self.lo_caps[..usize::from(self.ncap)]
    }

    /// Captured cell `i` (any entry, also past `ncap`).
    #[inline(always)]
    pub fn cap(&self, i: usize) -> Cell {
        cell_at(&self.lo_caps, &self.hi[1], i)
    }

    /// Writes captured cell `i`.
    #[inline(always)]
    pub fn set_cap(&mut self, i: usize, c: Cell) {
        put_cell(&mut self.lo_caps, &mut self.hi[1], i, c);
    }

    /// Entry `i` of the path as a small number, not a cell (the dice of a
    /// roll, the flips of a placement, the groups it takes, ...).
    #[inline(always)]
    pub fn byte(&self, i: usize) -> u8 {
        self.lo_path[i]
    }

    /// Writes entry `i` of the path as a small number.
    #[inline(always)]
    pub fn set_byte(&mut self, i: usize, v: u8) {
        self.lo_path[i] = v;
    }

    /// Entry `i` of the captures as a small number (a race's hit player).
    #[inline(always)]
    pub fn cap_byte(&self, i: usize) -> u8 {
        self.lo_caps[i]
    }

    /// Writes entry `i` of the captures as a small number.
    #[inline(always)]
    pub fn set_cap_byte(&mut self, i: usize, v: u8) {
        self.lo_caps[i] = v;
    }

    /// Sorts the captured cells (`caps[..ncap]`).
    pub fn sort_captures(&mut self) {
        let n = usize::from(self.ncap).min(MAX_CHAIN);
        let mut cells = [0 as Cell; MAX_CHAIN];
        for (i, c) in cells[..n].iter_mut().enumerate() {
            *c = self.cap(i);
        }
        cells[..n].sort_unstable();
        for (i, &c) in cells[..n].iter().enumerate() {
            self.set_cap(i, c);
        }
    }

    pub fn is_capture(&self) -> bool {
        self.ncap > 0
    }
}

impl Move {
    /// The cell a piece is shot onto after this move (`then shoot`), or
    /// `NO_CELL`. A shooting piece's moves land once (steps, slides and
    /// leaps, as the checker requires), so the shot is kept in `path[1]`
    /// and the move stays as small as it was.
    #[inline(always)]
    pub fn shot(&self, t: &Tables) -> u8 {
        let shoots = t.shoot.get(self.piece as usize).is_some_and(|s| s.0 != 0);
        if shoots && self.kind == MoveKind::Piece && self.npath == 1 {
            self.path(1)
        } else {
            NO_CELL
        }
    }
}

impl Move {
    /// The cell of the enemy piece removed after this move (`then remove`),
    /// or `NO_CELL`. A removing piece's moves land once (the checker
    /// requires it), so the removal is kept in `path[1]`, as a shot is.
    #[inline(always)]
    pub fn removed(&self, t: &Tables) -> u8 {
        let removes = t.remove.get(self.piece as usize).is_some_and(|&r| r != 0);
        if removes && matches!(self.kind, MoveKind::Piece | MoveKind::Enter) && self.npath == 1 {
            self.path(1)
        } else {
            NO_CELL
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Move, MoveKind};
    use crate::ir::Narrow;

    /// The move kind is one byte, as the flag bits it replaced were: a
    /// move, copied on every node of the search, does not grow. Cells past
    /// 255 (boards up to 1,024 cells) add 2 high bits an entry of `path`
    /// and `caps` (16 bytes with their padding: 58 -> 74), not a `u16` an
    /// entry (which would double the move: +4.5 to +10.5 % in callgrind).
    #[test]
    fn move_stays_small() {
        assert_eq!(size_of::<MoveKind>(), 1);
        assert!(size_of::<Move>() <= 74);
    }

    /// Cells written through the accessors read back, the high bits of
    /// one entry leaving its neighbours alone.
    #[test]
    fn cells_read_back() {
        let mut m = Move::NONE;
        let cells: Vec<crate::ir::Cell> = (0..super::MAX_CHAIN)
            .map(|i| (i * 37 % 251).narrow())
            .collect();
        for (i, &c) in cells.iter().enumerate() {
            m.set_path(i, c);
            m.set_cap(super::MAX_CHAIN - 1 - i, c);
        }
        for (i, &c) in cells.iter().enumerate() {
            assert_eq!((m.path(i), m.cap(super::MAX_CHAIN - 1 - i)), (c, c));
        }
        m.npath = 3;
        assert_eq!(m.landings().to_vec(), cells[..3].to_vec());
        assert!(m.landings() == cells[..3]);
    }
}

/// `is_*` predicates of [`Move`], one per [`MoveKind`] other than a plain
/// piece move.
macro_rules! kind_predicates {
    ($($(#[$doc:meta])* $name:ident => $kind:ident),* $(,)?) => {
        impl Move {
            $(
                $(#[$doc])*
                #[inline(always)]
                pub fn $name(&self) -> bool {
                    self.kind == MoveKind::$kind
                }
            )*
        }
    };
}

kind_predicates! {
    /// The piece is borne off ([`MoveKind::BearOff`]).
    is_bear_off => BearOff,
    /// The `end` decision of a turn ([`MoveKind::EndTurn`]).
    is_end_turn => EndTurn,
    /// The piece enters from its owner's store ([`MoveKind::Enter`]).
    is_enter => Enter,
    /// The card is discarded ([`MoveKind::Discard`]).
    is_discard => Discard,
    /// The card is played for `skip next` ([`MoveKind::Skip`]).
    is_skip => Skip,
    /// Two pieces change places ([`MoveKind::Swap`]).
    is_swap => Swap,
    /// The card is given to the partner ([`MoveKind::Give`]).
    is_give => Give,
    /// Castling: two pieces move ([`MoveKind::Castle`]).
    is_castle => Castle,
    /// Seeds sown from a pit ([`MoveKind::Sow`]).
    is_sow => Sow,
    /// A roll of the dice ([`MoveKind::Roll`]).
    is_roll => Roll,
    /// A play of the dice in a race ([`MoveKind::Play`]).
    is_play => Play,
}

impl Move {
    /// The chance of a roll (a [`MoveKind::Roll`]), out of
    /// [`Race::outcomes`]: 1 for a double of two dice, 2 for the others.
    #[inline]
    pub fn roll_weight(&self) -> u32 {
        Race::weight(self.lo_path[0], self.lo_path[1])
    }
}

/// One of the rolls `legal`, drawn by their chances with `pick(total)`, a
/// number below the sum of their chances; `None` if `legal` are not rolls.
pub fn draw_roll(legal: &[Move], pick: impl FnOnce(usize) -> usize) -> Option<Move> {
    if legal.first().is_none_or(|m| m.kind != MoveKind::Roll) {
        return None;
    }
    let total: u32 = legal.iter().map(Move::roll_weight).sum();
    let mut k = u32::try_from(pick(total.max(1) as usize)).unwrap_or(u32::MAX);
    for m in legal {
        let w = m.roll_weight();
        if k < w {
            return Some(*m);
        }
        k -= w;
    }
    legal.last().copied()
}
