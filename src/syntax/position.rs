//! Position texts (`black man: c3, e5  white king: d6  turn white`): the
//! placements and stacks of a `setup` block, counters, hands, and whose
//! turn it is, parsed on their own (see `position` in the grammar).

use pest::Parser;

use super::ast::PositionText;
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
    let Some(pos) = pairs.next() else {
        return Ok(PositionText {
            placements: Vec::new(),
            stacks: Vec::new(),
            counters: Vec::new(),
            hands: Vec::new(),
            moved: None,
            en_passant: None,
            clocks: None,
            off: Vec::new(),
            turn: None,
        });
    };
    let mut placements = Vec::new();
    let mut stacks = Vec::new();
    let mut turn = None;
    let mut counters = Vec::new();
    let mut hands = Vec::new();
    let (mut moved, mut en_passant, mut clocks, mut off) = (None, None, None, Vec::new());
    for p in pos.into_inner() {
        match p.as_rule() {
            Rule::moved_entry => moved = kids(p).next().map(|r| region(r, 0)),
            Rule::ep_entry => {
                let mut k = kids(p).map(|n| name(n, 0));
                en_passant = k.next().zip(k.next());
            }
            Rule::clock_entry => {
                let mut k = kids(p)
                    .filter(|x| x.as_rule() == Rule::int)
                    .map(|i| int(i, 0));
                clocks = k.next().map(|n| (n, k.next()));
            }
            Rule::off_entry => {
                let mut k = kids(p);
                let pl = name(k.next().expect("off player"), 0);
                off.push((pl, int(k.next().expect("off count"), 0)));
            }
            Rule::hand_entry => {
                let mut k = kids(p);
                let pl = name(k.next().expect("hand player"), 0);
                let cards = k.next().map(|l| names(l, 0)).unwrap_or_default();
                hands.push((pl, cards));
            }
            Rule::counter_entry => {
                let mut k = kids(p);
                let c = name(k.next().expect("counter name"), 0);
                let pl = name(k.next().expect("counter player"), 0);
                let v = int(k.next().expect("counter value"), 0);
                counters.push((c, pl, v));
            }
            Rule::placement => placements.push(placement(p, 0)),
            Rule::stack_entry => stacks.push(stack_entry(p, 0)),
            Rule::name => turn = Some(name(p, 0)),
            _ => {}
        }
    }
    Ok(PositionText {
        placements,
        stacks,
        counters,
        hands,
        moved,
        en_passant,
        clocks,
        off,
        turn,
    })
}
