//! An error in a piece or one of its moves.: the variants of [`PieceError`], grouped by the file of
//! `check` that reports them.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error in a piece or one of its moves.
    pub enum PieceError {
        // custodian.rs
        /// `custodian` on a board with stacks.
        #[error("`{piece}` takes by custodian capture, but the board holds stacks")]
        #[diagnostic(
            code("ludus::custodian-on-stacks"),
            help("custodian capture takes single pieces: use it on a board without `stacks`")
        )]
        CustodianOnStacks {
            piece: String,
            #[label("custodian capture")] span: Span,
        },
        /// `captured …` in a game where no piece takes by custodian capture.
        #[error("`{piece}` says how it is captured, but no piece captures by custodian capture")]
        #[diagnostic(
            code("ludus::captured-without-custodian"),
            help("give the capturing pieces `custodian DIRS` (such as `custodian orthogonal`), or remove this line")
        )]
        CapturedWithoutCustodian {
            piece: String,
            #[label("never applies")] span: Span,
        },
        // flips.rs
        /// `flips adjacent` (or `flipping`) without directions.
        #[error("`{piece}` flips pieces, but along no direction")]
        #[diagnostic(
            code("ludus::flip-without-directions"),
            help("name the directions the flips go: `flips adjacent all-directions`")
        )]
        FlipWithoutDirections {
            piece: String,
            #[label("no directions")] span: Span,
        },
        /// `flips adjacent` with moves whose records it would share.
        #[error("`{piece}` flips adjacent pieces, which does not go with {what}")]
        #[diagnostic(
            code("ludus::flips-adjacent-clash"),
            help("adjacent flips follow moves of one landing (steps, slides, leaps, flies, placements) on a board of single pieces: give the other moves to another kind")
        )]
        FlipsAdjacentClash {
            piece: String,
            what: String,
            #[label("adjacent flips")] span: Span,
            #[label("this move")] other: Span,
        },
        // moves/slide.rs
        /// `stopping in` and `stopping outside` on one slide.
        #[error("a slide says both where it stops and where it does not")]
        #[diagnostic(
            code("ludus::stopping-in-and-outside"),
            help("keep one of `stopping in ZONE` and `stopping outside ZONE`, or make two slides")
        )]
        StoppingInAndOutside {
            #[label("this slide")] span: Span,
        },
        // pieces.rs
        /// `then shoot` on a piece that has no move for it to follow.
        #[error("`{piece}` shoots after a move, but has no move")]
        #[diagnostic(
            code("ludus::shoot-without-move"),
            help("`then shoot KIND DIRS` follows each move of the piece: give it a move first, such as `slide all-directions to empty`")
        )]
        ShootWithoutMove {
            piece: String,
            #[label("no move to shoot after")] span: Span,
        },
        /// `then shoot` on a piece with a move that does not land once.
        #[error("`{piece}` shoots after its moves, but one of them is not a step, slide or leap")]
        #[diagnostic(
            code("ludus::shoot-move-kind"),
            help("a shot follows a move that lands on one cell: give a shooting piece only `step`, `slide` and `leap` moves")
        )]
        ShootAfterMoveKind {
            piece: String,
            #[label("the shot")] span: Span,
            #[label("this move")] other: Span,
        },
        /// More kinds of piece than the piece codes allow for this many players.
        #[error("too many kinds of piece for this many players")]
        #[diagnostic(
            code("ludus::too-many-pieces"),
            help("kinds × players must stay below 255: with {players}, at most {max} kinds")
        )]
        TooManyKinds {
            number: usize,
            players: String,
            max: usize,
            #[label("kind number {number}")] span: Span,
        },
        /// Neutral pieces in a game of 16 players (they take the 16th place).
        #[error("a game with neutral pieces may have at most 15 players")]
        #[diagnostic(
            code("ludus::too-many-players"),
            help("remove a player: neutral pieces use the 16th place")
        )]
        NeutralWithSixteen {
            #[label("16 players")] span: Span,
        },
        #[error("neutral piece `{piece}` has {symbols}; it needs one")]
        #[diagnostic(code("ludus::symbols"), help("write one quoted symbol, e.g. `symbols \"o\"`"))]
        NeutralSymbols {
            piece: String,
            symbols: String,
            #[label("a neutral piece belongs to no player: one symbol")] span: Span,
        },
        #[error("piece `{piece}` has {symbols} but the game has {players}")]
        #[diagnostic(
            code("ludus::symbols"),
            help("write `symbols` with {count} quoted symbols, in player order")
        )]
        SymbolCount {
            piece: String,
            symbols: String,
            players: String,
            count: usize,
            #[label("one symbol per player is needed")] span: Span,
        },
        #[error("piece `{piece}` has {glyphs}: pictures need one per symbol ({count}), each at most 3 characters")]
        #[diagnostic(
            code("ludus::glyphs"),
            help("write `glyphs` with {count} quoted texts in player order, e.g. \"⛀\" \"⛂\"")
        )]
        GlyphCount {
            piece: String,
            glyphs: String,
            count: usize,
            #[label("one short glyph per symbol")] span: Span,
        },
        #[error("symbol \"{symbol}\" is not one character")]
        #[diagnostic(code("ludus::symbols"), help("use a single letter, e.g. \"k\""))]
        SymbolLength {
            symbol: String,
            #[label("diagrams need one character per cell")] span: Span,
        },
        #[error("piece `{piece}` promotes twice")]
        #[diagnostic(
            code("ludus::duplicate-promotion"),
            help("a piece may have one `promote` rule")
        )]
        PromotesTwice {
            piece: String,
            #[label("second promotion")] span: Span,
            #[label("first promotion")] first: Span,
        },
        // quiet.rs
        /// `quiet moves max N in a row` with N out of 1..=255.
        #[error("a limit of {value} quiet moves in a row is not usable")]
        #[diagnostic(
            code("ludus::quiet-limit"),
            help("write a limit from 1 to 255: `quiet moves max 3 in a row` lets the piece make three moves that take nothing in a row, then it must capture or another piece must move")
        )]
        QuietLimit {
            value: String,
            #[label("out of range")] span: Span,
        },
        /// Two `quiet moves` limits on one piece.
        #[error("piece `{piece}` has two limits on its quiet moves")]
        #[diagnostic(
            code("ludus::quiet-twice"),
            help("keep one `quiet moves max N in a row` line; join its conditions with `and` or `or`")
        )]
        QuietTwice {
            piece: String,
            #[label("second limit")] span: Span,
            #[label("first limit")] first: Span,
        },
        #[error("piece `{piece}` promotes to itself")]
        #[diagnostic(code("ludus::self-promotion"), help("promote to another kind of piece"))]
        SelfPromotion {
            piece: String,
            #[label("same piece")] span: Span,
        },

        // moves
        #[error("`leap … forward` needs {player}'s forward along a file or a rank of a square grid")]
        #[diagnostic(
            code("ludus::leap-forward-direction"),
            help("give the player `forward n`, `e`, `s` or `w` on a square grid, or write the leap without `forward`")
        )]
        LeapForwardDirection {
            player: String,
            #[label("a leap forward")] span: Span,
        },
        #[error("`leap … forward` goes with neither `through` nor `within`")]
        #[diagnostic(
            code("ludus::leap-forward-through"),
            help("remove `through …` and `within …`, or write the leap without `forward`")
        )]
        LeapForwardThrough {
            #[label("a leap forward")] span: Span,
        },
        #[error("`until` goes to the first piece met: it takes no distance")]
        #[diagnostic(
            code("ludus::until-distance"),
            help("drop `exactly N` / `max N`, or write `to` instead of `until`")
        )]
        UntilDistance {
            #[label("`until` with `exactly` or `max`")] span: Span,
        },
        #[error("`enter` takes a piece from a store, but the game has none")]
        #[diagnostic(code("ludus::no-store"), help("add `store {store}` to the game"))]
        NoStore {
            store: String,
            #[label("no `store` of this name")] span: Span,
        },
        #[error("{value} captures in one move is not usable")]
        #[diagnostic(code("ludus::count-range"), help("use a number from 1 to {max}"))]
        ChainLength {
            value: String,
            max: usize,
            #[label("out of range")] span: Span,
        },
        #[error("a jump must go over a piece")]
        #[diagnostic(
            code("ludus::jump-over-empty"),
            help("jump over `enemy` (captures), `friend` or `piece`")
        )]
        JumpOverEmpty {
            #[label("this may be an empty cell")] span: Span,
        },
        #[error("a leap cannot end `to {target}`")]
        #[diagnostic(
            code("ludus::step-onto-friend"),
            help("leap `to empty`, `to enemy` or `to not-friend`")
        )]
        LeapOntoFriend {
            target: String,
            #[label("a cell holds one piece on this board")] span: Span,
        },
        /// An `exactly N` / `max N` distance of a move out of range.
        #[error("{what} of {value} cells is not usable")]
        #[diagnostic(code("ludus::count-range"), help("use a distance from 1 to 255"))]
        Distance {
            what: String,
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("`onto` puts a piece on top of a stack, but this board has no stacks")]
        #[diagnostic(
            code("ludus::onto-without-stacks"),
            help("add `stacks unlimited` to the board, or write `to` for a board of one piece per cell")
        )]
        OntoWithoutStacks {
            /// `step` or `slide`.
            mover: &'static str,
            #[label("a {mover} onto a stack")] span: Span,
        },
        #[error("on a board with stacks, a slide ends `to empty` or `onto` a cell")]
        #[diagnostic(
            code("ludus::to-on-stacks"),
            help("write `onto {target}`: the piece goes on top of what stands there")
        )]
        SlideToOnStacks {
            target: String,
            #[label("after `to`")] span: Span,
        },
        #[error("on a board with stacks, a step ends `onto` a cell")]
        #[diagnostic(
            code("ludus::to-on-stacks"),
            help("write `onto {target}`: the piece goes on top of what stands there")
        )]
        StepToOnStacks {
            target: String,
            #[label("after `to`")] span: Span,
        },
        #[error("a slide cannot end `to {target}`")]
        #[diagnostic(
            code("ludus::slide-target"),
            help("slide `to empty`, or `to not-friend` / `to enemy` to capture the first enemy met")
        )]
        SlideTarget {
            target: String,
            #[label("not a slide destination")] span: Span,
        },
        #[error("a step cannot end on a friendly piece (`to {target}`)")]
        #[diagnostic(
            code("ludus::step-onto-friend"),
            help("end a step on `empty`, `enemy` (capture by replacement) or `not-friend` (either)")
        )]
        StepOntoFriend {
            target: String,
            #[label("a cell holds one piece on this board")] span: Span,
        },
        #[error("`lift` needs a board with stacks")]
        #[diagnostic(
            code("ludus::lift-without-stacks"),
            help("add `stacks unlimited` to the board, or remove `lift`")
        )]
        LiftWithoutStacks {
            #[label("lifts more than one piece")] span: Span,
        },
        #[error("cannot lift {value} pieces")]
        #[diagnostic(
            code("ludus::count-range"),
            help("a move lifts 1 to {max} pieces from the top of a stack")
        )]
        LiftCount {
            value: String,
            max: usize,
            #[label("out of range")] span: Span,
        },
        // moves/jump.rs
        /// A jump's modifiers out of their order (or one said twice).
        #[error("`{word}` is written after `{before}`")]
        #[diagnostic(
            code("ludus::modifier-order"),
            help("write a jump's modifiers in this order, each once: long, at N, chained, flying, max N, reversing")
        )]
        ModifierOrder {
            word: String,
            before: String,
            #[label("out of order")] span: Span,
        },
        /// A jump both `long` and `flying`.
        #[error("a jump cannot be both `long` and `flying`")]
        #[diagnostic(
            code("ludus::long-flying"),
            help("`long` lands anywhere beyond the piece and turns at will; `flying` lands just behind it and goes straight on: keep one")
        )]
        LongFlying {
            #[label("`flying` with `long`")] span: Span,
        },
        /// A flying jump restricted to one kind (`over enemy man flying`).
        #[error("a `flying` jump cannot be limited to one kind")]
        #[diagnostic(
            code("ludus::kind-on-flying"),
            help("a kind after `over` (`over enemy man`) is for plain, `at N` and `long` jumps; write the flying jump `over enemy`, or make it `long`")
        )]
        KindOnFlying {
            #[label("the kind")] span: Span,
        },
        // moves/screen.rs
        /// A slide over a screen with a modifier it does not take.
        #[error("a slide `over` a screen cannot also be `{word}`")]
        #[diagnostic(
            code("ludus::screen-modifier"),
            help("a slide over a screen takes only `if`: write the plain slide as a statement of its own")
        )]
        ScreenModifier {
            word: String,
            #[label("with the screen")] span: Span,
        },
        // moves/leap.rs
        /// `leap (a, b) through en-passant`.
        #[error("a leap cannot go `through {target}`")]
        #[diagnostic(
            code("ludus::through-target"),
            help("the cell a leap goes through holds a piece or not: write `through empty` (a leap blocked by a piece on its way), `through piece`, `through friend` or `through enemy`")
        )]
        ThroughTarget {
            target: String,
            #[label("not a cell's content")] span: Span,
        },
        // castle_general.rs
        /// Castling in a game with cards, turns of several actions, a
        /// steal rule or events, which it does not go with.
        #[error("castling is not played in a game with {feature}")]
        #[diagnostic(
            code("ludus::castle-general"),
            help("castling is played in turns of one move, without cards, a steal rule or events: remove the `castle` move, or {feature}")
        )]
        CastleGeneral {
            feature: String,
            #[label("castling here")] span: Span,
        },
    }
}
