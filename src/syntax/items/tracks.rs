//! `track NAME [loop]: CELLS` and `branch NAME from TRACK { ... }`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, BranchDef, CellSeq, TrackDef};
use crate::syntax::pairs::{kids, name};

/// `track NAME [loop]: CELLS`.
pub(super) fn track(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut looped = false;
    let mut n = None;
    let mut cells = Vec::new();
    for k in kids(item) {
        match k.as_rule() {
            Rule::name => n = Some(name(k, base)),
            Rule::loop_flag => looped = true,
            Rule::cell_seq => cells = seq(k, base),
            _ => {}
        }
    }
    ast.tracks.push(TrackDef {
        name: n.expect("track name"),
        looped,
        cells,
    });
}

/// `branch NAME from TRACK { PLAYER: CELL into CELLS ... }`.
pub(super) fn branch(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut k = kids(item);
    let n = name(k.next().expect("branch name"), base);
    let track = name(k.next().expect("branch track"), base);
    let entries = k
        .map(|e| {
            let mut x = kids(e);
            let player = name(x.next().expect("branch player"), base);
            let at = x
                .next()
                .and_then(|c| c.into_inner().next())
                .map(|c| name(c, base))
                .expect("branch entry cell");
            let cells = seq(x.next().expect("branch cells"), base);
            (player, at, cells)
        })
        .collect();
    ast.branches.push(BranchDef {
        name: n,
        track,
        entries,
    });
}

/// A sequence of cells in order: single cells and straight runs `a1..a9`.
fn seq(p: Pair<Rule>, base: usize) -> CellSeq {
    p.into_inner()
        .map(|part| {
            let mut it = part
                .into_inner()
                .filter_map(|c| c.into_inner().next())
                .map(|c| name(c, base));
            let a = it.next().expect("sequence cell");
            (a, it.next())
        })
        .collect()
}
