//! ludus: a general game system. A game's rules are written in a `.game`
//! file; [`load`] parses and checks it into a [`Game`] (the IR) ([`compile`]
//! does the same for a text, with every diagnostic), and
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
pub mod analyze;
pub mod chance;
pub mod check;
pub mod diag;
pub mod engine;
pub mod explain;
pub mod fmt;
pub mod ir;
pub mod limits;
pub mod perft;
pub mod record;
pub mod render;
pub mod session;
pub mod source;
pub mod syntax;
pub mod testing;
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

/// A rule text to compile, and where it comes from: a name only (a text
/// with no file of its own) or the path of its file (read, or an editor's
/// unsaved buffer meant to be there).
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    text: &'a str,
    origin: Origin<'a>,
}

#[derive(Clone, Copy, Debug)]
enum Origin<'a> {
    Named(&'a str),
    At(&'a Path),
    Given(&'a Path, &'a [source::RuleFile]),
}

impl<'a> Source<'a> {
    /// A text known by `name` only (diagnostics render under that name). It
    /// has no folder to find a parent in, so an `extends` gets
    /// `ludus::extends-without-file`.
    pub fn named(name: &'a str, text: &'a str) -> Self {
        Source {
            text,
            origin: Origin::Named(name),
        }
    }

    /// The text of the file at `path`: `extends` is resolved from the
    /// file's folder, and each diagnostic carries the file it is in (a
    /// parent's error is shown in the parent).
    pub fn at<P: AsRef<Path> + ?Sized>(path: &'a P, text: &'a str) -> Self {
        Source {
            text,
            origin: Origin::At(path.as_ref()),
        }
    }

    /// The first of `files` (as [`rule_files`] gives them), its parents
    /// looked up among the others instead of read: a game whose rules
    /// travelled as text to a machine without its files.
    pub fn given(files: &'a [source::RuleFile]) -> Option<Self> {
        let first = files.first()?;
        Some(Source {
            text: &first.text,
            origin: Origin::Given(&first.path, files),
        })
    }
}

/// What compiling a rule text gives: the game, if there is no error, and
/// every diagnostic, each carrying its text so that it renders with source
/// lines. With a game, the diagnostics are its warnings; without one, they
/// are the errors (warnings are judged only for a file that compiles).
#[derive(Debug)]
pub struct Compiled {
    pub game: Option<Game>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Compiled {
    /// The game (its warnings dropped), or the errors.
    pub fn into_result(self) -> Result<Game, Vec<Diagnostic>> {
        self.game.ok_or(self.diagnostics)
    }

    /// The game (if there is no error) and every diagnostic.
    pub fn into_parts(self) -> (Option<Game>, Vec<Diagnostic>) {
        (self.game, self.diagnostics)
    }
}

/// Compiles a rule text: parse, resolve `extends`, check, lint. The one
/// entry point for a text; [`load`] is the one for a file.
pub fn compile(source: Source<'_>) -> Compiled {
    let (game, diagnostics) = match source.origin {
        Origin::At(path) => source::compile_file(path, source.text.to_string(), None),
        Origin::Given(path, files) => {
            source::compile_file(path, source.text.to_string(), Some(files))
        }
        Origin::Named(name) => {
            let (game, ds) = check::compile_with_warnings(source.text);
            let text = Arc::new(miette::NamedSource::new(name, source.text.to_string()));
            let ds = ds
                .into_iter()
                .map(|d| d.with_source(text.clone()))
                .collect();
            (game, ds)
        }
    };
    Compiled { game, diagnostics }
}

/// The rule files of the game in `path`: the file, then the file it
/// extends, and so on to the root, each with its text; what
/// [`Source::given`] compiles elsewhere. The errors of [`load`] if the game
/// does not load.
pub fn rule_files(path: impl AsRef<Path>) -> Result<Vec<source::RuleFile>, LoadError> {
    let path = path.as_ref();
    load(path)?;
    let text = limits::read_text(path, limits::RULE_FILE).map_err(|err| LoadError::Io {
        path: path.display().to_string(),
        err,
    })?;
    source::rule_files(path, text).ok_or_else(|| LoadError::Io {
        path: path.display().to_string(),
        err: std::io::Error::other("a file it extends changed while it was read"),
    })
}

/// Reads, parses and checks a `.game` file, with the files it extends
/// (`game "..." extends "FILE"`, FILE relative to the file's folder), into
/// a game; warnings are dropped. For the warnings, or a text already read,
/// use [`compile`] with [`Source::at`].
pub fn load(path: impl AsRef<Path>) -> Result<Game, LoadError> {
    let path = path.as_ref();
    let text = limits::read_text(path, limits::RULE_FILE).map_err(|err| LoadError::Io {
        path: path.display().to_string(),
        err,
    })?;
    compile(Source::at(path, &text))
        .into_result()
        .map_err(|diagnostics| LoadError::Invalid {
            path: path.display().to_string(),
            diagnostics,
        })
}
