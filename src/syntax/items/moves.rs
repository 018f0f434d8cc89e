//! The move statements of a piece (or a card): `step`, `bear off`, `jump`,
//! `slide`, `leap`, `along`, `enter`, one function each.

use pest::iterators::Pair;

use crate::diag::Span;
use crate::syntax::Rule;
use crate::syntax::ast::{MoveStmt, QuietStmt, RemoveStmt};
use crate::syntax::cond::cond;
use crate::syntax::pairs::{int, kids, name, names, span_of};

/// `step DIRS to|onto X [lift N] [if C]`.
pub(super) fn step(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let dirs = names(k.next().expect("step dirs"), base);
    let onto = k.next().expect("to or onto").as_rule() == Rule::step_onto;
    let to = name(k.next().expect("step target"), base);
    let (mut lift, mut guard) = (None, None);
    for extra in k {
        match extra.as_rule() {
            Rule::lift => lift = kids(extra).next().map(|i| int(i, base)),
            Rule::guard => guard = kids(extra).next().map(|c| cond(c, base)),
            _ => {}
        }
    }
    MoveStmt::Step {
        span,
        dirs,
        to,
        onto,
        lift,
        guard,
    }
}

/// `quiet moves max N in a row [if C]`.
pub(super) fn quiet(stmt: Pair<Rule>, span: Span, base: usize) -> QuietStmt {
    let mut k = kids(stmt);
    let max = int(k.next().expect("quiet limit"), base);
    let guard = k
        .find(|g| g.as_rule() == Rule::guard)
        .and_then(|g| kids(g).next())
        .map(|c| cond(c, base));
    QuietStmt { span, max, guard }
}

/// `bear off [if C]`.
pub(super) fn bear_off(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let guard = kids(stmt)
        .find(|k| k.as_rule() == Rule::guard)
        .and_then(|g| kids(g).next())
        .map(|c| cond(c, base));
    MoveStmt::BearOff { span, guard }
}

/// `jump DIRS over X [long] [chained] [flying] [max N] [reversing]` (the
/// modifiers in any order: the checker checks it).
pub(super) fn jump(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let dirs = names(k.next().expect("jump dirs"), base);
    let over = name(k.next().expect("jump over"), base);
    let (mut chained, mut flying, mut max, mut over_kind) = (false, false, None, None);
    let (mut long, mut reversing, mut mods, mut at) = (false, false, Vec::new(), None);
    for extra in k {
        let written = span_of(&extra, base);
        let word = match extra.as_rule() {
            Rule::jump_kind => {
                over_kind = kids(extra).next().map(|n| name(n, base));
                continue;
            }
            Rule::chained => {
                chained = true;
                "chained"
            }
            Rule::flying => {
                flying = true;
                "flying"
            }
            Rule::max_limit => {
                max = kids(extra).next().map(|i| int(i, base));
                "max"
            }
            Rule::long_jump => {
                long = true;
                "long"
            }
            Rule::reversing => {
                reversing = true;
                "reversing"
            }
            Rule::jump_at => {
                at = kids(extra).next().map(|i| int(i, base));
                "at"
            }
            _ => continue,
        };
        mods.push((word, written));
    }
    MoveStmt::Jump {
        span,
        dirs,
        over,
        over_kind,
        chained,
        flying,
        max,
        long,
        reversing,
        at,
        mods,
    }
}

/// `hop DIRS over X [chained]`.
pub(super) fn hop(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let dirs = names(k.next().expect("hop dirs"), base);
    let over = name(k.next().expect("hop over"), base);
    let chained = k.any(|p| p.as_rule() == Rule::chained);
    MoveStmt::Hop {
        span,
        dirs,
        over,
        chained,
    }
}

/// `slide DIRS to|onto X [max N | exactly N] [within Z] [avoiding Z]
/// [stopping in Z] [if C] [passing X]`.
pub(super) fn slide(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let dirs = names(k.next().expect("slide dirs"), base);
    let onto = k.next().expect("to or onto").as_rule() == Rule::step_onto;
    let to = name(k.next().expect("slide target"), base);
    let (mut max, mut exactly, mut guard, mut passing) = (None, None, None, None);
    let (mut within, mut avoiding, mut stopping) = (None, None, None);
    let (mut outside, mut over) = (None, None);
    for extra in k {
        let zone = |e: Pair<Rule>| kids(e).next().map(|n| name(n, base));
        match extra.as_rule() {
            Rule::within_mod => within = zone(extra),
            Rule::avoiding_mod => avoiding = zone(extra),
            Rule::stopping_mod => stopping = zone(extra),
            Rule::outside_mod => outside = zone(extra),
            Rule::screen_mod => over = zone(extra),
            Rule::max_limit => max = kids(extra).next().map(|i| int(i, base)),
            Rule::exactly_limit => exactly = kids(extra).next().map(|i| int(i, base)),
            Rule::guard => guard = kids(extra).next().map(|c| cond(c, base)),
            Rule::passing => passing = kids(extra).next().map(|n| name(n, base)),
            _ => {}
        }
    }
    MoveStmt::Slide {
        span,
        dirs,
        to,
        onto,
        within,
        avoiding,
        stopping,
        outside,
        max,
        exactly,
        guard,
        passing,
        over,
    }
}

