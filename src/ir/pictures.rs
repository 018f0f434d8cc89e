//! How pictures draw the board (`picture { ... }`): presentation only,
//! read by the SVG, the page and the terminal diagram, never by the
//! engine.

/// The shape of a board's cells in pictures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CellShape {
    /// Chequered squares (the default).
    #[default]
    Squares,
    /// A circle per cell, on a plain ground (a race track's holes).
    Circles,
}

/// `picture { ... }`.
#[derive(Clone, Debug, Default)]
pub struct Picture {
    /// `cells SHAPE`.
    pub cells: CellShape,
    /// `arrows along TRACK`: the tracks (indices in `Game::tracks`) whose
    /// direction of travel is drawn.
    pub arrows: Vec<u8>,
    /// `colour ZONE, ...`: the zones (indices in `Game::zones`) whose cells
    /// are drawn in the colour of the player whose part they are.
    pub colour: Vec<u16>,
    /// `store STORE beside ZONE`: the zone (index) beside whose cell of
    /// each player that player's pieces in the store are drawn.
    pub store_beside: Option<u16>,
    /// `legend "TEXT"`: the legend's lines, in order.
    pub legend: Vec<String>,
}
