//! How a turn is made (one move or several actions) and what happens
//! after a move: steals, events on entering a zone, counter triggers and
//! their effects.

/// How a turn is made: one move (the default), or several actions ended by
/// the `end` decision, with a budget of moves of some kinds.
#[derive(Clone, Debug, Default)]
pub struct TurnRules {
    /// `actions until end`.
    pub multi: bool,
    /// `at most N move by KINDS`: N (0 = no budget) and the kinds.
    pub budget: u8,
    pub budgeted: Vec<bool>,
    /// `pass if no moves`: a player with no legal move passes (while
    /// another player can move).
    pub pass: bool,
    /// `pass allowed`: a pass is always among the legal moves.
    pub pass_allowed: bool,
}

#[derive(Clone, Debug)]
pub struct Steal {
    pub kind: u8,
    pub dirs: Vec<u8>,
    /// `by[kind]`: a move of this kind steals.
    pub by: Vec<bool>,
}

/// `no KIND facing KIND along DIRS`: no move may leave a piece of
/// `kind` of the mover's seeing, along one of its player's `dirs` over
/// empty cells, an enemy piece of `other` (kinds by index).
#[derive(Clone, Debug)]
pub struct Face {
    pub kind: u8,
    pub other: u8,
    /// Per player: the absolute directions.
    pub dirs: Vec<Vec<u8>>,
}

/// `captures explode DIRS [except KINDS]`: after a capture, the capturing
/// piece and every piece on the neighbours of its landing along the
/// capturing player's `dirs` leave the board, but those of a spared kind.
#[derive(Clone, Debug)]
pub struct Explode {
    /// Per player: the absolute directions of the blast.
    pub dirs: Vec<Vec<u8>>,
    /// Per kind: spared by the blast (still taken if captured itself).
    pub spared: Vec<bool>,
}

impl Explode {
    /// The directions of the blast of a capture by player `p`.
    pub fn dirs_of(&self, p: u8) -> &[u8] {
        self.dirs.get(p as usize).map_or(&[], Vec::as_slice)
    }

    /// Whether a piece of kind `kind` is spared by the blast.
    pub fn spares(&self, kind: u8) -> bool {
        self.spared.get(kind as usize).copied().unwrap_or(false)
    }
}

#[derive(Clone, Debug)]
pub struct Event {
    pub kind: u8,
    pub zone: u16,
    pub effects: Vec<Effect>,
}

/// `after move COND { effects }`: after each move, the effects, for the
/// mover, when the condition (an index into `Game::conds`) holds for the
/// mover in the position after the move.
#[derive(Clone, Debug)]
pub struct AfterEvent {
    pub cond: u16,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug)]
pub struct When {
    pub counter: u8,
    pub value: i64,
    pub effects: Vec<Effect>,
}

/// Who an effect speaks of: the player who moved, or the one after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    Mover,
    Next,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Add to the mover's counter.
    Add(u8, i64),
    /// Every player's counter back to 0.
    Clear(u8),
    /// Every piece back to the setup (counters are kept).
    Reset,
    /// Every piece of this (neutral) kind is taken off the board and one is
    /// put on top of the first cell of the zone (for that player).
    Place(u8, u16, Whom),
    /// The turn ends; that player moves next.
    TurnTo(Whom),
}
