//! A game in progress ([`Match`]): what the front ends (CLI, records,
//! examples) hold while a game is played.

use crate::engine::{Move, Outcome, State};
use crate::ir::Game;
use crate::text::{
    CellNames, MoveError, diagram, is_pdn_fen, move_text, parse_fen, parse_move, parse_pdn_fen,
    parse_position,
};

/// A game in progress: the state, the moves played, and buffers for move
/// generation. The front ends (CLI, examples) use only this and [`Game`].
pub struct Match<'g> {
    pub game: &'g Game,
    pub state: State,
    pub played: Vec<Move>,
    buf: Vec<Move>,
}

impl<'g> Match<'g> {
    /// A game from the start position.
    pub fn new(game: &'g Game) -> Self {
        Self::from_state(game, State::new(game))
    }

    /// A game from the start position, its cards (if any) shuffled from
    /// `seed`.
    pub fn new_seeded(game: &'g Game, seed: u64) -> Self {
        Self::from_state(game, State::new_seeded(game, seed))
    }

    /// A game from a given position.
    pub fn from_state(game: &'g Game, state: State) -> Self {
        Match {
            game,
            state,
            played: Vec::new(),
            buf: Vec::with_capacity(64),
        }
    }

    /// Whether the player to move is in check (a royal piece of theirs
    /// could be captured by the next player's move).
    pub fn in_check(&mut self) -> bool {
        self.state.in_check(self.game)
    }

    /// A game from a FEN text (see [`parse_fen`]), or from the PDN FEN
    /// form of draughts (`W:W31,32:B1,2`, see [`parse_pdn_fen`]).
    pub fn from_fen(game: &'g Game, text: &str) -> Result<Self, String> {
        if is_pdn_fen(text) {
            return Ok(Self::from_state(game, parse_pdn_fen(game, text)?));
        }
        Ok(Self::from_state(game, parse_fen(game, text)?))
    }

    /// A game from a position text (see [`parse_position`]).
    pub fn from_position(game: &'g Game, text: &str) -> Result<Self, String> {
        Ok(Self::from_state(game, parse_position(game, text)?))
    }

    /// A game from a position text, without the check that the position
    /// can arise in `game` (`text::position_check`): for a position carried
    /// from another version of the game (`ludus diff`, `ludus why`'s
    /// relaxed rules), where it may not.
    pub fn from_position_unchecked(game: &'g Game, text: &str) -> Result<Self, String> {
        Ok(Self::from_state(
            game,
            crate::text::position::parse_position_unchecked(game, text)?,
        ))
    }

    /// The moves the player to move may make (none once the game is over).
    pub fn legal_moves(&mut self) -> Vec<Move> {
        self.state.decisions(self.game, &mut self.buf);
        self.buf.clone()
    }

    /// The moves the movement rules allow, ignoring whether the game is over
    /// (used to replay records past a draw the players did not claim).
    pub fn movement_moves(&mut self) -> Vec<Move> {
        self.state.legal_moves(self.game, &mut self.buf);
        self.buf.clone()
    }

    /// The result, if the game is over.
    pub fn outcome(&mut self) -> Option<Outcome> {
        self.state.outcome(self.game, &mut self.buf)
    }

    pub fn to_move(&self) -> u8 {
        self.state.to_move
    }

    /// The player who makes the next decision: the player to move, or the
    /// player taking his turn for him (`play for`).
    pub fn chooser(&self) -> u8 {
        self.state.chooser()
    }

    /// Plays a legal move; an illegal one is refused and nothing changes.
    pub fn play(&mut self, m: &Move) -> Result<(), MoveError> {
        let legal = self.legal_moves();
        if !legal.contains(m) {
            return Err(MoveError::Illegal {
                text: self.text(m),
                why: String::new(),
                legal: legal
                    .iter()
                    .map(|m| self.text(m))
                    .collect::<Vec<_>>()
                    .join(" "),
            });
        }
        self.state.apply(self.game, m);
        self.played.push(*m);
        Ok(())
    }

    /// Plays a move written as text (`c3-d4`, `11-15`, `c3xe5xg7`).
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        let legal = self.legal_moves();
        let m = parse_move(self.game, &legal, text)?;
        self.state.apply(self.game, &m);
        self.played.push(m);
        Ok(m)
    }

    /// Takes back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        match self.played.pop() {
            Some(m) => {
                self.state.undo(self.game, &m);
                true
            }
            None => false,
        }
    }

    /// A move in the default notation.
    pub fn text(&self, m: &Move) -> String {
        move_text(self.game, m, CellNames::Algebraic)
    }

    /// The board as a text diagram.
    pub fn diagram(&self) -> String {
        diagram(self.game, &self.state)
    }
}
