//! Cards: the kinds of card with their uses (moves, skip, swap, split,
//! pass hands, cancel, moves for another seat, play for), and the deal.

use super::Program;

/// The cards of a game: the kinds (with their copies and moves), the deal
/// sizes and whether hands are hidden.
#[derive(Clone, Debug)]
pub struct Cards {
    pub kinds: Vec<CardKind>,
    /// The deals in the order written; the first that applies is used.
    pub deals: Vec<Deal>,
    pub hidden: bool,
    /// `exchange N with partner`: cards each player gives its partner after
    /// each deal (0: no exchange).
    pub exchange: u8,
    /// `announce LABEL: CARDS`, if the game announces cards.
    pub announce: Option<Announce>,
}

/// `deal N each [when M left]`.
#[derive(Clone, Copy, Debug)]
pub struct Deal {
    /// The cards each player gets.
    pub cards: u8,
    /// The deal applies when exactly this many cards are left in the deck
    /// (any number if `None`).
    pub when_left: Option<u16>,
}

/// `announce LABEL: CARDS`: after each deal, whether each player holds one
/// of these cards is announced.
#[derive(Clone, Debug)]
pub struct Announce {
    pub label: String,
    /// Per card kind, whether holding it is announced.
    pub cards: Vec<bool>,
}

/// A kind of card: its name, copies, the moves it allows, and its other
/// uses.
#[derive(Clone, Debug)]
pub struct CardKind {
    pub name: String,
    pub copies: u16,
    /// The moves the card allows: `programs[code - 1]`, as for pieces.
    /// Every card has one program per piece code (empty ones for a card
    /// without moves), so the engine builds its tables from them alike;
    /// they are a field rather than a [`CardUse`].
    pub programs: Vec<Program>,
    /// The card's uses beyond its moves, at most one of each variant, in
    /// the order the check lowers them. A `pass`, `cancel` or `play for`
    /// use is the only entry (the check rejects it with others).
    pub uses: Vec<CardUse>,
}

/// One use of a card beyond its moves; the engine handles each in its own
/// file of `engine/cards/`.
#[derive(Clone, Debug)]
pub enum CardUse {
    /// `skip next [if COND]`: the condition (0 = always).
    Skip { cond: u16 },
    /// `swap KINDS in ZONE [if COND]`.
    Swap(Swap),
    /// `split N { ... }`: N single steps, each an action of the turn.
    Split(Split),
    /// `pass hands right|left [then play again]`. The card's only use.
    Pass(Pass),
    /// `cancel right then replay`. The card's only use.
    Cancel,
    /// `for SIDE or SIDE if COND { ... }`: moves with another player's
    /// pieces.
    Behalf(Behalf),
    /// `play for left`. The card's only use.
    Proxy,
}

impl CardKind {
    /// The condition of the card's `skip next` use, if it has one (0 =
    /// always).
    pub fn skip(&self) -> Option<u16> {
        self.uses.iter().find_map(|u| match u {
            CardUse::Skip { cond } => Some(*cond),
            _ => None,
        })
    }

    /// The card's `swap` use, if it has one.
    pub fn swap(&self) -> Option<&Swap> {
        self.uses.iter().find_map(|u| match u {
            CardUse::Swap(s) => Some(s),
            _ => None,
        })
    }

    /// The card's `split` use, if it has one.
    pub fn split(&self) -> Option<&Split> {
        self.uses.iter().find_map(|u| match u {
            CardUse::Split(s) => Some(s),
            _ => None,
        })
    }

    /// The card's `pass hands` use, if it has one.
    pub fn pass(&self) -> Option<Pass> {
        self.uses.iter().find_map(|u| match u {
            CardUse::Pass(p) => Some(*p),
            _ => None,
        })
    }

    /// The card is a `cancel`.
    pub fn cancel(&self) -> bool {
        self.uses.iter().any(|u| matches!(u, CardUse::Cancel))
    }

    /// The card's `for SIDE { ... }` use, if it has one.
    pub fn behalf(&self) -> Option<&Behalf> {
        self.uses.iter().find_map(|u| match u {
            CardUse::Behalf(b) => Some(b),
            _ => None,
        })
    }

    /// The card is a `play for`.
    pub fn proxy(&self) -> bool {
        self.uses.iter().any(|u| matches!(u, CardUse::Proxy))
    }

    /// The card's only use is itself (`pass hands`, `cancel`, `play for`):
    /// its decision is the card alone, with no move.
    pub fn only_use(&self) -> bool {
        self.uses
            .iter()
            .any(|u| matches!(u, CardUse::Pass(_) | CardUse::Cancel | CardUse::Proxy))
    }
}

/// `swap KINDS in ZONE [if COND]`: two pieces change places.
#[derive(Clone, Debug)]
pub struct Swap {
    /// Per piece kind, whether it may be swapped.
    pub kinds: Vec<bool>,
    /// The zone both pieces stand in.
    pub zone: u16,
    /// The condition (0 = always).
    pub cond: u16,
}

/// `pass hands right|left [then play again]`: every hand passes to a
/// neighbour.
#[derive(Clone, Copy, Debug)]
pub struct Pass {
    /// Hands pass to the right (each player gets his left neighbour's
    /// hand); otherwise to the left.
    pub right: bool,
    /// `then play again`: the player plays again if he still holds a card.
    pub again: bool,
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
