//! Check + lower: AST → IR. Every name is resolved here, against one table
//! of definitions (players, pieces, zones, direction groups) plus the
//! built-in words; every problem becomes a [`Diagnostic`] with a code, and
//! checking goes on after an error so that one run reports them all. The IR
//! is returned only when there is no error.

use indexmap::IndexMap;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::diag::{Diagnostic, Span, suggest};
use crate::ir::*;
use crate::syntax::words::{ABS_DIRS, BUILTIN_GROUPS, REL_DIRS, dir_alias};
use crate::syntax::{self, Ast, Name, Region, RegionPart};

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

/// A move rule's shape, kept for the `direction-leaves-board` warning:
/// where its directions are written and what room it needs on the board.
struct MoveShape {
    span: Span,
    /// Per player: the absolute directions of the move.
    dirs: Vec<Vec<u8>>,
    /// How many cells in a line the move needs (a step 1, a jump 2).
    reach: u8,
    /// For `leap (a, b)`: the offsets (and no directions).
    offsets: Vec<(i8, i8)>,
}

/// The span from the first name of a list to the end of the last.
fn names_span(names: &[Name]) -> Option<Span> {
    let (first, last) = (names.first()?, names.last()?);
    Some(Span::new(
        first.span.start,
        (last.span.start + last.span.len).saturating_sub(first.span.start),
    ))
}

/// One direction word resolved: absolute, relative to the player, or a group.
#[derive(Clone, Debug)]
enum DirRef {
    Abs(usize),
    Rel(usize),
}

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
    /// Pieces in the stores at the start: (code, count).
    setup_store: Vec<(u8, u16)>,
    /// Track names, in order.
    track_names: Vec<String>,
    /// Per kind: `neutral`.
    neutral: Vec<bool>,
}

/// Checks a parsed file and lowers it to a [`Game`]. Returns the game if
/// there is no error, with the warnings; otherwise no game and every error.
pub fn check_with_warnings(ast: &Ast, src: &str) -> (Option<Game>, Vec<Diagnostic>) {
    let mut c = Checker {
        ast,
        reset_kinds: Vec::new(),
        conds: vec![Cond::True],
        stacks: false,
        stack_limit: 0,
        counters: Vec::new(),
        neutral: Vec::new(),
        store: None,
        setup_store: Vec::new(),
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

/// Checks a parsed file and lowers it to a [`Game`], or returns every error.
/// Warnings are not computed; see [`check_with_warnings`].
pub fn check(ast: &Ast, src: &str) -> Result<Game, Vec<Diagnostic>> {
    match check_with_warnings(ast, src) {
        (Some(g), _) => Ok(g),
        (None, errors) => Err(errors),
    }
}

/// Parses and checks a source text: the game, or every error. Warnings
/// are ignored.
pub fn compile(src: &str) -> Result<Game, Vec<Diagnostic>> {
    match compile_with_warnings(src) {
        (Some(g), _) => Ok(g),
        (None, errors) => Err(errors),
    }
}

/// Parses and checks a source text. Returns the game if there is no error,
/// and every diagnostic: the errors (syntax first), or, for a file with no
/// error, the warnings. Warnings are computed only for a file that compiles,
/// since a broken item would make its names look unused.
pub fn compile_with_warnings(src: &str) -> (Option<Game>, Vec<Diagnostic>) {
    let (ast, mut errors) = syntax::parse(src);
    if let Some((file, span)) = &ast.extends {
        // The parent is found relative to the file: a bare text has none.
        errors.insert(
            0,
            Diagnostic::error(
                "ludus::extends-without-file",
                format!("this game extends `{file}`, but it was not loaded from a file"),
            )
            .label(*span, "needs the folder of the file to be found")
            .help("load the game from its file (`ludus::load`, `ludus check FILE`), so that the path can be resolved"),
        );
        return (None, errors);
    }
    check_parsed(&ast, errors, src)
}

/// Checks a parsed AST, given the syntax errors found in parsing it. `src`
/// is the text the spans point into (for a game that extends another, the
/// files joined with a NUL between two; see [`crate::source`]).
pub fn check_parsed(
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

/// The byte range of the first word of `src` outside comments.
fn first_token(src: &str) -> Option<(usize, usize)> {
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {
                let start = i;
                while i < b.len() && !b[i].is_ascii_whitespace() {
                    i += 1;
                }
                while !src.is_char_boundary(i) {
                    i += 1;
                }
                return Some((start, i));
            }
        }
    }
    None
}

/// Whether a source holds nothing but whitespace and comments.
fn is_blank(src: &str) -> bool {
    first_token(src).is_none()
}

/// A visible place to hang a whole-file diagnostic on: the first word, or
/// else the first non-blank line (a comment), or else the start.
fn first_token_span(src: &str) -> Span {
    if let Some((s, e)) = first_token(src) {
        return Span::new(s, e - s);
    }
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let t = line.trim();
        if !t.is_empty() {
            let start = offset + (line.len() - line.trim_start().len());
            return Span::new(start, t.len());
        }
        offset += line.len();
    }
    Span::new(0, 0)
}

