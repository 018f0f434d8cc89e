//! Text → AST. The pest grammar (`grammar/ludus.pest`) fixes the syntax; this
//! module turns pest's parse tree into the AST ([`ast`]), every node carrying
//! the byte span it came from. Parsing never panics and never gives up on the
//! first error: a file that does not parse whole is split at its top-level
//! items and each item is parsed on its own (`recover`), so one run reports
//! a syntax error in every broken item and still returns the items that did
//! parse.
//!
//! The rooms: [`ast`] (the tree), `words` (the built-in direction words),
//! `items` (one file per kind of top-level item, pest pairs → AST), `cond`
//! (conditions and expressions), `pairs` (names, numbers, regions), `errors`
//! (the syntax errors as data), `expected` (what pest expected, in words),
//! `misspelt` (misspelt item words and keywords, unclosed strings),
//! `recover` and `position` (position texts).

use pest::Parser;
use pest_derive::Parser;

pub mod ast;
mod cond;
mod errors;
mod expected;
mod items;
mod layout;
mod misspelt;
mod pairs;
mod position;
mod recover;
mod slips;
pub(crate) mod words;

pub use ast::{
    Ast, BehalfDef, BoardBlock, BranchDef, CapturedStmt, CardDef, CardsBlock, CellSeq, Cond,
    CriterionStmt, DirectionGroup, Effect, EndCond, EndRule, Expr, Int, MoveStmt, Name,
    PictureBlock, PictureStmt, PieceDef, Placement, PlayerDef, PlayersBlock, PositionText,
    PromoteStmt, QuietStmt, RaceBlock, Region, RegionPart, Remove, RuleStmt, SetupBlock,
    SidesBlock, SowingBlock, SplitDef, StackEntry, StateEntry, StateValue, TrackDef, TurnBlock,
    ZoneDef,
};
pub use errors::SyntaxError;
pub use layout::statement_starts;
pub use position::parse_position;

/// The words that start a top-level item (for an editor's completion).
pub fn item_keywords() -> &'static [&'static str] {
    misspelt::ITEM_KEYWORDS
}

/// The built-in direction words: the absolute and relative directions and
/// the direction groups (for an editor's completion).
pub fn builtin_directions() -> impl Iterator<Item = &'static str> {
    let abs = words::ABS_DIRS.iter().map(|d| d.0);
    let rel = words::REL_DIRS.iter().map(|d| d.0);
    abs.chain(rel)
        .chain(words::BUILTIN_GROUPS.iter().map(|g| g.0))
}

use crate::diag::Diagnostic;

#[derive(Parser)]
#[grammar = "../grammar/ludus.pest"]
struct LudusParser;

/// Parses a whole rule file. Always returns an AST (possibly partial) and
/// the syntax errors found.
pub fn parse(src: &str) -> (Ast, Vec<Diagnostic>) {
    parse_at(src, 0)
}

/// [`parse`] for a text that starts at byte `base` of a larger source
/// space (the files of a game that `extends` another): every span is
/// offset by `base`.
pub fn parse_at(src: &str, base: usize) -> (Ast, Vec<Diagnostic>) {
    let mut ast = Ast::default();
    if let Some(mut d) = recover::too_deep(src) {
        for l in &mut d.labels {
            l.span.start += base;
        }
        return (ast, vec![d]);
    }
    let errors = match LudusParser::parse(Rule::file, src) {
        Ok(mut pairs) => {
            if let Some(file) = pairs.next() {
                for item in file.into_inner() {
                    items::add_item_at(&mut ast, item, base);
                }
            }
            Vec::new()
        }
        Err(_) => recover::parse_items(&mut ast, src, base),
    };
    (ast, errors)
}
