//! An error in the conditions, the setup, the rules, the turn or the end of the game.: the variants of [`RuleError`], grouped by the file of
//! `check` that reports them.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error in the conditions, the setup, the rules, the turn or the end of the game.
    pub enum RuleError {
        // conditions.rs
        #[error("only pieces, showing pieces and a kind's pieces are counted in a zone")]
        #[diagnostic(
            code("ludus::count-in-zone"),
            help("write `count(pieces own in ZONE)`, `count(showing own in ZONE)` or `count(KIND own in ZONE)`")
        )]
        CountInZone {
            #[label("counted in a zone")] span: Span,
        },

        #[error("`attacked(…)` in a move needs capture rules that compile into attack tables")]
        #[diagnostic(
            code("ludus::attacked-untabled"),
            help("in this game a capture is made by a rule the attack tables cannot say (a condition on a capturing move, a chained or long jump, cards, stacks, entering, capture criteria); ask `attacked(…)` in the `end` block instead (`no moves and …`, `after move …`)")
        )]
        AttackedUntabled {
            #[label("in a move or card condition")] span: Span,
        },

        #[error("a line of {value} cannot be made on this board")]
        #[diagnostic(
            code("ludus::line-length"),
            help("a line is from 2 cells long up to the longer side of the board ({most} cells here)")
        )]
        LineLength {
            value: String,
            most: usize,
            #[label("this line")] span: Span,
        },

        #[error("`connects` needs two different zones")]
        #[diagnostic(
            code("ludus::connects-same-zone"),
            help("name the two zones a chain must join, such as `connects start to goal` (give each player its own edges with `zone NAME {{ PLAYER: REGION … }}`)")
        )]
        ConnectsSameZone {
            zone: String,
            #[label("`{zone}` twice")] span: Span,
        },

        #[error("`pass allowed` in a turn of several actions")]
        #[diagnostic(
            code("ludus::pass-in-actions"),
            help("a turn of several actions can always be given up with `end`: remove `pass allowed`")
        )]
        PassInActions {
            #[label("`end` is already a pass here")] span: Span,
        },

        // end.rs
        #[error("`since` must list `capture`")]
        #[diagnostic(
            code("ludus::since-without-capture"),
            help("write `since capture` first, then any pieces whose moves start it again")
        )]
        SinceWithoutCapture {
            #[label("the count also starts again at every capture")] span: Span,
        },
        /// A player named before `draw` or `area` (`white draw`).
        #[error("`{result}` is the same for every player: it names none")]
        #[diagnostic(
            code("ludus::named-draw"),
            help("remove the player's name, or write `PLAYER loses` or `PLAYER wins`")
        )]
        NamedDraw {
            result: String,
            #[label("a player named before `{result}`")] span: Span,
        },
        /// `plies N and COND: … on claim`: claims are judged without
        /// conditions.
        #[error("a rule `on claim` cannot have a condition")]
        #[diagnostic(
            code("ludus::claim-with-condition"),
            help("remove `and …`, or `on claim` to make the rule automatic")
        )]
        ClaimWhen {
            #[label("a condition on a claim")] span: Span,
        },
        /// A count of plies or repetitions in an end rule out of range.
        #[error("{value} is not a usable count")]
        #[diagnostic(code("ludus::count-range"), help("use a count from 1 to 1000000"))]
        Count {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("the game has two scores")]
        #[diagnostic(code("ludus::duplicate-definition"), help("keep one `score` line"))]
        TwoScores {
            #[label("a second `score`")] span: Span,
            #[label("the first")] first: Span,
        },
        #[error("`score deals` counts deals, but the game has no cards")]
        #[diagnostic(
            code("ludus::score-without-cards"),
            help("add `card` definitions and a `cards {{ deal N each }}` block, or remove the `score` line")
        )]
        ScoreWithoutCards {
            #[label("there are no deals")] span: Span,
        },

        // capture.rs
        /// A weight of `most value (KIND N, …)` out of range.
        #[error("a piece's value of {value} is not usable")]
        #[diagnostic(code("ludus::count-range"), help("use a value from 1 to 1000"))]
        PieceValue {
            value: String,
            #[label("out of range")] span: Span,
        },
        /// Weights on a criterion other than `most value`.
        #[error("only `most value` takes weights")]
        #[diagnostic(
            code("ludus::weights-without-value"),
            help("write `most value (KIND N, …)`, or remove the weights")
        )]
        WeightsWithoutValue {
            #[label("weights of `{criterion}`")] span: Span,
            criterion: String,
        },

        // rules.rs
        #[error("`mandatory {rule}` is said twice")]
        #[diagnostic(code("ludus::duplicate-rule"), help("remove one of them"))]
        MandatoryTwice {
            rule: String,
            #[label("said again here")] span: Span,
            #[label("first said here")] first: Span,
        },
        // explode.rs
        #[error("`captures explode` is said twice")]
        #[diagnostic(code("ludus::explode-twice"), help("keep one `captures explode` line: write all the directions and the spared kinds in it"))]
        ExplodeTwice {
            #[label("said again here")] span: Span,
            #[label("first said here")] first: Span,
        },
        #[error("`captures explode` on a board of stacks")]
        #[diagnostic(
            code("ludus::explode-stacks"),
            help("an explosion takes the pieces around a capture, one a cell: remove `stacks` from the `board`, or this line")
        )]
        ExplodeStacks {
            #[label("here")] span: Span,
        },
        #[error("`no check` in a game without a royal piece")]
        #[diagnostic(
            code("ludus::no-check-without-royal"),
            help("`no check` forbids the moves that attack an enemy royal piece: mark a piece `royal`, or remove this line")
        )]
        NoCheckWithoutRoyal {
            #[label("no piece can be checked")] span: Span,
        },
        #[error("`without mate` in a game without a royal piece")]
        #[diagnostic(
            code("ludus::mate-without-royal"),
            help("`without mate` refuses an entry that checkmates, which needs a royal piece: mark a piece `royal`, or remove `without mate`")
        )]
        MateWithoutRoyal {
            #[label("no piece can be mated")] span: Span,
        },
        #[error("`suicide allowed` without `capture groups`")]
        #[diagnostic(
            code("ludus::suicide-without-groups"),
            help("suicide is a placement that leaves its own group without a liberty: add `capture groups` to the `rules` block, or remove this line")
        )]
        SuicideWithoutGroups {
            #[label("no group is ever captured")] span: Span,
        },
        #[error("`ko` in a game whose turns are several actions")]
        #[diagnostic(
            code("ludus::ko-with-actions"),
            help("`ko` compares the positions between whole turns of one move: remove `actions until end` from `turn`, or remove this line")
        )]
        KoWithActions {
            #[label("here")] span: Span,
        },
        #[error("`steal` is said twice")]
        #[diagnostic(code("ludus::duplicate-rule"), help("a game has one `steal` rule"))]
        StealTwice {
            #[label("said again here")] span: Span,
            #[label("first said here")] first: Span,
        },
        #[error("`control partner` is said twice")]
        #[diagnostic(
            code("ludus::duplicate-rule"),
            help("a game has one `control` rule; join the conditions with `or`")
        )]
        ControlTwice {
            #[label("said again here")] span: Span,
        },
        #[error("only a neutral piece can be stolen; `{piece}` is not neutral")]
        #[diagnostic(
            code("ludus::neutral-owner"),
            help("add `neutral` to piece `{piece}`, or steal a neutral piece")
        )]
        StealNotNeutral {
            piece: String,
            #[label("not neutral")] span: Span,
        },
        #[error("only a neutral piece can be placed; `{piece}` is not neutral")]
        #[diagnostic(code("ludus::neutral-owner"), help("add `neutral` to piece `{piece}`"))]
        PlaceNotNeutral {
            piece: String,
            #[label("not neutral")] span: Span,
        },

        // setup.rs
        #[error("a stack in the setup, but this board has no stacks")]
        #[diagnostic(
            code("ludus::stack-without-stacks"),
            help("add `stacks unlimited` to the board")
        )]
        StackWithoutStacks {
            #[label("a stack here")] span: Span,
        },
        #[error("`{piece}` is neutral: it belongs to no player")]
        #[diagnostic(code("ludus::neutral-owner"), help("write `{piece}` alone"))]
        NeutralInStackOwned {
            piece: String,
            #[label("a player for a neutral piece")] span: Span,
        },
        /// A piece of a player placed in a stack without its player.
        #[error("whose `{piece}` is it?")]
        #[diagnostic(
            code("ludus::neutral-owner"),
            help("write the player first, e.g. `{player} {piece}`; only `neutral` pieces stand alone")
        )]
        Ownerless {
            piece: String,
            player: String,
            #[label("no player")] span: Span,
        },
        #[error("cell {cell} gets a stack and a piece")]
        #[diagnostic(
            code("ludus::cell-taken"),
            help("describe everything on a cell in one `stack` entry")
        )]
        StackAndPiece {
            cell: String,
            #[label("stacked here")] span: Span,
        },
        #[error("{value} pieces in a store is not usable")]
        #[diagnostic(code("ludus::count-range"), help("put from 0 to 255 pieces in a store"))]
        StoreCount {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("`{piece}` is neutral: it belongs to no player")]
        #[diagnostic(
            code("ludus::neutral-owner"),
            help("put it on top of a piece with a stack entry, e.g. `stack {cell}: {player} ..., {piece}`")
        )]
        NeutralPlacedOwned {
            piece: String,
            player: String,
            cell: String,
            #[label("a player for a neutral piece")] span: Span,
        },
        #[error("{taken} two pieces")]
        #[diagnostic(
            code("ludus::cell-taken"),
            help("a cell holds one piece; remove the overlap from one of the placements")
        )]
        CellTaken {
            /// `cell X gets` or `cells X, Y and Z get`.
            taken: String,
            /// How many cells, `2 cells`.
            cells: String,
            #[label("placed again here ({cells})")] span: Span,
            #[label(collection, "first placed here")] firsts: Vec<Span>,
        },

        // turn.rs
        #[error("a turn has one budget of moves")]
        #[diagnostic(
            code("ludus::turn-rule"),
            help("list every kind in one `at most N move by ...`")
        )]
        SecondBudget {
            #[label("a second budget")] span: Span,
        },
        #[error("a budget of moves needs a turn of several actions")]
        #[diagnostic(code("ludus::turn-rule"), help("add `actions until end` to the `turn` block"))]
        BudgetInSingleMove {
            #[label("a budget in a turn of one move")] span: Span,
        },
        /// The number of moves of a turn budget out of range.
        #[error("a budget of {value} moves is not usable")]
        #[diagnostic(code("ludus::count-range"), help("write a number from 1 to 255"))]
        Budget {
            value: String,
            #[label("out of range")] span: Span,
        },
    }
}
