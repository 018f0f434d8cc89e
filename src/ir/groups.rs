//! Groups and liberties (`capture groups`, `suicide allowed`), the
//! repetition a move may not bring about (`ko simple`, `ko positional`) and
//! the komi of area scoring (`komi N`): the rules of Go, as general
//! concepts.

/// Which earlier positions a move may not bring back (`ko`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ko {
    /// No such rule.
    #[default]
    Off,
    /// `ko simple`: not the position before the opponent's last move.
    Simple,
    /// `ko positional`: no earlier position of the pieces (whoever was to
    /// move then).
    Positional,
}

/// The rules of groups, ko and komi of the `rules` block.
#[derive(Clone, Debug, Default)]
pub struct GroupRules {
    /// `capture groups`: after a placement, the enemy groups without a
    /// liberty (an empty neighbour) are removed, then the mover's own.
    pub capture: bool,
    /// `suicide allowed`: a placement may leave its own group without a
    /// liberty (that group is removed); refused otherwise.
    pub suicide: bool,
    pub ko: Ko,
    /// `komi N`: half points added to the second player's area.
    pub komi_halves: u32,
    /// The directions (indices in `Game::dirs`) that join a group: the
    /// board's own adjacency, the four orthogonal ones on a square grid,
    /// the six neighbours on a hex board.
    pub dirs: Vec<u8>,
}
