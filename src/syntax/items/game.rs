//! The game header (`game "TITLE" [extends "FILE"]`), `players { ... }` and
//! `sides { ... }`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, PlayerDef, PlayersBlock, Remove, SidesBlock};
use crate::syntax::pairs::{kids, name, names, span_of, string};

/// `game "TITLE" [extends "FILE"]`; a second `game` line is kept as an
/// extra title (an error reported by the checker).
pub(super) fn game(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let mut it = kids(item).filter(|k| k.as_rule() == Rule::string);
    if let Some(s) = it.next() {
        if ast.title.is_some() {
            ast.extra_titles.push(span);
        } else {
            ast.title = Some(string(s, base));
            ast.extends = it.next().map(|p| string(p, base));
        }
    }
}

/// `remove KIND NAME, NAME`: items of the parent taken out of a variant.
pub(super) fn remove(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let mut it = kids(item);
    let what = it
        .next()
        .map(|k| k.as_str().to_string())
        .unwrap_or_default();
    for n in it.filter(|k| k.as_rule() == Rule::name) {
        ast.removes.push(Remove {
            span,
            what: what.clone(),
            name: name(n, base),
            found: false,
        });
    }
}

/// `sides { NAME: PLAYER, PLAYER ... }`.
pub(super) fn sides(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let mut sides = Vec::new();
    for def in kids(item) {
        let mut it = kids(def);
        let n = name(it.next().expect("side name"), base);
        let members = it.next().map(|l| names(l, base)).unwrap_or_default();
        sides.push((n, members));
    }
    ast.sides.push(SidesBlock { span, sides });
}

/// `players { NAME [forward DIR] [team TEAM] ... }`.
pub(super) fn players(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let span = span_of(&item, base);
    let mut players = Vec::new();
    for def in kids(item) {
        let mut it = kids(def);
        let n = name(it.next().expect("player name"), base);
        let (mut forward, mut team) = (None, None);
        for x in it {
            match x.as_rule() {
                Rule::forward_dir => forward = Some(name(x, base)),
                _ => team = Some(name(x, base)),
            }
        }
        players.push(PlayerDef {
            name: n,
            forward,
            team,
        });
    }
    ast.players.push(PlayersBlock { span, players });
}
