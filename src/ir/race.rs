//! Races with dice (`race { ... }`, Backgammon): checkers counted per cell,
//! each turn starting with a roll of the dice (a chance decision made by no
//! player), then one decision that plays the whole roll: each die moves a
//! checker that many cells along the track, in the player's way.

/// A game's race rules, compiled.
#[derive(Clone, Debug, Default)]
pub struct Race {
    /// Players.
    pub players: usize,
    /// Cells of the board.
    pub cells: usize,
    /// Each player's cells in the order it moves along the track.
    pub paths: Vec<Vec<u8>>,
    /// Per player and cell (`player * cells + cell`): the cell's index along
    /// the player's path, or `u8::MAX` off it.
    pub index: Vec<u8>,
    /// Per player and path index (`player * len + index`): the cell is in
    /// the player's home (where it must gather before bearing off).
    pub home: Vec<bool>,
    /// Per player, the path indices below 64 in its home, as bits.
    pub home_bits: Vec<u64>,
    /// Each player's checkers, in all.
    pub total: Vec<u8>,
    /// Per player and cell: the checkers there at the start.
    pub start: Vec<u8>,
    /// The dice rolled (1 or 2) and their faces (2 to 9).
    pub dice: u8,
    pub faces: u8,
    /// `doubles twice`: equal dice are played twice over.
    pub doubles_twice: bool,
    /// The roll of each of the [`Race::outcomes`] equally likely outcomes:
    /// the [`Race::rolls`] in order, each [`Race::weight`] times (a random
    /// pick's draw of a roll is a look-up).
    pub draws: Vec<(u8, u8)>,
}

/// Where a race state keeps the bar of player `p` (after the counts and
/// owners of each cell) and the dice (after the bars).
impl Race {
    /// The length of every player's path.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.paths.first().map_or(0, Vec::len)
    }

    /// Whether the paths are empty (never, once checked).
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The index in the race state of the bar of player `p`.
    #[inline(always)]
    pub fn bar_at(&self, p: usize) -> usize {
        2 * self.cells + p
    }

    /// The index in the race state of the first die (the second follows).
    #[inline(always)]
    pub fn dice_at(&self) -> usize {
        2 * self.cells + self.players
    }

    /// The length of the race state.
    #[inline(always)]
    pub fn state_len(&self) -> usize {
        self.dice_at() + 2
    }

    /// Whether path index `i` of player `p` is in its home.
    #[inline(always)]
    pub fn is_home(&self, p: usize, i: usize) -> bool {
        self.home.get(p * self.len() + i).copied().unwrap_or(false)
    }

    /// The orders the dice of the roll `a`-`b` are played in: one with one
    /// die or equal dice (played twice over with `doubles twice`), both
    /// orders of two unequal dice; unused places are 0.
    pub fn die_orders(&self, a: u8, b: u8) -> [[u8; 4]; 2] {
        if b == 0 {
            [[a, 0, 0, 0], [0; 4]]
        } else if a == b {
            let n = if self.doubles_twice { a } else { 0 };
            [[a, a, n, n], [0; 4]]
        } else {
            [[a, b, 0, 0], [b, a, 0, 0]]
        }
    }

    /// The distinct rolls, each as its two dice (the second 0 with one
    /// die), the larger first, in a fixed order: 21 for two dice of six.
    pub fn rolls(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        let f = self.faces;
        let two = self.dice >= 2;
        (1..=f).flat_map(move |a| {
            let lo = if two { 1 } else { 0 };
            let hi = if two { a } else { 0 };
            (lo..=hi).map(move |b| (a, b))
        })
    }

    /// The table [`Race::draws`] of these dice.
    pub fn roll_draws(&self) -> Vec<(u8, u8)> {
        self.rolls()
            .flat_map(|(a, b)| std::iter::repeat_n((a, b), Race::weight(a, b) as usize))
            .collect()
    }

    /// The chance of a roll, out of [`Race::outcomes`]: 2 for two unequal
    /// dice, 1 otherwise.
    #[inline(always)]
    pub fn weight(a: u8, b: u8) -> u32 {
        if b != 0 && a != b { 2 } else { 1 }
    }

    /// The number of equally likely outcomes of a roll (36 for 2d6).
    pub fn outcomes(&self) -> u32 {
        u32::from(self.faces).pow(u32::from(self.dice))
    }
}
