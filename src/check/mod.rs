//! Check + lower: AST → IR. Every name is resolved here, against one table
//! of definitions (players, pieces, zones, direction groups) plus the
//! built-in words; every problem becomes a [`Diagnostic`] with a code, and
//! checking goes on after an error so that one run reports them all. The IR
//! is returned only when there is no error.
//!
//! The checker is one `Checker` value whose methods are spread over one
//! file per concept, in the order `Checker::run` calls them (a short list
//! of passes): `names` (the table of definitions, resolution, reserved and
//! duplicate names, counters), `players` (players, teams, sides), `board`,
//! `directions`, `zones`, `tracks` (tracks, branches, the store), `pieces`,
//! `moves/` (one file per move kind: step, bear off, slide, along a track,
//! enter, leap, jump), `conditions`, `cards`, `setup`, `rules`, `turn`,
//! `end`, and `assemble` (the IR built from the checked parts). `regions`
//! is the one place a region (`rank 1, a3..c7`) or a cell sequence
//! (`a1..a9, b9`) becomes cells: `regions::region_cells`,
//! `regions::grid_region`, `regions::sequence_cells` and
//! `regions::off_board_cell` are free functions over a board and a list of
//! errors, so that the position texts can reuse them without a checker.
//! `lint/` computes the warnings of a file that compiles: one visitor
//! (`lint/uses.rs`, exhaustive over the AST) collects every used name, and
//! each warning has its own file.
//!
//! Where this differs from a plain "one file per item" cut, and why:
//! `players` and `directions` have files of their own (they are items, and
//! both are resolved before zones and moves use them); `report` keeps the
//! ways to report a problem (missing part, duplicate block, the empty
//! file) that every pass uses out of `names`, which is only about the
//! table of names; `bear off` has its own small file, as a move kind.

mod assemble;
mod attacked;
mod board;
mod capture;
mod cards;
mod castle_general;
mod conditions;
mod custodian;
mod directions;
mod end;
mod errors;
mod explode;
mod flips;
mod lint;
mod moves;
mod names;
mod pictures;
mod pieces;
mod players;
mod quiet;
mod race;
pub(crate) mod regions;
mod remove;
mod report;
mod rules;
mod setup;
mod sowing;
mod tracks;
mod turn;
mod zones;

use indexmap::IndexMap;

use crate::diag::{Diagnostic, Span};
use crate::ir::{Board, Cond, Game};
use crate::syntax::{self, Ast};

use assemble::Parts;
use directions::DirRef;
use moves::MoveShape;

pub use errors::{BoardError, CardError, NameError, PieceError, RuleError};
pub use lint::LintWarning;

/// What a user-defined name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Def {
    Player(u8),
    Piece(u8),
    Zone(u16),
    Directions(usize),
}

impl Def {
    fn what(self) -> &'static str {
        match self {
            Def::Player(_) => "a player",
            Def::Piece(_) => "a piece",
            Def::Zone(_) => "a zone",
            Def::Directions(_) => "a direction group",
        }
    }
}

/// The state of one check: the AST and its text, the table of names, what
/// the passes have resolved so far (players, board, groups, counters, ...)
/// and the errors found.
struct Checker<'a> {
    ast: &'a Ast,
    src: &'a str,
    /// Kinds whose moves start the `since` counts again.
    reset_kinds: Vec<u8>,
    /// Compiled conditions; `conds[0]` is `True`.
    conds: Vec<Cond>,
    /// The board has stacks.
    stacks: bool,
    stack_limit: u16,
    errors: Vec<Diagnostic>,
    defs: IndexMap<String, (Def, Span)>,
    players: Vec<String>,
    /// Each player's forward direction (absolute index), if declared.
    forward: Vec<Option<usize>>,
    groups: Vec<Vec<DirRef>>,
    board: Option<Board>,
    /// Names whose uses are not reported as unknown: defined in an item
    /// that failed to parse, or refused as a definition (a reserved name).
    /// The error is reported where they are defined.
    quiet_names: Vec<String>,
    /// Per player: whether `forward` was written (even if it was unknown).
    forward_written: Vec<bool>,
    /// Per player: whether `no-forward` was reported.
    no_forward_reported: Vec<bool>,
    /// Every move rule with directions or offsets, for warnings.
    move_shapes: Vec<MoveShape>,
    /// Counter names (`counters`), in order.
    counters: Vec<String>,
    /// `store NAME`.
    store: Option<String>,
    /// `store NAME to captor`.
    store_to_captor: bool,
    /// Pieces in the stores at the start: (code, count).
    setup_store: Vec<(u8, u16)>,
    /// Track names, in order.
    track_names: Vec<String>,
    /// Per kind: `neutral`.
    neutral: Vec<bool>,
    /// Conditions compiled now are judged in an end rule, where
    /// `attacked(…)` may be said.
    in_end: bool,
    /// Where `attacked(…)` is said outside end rules (see `attacked.rs`).
    attacked_in_moves: Vec<Span>,
}

