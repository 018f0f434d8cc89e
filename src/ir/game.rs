//! The compiled game ([`Game`]): what every other part of the IR hangs
//! from, and its small look-ups (players, sides, teams, piece codes).

use super::{
    AfterEvent, Board, Branch, CaptureRules, Cards, Code, Cond, EndRule, Event, Face, Kind, Narrow,
    Picture, Program, Score, Steal, Tables, Track, TurnRules, When, Zone,
};

#[derive(Clone, Debug)]
pub struct Game {
    pub title: String,
    /// Player names in turn order; player 0 moves first.
    pub players: Vec<String>,
    pub board: Board,
    /// Absolute directions (name, file delta, rank delta).
    pub dirs: Vec<(String, i8, i8)>,
    /// `nbr[cell * dirs.len() + dir]`: the next cell that way, or `NO_CELL`.
    pub nbr: Vec<u8>,
    /// `opposite[dir]`: the direction pointing the other way.
    pub opposite: Vec<u8>,
    pub zones: Vec<Zone>,
    pub kinds: Vec<Kind>,
    /// Move programs: `programs[kind * players + player]`.
    pub programs: Vec<Program>,
    /// The start position: a code per cell (the top, where stacks are used).
    pub setup: Vec<Code>,
    /// Stacks at the start: the pieces under each listed cell's top, bottom
    /// first.
    pub setup_stacks: Vec<(u8, Vec<Code>)>,
    /// If any capture is legal, only captures are.
    pub mandatory_capture: bool,
    /// Which captures are kept, and which are one move.
    pub capture: CaptureRules,
    /// Pieces whose moves start the `since` counts again, as captures do.
    pub reset_codes: Vec<Code>,
    /// Cells hold ordered stacks (`stacks` in the board); 0 = no limit.
    pub stacks: bool,
    pub stack_limit: u16,
    /// Conditions used by moves and end rules; `conds[0]` is `True`.
    pub conds: Vec<Cond>,
    /// End conditions, in the order they are checked.
    pub ends: Vec<EndRule>,
    /// Zobrist keys: `zobrist[code * cells + cell]` (code 0 unused) and one
    /// key per player to move.
    pub zobrist: Vec<u64>,
    pub zobrist_turn: Vec<u64>,
    /// `code_owner[code]`, `code_kind[code]` (entry 0 unused).
    pub code_owner: Vec<u8>,
    pub code_kind: Vec<u8>,
    /// Per-player counters (`counters points, sets`), by name.
    pub counters: Vec<String>,
    /// Tracks (`track`), and the branches off them (`branch`).
    pub tracks: Vec<Track>,
    pub branches: Vec<Branch>,
    /// `store NAME`: each player's off-board store (captured pieces go there;
    /// `enter` takes them out).
    pub store: Option<String>,
    /// `store NAME to captor`: a captured piece changes side and goes to
    /// the captor's store (a hand), as the kind its `stored as` names.
    pub store_to_captor: bool,
    /// Pieces in the stores at the start, per code.
    pub setup_store: Vec<u16>,
    /// Cards, if the game has them.
    pub cards: Option<Cards>,
    /// How pictures draw the board (`picture { ... }`).
    pub picture: Picture,
    /// `control partner if COND`: the condition (index in `conds`) under
    /// which a player's cards move its partners' pieces.
    pub control: Option<u16>,
    /// `team[player]`: the player's team (its own index when the game has no
    /// teams); `team_names` by team index (empty without teams).
    pub team: Vec<u8>,
    pub team_names: Vec<String>,
    /// `sides { ... }`: `side[player]`, the side (person) playing that
    /// seat, and `side_names` by side index; both empty without sides (each
    /// seat is then its own side).
    pub side: Vec<u8>,
    pub side_names: Vec<String>,
    /// `score deals`: what the result reports beside the winner.
    pub score: Option<Score>,
    /// How a turn is made.
    pub turn: TurnRules,
    /// `steal`: a neutral piece taken from an enemy holder next to a moved
    /// piece.
    pub steal: Option<Steal>,
    /// `on KIND enters ZONE { ... }`, in the order written.
    pub events: Vec<Event>,
    /// `after move COND { … }` rules, tried when no event of `events` ran.
    pub after_events: Vec<AfterEvent>,
    /// `when COUNTER = N { ... }`, checked after each event for the mover.
    pub whens: Vec<When>,
    /// Sowing (`sowing { ... }`): seeds counted per cell; `None` in other
    /// games.
    pub sowing: Option<Box<crate::ir::Sowing>>,
    /// A race with dice (`race { ... }`): checkers counted per cell; `None`
    /// in other games.
    pub race: Option<Box<crate::ir::Race>>,
    /// `no KIND facing KIND along DIRS`, in the order written.
    pub faces: Vec<Face>,
    /// `captures explode DIRS [except KINDS]`; `None` in other games.
    pub explode: Option<crate::ir::Explode>,
    /// `no check`: no move may leave an enemy royal piece attacked.
    pub no_check: bool,
    /// Move programs unrolled for move generation.
    pub tables: Tables,
}

