//! Text → AST. The pest grammar (`grammar/ludus.pest`) fixes the syntax; this
//! module turns pest's parse tree into the AST below, every node carrying the
//! byte span it came from. Parsing never panics and never gives up on the
//! first error: a file that does not parse whole is split at its top-level
//! items and each item is parsed on its own, so one run reports a syntax error
//! in every broken item and still returns the items that did parse.

use pest::Parser;
use pest::iterators::Pair;
use pest_derive::Parser;

pub(crate) mod words;

use crate::diag::{Diagnostic, Span};

#[derive(Parser)]
#[grammar = "../grammar/ludus.pest"]
struct LudusParser;

/// A name with the span where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Int {
    /// The value; absurdly long numbers saturate at `i64::MAX`.
    pub value: i64,
    /// The number as written, for messages.
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Ast {
    /// The first `game "..."` line.
    pub title: Option<(String, Span)>,
    /// Spans of any further `game "..."` lines (an error).
    pub extra_titles: Vec<Span>,
    /// `extends "FILE"` on the first `game` line: the file as written, and
    /// the span of the string.
    pub extends: Option<(String, Span)>,
    /// `sides { ... }` blocks (one is allowed).
    pub sides: Vec<SidesBlock>,
    /// Spans of the `rules` blocks (their statements are in `rules`).
    pub rules_blocks: Vec<Span>,
    /// `score WHAT` lines of the `end` block.
    pub scores: Vec<Name>,
    pub players: Vec<PlayersBlock>,
    pub boards: Vec<BoardBlock>,
    pub directions: Vec<DirectionGroup>,
    pub zones: Vec<ZoneDef>,
    pub pieces: Vec<PieceDef>,
    pub setups: Vec<SetupBlock>,
    pub rules: Vec<RuleStmt>,
    pub ends: Vec<EndRule>,
    /// `counters a, b`: every list, in order.
    pub counters: Vec<Name>,
    /// `turn { ... }` blocks (one is allowed).
    pub turns: Vec<TurnBlock>,
    pub tracks: Vec<TrackDef>,
    pub branches: Vec<BranchDef>,
    /// `store NAME` items.
    pub stores: Vec<Name>,
    /// `cards { ... }` blocks (one is allowed) and `card` definitions.
    pub cards_blocks: Vec<CardsBlock>,
    pub cards: Vec<CardDef>,
    /// Spans of whole blocks, for "missing part" and "defined twice" reports.
    pub end_blocks: Vec<Span>,
    /// Names defined in items that failed to parse (`piece king {` with a
    /// syntax error in it defines `king`): the checker does not report
    /// uses of them as unknown, since the real error is the syntax error.
    pub broken_names: Vec<String>,
}

/// `sides { NAME: PLAYER, PLAYER ... }`: who plays which seats.
#[derive(Clone, Debug)]
pub struct SidesBlock {
    pub span: Span,
    /// (side name, its players).
    pub sides: Vec<(Name, Vec<Name>)>,
}

#[derive(Clone, Debug)]
pub struct PlayersBlock {
    pub span: Span,
    pub players: Vec<PlayerDef>,
}

#[derive(Clone, Debug)]
pub struct PlayerDef {
    pub name: Name,
    pub forward: Option<Name>,
    pub team: Option<Name>,
}

#[derive(Clone, Debug)]
pub struct CardsBlock {
    pub span: Span,
    /// `deal N each [when M left]`, in order.
    pub deals: Vec<(Int, Option<Int>, Span)>,
    /// `hands hidden|open`.
    pub hands: Option<Name>,
    /// `exchange N with partner`.
    pub exchange: Option<(Int, Span)>,
    /// `announce LABEL: CARDS`.
    pub announce: Option<(Name, Vec<Name>)>,
}

#[derive(Clone, Debug)]
pub struct CardDef {
    pub name: Name,
    pub copies: Option<Int>,
    /// (piece kind, move).
    pub moves: Vec<(Name, MoveStmt)>,
    /// `skip next [if COND]`: where, and the condition.
    pub skip: Option<(Span, Option<Cond>)>,
    /// `swap KINDS in ZONE [if COND]`.
    pub swap: Option<(Vec<Name>, Name, Option<Cond>)>,
    /// `split N { KIND: MOVE ... stay if COND }`.
    pub split: Option<SplitDef>,
    /// `pass hands SIDE [then play again]`: where, the side, `again`.
    pub pass: Option<(Span, Name, bool)>,
    /// `cancel SIDE then replay`: where, the side.
    pub cancel: Option<(Span, Name)>,
    /// `for SIDE [or SIDE ...] [if COND] { KIND: MOVE ... }`.
    pub behalf: Option<BehalfDef>,
    /// `play for SIDE`: where, the side.
    pub proxy: Option<(Span, Name)>,
}

/// `for left or right if COND { ... }`: moves made with another player's
/// pieces.
#[derive(Clone, Debug)]
pub struct BehalfDef {
    pub span: Span,
    pub sides: Vec<Name>,
    pub guard: Option<Cond>,
    pub moves: Vec<(Name, MoveStmt)>,
}

/// `split N { ... }`: N single steps, each an action.
#[derive(Clone, Debug)]
pub struct SplitDef {
    pub span: Span,
    pub steps: Int,
    /// (piece kind, move), as for the card's own moves.
    pub moves: Vec<(Name, MoveStmt)>,
    /// `stay if COND`.
    pub stay: Option<Cond>,
}

/// `track NAME [loop]: CELLS`.
#[derive(Clone, Debug)]
pub struct TrackDef {
    pub name: Name,
    pub looped: bool,
    /// Cells in order: single cells and straight runs `a1..a9`.
    pub cells: Vec<(Name, Option<Name>)>,
}

/// `branch NAME from TRACK { PLAYER: CELL into CELLS ... }`.
#[derive(Clone, Debug)]
pub struct BranchDef {
    pub name: Name,
    pub track: Name,
    pub entries: Vec<(Name, Name, Vec<(Name, Option<Name>)>)>,
}

#[derive(Clone, Debug, Default)]
pub struct BoardBlock {
    pub span: Span,
    pub grid: Option<(Int, Int)>,
    pub cells: Option<Region>,
    pub numbers: Option<[(Name, Name); 2]>,
    /// `stacks unlimited` (`Some(None)`) or `stacks N`.
    pub stacks: Option<(Span, Option<Int>)>,
}

#[derive(Clone, Debug)]
pub struct DirectionGroup {
    pub name: Name,
    pub members: Vec<Name>,
}

#[derive(Clone, Debug)]
pub struct ZoneDef {
    pub name: Name,
    /// `None` for a zone that is the same for every player.
    pub entries: Vec<(Option<Name>, Region)>,
}

#[derive(Clone, Debug)]
pub struct Region {
    pub span: Span,
    pub parts: Vec<RegionPart>,
}

#[derive(Clone, Debug)]
pub enum RegionPart {
    Ranks(Int, Option<Int>),
    Files(Name, Option<Name>),
    Cell(Name),
    /// `a3..c7`: the rectangle with these corners.
    Range(Name, Name),
}

#[derive(Clone, Debug)]
pub struct TurnBlock {
    pub span: Span,
    /// `actions until end`: where it was written.
    pub multi: Option<Span>,
    /// `at most N move by KINDS`.
    pub budgets: Vec<(Int, Vec<Name>, Span)>,
}