/// Checks a parsed file and lowers it to a [`Game`]. Returns the game if
/// there is no error, with the warnings; otherwise no game and every error.
fn check_with_warnings(ast: &Ast, src: &str) -> (Option<Game>, Vec<Diagnostic>) {
    let mut c = Checker {
        ast,
        reset_kinds: Vec::new(),
        in_end: false,
        attacked_in_moves: Vec::new(),
        conds: vec![Cond::True],
        stacks: false,
        stack_limit: 0,
        counters: Vec::new(),
        neutral: Vec::new(),
        store: None,
        setup_store: Vec::new(),
        store_to_captor: false,
        track_names: Vec::new(),
        src,
        errors: Vec::new(),
        defs: IndexMap::new(),
        players: Vec::new(),
        forward: Vec::new(),
        groups: Vec::new(),
        board: None,
        quiet_names: ast.broken_names.clone(),
        forward_written: Vec::new(),
        no_forward_reported: Vec::new(),
        move_shapes: Vec::new(),
    };
    let game = c.run();
    if !c.errors.is_empty() {
        return (None, c.errors);
    }
    match game {
        Some(g) => {
            let warnings = c.lint(&g);
            (Some(g), warnings)
        }
        None => (None, Vec::new()),
    }
}

/// Parses and checks a source text. Returns the game if there is no error,
/// and every diagnostic: the errors (syntax first), or, for a file with no
/// error, the warnings. Warnings are computed only for a file that compiles,
/// since a broken item would make its names look unused.
pub(crate) fn compile_with_warnings(src: &str) -> (Option<Game>, Vec<Diagnostic>) {
    let (ast, mut errors) = syntax::parse(src);
    if let Some((file, span)) = &ast.extends {
        // The parent is found relative to the file: a bare text has none.
        errors.insert(
            0,
            NameError::ExtendsWithoutFile {
                file: file.clone(),
                span: *span,
            }
            .into(),
        );
        return (None, errors);
    }
    check_parsed(&ast, errors, src)
}

/// Checks a parsed AST, given the syntax errors found in parsing it. `src`
/// is the text the spans point into (for a game that extends another, the
/// files joined with a NUL between two; see [`crate::source`]).
pub(crate) fn check_parsed(
    ast: &Ast,
    mut errors: Vec<Diagnostic>,
    src: &str,
) -> (Option<Game>, Vec<Diagnostic>) {
    let (game, mut more) = check_with_warnings(ast, src);
    if game.is_some() {
        // `more` holds the warnings.
        return if errors.is_empty() {
            (game, more)
        } else {
            (None, errors)
        };
    }
    // Missing-part errors are noise when a syntax error may have swallowed
    // the part.
    if !errors.is_empty() {
        more.retain(|d| d.code != "ludus::missing-part");
    }
    errors.extend(more);
    (None, errors)
}

impl Checker<'_> {
    /// Every pass, in order; each reports its own problems and checking
    /// goes on after an error, except where later passes would only repeat
    /// it (too many players or pieces). The IR is built only without error.
    fn run(&mut self) -> Option<Game> {
        if report::is_blank(self.src) {
            self.empty_file();
            return None;
        }
        self.titles();
        self.define_all();
        self.players()?;
        self.board_block();
        self.direction_groups();
        let mut zones = self.zones();
        let (tracks, branches) = self.tracks(&mut zones);
        self.store();
        self.piece_limits()?;
        self.counters();
        self.neutral_pieces()?;
        let (kinds, programs) = self.pieces(&zones);
        let cards = self.cards(self.ast.pieces.len());
        let (setup, setup_stacks) = self.setup();
        let rules = self.rules();
        self.no_check_royal(&rules, &programs);
        let turn = self.turn();
        let ends = self.ends();
        let (side, side_names) = self.sides();
        let score = self.score(cards.is_some());
        let picture = self.picture();
        let sowing = self.sowing(&zones, &tracks);
        let race = self.race(&zones, &tracks);
        self.castle_on_lean_path(cards.is_some(), &rules, &turn);
        let board = self.board.clone()?;
        if !self.errors.is_empty() {
            return None;
        }
        let mut game = self.assemble(Parts {
            board,
            zones,
            kinds,
            programs,
            setup,
            setup_stacks,
            tracks,
            branches,
            cards,
            rules,
            turn,
            ends,
            side,
            side_names,
            score,
            sowing,
            race,
        });
        game.picture = picture;
        game.tables.attacks.asked_in_moves = !self.attacked_in_moves.is_empty();
        self.attacked_in_moves_tabled(&game);
        Some(game)
    }
}