impl Game {
    /// The team of player `p` (without teams, each player is his own).
    pub fn team_of(&self, p: u8) -> u8 {
        self.team.get(p as usize).copied().unwrap_or(p)
    }

    /// The side playing seat `p`: its index in `side_names`, or without
    /// sides the seat itself.
    pub fn side_of(&self, p: u8) -> u8 {
        self.side.get(p as usize).copied().unwrap_or(p)
    }

    /// Whether seats `a` and `b` are played by the same side (person).
    pub fn same_side(&self, a: u8, b: u8) -> bool {
        a == b || (!self.side.is_empty() && self.side_of(a) == self.side_of(b))
    }

    /// Whether seat `viewer` may see the hand of seat `holder`: hands are
    /// open, or it is its own, or the same side holds both.
    pub fn sees_hand(&self, viewer: u8, holder: u8) -> bool {
        !self.cards.as_ref().is_some_and(|c| c.hidden) || self.same_side(viewer, holder)
    }

    /// The seats a side name stands for (none if there is no such side).
    pub fn side_seats(&self, name: &str) -> Vec<u8> {
        match self.side_names.iter().position(|s| s == name) {
            Some(i) => (0..self.player_count())
                .filter(|&p| self.side[p as usize] as usize == i)
                .collect(),
            None => Vec::new(),
        }
    }

    /// The name of the side playing seat `p`; without sides, the seat's.
    pub fn side_name(&self, p: u8) -> &str {
        match self.side_names.get(self.side_of(p) as usize) {
            Some(n) if !self.side.is_empty() => n,
            _ => &self.players[p as usize],
        }
    }

    pub fn code(&self, kind: u8, player: u8) -> Code {
        1 + kind * self.player_count() + player
    }

    /// The number of players (at most [`MAX_PLAYERS`](super::MAX_PLAYERS)).
    fn player_count(&self) -> u8 {
        self.players.len().narrow()
    }

    /// The owner recorded for neutral pieces: one past the last player.
    pub fn neutral_owner(&self) -> u8 {
        self.player_count()
    }

    /// Whether a zone (index) holds a cell for a player.
    #[inline]
    pub fn in_zone(&self, zone: u16, player: u8, cell: u8) -> bool {
        let n = self.board.cells();
        self.zones[zone as usize]
            .member
            .get(player as usize * n + cell as usize)
            .copied()
            .unwrap_or(false)
    }

    pub fn program(&self, code: Code) -> &Program {
        &self.programs[code as usize - 1]
    }

    /// The player with this name, or with this 1-based number.
    pub fn player(&self, name: &str) -> Option<u8> {
        if let Some(i) = self.players.iter().position(|p| p == name) {
            return Some(i.narrow());
        }
        match name.parse::<usize>() {
            Ok(n) if n >= 1 && n <= self.players.len() => Some((n - 1).narrow()),
            _ => None,
        }
    }

    pub fn kind(&self, name: &str) -> Option<u8> {
        self.kinds
            .iter()
            .position(|k| k.name == name)
            .map(Narrow::narrow)
    }

    pub fn symbol(&self, code: Code) -> &str {
        let kind = &self.kinds[self.code_kind[code as usize] as usize];
        let i = if kind.neutral {
            0
        } else {
            self.code_owner[code as usize] as usize
        };
        kind.symbols.get(i).map_or("?", String::as_str)
    }
}
