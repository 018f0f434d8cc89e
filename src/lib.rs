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
pub mod perft;
pub mod record;
pub mod render;
pub mod session;
pub mod source;
pub mod syntax;
pub mod text;

pub use text as notation;

use std::path::Path;
use std::sync::Arc;

pub use diag::Diagnostic;
pub use engine::{Move, Outcome, State};
pub use ir::Game;
pub use notation::{CellNames, MoveError};
pub use session::Match;

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