/// `leap (a, b) to X [if C]` or `leap DIRS by MEASURE to X [if C]`.
pub(super) fn leap(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let (mut offset, mut dirs, mut by, mut to, mut guard) = (None, Vec::new(), None, None, None);
    let (mut through, mut within, mut forward) = (None, None, false);
    for part in kids(stmt) {
        let inner = |p: Pair<Rule>| kids(p).next().map(|n| name(n, base));
        match part.as_rule() {
            Rule::offset => {
                let mut it = kids(part).map(|i| int(i, base));
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    offset = Some((a, b));
                }
            }
            Rule::name_list => dirs = names(part, base),
            Rule::name if by.is_none() && !dirs.is_empty() => by = Some(name(part, base)),
            Rule::name => to = Some(name(part, base)),
            Rule::guard => guard = kids(part).next().map(|c| cond(c, base)),
            Rule::leap_through => through = inner(part),
            Rule::within_mod => within = inner(part),
            Rule::leap_forward => forward = true,
            _ => {}
        }
    }
    MoveStmt::Leap {
        span,
        offset,
        dirs,
        by,
        to: to.expect("leap target"),
        guard,
        through,
        within,
        forward,
    }
}

/// `along TRACK DIRS [exactly N | max N] to|onto|until X [avoiding Z]
/// [if C]`.
pub(super) fn along(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let track = name(k.next().expect("along track"), base);
    let dirs = names(k.next().expect("along dirs"), base);
    let (mut exactly, mut max, mut onto, mut to, mut guard) = (None, None, false, None, None);
    let mut until = false;
    let mut avoiding = None;
    for x in k {
        match x.as_rule() {
            Rule::exactly_limit => exactly = kids(x).next().map(|i| int(i, base)),
            Rule::max_limit => max = kids(x).next().map(|i| int(i, base)),
            Rule::step_onto => onto = true,
            Rule::along_until => until = true,
            Rule::step_to => {}
            Rule::name => to = Some(name(x, base)),
            Rule::avoiding_mod => avoiding = kids(x).next().map(|n| name(n, base)),
            Rule::guard => guard = kids(x).next().map(|c| cond(c, base)),
            _ => {}
        }
    }
    MoveStmt::Along {
        avoiding,
        span,
        track,
        dirs,
        exactly,
        max,
        onto,
        until,
        to: to.expect("along target"),
        guard,
    }
}

/// `enter [from STORE] [onto ZONE] [as KIND] to X [falling DIR] [flipping
/// DIRS] [if C]`.
pub(super) fn enter(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt).peekable();
    let mut part = |rule: Rule| match k.peek().map(Pair::as_rule) {
        Some(r) if r == rule => k.next().and_then(|a| kids(a).next()).map(|n| name(n, base)),
        _ => None,
    };
    let store = part(Rule::enter_from);
    let zone = part(Rule::enter_onto);
    let as_kind = part(Rule::enter_as);
    let to = name(k.next().expect("enter target"), base);
    let falling = match k.peek().map(Pair::as_rule) {
        Some(Rule::falling) => k.next().and_then(|f| kids(f).next()).map(|n| name(n, base)),
        _ => None,
    };
    let flipping = match k.peek().map(Pair::as_rule) {
        Some(Rule::flipping) => k
            .next()
            .and_then(|f| kids(f).next())
            .map(|n| names(n, base))
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let without_mate = match k.peek().map(Pair::as_rule) {
        Some(Rule::without_mate) => k.next().map(|w| span_of(&w, base)),
        _ => None,
    };
    let guard = k.next().and_then(|g| kids(g).next()).map(|c| cond(c, base));
    MoveStmt::Enter {
        span,
        store,
        zone,
        as_kind,
        to,
        falling,
        flipping,
        without_mate,
        guard,
    }
}

/// `castle DIRS with KIND to ZONE, ZONE`.
pub(super) fn castle(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let mut k = kids(stmt);
    let dirs = names(k.next().expect("castle dirs"), base);
    let with = name(k.next().expect("castle partner"), base);
    let king_to = name(k.next().expect("castle king zone"), base);
    let partner_to = name(k.next().expect("castle partner zone"), base);
    MoveStmt::Castle {
        span,
        dirs,
        with,
        king_to,
        partner_to,
    }
}

/// `fly to X [if C]` and `step along lines to X [if C]`.
pub(super) fn fly(stmt: Pair<Rule>, span: Span, base: usize) -> MoveStmt {
    let lines = stmt.as_rule() == Rule::line_step_stmt;
    let (mut to, mut guard) = (None, None);
    for part in kids(stmt) {
        match part.as_rule() {
            Rule::name => to = Some(name(part, base)),
            Rule::guard => guard = kids(part).next().map(|c| cond(c, base)),
            _ => {}
        }
    }
    MoveStmt::Fly {
        span,
        lines,
        to: to.expect("fly target"),
        guard,
    }
}

/// `then remove WHOSE after LINE [except in LINE]`.
pub(super) fn remove(stmt: Pair<Rule>, span: Span, base: usize) -> RemoveStmt {
    let mut words = Vec::new();
    for part in kids(stmt) {
        match part.as_rule() {
            Rule::name => words.push(name(part, base)),
            Rule::remove_except => words.extend(kids(part).map(|n| name(n, base))),
            _ => {}
        }
    }
    let mut it = words.into_iter();
    RemoveStmt {
        span,
        whose: it.next().expect("remove whose"),
        after: it.next().expect("remove after"),
        except: it.next(),
    }
}