#[derive(Clone, Debug)]
pub enum Effect {
    /// `add N COUNTER` (the mover's).
    Add(Int, Name),
    /// `clear COUNTER` (every player's, to 0).
    Clear(Name),
    /// `reset`: the pieces return to the setup.
    Reset(Span),
    /// `place PIECE on ZONE of WHOM`.
    Place(Name, Name, Name),
    /// `turn to WHOM`.
    TurnTo(Name),
}

#[derive(Clone, Debug)]
pub struct PieceDef {
    pub name: Name,
    pub symbols: Vec<(String, Span)>,
    pub moves: Vec<MoveStmt>,
    pub promotions: Vec<PromoteStmt>,
    /// `royal`: where it was written.
    pub royal: Option<Span>,
    /// `neutral`: where it was written.
    pub neutral: Option<Span>,
    /// `stored as KIND`.
    pub stored_as: Option<Name>,
}

#[derive(Clone, Debug)]
pub enum MoveStmt {
    Step {
        span: Span,
        dirs: Vec<Name>,
        to: Name,
        /// `onto` (on top of a stack) rather than `to`.
        onto: bool,
        lift: Option<Int>,
        guard: Option<Cond>,
    },
    BearOff {
        span: Span,
        guard: Option<Cond>,
    },
    Slide {
        span: Span,
        dirs: Vec<Name>,
        to: Name,
        /// `onto` (on top of the stack met) rather than `to`.
        onto: bool,
        within: Option<Name>,
        avoiding: Option<Name>,
        stopping: Option<Name>,
        max: Option<Int>,
        exactly: Option<Int>,
        guard: Option<Cond>,
        passing: Option<Name>,
    },
    /// `leap (a, b) to X` or `leap DIRS by MEASURE to X`.
    Leap {
        span: Span,
        offset: Option<(Int, Int)>,
        dirs: Vec<Name>,
        by: Option<Name>,
        to: Name,
        guard: Option<Cond>,
    },
    Jump {
        span: Span,
        dirs: Vec<Name>,
        over: Name,
        chained: bool,
        flying: bool,
        max: Option<Int>,
    },
    /// `along TRACK DIRS [exactly N | max N] to|onto X [if C]`.
    Along {
        span: Span,
        track: Name,
        dirs: Vec<Name>,
        exactly: Option<Int>,
        max: Option<Int>,
        onto: bool,
        /// `until X`: to the first piece met (captured).
        until: bool,
        to: Name,
        /// `avoiding ZONE`: no cell passed or reached is in it.
        avoiding: Option<Name>,
        guard: Option<Cond>,
    },
    /// `enter from STORE onto ZONE [as KIND] to X [if C]`.
    Enter {
        span: Span,
        store: Name,
        zone: Name,
        as_kind: Option<Name>,
        to: Name,
        guard: Option<Cond>,
    },
}

#[derive(Clone, Debug)]
pub struct PromoteStmt {
    pub span: Span,
    /// One kind, or a choice (`liner | knight | silver`).
    pub to: Vec<Name>,
    pub zone: Name,
    pub ends_move: bool,
}

#[derive(Clone, Debug)]
pub struct SetupBlock {
    pub span: Span,
    pub placements: Vec<Placement>,
    pub stacks: Vec<StackEntry>,
}

/// `stack c3: red checker, blue checker` (bottom first).
#[derive(Clone, Debug)]
pub struct StackEntry {
    pub cell: Name,
    /// (player, kind); no player for a neutral piece.
    pub pieces: Vec<(Option<Name>, Name)>,
}

/// A condition (`if ...` on a move, `after move ...` in `end`).
#[derive(Clone, Debug)]
pub enum Cond {
    Or(Vec<Cond>),
    And(Vec<Cond>),
    Not(Box<Cond>),
    /// `below is X`: the piece under the moving one.
    Below(Name),
    /// `in ZONE`: the moving piece's cell.
    In(Name),
    /// `connected(KIND WHOSE)`.
    Connected(Name, Name),
    Compare(Expr, String, Expr, Span),
}

#[derive(Clone, Debug)]
pub enum Expr {
    Int(Int),
    Height(Span),
    /// `count(empty deeper)`: empty cells deeper in the piece's branch.
    Deeper(Span),
    /// `count(showing own)`: the set word and the whose word, and the zone
    /// of `count(pieces own in home)`.
    Count(Name, Name, Option<Name>),
}

#[derive(Clone, Debug)]
pub struct Placement {
    pub player: Name,
    pub piece: Name,
    /// The cells (empty for pieces put in a store).
    pub region: Region,
    /// `N in STORE`: pieces in the player's store.
    pub store: Option<(Int, Name)>,
}

#[derive(Clone, Debug)]
pub enum RuleStmt {
    /// `mandatory capture`: the word, and the whole statement's span.
    Mandatory(Name, Span),
    /// `steal KIND adjacent DIRS after move by KINDS`.
    Steal {
        span: Span,
        kind: Name,
        dirs: Vec<Name>,
        by: Vec<Name>,
    },
    /// `on KIND enters ZONE { effects }`.
    Event {
        span: Span,
        kind: Name,
        zone: Name,
        effects: Vec<Effect>,
    },
    /// `control partner if COND`.
    Control { span: Span, cond: Cond },
    /// `when COUNTER = N { effects }`.
    When {
        span: Span,
        counter: Name,
        value: Int,
        effects: Vec<Effect>,
    },
}

#[derive(Clone, Debug)]
pub struct EndRule {
    pub span: Span,
    pub cond: EndCond,
    pub result: Name,
    /// `after any move`: judged for every player, from the mover on.
    pub anyone: bool,
}

#[derive(Clone, Debug)]
pub enum EndCond {
    /// `no pieces`, `no moves`: the word after `no`.
    No(Name),
    /// The count and the `since` events (none: the whole game).
    Repetition(Int, Vec<Name>),
    Plies(Int, Vec<Name>),
    AfterMove(Cond),
}

/// A position written as text (see `position` in the grammar).
#[derive(Clone, Debug)]
pub struct PositionText {
    pub placements: Vec<Placement>,
    pub stacks: Vec<StackEntry>,
    /// `counter NAME PLAYER VALUE`.
    pub counters: Vec<(Name, Name, Int)>,
    /// `hand PLAYER: CARDS`.
    pub hands: Vec<(Name, Vec<Name>)>,
    pub turn: Option<Name>,
}

/// Parses a whole rule file. Always returns an AST (possibly partial) and
/// the syntax errors found.
/// The deepest nesting of parentheses allowed in a condition.
const MAX_NESTING: usize = 64;

/// Refuses input nested deeper than the parser may recurse.
fn too_deep(src: &str) -> Option<Diagnostic> {
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut in_string = false;
    let bytes = src.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\n' => {
                in_comment = false;
                in_string = false;
            }
            _ if in_comment => {}
            b'"' => in_string = !in_string,
            _ if in_string => {}
            b'/' if bytes.get(i + 1) == Some(&b'/') => in_comment = true,
            b'(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(
                        Diagnostic::error(
                            "ludus::syntax",
                            format!(
                                "syntax error: parentheses nested more than {MAX_NESTING} deep"
                            ),
                        )
                        .label(Span::new(i, 1), "too deep here")
                        .help(
                            "write the condition with fewer parentheses: `and` and `or` need none",
                        ),
                    );
                }
            }
            b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

