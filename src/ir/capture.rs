//! How captures are chosen and made: the criteria of `mandatory capture:
//! …` ([`Criterion`]), `merge same captures`, the pieces' values, and the
//! long jumps walked at run time ([`LongJump`]).

/// One criterion choosing among the captures of a position, in the order
/// the file lists them: each keeps only the captures that score best.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Criterion {
    /// `most pieces`: the most pieces taken.
    MostPieces,
    /// `most value`: the greatest sum of the taken pieces' `value`s.
    MostValue,
    /// `by KIND`: made by a piece of this kind (rather than another).
    By(u8),
    /// `most KIND`: the most pieces of this kind taken.
    MostOf(u8),
    /// `earliest KIND`: a piece of this kind taken earliest in the chain.
    EarliestOf(u8),
}

/// The rules about captures that are not a piece's own.
#[derive(Clone, Debug, Default)]
pub struct CaptureRules {
    /// The criteria of `mandatory capture: …`, in order (empty: free
    /// choice).
    pub order: Vec<Criterion>,
    /// `merge same captures`: capture paths from one start to one end
    /// taking the same pieces are one move.
    pub merge: bool,
    /// `remove captures at once`: each piece taken leaves the board as it
    /// is jumped (it may then be passed and landed on), not at the end.
    pub remove_at_once: bool,
    /// `long captures continue`: after a long jump, a chain that can go on
    /// from some of the landings beyond the piece must land on one of those.
    pub long_continue: bool,
    /// `value[kind]`: what a captured piece of the kind weighs for `most
    /// value` (1 unless the criterion's weights say otherwise).
    pub value: Vec<u16>,
    /// `capture groups`, `suicide allowed`, `ko …`, `komi N`.
    pub groups: GroupRules,
}

impl CaptureRules {
    /// Whether the captures of a position need sorting out after
    /// generation (criteria or merging).
    pub fn any(&self) -> bool {
        self.merge || !self.order.is_empty()
    }
}

/// A long jump in one direction (`jump DIRS over X long`): over empty
/// cells to a piece of `target`, landing on any empty cell beyond it.
#[derive(Clone, Copy, Debug)]
pub struct LongJump {
    pub dir: u8,
    /// [`Target::mask`](super::Target::mask) of the piece jumped.
    pub target: u8,
    /// Only a piece of this kind (index + 1) may be jumped; 0: any kind.
    pub kind: u8,
    /// It goes on from its landing (and may continue a chain).
    pub chained: bool,
    /// It may turn back (180°) at a landing.
    pub reversing: bool,
    /// The neighbour table it walks: 0, the board's neighbours; `k`, the
    /// cells `at N` squares away (`long at N`), `Tables::strided[k - 1]`.
    pub step: u8,
}

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
