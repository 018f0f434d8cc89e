//! `setup { ... }`: placements (`black man: c3, e5`, `red marble: 4 in
//! base`) and stacks (`stack c3: red checker, blue checker`), which
//! position texts write too.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, Placement, Region, SetupBlock, StackEntry};
use crate::syntax::pairs::{int, kids, name, region, span_of};

/// `setup { PLACEMENTS STACKS }`.
pub(super) fn setup(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let (mut placements, mut stacks) = (Vec::new(), Vec::new());
    for p in kids(item) {
        match p.as_rule() {
            Rule::stack_entry => stacks.push(stack_entry(p, base)),
            _ => placements.push(placement(p, base)),
        }
    }
    ast.setups.push(SetupBlock {
        span,
        placements,
        stacks,
    });
}

/// `PLAYER KIND: REGION` or `PLAYER KIND: N in STORE`.
pub(in crate::syntax) fn placement(p: Pair<Rule>, base: usize) -> Placement {
    let mut it = p.into_inner();
    let player = name(it.next().expect("placement player"), base);
    let piece = name(it.next().expect("placement piece"), base);
    let where_ = it.next().expect("placement region");
    if where_.as_rule() == Rule::store_count {
        let span = span_of(&where_, base);
        let mut k = kids(where_);
        let n = int(k.next().expect("store count"), base);
        let store = name(k.next().expect("store name"), base);
        return Placement {
            player,
            piece,
            region: Region {
                span,
                parts: Vec::new(),
            },
            store: Some((n, store)),
        };
    }
    let region = region(where_, base);
    Placement {
        player,
        piece,
        region,
        store: None,
    }
}

/// `stack CELL: [PLAYER] KIND, ...` (bottom first).
pub(in crate::syntax) fn stack_entry(p: Pair<Rule>, base: usize) -> StackEntry {
    let mut it = kids(p);
    let cell = it
        .next()
        .and_then(|c| c.into_inner().next())
        .map(|c| name(c, base))
        .expect("stack cell");
    let pieces = it
        .map(|sp| {
            let mut k = sp.into_inner().map(|n| name(n, base));
            let first = k.next().expect("stack piece");
            match k.next() {
                Some(kind) => (Some(first), kind),
                None => (None, first),
            }
        })
        .collect();
    StackEntry { cell, pieces }
}
