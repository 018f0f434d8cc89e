//! The AST: what the parser makes of a rule file or a position text. Every
//! node carries the byte span it came from; the checker (`check`) reads it
//! and never sees pest's parse tree.

use crate::diag::Span;

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
    /// The stores among them written `store NAME to captor` (a captured
    /// piece goes to the captor's store).
    pub captor_stores: Vec<Name>,
    /// `cards { ... }` blocks (one is allowed) and `card` definitions.
    pub cards_blocks: Vec<CardsBlock>,
    pub cards: Vec<CardDef>,
    /// `picture { ... }` blocks (how pictures draw the board).
    pub pictures: Vec<PictureBlock>,
    /// Spans of whole blocks, for "missing part" and "defined twice" reports.
    pub end_blocks: Vec<Span>,
    /// Names defined in items that failed to parse (`piece king {` with a
    /// syntax error in it defines `king`): the checker does not report
    /// uses of them as unknown, since the real error is the syntax error.
    pub broken_names: Vec<String>,
    /// `remove KIND NAME` lines: items of the parent taken out.
    pub removes: Vec<Remove>,
    /// `sowing { ... }` blocks (one is allowed).
    pub sowings: Vec<SowingBlock>,
    /// `race { ... }` blocks (one is allowed).
    pub races: Vec<RaceBlock>,
}

/// `race { ... }`: checkers counted per cell, moved along a track by dice.
#[derive(Clone, Debug, Default)]
pub struct RaceBlock {
    pub span: Span,
    /// `along TRACK`.
    pub along: Option<Name>,
    /// `PLAYER forward|backward`: the player and whether backward.
    pub ways: Vec<(Name, bool)>,
    /// `roll N dice S`: the number of dice and their faces.
    pub roll: Option<(Int, Int)>,
    /// `doubles twice`.
    pub doubles: Option<Span>,
    /// `home ZONE`.
    pub home: Option<Name>,
    /// `start PLAYER: N at CELL, ...`.
    pub starts: Vec<(Name, Vec<(Int, Name)>)>,
}

/// `sowing { ... }`: seeds counted per cell and sown along a track.
#[derive(Clone, Debug, Default)]
pub struct SowingBlock {
    pub span: Span,
    /// `from ZONE along TRACK`: the players' pits and the track.
    pub from: Option<(Name, Name)>,
    /// `seeds N`: the seeds in each pit at the start.
    pub seeds: Option<Int>,
    /// `store ZONE`: each player's store.
    pub store: Option<Name>,
    /// `skip ZONE WHOSE`: cells the sowing passes over.
    pub skips: Vec<(Name, Name)>,
    /// `skip origin`: the pit sown from is passed over.
    pub skip_origin: Option<Span>,
    /// `again in ZONE`: the last seed there gives another move.
    pub again: Option<Name>,
    /// `capture opposite`.
    pub opposite: Option<Span>,
    /// `capture N, M backward`: the counts, and the statement's span.
    pub chain: Option<(Vec<Int>, Span)>,
    /// `no grand slam`.
    pub grand_slam: Option<Span>,
    /// `must feed`.
    pub feed: Option<Span>,
}

/// One name of a `remove` line.
#[derive(Clone, Debug)]
pub struct Remove {
    /// The whole line.
    pub span: Span,
    /// The item keyword: `zone`, `piece`, `directions`, `track`, `branch`
    /// or `card`.
    pub what: String,
    pub name: Name,
    /// Whether the merge with the parent found the item (and took it out).
    pub found: bool,
}

/// `picture { ... }`: how pictures draw the board (presentation only).
#[derive(Clone, Debug)]
pub struct PictureBlock {
    pub span: Span,
    pub stmts: Vec<PictureStmt>,
}

