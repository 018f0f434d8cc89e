//! An error in the file's structure or its names: the variants of [`NameError`], grouped by the file of
//! `check` that reports them.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error in the file's structure or its names: a name unknown, defined twice or reserved, a part missing or given twice, the players and their teams.
    pub enum NameError {
        // mod.rs
        #[error("this game extends `{file}`, but it was not loaded from a file")]
        #[diagnostic(
            code("ludus::extends-without-file"),
            help("load the game from its file (`ludus::load`, `ludus check FILE`), so that the path can be resolved")
        )]
        ExtendsWithoutFile {
            file: String,
            #[label("needs the folder of the file to be found")] span: Span,
        },

        // report.rs
        #[error("`remove` takes items out of the game this one extends, and this game extends none")]
        #[diagnostic(
            code("ludus::remove-without-parent"),
            help("a `remove` line belongs in a variant (`game \"NAME\" extends \"FILE\"`); in the game's own file, delete the item instead")
        )]
        RemoveWithoutParent {
            #[label("nothing to remove from")] span: Span,
        },
        #[error("the game this one extends has no {what} `{name}`")]
        #[diagnostic(
            code("ludus::remove-unknown"),
            help("`remove {what} NAME` names an item of the parent (or of its parents); check the name and the keyword")
        )]
        RemoveUnknown {
            what: String,
            name: String,
            #[label("not in the parent")] span: Span,
        },

        // names.rs
        #[error("counter `{counter}` is defined twice")]
        #[diagnostic(code("ludus::duplicate-definition"), help("remove one of them"))]
        CounterTwice {
            counter: String,
            #[label("defined again here")] span: Span,
            #[label("first defined here")] first: Span,
        },
        #[error("`{name}` is a built-in direction and cannot be redefined")]
        #[diagnostic(code("ludus::reserved-name"), help("choose another name"))]
        ReservedName {
            name: String,
            #[label("built-in name")] span: Span,
        },
        #[error("`{name}` is defined twice")]
        #[diagnostic(
            code("ludus::duplicate-definition"),
            help("every player, piece, zone and direction group needs its own name; rename one of them")
        )]
        DefinedTwice {
            name: String,
            what: &'static str,
            first_what: &'static str,
            #[label("defined again here, as {what}")] span: Span,
            #[label("first defined here, as {first_what}")] first: Span,
        },
        #[error("unknown {what} `{name}`")]
        #[diagnostic(code("ludus::unknown-name"))]
        UnknownName {
            what: String,
            name: String,
            #[label("no {what} has this name")] span: Span,
            #[help]
            help: Option<String>,
        },
        #[error("unknown absolute direction `{name}`")]
        #[diagnostic(code("ludus::unknown-name"))]
        UnknownAbsDir {
            name: String,
            #[label("not one of n, ne, e, se, s, sw, w, nw")] span: Span,
            #[help]
            help: String,
        },
        #[error("`{name}` is {found}, but {expected} is expected here")]
        #[diagnostic(
            code("ludus::wrong-kind"),
            help("`{name}` is defined as {found} on line {line}; write {expected} here")
        )]
        WrongKind {
            name: String,
            /// What the name is, `a piece`.
            found: &'static str,
            expected: String,
            line: usize,
            #[label("this is {found}")] span: Span,
        },

        // report.rs
        #[error("the game has no {what}")]
        #[diagnostic(code("ludus::missing-part"), help("add {example}"))]
        MissingPart {
            what: String,
            a_what: String,
            example: String,
            #[label("this game needs {a_what}")] span: Span,
        },
        #[error("more than one `{block}` block")]
        #[diagnostic(
            code("ludus::duplicate-block"),
            help("merge the two `{block}` blocks into one")
        )]
        DuplicateBlock {
            block: String,
            #[label("second block")] span: Span,
            #[label("first block")] first: Span,
        },
        #[error(
            "the file is empty: a game needs players, a board, pieces, a setup and end conditions"
        )]
        #[diagnostic(
            code("ludus::missing-part"),
            help("start from an example such as `games/checkers.game`")
        )]
        EmptyFile {
            #[label("nothing but comments and blank lines")] span: Span,
        },
        #[error("the game is named twice")]
        #[diagnostic(code("ludus::duplicate-title"), help("keep one `game \"...\"` line"))]
        DuplicateTitle {
            #[label("second `game` line")] span: Span,
            #[label("first named here")] first: Option<Span>,
        },

        // players.rs
        #[error("the `players` block lists no player")]
        #[diagnostic(
            code("ludus::no-players"),
            help("name the players in turn order, e.g. `players {{ black forward n  white forward s }}`")
        )]
        NoPlayers {
            #[label("empty")] span: Span,
        },
        #[error("a game may have at most 16 players")]
        #[diagnostic(
            code("ludus::too-many-players"),
            help("the game lists {count} players; remove some (a player may own several kinds of piece)")
        )]
        TooManyPlayers {
            count: usize,
            #[label("the 17th player")] span: Span,
        },
        #[error("`{name}` is defined twice")]
        #[diagnostic(
            code("ludus::duplicate-definition"),
            help("a side needs a name of its own (not a player's), since `ludus play --seat` takes both")
        )]
        SideNameTaken {
            name: String,
            /// The label of the earlier name: a side's or a player's.
            clash: &'static str,
            #[label("defined again here, as a side")] span: Span,
            #[label("{clash}")] first: Span,
        },
        #[error("`{player}` is on two sides")]
        #[diagnostic(
            code("ludus::side-twice"),
            help("each player (seat) is played by one side; list it once")
        )]
        SideTwice {
            player: String,
            #[label("listed again here")] span: Span,
            #[label("first listed here")] first: Span,
        },
        #[error("{players_are} on no side")]
        #[diagnostic(code("ludus::side-missing"), help("add {list} to one of the sides"))]
        SideMissing {
            /// `` `a` is `` or `` `a`, `b` are ``.
            players_are: String,
            list: String,
            #[label("every player must be on a side")] span: Span,
        },
    }
}
