//! ludus: a general game system. A game's rules are written in a `.game`
//! file; [`load`] parses and checks it into a [`Game`] (the IR), and
//! [`Match`] plays it: legal moves, moves typed as text, undo, the result.
//!
//! ```no_run
//! let game = ludus::load("games/checkers.game").expect("a valid game file");
//! let mut m = ludus::Match::new(&game);
//! let moves = m.legal_moves();
//! m.play(&moves[0]).unwrap();
//! ```
//!
//! The pipeline is text → [`syntax`] (pest) → AST → [`check`] → [`ir`] →
//! [`engine`]; see ARCHITECTURE.md.

pub mod ai;
pub mod check;
pub mod diag;
pub mod engine;
pub mod ir;
pub mod notation;
pub mod perft;
pub mod record;
pub mod render;
pub mod source;
pub mod syntax;

use std::path::Path;
use std::sync::Arc;

pub use diag::Diagnostic;
pub use engine::{Move, Outcome, State};
pub use ir::Game;
pub use notation::{CellNames, MoveError};

/// Why a game file could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {path}: {err}")]
    Io { path: String, err: std::io::Error },
    #[error("{path}: {} error(s)", .diagnostics.len())]
    Invalid {
        path: String,
        diagnostics: Vec<Diagnostic>,
    },
}

/// Compiles a rule text; the diagnostics carry the text, named `name`, so
/// that they render with source lines. Fails only on errors: warnings are
/// dropped (see [`compile_with_warnings`]). A text that `extends` another
/// game needs its file: it gets `ludus::extends-without-file` here (use
/// [`load`] or [`compile_file_with_warnings`]).
pub fn compile_named(name: &str, src: &str) -> Result<Game, Vec<Diagnostic>> {
    match compile_with_warnings(name, src) {
        (Some(game), _) => Ok(game),
        (None, diagnostics) => Err(diagnostics),
    }
}

/// Compiles a rule text and also returns its warnings: the game (if there
/// is no error) and every diagnostic, each carrying the text named `name`.
/// With a game, the diagnostics are warnings; without one, they are the
/// errors (warnings are judged only for a file that compiles).
pub fn compile_with_warnings(name: &str, src: &str) -> (Option<Game>, Vec<Diagnostic>) {
    let (game, ds) = check::compile_with_warnings(src);
    if ds.is_empty() {
        return (game, ds);
    }
    let source = Arc::new(miette::NamedSource::new(name, src.to_string()));
    let ds = ds
        .into_iter()
        .map(|d| d.with_source(source.clone()))
        .collect();
    (game, ds)
}

/// Reads, parses and checks a `.game` file, with the files it extends
/// (`game "..." extends "FILE"`, FILE relative to the file's folder).
/// Warnings are ignored.
pub fn load(path: impl AsRef<Path>) -> Result<Game, LoadError> {
    let path = path.as_ref();
    match compile_file_with_warnings(path)? {
        (Some(game), _) => Ok(game),
        (None, diagnostics) => Err(LoadError::Invalid {
            path: path.display().to_string(),
            diagnostics,
        }),
    }
}

/// [`compile_with_warnings`] for a file, with the files it extends: each
/// diagnostic carries the file it is in (a parent's error is shown in the
/// parent). Fails only if the file itself cannot be read; an unreadable
/// parent is a diagnostic (`ludus::extends-unreadable`).
pub fn compile_file_with_warnings(
    path: impl AsRef<Path>,
) -> Result<(Option<Game>, Vec<Diagnostic>), LoadError> {
    let path = path.as_ref();
    let src = std::fs::read_to_string(path).map_err(|err| LoadError::Io {
        path: path.display().to_string(),
        err,
    })?;
    Ok(compile_text_at(path, src))
}

/// [`compile_file_with_warnings`] for a text already read from `path` (or
/// meant to be there, as an editor's unsaved buffer): `extends` is resolved
/// from the folder of `path`.
pub fn compile_text_at(path: impl AsRef<Path>, src: String) -> (Option<Game>, Vec<Diagnostic>) {
    source::compile_file(path.as_ref(), src)
}

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

    /// A game from a position text (see [`notation::parse_position`]).
    pub fn from_position(game: &'g Game, text: &str) -> Result<Self, String> {
        Ok(Self::from_state(
            game,
            notation::parse_position(game, text)?,
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
        let m = notation::parse_move(self.game, &legal, text)?;
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
        notation::move_text(self.game, m, CellNames::Algebraic)
    }

    /// The board as a text diagram.
    pub fn diagram(&self) -> String {
        notation::diagram(self.game, &self.state)
    }
}
