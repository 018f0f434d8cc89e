//! `turn { ... }`: `actions until end`, `at most N move by KINDS`, `pass
//! if no moves` and `pass allowed`.

use pest::iterators::Pair;

use crate::syntax::Rule;
use crate::syntax::ast::{Ast, TurnBlock};
use crate::syntax::pairs::{int, kids, names, span_of};

/// `turn { actions until end  at most N move by KINDS ... }`.
pub(super) fn turn(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    let mut block = TurnBlock {
        span: span_of(&item, base),
        multi: None,
        budgets: Vec::new(),
        pass: None,
        pass_allowed: None,
    };
    for stmt in kids(item) {
        let sspan = span_of(&stmt, base);
        match stmt.as_rule() {
            Rule::actions_stmt => block.multi = Some(sspan),
            Rule::turn_pass => block.pass = Some(sspan),
            Rule::pass_allowed => block.pass_allowed = Some(sspan),
            Rule::budget_stmt => {
                let mut k = kids(stmt);
                let n = int(k.next().expect("budget count"), base);
                let kinds = names(k.next().expect("budget kinds"), base);
                block.budgets.push((n, kinds, sspan));
            }
            _ => {}
        }
    }
    ast.turns.push(block);
}
