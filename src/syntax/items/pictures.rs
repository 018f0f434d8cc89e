//! `picture { ... }`: how pictures draw the board.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, PictureBlock, PictureStmt};
use crate::syntax::pairs::{kids, name, span_of, string};

/// `picture { cells circles  arrows along TRACK  colour ZONES  store S beside Z }`.
pub(super) fn picture(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let mut stmts = Vec::new();
    for st in kids(item) {
        let rule = st.as_rule();
        if rule == Rule::picture_legend {
            if let Some(s) = st.into_inner().find(|k| k.as_rule() == Rule::string) {
                stmts.push(PictureStmt::Legend(string(s, base).0));
            }
            continue;
        }
        let names: Vec<_> = st
            .into_inner()
            .flat_map(|k| {
                if k.as_rule() == Rule::name_list {
                    k.into_inner().collect::<Vec<_>>()
                } else {
                    vec![k]
                }
            })
            .filter(|k| k.as_rule() == Rule::name)
            .map(|k| name(k, base))
            .collect();
        let mut it = names.into_iter();
        let stmt = match rule {
            Rule::picture_cells => it.next().map(PictureStmt::Cells),
            Rule::picture_arrows => it.next().map(PictureStmt::Arrows),
            Rule::picture_colour => Some(PictureStmt::Colour(it.collect())),
            Rule::picture_store => it
                .next()
                .and_then(|s| it.next().map(|z| PictureStmt::Store(s, z))),
            _ => None,
        };
        stmts.extend(stmt);
    }
    ast.pictures.push(PictureBlock { span, stmts });
}
