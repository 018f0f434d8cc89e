//! Where a game's rules are written: a side table from the source text
//! (each piece's move statements with their spans, and the `mandatory
//! capture` statement), read only by the author's tools (`diff`, `why`),
//! never by the engine.

use std::path::{Path, PathBuf};

use crate::diag::Span;
use crate::engine::Move;
use crate::ir::Game;
use crate::syntax::{Ast, MoveStmt, RuleStmt};

/// The kind of a move statement, as written (`step`, `jump`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StmtKind {
    Step,
    BearOff,
    Slide,
    Leap,
    Jump,
    Hop,
    Fly,
    Along,
    Enter,
    Castle,
}

/// One move statement of a piece: the piece, the kind, where it is.
#[derive(Clone, Debug)]
pub struct RuleSite {
    pub piece: String,
    pub kind: StmtKind,
    /// The file it is in (the game's file or a file it extends).
    pub file: usize,
    pub span: Span,
    /// The line (from 1) it starts on.
    pub line: usize,
    /// The statement as written.
    pub text: String,
}

/// A game's files and the rule sites in them.
#[derive(Clone, Debug, Default)]
pub struct RuleTable {
    /// Each file: its path and its text (the game's file first, then the
    /// files it extends).
    pub files: Vec<(PathBuf, String)>,
    pub sites: Vec<RuleSite>,
    /// `mandatory capture`: the file and the statement's span.
    pub mandatory: Option<(usize, Span)>,
}

/// How many `extends` are followed.
const MAX_PARENTS: usize = 16;

impl RuleTable {
    /// The table of the game file at `path` and the files it extends (a
    /// child's piece replaces its parent's namesake).
    pub fn read(path: &Path) -> Result<RuleTable, String> {
        let mut table = RuleTable::default();
        let mut next = Some(path.to_path_buf());
        while let Some(p) = next.take() {
            if table.files.len() > MAX_PARENTS || table.files.iter().any(|(q, _)| *q == p) {
                break;
            }
            let text = crate::limits::read_text(&p, crate::limits::RULE_FILE)
                .map_err(|e| format!("cannot read {}: {e}", p.display()))?;
            let (ast, _) = crate::syntax::parse(&text);
            let file = table.files.len();
            table.add(&ast, file, &text);
            next = ast
                .extends
                .as_ref()
                .map(|(f, _)| p.parent().unwrap_or(Path::new(".")).join(f));
            table.files.push((p, text));
        }
        Ok(table)
    }

    /// Adds the sites of one file's AST, unless a child already defined
    /// the piece.
    fn add(&mut self, ast: &Ast, file: usize, text: &str) {
        for piece in &ast.pieces {
            let name = &piece.name.text;
            if self.sites.iter().any(|s| &s.piece == name && s.file < file) {
                continue;
            }
            for m in &piece.moves {
                let (kind, span) = stmt(m);
                self.sites.push(RuleSite {
                    piece: name.clone(),
                    kind,
                    file,
                    span,
                    line: line_of(text, span.start),
                    text: text
                        .get(span.start..span.start + span.len)
                        .unwrap_or("")
                        .to_string(),
                });
            }
        }
        if self.mandatory.is_none() {
            self.mandatory = ast.rules.iter().find_map(|r| match r {
                RuleStmt::Mandatory(_, span, _) => Some((file, *span)),
                _ => None,
            });
        }
    }

    /// The sites of `piece`.
    pub fn of_piece<'a>(&'a self, piece: &'a str) -> impl Iterator<Item = &'a RuleSite> + 'a {
        self.sites.iter().filter(move |s| s.piece == piece)
    }

    /// The statements that can make move `m` of `game`: the mover's
    /// statements of the move's kind (a jump for a capture over a cell,
    /// a bear-off, an entry, else a step, slide, leap or track move); all
    /// of the mover's if none is of that kind.
    pub fn for_move(&self, game: &Game, m: &Move) -> Vec<&RuleSite> {
        let piece = piece_name(game, m);
        let kinds: &[StmtKind] = if m.is_castle() {
            &[StmtKind::Castle]
        } else if m.is_bear_off() {
            &[StmtKind::BearOff]
        } else if m.is_enter() {
            &[StmtKind::Enter]
        } else if m.captures().iter().any(|&c| c != m.to) {
            &[StmtKind::Jump, StmtKind::Along]
        } else {
            &[
                StmtKind::Step,
                StmtKind::Slide,
                StmtKind::Leap,
                StmtKind::Along,
            ]
        };
        let mine = || self.sites.iter().filter(|s| s.piece == piece);
        let of_kind: Vec<&RuleSite> = mine().filter(|s| kinds.contains(&s.kind)).collect();
        if of_kind.is_empty() {
            mine().collect()
        } else {
            of_kind
        }
    }

    /// `file:line` of a site.
    pub fn place(&self, s: &RuleSite) -> String {
        format!("{}:{}", self.files[s.file].0.display(), s.line)
    }
}

/// The name of the kind of piece that makes move `m`.
pub fn piece_name<'g>(game: &'g Game, m: &Move) -> &'g str {
    game.code_kind
        .get(usize::from(m.piece))
        .and_then(|&k| game.kinds.get(usize::from(k)))
        .map_or("", |k| k.name.as_str())
}

/// The line (from 1) of byte `at` of `text`.
pub fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// A statement's kind and span.
fn stmt(m: &MoveStmt) -> (StmtKind, Span) {
    match m {
        MoveStmt::Step { span, .. } => (StmtKind::Step, *span),
        MoveStmt::BearOff { span, .. } => (StmtKind::BearOff, *span),
        MoveStmt::Slide { span, .. } => (StmtKind::Slide, *span),
        MoveStmt::Leap { span, .. } => (StmtKind::Leap, *span),
        MoveStmt::Jump { span, .. } => (StmtKind::Jump, *span),
        MoveStmt::Hop { span, .. } => (StmtKind::Hop, *span),
        MoveStmt::Fly { span, .. } => (StmtKind::Fly, *span),
        MoveStmt::Along { span, .. } => (StmtKind::Along, *span),
        MoveStmt::Enter { span, .. } => (StmtKind::Enter, *span),
        MoveStmt::Castle { span, .. } => (StmtKind::Castle, *span),
    }
}
