//! `sowing { ... }`: seeds counted per cell, sown along a track.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, SowingBlock};
use crate::syntax::pairs::{int, kids, name, span_of};

/// `sowing { from ZONE along TRACK  seeds N  store ZONE ... }`.
pub(super) fn sowing(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut b = SowingBlock {
        span: span_of(&item, base),
        ..SowingBlock::default()
    };
    for stmt in kids(item) {
        let sspan = span_of(&stmt, base);
        let rule = stmt.as_rule();
        let mut names = Vec::new();
        let mut ints = Vec::new();
        let mut origin = false;
        for k in stmt.into_inner() {
            match k.as_rule() {
                Rule::name => names.push(name(k, base)),
                Rule::int => ints.push(int(k, base)),
                Rule::sow_origin => origin = true,
                _ => {}
            }
        }
        let mut names = names.into_iter();
        match rule {
            Rule::sow_from => {
                if let (Some(z), Some(t)) = (names.next(), names.next()) {
                    b.from = Some((z, t));
                }
            }
            Rule::sow_seeds => b.seeds = ints.into_iter().next(),
            Rule::sow_store => b.store = names.next(),
            Rule::sow_skip if origin => b.skip_origin = Some(sspan),
            Rule::sow_skip => {
                if let (Some(z), Some(w)) = (names.next(), names.next()) {
                    b.skips.push((z, w));
                }
            }
            Rule::sow_again => b.again = names.next(),
            Rule::sow_opposite => b.opposite = Some(sspan),
            Rule::sow_chain => b.chain = Some((ints, sspan)),
            Rule::sow_slam => b.grand_slam = Some(sspan),
            Rule::sow_feed => b.feed = Some(sspan),
            _ => {}
        }
    }
    ast.sowings.push(b);
}