fn since_text(names: &[Name]) -> String {
    if names.is_empty() {
        String::new()
    } else {
        let words: Vec<&str> = names.iter().map(|n| n.text.as_str()).collect();
        format!(" since {}", words.join(", "))
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl<'a> Checker<'a> {
    fn err(&mut self, d: Diagnostic) {
        self.errors.push(d);
    }

    /// The line of a span in its own file (files joined by a NUL, see
    /// [`crate::source`]).
    fn line_of(&self, span: Span) -> usize {
        self.src.get(..span.start).map_or(0, |b| {
            let file_start = b.rfind('\0').map_or(0, |i| i + 1);
            b[file_start..].matches('\n').count() + 1
        })
    }

    fn define(&mut self, name: &Name, def: Def) -> bool {
        let reserved = ABS_DIRS.iter().any(|d| d.0 == name.text)
            || REL_DIRS.iter().any(|d| d.0 == name.text)
            || BUILTIN_GROUPS.iter().any(|d| d.0 == name.text);
        if reserved {
            self.err(
                Diagnostic::error(
                    "ludus::reserved-name",
                    format!(
                        "`{}` is a built-in direction and cannot be redefined",
                        name.text
                    ),
                )
                .label(name.span, "built-in name")
                .help("choose another name"),
            );
            self.quiet_names.push(name.text.clone());
            return false;
        }
        if let Some((old, first)) = self.defs.get(&name.text) {
            let (old, first) = (*old, *first);
            self.err(
                Diagnostic::error(
                    "ludus::duplicate-definition",
                    format!("`{}` is defined twice", name.text),
                )
                .label(name.span, format!("defined again here, as {}", def.what()))
                .related(first, format!("first defined here, as {}", old.what()))
                .help("every player, piece, zone and direction group needs its own name; rename one of them"),
            );
            return false;
        }
        self.defs.insert(name.text.clone(), (def, name.span));
        true
    }

    /// Names of definitions of one sort, for suggestions.
    fn names_where(&self, f: impl Fn(Def) -> bool) -> Vec<String> {
        self.defs
            .iter()
            .filter(|(_, (d, _))| f(*d))
            .map(|(n, _)| n.clone())
            .collect()
    }

    fn unknown(&mut self, name: &Name, what: &str, candidates: Vec<String>) {
        if self.quiet_names.contains(&name.text) {
            return;
        }
        // With no `players` block at all (reported as missing), or an empty
        // one (reported as such), every player name would be unknown.
        if what == "player"
            && self
                .ast
                .players
                .first()
                .is_none_or(|b| b.players.is_empty())
        {
            return;
        }
        let mut d = Diagnostic::error(
            "ludus::unknown-name",
            format!("unknown {what} `{}`", name.text),
        )
        .label(name.span, format!("no {what} has this name"));
        if let Some(s) = suggest(&name.text, candidates.iter().map(String::as_str)) {
            d = d.help(format!("did you mean `{s}`?"));
        } else if !candidates.is_empty() && candidates.len() <= 12 {
            let list: Vec<String> = candidates.iter().map(|c| format!("`{c}`")).collect();
            d = d.help(format!("expected one of {}", list.join(", ")));
        }
        self.err(d);
    }

    /// An unknown word where an absolute direction (`n`, `se`, ...) is
    /// expected.
    fn unknown_abs_dir(&mut self, f: &Name) {
        let mut d = Diagnostic::error(
            "ludus::unknown-name",
            format!("unknown absolute direction `{}`", f.text),
        )
        .label(f.span, "not one of n, ne, e, se, s, sw, w, nw");
        d = match dir_alias(&f.text).or_else(|| suggest(&f.text, ABS_DIRS.iter().map(|d| d.0))) {
            Some(s) => d.help(format!(
                "directions are written n, ne, e, se, s, sw, w, nw; did you mean `{s}`?"
            )),
            None => d.help("directions are written n, ne, e, se, s, sw, w, nw"),
        };
        self.err(d);
    }

    fn wrong_kind(&mut self, name: &Name, found: Def, expected: &str) {
        let first = self.defs.get(&name.text).map(|x| x.1);
        let d = Diagnostic::error(
            "ludus::wrong-kind",
            format!(
                "`{}` is {}, but {expected} is expected here",
                name.text,
                found.what()
            ),
        )
        .label(name.span, format!("this is {}", found.what()));
        let line = first.map(|f| self.line_of(f)).unwrap_or(0);
        self.err(d.help(format!(
            "`{}` is defined as {} on line {line}; write {expected} here",
            name.text,
            found.what()
        )));
    }

    fn resolve(&mut self, name: &Name, expected: &str, want: fn(Def) -> bool) -> Option<Def> {
        match self.defs.get(&name.text) {
            Some((d, _)) if want(*d) => Some(*d),
            Some((d, _)) => {
                let d = *d;
                self.wrong_kind(name, d, expected);
                None
            }
            None => {
                let cands = self.names_where(want);
                let what = expected
                    .trim_start_matches("a ")
                    .trim_start_matches("an ")
                    .to_string();
                self.unknown(name, &what, cands);
                None
            }
        }
    }

    fn player(&mut self, name: &Name) -> Option<u8> {
        match self.resolve(name, "a player", |d| matches!(d, Def::Player(_)))? {
            Def::Player(p) => Some(p),
            _ => None,
        }
    }

    fn piece(&mut self, name: &Name) -> Option<u8> {
        match self.resolve(name, "a piece", |d| matches!(d, Def::Piece(_)))? {
            Def::Piece(p) => Some(p),
            _ => None,
        }
    }

    fn zone(&mut self, name: &Name) -> Option<u16> {
        match self.resolve(name, "a zone", |d| matches!(d, Def::Zone(_)))? {
            Def::Zone(z) => Some(z),
            _ => None,
        }
    }

    /// A keyword chosen from a fixed list (`dark`, `loses`, ...).
    fn word<T: Copy>(&mut self, name: &Name, what: &str, options: &[(&str, T)]) -> Option<T> {
        if let Some((_, v)) = options.iter().find(|(w, _)| *w == name.text) {
            return Some(*v);
        }
        let cands: Vec<String> = options.iter().map(|(w, _)| w.to_string()).collect();
        self.unknown(name, what, cands);
        None
    }

    /// `what` is the part ("board"), `a_what` the same with its article
    /// ("a board").
    fn missing(&mut self, what: &str, a_what: &str, example: &str) {
        let span = self
            .ast
            .title
            .as_ref()
            .map(|t| t.1)
            .unwrap_or_else(|| first_token_span(self.src));
        self.err(
            Diagnostic::error("ludus::missing-part", format!("the game has no {what}"))
                .label(span, format!("this game needs {a_what}"))
                .help(format!("add {example}")),
        );
    }

    fn duplicate_block(&mut self, what: &str, second: Span, first: Span) {
        self.err(
            Diagnostic::error(
                "ludus::duplicate-block",
                format!("more than one `{what}` block"),
            )
            .label(second, "second block")
            .related(first, "first block")
            .help(format!("merge the two `{what}` blocks into one")),
        );
    }

    fn run(&mut self) -> Option<Game> {
        let ast = self.ast;
        if is_blank(self.src) {
            // One message, not one per missing part.
            self.err(
                Diagnostic::error(
                    "ludus::missing-part",
                    "the file is empty: a game needs players, a board, pieces, a setup and end conditions",
                )
                .label(first_token_span(self.src), "nothing but comments and blank lines")
                .help("start from an example such as `games/checkers.game`"),
            );
            return None;
        }
        for &extra in &ast.extra_titles {
            let mut d = Diagnostic::error("ludus::duplicate-title", "the game is named twice")
                .label(extra, "second `game` line")
                .help("keep one `game \"...\"` line");
            if let Some((_, first)) = &ast.title {
                d = d.related(*first, "first named here");
            }
            self.err(d);
        }
        // Every definition, in source order, so that "first defined here"
        // points at the first one written.
        let mut defs: Vec<(&Name, Def)> = Vec::new();
        if let Some(block) = ast.players.first() {
            defs.extend(
                block
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (&p.name, Def::Player(i as u8))),
            );
        }
        defs.extend(
            ast.directions
                .iter()
                .enumerate()
                .map(|(i, g)| (&g.name, Def::Directions(i))),
        );
        defs.extend(
            ast.zones
                .iter()
                .enumerate()
                .map(|(i, z)| (&z.name, Def::Zone(i as u16))),
        );
        defs.extend(
            ast.pieces
                .iter()
                .enumerate()
                .map(|(i, p)| (&p.name, Def::Piece(i as u8))),
        );
        // A branch is also a zone: each player's cells of it; and a track
        // is a zone of its cells, the same for every player.
        defs.extend(
            ast.branches
                .iter()
                .enumerate()
                .map(|(i, b)| (&b.name, Def::Zone((ast.zones.len() + i) as u16))),
        );
        defs.extend(ast.tracks.iter().enumerate().map(|(i, t)| {
            (
                &t.name,
                Def::Zone((ast.zones.len() + ast.branches.len() + i) as u16),
            )
        }));
        defs.sort_by_key(|(n, _)| n.span.start);
        for (name, def) in defs {
            self.define(name, def);
        }

        // Players.
        if ast.players.is_empty() {
            self.missing(
                "players",
                "players",
                "`players { black forward n  white forward s }` listing the players in turn order",
            );
        }
        for extra in ast.players.iter().skip(1) {
            self.duplicate_block("players", extra.span, ast.players[0].span);
        }
        if let Some(block) = ast.players.first() {
            if block.players.is_empty() {
                self.err(
                    Diagnostic::error("ludus::no-players", "the `players` block lists no player")
                        .label(block.span, "empty")
                        .help("name the players in turn order, e.g. `players { black forward n  white forward s }`"),
                );
            }
            for p in &block.players {
                self.players.push(p.name.text.clone());
                self.forward_written.push(p.forward.is_some());
                self.no_forward_reported.push(false);
                let fwd = p.forward.as_ref().and_then(|f| {
                    let found = ABS_DIRS.iter().position(|d| d.0 == f.text);
                    if found.is_none() {
                        self.unknown_abs_dir(f);
                    }
                    found
                });
                self.forward.push(fwd);
            }
        }
        if self.players.len() > 16 {
            self.err(
                Diagnostic::error(
                    "ludus::too-many-players",
                    "a game may have at most 16 players",
                )
                .label(
                    ast.players[0].players[16].name.span,
                    "the 17th player",
                )
                .help(format!(
                    "the game lists {} players; remove some (a player may own several kinds of piece)",
                    self.players.len()
                )),
            );
            return None;
        }

        // Board.
        if ast.boards.is_empty() {
            self.missing("board", "a board", "`board { grid 8 x 8 }`");
        }
        for extra in ast.boards.iter().skip(1) {
            self.duplicate_block("board", extra.span, ast.boards[0].span);
        }
        if let Some((_, limit)) = ast.boards.first().and_then(|b| b.stacks.as_ref()) {
            self.stacks = true;
            if let Some(n) = limit {
                if n.value < 2 || n.value > 1000 {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("a stack limit of {} is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("write a limit from 2 to 1000, or `stacks unlimited`"),
                    );
                } else {
                    self.stack_limit = n.value as u16;
                }
            }
        }
        if let Some(b) = ast.boards.first() {
            self.board = self.board(b);
        }

        // Direction groups.
        self.groups = vec![Vec::new(); ast.directions.len()];
        for (i, g) in ast.directions.iter().enumerate() {
            let mut refs = Vec::new();
            for m in &g.members {
                refs.extend(self.dir_refs(m, i));
            }
            self.groups[i] = refs;
        }

        // Zones.
        let mut zones = Vec::new();
        for z in &ast.zones {
            zones.push(self.zone_def(z));
        }
        // Tracks, their branches (zones too) and the store.
        let (tracks, branches) = self.tracks(&mut zones);
        for extra in ast.stores.iter().skip(1) {
            self.err(
                Diagnostic::error(
                    "ludus::duplicate-definition",
                    "a game has one store per player",
                )
                .label(extra.span, "a second store")
                .help("keep one `store NAME` line"),
            );
        }
        self.store = ast.stores.first().map(|n| n.text.clone());

        // Pieces.
        if ast.pieces.is_empty() {
            self.missing(
                "pieces",
                "pieces",
                "a `piece NAME { ... }` block with its moves",
            );
        }
        let np = self.players.len().max(1);
        if ast.pieces.len() * np + 1 > 255 {
            self.err(
                Diagnostic::error(
                    "ludus::too-many-pieces",
                    "too many kinds of piece for this many players",
                )
                .label(
                    ast.pieces[254 / np].name.span,
                    format!("kind number {}", 254 / np + 1),
                )
                .help(format!(
                    "kinds × players must stay below 255: with {}, at most {} kinds",
                    plural(np, "player"),
                    254 / np
                )),
            );
            return None;
        }
        // Counters, before the pieces: conditions may count them.
        let mut counter_at: Vec<&Name> = Vec::new();
        for c in &ast.counters {
            if let Some(first) = counter_at.iter().find(|f| f.text == c.text) {
                self.err(
                    Diagnostic::error(
                        "ludus::duplicate-definition",
                        format!("counter `{}` is defined twice", c.text),
                    )
                    .label(c.span, "defined again here")
                    .related(first.span, "first defined here")
                    .help("remove one of them"),
                );
            } else {
                counter_at.push(c);
                self.counters.push(c.text.clone());
            }
        }
        self.neutral = ast.pieces.iter().map(|p| p.neutral.is_some()).collect();
        if self.neutral.iter().any(|&n| n) && np >= MAX_PLAYERS {
            self.err(
                Diagnostic::error(
                    "ludus::too-many-players",
                    "a game with neutral pieces may have at most 15 players",
                )
                .label(ast.players[0].span, "16 players")
                .help("remove a player: neutral pieces use the 16th place"),
            );
            return None;
        }
        let mut kinds = Vec::new();
        let mut programs = vec![Program::default(); ast.pieces.len() * np];
        for (ki, p) in ast.pieces.iter().enumerate() {
            kinds.push(self.piece_def(ki, p, &zones, &mut programs));
        }

        // Cards.
        let cards = self.cards(ast.pieces.len());

        // Setup.
        if ast.setups.is_empty() {
            self.missing(
                "setup",
                "a setup",
                "a `setup { PLAYER PIECE: CELLS ... }` block",
            );
        }
        for extra in ast.setups.iter().skip(1) {
            self.duplicate_block("setup", extra.span, ast.setups[0].span);
        }
        let mut setup = Vec::new();
        let mut setup_stacks = Vec::new();
        if let (Some(s), Some(board)) = (ast.setups.first(), self.board.clone()) {
            setup = vec![0u8; board.cells()];
            self.placements(&s.placements, &board, &mut setup);
            setup_stacks = self.stack_entries(&s.stacks, &board, &mut setup);
        }

        // Rules.
        let mut mandatory_capture = false;
        let mut first_mandatory: Option<Span> = None;
        let mut steal = None;
        let mut control = None;
        let mut events = Vec::new();
        let mut whens = Vec::new();
        for r in &ast.rules {
            let (n, span) = match r {
                syntax::RuleStmt::Mandatory(n, span) => (n, span),
                syntax::RuleStmt::Steal {
                    span,
                    kind,
                    dirs,
                    by,
                } => {
                    if let Some(first) = steal.as_ref().map(|(_, s): &(Steal, Span)| *s) {
                        self.err(
                            Diagnostic::error("ludus::duplicate-rule", "`steal` is said twice")
                                .label(*span, "said again here")
                                .related(first, "first said here")
                                .help("a game has one `steal` rule"),
                        );
                        continue;
                    }
                    let k = self.piece(kind);
                    let d = self.dirs_per_player(dirs);
                    let mut by_kind = vec![false; ast.pieces.len()];
                    for b in by {
                        if let Some(bk) = self.piece(b) {
                            by_kind[bk as usize] = true;
                        }
                    }
                    if let Some(k) = k {
                        if !self.neutral[k as usize] {
                            self.err(
                                Diagnostic::error(
                                    "ludus::neutral-owner",
                                    format!(
                                        "only a neutral piece can be stolen; `{}` is not neutral",
                                        kind.text
                                    ),
                                )
                                .label(kind.span, "not neutral")
                                .help(format!(
                                    "add `neutral` to piece `{}`, or steal a neutral piece",
                                    kind.text
                                )),
                            );
                        } else {
                            steal = Some((
                                Steal {
                                    kind: k,
                                    dirs: d.into_iter().next().unwrap_or_default(),
                                    by: by_kind,
                                },
                                *span,
                            ));
                        }
                    }
                    continue;
                }
                syntax::RuleStmt::Event {
                    kind,
                    zone,
                    effects,
                    ..
                } => {
                    let k = self.piece(kind);
                    let z = self.zone(zone);
                    let effects = self.effects(effects);
                    if let (Some(kind), Some(zone)) = (k, z) {
                        events.push(Event {
                            kind,
                            zone,
                            effects,
                        });
                    }
                    continue;
                }
                syntax::RuleStmt::Control { span, cond } => {
                    if control.is_some() {
                        self.err(
                            Diagnostic::error(
                                "ludus::duplicate-rule",
                                "`control partner` is said twice",
                            )
                            .label(*span, "said again here")
                            .help("a game has one `control` rule; join the conditions with `or`"),
                        );
                    }
                    control = Some(self.cond(cond));
                    continue;
                }
                syntax::RuleStmt::When {
                    counter,
                    value,
                    effects,
                    ..
                } => {
                    let c = self.counter(counter);
                    let effects = self.effects(effects);
                    if let Some(counter) = c {
                        whens.push(When {
                            counter,
                            value: value.value,
                            effects,
                        });
                    }
                    continue;
                }
            };
            if self.word(n, "rule", &[("capture", ())]).is_some() {
                if let Some(first) = first_mandatory {
                    self.err(
                        Diagnostic::error(
                            "ludus::duplicate-rule",
                            format!("`mandatory {}` is said twice", n.text),
                        )
                        .label(*span, "said again here")
                        .related(first, "first said here")
                        .help("remove one of them"),
                    );
                }
                first_mandatory.get_or_insert(*span);
                mandatory_capture = true;
            }
        }

        // The turn.
        let mut turn = TurnRules {
            budgeted: vec![false; ast.pieces.len()],
            ..TurnRules::default()
        };
        for extra in ast.turns.iter().skip(1) {
            self.duplicate_block("turn", extra.span, ast.turns[0].span);
        }
        if let Some(t) = ast.turns.first() {
            turn.multi = t.multi.is_some();
            for (i, (n, by, span)) in t.budgets.iter().enumerate() {
                if i > 0 {
                    self.err(
                        Diagnostic::error("ludus::turn-rule", "a turn has one budget of moves")
                            .label(*span, "a second budget")
                            .help("list every kind in one `at most N move by ...`"),
                    );
                    continue;
                }
                if !turn.multi {
                    self.err(
                        Diagnostic::error(
                            "ludus::turn-rule",
                            "a budget of moves needs a turn of several actions",
                        )
                        .label(*span, "a budget in a turn of one move")
                        .help("add `actions until end` to the `turn` block"),
                    );
                }
                if n.value < 1 || n.value > 255 {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("a budget of {} moves is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("write a number from 1 to 255"),
                    );
                    continue;
                }
                turn.budget = n.value as u8;
                for b in by {
                    if let Some(k) = self.piece(b) {
                        turn.budgeted[k as usize] = true;
                    }
                }
            }
        }

        // End conditions.
        let mut ends = Vec::new();
        for e in &ast.ends {
            if let Some(rule) = self.end_rule(e) {
                ends.push(rule);
            }
        }
        if ast.end_blocks.is_empty() {
            self.missing(
                "end conditions",
                "end conditions",
                "an `end { no moves: loses }` block",
            );
        }

        let (side, side_names) = self.sides();
        let score = self.score(cards.is_some());

        let board = self.board.clone()?;
        if !self.errors.is_empty() {
            return None;
        }
        let players = self.players.clone();
        let ncells = board.cells();
        // Teams: by name, in order of first mention; without teams each
        // player is a team of one.
        let mut team_names: Vec<String> = Vec::new();
        let mut team = Vec::new();
        if let Some(block) = ast.players.first() {
            let any = block.players.iter().any(|p| p.team.is_some());
            for (i, p) in block.players.iter().enumerate() {
                match (&p.team, any) {
                    (Some(t), _) => {
                        let idx = match team_names.iter().position(|x| *x == t.text) {
                            Some(k) => k,
                            None => {
                                team_names.push(t.text.clone());
                                team_names.len() - 1
                            }
                        };
                        team.push(idx as u8);
                    }
                    (None, true) => {
                        team_names.push(p.name.text.clone());
                        team.push((team_names.len() - 1) as u8);
                    }
                    (None, false) => team.push(i as u8),
                }
            }
        }
        let mut nbr = vec![NO_CELL; ncells * ABS_DIRS.len()];
        for (c, &(f, r)) in board.coords.iter().enumerate() {
            for (d, &(_, df, dr)) in ABS_DIRS.iter().enumerate() {
                if let Some(n) = board.at(f as i32 + df as i32, r as i32 + dr as i32) {
                    nbr[c * ABS_DIRS.len() + d] = n;
                }
            }
        }
        let ncodes = kinds.len() * np + 1;
        let mut code_owner = vec![0u8; ncodes];
        let mut code_kind = vec![0u8; ncodes];
        for k in 0..kinds.len() {
            for p in 0..np {
                let code = 1 + k * np + p;
                // Neutral pieces: one past the last player.
                code_owner[code] = if kinds[k].neutral { np as u8 } else { p as u8 };
                code_kind[code] = k as u8;
            }
        }
        // Fixed seed: the same game file always hashes the same way.
        let mut rng = ChaCha8Rng::seed_from_u64(0x006c_7564_7573);
        let zobrist = (0..ncodes * ncells).map(|_| rng.next_u64()).collect();
        let zobrist_turn = (0..np).map(|_| rng.next_u64()).collect();
        let mut game = Game {
            title: ast.title.as_ref().map(|t| t.0.clone()).unwrap_or_default(),
            players,
            board,
            dirs: ABS_DIRS
                .iter()
                .map(|&(n, f, r)| (n.to_string(), f, r))
                .collect(),
            nbr,
            opposite: (0..ABS_DIRS.len())
                .map(|d| ((d + ABS_DIRS.len() / 2) % ABS_DIRS.len()) as u8)
                .collect(),
            zones,
            kinds,
            programs,
            setup,
            setup_stacks,
            reset_codes: self
                .reset_kinds
                .iter()
                .flat_map(|&k| (0..np as u8).map(move |p| 1 + k * np as u8 + p))
                .collect(),
            mandatory_capture,
            stacks: self.stacks,
            stack_limit: self.stack_limit,
            conds: std::mem::take(&mut self.conds),
            ends,
            zobrist,
            zobrist_turn,
            code_owner,
            code_kind,
            counters: self.counters.clone(),
            tracks,
            branches,
            store: self.store.clone(),
            cards,
            control,
            setup_store: {
                let mut v = vec![0u16; ncodes];
                for &(c, n) in &self.setup_store {
                    if let Some(x) = v.get_mut(c as usize) {
                        *x += n;
                    }
                }
                v
            },
            team,
            team_names,
            side,
            side_names,
            score,
            turn,
            steal: steal.map(|s| s.0),
            events,
            whens,
            tables: Tables::default(),
        };
        game.build_tables();
        Some(game)
    }

    /// `sides { NAME: PLAYERS ... }`: per player its side, and the side
    /// names (both empty without sides). Every player is on exactly one
    /// side; a side's name is not a player's.
    fn sides(&mut self) -> (Vec<u8>, Vec<String>) {
        let ast = self.ast;
        for extra in ast.sides.iter().skip(1) {
            self.duplicate_block("sides", extra.span, ast.sides[0].span);
        }
        let Some(block) = ast.sides.first() else {
            return (Vec::new(), Vec::new());
        };
        let np = self.players.len();
        let mut side: Vec<Option<(u8, Span)>> = vec![None; np];
        let mut names: Vec<String> = Vec::new();
        let mut seen: Vec<&Name> = Vec::new();
        for (i, (name, members)) in block.sides.iter().enumerate() {
            let clash = seen
                .iter()
                .find(|n| n.text == name.text)
                .map(|n| (n.span, "first used here, as a side"))
                .or_else(|| match self.defs.get(&name.text) {
                    Some((Def::Player(_), sp)) => Some((*sp, "first defined here, as a player")),
                    _ => None,
                });
            if let Some((first, what)) = clash {
                self.err(
                    Diagnostic::error(
                        "ludus::duplicate-definition",
                        format!("`{}` is defined twice", name.text),
                    )
                    .label(name.span, "defined again here, as a side")
                    .related(first, what)
                    .help("a side needs a name of its own (not a player's), since `ludus play --seat` takes both"),
                );
            }
            seen.push(name);
            names.push(name.text.clone());
            for m in members {
                let Some(p) = self.player(m) else { continue };
                match side[p as usize] {
                    Some((_, first)) => self.err(
                        Diagnostic::error(
                            "ludus::side-twice",
                            format!("`{}` is on two sides", m.text),
                        )
                        .label(m.span, "listed again here")
                        .related(first, "first listed here")
                        .help("each player (seat) is played by one side; list it once"),
                    ),
                    None => side[p as usize] = Some((i as u8, m.span)),
                }
            }
        }
        let missing: Vec<&str> = (0..np)
            .filter(|&p| side[p].is_none())
            .map(|p| self.players[p].as_str())
            .collect();
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|p| format!("`{p}`")).collect();
            self.err(
                Diagnostic::error(
                    "ludus::side-missing",
                    format!(
                        "{} on no side",
                        if missing.len() == 1 {
                            format!("{} is", list[0])
                        } else {
                            format!("{} are", list.join(", "))
                        }
                    ),
                )
                .label(block.span, "every player must be on a side")
                .help(format!("add {} to one of the sides", list.join(" and "))),
            );
        }
        (
            side.iter().map(|s| s.map_or(0, |(i, _)| i)).collect(),
            names,
        )
    }

    /// `score deals` in the `end` block (at most one; deals need cards).
    fn score(&mut self, has_cards: bool) -> Option<Score> {
        let ast = self.ast;
        for extra in ast.scores.iter().skip(1) {
            self.err(
                Diagnostic::error("ludus::duplicate-definition", "the game has two scores")
                    .label(extra.span, "a second `score`")
                    .related(ast.scores[0].span, "the first")
                    .help("keep one `score` line"),
            );
        }
        let n = ast.scores.first()?;
        let score = self.word(n, "score", &[("deals", Score::Deals)])?;
        if score == Score::Deals && !has_cards {
            self.err(
                Diagnostic::error(
                    "ludus::score-without-cards",
                    "`score deals` counts deals, but the game has no cards",
                )
                .label(n.span, "there are no deals")
                .help("add `card` definitions and a `cards { deal N each }` block, or remove the `score` line"),
            );
            return None;
        }
        Some(score)
    }

    fn board(&mut self, b: &syntax::BoardBlock) -> Option<Board> {
        let Some((w, h)) = &b.grid else {
            self.err(
                Diagnostic::error("ludus::missing-part", "the board has no grid")
                    .label(b.span, "this board needs a size")
                    .help("add `grid 8 x 8` (files x ranks)"),
            );
            return None;
        };
        let mut ok = true;
        for (n, what, max) in [(w, "files", 26), (h, "ranks", 99)] {
            if n.value < 1 || n.value > max {
                self.err(
                    Diagnostic::error(
                        "ludus::board-size",
                        format!("a board has 1 to {max} {what}"),
                    )
                    .label(n.span, format!("{} {what}", n.text))
                    .help(format!("give a number of {what} from 1 to {max}")),
                );
                ok = false;
            }
        }
        if !ok {
            return None;
        }
        let (w, h) = (w.value as u8, h.value as u8);
        // `cells dark|light|all`, or a region of the grid.
        let mut used: Option<Vec<bool>> = None;
        let parity = match b.cells.as_ref().map(|r| r.parts.as_slice()) {
            None => None,
            Some([RegionPart::Cell(n)])
                if !n.text.starts_with(|c: char| c.is_ascii_lowercase())
                    || !n.text[1..].starts_with(|c: char| c.is_ascii_digit()) =>
            {
                let opts = [("all", None), ("dark", Some(0)), ("light", Some(1))];
                // Reported; go on with every cell, to check the rest.
                self.word(n, "cell colour", &opts).unwrap_or(None)
            }
            Some(parts) => {
                used = Some(self.grid_region(parts, w, h));
                None
            }
        };
        let mut coords = Vec::new();
        let mut index = vec![NO_CELL; w as usize * h as usize];
        for r in 0..h {
            for f in 0..w {
                let in_region = used
                    .as_ref()
                    .is_none_or(|u| u[r as usize * w as usize + f as usize]);
                // a1 (0,0) is dark: dark cells have an even file + rank.
                if in_region && parity.is_none_or(|p| (f + r) % 2 == p) {
                    index[r as usize * w as usize + f as usize] = coords.len().min(255) as u8;
                    coords.push((f, r));
                }
            }
        }
        if coords.len() > MAX_CELLS {
            self.err(
                Diagnostic::error(
                    "ludus::board-size",
                    format!(
                        "the board has {} cells; at most {MAX_CELLS} are supported",
                        coords.len()
                    ),
                )
                .label(b.span, "too many cells")
                .help("use a smaller grid, or `cells dark`"),
            );
            return None;
        }
        let names: Vec<String> = coords
            .iter()
            .map(|&(f, r)| format!("{}{}", (b'a' + f) as char, r + 1))
            .collect();
        let numbers = match &b.numbers {
            None => None,
            Some(orders) => {
                let axes = [("rank", 0u8), ("file", 1u8)];
                let dirs = [("up", false), ("down", true)];
                let a0 = self.word(&orders[0].0, "axis", &axes);
                let d0 = self.word(&orders[0].1, "order", &dirs);
                let a1 = self.word(&orders[1].0, "axis", &axes);
                let d1 = self.word(&orders[1].1, "order", &dirs);
                match (a0, d0, a1, d1) {
                    (Some(a0), Some(d0), Some(a1), Some(d1)) if a0 != a1 => {
                        let key = |&(f, r): &(u8, u8), axis: u8, down: bool| -> i32 {
                            let v = if axis == 0 { r as i32 } else { f as i32 };
                            if down { -v } else { v }
                        };
                        let mut order: Vec<usize> = (0..coords.len()).collect();
                        order.sort_by_key(|&i| (key(&coords[i], a0, d0), key(&coords[i], a1, d1)));
                        let mut nums = vec![String::new(); coords.len()];
                        for (n, &i) in order.iter().enumerate() {
                            nums[i] = (n + 1).to_string();
                        }
                        Some(nums)
                    }
                    (Some(_), Some(_), Some(_), Some(_)) => {
                        self.err(
                            Diagnostic::error("ludus::numbering", "both orders of `numbers by` name the same axis")
                                .label(orders[1].0.span, "same axis again")
                                .help("number by one axis and then the other, e.g. `numbers by rank up, file down`"),
                        );
                        None
                    }
                    _ => None,
                }
            }
        };
        Some(Board {
            width: w,
            height: h,
            coords,
            index,
            names,
            numbers,
        })
    }

    /// The cells of a `w` x `h` grid in a region (for `cells` in the board,
    /// before the board exists): a membership flag per grid square.
    fn grid_region(&mut self, parts: &[RegionPart], w: u8, h: u8) -> Vec<bool> {
        let mut used = vec![false; w as usize * h as usize];
        let last = format!("{}{}", (b'a' + w - 1) as char, h);
        let square = |s: &mut Self, n: &Name| -> Option<(u8, u8)> {
            let b = n.text.as_bytes();
            let f = b.first().map(|c| c.wrapping_sub(b'a'));
            let r = n.text.get(1..).and_then(|t| t.parse::<u8>().ok());
            match (f, r) {
                (Some(f), Some(r)) if f < w && r >= 1 && r <= h => Some((f, r - 1)),
                _ => {
                    s.err(
                        Diagnostic::error(
                            "ludus::off-board",
                            format!("cell `{}` is off the grid", n.text),
                        )
                        .label(n.span, "no square of the grid has this name")
                        .help(format!("squares are named a1 to {last}")),
                    );
                    None
                }
            }
        };
        for part in parts {
            let (lo, hi) = match part {
                RegionPart::Cell(n) => match square(self, n) {
                    Some(c) => (c, c),
                    None => continue,
                },
                RegionPart::Range(a, b) => match (square(self, a), square(self, b)) {
                    (Some(a), Some(b)) => {
                        ((a.0.min(b.0), a.1.min(b.1)), (a.0.max(b.0), a.1.max(b.1)))
                    }
                    _ => continue,
                },
                RegionPart::Ranks(a, b) => {
                    let b = b.as_ref().unwrap_or(a);
                    let (x, y) = (a.value.min(b.value), a.value.max(b.value));
                    if x < 1 || y > h as i64 {
                        self.err(
                            Diagnostic::error(
                                "ludus::off-board",
                                format!("rank {} is off the grid", if x < 1 { x } else { y }),
                            )
                            .label(a.span, format!("the grid has ranks 1 to {h}"))
                            .help(format!("use a rank from 1 to {h}")),
                        );
                        continue;
                    }
                    ((0, x as u8 - 1), (w - 1, y as u8 - 1))
                }
                RegionPart::Files(a, b) => {
                    let b = b.as_ref().unwrap_or(a);
                    let file = |n: &Name| {
                        let t = n.text.as_bytes();
                        (t.len() == 1 && t[0] >= b'a' && t[0] < b'a' + w).then(|| t[0] - b'a')
                    };
                    match (file(a), file(b)) {
                        (Some(x), Some(y)) => ((x.min(y), 0), (x.max(y), h - 1)),
                        _ => {
                            self.err(
                                Diagnostic::error(
                                    "ludus::off-board",
                                    format!("file `{}` is off the grid", a.text),
                                )
                                .label(
                                    a.span,
                                    format!("the grid has files a to {}", (b'a' + w - 1) as char),
                                )
                                .help("use a file letter of the grid"),
                            );
                            continue;
                        }
                    }
                }
            };
            for r in lo.1..=hi.1 {
                for f in lo.0..=hi.0 {
                    used[r as usize * w as usize + f as usize] = true;
                }
            }
        }
        used
    }

    /// Resolves one direction word. `group` is the group being defined (to
    /// catch a group that contains itself), or usize::MAX.
    fn dir_refs(&mut self, n: &Name, group: usize) -> Vec<DirRef> {
        if let Some(i) = ABS_DIRS.iter().position(|d| d.0 == n.text) {
            return vec![DirRef::Abs(i)];
        }
        if let Some(&(_, i)) = REL_DIRS.iter().find(|d| d.0 == n.text) {
            return vec![DirRef::Rel(i)];
        }
        if let Some((_, members)) = BUILTIN_GROUPS.iter().find(|g| g.0 == n.text) {
            return members
                .iter()
                .map(|m| DirRef::Abs(ABS_DIRS.iter().position(|d| d.0 == *m).unwrap_or(0)))
                .collect();
        }
        match self.defs.get(&n.text).copied() {
            Some((Def::Directions(g), _)) => {
                if g >= group {
                    self.err(
                        Diagnostic::error(
                            "ludus::direction-order",
                            format!("direction group `{}` is used before it is complete", n.text),
                        )
                        .label(n.span, "defined at or after this group")
                        .help("define a direction group before the groups that use it"),
                    );
                    Vec::new()
                } else {
                    self.groups[g].clone()
                }
            }
            Some((d, _)) => {
                self.wrong_kind(n, d, "a direction");
                Vec::new()
            }
            None => {
                if self.quiet_names.contains(&n.text) {
                    return Vec::new();
                }
                let mut cands: Vec<String> = ABS_DIRS.iter().map(|d| d.0.to_string()).collect();
                cands.extend(REL_DIRS.iter().map(|d| d.0.to_string()));
                cands.extend(BUILTIN_GROUPS.iter().map(|d| d.0.to_string()));
                cands.extend(self.names_where(|d| matches!(d, Def::Directions(_))));
                let mut d = Diagnostic::error(
                    "ludus::unknown-name",
                    format!("unknown direction `{}`", n.text),
                )
                .label(n.span, "no direction has this name");
                d = match suggest(&n.text, cands.iter().map(String::as_str)) {
                    Some(s) => d.help(format!("did you mean `{s}`?")),
                    None if dir_alias(&n.text).is_some() => d.help(format!(
                        "directions are written n, ne, e, se, s, sw, w, nw; did you mean `{}`?",
                        dir_alias(&n.text).unwrap_or("n")
                    )),
                    None => d.help("directions are n, ne, e, se, s, sw, w, nw; forward, backward, left, right and their mixes such as forward-left; orthogonal, diagonal, all-directions; or a `directions` group"),
                };
                self.err(d);
                Vec::new()
            }
        }
    }

    /// Absolute directions of a list of words, per player.
    fn dirs_per_player(&mut self, names: &[Name]) -> Vec<Vec<u8>> {
        let mut refs = Vec::new();
        for n in names {
            for r in self.dir_refs(n, usize::MAX) {
                refs.push((r, n.span));
            }
        }
        let np = self.players.len();
        let mut out = vec![Vec::new(); np];
        for (p, dirs) in out.iter_mut().enumerate() {
            for (r, word) in &refs {
                let d = match r {
                    DirRef::Abs(d) => *d,
                    DirRef::Rel(turn) => match self.forward.get(p).copied().flatten() {
                        Some(f) => (f + turn) % 8,
                        None => {
                            // An unknown `forward` is reported where it is
                            // written; a missing one once per player.
                            let written = self.forward_written.get(p).copied().unwrap_or(true);
                            if !written && !self.no_forward_reported[p] {
                                self.no_forward_reported[p] = true;
                                let pname = self.players[p].clone();
                                let first = self.defs.get(&pname).map(|x| x.1).unwrap_or(*word);
                                self.err(
                                    Diagnostic::error("ludus::no-forward", format!("player `{pname}` has no forward direction, so relative directions mean nothing for it"))
                                        .label(*word, "a direction relative to the player's `forward`")
                                        .related(first, "declared here without `forward`")
                                        .help(format!("write `{pname} forward n` (or s, e, w, ...) in `players`")),
                                );
                            }
                            continue;
                        }
                    },
                };
                if !dirs.contains(&(d as u8)) {
                    dirs.push(d as u8);
                }
            }
        }
        out
    }

    fn region_cells(&mut self, region: &Region) -> Vec<u8> {
        let Some(board) = self.board.clone() else {
            return Vec::new();
        };
        let mut cells = Vec::new();
        let push = |cells: &mut Vec<u8>, c: u8| {
            if !cells.contains(&c) {
                cells.push(c)
            }
        };
        for part in &region.parts {
            match part {
                RegionPart::Ranks(a, b_opt) => {
                    let b = b_opt.as_ref().unwrap_or(a);
                    let mut bad = false;
                    let ends: &[&syntax::Int] = if b_opt.is_some() { &[a, b] } else { &[a] };
                    for &n in ends {
                        if n.value < 1 || n.value > board.height as i64 {
                            self.err(
                                Diagnostic::error(
                                    "ludus::off-board",
                                    format!("rank {} is off the board", n.text),
                                )
                                .label(n.span, format!("the board has ranks 1 to {}", board.height))
                                .help(format!("use a rank from 1 to {}", board.height)),
                            );
                            bad = true;
                        }
                    }
                    if bad {
                        continue;
                    }
                    let (lo, hi) = (a.value.min(b.value), a.value.max(b.value));
                    for (i, &(_, r)) in board.coords.iter().enumerate() {
                        if (lo..=hi).contains(&(r as i64 + 1)) {
                            push(&mut cells, i as u8);
                        }
                    }
                }
                RegionPart::Files(a, b_opt) => {
                    let b = b_opt.as_ref().unwrap_or(a);
                    let mut range = Vec::new();
                    let ends: &[&Name] = if b_opt.is_some() { &[a, b] } else { &[a] };
                    for &n in ends {
                        let f = n.text.as_bytes();
                        if f.len() == 1 && f[0] >= b'a' && f[0] < b'a' + board.width {
                            range.push((f[0] - b'a') as i64);
                        } else {
                            let last = (b'a' + board.width - 1) as char;
                            self.err(
                                Diagnostic::error(
                                    "ludus::off-board",
                                    format!("file `{}` is off the board", n.text),
                                )
                                .label(n.span, format!("the board has files a to {last}"))
                                .help(format!("use a file from a to {last}")),
                            );
                        }
                    }
                    if range.len() != ends.len() {
                        continue;
                    }
                    let (lo, hi) = (
                        range[0].min(range[range.len() - 1]),
                        range[0].max(range[range.len() - 1]),
                    );
                    for (i, &(f, _)) in board.coords.iter().enumerate() {
                        if (lo..=hi).contains(&(f as i64)) {
                            push(&mut cells, i as u8);
                        }
                    }
                }
                RegionPart::Cell(n) => match board.cell(&n.text) {
                    Some(c) => push(&mut cells, c),
                    None => self.off_board_cell(n, &board),
                },
                RegionPart::Range(a, b) => {
                    let corner = |s: &mut Self, n: &Name| match board.cell(&n.text) {
                        Some(c) => Some(board.coords[c as usize]),
                        None => {
                            // A corner may be an unused square of the grid.
                            let t = n.text.as_bytes();
                            let f = t.first().map(|c| c.wrapping_sub(b'a'));
                            let r = n.text.get(1..).and_then(|x| x.parse::<u8>().ok());
                            match (f, r) {
                                (Some(f), Some(r))
                                    if f < board.width && r >= 1 && r <= board.height =>
                                {
                                    Some((f, r - 1))
                                }
                                _ => {
                                    s.off_board_cell(n, &board);
                                    None
                                }
                            }
                        }
                    };
                    let (Some(x), Some(y)) = (corner(self, a), corner(self, b)) else {
                        continue;
                    };
                    let (f0, f1) = (x.0.min(y.0), x.0.max(y.0));
                    let (r0, r1) = (x.1.min(y.1), x.1.max(y.1));
                    for (i, &(f, r)) in board.coords.iter().enumerate() {
                        if (f0..=f1).contains(&f) && (r0..=r1).contains(&r) {
                            push(&mut cells, i as u8);
                        }
                    }
                }
            }
        }
        cells
    }

    fn off_board_cell(&mut self, n: &Name, board: &Board) {
        // A grid cell that exists but is not used (a light square)?
        let bytes = n.text.as_bytes();
        let on_grid = bytes.len() >= 2
            && bytes[0].is_ascii_lowercase()
            && n.text[1..]
                .parse::<u8>()
                .is_ok_and(|r| r >= 1 && r <= board.height && bytes[0] - b'a' < board.width);
        let d = if on_grid {
            Diagnostic::error(
                "ludus::unused-cell",
                format!("cell `{}` is not used on this board", n.text),
            )
            .label(n.span, "this square is not one of the board's cells")
            .help(
                "the board uses only some squares (`cells dark` or `cells light`); pick a used one",
            )
        } else {
            let last = format!("{}{}", (b'a' + board.width - 1) as char, board.height);
            let mut d = Diagnostic::error(
                "ludus::off-board",
                format!("cell `{}` is off the board", n.text),
            )
            .label(n.span, "no cell has this name");
            let cands = board
                .names
                .iter()
                .map(String::as_str)
                .chain(board.numbers.iter().flatten().map(String::as_str));
            let named = match &board.numbers {
                Some(nums) => format!(
                    "cells are named a1 to {last}, or numbered 1 to {}",
                    nums.len()
                ),
                None => format!("cells are named a1 to {last}"),
            };
            d = match suggest(&n.text, cands) {
                Some(s) if n.text.len() > 2 => d.help(format!("did you mean `{s}`? {named}")),
                _ => d.help(named),
            };
            d
        };
        self.err(d);
    }

    fn zone_def(&mut self, z: &syntax::ZoneDef) -> Zone {
        let np = self.players.len();
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        let mut member = vec![false; np * ncells];
        let mut seen = vec![false; np];
        let mut entry_of: Vec<Option<Span>> = vec![None; np];
        // An entry for an unknown (or reserved) player was likely meant for
        // the player that then seems to be missing: not reported twice.
        let mut unresolved = false;
        for (player, region) in &z.entries {
            let cells = self.region_cells(region);
            let ps: Vec<usize> = match player {
                None => (0..np).collect(),
                Some(pn) => match self.player(pn) {
                    Some(p) => {
                        let p = p as usize;
                        if let Some(first) = entry_of[p] {
                            self.err(
                                Diagnostic::error(
                                    "ludus::zone-player-twice",
                                    format!(
                                        "zone `{}` has two entries for `{}`",
                                        z.name.text, pn.text
                                    ),
                                )
                                .label(pn.span, "second entry")
                                .related(first, "first entry")
                                .help(format!(
                                    "give one entry per player; list several regions with commas, e.g. `{}: rank 1, rank 8`",
                                    pn.text
                                )),
                            );
                        }
                        entry_of[p].get_or_insert(pn.span);
                        vec![p]
                    }
                    None => {
                        unresolved = true;
                        Vec::new()
                    }
                },
            };
            for p in ps {
                seen[p] = true;
                for &c in &cells {
                    member[p * ncells + c as usize] = true;
                }
            }
        }
        if z.entries.iter().any(|e| e.0.is_some()) && !unresolved {
            for (p, s) in seen.iter().enumerate() {
                if !s {
                    let pname = self.players[p].clone();
                    self.err(
                        Diagnostic::error("ludus::zone-player-missing", format!("zone `{}` does not say which cells it is for `{pname}`", z.name.text))
                            .label(z.name.span, format!("no entry for `{pname}`"))
                            .help(format!("add `{pname}: ...` to the zone, or give one region for every player with `zone {}: ...`", z.name.text)),
                    );
                }
            }
        }
        Zone {
            name: z.name.text.clone(),
            member,
        }
    }

    fn target(&mut self, n: &Name) -> Option<Target> {
        if let Some(Def::Zone(_) | Def::Piece(_) | Def::Player(_) | Def::Directions(_)) =
            self.defs.get(&n.text).map(|d| d.0)
        {
            let d = self.defs[&n.text].0;
            self.wrong_kind(
                n,
                d,
                "a cell condition (empty, enemy, friend, piece, not-friend or any)",
            );
            return None;
        }
        self.word(n, "cell condition", Target::NAMES)
    }

    /// Lowers move statements of kind `ki` into its programs (a piece's
    /// moves, or a card's moves for that kind).
    fn lower_moves(&mut self, ki: usize, moves: &[syntax::MoveStmt], programs: &mut [Program]) {
        let np = self.players.len();
        for stmt in moves {
            match stmt {
                syntax::MoveStmt::Step {
                    span,
                    dirs,
                    to,
                    onto,
                    lift,
                    guard,
                } => {
                    let names = dirs;
                    let dirs = self.dirs_per_player(names);
                    self.shape(names, &dirs, 1);
                    let target = self.target(to);
                    let lift = self.lift(lift.as_ref());
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    if *onto && !self.stacks {
                        self.err(
                            Diagnostic::error("ludus::onto-without-stacks", "`onto` puts a piece on top of a stack, but this board has no stacks")
                                .label(*span, "a step onto a stack")
                                .help("add `stacks unlimited` to the board, or write `to` for a board of one piece per cell"),
                        );
                    } else if !*onto && self.stacks {
                        self.err(
                            Diagnostic::error(
                                "ludus::to-on-stacks",
                                "on a board with stacks, a step ends `onto` a cell",
                            )
                            .label(to.span, "after `to`")
                            .help(format!(
                                "write `onto {}`: the piece goes on top of what stands there",
                                to.text
                            )),
                        );
                    } else if *onto {
                        if let Some(t) = target {
                            for (pl, d) in dirs.into_iter().enumerate() {
                                programs[ki * np + pl].steps.push(Step {
                                    dirs: d,
                                    to: t,
                                    lift,
                                    cond,
                                });
                            }
                        }
                    } else if let Some(Target::Friend | Target::Piece | Target::Any) = target {
                        self.err(
                            Diagnostic::error(
                                "ludus::step-onto-friend",
                                format!("a step cannot end on a friendly piece (`to {}`)", to.text),
                            )
                            .label(to.span, "a cell holds one piece on this board")
                            .help("end a step on `empty`, `enemy` (capture by replacement) or `not-friend` (either)"),
                        );
                    } else if let Some(t) = target {
                        if lift > 1 {
                            self.err(
                                Diagnostic::error(
                                    "ludus::lift-without-stacks",
                                    "`lift` needs a board with stacks",
                                )
                                .label(*span, "lifts more than one piece")
                                .help("add `stacks unlimited` to the board, or remove `lift`"),
                            );
                        }
                        for (pl, d) in dirs.into_iter().enumerate() {
                            programs[ki * np + pl].steps.push(Step {
                                dirs: d,
                                to: t,
                                lift: 1,
                                cond,
                            });
                        }
                    }
                }
                syntax::MoveStmt::BearOff { guard, .. } => {
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    for pl in 0..np {
                        programs[ki * np + pl].bear = Some(cond);
                    }
                }
                syntax::MoveStmt::Slide {
                    span,
                    dirs,
                    to,
                    onto,
                    within,
                    avoiding,
                    stopping,
                    max,
                    exactly,
                    guard,
                    passing,
                } => {
                    let zone_of = |s: &mut Self, z: &Option<Name>| -> u16 {
                        z.as_ref().and_then(|z| s.zone(z)).map_or(0, |z| z + 1)
                    };
                    let (within, avoid, stop_in) = (
                        zone_of(self, within),
                        zone_of(self, avoiding),
                        zone_of(self, stopping),
                    );
                    let names = dirs;
                    let dirs = self.dirs_per_player(names);
                    let target = self.target(to);
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    let (min, max) = self.distances(exactly, max, "a slide of");
                    self.shape(names, &dirs, min);
                    if let Some(pass) = passing {
                        self.word(pass, "mark", &[("en-passant", ())]);
                    }
                    if *onto && !self.stacks {
                        self.err(
                            Diagnostic::error("ludus::onto-without-stacks", "`onto` puts a piece on top of a stack, but this board has no stacks")
                                .label(*span, "a slide onto a stack")
                                .help("add `stacks unlimited` to the board, or write `to` for a board of one piece per cell"),
                        );
                    } else if !*onto && self.stacks && target.is_some_and(|t| t != Target::Empty) {
                        self.err(
                            Diagnostic::error(
                                "ludus::to-on-stacks",
                                "on a board with stacks, a slide ends `to empty` or `onto` a cell",
                            )
                            .label(to.span, "after `to`")
                            .help(format!(
                                "write `onto {}`: the piece goes on top of what stands there",
                                to.text
                            )),
                        );
                    } else if let (
                        false,
                        Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant),
                    ) = (*onto, target)
                    {
                        self.err(
                            Diagnostic::error("ludus::slide-target", format!("a slide cannot end `to {}`", to.text))
                                .label(to.span, "not a slide destination")
                                .help("slide `to empty`, or `to not-friend` / `to enemy` to capture the first enemy met"),
                        );
                    } else if let Some(t) = target {
                        for (pl, d) in dirs.into_iter().enumerate() {
                            programs[ki * np + pl].slides.push(Slide {
                                dirs: d,
                                to: t,
                                min,
                                max,
                                cond,
                                passing: passing.is_some(),
                                onto: *onto,
                                within,
                                avoid,
                                stop_in,
                            });
                        }
                    }
                }
                syntax::MoveStmt::Along {
                    track,
                    dirs,
                    exactly,
                    max,
                    onto,
                    until,
                    to,
                    avoiding,
                    guard,
                    span,
                    ..
                } => {
                    if *until && (exactly.is_some() || max.is_some()) {
                        self.err(
                            Diagnostic::error(
                                "ludus::until-distance",
                                "`until` goes to the first piece met: it takes no distance",
                            )
                            .label(*span, "`until` with `exactly` or `max`")
                            .help("drop `exactly N` / `max N`, or write `to` instead of `until`"),
                        );
                    }
                    let avoid = avoiding
                        .as_ref()
                        .and_then(|z| self.zone(z))
                        .map_or(0, |z| z + 1);
                    let tr = self.track_names.iter().position(|t| *t == track.text);
                    if tr.is_none() {
                        let cands = self.track_names.clone();
                        self.unknown(track, "track", cands);
                    }
                    let mut ds = Vec::new();
                    for d in dirs {
                        if let Some(x) = self.word(
                            d,
                            "direction along a track",
                            &[
                                ("forward", ALONG_FORWARD),
                                ("backward", ALONG_BACKWARD),
                                ("outward", ALONG_OUTWARD),
                            ],
                        ) {
                            ds.push(x);
                        }
                    }
                    let target = self.target(to);
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    let (min, max) = self.distances(exactly, max, "a move of");
                    if let (Some(tr), Some(t)) = (tr, target) {
                        for pl in 0..np {
                            programs[ki * np + pl].alongs.push(Along {
                                track: tr as u8,
                                dirs: ds.clone(),
                                min,
                                max,
                                to: t,
                                onto: *onto,
                                until: *until,
                                cond,
                                avoid,
                            });
                        }
                    }
                }
                syntax::MoveStmt::Enter {
                    store,
                    zone,
                    as_kind,
                    to,
                    guard,
                    ..
                } => {
                    let as_kind = as_kind.as_ref().and_then(|k| self.piece(k));
                    match &self.store {
                        Some(st) if *st == store.text => {}
                        Some(st) => {
                            let cands = vec![st.clone()];
                            self.unknown(store, "store", cands);
                        }
                        None => self.err(
                            Diagnostic::error(
                                "ludus::no-store",
                                "`enter` takes a piece from a store, but the game has none",
                            )
                            .label(store.span, "no `store` of this name")
                            .help(format!("add `store {}` to the game", store.text)),
                        ),
                    }
                    let z = self.zone(zone);
                    let target = self.target(to);
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    if let (Some(z), Some(t)) = (z, target) {
                        for pl in 0..np {
                            programs[ki * np + pl].enters.push(EnterRule {
                                zone: z,
                                to: t,
                                cond,
                                as_code: as_kind.map(|k| 1 + k * np as u8 + pl as u8),
                            });
                        }
                    }
                }
                syntax::MoveStmt::Leap {
                    span,
                    offset,
                    dirs,
                    by,
                    to,
                    guard,
                    ..
                } => {
                    let target = self.target(to);
                    let cond = guard.as_ref().map_or(0, |g| self.cond(g));
                    if let Some(Target::Friend | Target::Piece | Target::Any | Target::EnPassant) =
                        target
                    {
                        self.err(
                            Diagnostic::error(
                                "ludus::step-onto-friend",
                                format!("a leap cannot end `to {}`", to.text),
                            )
                            .label(to.span, "a cell holds one piece on this board")
                            .help("leap `to empty`, `to enemy` or `to not-friend`"),
                        );
                    } else if let Some(t) = target {
                        match (offset, by) {
                            (Some((a, b)), _) => {
                                let (a, b) =
                                    (a.value.clamp(-26, 26) as i8, b.value.clamp(-26, 26) as i8);
                                let mut offs = Vec::new();
                                for (x, y) in [(a, b), (b, a)] {
                                    for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                                        let o = (x * sx, y * sy);
                                        if !offs.contains(&o) && o != (0, 0) {
                                            offs.push(o);
                                        }
                                    }
                                }
                                for pl in 0..np {
                                    programs[ki * np + pl].leaps.push((offs.clone(), t, cond));
                                }
                                self.move_shapes.push(MoveShape {
                                    span: *span,
                                    dirs: Vec::new(),
                                    reach: 0,
                                    offsets: offs,
                                });
                            }
                            (None, Some(measure)) => {
                                let names = dirs;
                                let dirs = self.dirs_per_player(names);
                                self.shape(names, &dirs, 1);
                                if self
                                    .word(measure, "distance", &[("pieces-on-line", ())])
                                    .is_some()
                                {
                                    for (pl, d) in dirs.into_iter().enumerate() {
                                        programs[ki * np + pl].line_leaps.push(LineLeap {
                                            dirs: d,
                                            to: t,
                                            cond,
                                        });
                                    }
                                }
                            }
                            (None, None) => {}
                        }
                    }
                }
                syntax::MoveStmt::Jump {
                    dirs,
                    over,
                    chained,
                    flying,
                    max,
                    ..
                } => {
                    let max = match max {
                        None => {
                            if *flying {
                                1
                            } else {
                                0
                            }
                        }
                        Some(n) if n.value >= 1 && n.value <= MAX_CHAIN as i64 => n.value as u8,
                        Some(n) => {
                            self.err(
                                Diagnostic::error(
                                    "ludus::count-range",
                                    format!("{} captures in one move is not usable", n.text),
                                )
                                .label(n.span, "out of range")
                                .help(format!("use a number from 1 to {MAX_CHAIN}")),
                            );
                            1
                        }
                    };
                    let names = dirs;
                    let dirs = self.dirs_per_player(names);
                    self.shape(names, &dirs, 2);
                    if let Some(t) = self.target(over) {
                        if t == Target::Empty || t == Target::NotFriend || t == Target::Any {
                            self.err(
                                Diagnostic::error(
                                    "ludus::jump-over-empty",
                                    "a jump must go over a piece",
                                )
                                .label(over.span, "this may be an empty cell")
                                .help("jump over `enemy` (captures), `friend` or `piece`"),
                            );
                        }
                        for (pl, d) in dirs.into_iter().enumerate() {
                            programs[ki * np + pl].jumps.push(Jump {
                                dirs: d,
                                over: t,
                                chained: *chained,
                                flying: *flying,
                                max,
                            });
                        }
                    }
                }
            }
        }
    }

    fn piece_def(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        zones: &[Zone],
        programs: &mut [Program],
    ) -> Kind {
        let np = self.players.len();
        let symbols: Vec<String> = p.symbols.iter().map(|s| s.0.clone()).collect();
        if p.neutral.is_some() && symbols.len() != 1 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(
                Diagnostic::error(
                    "ludus::symbols",
                    format!(
                        "neutral piece `{}` has {}; it needs one",
                        p.name.text,
                        plural(symbols.len(), "symbol"),
                    ),
                )
                .label(span, "a neutral piece belongs to no player: one symbol")
                .help("write one quoted symbol, e.g. `symbols \"o\"`"),
            );
        } else if p.neutral.is_none() && symbols.len() != np && np > 0 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(
                Diagnostic::error(
                    "ludus::symbols",
                    format!(
                        "piece `{}` has {} but the game has {}",
                        p.name.text,
                        plural(symbols.len(), "symbol"),
                        plural(np, "player")
                    ),
                )
                .label(span, "one symbol per player is needed")
                .help(format!(
                    "write `symbols` with {} quoted symbols, in player order",
                    np
                )),
            );
        }
        for (s, span) in &p.symbols {
            if s.chars().count() != 1 {
                self.err(
                    Diagnostic::error(
                        "ludus::symbols",
                        format!("symbol \"{s}\" is not one character"),
                    )
                    .label(*span, "diagrams need one character per cell")
                    .help("use a single letter, e.g. \"k\""),
                );
            }
        }
        self.lower_moves(ki, &p.moves, programs);
        if p.royal.is_some() {
            for pl in 0..np {
                programs[ki * np + pl].royal = true;
            }
        }
        if let Some(k) = p.stored_as.as_ref().and_then(|k| self.piece(k)) {
            for pl in 0..np {
                programs[ki * np + pl].stored_as = Some(1 + k * np as u8 + pl as u8);
            }
        }
        let mut promotion = None;
        for (i, pr) in p.promotions.iter().enumerate() {
            if i > 0 {
                self.err(
                    Diagnostic::error(
                        "ludus::duplicate-promotion",
                        format!("piece `{}` promotes twice", p.name.text),
                    )
                    .label(pr.span, "second promotion")
                    .related(p.promotions[0].span, "first promotion")
                    .help("a piece may have one `promote` rule"),
                );
                continue;
            }
            let tos: Vec<Option<u8>> = pr.to.iter().map(|n| self.piece(n)).collect();
            let zone = self.zone(&pr.zone);
            let to = tos.first().copied().flatten();
            for (n, k) in pr.to.iter().zip(&tos) {
                if *k == Some(ki as u8) {
                    self.err(
                        Diagnostic::error(
                            "ludus::self-promotion",
                            format!("piece `{}` promotes to itself", p.name.text),
                        )
                        .label(n.span, "same piece")
                        .help("promote to another kind of piece"),
                    );
                }
            }
            if tos.iter().any(Option::is_none) {
                continue;
            }
            if let (Some(to), Some(zone)) = (to, zone) {
                promotion = Some(Promotion {
                    to,
                    zone,
                    ends_move: pr.ends_move,
                });
                let ncells = self.board.as_ref().map_or(0, Board::cells);
                for pl in 0..np {
                    let member = zones
                        .get(zone as usize)
                        .map(|z| z.member[pl * ncells..(pl + 1) * ncells].to_vec())
                        .unwrap_or_default();
                    let code = 1 + to * np as u8 + pl as u8;
                    programs[ki * np + pl].promotion = Some((code, member, pr.ends_move));
                    programs[ki * np + pl].promotion_choices = tos
                        .iter()
                        .skip(1)
                        .flatten()
                        .map(|k| 1 + k * np as u8 + pl as u8)
                        .collect();
                }
            }
        }
        Kind {
            name: p.name.text.clone(),
            neutral: p.neutral.is_some(),
            symbols,
            promotion,
        }
    }

    /// Records a move rule's directions for the `direction-leaves-board`
    /// warning.
    fn shape(&mut self, names: &[Name], dirs: &[Vec<u8>], reach: u8) {
        if let Some(span) = names_span(names) {
            self.move_shapes.push(MoveShape {
                span,
                dirs: dirs.to_vec(),
                reach,
                offsets: Vec::new(),
            });
        }
    }

    /// `lift N`: 1 to 8 pieces.
    fn lift(&mut self, n: Option<&syntax::Int>) -> u8 {
        let Some(n) = n else { return 1 };
        if n.value < 1 || n.value > MAX_LIFT as i64 {
            self.err(
                Diagnostic::error(
                    "ludus::count-range",
                    format!("cannot lift {} pieces", n.text),
                )
                .label(n.span, "out of range")
                .help(format!(
                    "a move lifts 1 to {MAX_LIFT} pieces from the top of a stack"
                )),
            );
            return 1;
        }
        n.value as u8
    }

    /// Compiles a condition; returns its index in `conds`.
    fn cond(&mut self, c: &syntax::Cond) -> u16 {
        let ir = self.cond_ir(c);
        if let Some(i) = self.conds.iter().position(|x| *x == ir) {
            return i as u16;
        }
        self.conds.push(ir);
        (self.conds.len() - 1) as u16
    }

    fn cond_ir(&mut self, c: &syntax::Cond) -> Cond {
        match c {
            syntax::Cond::Or(parts) => Cond::Or(parts.iter().map(|p| self.cond_ir(p)).collect()),
            syntax::Cond::And(parts) => Cond::And(parts.iter().map(|p| self.cond_ir(p)).collect()),
            syntax::Cond::Not(inner) => Cond::Not(Box::new(self.cond_ir(inner))),
            syntax::Cond::Below(n) => match self.target(n) {
                Some(t) => Cond::Below(t.mask()),
                None => Cond::True,
            },
            syntax::Cond::In(n) => match self.zone(n) {
                Some(z) => Cond::In(z),
                None => Cond::True,
            },
            syntax::Cond::Connected(kind, whose) => {
                let k = self.piece(kind);
                let w = self.word(
                    whose,
                    "side",
                    &[("own", Whose::Own), ("enemy", Whose::Enemy)],
                );
                match (k, w) {
                    (Some(k), Some(w)) => Cond::Connected(k, w),
                    _ => Cond::True,
                }
            }
            syntax::Cond::Compare(a, op, b, _) => {
                let op = match op.as_str() {
                    "<" => CmpOp::Lt,
                    "<=" => CmpOp::Le,
                    "=" => CmpOp::Eq,
                    "!=" => CmpOp::Ne,
                    ">=" => CmpOp::Ge,
                    _ => CmpOp::Gt,
                };
                match (self.expr(a), self.expr(b)) {
                    (Some(a), Some(b)) => Cond::Compare(a, op, b),
                    _ => Cond::True,
                }
            }
        }
    }

    /// The cells of a track or branch sequence, in order: single cells and
    /// straight runs `a1..a9` (along a file, a rank or a diagonal).
    fn sequence(&mut self, parts: &[(Name, Option<Name>)]) -> Vec<u8> {
        let Some(board) = self.board.clone() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (a, b) in parts {
            let Some(ca) = board.cell(&a.text) else {
                self.off_board_cell(a, &board);
                continue;
            };
            let Some(b) = b else {
                out.push(ca);
                continue;
            };
            let Some(cb) = board.cell(&b.text) else {
                self.off_board_cell(b, &board);
                continue;
            };
            let (fa, ra) = board.coords[ca as usize];
            let (fb, rb) = board.coords[cb as usize];
            let (df, dr) = (fb as i32 - fa as i32, rb as i32 - ra as i32);
            if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
                self.err(
                    Diagnostic::error(
                        "ludus::not-a-line",
                        format!("`{}..{}` is not a straight line of cells", a.text, b.text),
                    )
                    .label(
                        Span::new(a.span.start, b.span.start + b.span.len - a.span.start),
                        "not along a file, a rank or a diagonal",
                    )
                    .help("split it into straight runs, e.g. `a1..a9, b9..i9`"),
                );
                continue;
            }
            let n = df.abs().max(dr.abs());
            for i in 0..=n {
                let (f, r) = (fa as i32 + df.signum() * i, ra as i32 + dr.signum() * i);
                match board.at(f, r) {
                    Some(c) => out.push(c),
                    None => {
                        self.err(
                            Diagnostic::error(
                                "ludus::off-board",
                                format!(
                                    "`{}..{}` runs over a square the board does not use",
                                    a.text, b.text
                                ),
                            )
                            .label(a.span, "this run")
                            .help("list only cells of the board"),
                        );
                        break;
                    }
                }
            }
        }
        out
    }

    /// The `cards` block and the `card` kinds.
    fn cards(&mut self, nkinds: usize) -> Option<Cards> {
        let ast = self.ast;
        if ast.cards.is_empty() && ast.cards_blocks.is_empty() {
            return None;
        }
        for extra in ast.cards_blocks.iter().skip(1) {
            self.duplicate_block("cards", extra.span, ast.cards_blocks[0].span);
        }
        let mut deals = Vec::new();
        let mut hidden = true;
        match ast.cards_blocks.first() {
            None => self.missing(
                "cards",
                "a `cards` block",
                "`cards { deal 5 each }` saying how cards are dealt",
            ),
            Some(b) => {
                for (n, left, _) in &b.deals {
                    if n.value < 1 || n.value > 64 {
                        self.err(
                            Diagnostic::error(
                                "ludus::count-range",
                                format!("a deal of {} cards each is not usable", n.text),
                            )
                            .label(n.span, "out of range")
                            .help("deal from 1 to 64 cards each"),
                        );
                        continue;
                    }
                    let left = match left {
                        Some(l) if l.value < 0 || l.value > 60_000 => {
                            self.err(
                                Diagnostic::error(
                                    "ludus::count-range",
                                    format!("{} cards left is not usable", l.text),
                                )
                                .label(l.span, "out of range")
                                .help("write a number of cards the deck can hold"),
                            );
                            continue;
                        }
                        Some(l) => Some(l.value as u16),
                        None => None,
                    };
                    deals.push((n.value as u8, left));
                }
                if b.deals.is_empty() {
                    self.err(
                        Diagnostic::error(
                            "ludus::missing-part",
                            "the `cards` block does not say how many cards are dealt",
                        )
                        .label(b.span, "no `deal`")
                        .help("add `deal 5 each`"),
                    );
                }
                if let Some(h) = &b.hands {
                    hidden = self
                        .word(h, "kind of hand", &[("hidden", true), ("open", false)])
                        .unwrap_or(true);
                }
            }
        }
        let mut kinds = Vec::new();
        let mut total = 0u32;
        for c in &ast.cards {
            let copies = match &c.copies {
                Some(n) if n.value >= 1 && n.value <= 1000 => n.value as u16,
                Some(n) => {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("{} copies of a card is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("a card has 1 to 1000 copies"),
                    );
                    1
                }
                None => 1,
            };
            total += copies as u32;
            let programs = self.card_programs(&c.moves, nkinds);
            let split = c.split.as_ref().map(|sp| self.split(sp, nkinds));
            if kinds.iter().any(|k: &CardKind| k.name == c.name.text) {
                self.err(
                    Diagnostic::error(
                        "ludus::duplicate-definition",
                        format!("card `{}` is defined twice", c.name.text),
                    )
                    .label(c.name.span, "defined again here")
                    .help("give each kind of card one `card` block"),
                );
            }
            let skip = c
                .skip
                .as_ref()
                .map(|(_, g)| g.as_ref().map_or(0, |g| self.cond(g)));
            let swap = match &c.swap {
                None => None,
                Some((ks, z, g)) => {
                    let mut which = vec![false; nkinds];
                    for k in ks {
                        if let Some(k) = self.piece(k) {
                            which[k as usize] = true;
                        }
                    }
                    let z = self.zone(z);
                    let cond = g.as_ref().map_or(0, |g| self.cond(g));
                    z.map(|z| (which, z, cond))
                }
            };
            let pass = c.pass.as_ref().and_then(|(_, side, again)| {
                self.word(side, "side", &[("right", true), ("left", false)])
                    .map(|right| (right, *again))
            });
            let cancel = c.cancel.as_ref().is_some_and(|(_, side)| {
                self.word(side, "side to cancel", &[("right", ())])
                    .is_some()
            });
            let proxy = c.proxy.as_ref().is_some_and(|(_, side)| {
                self.word(side, "side to play for", &[("left", ())])
                    .is_some()
            });
            if let Some(b) = &c.behalf
                && b.moves.is_empty()
            {
                self.err(
                    Diagnostic::error("ludus::missing-part", "a `for` block without moves")
                        .label(b.span, "no moves for that player's pieces")
                        .help("add the moves, e.g. `marble: along ring forward exactly 1 to any`"),
                );
            }
            let behalf = c.behalf.as_ref().map(|b| {
                let sides = b
                    .sides
                    .iter()
                    .filter_map(|s| {
                        self.word(
                            s,
                            "side",
                            &[
                                ("left", SIDE_LEFT),
                                ("right", SIDE_RIGHT),
                                ("partner", SIDE_PARTNER),
                            ],
                        )
                    })
                    .collect();
                let cond = b.guard.as_ref().map_or(0, |g| self.cond(g));
                let programs = self.card_programs(&b.moves, nkinds);
                Behalf {
                    sides,
                    cond,
                    programs,
                }
            });
            // `pass hands`, `cancel` and `play for` are a card's only use.
            let only = c
                .pass
                .as_ref()
                .map(|p| p.0)
                .or(c.cancel.as_ref().map(|p| p.0))
                .or(c.proxy.as_ref().map(|p| p.0));
            let n_only = usize::from(c.pass.is_some())
                + usize::from(c.cancel.is_some())
                + usize::from(c.proxy.is_some());
            let others = !c.moves.is_empty()
                || c.skip.is_some()
                || c.swap.is_some()
                || c.split.is_some()
                || c.behalf.is_some()
                || n_only > 1;
            if let Some(span) = only
                && others
            {
                self.err(
                    Diagnostic::error(
                        "ludus::card-move",
                        format!(
                            "card `{}`: `pass hands`, `cancel` and `play for` are a card's only use",
                            c.name.text
                        ),
                    )
                    .label(span, "with other uses on the same card")
                    .help("give this use a card of its own"),
                );
            }
            kinds.push(CardKind {
                name: c.name.text.clone(),
                copies,
                programs,
                skip,
                swap,
                split,
                pass,
                cancel,
                behalf,
                proxy,
            });
        }
        if kinds.len() > 250 || total > 10_000 {
            let span = ast.cards.first().map_or(Span::new(0, 0), |c| c.name.span);
            self.err(
                Diagnostic::error("ludus::too-many-cards", "too many cards")
                    .label(span, format!("{} kinds, {total} cards", kinds.len()))
                    .help("a game has at most 250 kinds of card and 10000 cards"),
            );
        }
        let mut exchange = 0;
        let mut announce = None;
        if let Some(b) = ast.cards_blocks.first() {
            if let Some((n, span)) = &b.exchange {
                if n.value != 1 {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("an exchange of {} cards is not supported", n.text),
                        )
                        .label(n.span, "only 1")
                        .help("write `exchange 1 with partner`"),
                    );
                } else if !self.one_partner_each() {
                    self.err(
                        Diagnostic::error(
                            "ludus::no-partner",
                            "an exchange with partners needs teams of two",
                        )
                        .label(*span, "every player needs exactly one partner")
                        .help("put the players in teams of two: `players { north team a  south team a ... }`"),
                    );
                } else {
                    exchange = 1;
                }
            }
            if let Some((label, names)) = &b.announce {
                let mut which = vec![false; kinds.len()];
                for n in names {
                    match kinds.iter().position(|k| k.name == n.text) {
                        Some(i) => which[i] = true,
                        None => {
                            let known: Vec<String> = kinds.iter().map(|k| k.name.clone()).collect();
                            self.unknown(n, "card", known);
                        }
                    }
                }
                announce = Some((label.text.clone(), which));
            }
        }
        Some(Cards {
            kinds,
            deals,
            hidden,
            exchange,
            announce,
        })
    }

    /// Whether every player has exactly one partner (teams of two).
    fn one_partner_each(&self) -> bool {
        let Some(block) = self.ast.players.first() else {
            return false;
        };
        let teams: Vec<Option<&str>> = block
            .players
            .iter()
            .map(|p| p.team.as_ref().map(|t| t.text.as_str()))
            .collect();
        !teams.is_empty()
            && teams
                .iter()
                .all(|t| t.is_some() && teams.iter().filter(|u| *u == t).count() == 2)
    }

    /// A card's moves, per kind of piece, as programs.
    fn card_programs(
        &mut self,
        moves: &[(syntax::Name, syntax::MoveStmt)],
        nkinds: usize,
    ) -> Vec<Program> {
        let np = self.players.len();
        let mut programs = vec![Program::default(); nkinds * np];
        for (kind, stmt) in moves {
            let Some(k) = self.piece(kind) else {
                continue;
            };
            if let syntax::MoveStmt::Step { span, .. }
            | syntax::MoveStmt::Jump { span, .. }
            | syntax::MoveStmt::BearOff { span, .. }
            | syntax::MoveStmt::Leap {
                span,
                offset: Some(_),
                ..
            } = stmt
            {
                self.err(
                    Diagnostic::error(
                        "ludus::card-move",
                        "a card's moves are `along`, `enter`, `slide` or `leap ... by`",
                    )
                    .label(*span, "not usable on a card")
                    .help("write the move as `along`, `enter`, `slide` or `leap DIRS by ...`"),
                );
                continue;
            }
            self.lower_moves(k as usize, std::slice::from_ref(stmt), &mut programs);
        }
        programs
    }

    /// A card's `split N { ... }`.
    fn split(&mut self, sp: &syntax::SplitDef, nkinds: usize) -> Split {
        let steps = if sp.steps.value < 1 || sp.steps.value > 64 {
            self.err(
                Diagnostic::error(
                    "ludus::count-range",
                    format!("a split into {} steps is not usable", sp.steps.text),
                )
                .label(sp.steps.span, "out of range")
                .help("split a card into 1 to 64 steps"),
            );
            1
        } else {
            sp.steps.value as u8
        };
        for (_, m) in &sp.moves {
            if let syntax::MoveStmt::Enter { span, .. } = m {
                self.err(
                    Diagnostic::error("ludus::card-move", "a split step cannot be an `enter`")
                        .label(*span, "not usable in a split")
                        .help("write the steps as `along`, `slide` or `leap ... by` moves"),
                );
            }
        }
        let moves: Vec<_> = sp
            .moves
            .iter()
            .filter(|(_, m)| !matches!(m, syntax::MoveStmt::Enter { .. }))
            .cloned()
            .collect();
        if moves.is_empty() {
            self.err(
                Diagnostic::error("ludus::missing-part", "a split without steps")
                    .label(sp.span, "no moves for the steps")
                    .help("add the move of one step, e.g. `marble: along ring forward exactly 1 to any`"),
            );
        }
        let programs = self.card_programs(&moves, nkinds);
        let stay = sp.stay.as_ref().map_or(0, |g| self.cond(g));
        Split {
            steps,
            programs,
            stay,
        }
    }

    /// The distances `exactly N` / `max N` allow, as `(min, max)` (max 0:
    /// no limit); an out-of-range number is reported (`what`: "a slide").
    fn distances(
        &mut self,
        exactly: &Option<syntax::Int>,
        max: &Option<syntax::Int>,
        what: &str,
    ) -> (u8, u8) {
        let mut limit = |n: &Option<syntax::Int>| -> u8 {
            match n {
                None => 0,
                Some(n) if n.value >= 1 && n.value <= 255 => n.value as u8,
                Some(n) => {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("{what} of {} cells is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("use a distance from 1 to 255"),
                    );
                    0
                }
            }
        };
        match (limit(exactly), limit(max)) {
            (e, _) if e > 0 => (e, e),
            (_, m) => (1, m),
        }
    }

    /// Tracks and branches (branches become zones, appended to `zones`).
    fn tracks(&mut self, zones: &mut Vec<Zone>) -> (Vec<Track>, Vec<Branch>) {
        let ast = self.ast;
        let np = self.players.len();
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        let mut tracks = Vec::new();
        let mut on_track: Vec<Option<Span>> = vec![None; ncells];
        for t in &ast.tracks {
            let cells = self.sequence(&t.cells);
            for &c in &cells {
                if let Some(first) = on_track[c as usize] {
                    let cname = self
                        .board
                        .as_ref()
                        .map(|b| b.names[c as usize].clone())
                        .unwrap_or_default();
                    self.err(
                        Diagnostic::error(
                            "ludus::track-cell-twice",
                            format!("cell {cname} is on a track twice"),
                        )
                        .label(t.name.span, "this track")
                        .related(first, "already here")
                        .help("a cell is on one track, once"),
                    );
                    break;
                }
                on_track[c as usize] = Some(t.name.span);
            }
            self.track_names.push(t.name.text.clone());
            tracks.push(Track {
                name: t.name.text.clone(),
                cells,
                looped: t.looped,
            });
        }
        let mut branches = Vec::new();
        for b in &ast.branches {
            let track = self.track_names.iter().position(|t| *t == b.track.text);
            if track.is_none() {
                let cands = self.track_names.clone();
                self.unknown(&b.track, "track", cands);
            }
            let mut entry = vec![NO_CELL; np];
            let mut cells = vec![Vec::new(); np];
            for (pl, at, seq) in &b.entries {
                let Some(p) = self.player(pl) else {
                    continue;
                };
                let Some(board) = self.board.clone() else {
                    continue;
                };
                match board.cell(&at.text) {
                    Some(c) if on_track[c as usize].is_some() => entry[p as usize] = c,
                    Some(_) => self.err(
                        Diagnostic::error(
                            "ludus::not-on-track",
                            format!(
                                "a branch is entered from a track cell; `{}` is on none",
                                at.text
                            ),
                        )
                        .label(at.span, "not on a track")
                        .help(format!("name a cell of track `{}`", b.track.text)),
                    ),
                    None => self.off_board_cell(at, &board),
                }
                let seq = self.sequence(seq);
                for &c in &seq {
                    if on_track[c as usize].is_some() {
                        self.err(
                            Diagnostic::error(
                                "ludus::track-cell-twice",
                                format!(
                                    "cell {} is on a track and in a branch",
                                    board.names[c as usize]
                                ),
                            )
                            .label(at.span, "this branch")
                            .help("a branch's cells are off the track"),
                        );
                    }
                }
                cells[p as usize] = seq;
            }
            let mut member = vec![false; np * ncells];
            for (p, cs) in cells.iter().enumerate() {
                for &c in cs {
                    member[p * ncells + c as usize] = true;
                }
            }
            zones.push(Zone {
                name: b.name.text.clone(),
                member,
            });
            branches.push(Branch {
                name: b.name.text.clone(),
                track: track.unwrap_or(0) as u8,
                entry,
                cells,
            });
        }
        for t in &tracks {
            let mut member = vec![false; np * ncells];
            for p in 0..np {
                for &c in &t.cells {
                    member[p * ncells + c as usize] = true;
                }
            }
            zones.push(Zone {
                name: t.name.clone(),
                member,
            });
        }
        (tracks, branches)
    }

    fn counter(&mut self, n: &Name) -> Option<u8> {
        let counters = self.counters.clone();
        let options: Vec<(&str, u8)> = counters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.as_str(), i as u8))
            .collect();
        self.word(n, "counter", &options)
    }

    fn whom(&mut self, n: &Name) -> Option<Whom> {
        self.word(n, "player", &[("mover", Whom::Mover), ("next", Whom::Next)])
    }

    fn effects(&mut self, effects: &[syntax::Effect]) -> Vec<Effect> {
        let mut out = Vec::new();
        for e in effects {
            let done = match e {
                syntax::Effect::Add(n, c) => self.counter(c).map(|c| Effect::Add(c, n.value)),
                syntax::Effect::Clear(c) => self.counter(c).map(Effect::Clear),
                syntax::Effect::Reset(_) => Some(Effect::Reset),
                syntax::Effect::TurnTo(w) => self.whom(w).map(Effect::TurnTo),
                syntax::Effect::Place(piece, zone, w) => {
                    let (k, z, w) = (self.piece(piece), self.zone(zone), self.whom(w));
                    if let Some(k) = k
                        && !self.neutral[k as usize]
                    {
                        self.err(
                            Diagnostic::error(
                                "ludus::neutral-owner",
                                format!(
                                    "only a neutral piece can be placed; `{}` is not neutral",
                                    piece.text
                                ),
                            )
                            .label(piece.span, "not neutral")
                            .help(format!("add `neutral` to piece `{}`", piece.text)),
                        );
                        None
                    } else {
                        match (k, z, w) {
                            (Some(k), Some(z), Some(w)) => Some(Effect::Place(k, z, w)),
                            _ => None,
                        }
                    }
                }
            };
            out.extend(done);
        }
        out
    }

    fn expr(&mut self, e: &syntax::Expr) -> Option<Expr> {
        let e_span = |e: &syntax::Expr| match e {
            syntax::Expr::Count(s, _, Some(z)) => {
                Span::new(s.span.start, z.span.start + z.span.len - s.span.start)
            }
            syntax::Expr::Count(s, _, None) => s.span,
            syntax::Expr::Int(n) => n.span,
            syntax::Expr::Height(s) | syntax::Expr::Deeper(s) => *s,
        };
        match e {
            syntax::Expr::Int(n) => Some(Expr::Int(n.value)),
            syntax::Expr::Height(_) => Some(Expr::Height),
            syntax::Expr::Deeper(_) => Some(Expr::Deeper),
            syntax::Expr::Count(set, whose, zone) => {
                let counters = self.counters.clone();
                let mut options = vec![
                    ("showing", Set::Showing),
                    ("pieces", Set::Pieces),
                    ("off", Set::Off),
                    ("stored", Set::Stored),
                ];
                for (i, c) in counters.iter().enumerate() {
                    options.push((c.as_str(), Set::Counter(i as u8)));
                }
                let set = self.word(set, "set", &options);
                let whose = self.word(
                    whose,
                    "side",
                    &[
                        ("own", Whose::Own),
                        ("enemy", Whose::Enemy),
                        ("team", Whose::Team),
                        ("all", Whose::All),
                    ],
                );
                match zone {
                    None => Some(Expr::Count(set?, whose?)),
                    Some(z) => {
                        let z = self.zone(z);
                        match set? {
                            s @ (Set::Pieces | Set::Showing) => Some(Expr::CountIn(s, z?, whose?)),
                            _ => {
                                self.err(
                                    Diagnostic::error("ludus::count-in-zone", "only pieces and showing pieces are counted in a zone")
                                        .label(e_span(e), "counted in a zone")
                                        .help("write `count(pieces own in ZONE)` or `count(showing own in ZONE)`"),
                                );
                                None
                            }
                        }
                    }
                }
            }
        }
    }

    /// `stack c3: red checker, blue checker` entries: the top goes in
    /// `setup`, the rest (bottom first) in the returned list.
    fn stack_entries(
        &mut self,
        entries: &[syntax::StackEntry],
        board: &Board,
        setup: &mut [u8],
    ) -> Vec<(u8, Vec<u8>)> {
        let np = self.players.len() as u8;
        let mut out = Vec::new();
        for e in entries {
            if !self.stacks {
                self.err(
                    Diagnostic::error(
                        "ludus::stack-without-stacks",
                        "a stack in the setup, but this board has no stacks",
                    )
                    .label(e.cell.span, "a stack here")
                    .help("add `stacks unlimited` to the board"),
                );
                continue;
            }
            let Some(cell) = board.cell(&e.cell.text) else {
                self.off_board_cell(&e.cell, board);
                continue;
            };
            let mut codes = Vec::new();
            for (pl, pc) in &e.pieces {
                let Some(k) = self.piece(pc) else {
                    continue;
                };
                let neutral = self.neutral.get(k as usize).copied().unwrap_or(false);
                match (pl, neutral) {
                    (None, true) => codes.push(1 + k * np),
                    (Some(pl), false) => {
                        if let Some(p) = self.player(pl) {
                            codes.push(1 + k * np + p);
                        }
                    }
                    (Some(pl), true) => self.err(
                        Diagnostic::error(
                            "ludus::neutral-owner",
                            format!("`{}` is neutral: it belongs to no player", pc.text),
                        )
                        .label(pl.span, "a player for a neutral piece")
                        .help(format!("write `{}` alone", pc.text)),
                    ),
                    (None, false) => self.err(
                        Diagnostic::error(
                            "ludus::neutral-owner",
                            format!("whose `{}` is it?", pc.text),
                        )
                        .label(pc.span, "no player")
                        .help(format!(
                            "write the player first, e.g. `{} {}`; only `neutral` pieces stand alone",
                            self.players.first().cloned().unwrap_or_default(),
                            pc.text
                        )),
                    ),
                }
            }
            if setup[cell as usize] != 0 {
                self.err(
                    Diagnostic::error(
                        "ludus::cell-taken",
                        format!("cell {} gets a stack and a piece", e.cell.text),
                    )
                    .label(e.cell.span, "stacked here")
                    .help("describe everything on a cell in one `stack` entry"),
                );
                continue;
            }
            if let Some(top) = codes.pop() {
                setup[cell as usize] = top;
                out.push((cell, codes));
            }
        }
        out
    }

    fn placements(&mut self, placements: &[syntax::Placement], board: &Board, setup: &mut [u8]) {
        let np = self.players.len() as u8;
        let mut placed_at: Vec<Option<Span>> = vec![None; board.cells()];
        for pl in placements {
            let player = self.player(&pl.player);
            let kind = self.piece(&pl.piece);
            let cells = self.region_cells(&pl.region);
            let (Some(player), Some(kind)) = (player, kind) else {
                continue;
            };
            if let Some((n, st)) = &pl.store {
                if self.store.as_deref() != Some(st.text.as_str()) {
                    let cands = self.store.iter().cloned().collect();
                    self.unknown(st, "store", cands);
                } else if n.value < 0 || n.value > 255 {
                    self.err(
                        Diagnostic::error(
                            "ludus::count-range",
                            format!("{} pieces in a store is not usable", n.text),
                        )
                        .label(n.span, "out of range")
                        .help("put from 0 to 255 pieces in a store"),
                    );
                } else {
                    self.setup_store
                        .push((1 + kind * np + player, n.value as u16));
                }
                continue;
            }
            if self.neutral.get(kind as usize).copied().unwrap_or(false) {
                self.err(
                    Diagnostic::error(
                        "ludus::neutral-owner",
                        format!("`{}` is neutral: it belongs to no player", pl.piece.text),
                    )
                    .label(pl.player.span, "a player for a neutral piece")
                    .help(format!(
                        "put it on top of a piece with a stack entry, e.g. `stack {}: {} ..., {}`",
                        board.names.first().cloned().unwrap_or_default(),
                        pl.player.text,
                        pl.piece.text
                    )),
                );
                continue;
            }
            let mut taken: Vec<String> = Vec::new();
            let mut firsts: Vec<Span> = Vec::new();
            for c in cells {
                if let Some(first) = placed_at[c as usize] {
                    taken.push(board.names[c as usize].clone());
                    if !firsts.contains(&first) {
                        firsts.push(first);
                    }
                    continue;
                }
                placed_at[c as usize] = Some(pl.region.span);
                setup[c as usize] = 1 + kind * np + player;
            }
            if !taken.is_empty() {
                let message = match taken.as_slice() {
                    [one] => format!("cell {one} gets two pieces"),
                    [head @ .., last] => {
                        format!("cells {} and {last} get two pieces", head.join(", "))
                    }
                    [] => String::new(),
                };
                let mut d = Diagnostic::error("ludus::cell-taken", message).label(
                    pl.region.span,
                    format!("placed again here ({})", plural(taken.len(), "cell")),
                );
                for first in firsts {
                    d = d.related(first, "first placed here");
                }
                self.err(
                    d.help("a cell holds one piece; remove the overlap from one of the placements"),
                );
            }
        }
    }

    fn end_rule(&mut self, e: &syntax::EndRule) -> Option<EndRule> {
        let results = [
            ("loses", EndResult::Loses),
            ("wins", EndResult::Wins),
            ("draw", EndResult::Draw),
        ];
        let result = self.word(&e.result, "result", &results);
        let since = |s: &mut Self, names: &Vec<Name>| -> Option<bool> {
            if names.is_empty() {
                return Some(false);
            }
            let mut ok = true;
            let mut capture = false;
            for n in names {
                if n.text == "capture" {
                    capture = true;
                } else if s
                    .defs
                    .get(&n.text)
                    .is_some_and(|d| matches!(d.0, Def::Piece(_)))
                {
                    if let Some(k) = s.piece(n)
                        && !s.reset_kinds.contains(&k)
                    {
                        s.reset_kinds.push(k);
                    }
                } else {
                    let mut cands = vec!["capture".to_string()];
                    cands.extend(s.names_where(|d| matches!(d, Def::Piece(_))));
                    s.unknown(n, "event (`capture` or a piece)", cands);
                    ok = false;
                }
            }
            if ok && !capture {
                s.err(
                    Diagnostic::error(
                        "ludus::since-without-capture",
                        "`since` must list `capture`",
                    )
                    .label(
                        names[0].span,
                        "the count also starts again at every capture",
                    )
                    .help(
                        "write `since capture` first, then any pieces whose moves start it again",
                    ),
                );
                ok = false;
            }
            ok.then_some(true)
        };
        let positive = |s: &mut Self, n: &syntax::Int| -> Option<u32> {
            if n.value < 1 || n.value > 1_000_000 {
                s.err(
                    Diagnostic::error(
                        "ludus::count-range",
                        format!("{} is not a usable count", n.text),
                    )
                    .label(n.span, "out of range")
                    .help("use a count from 1 to 1000000"),
                );
                None
            } else {
                Some(n.value as u32)
            }
        };
        let cond = match &e.cond {
            syntax::EndCond::No(n) => self.word(
                n,
                "end condition",
                &[("pieces", EndCond::NoPieces), ("moves", EndCond::NoMoves)],
            ),
            syntax::EndCond::Repetition(n, s) => {
                let times = positive(self, n);
                let since_capture = since(self, s);
                match (times, since_capture) {
                    (Some(times), Some(since_capture)) => Some(EndCond::Repetition {
                        times,
                        since_capture,
                    }),
                    _ => None,
                }
            }
            syntax::EndCond::Plies(n, s) => {
                let count = positive(self, n);
                let since_capture = since(self, s);
                match (count, since_capture) {
                    (Some(count), Some(since_capture)) => Some(EndCond::Plies {
                        count,
                        since_capture,
                    }),
                    _ => None,
                }
            }
            syntax::EndCond::AfterMove(c) => Some(EndCond::AfterMove(self.cond(c))),
        };
        let text = match &e.cond {
            syntax::EndCond::AfterMove(_) => {
                let written = self
                    .src
                    .get(e.span.start..e.span.start + e.span.len)
                    .unwrap_or("after move");
                let cond_text = written.rsplit_once(':').map_or(written, |(c, _)| c);
                cond_text.split_whitespace().collect::<Vec<_>>().join(" ")
            }
            syntax::EndCond::No(n) => format!("no {}", n.text),
            syntax::EndCond::Repetition(n, s) => format!("repetition {}{}", n.value, since_text(s)),
            syntax::EndCond::Plies(n, s) => format!("plies {}{}", n.value, since_text(s)),
        };
        Some(EndRule {
            cond: cond?,
            result: result?,
            text,
            anyone: e.anyone,
        })
    }
}

