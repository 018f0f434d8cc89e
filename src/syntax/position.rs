//! Position texts (`black man: c3, e5  white king: d6  turn white`): the
//! placements and stacks of a `setup` block, counters, hands, the history
//! (castling, en passant, clocks, pieces borne off), the cards and the turn
//! in progress, and whose turn it is, parsed on their own (see `position`
//! in the grammar).

use pest::Parser;
use pest::iterators::Pair;

use super::ast::{PositionText, StateEntry, StateValue};
use super::errors::SyntaxError;
use super::expected::syntax_error;
use super::items::{placement, stack_entry};
use super::pairs::{int, kids, name, names, region};
use super::recover::too_deep;
use super::{LudusParser, Rule};
use crate::diag::{Diagnostic, Span};

/// Parses a position text (placements and whose turn).
pub fn parse_position(src: &str) -> Result<PositionText, Diagnostic> {
    if let Some(d) = too_deep(src) {
        return Err(d);
    }
    let mut pairs = LudusParser::parse(Rule::position, src).map_err(|_| {
        pest::set_error_detail(true);
        match LudusParser::parse(Rule::position, src) {
            Err(e) => syntax_error(e, 0, src, src, 0),
            Ok(_) => SyntaxError::Unparsed {
                span: Span::new(0, src.len()),
            }
            .into(),
        }
    })?;
    let mut out = PositionText::default();
    if let Some(pos) = pairs.next() {
        entries(pos, &mut out);
    }
    Ok(out)
}

/// Reads the entries of a position (or of a position in brackets) into
/// `out`.
fn entries(pos: Pair<Rule>, out: &mut PositionText) {
    for p in pos.into_inner() {
        match p.as_rule() {
            Rule::moved_entry => out.moved = kids(p).next().map(|r| region(r, 0)),
            Rule::ep_entry => {
                let mut k = kids(p).map(|n| name(n, 0));
                out.en_passant = k.next().zip(k.next());
            }
            Rule::clock_entry => {
                let mut k = kids(p)
                    .filter(|x| x.as_rule() == Rule::int)
                    .map(|i| int(i, 0));
                out.clocks = k.next().map(|n| (n, k.next()));
            }
            Rule::off_entry => {
                let mut k = kids(p);
                let pl = name(k.next().expect("off player"), 0);
                out.off.push((pl, int(k.next().expect("off count"), 0)));
            }
            Rule::hand_entry => {
                let mut k = kids(p);
                let pl = name(k.next().expect("hand player"), 0);
                let cards = k.next().map(|l| names(l, 0)).unwrap_or_default();
                out.hands.push((pl, cards));
            }
            Rule::counter_entry => {
                let mut k = kids(p);
                let c = name(k.next().expect("counter name"), 0);
                let pl = name(k.next().expect("counter player"), 0);
                let v = int(k.next().expect("counter value"), 0);
                out.counters.push((c, pl, v));
            }
            Rule::state_entry => out.state.push(state_entry(p)),
            Rule::placement => out.placements.push(placement(p, 0)),
            Rule::stack_entry => out.stacks.push(stack_entry(p, 0)),
            Rule::name => out.turn = Some(name(p, 0)),
            _ => {}
        }
    }
}

/// `WORD: VALUE, VALUE` (the cards and the turn in progress).
fn state_entry(p: Pair<Rule>) -> StateEntry {
    let mut k = p.into_inner();
    let word = name(k.next().expect("state word"), 0);
    let values = k
        .filter(|v| v.as_rule() == Rule::state_value)
        .map(|v| {
            let mut value = StateValue {
                words: Vec::new(),
                before: None,
            };
            for t in v.into_inner() {
                if t.as_rule() == Rule::state_before {
                    let mut before = PositionText::default();
                    entries(t, &mut before);
                    value.before = Some(Box::new(before));
                } else {
                    value.words.push(name(t, 0));
                }
            }
            value
        })
        .collect();
    StateEntry { word, values }
}
