//! The fixed integer action space of a game ("staged from–to"), the same
//! meaning in every position.
//!
//! An action is one of, in this order of blocks:
//! - a (from, to) pair over the cells and two pseudo-cells, the store and
//!   off the board: `from * C + to` with `C` = cells + 2;
//! - a kind of decision that has no cells (games with cards or turns of
//!   several actions): `end`, `discard`, `skip`, `give`;
//! - a card kind (games with cards);
//! - the kind a piece is placed as (promotion; games of several kinds);
//! - a lift count, 0 to 8 (games with stacks);
//! - a last-resort index among the moves still alike.
//!
//! Every legal move is read as one token per stage (from–to or kind, card,
//! promotion, lift). A decision is taken by actions, one stage at a time:
//! the next stage is the first at which the moves still possible differ
//! (and all have a token); if none does and more than one move remains, the
//! index picks among them in the order of the engine's list. When one
//! action does not single out a move, the same player acts again. The
//! first action of a decision is never skipped: a lone move is taken by
//! its first token.
//!
//! A race's play of the dice (`race`) is read as its checker moves, one
//! from–to pair per die in the order the engine lists the play (the bar is
//! the store's pseudo-cell, named `bar`; off the board, `off`): its stages
//! are those checker moves, so a play of up to four dice takes up to four
//! actions, and no two plays share every pair (plays reaching the same
//! position are one play). A play of no die is `pass` (off–off). The rolls
//! of the dice are chance decisions, numbered apart ([`crate::chance`]).

use ludus::Game;
use ludus::engine::{Move, MoveKind, RACE_BAR, RACE_OFF};
use ludus::ir::Narrow;
use ludus::notation::{CellNames, cell_name};

/// The stages of a move's tokens: from–to (or kind), card, promotion,
/// lift. The index is the stage after them.
pub const STAGES: usize = 4;

/// The size of the last-resort index block.
pub const INDEX: u32 = 64;

/// The lift counts 0..=8 (the most pieces a move lifts).
const LIFTS: u32 = 9;

/// The words of the kind block, in order.
const KIND_WORDS: [&str; 4] = ["end", "discard", "skip", "give"];

/// A move's token at each stage (`None`: it has none there).
pub type Tokens = [Option<u32>; STAGES];

/// The layout of a game's action space: where each block starts and its
/// size.
#[derive(Clone, Debug)]
pub struct Space {
    cells: u32,
    /// Cells + 2 (the store, off the board).
    side: u32,
    kind_base: u32,
    kinds: u32,
    card_base: u32,
    cards: u32,
    promo_base: u32,
    promos: u32,
    lift_base: u32,
    lifts: u32,
    index_base: u32,
    /// The number of distinct actions.
    pub total: u32,
    /// A race: the store's pseudo-cell is the bar.
    race: bool,
}

impl Space {
    /// The action space of `game`.
    pub fn new(game: &Game) -> Space {
        let race = game.race.is_some();
        let cells: u32 = game.board.cells().narrow();
        let side = cells + 2;
        let kind_base = side * side;
        let kinds = if game.cards.is_some() || game.turn.multi {
            KIND_WORDS.len().narrow()
        } else {
            0
        };
        let card_base = kind_base + kinds;
        let cards: u32 = game.cards.as_ref().map_or(0, |c| c.kinds.len().narrow());
        let promo_base = card_base + cards;
        let promos: u32 = if game.kinds.len() > 1 {
            game.kinds.len().narrow()
        } else {
            0
        };
        let lift_base = promo_base + promos;
        let lifts = if game.stacks { LIFTS } else { 0 };
        let index_base = lift_base + lifts;
        Space {
            cells,
            side,
            kind_base,
            kinds,
            card_base,
            cards,
            promo_base,
            promos,
            lift_base,
            lifts,
            index_base,
            total: index_base + INDEX,
            race,
        }
    }

    /// The store's pseudo-cell and off the board's, in from–to pairs.
    fn store(&self) -> u32 {
        self.cells
    }

    fn off(&self) -> u32 {
        self.cells + 1
    }

    fn pair(&self, from: u32, to: u32) -> u32 {
        from * self.side + to
    }