/// The names used by a condition: zones (`in Z`) and pieces
/// (`connected(K ...)`).
fn cond_names<'n>(c: &'n syntax::Cond, out: &mut Vec<&'n str>) {
    match c {
        syntax::Cond::Or(parts) | syntax::Cond::And(parts) => {
            for p in parts {
                cond_names(p, out);
            }
        }
        syntax::Cond::Not(inner) => cond_names(inner, out),
        syntax::Cond::In(n) | syntax::Cond::Connected(n, _) => out.push(&n.text),
        syntax::Cond::Compare(a, _, b, _) => {
            for e in [a, b] {
                if let syntax::Expr::Count(_, _, Some(z)) = e {
                    out.push(&z.text);
                }
            }
        }
        syntax::Cond::Below(_) => {}
    }
}

/// The span of a part that makes a condition false whatever the position
/// (e.g. `count(showing own) < 0`), if there is one.
fn never_holds(c: &syntax::Cond) -> Option<Span> {
    match c {
        syntax::Cond::And(parts) => parts.iter().find_map(never_holds),
        syntax::Cond::Or(parts) => {
            let spans: Vec<Span> = parts.iter().filter_map(never_holds).collect();
            (spans.len() == parts.len()).then(|| spans[0])
        }
        syntax::Cond::Compare(a, op, b, span) => {
            // Counts and heights are never negative.
            let (op, k) = match (a, b) {
                (syntax::Expr::Int(x), syntax::Expr::Int(y)) => {
                    let holds = match op.as_str() {
                        "<" => x.value < y.value,
                        "<=" => x.value <= y.value,
                        "=" => x.value == y.value,
                        "!=" => x.value != y.value,
                        ">=" => x.value >= y.value,
                        _ => x.value > y.value,
                    };
                    return (!holds).then_some(*span);
                }
                (_, syntax::Expr::Int(k)) => (op.as_str(), k.value),
                (syntax::Expr::Int(k), _) => {
                    let flipped = match op.as_str() {
                        "<" => ">",
                        "<=" => ">=",
                        ">" => "<",
                        ">=" => "<=",
                        other => other,
                    };
                    (flipped, k.value)
                }
                _ => return None,
            };
            let impossible = match op {
                "<" => k <= 0,
                "<=" | "=" => k < 0,
                _ => false,
            };
            impossible.then_some(*span)
        }
        _ => None,
    }
}

