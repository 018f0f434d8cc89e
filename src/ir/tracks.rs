//! Tracks (cells in order, maybe looped), the branches off them, and the
//! `along` moves that follow them.

use super::Target;

/// A track: cells in order; `looped` when the last is followed by the first.
#[derive(Clone, Debug)]
pub struct Track {
    pub name: String,
    pub cells: Vec<u8>,
    pub looped: bool,
}

/// Per-player branches off a track: `entry[player]` is the track cell it is
/// entered from, `cells[player]` its cells, shallowest first.
#[derive(Clone, Debug)]
pub struct Branch {
    pub name: String,
    pub track: u8,
    pub entry: Vec<u8>,
    pub cells: Vec<Vec<u8>>,
}

/// Directions of a move along a track.
pub const ALONG_FORWARD: u8 = 0;
pub const ALONG_BACKWARD: u8 = 1;
/// Inside a branch only: back toward its entry.
pub const ALONG_OUTWARD: u8 = 2;

/// `along TRACK DIRS ...`.
#[derive(Clone, Debug)]
pub struct Along {
    pub track: u8,
    pub dirs: Vec<u8>,
    pub min: u8,
    pub max: u8,
    pub to: Target,
    pub onto: bool,
    /// `until X`: to the first piece met, or round a loop onto itself.
    pub until: bool,
    pub cond: u16,
    /// A zone (index + 1, 0 = none) no cell of the move may be in.
    pub avoid: u16,
}
