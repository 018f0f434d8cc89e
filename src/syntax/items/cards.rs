//! `cards { ... }` (deals, hands, exchange, announce) and `card NAME { ... }`:
//! its copies, its moves per piece kind, and its other uses (`skip next`,
//! `swap`, `split`, `pass hands`, `cancel`, `for SIDE`, `play for`).

use pest::iterators::Pair;

use super::pieces::{empty_piece, piece_stmt};
use crate::syntax::Rule;
use crate::syntax::ast::{Ast, BehalfDef, CardDef, CardsBlock, MoveStmt, Name, SplitDef};
use crate::syntax::cond::cond;
use crate::syntax::pairs::{int, kids, name, names, span_of};

/// `cards { deal N each [when M left]  hands WORD  exchange N with partner
/// announce LABEL: CARDS }`.
pub(super) fn cards(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut block = CardsBlock {
        span: span_of(&item, base),
        deals: Vec::new(),
        hands: None,
        exchange: None,
        announce: None,
    };
    for stmt in kids(item) {
        let sspan = span_of(&stmt, base);
        match stmt.as_rule() {
            Rule::deal_stmt => {
                let mut k = kids(stmt).map(|i| int(i, base));
                if let Some(n) = k.next() {
                    block.deals.push((n, k.next(), sspan));
                }
            }
            Rule::hands_stmt => block.hands = kids(stmt).next().map(|n| name(n, base)),
            Rule::exchange_stmt => {
                block.exchange = kids(stmt).next().map(|n| (int(n, base), sspan));
            }
            Rule::announce_stmt => {
                let mut k = kids(stmt);
                let label = name(k.next().expect("announce label"), base);
                let cards = names(k.next().expect("announce cards"), base);
                block.announce = Some((label, cards));
            }
            _ => {}
        }
    }
    ast.cards_blocks.push(block);
}

/// `card NAME { STATEMENTS }`.
pub(super) fn card(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut k = kids(item);
    let n = name(k.next().expect("card name"), base);
    let mut card = CardDef {
        name: n,
        copies: None,
        moves: Vec::new(),
        skip: None,
        swap: None,
        split: None,
        pass: None,
        cancel: None,
        behalf: None,
        proxy: None,
    };
    for stmt in k {
        card_stmt(&mut card, stmt, base);
    }
    ast.cards.push(card);
}

/// One statement of a `card` block.
fn card_stmt(card: &mut CardDef, stmt: Pair<Rule>, base: usize) {
    let sspan = span_of(&stmt, base);
    match stmt.as_rule() {
        Rule::copies_stmt => card.copies = kids(stmt).next().map(|i| int(i, base)),
        Rule::swap_stmt => {
            let mut x = kids(stmt);
            let kinds = names(x.next().expect("swap kinds"), base);
            let zone = name(x.next().expect("swap zone"), base);
            let guard = x.next().and_then(|g| kids(g).next()).map(|c| cond(c, base));
            card.swap = Some((kinds, zone, guard));
        }
        Rule::skip_stmt => {
            let guard = kids(stmt)
                .find(|k| k.as_rule() == Rule::guard)
                .and_then(|g| kids(g).next())
                .map(|c| cond(c, base));
            card.skip = Some((sspan, guard));
        }
        Rule::card_move => card_move(stmt, base, &mut card.moves),
        Rule::pass_stmt => {
            let again = stmt
                .clone()
                .into_inner()
                .any(|k| k.as_rule() == Rule::kw_again);
            let side = kids(stmt).next().map(|n| name(n, base));
            card.pass = side.map(|s| (sspan, s, again));
        }
        Rule::proxy_stmt => {
            card.proxy = kids(stmt).next().map(|n| (sspan, name(n, base)));
        }
        Rule::for_stmt => card.behalf = Some(behalf(stmt, base)),
        Rule::cancel_stmt => {
            card.cancel = kids(stmt).next().map(|n| (sspan, name(n, base)));
        }
        Rule::split_stmt => card.split = Some(split(stmt, base)),
        _ => {}
    }
}

/// `for SIDE [or SIDE ...] [if COND] { KIND: MOVE ... }`.
fn behalf(stmt: Pair<Rule>, base: usize) -> BehalfDef {
    let mut b = BehalfDef {
        span: span_of(&stmt, base),
        sides: Vec::new(),
        guard: None,
        moves: Vec::new(),
    };
    for x in kids(stmt) {
        match x.as_rule() {
            Rule::name => b.sides.push(name(x, base)),
            Rule::guard => b.guard = kids(x).next().map(|c| cond(c, base)),
            Rule::card_move => card_move(x, base, &mut b.moves),
            _ => {}
        }
    }
    b
}

/// `split N { KIND: MOVE ... stay if COND }`.
fn split(stmt: Pair<Rule>, base: usize) -> SplitDef {
    let span = span_of(&stmt, base);
    let mut x = kids(stmt);
    let steps = int(x.next().expect("split steps"), base);
    let mut split = SplitDef {
        span,
        steps,
        moves: Vec::new(),
        stay: None,
    };
    for inner in x {
        match inner.as_rule() {
            Rule::card_move => card_move(inner, base, &mut split.moves),
            Rule::stay_stmt => {
                split.stay = kids(inner)
                    .next()
                    .and_then(|g| kids(g).next())
                    .map(|c| cond(c, base));
            }
            _ => {}
        }
    }
    split
}

/// `KIND: MOVE` on a card (or in its `split`): the move parsed as a
/// one-statement piece's.
fn card_move(stmt: Pair<Rule>, base: usize, out: &mut Vec<(Name, MoveStmt)>) {
    let mut x = kids(stmt);
    let kind = name(x.next().expect("card move kind"), base);
    if let Some(mv) = x.next() {
        let mut piece = empty_piece(kind.clone());
        piece_stmt(&mut piece, mv, base);
        for m in piece.moves {
            out.push((kind.clone(), m));
        }
    }
}