pub fn parse(src: &str) -> (Ast, Vec<Diagnostic>) {
    parse_at(src, 0)
}

/// [`parse`] for a text that starts at byte `base` of a larger source
/// space (the files of a game that `extends` another): every span is
/// offset by `base`.
pub fn parse_at(src: &str, base: usize) -> (Ast, Vec<Diagnostic>) {
    let mut ast = Ast::default();
    let mut errors = Vec::new();
    if let Some(mut d) = too_deep(src) {
        for l in &mut d.labels {
            l.span.start += base;
        }
        return (ast, vec![d]);
    }
    match LudusParser::parse(Rule::file, src) {
        Ok(mut pairs) => {
            if let Some(file) = pairs.next() {
                for item in file.into_inner() {
                    add_item_at(&mut ast, item, base);
                }
            }
        }
        Err(_) => {
            // Only failed parses pay for the details (the furthest position
            // reached and the tokens expected there). The flag is global and
            // is never turned off again, so that parallel parses agree.
            pest::set_error_detail(true);
            // Recover at top-level items: parse each chunk alone.
            for (start, end) in item_chunks(src) {
                let chunk = &src[start..end];
                match LudusParser::parse(Rule::single_item, chunk) {
                    Ok(mut pairs) => {
                        if let Some(single) = pairs.next() {
                            for item in single.into_inner() {
                                add_item_at(&mut ast, item, base + start);
                            }
                        }
                    }
                    Err(e) => {
                        ast.broken_names.extend(names_defined_in(chunk));
                        let syntax = syntax_error(e, start, chunk, src, base);
                        let at = |d: &Diagnostic| d.primary_span().map_or(0, |s| s.start);
                        errors.push(match unclosed_block(chunk, base + start) {
                            // A `}` that closes nothing, after an earlier
                            // fault (`players` without its `{`): the fault.
                            Some(b)
                                if b.code == "ludus::unbalanced-brace" && at(&syntax) < at(&b) =>
                            {
                                syntax
                            }
                            Some(b) => b,
                            None => syntax,
                        });
                    }
                }
            }
            if errors.is_empty() {
                // Every chunk parsed alone but not the whole: report on the
                // whole file so that the error is not lost.
                if let Err(e) = LudusParser::parse(Rule::file, src) {
                    errors.push(syntax_error(e, 0, src, src, base));
                }
            }
        }
    }
    (ast, errors)
}

