//! A move: one decision of one player (a piece move, or a card's use, or
//! the end of a turn), with its kind as a [`MoveKind`].

use crate::ir::{Code, MAX_CHAIN, NO_CELL, Race, Tables};

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
    pub from: u8,
    /// The destination: the last landing.
    pub to: u8,
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
    pub passed: u8,
    pub path: [u8; MAX_CHAIN],
    pub caps: [u8; MAX_CHAIN],
}

impl Move {
    /// Lands the move on `to` in one step (its path that one cell),
    /// capturing the piece there with `cap`.
    #[inline(always)]
    pub(in crate::engine) fn land(&mut self, to: u8, cap: bool) {
        self.to = to;
        self.path[0] = to;
        if cap {
            self.ncap = 1;
            self.caps[0] = to;
        }
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
            path: [0; MAX_CHAIN],
            caps: [0; MAX_CHAIN],
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
    pub(in crate::engine) const fn step(
        (from, to): (u8, u8),
        piece: Code,
        placed: Code,
        lift: u8,
    ) -> Move {
        let mut path = [0; MAX_CHAIN];
        path[0] = to;
        Move {
            to,
            placed,
            npath: 1,
            lift,
            path,
            ..Move::jump_start(from, piece)
        }
    }

    pub fn landings(&self) -> &[u8] {
        &self.path[..self.npath as usize]
    }

    pub fn captures(&self) -> &[u8] {
        &self.caps[..self.ncap as usize]
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
            self.path[1]
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
            self.path[1]
        } else {
            NO_CELL
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Move, MoveKind};

    /// The move kind is one byte, as the flag bits it replaced were: a
    /// move, copied on every node of the search, does not grow.
    #[test]
    fn move_stays_small() {
        assert_eq!(size_of::<MoveKind>(), 1);
        assert!(size_of::<Move>() <= 58);
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
        Race::weight(self.path[0], self.path[1])
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
