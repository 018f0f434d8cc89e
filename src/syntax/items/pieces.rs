//! `piece NAME { ... }`: symbols, moves (see `moves`), promotions, `royal`,
//! `neutral`, `stored as`; and `store NAME`, where stored pieces wait.

use pest::iterators::Pair;

use super::moves;
use crate::syntax::Rule;
use crate::syntax::ast::{Ast, CapturedStmt, Name, PieceDef, PromoteStmt};
use crate::syntax::pairs::{kids, name, names, span_of, string};

/// `piece NAME { STATEMENTS }`.
pub(super) fn piece(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut it = kids(item);
    let n = name(it.next().expect("piece name"), base);
    let mut piece = empty_piece(n);
    for stmt in it {
        piece_stmt(&mut piece, stmt, base);
    }
    ast.pieces.push(piece);
}

/// `store NAME`.
pub(super) fn store(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut it = kids(item);
    if let Some(n) = it.next() {
        let n = name(n, base);
        if it.any(|k| k.as_rule() == Rule::store_captor) {
            ast.captor_stores.push(n.clone());
        }
        ast.stores.push(n);
    }
}

/// A piece with nothing said about it yet.
pub(super) fn empty_piece(name: Name) -> PieceDef {
    PieceDef {
        name,
        symbols: Vec::new(),
        glyphs: Vec::new(),
        moves: Vec::new(),
        promotions: Vec::new(),
        royal: None,
        neutral: None,
        stored_as: None,
        shoot: None,
        custodian: None,
        flips_adjacent: None,
        captured: Vec::new(),
        remove: None,
        quiet: Vec::new(),
    }
}

/// One statement of a `piece` block (also a card's move).
pub(super) fn piece_stmt(piece: &mut PieceDef, stmt: Pair<Rule>, base: usize) {
    let sspan = span_of(&stmt, base);
    match stmt.as_rule() {
        Rule::symbols_stmt => {
            piece.symbols.extend(kids(stmt).map(|s| string(s, base)));
        }
        Rule::glyphs_stmt => {
            piece.glyphs.extend(kids(stmt).map(|s| string(s, base)));
        }
        Rule::step_stmt => piece.moves.push(moves::step(stmt, sspan, base)),
        Rule::bear_stmt => piece.moves.push(moves::bear_off(stmt, sspan, base)),
        Rule::jump_stmt => piece.moves.push(moves::jump(stmt, sspan, base)),
        Rule::hop_stmt => piece.moves.push(moves::hop(stmt, sspan, base)),
        Rule::slide_stmt => piece.moves.push(moves::slide(stmt, sspan, base)),
        Rule::leap_stmt => piece.moves.push(moves::leap(stmt, sspan, base)),
        Rule::along_stmt => piece.moves.push(moves::along(stmt, sspan, base)),
        Rule::enter_stmt => piece.moves.push(moves::enter(stmt, sspan, base)),
        Rule::castle_stmt => piece.moves.push(moves::castle(stmt, sspan, base)),
        Rule::fly_stmt | Rule::line_step_stmt => piece.moves.push(moves::fly(stmt, sspan, base)),
        Rule::remove_stmt => piece.remove = Some(moves::remove(stmt, sspan, base)),
        Rule::quiet_stmt => piece.quiet.push(moves::quiet(stmt, sspan, base)),
        Rule::royal_stmt => piece.royal = Some(sspan),
        Rule::neutral_stmt => piece.neutral = Some(sspan),
        Rule::stored_stmt => piece.stored_as = kids(stmt).next().map(|n| name(n, base)),
        Rule::shoot_stmt => {
            let mut it = kids(stmt);
            let kind = name(it.next().expect("shoot kind"), base);
            let dirs = names(it.next().expect("shoot directions"), base);
            piece.shoot = Some((sspan, kind, dirs));
        }
        Rule::custodian_stmt => {
            let dirs = kids(stmt)
                .next()
                .map(|d| names(d, base))
                .unwrap_or_default();
            piece.custodian = Some((sspan, dirs));
        }
        Rule::flips_stmt => {
            let dirs = kids(stmt)
                .find(|k| k.as_rule() == Rule::name_list)
                .map(|d| names(d, base))
                .unwrap_or_default();
            piece.flips_adjacent = Some((sspan, dirs));
        }
        Rule::captured_stmt => {
            if let Some(c) = kids(stmt).next() {
                piece.captured.push(captured(c, sspan, base));
            }
        }
        Rule::promote_stmt => {
            let mut to: Vec<Name> = Vec::new();
            let (mut ends_move, mut at_once, mut optional) = (false, false, false);
            for part in kids(stmt) {
                match part.as_rule() {
                    Rule::name => to.push(name(part, base)),
                    Rule::at_once => at_once = true,
                    Rule::promote_optional => optional = true,
                    _ => ends_move = true,
                }
            }
            let zone = to.pop().expect("promote zone");
            piece.promotions.push(PromoteStmt {
                span: sspan,
                to,
                zone,
                ends_move,
                at_once,
                optional,
            });
        }
        _ => {}
    }
}

/// `captured against ZONE [when empty]` or `captured when surrounded DIRS
/// [in ZONE]` (the part after `captured`).
fn captured(part: Pair<Rule>, span: crate::diag::Span, base: usize) -> CapturedStmt {
    let rule = part.as_rule();
    let mut it = kids(part);
    if rule == Rule::captured_against {
        let zone = name(it.next().expect("captured against zone"), base);
        return CapturedStmt::Against {
            span,
            zone,
            when_empty: it.next().is_some(),
        };
    }
    let mut dirs = Vec::new();
    let mut zone = None;
    for p in it {
        match p.as_rule() {
            Rule::name_list => dirs = names(p, base),
            Rule::name => zone = Some(name(p, base)),
            _ => {}
        }
    }
    CapturedStmt::Surrounded { span, dirs, zone }
}