/// The names a broken item would have defined, read from its words: the
/// name after `piece`, `zone` or `directions`, and the players of a
/// `players` block.
fn names_defined_in(chunk: &str) -> Vec<String> {
    // Words outside comments and strings.
    let mut words = Vec::new();
    for line in chunk.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut in_string = false;
        let mut word = String::new();
        for c in code.chars() {
            if c == '"' {
                in_string = !in_string;
            }
            if !in_string && (c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                word.push(c);
            } else if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
        }
        if !word.is_empty() {
            words.push(word);
        }
    }
    let starts_name = |w: &str| w.starts_with(|c: char| c.is_ascii_alphabetic());
    match words.first().map(String::as_str) {
        Some("piece" | "zone" | "directions") => words
            .get(1)
            .filter(|w| starts_name(w))
            .cloned()
            .into_iter()
            .collect(),
        Some("players") => {
            let mut out = Vec::new();
            let mut after_forward = false;
            for w in &words[1..] {
                if w == "forward" {
                    after_forward = true;
                } else if after_forward
                    && ["n", "ne", "e", "se", "s", "sw", "w", "nw"].contains(&w.as_str())
                {
                    after_forward = false;
                } else if starts_name(w) {
                    // `black forward` then `white ...`: a name, not a direction.
                    after_forward = false;
                    out.push(w.clone());
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Parses a position text (placements and whose turn).
pub fn parse_position(src: &str) -> Result<PositionText, Diagnostic> {
    if let Some(d) = too_deep(src) {
        return Err(d);
    }
    let mut pairs = LudusParser::parse(Rule::position, src).map_err(|_| {
        pest::set_error_detail(true);
        match LudusParser::parse(Rule::position, src) {
            Err(e) => syntax_error(e, 0, src, src, 0),
            Ok(_) => Diagnostic::error("ludus::syntax", "syntax error")
                .label(Span::new(0, src.len()), "here"),
        }
    })?;
    let Some(pos) = pairs.next() else {
        return Ok(PositionText {
            placements: Vec::new(),
            stacks: Vec::new(),
            counters: Vec::new(),
            hands: Vec::new(),
            turn: None,
        });
    };
    let mut placements = Vec::new();
    let mut stacks = Vec::new();
    let mut turn = None;
    let mut counters = Vec::new();
    let mut hands = Vec::new();
    for p in pos.into_inner() {
        match p.as_rule() {
            Rule::hand_entry => {
                let mut k = kids(p);
                let pl = name(k.next().expect("hand player"), 0);
                let cards = k.next().map(|l| names(l, 0)).unwrap_or_default();
                hands.push((pl, cards));
            }
            Rule::counter_entry => {
                let mut k = kids(p);
                let c = name(k.next().expect("counter name"), 0);
                let pl = name(k.next().expect("counter player"), 0);
                let v = int(k.next().expect("counter value"), 0);
                counters.push((c, pl, v));
            }
            Rule::placement => placements.push(placement(p, 0)),
            Rule::stack_entry => stacks.push(stack_entry(p, 0)),
            Rule::name => turn = Some(name(p, 0)),
            _ => {}
        }
    }
    Ok(PositionText {
        placements,
        stacks,
        counters,
        hands,
        turn,
    })
}

const ITEM_KEYWORDS: &[&str] = &[
    "game",
    "cards",
    "card",
    "track",
    "branch",
    "store",
    "counters",
    "turn",
    "players",
    "sides",
    "board",
    "directions",
    "zone",
    "piece",
    "setup",
    "rules",
    "end",
];

/// Splits a source into chunks, each starting at a line whose first word is
/// an item keyword. The first chunk also holds anything before the first
/// such line.
fn item_chunks(src: &str) -> Vec<(usize, usize)> {
    let mut starts = vec![];
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let word: String = trimmed
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        if ITEM_KEYWORDS.contains(&word.as_str()) && line.len() == trimmed.len() {
            starts.push(offset);
        }
        offset += line.len();
    }
    // Leading comments belong to the first item.
    match starts.first_mut() {
        Some(first) => *first = 0,
        None => starts.push(0),
    }
    let mut chunks = Vec::new();
    for (i, &s) in starts.iter().enumerate() {
        let e = starts.get(i + 1).copied().unwrap_or(src.len());
        if !src[s..e].trim().is_empty() {
            chunks.push((s, e));
        }
    }
    chunks
}

/// A chunk whose braces do not balance: the usual cause of a syntax error
/// at the end of an item, reported as such rather than as "expected ...".
fn unclosed_block(chunk: &str, base: usize) -> Option<Diagnostic> {
    let mut open: Vec<usize> = Vec::new();
    let mut chars = chunk.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '/' if chars.peek().is_some_and(|&(_, n)| n == '/') => {
                for (_, n) in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            '"' => {
                for (_, n) in chars.by_ref() {
                    if n == '"' || n == '\n' {
                        break;
                    }
                }
            }
            '{' => open.push(i),
            '}' if open.pop().is_none() => {
                return Some(
                    Diagnostic::error("ludus::unbalanced-brace", "this `}` closes nothing")
                        .label(Span::new(base + i, 1), "no `{` is open here")
                        .help("remove it, or add the `{` it was meant to close"),
                );
            }
            _ => {}
        }
    }
    let at = *open.last()?;
    let word: String = chunk
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    Some(
        Diagnostic::error(
            "ludus::unclosed-block",
            format!("the `{word}` block is not closed"),
        )
        .label(Span::new(base + at, 1), "this `{` has no matching `}`")
        .help("add `}` at the end of the block, before the next item"),
    )
}

fn describe_rule(rule: &Rule) -> String {
    let s = match rule {
        Rule::EOI => "the end of the file",
        Rule::name => "a name",
        Rule::int => "a number",
        Rule::string => "a quoted string",
        Rule::region | Rule::cell_ref => "a cell, `rank N` or `file X`",
        Rule::rank_part => "`rank N`",
        Rule::file_part => "`file X`",
        Rule::player_def => "a player name",
        Rule::forward_dir => "an absolute direction (n, ne, e, se, s, sw, w or nw)",
        Rule::name_list => "a list of names",
        Rule::chained => "`chained`",
        Rule::ends_move => "`ends move`",
        Rule::axis_order => "an order such as `rank up`",
        Rule::placement => "a placement such as `black man: c3`",
        Rule::zone_entry => "a player's part of the zone, such as `black: rank 8`",
        Rule::end_rule => "an end rule such as `no moves: loses`",
        Rule::mandatory_stmt => "`mandatory capture`",
        Rule::symbols_stmt => "`symbols`",
        Rule::step_stmt => "`step`",
        Rule::jump_stmt => "`jump`",
        Rule::promote_stmt => "`promote`",
        Rule::grid_stmt => "`grid W x H`",
        Rule::cells_stmt => "`cells`",
        Rule::numbers_stmt => "`numbers by ...`",
        Rule::game_item
        | Rule::players_item
        | Rule::board_item
        | Rule::directions_item
        | Rule::zone_item
        | Rule::piece_item
        | Rule::setup_item
        | Rule::rules_item
        | Rule::end_item => {
            return "a top-level item (`game`, `players`, `board`, `directions`, `zone`, `piece`, `setup`, `rules` or `end`)".into();
        }
        other => {
            let dbg = format!("{other:?}");
            if let Some(kw) = dbg.strip_prefix("kw_") {
                return format!("`{kw}`");
            }
            return dbg.replace('_', " ");
        }
    };
    s.to_string()
}

/// Describes a literal token pest expected, or `None` for tokens that are
/// noise in an error message (whitespace, comment starts, the inside of a
/// name).
fn describe_token(token: &str) -> Option<String> {
    // pest shows a character range as `a..z`.
    if token.len() == 4 && token.get(1..3) == Some("..") {
        return None;
    }
    match token {
        " " | "\t" | "\r" | "\n" | "//" | "-" | "_" => None,
        "\"" => Some("a quoted string".into()),
        t if t.chars().all(|c| c.is_ascii_alphabetic()) => Some(format!("`{t}`")),
        t if t.chars().all(|c| c.is_ascii_punctuation()) => Some(format!("`{t}`")),
        _ => None,
    }
}

/// Rules that name a single token (a word, a number, a keyword): worth
/// listing as "expected" even when literal tokens are known. Larger rules
/// (`placement`, `piece_item`) are listed only when nothing better is known.
fn is_token_rule(rule: &Rule) -> bool {
    matches!(rule, Rule::name | Rule::int | Rule::string | Rule::EOI)
        || format!("{rule:?}").starts_with("kw_")
}

/// A syntax error at the furthest position the parser reached, listing what
/// could have come there. `base` is the offset of `chunk` in `src`;
/// `in_chunk` says that `chunk` is one item (so its end is not the end of
/// the file).
/// `base`: where the chunk starts in `src`; `offset`: where `src` starts in
/// the source space of the spans.
fn syntax_error(
    e: pest::error::Error<Rule>,
    base: usize,
    chunk: &str,
    src: &str,
    offset: usize,
) -> Diagnostic {
    use pest::error::{ErrorVariant, InputLocation};
    let in_chunk = base + chunk.len() < src.len();
    let eoi_text = if in_chunk {
        "the next item"
    } else {
        "the end of the file"
    };
    let describe = |r: &Rule| -> String {
        if *r == Rule::EOI {
            if in_chunk {
                "a new item (`piece`, `zone`, ...)".to_string()
            } else {
                "the end of the file".to_string()
            }
        } else {
            describe_rule(r)
        }
    };
    let mut pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let mut expected: Vec<String> = Vec::new();
    if let Some(attempts) = e.parse_attempts() {
        let tokens: Vec<String> = attempts
            .expected_tokens()
            .iter()
            .filter_map(|t| describe_token(&t.to_string()))
            .collect();
        let stacks = attempts.call_stacks();
        let rules: Vec<Rule> = stacks
            .iter()
            .filter_map(|s| s.deepest.get_rule().copied())
            .collect();
        let small: Vec<String> = rules
            .iter()
            .filter(|r| is_token_rule(r))
            .map(&describe)
            .collect();
        if attempts.max_position >= pos && !(tokens.is_empty() && small.is_empty()) {
            pos = attempts.max_position;
            expected.extend(tokens);
            expected.extend(small);
        } else if attempts.max_position >= pos && !rules.is_empty() {
            pos = attempts.max_position;
            expected.extend(rules.iter().map(&describe));
        }
    }
    if expected.is_empty() {
        expected = match &e.variant {
            ErrorVariant::ParsingError { positives, .. } => {
                positives.iter().map(&describe).collect()
            }
            ErrorVariant::CustomError { message } => vec![message.clone()],
        };
    }
    // Keywords and punctuation first, then the kinds of token.
    expected.sort_by_key(|w| (!w.starts_with('`'), w.clone()));
    expected.dedup();
    // A name is any word: keywords in the list are then redundant.
    if expected.iter().any(|w| w == "a name") {
        expected.retain(|w| {
            !(w.starts_with('`')
                && w[1..].starts_with(|c: char| c.is_ascii_alphabetic())
                && w != "`x`")
        });
    }
    let mut pos = pos.min(chunk.len());
    // Nothing but blanks and comments left: point just after the last
    // token, on its line, rather than at the next item.
    if content_len(&chunk[pos..]) == 0 {
        pos = content_len(&chunk[..pos]);
    }
    // Point at the word found there (or one character).
    let rest = chunk.get(pos..).unwrap_or("");
    let found: String = if content_len(rest) == 0 {
        String::new()
    } else if rest.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect()
    } else {
        rest.chars().next().map(String::from).unwrap_or_default()
    };
    let span = Span::new(offset + base + pos, found.len());
    let expected_text = match expected.len() {
        0 => "something else".to_string(),
        1 => expected[0].clone(),
        _ => {
            let (last, head) = expected.split_last().expect("len >= 2");
            format!("{} or {}", head.join(", "), last)
        }
    };
    let found_text = if found.is_empty() {
        eoi_text.to_string()
    } else if found.trim().is_empty() {
        "a line break".to_string()
    } else {
        format!("`{}`", found.trim())
    };
    let help = match words::dir_alias(&found) {
        Some(short) if expected_text.contains("absolute direction") => {
            format!("directions are written n, ne, e, se, s, sw, w, nw; did you mean `{short}`?")
        }
        _ => "check the spelling and the punctuation here; `ludus check` reads the whole file, so fix errors from the top down".to_string(),
    };
    Diagnostic::error(
        "ludus::syntax",
        format!("syntax error: expected {expected_text}, found {found_text}"),
    )
    .label(span, format!("expected {expected_text} here"))
    .help(help)
}

/// The span of a node, without the whitespace and comments that pest may
/// have skipped after its last token (a rule ending in an optional part
/// keeps the whitespace skipped before trying it).
fn span_of(p: &Pair<Rule>, base: usize) -> Span {
    let s = p.as_span();
    Span::new(base + s.start(), content_len(p.as_str()))
}

/// The length of `text` up to the end of its last token: trailing
/// whitespace and `//` comments are not counted.
fn content_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut end = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += 1;
                }
                i = (i + 1).min(bytes.len());
                end = i;
            }
            _ => {
                i += 1;
                end = i;
            }
        }
    }
    // `end` follows an ASCII byte or the end of a string, or is inside a
    // multi-byte character only if the text is not valid (never).
    while !text.is_char_boundary(end) {
        end += 1;
    }
    end
}

