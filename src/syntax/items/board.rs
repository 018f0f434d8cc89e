//! `board { ... }` (grid, cells, numbers, stacks), `directions NAME: ...`
//! and `zone NAME: ...`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, BoardBlock, DirectionGroup, Name, ZoneDef};
use crate::syntax::pairs::{int, kids, name, names, region, span_of};

/// `board { grid W x H  cells REGION  numbers by ...  stacks N }`.
pub(super) fn board(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut b = BoardBlock {
        span: span_of(&item, base),
        ..Default::default()
    };
    for stmt in kids(item) {
        match stmt.as_rule() {
            Rule::grid_stmt => {
                b.hex = kids(stmt.clone())
                    .find(|k| k.as_rule() == Rule::grid_hex)
                    .map(|k| span_of(&k, base));
                let mut it = kids(stmt)
                    .filter(|k| k.as_rule() == Rule::int)
                    .map(|i| int(i, base));
                if let (Some(w), Some(h)) = (it.next(), it.next()) {
                    b.grid = Some((w, h));
                }
            }
            Rule::cells_stmt => b.cells = kids(stmt).next().map(|r| region(r, base)),
            Rule::stacks_stmt => {
                let sspan = span_of(&stmt, base);
                let limit = kids(stmt)
                    .find(|k| k.as_rule() == Rule::int)
                    .map(|i| int(i, base));
                b.stacks = Some((sspan, limit));
            }
            Rule::lines_stmt => {
                let lines = kids(stmt.clone())
                    .map(|l| {
                        kids(l)
                            .filter_map(|pt| pt.into_inner().next())
                            .filter_map(|c| c.into_inner().next())
                            .map(|c| name(c, base))
                            .collect()
                    })
                    .collect();
                b.lines = Some((span_of(&stmt, base), lines));
            }
            Rule::numbers_stmt => {
                let orders: Vec<(Name, Name)> = kids(stmt)
                    .map(|o| {
                        let mut it = o.into_inner().map(|n| name(n, base));
                        (it.next().expect("axis"), it.next().expect("order"))
                    })
                    .collect();
                if orders.len() == 2 {
                    b.numbers = Some([orders[0].clone(), orders[1].clone()]);
                }
            }
            _ => {}
        }
    }
    ast.boards.push(b);
}

/// `directions NAME: DIRS`.
pub(super) fn directions(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut it = kids(item);
    let n = name(it.next().expect("group name"), base);
    let members = names(it.next().expect("group members"), base);
    ast.directions.push(DirectionGroup { name: n, members });
}

/// `zone NAME: REGION` or `zone NAME { PLAYER: REGION ... }`.
pub(super) fn zone(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut it = kids(item);
    let n = name(it.next().expect("zone name"), base);
    let mut entries = Vec::new();
    for rest in it {
        match rest.as_rule() {
            Rule::zone_entry => {
                let mut e = rest.into_inner();
                let player = name(e.next().expect("zone player"), base);
                let r = region(e.next().expect("zone region"), base);
                entries.push((Some(player), r));
            }
            Rule::region => entries.push((None, region(rest, base))),
            _ => {}
        }
    }
    ast.zones.push(ZoneDef { name: n, entries });
}