    /// The tokens of move `m`.
    pub fn tokens(&self, game: &Game, m: &Move) -> Tokens {
        let (from, to) = (u32::from(m.from), u32::from(m.to));
        let kind = |i: u32| (self.kinds > 0).then_some(self.kind_base + i);
        let first = match m.kind {
            MoveKind::Piece | MoveKind::Castle | MoveKind::Swap | MoveKind::Sow => {
                Some(self.pair(from, to))
            }
            MoveKind::BearOff => Some(self.pair(from, self.off())),
            MoveKind::Enter => Some(self.pair(self.store(), to)),
            // A pass in a game without turn words (`pass allowed`, `pass if
            // no moves`): the pseudo pair off-off, which no move uses.
            MoveKind::EndTurn => kind(0).or(Some(self.pair(self.off(), self.off()))),
            MoveKind::Discard => kind(1),
            MoveKind::Skip => kind(2),
            MoveKind::Give => kind(3),
            // A race's play: its checker moves are its stages.
            MoveKind::Play => return self.play_tokens(m),
            // A roll is a chance decision, numbered apart (crate::chance).
            MoveKind::Roll => None,
        };
        let card = (self.cards > 0 && m.card > 0).then(|| self.card_base + u32::from(m.card) - 1);
        let placed = game.code_kind.get(usize::from(m.placed)).copied();
        let promo = placed
            .filter(|_| self.promos > 0 && m.placed != 0)
            .map(|k| self.promo_base + u32::from(k));
        let lift = (self.lifts > 0).then(|| self.lift_base + u32::from(m.lift).min(LIFTS - 1));
        [first, card, promo, lift]
    }

    /// The tokens of a race's play: one from–to pair per checker move
    /// (the bar as the store, off as off), `pass` (off–off) for none.
    fn play_tokens(&self, m: &Move) -> Tokens {
        let at = |c: u8| match c {
            RACE_BAR => self.store(),
            RACE_OFF => self.off(),
            c => u32::from(c),
        };
        let mut t: Tokens = [None; STAGES];
        if m.npath == 0 {
            t[0] = Some(self.pair(self.off(), self.off()));
        }
        for (i, slot) in t.iter_mut().enumerate().take(usize::from(m.npath)) {
            *slot = Some(self.pair(at(m.path[2 * i]), at(m.path[2 * i + 1])));
        }
        t
    }

    /// The index action `k` (the `k`-th of the moves still alike).
    pub fn index_action(&self, k: usize) -> Option<u32> {
        let k: u32 = k.narrow();
        (k < INDEX).then_some(self.index_base + k)
    }

    /// Which `k` an index action stands for.
    pub fn index_of(&self, a: u32) -> Option<usize> {
        (a >= self.index_base && a < self.total).then(|| (a - self.index_base) as usize)
    }

    /// The (from, to) of a from–to action, as cells or pseudo-cells
    /// (`cells` is the store, `cells + 1` off the board).
    pub fn pair_of(&self, a: u32) -> Option<(u32, u32)> {
        (a < self.kind_base).then(|| (a / self.side, a % self.side))
    }

    /// The action in words: `a1-b2`, `store-c3`, `a1-off`, `pass`, `end`,
    /// `card 7`, `as king`, `lift 2`, `#3`.
    pub fn name(&self, game: &Game, a: u32) -> String {
        let cell = |c: u32| {
            if c == self.store() {
                if self.race { "bar" } else { "store" }.to_string()
            } else if c == self.off() {
                "off".to_string()
            } else {
                cell_name(game, c.narrow(), CellNames::Algebraic).to_string()
            }
        };
        if let Some((f, t)) = self.pair_of(a) {
            if (f, t) == (self.off(), self.off()) {
                return "pass".to_string();
            }
            return format!("{}-{}", cell(f), cell(t));
        }
        let block = |base: u32, n: u32| (a >= base && a < base + n).then(|| (a - base) as usize);
        if let Some(i) = block(self.kind_base, self.kinds) {
            return KIND_WORDS[i].to_string();
        }
        if let Some(i) = block(self.card_base, self.cards) {
            let cards = game.cards.as_ref().map(|c| c.kinds[i].name.as_str());
            return format!("card {}", cards.unwrap_or("?"));
        }
        if let Some(i) = block(self.promo_base, self.promos) {
            return format!("as {}", game.kinds[i].name);
        }
        if let Some(i) = block(self.lift_base, self.lifts) {
            return format!("lift {i}");
        }
        match self.index_of(a) {
            Some(k) => format!("#{k}"),
            None => format!("?{a}"),
        }
    }
}

/// Why an action was refused.
#[derive(Debug)]
pub struct NotLegal;