fn name(p: Pair<Rule>, base: usize) -> Name {
    Name {
        text: p.as_str().to_string(),
        span: span_of(&p, base),
    }
}

fn int(p: Pair<Rule>, base: usize) -> Int {
    Int {
        // Absurdly long numbers saturate; the checker reports them out of range.
        value: p.as_str().parse().unwrap_or(i64::MAX),
        text: p.as_str().to_string(),
        span: span_of(&p, base),
    }
}

fn string(p: Pair<Rule>, base: usize) -> (String, Span) {
    let s = p.as_str();
    (s[1..s.len() - 1].to_string(), span_of(&p, base))
}

/// The children of a pair without the keyword tokens.
fn kids<'a>(p: Pair<'a, Rule>) -> impl Iterator<Item = Pair<'a, Rule>> {
    p.into_inner()
        .filter(|c| !format!("{:?}", c.as_rule()).starts_with("kw_"))
}

fn names(p: Pair<Rule>, base: usize) -> Vec<Name> {
    p.into_inner().map(|n| name(n, base)).collect()
}

fn region(p: Pair<Rule>, base: usize) -> Region {
    let span = span_of(&p, base);
    let mut parts = Vec::new();
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::rank_part => {
                let mut it = kids(part).map(|i| int(i, base));
                if let Some(a) = it.next() {
                    parts.push(RegionPart::Ranks(a, it.next()));
                }
            }
            Rule::file_part => {
                let mut it = kids(part).map(|i| name(i, base));
                if let Some(a) = it.next() {
                    parts.push(RegionPart::Files(a, it.next()));
                }
            }
            Rule::cell_ref => {
                if let Some(c) = part.into_inner().next() {
                    parts.push(RegionPart::Cell(name(c, base)));
                }
            }
            Rule::cell_range => {
                let mut it = part
                    .into_inner()
                    .filter_map(|c| c.into_inner().next())
                    .map(|c| name(c, base));
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    parts.push(RegionPart::Range(a, b));
                }
            }
            _ => {}
        }
    }
    Region { span, parts }
}

fn placement(p: Pair<Rule>, base: usize) -> Placement {
    let mut it = p.into_inner();
    let player = name(it.next().expect("placement player"), base);
    let piece = name(it.next().expect("placement piece"), base);
    let where_ = it.next().expect("placement region");
    if where_.as_rule() == Rule::store_count {
        let span = span_of(&where_, base);
        let mut k = kids(where_);
        let n = int(k.next().expect("store count"), base);
        let store = name(k.next().expect("store name"), base);
        return Placement {
            player,
            piece,
            region: Region {
                span,
                parts: Vec::new(),
            },
            store: Some((n, store)),
        };
    }
    let region = region(where_, base);
    Placement {
        player,
        piece,
        region,
        store: None,
    }
}

fn seq(p: Pair<Rule>, base: usize) -> Vec<(Name, Option<Name>)> {
    p.into_inner()
        .map(|part| {
            let mut it = part
                .into_inner()
                .filter_map(|c| c.into_inner().next())
                .map(|c| name(c, base));
            let a = it.next().expect("sequence cell");
            (a, it.next())
        })
        .collect()
}

fn stack_entry(p: Pair<Rule>, base: usize) -> StackEntry {
    let mut it = kids(p);
    let cell = it
        .next()
        .and_then(|c| c.into_inner().next())
        .map(|c| name(c, base))
        .expect("stack cell");
    let pieces = it
        .map(|sp| {
            let mut k = sp.into_inner().map(|n| name(n, base));
            let first = k.next().expect("stack piece");
            match k.next() {
                Some(kind) => (Some(first), kind),
                None => (None, first),
            }
        })
        .collect();
    StackEntry { cell, pieces }
}

fn cond(p: Pair<Rule>, base: usize) -> Cond {
    let span = span_of(&p, base);
    match p.as_rule() {
        Rule::cond => {
            let mut parts: Vec<Cond> = kids(p).map(|c| cond(c, base)).collect();
            if parts.len() == 1 {
                parts.pop().expect("one")
            } else {
                Cond::Or(parts)
            }
        }
        Rule::conj => {
            let mut parts: Vec<Cond> = kids(p).map(|c| cond(c, base)).collect();
            if parts.len() == 1 {
                parts.pop().expect("one")
            } else {
                Cond::And(parts)
            }
        }
        Rule::not_cond => {
            // `not not x` is `x`: keep the AST shallow however many there are.
            let nots = p
                .clone()
                .into_inner()
                .filter(|c| c.as_rule() == Rule::kw_not)
                .count();
            let inner = cond(kids(p).last().expect("not what"), base);
            if nots % 2 == 1 {
                Cond::Not(Box::new(inner))
            } else {
                inner
            }
        }
        Rule::below_cond => Cond::Below(name(kids(p).next().expect("below what"), base)),
        Rule::in_cond => Cond::In(name(kids(p).next().expect("in what"), base)),
        Rule::connected_cond => {
            let mut it = kids(p).map(|n| name(n, base));
            let kind = it.next().expect("connected kind");
            let whose = it.next().expect("connected whose");
            Cond::Connected(kind, whose)
        }
        Rule::compare => {
            let mut it = kids(p);
            let a = expr(it.next().expect("lhs"), base);
            let op = it.next().expect("op").as_str().to_string();
            let b = expr(it.next().expect("rhs"), base);
            Cond::Compare(a, op, b, span)
        }
        _ => Cond::And(Vec::new()),
    }
}

/// `KIND: MOVE` on a card (or in its `split`): the move parsed as a
/// one-statement piece's.
fn card_move(stmt: Pair<Rule>, base: usize, out: &mut Vec<(Name, MoveStmt)>) {
    let mut x = kids(stmt);
    let kind = name(x.next().expect("card move kind"), base);
    if let Some(mv) = x.next() {
        let mut piece = empty_piece(kind.clone());
        piece_stmt(&mut piece, mv, base);
        for m in piece.moves {
            out.push((kind.clone(), m));
        }
    }
}