/// One statement of a `picture` block.
#[derive(Clone, Debug)]
pub enum PictureStmt {
    /// `cells SHAPE`: `squares` (chequered, the default) or `circles`.
    Cells(Name),
    /// `arrows along TRACK`: the direction of travel drawn along it.
    Arrows(Name),
    /// `colour ZONE, ...`: each player's cells of the zones in its colour.
    Colour(Vec<Name>),
    /// `store STORE beside ZONE`: each player's pieces in the store drawn
    /// beside its cell of the zone.
    Store(Name, Name),
    /// `legend "TEXT"`: a line of the legend shown beside the board.
    Legend(String),
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

/// Cells in order: single cells (`a1`, no end) and straight runs (`a1..a9`,
/// the first and last cell).
pub type CellSeq = Vec<(Name, Option<Name>)>;

/// `track NAME [loop]: CELLS`.
#[derive(Clone, Debug)]
pub struct TrackDef {
    pub name: Name,
    pub looped: bool,
    /// Cells in order: single cells and straight runs `a1..a9`.
    pub cells: CellSeq,
}

/// `branch NAME from TRACK { PLAYER: CELL into CELLS ... }`.
#[derive(Clone, Debug)]
pub struct BranchDef {
    pub name: Name,
    pub track: Name,
    /// (player, the track's cell where the branch starts, the branch's
    /// cells).
    pub entries: Vec<(Name, Name, CellSeq)>,
}

#[derive(Clone, Debug, Default)]
pub struct BoardBlock {
    pub span: Span,
    pub grid: Option<(Int, Int)>,
    /// `grid W x H hex`: the span of `hex`.
    pub hex: Option<Span>,
    pub cells: Option<Region>,
    pub numbers: Option<[(Name, Name); 2]>,
    /// `stacks unlimited` (`Some(None)`) or `stacks N`.
    pub stacks: Option<(Span, Option<Int>)>,
    /// `lines a1 d1 g1, ...`: the statement's span and each line's points.
    pub lines: Option<(Span, Vec<Vec<Name>>)>,
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
    /// `pass if no moves`: where it was written.
    pub pass: Option<Span>,
    /// `pass allowed`: where it was written.
    pub pass_allowed: Option<Span>,
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
    /// `glyphs "⛀" "⛂"`: drawn in pictures instead of the symbols.
    pub glyphs: Vec<(String, Span)>,
    pub moves: Vec<MoveStmt>,
    pub promotions: Vec<PromoteStmt>,
    /// `royal`: where it was written.
    pub royal: Option<Span>,
    /// `neutral`: where it was written.
    pub neutral: Option<Span>,
    /// `stored as KIND`.
    pub stored_as: Option<Name>,
    /// `then shoot KIND DIRS`: the statement's span, the kind and the
    /// directions.
    pub shoot: Option<(Span, Name, Vec<Name>)>,
    /// `custodian DIRS`: the statement's span and the directions.
    pub custodian: Option<(Span, Vec<Name>)>,
    /// `flips adjacent DIRS`: the statement's span and the directions
    /// (empty if none was written: a checker error).
    pub flips_adjacent: Option<(Span, Vec<Name>)>,
    /// `captured against …` and `captured when surrounded …`.
    pub captured: Vec<CapturedStmt>,
    /// `then remove enemy after line [except in line]`.
    pub remove: Option<RemoveStmt>,
    /// `quiet moves max N in a row [if COND]` (each one written).
    pub quiet: Vec<QuietStmt>,
}

/// `quiet moves max N in a row [if COND]`: a piece of the kind makes at
/// most N moves that take nothing in a row, while COND holds.
#[derive(Clone, Debug)]
pub struct QuietStmt {
    pub span: Span,
    pub max: Int,
    pub guard: Option<Cond>,
}

/// How a piece is taken by custodian capture.
#[derive(Clone, Debug)]
pub enum CapturedStmt {
    /// `captured against ZONE [when empty]`: the zone's cells count as the
    /// captor's pieces (only while empty with `when empty`).
    Against {
        span: Span,
        zone: Name,
        when_empty: bool,
    },
    /// `captured when surrounded DIRS [in ZONE]`: taken only with a hostile
    /// cell on every side of DIRS (only while it stands in ZONE, if given).
    Surrounded {
        span: Span,
        dirs: Vec<Name>,
        zone: Option<Name>,
    },
}

/// `then remove WHOSE after LINE [except in LINE]`: the words as written
/// (`enemy`, `line`, `line`), checked by the checker.
#[derive(Clone, Debug)]
pub struct RemoveStmt {
    pub span: Span,
    pub whose: Name,
    pub after: Name,
    pub except: Option<Name>,
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
        /// `stopping outside ZONE`.
        outside: Option<Name>,
        max: Option<Int>,
        exactly: Option<Int>,
        guard: Option<Cond>,
        passing: Option<Name>,
        /// `over X`: the ride passes exactly one piece (the screen), which
        /// must satisfy X.
        over: Option<Name>,
    },
    /// `leap (a, b) [through X] to Y [within Z]` or `leap DIRS by MEASURE
    /// to X`.
    Leap {
        span: Span,
        offset: Option<(Int, Int)>,
        dirs: Vec<Name>,
        by: Option<Name>,
        to: Name,
        guard: Option<Cond>,
        /// `through X`: the first cell of the way must satisfy X.
        through: Option<Name>,
        /// `within Z`: the destination is in the mover's part of Z.
        within: Option<Name>,
        /// `leap (a, b) forward`: only the offsets b cells forward.
        forward: bool,
    },
    Jump {
        span: Span,
        dirs: Vec<Name>,
        over: Name,
        /// `over X KIND`: only pieces of this kind may be jumped.
        over_kind: Option<Name>,
        chained: bool,
        flying: bool,
        max: Option<Int>,
        /// `long`: over a piece at any distance, landing anywhere beyond.
        long: bool,
        /// `reversing`: a long chained jump may turn back.
        reversing: bool,
        /// `at N`: over the square N away, landing N beyond it.
        at: Option<Int>,
        /// The modifiers as written, in order: their words and spans (for
        /// the check of their order).
        mods: Vec<(&'static str, Span)>,
    },
    /// `hop DIRS over X [chained]`: over a piece, taking nothing; chained,
    /// on while it can, ending on any cell reached.
    Hop {
        span: Span,
        dirs: Vec<Name>,
        over: Name,
        chained: bool,
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
    /// `fly to X [if C]` (to any cell of the board) or `step along lines
    /// to X [if C]` (`lines`: to a neighbour on one of the board's lines).
    Fly {
        span: Span,
        lines: bool,
        to: Name,
        guard: Option<Cond>,
    },
    /// `castle DIRS with KIND to KING-ZONE, PARTNER-ZONE`: the piece and
    /// the first piece met along DIRS (an unmoved KIND of the mover's) move
    /// at once.
    Castle {
        span: Span,
        dirs: Vec<Name>,
        with: Name,
        king_to: Name,
        partner_to: Name,
    },
    /// `enter from STORE onto ZONE [as KIND] to X [if C]`.
    /// `enter [from STORE] [onto ZONE] [as KIND] to X [falling DIR]
    /// [flipping DIRS] [if C]`:
    /// no store, an unlimited supply; no zone, the whole board.
    Enter {
        span: Span,
        store: Option<Name>,
        zone: Option<Name>,
        as_kind: Option<Name>,
        to: Name,
        falling: Option<Name>,
        /// `flipping DIRS` (empty: none).
        flipping: Vec<Name>,
        /// `without mate`: where it was written (an entry that would
        /// checkmate is not a move).
        without_mate: Option<Span>,
        guard: Option<Cond>,
    },
}

impl MoveStmt {
    /// Where the statement is written.
    pub fn span(&self) -> Span {
        match self {
            MoveStmt::Step { span, .. }
            | MoveStmt::BearOff { span, .. }
            | MoveStmt::Slide { span, .. }
            | MoveStmt::Leap { span, .. }
            | MoveStmt::Jump { span, .. }
            | MoveStmt::Hop { span, .. }
            | MoveStmt::Fly { span, .. }
            | MoveStmt::Along { span, .. }
            | MoveStmt::Castle { span, .. }
            | MoveStmt::Enter { span, .. } => *span,
        }
    }
}

#[derive(Clone, Debug)]
pub struct PromoteStmt {
    pub span: Span,
    /// One kind, or a choice (`liner | knight | silver`).
    pub to: Vec<Name>,
    pub zone: Name,
    pub ends_move: bool,
    /// `at once`: crowned mid-chain, going on as the new kind.
    pub at_once: bool,
    /// `optional`: the mover may promote, when the move starts or ends in
    /// the zone, or not.
    pub optional: bool,
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
    /// `attacked(KIND WHOSE)`: the keyword's span, the kind and the side.
    Attacked(Span, Name, Name),
    /// `line of [exactly] N`: the span of the condition, `exactly`, N.
    Line(Span, bool, Int),
    /// `connects A to B`: the span of the condition and the two zones.
    Connects(Span, Name, Name),
    /// `next to X`: a neighbour of the cell holds what X names.
    NextTo(Name),
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
    /// `mandatory capture[: CRITERION, …]`: the word, the whole
    /// statement's span, and the criteria (two words each).
    Mandatory(Name, Span, Vec<CriterionStmt>),
    /// `merge same captures`.
    Merge(Span),
    /// `remove captures at once`.
    RemoveAtOnce(Span),
    /// `long captures continue`.
    LongContinue(Span),
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
    /// `after move COND { effects }`.
    AfterMove {
        span: Span,
        cond: Cond,
        effects: Vec<Effect>,
    },
    /// `control partner if COND`.
    Control { span: Span, cond: Cond },
    /// `capture groups`.
    CaptureGroups(Span),
    /// `suicide allowed`.
    SuicideAllowed(Span),
    /// `ko simple` (false) or `ko positional` (true).
    Ko { positional: bool, span: Span },
    /// `komi N[.5]`: the value in half points, and where.
    Komi { halves: u32, span: Span },
    /// `when COUNTER = N { effects }`.
    When {
        span: Span,
        counter: Name,
        value: Int,
        effects: Vec<Effect>,
    },
    /// `no KIND facing KIND along DIRS`.
    Face {
        span: Span,
        kind: Name,
        other: Name,
        dirs: Vec<Name>,
    },
    /// `captures explode DIRS [except KINDS]`.
    Explode {
        span: Span,
        dirs: Vec<Name>,
        except: Vec<Name>,
    },
    /// `no check`.
    NoCheck(Span),
}

#[derive(Clone, Debug)]
pub struct EndRule {
    pub span: Span,
    pub cond: EndCond,
    pub result: Name,
    /// `after any move`: judged for every player, from the mover on.
    pub anyone: bool,
    /// `on claim`: the player to move may claim it; not automatic.
    pub claim: bool,
    /// `"checkmate"`: the result's name (without the quotes) and its span.
    pub label: Option<(String, Span)>,
    /// `white loses`: the player the result speaks of, if named.
    pub who: Option<Name>,
    /// `plies N … and COND`: the condition that must hold too.
    pub when: Option<Box<Cond>>,
}

#[derive(Clone, Debug)]
pub enum EndCond {
    /// `no pieces`, `no moves`: the word after `no`, and the condition of
    /// `no moves and COND`.
    No(Name, Option<Box<Cond>>),
    /// The count and the `since` events (none: the whole game).
    Repetition(Int, Vec<Name>),
    Plies(Int, Vec<Name>),
    /// `after [any] move COND` (boxed: a condition is large, the other
    /// end conditions small).
    AfterMove(Box<Cond>),
    /// `passes N`: the last N moves were passes.
    Passes(Int),
}

/// A position written as text (see `position` in the grammar).
#[derive(Clone, Debug, Default)]
pub struct PositionText {
    pub placements: Vec<Placement>,
    pub stacks: Vec<StackEntry>,
    /// `counter NAME PLAYER VALUE`.
    pub counters: Vec<(Name, Name, Int)>,
    /// `hand PLAYER: CARDS`.
    pub hands: Vec<(Name, Vec<Name>)>,
    /// `moved: CELLS`: castling pieces that have moved.
    pub moved: Option<Region>,
    /// `en-passant CELL CELL`: the cell, and the passing piece's cell.
    pub en_passant: Option<(Name, Name)>,
    /// `plies N [since M]`.
    pub clocks: Option<(Int, Option<Int>)>,
    /// `off PLAYER N`: pieces borne off.
    pub off: Vec<(Name, Int)>,
    /// The cards and the turn in progress: `deck: one, five`, `dealer:
    /// north`, … (read in `text/position_state.rs`).
    pub state: Vec<StateEntry>,
    pub turn: Option<Name>,
}

/// One entry of a position's card and turn state: `WORD: VALUE, VALUE`.
#[derive(Clone, Debug)]
pub struct StateEntry {
    pub word: Name,
    pub values: Vec<StateValue>,
}

/// A value of a [`StateEntry`]: words and numbers (numbers kept as their
/// text), and perhaps a position in brackets (what a card in the centre
/// restores).
#[derive(Clone, Debug)]
pub struct StateValue {
    pub words: Vec<Name>,
    pub before: Option<Box<PositionText>>,
}

/// A criterion of `mandatory capture: …`: two words (`most pieces`, `by
/// king`), and for `most value` the weights of kinds (`(man 2, king 3)`).
#[derive(Clone, Debug)]
pub struct CriterionStmt {
    pub ask: Name,
    pub what: Name,
    pub weights: Vec<(Name, Int)>,
}
