//! The checker's errors, as data: one variant per kind of error, with its
//! code, message, underlined spans and help (converted to
//! [`Diagnostic`](crate::diag::Diagnostic) for rendering). The variants
//! are grouped by the file of `check` that reports them; every code is
//! described in docs/diagnostics.md. Numbers are kept as written
//! (`value`), so that the message quotes the file.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error in a game that parsed: a name, a kind, a count or a board
    /// fact that does not hold.
    pub enum CheckError {
        // board.rs
        #[error("a stack limit of {value} is not usable")]
        #[diagnostic(
            code("ludus::count-range"),
            help("write a limit from 2 to 1000, or `stacks unlimited`")
        )]
        StackLimit {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("the board has no grid")]
        #[diagnostic(code("ludus::missing-part"), help("add `grid 8 x 8` (files x ranks)"))]
        NoGrid {
            #[label("this board needs a size")] span: Span,
        },
        #[error("the board has {cells} cells; at most {max} are supported")]
        #[diagnostic(code("ludus::board-size"), help("use a smaller grid, or `cells dark`"))]
        TooManyCells {
            cells: usize,
            max: usize,
            #[label("too many cells")] span: Span,
        },
        #[error("a board has 1 to {max} {what}")]
        #[diagnostic(code("ludus::board-size"), help("give a number of {what} from 1 to {max}"))]
        GridSize {
            max: i64,
            what: &'static str,
            value: String,
            #[label("{value} {what}")] span: Span,
        },
        #[error("both orders of `numbers by` name the same axis")]
        #[diagnostic(
            code("ludus::numbering"),
            help("number by one axis and then the other, e.g. `numbers by rank up, file down`")
        )]
        SameAxisTwice {
            #[label("same axis again")] span: Span,
        },
        // cards.rs
        #[error("too many cards")]
        #[diagnostic(
            code("ludus::too-many-cards"),
            help("a game has at most 250 kinds of card and 10000 cards")
        )]
        TooManyCards {
            kinds: usize,
            total: u32,
            #[label("{kinds} kinds, {total} cards")] span: Span,
        },
        #[error("a deal of {value} cards each is not usable")]
        #[diagnostic(code("ludus::count-range"), help("deal from 1 to 64 cards each"))]
        DealSize {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("{value} cards left is not usable")]
        #[diagnostic(code("ludus::count-range"), help("write a number of cards the deck can hold"))]
        CardsLeft {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("the `cards` block does not say how many cards are dealt")]
        #[diagnostic(code("ludus::missing-part"), help("add `deal 5 each`"))]
        NoDeal {
            #[label("no `deal`")] span: Span,
        },
        #[error("an exchange of {value} cards is not supported")]
        #[diagnostic(code("ludus::count-range"), help("write `exchange 1 with partner`"))]
        ExchangeSize {
            value: String,
            #[label("only 1")] span: Span,
        },
        #[error("an exchange with partners needs teams of two")]
        #[diagnostic(
            code("ludus::no-partner"),
            help("put the players in teams of two: `players {{ north team a  south team a ... }}`")
        )]
        NoPartner {
            #[label("every player needs exactly one partner")] span: Span,
        },
        #[error("{value} copies of a card is not usable")]
        #[diagnostic(code("ludus::count-range"), help("a card has 1 to 1000 copies"))]
        CardCopies {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("card `{card}` is defined twice")]
        #[diagnostic(
            code("ludus::duplicate-definition"),
            help("give each kind of card one `card` block")
        )]
        CardTwice {
            card: String,
            #[label("defined again here")] span: Span,
        },
        #[error("a `for` block without moves")]
        #[diagnostic(
            code("ludus::missing-part"),
            help("add the moves, e.g. `marble: along ring forward exactly 1 to any`")
        )]
        ForWithoutMoves {
            #[label("no moves for that player's pieces")] span: Span,
        },
        /// A card use that must be the card's only one, with others.
        #[error("card `{card}`: `pass hands`, `cancel` and `play for` are a card's only use")]
        #[diagnostic(code("ludus::card-move"), help("give this use a card of its own"))]
        OnlyUse {
            card: String,
            #[label("with other uses on the same card")] span: Span,
        },
        #[error("a card's moves are `along`, `enter`, `slide` or `leap ... by`")]
        #[diagnostic(
            code("ludus::card-move"),
            help("write the move as `along`, `enter`, `slide` or `leap DIRS by ...`")
        )]
        CardMoveKind {
            #[label("not usable on a card")] span: Span,
        },
        #[error("a split into {value} steps is not usable")]
        #[diagnostic(code("ludus::count-range"), help("split a card into 1 to 64 steps"))]
        SplitSteps {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("a split step cannot be an `enter`")]
        #[diagnostic(
            code("ludus::card-move"),
            help("write the steps as `along`, `slide` or `leap ... by` moves")
        )]
        SplitEnter {
            #[label("not usable in a split")] span: Span,
        },
        #[error("a split without steps")]
        #[diagnostic(
            code("ludus::missing-part"),
            help("add the move of one step, e.g. `marble: along ring forward exactly 1 to any`")
        )]
        SplitWithoutSteps {
            #[label("no moves for the steps")] span: Span,
        },
        // conditions.rs
        #[error("only pieces and showing pieces are counted in a zone")]
        #[diagnostic(
            code("ludus::count-in-zone"),
            help("write `count(pieces own in ZONE)` or `count(showing own in ZONE)`")
        )]
        CountInZone {
            #[label("counted in a zone")] span: Span,
        },
        // directions.rs
        #[error("direction group `{group}` is used before it is complete")]
        #[diagnostic(
            code("ludus::direction-order"),
            help("define a direction group before the groups that use it")
        )]
        DirectionOrder {
            group: String,
            #[label("defined at or after this group")] span: Span,
        },
        #[error("unknown direction `{name}`")]
        #[diagnostic(code("ludus::unknown-name"))]
        UnknownDirection {
            name: String,
            #[label("no direction has this name")] span: Span,
            #[help]
            help: String,
        },
        #[error(
            "player `{player}` has no forward direction, so relative directions mean nothing for it"
        )]
        #[diagnostic(
            code("ludus::no-forward"),
            help("write `{player} forward n` (or s, e, w, ...) in `players`")
        )]
        NoForward {
            player: String,
            #[label("a direction relative to the player's `forward`")] span: Span,
            #[label("declared here without `forward`")] first: Span,
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
        // moves
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
        // pieces.rs
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
        #[error("piece `{piece}` promotes to itself")]
        #[diagnostic(code("ludus::self-promotion"), help("promote to another kind of piece"))]
        SelfPromotion {
            piece: String,
            #[label("same piece")] span: Span,
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
        // regions.rs
        #[error("rank {rank} is off the board")]
        #[diagnostic(code("ludus::off-board"), help("use a rank from 1 to {height}"))]
        RankOffBoard {
            rank: String,
            height: u8,
            #[label("the board has ranks 1 to {height}")] span: Span,
        },
        #[error("file `{file}` is off the board")]
        #[diagnostic(code("ludus::off-board"), help("use a file from a to {last}"))]
        FileOffBoard {
            file: String,
            last: char,
            #[label("the board has files a to {last}")] span: Span,
        },
        #[error("cell `{cell}` is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("squares are named a1 to {last}"))]
        SquareOffGrid {
            cell: String,
            last: String,
            #[label("no square of the grid has this name")] span: Span,
        },
        #[error("rank {rank} is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("use a rank from 1 to {height}"))]
        RankOffGrid {
            rank: i64,
            height: u8,
            #[label("the grid has ranks 1 to {height}")] span: Span,
        },
        #[error("file `{file}` is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("use a file letter of the grid"))]
        FileOffGrid {
            file: String,
            last: char,
            #[label("the grid has files a to {last}")] span: Span,
        },
        #[error("cell `{cell}` is not used on this board")]
        #[diagnostic(
            code("ludus::unused-cell"),
            help("the board uses only some squares (`cells dark` or `cells light`); pick a used one")
        )]
        UnusedCell {
            cell: String,
            #[label("this square is not one of the board's cells")] span: Span,
        },
        #[error("cell `{cell}` is off the board")]
        #[diagnostic(code("ludus::off-board"))]
        CellOffBoard {
            cell: String,
            #[label("no cell has this name")] span: Span,
            #[help]
            help: String,
        },
        #[error("`{from}..{to}` is not a straight line of cells")]
        #[diagnostic(
            code("ludus::not-a-line"),
            help("split it into straight runs, e.g. `a1..a9, b9..i9`")
        )]
        NotALine {
            from: String,
            to: String,
            #[label("not along a file, a rank or a diagonal")] span: Span,
        },
        #[error("`{from}..{to}` runs over a square the board does not use")]
        #[diagnostic(code("ludus::off-board"), help("list only cells of the board"))]
        RunOffBoard {
            from: String,
            to: String,
            #[label("this run")] span: Span,
        },
        // rules.rs
        #[error("`mandatory {rule}` is said twice")]
        #[diagnostic(code("ludus::duplicate-rule"), help("remove one of them"))]
        MandatoryTwice {
            rule: String,
            #[label("said again here")] span: Span,
            #[label("first said here")] first: Span,
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
        // tracks.rs
        #[error("cell {cell} is on a track twice")]
        #[diagnostic(code("ludus::track-cell-twice"), help("a cell is on one track, once"))]
        TrackCellTwice {
            cell: String,
            #[label("this track")] span: Span,
            #[label("already here")] first: Span,
        },
        #[error("a branch is entered from a track cell; `{cell}` is on none")]
        #[diagnostic(code("ludus::not-on-track"), help("name a cell of track `{track}`"))]
        NotOnTrack {
            cell: String,
            track: String,
            #[label("not on a track")] span: Span,
        },
        #[error("cell {cell} is on a track and in a branch")]
        #[diagnostic(code("ludus::track-cell-twice"), help("a branch's cells are off the track"))]
        BranchOnTrack {
            cell: String,
            #[label("this branch")] span: Span,
        },
        #[error("a game has one store per player")]
        #[diagnostic(code("ludus::duplicate-definition"), help("keep one `store NAME` line"))]
        SecondStore {
            #[label("a second store")] span: Span,
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
        // zones.rs
        #[error("zone `{zone}` has two entries for `{player}`")]
        #[diagnostic(
            code("ludus::zone-player-twice"),
            help("give one entry per player; list several regions with commas, e.g. `{player}: rank 1, rank 8`")
        )]
        ZonePlayerTwice {
            zone: String,
            player: String,
            #[label("second entry")] span: Span,
            #[label("first entry")] first: Span,
        },
        #[error("zone `{zone}` does not say which cells it is for `{player}`")]
        #[diagnostic(
            code("ludus::zone-player-missing"),
            help("add `{player}: ...` to the zone, or give one region for every player with `zone {zone}: ...`")
        )]
        ZonePlayerMissing {
            zone: String,
            player: String,
            #[label("no entry for `{player}`")] span: Span,
        },
    }
}
