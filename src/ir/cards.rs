//! Cards: the kinds of card with their uses (moves, skip, swap, split,
//! pass hands, cancel, moves for another seat, play for), and the deal.

use super::Program;

/// The cards of a game: the kinds (with their copies and moves), the deal
/// sizes and whether hands are hidden.
#[derive(Clone, Debug)]
pub struct Cards {
    pub kinds: Vec<CardKind>,
    /// `(cards each, when exactly this many are left in the deck)`, in the
    /// order written; the first that applies is used.
    pub deals: Vec<(u8, Option<u16>)>,
    pub hidden: bool,
    /// `exchange N with partner`: cards each player gives its partner after
    /// each deal (0: no exchange).
    pub exchange: u8,
    /// `announce LABEL: CARDS`: the label and, per card kind, whether
    /// holding it is announced.
    pub announce: Option<(String, Vec<bool>)>,
}

#[derive(Clone, Debug)]
pub struct CardKind {
    pub name: String,
    pub copies: u16,
    /// The moves the card allows: `programs[code - 1]`, as for pieces.
    pub programs: Vec<Program>,
    /// `skip next [if COND]`: the condition (0 = always), if the card has
    /// that use.
    pub skip: Option<u16>,
    /// `swap KINDS in ZONE [if COND]`: per kind whether it may be swapped,
    /// the zone and the condition (0 = always).
    pub swap: Option<(Vec<bool>, u16, u16)>,
    /// `split N { ... }`: N single steps, each an action of the turn.
    pub split: Option<Split>,
    /// `pass hands right|left [then play again]`: `Some((to_the_right,
    /// again))`. The card's only use.
    pub pass: Option<(bool, bool)>,
    /// `cancel right then replay`. The card's only use.
    pub cancel: bool,
    /// `for SIDE or SIDE if COND { ... }`: moves with another player's
    /// pieces.
    pub behalf: Option<Behalf>,
    /// `play for left`. The card's only use.
    pub proxy: bool,
}

impl CardKind {
    /// The card's only use is itself (`pass hands`, `cancel`, `play for`):
    /// its decision is the card alone, with no move.
    pub fn only_use(&self) -> bool {
        self.cancel || self.pass.is_some() || self.proxy
    }
}

/// A relative seat: the left neighbour (the next player), the right one
/// (the previous player), the partner.
pub const SIDE_LEFT: u8 = 0;
pub const SIDE_RIGHT: u8 = 1;
pub const SIDE_PARTNER: u8 = 2;

/// `for SIDE or SIDE if COND { KIND: MOVE ... }`: the sides in order, the
/// condition (judged for the side's player; 0 = none), the moves
/// (`programs[code - 1]`).
#[derive(Clone, Debug)]
pub struct Behalf {
    pub sides: Vec<u8>,
    pub cond: u16,
    pub programs: Vec<Program>,
}

/// A card's `split`: how many single steps, the moves each step may be
/// (`programs[code - 1]`), and the `stay` condition (0 = none): pieces for
/// which it holds when the card is played do not move in its steps.
#[derive(Clone, Debug)]
pub struct Split {
    pub steps: u8,
    pub programs: Vec<Program>,
    pub stay: u16,
}
