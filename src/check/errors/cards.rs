//! An error in the cards: the variants of [`CardError`], grouped by the file of
//! `check` that reports them.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error in the cards: the deck, the deal, a card and its uses.
    pub enum CardError {
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
    }
}
