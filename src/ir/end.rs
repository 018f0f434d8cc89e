//! How a game ends: the end rules in the order they are checked, what each
//! means for the player to move, and what the result reports.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndCond {
    /// The player to move has no pieces.
    NoPieces,
    /// The player to move has no legal move.
    NoMoves,
    /// The player to move has no legal move and the condition holds for it
    /// (`no moves and COND`; index in [`Game::conds`](super::Game::conds)).
    NoMovesIf(u16),
    /// The position has occurred this many times (since the last capture,
    /// if `since_capture`).
    Repetition { times: u32, since_capture: bool },
    /// This many plies have been played (since the last capture, if
    /// `since_capture`).
    Plies { count: u32, since_capture: bool },
    /// A condition judged after each move, for the player who made it
    /// (index in [`Game::conds`](super::Game::conds)).
    AfterMove(u16),
    /// The last this many moves were passes (`passes N`).
    Passes(u32),
}

/// What an end condition means for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndResult {
    Loses,
    Wins,
    Draw,
    /// `area`: the player with the larger area (pieces plus the empty
    /// regions that reach only their pieces; the komi added to the second
    /// player's) wins; equal areas draw.
    Area,
}

#[derive(Clone, Debug)]
pub struct EndRule {
    pub cond: EndCond,
    pub result: EndResult,
    /// The rule as written, for reports ("repetition 3 since capture").
    pub text: String,
    /// `after any move`: judged for every player in turn, from the mover.
    pub anyone: bool,
    /// `on claim`: never automatic; the player to move may claim it while
    /// it holds ([`State::claimable`](crate::engine::State)).
    pub claim: bool,
    /// `"checkmate"`: the result's name, reported instead of `text`.
    pub label: Option<String>,
    /// `repetition 3: white loses`: the player the result speaks of,
    /// whoever is to move or moved (`None`: that player).
    pub who: Option<u8>,
    /// `plies N … and COND`: a condition that must also hold, for the
    /// player to move (index in [`Game::conds`](super::Game::conds)).
    pub when: Option<u16>,
}

/// What a game's result reports beside the winner (`score` in `end`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The number of deals used (fewer is better).
    Deals,
}
