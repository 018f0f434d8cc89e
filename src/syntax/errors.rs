//! The syntax errors, as data: one variant per kind of error the parser
//! reports, with its code, message, underlined span and help (converted to
//! [`Diagnostic`](crate::diag::Diagnostic) for rendering).

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// A syntax error in a rule file or a position text.
    #[derive(Clone)]
    pub enum SyntaxError {
        /// The parser stopped at `span`, where it expected other text.
        #[error("syntax error: expected {expected}, found {found}")]
        #[diagnostic(code("ludus::syntax"))]
        Expected {
            /// What could have come there, in words.
            expected: String,
            /// What is there, in words.
            found: String,
            #[label("expected {expected} here")]
            span: Span,
            /// A hint for a recognised slip, else general advice.
            #[help]
            help: String,
        },
        /// Parentheses nested deeper than the parser may recurse.
        #[error("syntax error: parentheses nested more than {max} deep")]
        #[diagnostic(
            code("ludus::syntax"),
            help("write the condition with fewer parentheses: `and` and `or` need none")
        )]
        TooDeep {
            /// The deepest nesting allowed.
            max: usize,
            #[label("too deep here")]
            span: Span,
        },
        /// A text that does not parse, where nothing more precise is known.
        #[error("syntax error")]
        #[diagnostic(code("ludus::syntax"))]
        Unparsed {
            #[label("here")]
            span: Span,
        },
        /// A `}` that closes no block.
        #[error("this `}}` closes nothing")]
        #[diagnostic(
            code("ludus::unbalanced-brace"),
            help("remove it, or add the `{{` it was meant to close")
        )]
        UnbalancedBrace {
            #[label("no `{{` is open here")]
            span: Span,
        },
        /// A block whose `{` is never closed.
        #[error("the `{word}` block is not closed")]
        #[diagnostic(
            code("ludus::unclosed-block"),
            help("add `}}` at the end of the block, before the next item")
        )]
        UnclosedBlock {
            /// The word the item starts with.
            word: String,
            #[label("this `{{` has no matching `}}`")]
            span: Span,
        },
        /// A line that starts with a word that starts no item (a misspelt
        /// `piece`, `rules`, `end`, `players`).
        #[error("syntax error: `{found}` does not start an item")]
        #[diagnostic(code("ludus::unknown-item"))]
        UnknownItem {
            /// The word found.
            found: String,
            #[label("not an item")]
            span: Span,
            /// "did you mean" if a close item word exists, and the item words.
            #[help]
            help: String,
        },
        /// A word inside a block that is close to a keyword expected there.
        #[error("syntax error: `{found}` is not a keyword here; did you mean `{suggestion}`?")]
        #[diagnostic(code("ludus::misspelt-keyword"))]
        MisspeltKeyword {
            /// The word found.
            found: String,
            /// The closest keyword expected there.
            suggestion: String,
            #[label("did you mean `{suggestion}`?")]
            span: Span,
            /// What could have come there, in words.
            #[help]
            help: String,
        },
        /// A `"` whose string is not closed on its line.
        #[error("syntax error: this string is not closed")]
        #[diagnostic(
            code("ludus::unterminated-string"),
            help("add the closing `\"` on the same line: a string cannot run over a line break")
        )]
        UnterminatedString {
            #[label("this string has no closing `\"`")]
            span: Span,
        },
        /// An item written in another form than its own: without its
        /// block (`players white, black`), or the `game` line with one.
        #[error("syntax error: {message}")]
        #[diagnostic(code("ludus::item-form"))]
        ItemForm {
            /// What the item takes, with its form.
            message: String,
            #[label("not the form of this item")]
            span: Span,
            #[help]
            help: String,
        },
        /// `within`, `avoiding` or `stopping in` after a statement that is
        /// not a slide.
        #[error("syntax error: `{word}` belongs to slides: `slide ... max N {word} ZONE`, not `{statement}`")]
        #[diagnostic(
            code("ludus::zone-limit-on-step"),
            help("a move of one cell kept in a zone is a slide of at most one: `slide DIRS to TARGET max 1 within ZONE`")
        )]
        ZoneLimitOnStep {
            /// The word found.
            word: String,
            /// The statement it follows (`step`, `leap`, ...).
            statement: String,
            #[label("`{word}` cannot follow a `{statement}`")]
            span: Span,
        },
        /// `symbols "x", "o"`: symbols separated by commas.
        #[error("syntax error: {word} are separated by spaces, not commas")]
        #[diagnostic(
            code("ludus::symbols-comma"),
            help("write them one after another, one per player in player order: `symbols \"x\" \"o\"`")
        )]
        SymbolsComma {
            /// `symbols` or `glyphs`.
            word: String,
            #[label("remove this comma")]
            span: Span,
        },
    }
}
