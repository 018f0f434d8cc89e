//! The warnings, as data: one variant per thing in a file that compiles
//! but is likely a mistake, with its code, message, underlined spans and
//! help (converted to [`Diagnostic`](crate::diag::Diagnostic) for
//! rendering). Each is found by the file of `lint` named after its code.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// A warning about a game that compiled.
    pub enum LintWarning {
        /// A move rule whose directions leave the board from every cell.
        #[error("this move can never be made: its directions leave the board from every cell")]
        #[diagnostic(code("ludus::direction-leaves-board"), severity(Warning))]
        DirectionsLeaveBoard {
            #[label("leaves the board from every cell")]
            span: Span,
            /// Why no cell has room, for this board and reach.
            #[help]
            help: String,
        },
        /// A move rule whose offset leaves the board from every cell.
        #[error("this move can never be made: its offset leaves the board from every cell")]
        #[diagnostic(
            code("ludus::direction-leaves-board"),
            severity(Warning),
            help("the board is {width}x{height}; use a smaller offset")
        )]
        OffsetLeavesBoard {
            width: u8,
            height: u8,
            #[label("leaves the board from every cell")]
            span: Span,
        },
        /// A zone entry with no cell of the board.
        #[error("zone `{zone}` has no cell{whose}")]
        #[diagnostic(
            code("ludus::empty-zone"),
            severity(Warning),
            help("this board uses only some squares of its grid (`cells dark` or `cells light`); name ranks, files or cells that it uses")
        )]
        EmptyZone {
            zone: String,
            /// `` for `PLAYER` `` for a player's part of the zone, else empty.
            whose: String,
            #[label("no cell of the board is here")]
            span: Span,
        },
        /// An end rule whose condition never holds.
        #[error("this end rule can never apply: its condition never holds")]
        #[diagnostic(
            code("ludus::end-never-holds"),
            severity(Warning),
            help("counts and heights are never negative; compare with a value they can reach")
        )]
        EndNeverHolds {
            #[label("never true")]
            span: Span,
        },
        /// A piece with no move.
        #[error("piece `{piece}` can never move")]
        #[diagnostic(
            code("ludus::immobile-piece"),
            severity(Warning),
            help("give it a move, e.g. `step diagonal to empty`")
        )]
        ImmobilePiece {
            piece: String,
            #[label("no step, slide, leap, jump or bear-off")]
            span: Span,
        },
        /// Pieces that can move back and forth forever in a game with no
        /// end rule for repetition: one warning for the game.
        #[error("{pieces} can move back and forth forever, and no end rule stops a game that repeats")]
        #[diagnostic(
            code("ludus::may-loop"),
            severity(Warning),
            help("add `repetition 3: draw` or `plies N: draw` to `end`, unless the rules make endless play impossible")
        )]
        MayLoop {
            /// The pieces, quoted: `` `king` `` or `` `rook`, `queen` and `king` ``.
            pieces: String,
            #[label("moves both ways without condition")]
            span: Span,
        },
        /// An `end` block with no rule.
        #[error("the game can never end: the `end` block has no rule")]
        #[diagnostic(
            code("ludus::never-ending"),
            severity(Warning),
            help("add `no moves: loses`, and `repetition 3: draw` or `plies 100: draw` so that a game cannot go on forever")
        )]
        NeverEnding {
            #[label("no end rule")]
            span: Span,
        },
        /// A player given no piece by the setup.
        #[error("player `{player}` gets no piece in the setup")]
        #[diagnostic(
            code("ludus::player-without-pieces"),
            severity(Warning),
            help("add `{player} PIECE: CELLS` to `setup`")
        )]
        PlayerWithoutPieces {
            player: String,
            #[label("no piece is placed for this player")]
            span: Span,
        },
        /// A definition named like a built-in word.
        #[error("{what} is named `{name}`, a word the language already uses")]
        #[diagnostic(
            code("ludus::shadows-builtin"),
            severity(Warning),
            help("wherever `{name}` could be the built-in word, it is read as that word, so this name is easily misread; rename it")
        )]
        ShadowsBuiltin {
            /// What is defined: `a player`, `a piece`, ...
            what: &'static str,
            name: String,
            #[label("hides a built-in word")]
            span: Span,
        },
        /// An end rule with the same condition as one checked before it.
        #[error("the end rule `{rule}` can never decide the game")]
        #[diagnostic(
            code("ludus::unreachable-end"),
            severity(Warning),
            help("the end rules are checked in order and the first that holds decides: remove the second one")
        )]
        RepeatedEnd {
            rule: String,
            #[label("never the first rule to hold")]
            span: Span,
            #[label("the same condition, checked first")]
            first: Span,
        },
        /// An end rule that an earlier rule always decides first.
        #[error("the end rule `{rule}` can never decide the game")]
        #[diagnostic(
            code("ludus::unreachable-end"),
            severity(Warning),
            help("the end rules are checked in order, and `{earlier}` always holds first; remove this rule, or give it a smaller count than the rule above")
        )]
        UnreachableEnd {
            rule: String,
            /// The earlier rule, as written.
            earlier: String,
            #[label("never the first rule to hold")]
            span: Span,
            #[label("checked first, and holds whenever the rule below does")]
            first: Span,
        },
        /// A direction group no move uses.
        #[error("direction group `{group}` is never used")]
        #[diagnostic(
            code("ludus::unused-directions"),
            severity(Warning),
            help("use it in a move (`step {group} to empty`), or remove it")
        )]
        UnusedDirections {
            group: String,
            #[label("defined here, used by no move")]
            span: Span,
        },
        /// A piece that never comes into play.
        #[error("piece `{piece}` never comes into play")]
        #[diagnostic(
            code("ludus::unused-piece"),
            severity(Warning),
            help("place it in `setup` (`PLAYER {piece}: CELLS`), make it a promotion (`promote {piece} on ZONE`), or remove it")
        )]
        UnusedPiece {
            piece: String,
            #[label("never placed in the setup, and nothing in play promotes to it")]
            span: Span,
        },
        /// A zone nothing uses.
        #[error("zone `{zone}` is never used")]
        #[diagnostic(
            code("ludus::unused-zone"),
            severity(Warning),
            help("use it in a promotion (`promote KIND on {zone}`) or a condition (`if in {zone}`), or remove it")
        )]
        UnusedZone {
            zone: String,
            #[label("defined here, used nowhere")]
            span: Span,
        },
        /// A modifier of a move that changes nothing there.
        #[error("`{word}` has no effect here")]
        #[diagnostic(code("ludus::no-effect"), severity(Warning), help("{why}; remove `{word}`"))]
        NoEffect {
            word: String,
            why: String,
            #[label("changes nothing")]
            span: Span,
        },
    }
}