/// Warnings: definitions nothing uses, rules that can never apply. They are
/// computed only for a file with no error, from the AST and the game it
/// compiled to.
impl Checker<'_> {
    fn lint(&mut self, game: &Game) -> Vec<Diagnostic> {
        let ast = self.ast;
        let mut out = Vec::new();
        let np = game.players.len();
        let ncells = game.board.cells();

        // Names used by conditions and promotions, and direction words used
        // by moves.
        let mut cond_uses: Vec<&str> = Vec::new();
        let mut move_dirs: Vec<&str> = Vec::new();
        for p in &ast.pieces {
            for m in &p.moves {
                let (dirs, guard) = match m {
                    syntax::MoveStmt::Step { dirs, guard, .. }
                    | syntax::MoveStmt::Slide { dirs, guard, .. }
                    | syntax::MoveStmt::Leap { dirs, guard, .. } => (&dirs[..], guard.as_ref()),
                    syntax::MoveStmt::Jump { dirs, .. } => (&dirs[..], None),
                    syntax::MoveStmt::BearOff { guard, .. }
                    | syntax::MoveStmt::Along { guard, .. } => (&[][..], guard.as_ref()),
                    syntax::MoveStmt::Enter { zone, guard, .. } => {
                        cond_uses.push(&zone.text);
                        (&[][..], guard.as_ref())
                    }
                };
                if let syntax::MoveStmt::Along {
                    avoiding: Some(z), ..
                } = m
                {
                    cond_uses.push(&z.text);
                };
                move_dirs.extend(dirs.iter().map(|n| n.text.as_str()));
                if let Some(g) = guard {
                    cond_names(g, &mut cond_uses);
                }
                if let syntax::MoveStmt::Slide {
                    within,
                    avoiding,
                    stopping,
                    ..
                } = m
                {
                    for z in [within, avoiding, stopping].into_iter().flatten() {
                        cond_uses.push(&z.text);
                    }
                }
            }
            for pr in &p.promotions {
                cond_uses.push(&pr.zone.text);
            }
        }
        for c in &ast.cards {
            if let Some((_, z, g)) = &c.swap {
                cond_uses.push(&z.text);
                if let Some(g) = g {
                    cond_names(g, &mut cond_uses);
                }
            }
            if let Some(sp) = &c.split
                && let Some(g) = &sp.stay
            {
                cond_names(g, &mut cond_uses);
            }
            let split_moves = c.split.iter().flat_map(|sp| sp.moves.iter());
            for (_, m) in c.moves.iter().chain(split_moves) {
                match m {
                    syntax::MoveStmt::Enter { zone, guard, .. } => {
                        cond_uses.push(&zone.text);
                        if let Some(g) = guard {
                            cond_names(g, &mut cond_uses);
                        }
                    }
                    syntax::MoveStmt::Slide { dirs, guard, .. }
                    | syntax::MoveStmt::Leap { dirs, guard, .. } => {
                        move_dirs.extend(dirs.iter().map(|n| n.text.as_str()));
                        if let Some(g) = guard {
                            cond_names(g, &mut cond_uses);
                        }
                    }
                    syntax::MoveStmt::Along {
                        guard, avoiding, ..
                    } => {
                        if let Some(g) = guard {
                            cond_names(g, &mut cond_uses);
                        }
                        if let Some(z) = avoiding {
                            cond_uses.push(&z.text);
                        }
                    }
                    _ => {}
                }
            }
        }
        for r in &ast.rules {
            let effects = match r {
                syntax::RuleStmt::Event { zone, effects, .. } => {
                    cond_uses.push(&zone.text);
                    effects
                }
                syntax::RuleStmt::When { effects, .. } => effects,
                syntax::RuleStmt::Steal { dirs, .. } => {
                    move_dirs.extend(dirs.iter().map(|n| n.text.as_str()));
                    continue;
                }
                syntax::RuleStmt::Control { cond, .. } => {
                    cond_names(cond, &mut cond_uses);
                    continue;
                }
                syntax::RuleStmt::Mandatory(..) => continue,
            };
            for e in effects {
                if let syntax::Effect::Place(_, zone, _) = e {
                    cond_uses.push(&zone.text);
                }
            }
        }
        for e in &ast.ends {
            if let syntax::EndCond::AfterMove(c) = &e.cond {
                cond_names(c, &mut cond_uses);
            }
        }

        // Zones.
        for (zi, z) in ast.zones.iter().enumerate() {
            if !cond_uses.contains(&z.name.text.as_str()) {
                out.push(
                    Diagnostic::warning(
                        "ludus::unused-zone",
                        format!("zone `{}` is never used", z.name.text),
                    )
                    .label(z.name.span, "defined here, used nowhere")
                    .help(format!(
                        "use it in a promotion (`promote KIND on {0}`) or a condition (`if in {0}`), or remove it",
                        z.name.text
                    )),
                );
            }
            let Some(zone) = game.zones.get(zi) else {
                continue;
            };
            for (player, region) in &z.entries {
                let (p, whose) = match player {
                    None => (0, String::new()),
                    Some(pn) => match game.players.iter().position(|x| *x == pn.text) {
                        Some(p) => (p, format!(" for `{}`", pn.text)),
                        None => continue,
                    },
                };
                let cells = zone.member.get(p * ncells..(p + 1) * ncells).unwrap_or(&[]);
                if !cells.iter().any(|&m| m) {
                    out.push(
                        Diagnostic::warning(
                            "ludus::empty-zone",
                            format!("zone `{}` has no cell{whose}", z.name.text),
                        )
                        .label(region.span, "no cell of the board is here")
                        .help("this board uses only some squares of its grid (`cells dark` or `cells light`); name ranks, files or cells that it uses"),
                    );
                }
            }
        }

        // Direction groups: used by a move, or by a used group defined
        // after them (a group is defined before the groups that use it).
        let mut used = vec![false; ast.directions.len()];
        for gi in (0..ast.directions.len()).rev() {
            let name = ast.directions[gi].name.text.as_str();
            used[gi] = move_dirs.contains(&name)
                || ast.directions[gi + 1..]
                    .iter()
                    .zip(&used[gi + 1..])
                    .any(|(g, &u)| u && g.members.iter().any(|m| m.text == name));
        }
        for (g, u) in ast.directions.iter().zip(&used) {
            if !u {
                out.push(
                    Diagnostic::warning(
                        "ludus::unused-directions",
                        format!("direction group `{}` is never used", g.name.text),
                    )
                    .label(g.name.span, "defined here, used by no move")
                    .help(format!(
                        "use it in a move (`step {} to empty`), or remove it",
                        g.name.text
                    )),
                );
            }
        }

        // Pieces: the kinds that can appear in a game are those placed in
        // the setup and, from them, their promotions.
        let code_kind = |code: u8| (code as usize - 1) / np.max(1);
        let code_owner = |code: u8| (code as usize - 1) % np.max(1);
        let mut codes: Vec<u8> = game.setup.iter().copied().filter(|&c| c != 0).collect();
        for (_, under) in &game.setup_stacks {
            codes.extend(under.iter().copied().filter(|&c| c != 0));
        }
        // Pieces in the stores come into play by `enter`.
        codes.extend(
            game.setup_store
                .iter()
                .enumerate()
                .filter(|&(c, &n)| c > 0 && n > 0)
                .map(|(c, _)| c as u8),
        );
        let mut appears = vec![false; ast.pieces.len()];
        for &c in &codes {
            if let Some(a) = appears.get_mut(code_kind(c)) {
                *a = true;
            }
        }
        // Kinds pieces enter as (`enter ... as KIND`) come into play too.
        let moves = ast.pieces.iter().flat_map(|p| p.moves.iter()).chain(
            ast.cards
                .iter()
                .flat_map(|c| c.moves.iter().map(|(_, m)| m)),
        );
        for m in moves {
            if let syntax::MoveStmt::Enter {
                as_kind: Some(k), ..
            } = m
                && let Some(t) = ast.pieces.iter().position(|q| q.name.text == k.text)
            {
                appears[t] = true;
            }
        }
        loop {
            let mut changed = false;
            for (ki, p) in ast.pieces.iter().enumerate() {
                if !appears[ki] {
                    continue;
                }
                for pr in &p.promotions {
                    for to in &pr.to {
                        if let Some(t) = ast.pieces.iter().position(|q| q.name.text == to.text)
                            && !appears[t]
                        {
                            appears[t] = true;
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for (ki, p) in ast.pieces.iter().enumerate() {
            if !appears[ki] {
                out.push(
                    Diagnostic::warning(
                        "ludus::unused-piece",
                        format!("piece `{}` never comes into play", p.name.text),
                    )
                    .label(p.name.span, "never placed in the setup, and nothing in play promotes to it")
                    .help(format!(
                        "place it in `setup` (`PLAYER {0}: CELLS`), make it a promotion (`promote {0} on ZONE`), or remove it",
                        p.name.text
                    )),
                );
            }
            let by_card = ast
                .cards
                .iter()
                .any(|c| c.moves.iter().any(|(k, _)| k.text == p.name.text));
            if p.moves.is_empty() && !by_card {
                out.push(
                    Diagnostic::warning(
                        "ludus::immobile-piece",
                        format!("piece `{}` can never move", p.name.text),
                    )
                    .label(p.name.span, "no step, slide, leap, jump or bear-off")
                    .help("give it a move, e.g. `step diagonal to empty`"),
                );
            }
        }

        // Players.
        if let Some(block) = ast.players.first() {
            for (pi, pd) in block.players.iter().enumerate() {
                if !codes.iter().any(|&c| code_owner(c) == pi) {
                    out.push(
                        Diagnostic::warning(
                            "ludus::player-without-pieces",
                            format!("player `{}` gets no piece in the setup", pd.name.text),
                        )
                        .label(pd.name.span, "no piece is placed for this player")
                        .help(format!("add `{} PIECE: CELLS` to `setup`", pd.name.text)),
                    );
                }
            }
        }

        // Move rules that leave the board from every cell.
        let board = &game.board;
        let on_board = |f: u8, r: u8, df: i32, dr: i32, k: i32| {
            board.at(f as i32 + df * k, r as i32 + dr * k).is_some()
        };
        for m in &self.move_shapes {
            let possible = if m.offsets.is_empty() {
                let any_dir = m.dirs.iter().any(|d| !d.is_empty());
                !any_dir
                    || m.dirs.iter().flatten().any(|&d| {
                        let (_, df, dr) = ABS_DIRS[d as usize % ABS_DIRS.len()];
                        board.coords.iter().any(|&(f, r)| {
                            (1..=m.reach.max(1) as i32)
                                .all(|k| on_board(f, r, df as i32, dr as i32, k))
                        })
                    })
            } else {
                m.offsets.iter().any(|&(dx, dy)| {
                    board
                        .coords
                        .iter()
                        .any(|&(f, r)| on_board(f, r, dx as i32, dy as i32, 1))
                })
            };
            if !possible {
                let (what, help) = if m.offsets.is_empty() {
                    (
                        "its directions leave the board from every cell",
                        if m.reach > 1 {
                            format!(
                                "on this {}x{} board no cell has {} cells in a line in these directions; choose other directions",
                                board.width, board.height, m.reach
                            )
                        } else if board.cells() < board.width as usize * board.height as usize {
                            format!(
                                "no cell of this {}x{} board has a neighbour in these directions (with `cells dark` or `cells light`, orthogonal neighbours are not cells); choose other directions",
                                board.width, board.height
                            )
                        } else {
                            format!(
                                "no cell of this {}x{} board has a neighbour in these directions; choose other directions",
                                board.width, board.height
                            )
                        },
                    )
                } else {
                    (
                        "its offset leaves the board from every cell",
                        format!(
                            "the board is {}x{}; use a smaller offset",
                            board.width, board.height
                        ),
                    )
                };
                out.push(
                    Diagnostic::warning(
                        "ludus::direction-leaves-board",
                        format!("this move can never be made: {what}"),
                    )
                    .label(m.span, "leaves the board from every cell")
                    .help(help),
                );
            }
        }

        // Names that hide a built-in word of the language: `to enemy` would
        // then be read as the word, never as the definition.
        const BUILTIN_WORDS: &[&str] = &[
            "empty",
            "enemy",
            "friend",
            "piece",
            "not-friend",
            "any",
            "en-passant",
            "own",
            "loses",
            "wins",
            "draw",
            "capture",
            "showing",
            "pieces",
            "off",
            "pieces-on-line",
            "moves",
            "all",
            "dark",
            "light",
        ];
        for (name, (def, span)) in &self.defs {
            if BUILTIN_WORDS.contains(&name.as_str()) {
                out.push(
                    Diagnostic::warning(
                        "ludus::shadows-builtin",
                        format!("{} is named `{name}`, a word the language already uses", def.what()),
                    )
                    .label(*span, "hides a built-in word")
                    .help(format!("wherever `{name}` could be the built-in word, it is read as that word, so this name is easily misread; rename it")),
                );
            }
        }
        // `after move` rules whose condition can never hold.
        for e in &ast.ends {
            if let syntax::EndCond::AfterMove(c) = &e.cond
                && let Some(span) = never_holds(c)
            {
                out.push(
                        Diagnostic::warning("ludus::end-never-holds", "this end rule can never apply: its condition never holds")
                            .label(span, "never true")
                            .help("counts and heights are never negative; compare with a value they can reach"),
                    );
            }
        }

        // A piece that can step back and forth forever, in a game with no
        // rule that ends repetitive play.
        let guarded = game
            .ends
            .iter()
            .any(|e| matches!(e.cond, EndCond::Repetition { .. } | EndCond::Plies { .. }));
        if !guarded && !game.ends.is_empty() {
            for (ki, p) in ast.pieces.iter().enumerate() {
                let Some(prog) = game.programs.get(ki * np) else {
                    continue;
                };
                let quiet = |t: Target| t.mask() & REL_EMPTY != 0;
                let mut dirs: Vec<u8> = Vec::new();
                for st in prog.steps.iter().filter(|st| st.cond == 0 && quiet(st.to)) {
                    dirs.extend(&st.dirs);
                }
                for sl in prog.slides.iter().filter(|sl| sl.cond == 0 && quiet(sl.to)) {
                    dirs.extend(&sl.dirs);
                }
                let leaps = prog.leaps.iter().any(|(_, t, c)| *c == 0 && quiet(*t));
                let back_and_forth = leaps
                    || dirs
                        .iter()
                        .any(|&d| dirs.contains(&game.opposite[d as usize]));
                if back_and_forth {
                    out.push(
                        Diagnostic::warning(
                            "ludus::may-loop",
                            format!("`{}` can move back and forth forever, and no end rule stops a game that repeats", p.name.text),
                        )
                        .label(p.name.span, "moves both ways without condition")
                        .help("add `repetition 3: draw` or `plies N: draw` to `end`, unless the rules make endless play impossible"),
                    );
                }
            }
        }

        // End rules.
        if ast.ends.is_empty()
            && let Some(&block) = ast.end_blocks.first()
        {
            out.push(
                Diagnostic::warning(
                    "ludus::never-ending",
                    "the game can never end: the `end` block has no rule",
                )
                .label(block, "no end rule")
                .help("add `no moves: loses`, and `repetition 3: draw` or `plies 100: draw` so that a game cannot go on forever"),
            );
        }
        if game.ends.len() == ast.ends.len() {
            for i in 1..game.ends.len() {
                let later = &game.ends[i].cond;
                let earlier = (0..i).find_map(|j| {
                    let first = &game.ends[j].cond;
                    let covers = match (first, later) {
                        _ if first == later => Some(true),
                        (
                            EndCond::Repetition {
                                times: a,
                                since_capture: s,
                            },
                            EndCond::Repetition {
                                times: b,
                                since_capture: t,
                            },
                        )
                        | (
                            EndCond::Plies {
                                count: a,
                                since_capture: s,
                            },
                            EndCond::Plies {
                                count: b,
                                since_capture: t,
                            },
                        ) if s == t && a <= b => Some(false),
                        _ => None,
                    };
                    covers.map(|same| (j, same))
                });
                if let Some((j, same)) = earlier {
                    let help = if same {
                        "the end rules are checked in order and the first that holds decides: remove the second one".to_string()
                    } else {
                        format!(
                            "the end rules are checked in order, and `{}` always holds first; remove this rule, or give it a smaller count than the rule above",
                            game.ends[j].text
                        )
                    };
                    out.push(
                        Diagnostic::warning(
                            "ludus::unreachable-end",
                            format!(
                                "the end rule `{}` can never decide the game",
                                game.ends[i].text
                            ),
                        )
                        .label(ast.ends[i].span, "never the first rule to hold")
                        .related(
                            ast.ends[j].span,
                            if same {
                                "the same condition, checked first"
                            } else {
                                "checked first, and holds whenever the rule below does"
                            },
                        )
                        .help(help),
                    );
                }
            }
        }
        out
    }
}
