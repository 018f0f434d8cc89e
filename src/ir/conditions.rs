//! Conditions compiled from the rule text ([`Cond`]) and the expressions
//! they compare.

/// A condition compiled from the rule text; `own` / `enemy` are relative to
/// the player it is judged for, the cell is the moving piece's.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    True,
    And(Vec<Cond>),
    Or(Vec<Cond>),
    Not(Box<Cond>),
    /// The piece under the top of the cell has one of these relations
    /// ([`Target::mask`](super::Target::mask); `REL_EMPTY` = nothing below).
    Below(u8),
    /// A neighbour of the cell (along any of the board's directions)
    /// holds what one of these relations names ([`Target::mask`](super::Target::mask)):
    /// `next to friend`.
    NextTo(u8),
    /// The cell is in this zone (for the player).
    In(u16),
    /// At least two pieces of this kind, all in one 8-connected group.
    Connected(u8, Whose),
    Compare(Expr, CmpOp, Expr),
    /// A piece of this kind of the side could be captured by a move of the
    /// next player after its owner (judged only in end rules).
    Attacked(u8, Whose),
    /// The last move's landing cell holds a piece of the player, in a line
    /// of at least (exactly, if the flag is set) this many of the player's
    /// pieces along one of the board's directions (`line of N`).
    Line(u8, bool),
    /// The last move's landing cell holds a piece of the player whose chain
    /// (the player's pieces linked by board neighbours) holds a cell of
    /// each zone, in its part for the player (`connects A to B`).
    Connects(u16, u16),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
}

impl CmpOp {
    /// `a OP b`.
    #[inline(always)]
    pub fn holds(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Ge => a >= b,
            CmpOp::Gt => a > b,
        }
    }

    /// The comparison with its sides exchanged (`n < count` is
    /// `count > n`).
    pub fn mirrored(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            CmpOp::Eq | CmpOp::Ne => self,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expr {
    Int(i64),
    /// The height of the moving piece's stack.
    Height,
    /// The empty cells deeper than the moving piece's cell in its branch
    /// (0 off a branch).
    Deeper,
    Count(Set, Whose),
    /// Each counted player's pieces (of `Set::Pieces`) or tops (of
    /// `Set::Showing`) in that player's part of a zone.
    CountIn(Set, u16, Whose),
    /// `count(KIND own in same file)` (`true`) or `… in same rank`: the
    /// counted players' pieces of the set on the judged cell's file (rank).
    CountLine(Set, bool, Whose),
}

/// What a `count(...)` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// Cells whose top piece is the player's.
    Showing,
    /// The player's pieces on the board, covered or not.
    Pieces,
    /// The player's pieces borne off.
    Off,
    /// The player's value of a counter.
    Counter(u8),
    /// The player's pieces in its store.
    Stored,
    /// The player's pieces of this kind on the board (tops only on a board
    /// with stacks).
    Kind(u8),
    /// The player's seeds (`sowing`): in its store, or (`count(seeds own in
    /// ZONE)`) on its part of a zone.
    Seeds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    Own,
    Enemy,
    /// The player and its partners (the same team).
    Team,
    /// Every player.
    All,
}