/// A decision being taken by actions: the legal moves, their tokens, the
/// moves still possible and the actions taken so far.
#[derive(Clone, Debug, Default)]
pub struct Decision {
    pub moves: Vec<Move>,
    tokens: Vec<Tokens>,
    /// Indices into `moves` of the moves still possible, in list order.
    cand: Vec<usize>,
    /// The actions taken so far in this decision.
    pub staged: Vec<u32>,
}

/// What the next action chooses.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Stage {
    Token(usize),
    Index,
}

impl Decision {
    /// This decision made anew: `moves` holds the legal moves; their
    /// tokens are read again and no action is taken (the buffers kept).
    pub fn refresh(&mut self, space: &Space, game: &Game) {
        self.tokens.clear();
        self.tokens
            .extend(self.moves.iter().map(|m| space.tokens(game, m)));
        self.cand.clear();
        self.cand.extend(0..self.moves.len());
        self.staged.clear();
    }

    /// The tokens at stage `s` of the moves still possible, if all have
    /// one.
    fn stage_tokens(&self, s: usize) -> Option<Vec<u32>> {
        self.cand.iter().map(|&i| self.tokens[i][s]).collect()
    }

    /// Whether the moves still possible all have a token at stage `s`,
    /// and whether those differ.
    fn stage_differs(&self, s: usize) -> (bool, bool) {
        let mut first = None;
        let mut differ = false;
        for &i in &self.cand {
            let Some(t) = self.tokens[i][s] else {
                return (false, false);
            };
            differ |= first.is_some_and(|f| f != t);
            first.get_or_insert(t);
        }
        (true, differ)
    }

    fn stage(&self) -> Stage {
        if let Some(s) = (0..STAGES).find(|&s| self.stage_differs(s).1) {
            return Stage::Token(s);
        }
        if self.staged.is_empty()
            && self.cand.len() == 1
            && let Some(s) = (0..STAGES).find(|&s| self.stage_differs(s).0)
        {
            return Stage::Token(s);
        }
        Stage::Index
    }

    /// The legal actions, ascending (none if there is no move).
    pub fn legal_actions(&self, space: &Space) -> Vec<u32> {
        if self.cand.is_empty() {
            return Vec::new();
        }
        match self.stage() {
            Stage::Token(s) => {
                let mut t = self.stage_tokens(s).unwrap_or_default();
                t.sort_unstable();
                t.dedup();
                t
            }
            Stage::Index => (0..self.cand.len())
                .filter_map(|k| space.index_action(k))
                .collect(),
        }
    }

    /// Takes action `a`: the move it singles out, if it does, or `None`
    /// when another action is needed. An action that is not legal is
    /// refused and changes nothing.
    pub fn take(&mut self, space: &Space, a: u32) -> Result<Option<Move>, NotLegal> {
        if self.cand.is_empty() {
            return Err(NotLegal);
        }
        let next: Vec<usize> = match self.stage() {
            Stage::Token(s) => self
                .cand
                .iter()
                .copied()
                .filter(|&i| self.tokens[i][s] == Some(a))
                .collect(),
            Stage::Index => match space.index_of(a).and_then(|k| self.cand.get(k)) {
                Some(&i) => vec![i],
                None => Vec::new(),
            },
        };
        if next.is_empty() {
            return Err(NotLegal);
        }
        self.cand = next;
        self.staged.push(a);
        Ok((self.cand.len() == 1).then(|| self.moves[self.cand[0]]))
    }

    /// Takes back the last action of this decision; false if none was
    /// taken.
    pub fn untake(&mut self, space: &Space) -> bool {
        let Some(_) = self.staged.pop() else {
            return false;
        };
        let staged = std::mem::take(&mut self.staged);
        self.cand = (0..self.moves.len()).collect();
        for a in staged {
            // Each was legal when taken, from the same start.
            let _ = self.take(space, a);
        }
        true
    }

    /// The actions that take the move `moves[target]` from the start of
    /// this decision (empty if there is no such move).
    pub fn path_to(&self, space: &Space, target: usize) -> Vec<u32> {
        let mut d = self.clone();
        d.cand = (0..d.moves.len()).collect();
        d.staged.clear();
        let mut path = Vec::new();
        while target < d.moves.len() {
            let a = match d.stage() {
                Stage::Token(s) => d.tokens[target][s],
                Stage::Index => d
                    .cand
                    .iter()
                    .position(|&i| i == target)
                    .and_then(|k| space.index_action(k)),
            };
            let Some(a) = a else { break };
            path.push(a);
            match d.take(space, a) {
                Ok(None) => {}
                Ok(Some(_)) | Err(NotLegal) => break,
            }
        }
        path
    }
}
