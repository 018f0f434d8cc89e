//! The board: dense cell indices, their coordinates and names, and the
//! zones as per-player membership tables over the cells.

use super::{NO_CELL, Narrow};

#[derive(Clone, Debug)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    /// A rhombus of hexagons (`grid W x H hex`): a cell's six neighbours
    /// are n, e, s, w, nw and se; ne and sw are not neighbours.
    pub hex: bool,
    /// (file, rank) of each cell, 0-based.
    pub coords: Vec<(u8, u8)>,
    /// `index[rank * width + file]`: the cell there, or `NO_CELL` if unused.
    pub index: Vec<u8>,
    /// Algebraic names (`a1`).
    pub names: Vec<String>,
    /// Alternative names (numbers), if the game gives them.
    pub numbers: Option<Vec<String>>,
    /// `lines a1 d1 g1, ...`: the board's lines, each its points in order
    /// (neighbours for `step along lines`, filled for `then remove`).
    pub lines: Vec<Vec<u8>>,
}

impl Board {
    pub fn cells(&self) -> usize {
        self.coords.len()
    }

    /// The cell with this name (algebraic or number).
    pub fn cell(&self, name: &str) -> Option<u8> {
        if let Some(i) = self.names.iter().position(|n| n == name) {
            return Some(i.narrow());
        }
        self.numbers
            .as_ref()
            .and_then(|ns| ns.iter().position(|n| n == name))
            .map(Narrow::narrow)
    }

    /// The cell at a file and rank (0-based), if it is used.
    pub fn at(&self, file: i32, rank: i32) -> Option<u8> {
        if file < 0 || rank < 0 || file >= self.width as i32 || rank >= self.height as i32 {
            return None;
        }
        let c = self.index[rank as usize * self.width as usize + file as usize];
        (c != NO_CELL).then_some(c)
    }
}

#[derive(Clone, Debug)]
pub struct Zone {
    pub name: String,
    /// `member[player * cells + cell]`.
    pub member: Vec<bool>,
}
