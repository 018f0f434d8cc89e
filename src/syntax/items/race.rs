//! `race { ... }`: checkers counted per cell, moved along a track by dice.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, RaceBlock};
use crate::syntax::pairs::{int, kids, name, span_of};

/// `race { along TRACK  PLAYER forward  roll N dice S ... }`.
pub(super) fn race(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut b = RaceBlock {
        span: span_of(&item, base),
        ..RaceBlock::default()
    };
    for stmt in kids(item) {
        let sspan = span_of(&stmt, base);
        let rule = stmt.as_rule();
        let mut names = Vec::new();
        let mut ints = Vec::new();
        let mut counts = Vec::new();
        let mut backward = false;
        for k in stmt.into_inner() {
            match k.as_rule() {
                Rule::name => names.push(name(k, base)),
                Rule::int => ints.push(int(k, base)),
                Rule::rw_backward => backward = true,
                Rule::race_count => {
                    let mut n = None;
                    let mut c = None;
                    for x in k.into_inner() {
                        match x.as_rule() {
                            Rule::int => n = Some(int(x, base)),
                            Rule::name => c = Some(name(x, base)),
                            _ => {}
                        }
                    }
                    if let (Some(n), Some(c)) = (n, c) {
                        counts.push((n, c));
                    }
                }
                _ => {}
            }
        }
        let mut names = names.into_iter();
        let mut ints = ints.into_iter();
        match rule {
            Rule::race_along => b.along = names.next(),
            Rule::race_way => {
                if let Some(p) = names.next() {
                    b.ways.push((p, backward));
                }
            }
            Rule::race_roll => {
                if let (Some(n), Some(s)) = (ints.next(), ints.next()) {
                    b.roll = Some((n, s));
                }
            }
            Rule::race_doubles => b.doubles = Some(sspan),
            Rule::race_home => b.home = names.next(),
            Rule::race_start => {
                if let Some(p) = names.next() {
                    b.starts.push((p, counts));
                }
            }
            _ => {}
        }
    }
    ast.races.push(b);
}
