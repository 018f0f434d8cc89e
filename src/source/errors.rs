//! The load errors, as data: why the parent a game file `extends` cannot
//! be had (too long a chain, a cycle, a file that cannot be read), each
//! underlining the `extends` that names it.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// A parent file named by `extends` that cannot be had.
    pub enum ExtendsError {
        /// More files extend one another than the chain may hold.
        #[error("more than {max} game files extend one another")]
        #[diagnostic(
            code("ludus::extends-depth"),
            help("a game may extend another at most {times} times over; copy the definitions of `{parent}` into a file nearer the root")
        )]
        TooDeep {
            /// The longest chain allowed, the file itself included.
            max: usize,
            /// How many times over a game may extend another (`max - 1`).
            times: usize,
            /// The parent as named in the file.
            parent: String,
            #[label("one file too many")]
            span: Span,
        },
        /// A file that extends itself, directly or through others.
        #[error("the game files extend one another in a cycle: {cycle}")]
        #[diagnostic(
            code("ludus::extends-cycle"),
            help("a game may not extend itself, directly or through other files; remove one `extends`")
        )]
        Cycle {
            /// The files of the cycle, `A extends B extends A`.
            cycle: String,
            #[label("closes the cycle")]
            span: Span,
        },
        /// A parent whose name does not end in `.game`: not read, so that
        /// no other kind of file is ever shown in a diagnostic.
        #[error("the game this one extends, `{path}`, is not a `.game` file: it is not read")]
        #[diagnostic(code("ludus::extends-unreadable"), help("name a `.game` file"))]
        NotGame {
            /// The parent's path, as shown.
            path: String,
            #[label("extended here")]
            span: Span,
        },
        /// A parent that is not UTF-8 text.
        #[error("cannot read the game this one extends, `{path}`: it is not UTF-8 text")]
        #[diagnostic(code("ludus::extends-unreadable"), help("name a `.game` file"))]
        NotText {
            /// The parent's path, as shown.
            path: String,
            #[label("extended here")]
            span: Span,
        },
        /// A parent that cannot be read.
        #[error("cannot read the game this one extends, `{path}`: {error}")]
        #[diagnostic(
            code("ludus::extends-unreadable"),
            help("the path is relative to this file's folder, so it names `{path}`")
        )]
        Unreadable {
            /// The parent's path, as shown.
            path: String,
            /// Why it cannot be read.
            error: std::io::Error,
            #[label("extended here")]
            span: Span,
        },
    }
}
