//! A move: one decision of one player (a piece move, or a card's use, or
//! the end of a turn), with its kind as flag bits.

use crate::ir::{Code, MAX_CHAIN, NO_CELL};

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
    /// What kind of decision this is beyond a plain piece move: a set of
    /// the flag bits [`Move::BEAR_OFF`], [`Move::END_TURN`], [`Move::ENTER`],
    /// [`Move::DISCARD`], [`Move::SKIP`], [`Move::SWAP`] and [`Move::GIVE`] (0 for a plain
    /// move); read them with [`Move::is_bear_off`] and its siblings.
    pub flags: u8,
    /// The card played (kind + 1), or 0.
    pub card: u8,
    /// The cell a `passing` slide went over (the en-passant cell for the
    /// next move), or `NO_CELL`.
    pub passed: u8,
    pub path: [u8; MAX_CHAIN],
    pub caps: [u8; MAX_CHAIN],
}

impl Move {
    /// A move with every field empty (no cell, no piece, no flag): the
    /// base that move constructors fill in.
    pub const NONE: Move = Move {
        from: 0,
        to: 0,
        piece: 0,
        placed: 0,
        npath: 0,
        ncap: 0,
        lift: 0,
        flags: 0,
        card: 0,
        passed: NO_CELL,
        path: [0; MAX_CHAIN],
        caps: [0; MAX_CHAIN],
    };

    /// Flag bit: the piece is borne off (removed from play): no landing.
    pub const BEAR_OFF: u8 = 1;
    /// Flag bit: not a piece move but the `end` decision of a turn of
    /// several actions.
    pub const END_TURN: u8 = 1 << 1;
    /// Flag bit: the piece comes from its owner's store onto `to` (`enter`).
    pub const ENTER: u8 = 1 << 2;
    /// Flag bit: the card is discarded, without its move.
    pub const DISCARD: u8 = 1 << 3;
    /// Flag bit: the card is played for its `skip next` use.
    pub const SKIP: u8 = 1 << 4;
    /// Flag bit: the pieces on `from` (`piece`) and `to` (`placed`) change
    /// places.
    pub const SWAP: u8 = 1 << 5;
    /// Flag bit: the card is given to the player's partner (`exchange`).
    pub const GIVE: u8 = 1 << 6;

    /// The piece is borne off ([`Move::BEAR_OFF`]).
    #[inline(always)]
    pub fn is_bear_off(&self) -> bool {
        self.flags & Self::BEAR_OFF != 0
    }

    /// The `end` decision of a turn ([`Move::END_TURN`]).
    #[inline(always)]
    pub fn is_end_turn(&self) -> bool {
        self.flags & Self::END_TURN != 0
    }

    /// The piece enters from its owner's store ([`Move::ENTER`]).
    #[inline(always)]
    pub fn is_enter(&self) -> bool {
        self.flags & Self::ENTER != 0
    }

    /// The card is discarded ([`Move::DISCARD`]).
    #[inline(always)]
    pub fn is_discard(&self) -> bool {
        self.flags & Self::DISCARD != 0
    }

    /// The card is played for `skip next` ([`Move::SKIP`]).
    #[inline(always)]
    pub fn is_skip(&self) -> bool {
        self.flags & Self::SKIP != 0
    }

    /// Two pieces change places ([`Move::SWAP`]).
    #[inline(always)]
    pub fn is_swap(&self) -> bool {
        self.flags & Self::SWAP != 0
    }

    /// The card is given to the partner ([`Move::GIVE`]).
    #[inline(always)]
    pub fn is_give(&self) -> bool {
        self.flags & Self::GIVE != 0
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