fn expr(p: Pair<Rule>, base: usize) -> Expr {
    match p.as_rule() {
        Rule::int => Expr::Int(int(p, base)),
        Rule::height_expr => Expr::Height(span_of(&p, base)),
        Rule::deeper_expr => Expr::Deeper(span_of(&p, base)),
        _ => {
            let mut it = kids(p);
            let set = it.next().expect("set kind");
            let set_word = kids(set.clone())
                .next()
                .map(|k| name(k, base))
                .unwrap_or_else(|| name(set, base));
            let whose = name(it.next().expect("whose"), base);
            let zone = it.next().map(|z| name(z, base));
            Expr::Count(set_word, whose, zone)
        }
    }
}

fn effect(p: Pair<Rule>, base: usize) -> Effect {
    let span = span_of(&p, base);
    let rule = p.as_rule();
    let parts: Vec<Pair<Rule>> = kids(p).collect();
    let word = |i: usize| name(parts[i].clone(), base);
    match rule {
        Rule::add_eff => Effect::Add(int(parts[0].clone(), base), word(1)),
        Rule::clear_eff => Effect::Clear(word(0)),
        Rule::place_eff => Effect::Place(word(0), word(1), word(2)),
        Rule::turn_eff => Effect::TurnTo(word(0)),
        _ => Effect::Reset(span),
    }
}

fn empty_piece(name: Name) -> PieceDef {
    PieceDef {
        name,
        symbols: Vec::new(),
        moves: Vec::new(),
        promotions: Vec::new(),
        royal: None,
        neutral: None,
        stored_as: None,
    }
}

/// One statement of a `piece` block (also a card's move).
fn piece_stmt(piece: &mut PieceDef, stmt: Pair<Rule>, base: usize) {
    let sspan = span_of(&stmt, base);
    match stmt.as_rule() {
        Rule::symbols_stmt => {
            piece.symbols.extend(kids(stmt).map(|s| string(s, base)));
        }
        Rule::step_stmt => {
            let mut k = kids(stmt);
            let dirs = names(k.next().expect("step dirs"), base);
            let onto = k.next().expect("to or onto").as_rule() == Rule::step_onto;
            let to = name(k.next().expect("step target"), base);
            let (mut lift, mut guard) = (None, None);
            for extra in k {
                match extra.as_rule() {
                    Rule::lift => lift = kids(extra).next().map(|i| int(i, base)),
                    Rule::guard => guard = kids(extra).next().map(|c| cond(c, base)),
                    _ => {}
                }
            }
            piece.moves.push(MoveStmt::Step {
                span: sspan,
                dirs,
                to,
                onto,
                lift,
                guard,
            });
        }
        Rule::bear_stmt => {
            let guard = kids(stmt)
                .find(|k| k.as_rule() == Rule::guard)
                .and_then(|g| kids(g).next())
                .map(|c| cond(c, base));
            piece.moves.push(MoveStmt::BearOff { span: sspan, guard });
        }
        Rule::jump_stmt => {
            let mut k = kids(stmt);
            let dirs = names(k.next().expect("jump dirs"), base);
            let over = name(k.next().expect("jump over"), base);
            let (mut chained, mut flying, mut max) = (false, false, None);
            for extra in k {
                match extra.as_rule() {
                    Rule::chained => chained = true,
                    Rule::flying => flying = true,
                    Rule::max_limit => max = kids(extra).next().map(|i| int(i, base)),
                    _ => {}
                }
            }
            piece.moves.push(MoveStmt::Jump {
                span: sspan,
                dirs,
                over,
                chained,
                flying,
                max,
            });
        }
        Rule::slide_stmt => {
            let mut k = kids(stmt);
            let dirs = names(k.next().expect("slide dirs"), base);
            let onto = k.next().expect("to or onto").as_rule() == Rule::step_onto;
            let to = name(k.next().expect("slide target"), base);
            let (mut max, mut exactly, mut guard, mut passing) = (None, None, None, None);
            let (mut within, mut avoiding, mut stopping) = (None, None, None);
            for extra in k {
                let zone = |e: Pair<Rule>| kids(e).next().map(|n| name(n, base));
                match extra.as_rule() {
                    Rule::within_mod => within = zone(extra),
                    Rule::avoiding_mod => avoiding = zone(extra),
                    Rule::stopping_mod => stopping = zone(extra),
                    Rule::max_limit => max = kids(extra).next().map(|i| int(i, base)),
                    Rule::exactly_limit => exactly = kids(extra).next().map(|i| int(i, base)),
                    Rule::guard => guard = kids(extra).next().map(|c| cond(c, base)),
                    Rule::passing => passing = kids(extra).next().map(|n| name(n, base)),
                    _ => {}
                }
            }
            piece.moves.push(MoveStmt::Slide {
                span: sspan,
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
            });
        }
        Rule::leap_stmt => {
            let (mut offset, mut dirs, mut by, mut to, mut guard) =
                (None, Vec::new(), None, None, None);
            for part in kids(stmt) {
                match part.as_rule() {
                    Rule::offset => {
                        let mut it = kids(part).map(|i| int(i, base));
                        if let (Some(a), Some(b)) = (it.next(), it.next()) {
                            offset = Some((a, b));
                        }
                    }
                    Rule::name_list => dirs = names(part, base),
                    Rule::name if by.is_none() && !dirs.is_empty() => by = Some(name(part, base)),
                    Rule::name => to = Some(name(part, base)),
                    Rule::guard => guard = kids(part).next().map(|c| cond(c, base)),
                    _ => {}
                }
            }
            piece.moves.push(MoveStmt::Leap {
                span: sspan,
                offset,
                dirs,
                by,
                to: to.expect("leap target"),
                guard,
            });
        }
        Rule::royal_stmt => piece.royal = Some(sspan),
        Rule::along_stmt => {
            let mut k = kids(stmt);
            let track = name(k.next().expect("along track"), base);
            let dirs = names(k.next().expect("along dirs"), base);
            let (mut exactly, mut max, mut onto, mut to, mut guard) =
                (None, None, false, None, None);
            let mut until = false;
            let mut avoiding = None;
            for x in k {
                match x.as_rule() {
                    Rule::exactly_limit => exactly = kids(x).next().map(|i| int(i, base)),
                    Rule::max_limit => max = kids(x).next().map(|i| int(i, base)),
                    Rule::step_onto => onto = true,
                    Rule::along_until => until = true,
                    Rule::step_to => {}
                    Rule::name => to = Some(name(x, base)),
                    Rule::avoiding_mod => avoiding = kids(x).next().map(|n| name(n, base)),
                    Rule::guard => guard = kids(x).next().map(|c| cond(c, base)),
                    _ => {}
                }
            }
            piece.moves.push(MoveStmt::Along {
                avoiding,
                span: sspan,
                track,
                dirs,
                exactly,
                max,
                onto,
                until,
                to: to.expect("along target"),
                guard,
            });
        }
        Rule::enter_stmt => {
            let mut k = kids(stmt).peekable();
            let store = name(k.next().expect("enter store"), base);
            let zone = name(k.next().expect("enter zone"), base);
            let as_kind = match k.peek().map(|x| x.as_rule()) {
                Some(Rule::enter_as) => k
                    .next()
                    .and_then(|a| a.into_inner().next())
                    .map(|n| name(n, base)),
                _ => None,
            };
            let to = name(k.next().expect("enter target"), base);
            let guard = k.next().and_then(|g| kids(g).next()).map(|c| cond(c, base));
            piece.moves.push(MoveStmt::Enter {
                span: sspan,
                store,
                zone,
                as_kind,
                to,
                guard,
            });
        }
        Rule::neutral_stmt => piece.neutral = Some(sspan),
        Rule::stored_stmt => piece.stored_as = kids(stmt).next().map(|n| name(n, base)),
        Rule::promote_stmt => {
            let mut to: Vec<Name> = Vec::new();
            let mut ends_move = false;
            for part in kids(stmt) {
                match part.as_rule() {
                    Rule::name => to.push(name(part, base)),
                    _ => ends_move = true,
                }
            }
            let zone = to.pop().expect("promote zone");
            piece.promotions.push(PromoteStmt {
                span: sspan,
                to,
                zone,
                ends_move,
            });
        }
        _ => {}
    }
}

