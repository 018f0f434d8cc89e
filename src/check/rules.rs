//! The `rules` block: `mandatory capture`, `steal`, events (`on KIND enters
//! ZONE { ... }`, `after move COND { ... }`), `control partner if ...`, counter rules (`when COUNTER =
//! N { ... }`), and the effects they have.

use crate::check::errors::RuleError;
use crate::diag::Span;
use crate::ir::{AfterEvent, CaptureRules, Effect, Event, Explode, Face, Ko, Steal, When};
use crate::syntax::{self, Name};

use super::Checker;

/// The rules of the `rules` block, checked.
#[derive(Default)]
pub(super) struct Rules {
    pub(super) mandatory_capture: bool,
    pub(super) capture: CaptureRules,
    pub(super) steal: Option<Steal>,
    pub(super) control: Option<u16>,
    pub(super) events: Vec<Event>,
    pub(super) after_events: Vec<AfterEvent>,
    pub(super) whens: Vec<When>,
    pub(super) faces: Vec<Face>,
    pub(super) explode: Option<Explode>,
    /// Where `captures explode` was first said.
    pub(super) explode_at: Option<Span>,
    pub(super) no_check: bool,
    /// Where `no check` was first said.
    pub(super) no_check_at: Option<Span>,
}

impl Checker<'_> {
    /// Every statement of the `rules` blocks, in order.
    pub(super) fn rules(&mut self) -> Rules {
        let mut rules = Rules::default();
        // Where the first `steal` and `mandatory capture` were said.
        let mut steal_at: Option<Span> = None;
        let mut mandatory_at: Option<Span> = None;
        for r in &self.ast.rules {
            match r {
                syntax::RuleStmt::Merge(_) => rules.capture.merge = true,
                syntax::RuleStmt::RemoveAtOnce(_) => rules.capture.remove_at_once = true,
                syntax::RuleStmt::LongContinue(_) => rules.capture.long_continue = true,
                syntax::RuleStmt::CaptureGroups(_) => rules.capture.groups.capture = true,
                syntax::RuleStmt::SuicideAllowed(_) => rules.capture.groups.suicide = true,
                syntax::RuleStmt::Ko { positional, .. } => {
                    rules.capture.groups.ko = if *positional {
                        Ko::Positional
                    } else {
                        Ko::Simple
                    };
                }
                syntax::RuleStmt::Komi { halves, .. } => rules.capture.groups.komi_halves = *halves,
                syntax::RuleStmt::Mandatory(n, span, criteria) => {
                    if mandatory_at.is_none() {
                        self.capture_criteria(criteria, &mut rules.capture);
                    }
                    if self.word(n, "rule", &[("capture", ())]).is_some() {
                        if let Some(first) = mandatory_at {
                            self.err(RuleError::MandatoryTwice {
                                rule: n.text.clone(),
                                span: *span,
                                first,
                            });
                        }
                        mandatory_at.get_or_insert(*span);
                        rules.mandatory_capture = true;
                    }
                }
                syntax::RuleStmt::Steal {
                    span,
                    kind,
                    dirs,
                    by,
                } => {
                    if let Some(first) = steal_at {
                        self.err(RuleError::StealTwice { span: *span, first });
                    } else if let Some(steal) = self.steal(kind, dirs, by) {
                        rules.steal = Some(steal);
                        steal_at = Some(*span);
                    }
                }
                syntax::RuleStmt::Event {
                    kind,
                    zone,
                    effects,
                    ..
                } => rules.events.extend(self.event(kind, zone, effects)),
                syntax::RuleStmt::AfterMove { cond, effects, .. } => {
                    let cond = self.cond(cond);
                    let effects = self.effects(effects);
                    rules.after_events.push(AfterEvent { cond, effects });
                }
                syntax::RuleStmt::Control { span, cond } => {
                    if rules.control.is_some() {
                        self.err(RuleError::ControlTwice { span: *span });
                    }
                    rules.control = Some(self.cond(cond));
                }
                syntax::RuleStmt::When {
                    counter,
                    value,
                    effects,
                    ..
                } => rules.whens.extend(self.when(counter, value.value, effects)),
                syntax::RuleStmt::Face {
                    kind, other, dirs, ..
                } => {
                    let (k, o) = (self.piece(kind), self.piece(other));
                    let dirs = self.dirs_per_player(dirs);
                    if let (Some(kind), Some(other)) = (k, o) {
                        rules.faces.push(Face { kind, other, dirs });
                    }
                }
                syntax::RuleStmt::Explode { .. } | syntax::RuleStmt::NoCheck(_) => {
                    self.royal_rule(r, &mut rules);
                }
            }
        }
        self.group_rules(&rules.capture.groups);
        rules
    }

    /// `on KIND enters ZONE { effects }`.
    fn event(&mut self, kind: &Name, zone: &Name, effects: &[syntax::Effect]) -> Option<Event> {
        let k = self.piece(kind);
        let z = self.zone(zone);
        let effects = self.effects(effects);
        Some(Event {
            kind: k?,
            zone: z?,
            effects,
        })
    }

    /// `when COUNTER = N { effects }`.
    fn when(&mut self, counter: &Name, value: i64, effects: &[syntax::Effect]) -> Option<When> {
        let c = self.counter(counter);
        let effects = self.effects(effects);
        Some(When {
            counter: c?,
            value,
            effects,
        })
    }

    /// `steal KIND adjacent DIRS after move by KINDS`: only a neutral piece
    /// can be stolen.
    fn steal(&mut self, kind: &Name, dirs: &[Name], by: &[Name]) -> Option<Steal> {
        let ast = self.ast;
        let k = self.piece(kind);
        let d = self.dirs_per_player(dirs);
        let mut by_kind = vec![false; ast.pieces.len()];
        for b in by {
            if let Some(bk) = self.piece(b) {
                by_kind[bk as usize] = true;
            }
        }
        let k = k?;
        if !self.neutral[k as usize] {
            self.err(RuleError::StealNotNeutral {
                piece: kind.text.clone(),
                span: kind.span,
            });
            return None;
        }
        Some(Steal {
            kind: k,
            dirs: d.into_iter().next().unwrap_or_default(),
            by: by_kind,
        })
    }

    /// The effects of an event or a counter rule.
    fn effects(&mut self, effects: &[syntax::Effect]) -> Vec<Effect> {
        let mut out = Vec::new();
        for e in effects {
            let done = match e {
                syntax::Effect::Add(n, c) => self.counter(c).map(|c| Effect::Add(c, n.value)),
                syntax::Effect::Clear(c) => self.counter(c).map(Effect::Clear),
                syntax::Effect::Reset(_) => Some(Effect::Reset),
                syntax::Effect::TurnTo(w) => self.whom(w).map(Effect::TurnTo),
                syntax::Effect::Place(piece, zone, w) => {
                    let (k, z, w) = (self.piece(piece), self.zone(zone), self.whom(w));
                    if let Some(k) = k
                        && !self.neutral[k as usize]
                    {
                        self.err(RuleError::PlaceNotNeutral {
                            piece: piece.text.clone(),
                            span: piece.span,
                        });
                        None
                    } else {
                        match (k, z, w) {
                            (Some(k), Some(z), Some(w)) => Some(Effect::Place(k, z, w)),
                            _ => None,
                        }
                    }
                }
            };
            out.extend(done);
        }
        out
    }

    /// `suicide allowed` needs `capture groups`; `ko` needs turns of one
    /// move.
    fn group_rules(&mut self, g: &crate::ir::GroupRules) {
        for r in &self.ast.rules {
            match r {
                syntax::RuleStmt::SuicideAllowed(span) if !g.capture => {
                    self.err(RuleError::SuicideWithoutGroups { span: *span });
                }
                syntax::RuleStmt::Ko { span, .. }
                    if self.ast.turns.iter().any(|t| t.multi.is_some()) =>
                {
                    self.err(RuleError::KoWithActions { span: *span });
                }
                _ => {}
            }
        }
    }
}