fn add_item_at(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    match item.as_rule() {
        Rule::game_item => {
            let mut it = kids(item).filter(|k| k.as_rule() == Rule::string);
            if let Some(s) = it.next() {
                if ast.title.is_some() {
                    ast.extra_titles.push(span);
                } else {
                    ast.title = Some(string(s, base));
                    ast.extends = it.next().map(|p| string(p, base));
                }
            }
        }
        Rule::sides_item => {
            let mut sides = Vec::new();
            for def in kids(item) {
                let mut it = kids(def);
                let n = name(it.next().expect("side name"), base);
                let members = it.next().map(|l| names(l, base)).unwrap_or_default();
                sides.push((n, members));
            }
            ast.sides.push(SidesBlock { span, sides });
        }
        Rule::players_item => {
            let mut players = Vec::new();
            for def in kids(item) {
                let mut it = kids(def);
                let n = name(it.next().expect("player name"), base);
                let (mut forward, mut team) = (None, None);
                for x in it {
                    match x.as_rule() {
                        Rule::forward_dir => forward = Some(name(x, base)),
                        _ => team = Some(name(x, base)),
                    }
                }
                players.push(PlayerDef {
                    name: n,
                    forward,
                    team,
                });
            }
            ast.players.push(PlayersBlock { span, players });
        }
        Rule::board_item => {
            let mut b = BoardBlock {
                span,
                ..Default::default()
            };
            for stmt in kids(item) {
                match stmt.as_rule() {
                    Rule::grid_stmt => {
                        let mut it = kids(stmt).map(|i| int(i, base));
                        if let (Some(w), Some(h)) = (it.next(), it.next()) {
                            b.grid = Some((w, h));
                        }
                    }
                    Rule::cells_stmt => b.cells = kids(stmt).next().map(|r| region(r, base)),
                    Rule::stacks_stmt => {
                        let sspan = span_of(&stmt, base);
                        let limit = kids(stmt)
                            .find(|k| k.as_rule() == Rule::int)
                            .map(|i| int(i, base));
                        b.stacks = Some((sspan, limit));
                    }
                    Rule::numbers_stmt => {
                        let orders: Vec<(Name, Name)> = kids(stmt)
                            .map(|o| {
                                let mut it = o.into_inner().map(|n| name(n, base));
                                (it.next().expect("axis"), it.next().expect("order"))
                            })
                            .collect();
                        if orders.len() == 2 {
                            b.numbers = Some([orders[0].clone(), orders[1].clone()]);
                        }
                    }
                    _ => {}
                }
            }
            ast.boards.push(b);
        }
        Rule::directions_item => {
            let mut it = kids(item);
            let n = name(it.next().expect("group name"), base);
            let members = names(it.next().expect("group members"), base);
            ast.directions.push(DirectionGroup { name: n, members });
        }
        Rule::zone_item => {
            let mut it = kids(item);
            let n = name(it.next().expect("zone name"), base);
            let mut entries = Vec::new();
            for rest in it {
                match rest.as_rule() {
                    Rule::zone_entry => {
                        let mut e = rest.into_inner();
                        let player = name(e.next().expect("zone player"), base);
                        let r = region(e.next().expect("zone region"), base);
                        entries.push((Some(player), r));
                    }
                    Rule::region => entries.push((None, region(rest, base))),
                    _ => {}
                }
            }
            ast.zones.push(ZoneDef { name: n, entries });
        }
        Rule::piece_item => {
            let mut it = kids(item);
            let n = name(it.next().expect("piece name"), base);
            let mut piece = empty_piece(n);
            for stmt in it {
                piece_stmt(&mut piece, stmt, base);
            }
            ast.pieces.push(piece);
        }
        Rule::setup_item => {
            let (mut placements, mut stacks) = (Vec::new(), Vec::new());
            for p in kids(item) {
                match p.as_rule() {
                    Rule::stack_entry => stacks.push(stack_entry(p, base)),
                    _ => placements.push(placement(p, base)),
                }
            }
            ast.setups.push(SetupBlock {
                span,
                placements,
                stacks,
            });
        }
        Rule::rules_item => {
            ast.rules_blocks.push(span);
            for stmt in kids(item) {
                let sspan = span_of(&stmt, base);
                match stmt.as_rule() {
                    Rule::mandatory_stmt => {
                        if let Some(n) = kids(stmt).next() {
                            ast.rules.push(RuleStmt::Mandatory(name(n, base), sspan));
                        }
                    }
                    Rule::steal_stmt => {
                        let mut k = kids(stmt);
                        let kind = name(k.next().expect("steal kind"), base);
                        let dirs = names(k.next().expect("steal dirs"), base);
                        let by = names(k.next().expect("steal by"), base);
                        ast.rules.push(RuleStmt::Steal {
                            span: sspan,
                            kind,
                            dirs,
                            by,
                        });
                    }
                    Rule::event_stmt => {
                        let mut k = kids(stmt);
                        let kind = name(k.next().expect("event kind"), base);
                        let zone = name(k.next().expect("event zone"), base);
                        let effects = k.map(|e| effect(e, base)).collect();
                        ast.rules.push(RuleStmt::Event {
                            span: sspan,
                            kind,
                            zone,
                            effects,
                        });
                    }
                    Rule::control_stmt => {
                        if let Some(c) = kids(stmt).next().and_then(|g| kids(g).next()) {
                            ast.rules.push(RuleStmt::Control {
                                span: sspan,
                                cond: cond(c, base),
                            });
                        }
                    }
                    Rule::when_stmt => {
                        let mut k = kids(stmt);
                        let counter = name(k.next().expect("when counter"), base);
                        let value = int(k.next().expect("when value"), base);
                        let effects = k.map(|e| effect(e, base)).collect();
                        ast.rules.push(RuleStmt::When {
                            span: sspan,
                            counter,
                            value,
                            effects,
                        });
                    }
                    _ => {}
                }
            }
        }
        Rule::cards_item => {
            let mut block = CardsBlock {
                span,
                deals: Vec::new(),
                hands: None,
                exchange: None,
                announce: None,
            };
            for stmt in kids(item) {
                let sspan = span_of(&stmt, base);
                match stmt.as_rule() {
                    Rule::deal_stmt => {
                        let mut k = kids(stmt).map(|i| int(i, base));
                        if let Some(n) = k.next() {
                            block.deals.push((n, k.next(), sspan));
                        }
                    }
                    Rule::hands_stmt => block.hands = kids(stmt).next().map(|n| name(n, base)),
                    Rule::exchange_stmt => {
                        block.exchange = kids(stmt).next().map(|n| (int(n, base), sspan));
                    }
                    Rule::announce_stmt => {
                        let mut k = kids(stmt);
                        let label = name(k.next().expect("announce label"), base);
                        let cards = names(k.next().expect("announce cards"), base);
                        block.announce = Some((label, cards));
                    }
                    _ => {}
                }
            }
            ast.cards_blocks.push(block);
        }
        Rule::card_item => {
            let mut k = kids(item);
            let n = name(k.next().expect("card name"), base);
            let mut card = CardDef {
                name: n,
                copies: None,
                moves: Vec::new(),
                skip: None,
                swap: None,
                split: None,
                pass: None,
                cancel: None,
                behalf: None,
                proxy: None,
            };
            for stmt in k {
                match stmt.as_rule() {
                    Rule::copies_stmt => card.copies = kids(stmt).next().map(|i| int(i, base)),
                    Rule::swap_stmt => {
                        let mut x = kids(stmt);
                        let kinds = names(x.next().expect("swap kinds"), base);
                        let zone = name(x.next().expect("swap zone"), base);
                        let guard = x.next().and_then(|g| kids(g).next()).map(|c| cond(c, base));
                        card.swap = Some((kinds, zone, guard));
                    }
                    Rule::skip_stmt => {
                        let sspan = span_of(&stmt, base);
                        let guard = kids(stmt)
                            .find(|k| k.as_rule() == Rule::guard)
                            .and_then(|g| kids(g).next())
                            .map(|c| cond(c, base));
                        card.skip = Some((sspan, guard));
                    }
                    Rule::card_move => card_move(stmt, base, &mut card.moves),
                    Rule::pass_stmt => {
                        let sspan = span_of(&stmt, base);
                        let again = stmt
                            .clone()
                            .into_inner()
                            .any(|k| k.as_rule() == Rule::kw_again);
                        let side = kids(stmt).next().map(|n| name(n, base));
                        card.pass = side.map(|s| (sspan, s, again));
                    }
                    Rule::proxy_stmt => {
                        let sspan = span_of(&stmt, base);
                        card.proxy = kids(stmt).next().map(|n| (sspan, name(n, base)));
                    }
                    Rule::for_stmt => {
                        let sspan = span_of(&stmt, base);
                        let mut b = BehalfDef {
                            span: sspan,
                            sides: Vec::new(),
                            guard: None,
                            moves: Vec::new(),
                        };
                        for x in kids(stmt) {
                            match x.as_rule() {
                                Rule::name => b.sides.push(name(x, base)),
                                Rule::guard => b.guard = kids(x).next().map(|c| cond(c, base)),
                                Rule::card_move => card_move(x, base, &mut b.moves),
                                _ => {}
                            }
                        }
                        card.behalf = Some(b);
                    }
                    Rule::cancel_stmt => {
                        let sspan = span_of(&stmt, base);
                        card.cancel = kids(stmt).next().map(|n| (sspan, name(n, base)));
                    }
                    Rule::split_stmt => {
                        let sspan = span_of(&stmt, base);
                        let mut x = kids(stmt);
                        let steps = int(x.next().expect("split steps"), base);
                        let mut split = SplitDef {
                            span: sspan,
                            steps,
                            moves: Vec::new(),
                            stay: None,
                        };
                        for inner in x {
                            match inner.as_rule() {
                                Rule::card_move => card_move(inner, base, &mut split.moves),
                                Rule::stay_stmt => {
                                    split.stay = kids(inner)
                                        .next()
                                        .and_then(|g| kids(g).next())
                                        .map(|c| cond(c, base));
                                }
                                _ => {}
                            }
                        }
                        card.split = Some(split);
                    }
                    _ => {}
                }
            }
            ast.cards.push(card);
        }
        Rule::track_item => {
            let mut looped = false;
            let mut n = None;
            let mut cells = Vec::new();
            for k in kids(item) {
                match k.as_rule() {
                    Rule::name => n = Some(name(k, base)),
                    Rule::loop_flag => looped = true,
                    Rule::cell_seq => cells = seq(k, base),
                    _ => {}
                }
            }
            ast.tracks.push(TrackDef {
                name: n.expect("track name"),
                looped,
                cells,
            });
        }
        Rule::branch_item => {
            let mut k = kids(item);
            let n = name(k.next().expect("branch name"), base);
            let track = name(k.next().expect("branch track"), base);
            let entries = k
                .map(|e| {
                    let mut x = kids(e);
                    let player = name(x.next().expect("branch player"), base);
                    let at = x
                        .next()
                        .and_then(|c| c.into_inner().next())
                        .map(|c| name(c, base))
                        .expect("branch entry cell");
                    let cells = seq(x.next().expect("branch cells"), base);
                    (player, at, cells)
                })
                .collect();
            ast.branches.push(BranchDef {
                name: n,
                track,
                entries,
            });
        }
        Rule::store_item => {
            if let Some(n) = kids(item).next() {
                ast.stores.push(name(n, base));
            }
        }
        Rule::counters_item => {
            if let Some(list) = kids(item).next() {
                ast.counters.extend(names(list, base));
            }
        }
        Rule::turn_item => {
            let mut block = TurnBlock {
                span,
                multi: None,
                budgets: Vec::new(),
            };
            for stmt in kids(item) {
                let sspan = span_of(&stmt, base);
                match stmt.as_rule() {
                    Rule::actions_stmt => block.multi = Some(sspan),
                    Rule::budget_stmt => {
                        let mut k = kids(stmt);
                        let n = int(k.next().expect("budget count"), base);
                        let kinds = names(k.next().expect("budget kinds"), base);
                        block.budgets.push((n, kinds, sspan));
                    }
                    _ => {}
                }
            }
            ast.turns.push(block);
        }
        Rule::end_item => {
            ast.end_blocks.push(span);
            for rule in kids(item) {
                if rule.as_rule() == Rule::score_stmt {
                    if let Some(n) = kids(rule).next() {
                        ast.scores.push(name(n, base));
                    }
                    continue;
                }
                let rspan = span_of(&rule, base);
                let mut it = rule.into_inner();
                let c = it.next().expect("end condition");
                let anyone = c.as_rule() == Rule::after_cond
                    && c.clone().into_inner().any(|k| k.as_rule() == Rule::kw_any);
                let result = name(it.next().expect("end result"), base);
                let cond = match c.as_rule() {
                    Rule::no_cond => EndCond::No(name(kids(c).next().expect("no what"), base)),
                    Rule::after_cond => {
                        EndCond::AfterMove(cond(kids(c).next().expect("after what"), base))
                    }
                    Rule::repetition_cond => {
                        let mut k = kids(c);
                        let n = int(k.next().expect("count"), base);
                        EndCond::Repetition(n, k.next().map(|s| names(s, base)).unwrap_or_default())
                    }
                    _ => {
                        let mut k = kids(c);
                        let n = int(k.next().expect("count"), base);
                        EndCond::Plies(n, k.next().map(|s| names(s, base)).unwrap_or_default())
                    }
                };
                ast.ends.push(EndRule {
                    span: rspan,
                    cond,
                    result,
                    anyone,
                });
            }
        }
        _ => {}
    }
}
