//! Cards: the `cards` block (deals, hands, exchange, announcements) and
//! each `card` kind with its uses (moves, `skip`, `swap`, `split`, `pass
//! hands`, `cancel`, `for SIDE { ... }`, `play for`).

use crate::check::errors::CardError;
use crate::diag::Span;
use crate::ir::{
    Announce, Behalf, CardKind, CardUse, Cards, Deal, Narrow, Pass, Program, SIDE_LEFT,
    SIDE_PARTNER, SIDE_RIGHT, Split, Swap,
};
use crate::syntax;

use super::Checker;

impl Checker<'_> {
    /// The `cards` block and the `card` kinds.
    pub(super) fn cards(&mut self, nkinds: usize) -> Option<Cards> {
        let ast = self.ast;
        if ast.cards.is_empty() && ast.cards_blocks.is_empty() {
            return None;
        }
        for extra in ast.cards_blocks.iter().skip(1) {
            self.duplicate_block("cards", extra.span, ast.cards_blocks[0].span);
        }
        let (deals, hidden) = self.deals();
        let mut kinds = Vec::new();
        let mut total = 0u32;
        for c in &ast.cards {
            let kind = self.card_kind(c, nkinds, &kinds);
            total += u32::from(kind.copies);
            kinds.push(kind);
        }
        if kinds.len() > 250 || total > 10_000 {
            let span = ast.cards.first().map_or(Span::new(0, 0), |c| c.name.span);
            self.err(CardError::TooManyCards {
                kinds: kinds.len(),
                total,
                span,
            });
        }
        let (exchange, announce) = match ast.cards_blocks.first() {
            Some(b) => (self.exchange(b), self.announce(b, &kinds)),
            None => (0, None),
        };
        Some(Cards {
            kinds,
            deals,
            hidden,
            exchange,
            announce,
        })
    }

    /// The deals (`deal N each [when M left]`) and whether hands are hidden.
    fn deals(&mut self) -> (Vec<Deal>, bool) {
        let ast = self.ast;
        let mut deals = Vec::new();
        let mut hidden = true;
        match ast.cards_blocks.first() {
            None => self.missing(
                "cards",
                "a `cards` block",
                "`cards { deal 5 each }` saying how cards are dealt",
            ),
            Some(b) => {
                for (n, left, _) in &b.deals {
                    if n.value < 1 || n.value > 64 {
                        self.err(CardError::DealSize {
                            value: n.text.clone(),
                            span: n.span,
                        });
                        continue;
                    }
                    let left = match left {
                        Some(l) if l.value < 0 || l.value > 60_000 => {
                            self.err(CardError::CardsLeft {
                                value: l.text.clone(),
                                span: l.span,
                            });
                            continue;
                        }
                        Some(l) => Some(l.value.narrow()),
                        None => None,
                    };
                    deals.push(Deal {
                        cards: n.value.narrow(),
                        when_left: left,
                    });
                }
                if b.deals.is_empty() {
                    self.err(CardError::NoDeal { span: b.span });
                }
                if let Some(h) = &b.hands {
                    hidden = self
                        .word(h, "kind of hand", &[("hidden", true), ("open", false)])
                        .unwrap_or(true);
                }
            }
        }
        (deals, hidden)
    }

    /// `exchange N with partner`: the cards each player gives its partner.
    fn exchange(&mut self, b: &syntax::CardsBlock) -> u8 {
        let mut exchange = 0;
        if let Some((n, span)) = &b.exchange {
            if n.value != 1 {
                self.err(CardError::ExchangeSize {
                    value: n.text.clone(),
                    span: n.span,
                });
            } else if !self.one_partner_each() {
                self.err(CardError::NoPartner { span: *span });
            } else {
                exchange = 1;
            }
        }
        exchange
    }

    /// `announce LABEL: CARDS`: the label, and per kind whether it is
    /// announced.
    fn announce(&mut self, b: &syntax::CardsBlock, kinds: &[CardKind]) -> Option<Announce> {
        let mut announce = None;
        if let Some((label, names)) = &b.announce {
            let mut which = vec![false; kinds.len()];
            for n in names {
                match kinds.iter().position(|k| k.name == n.text) {
                    Some(i) => which[i] = true,
                    None => {
                        let known: Vec<String> = kinds.iter().map(|k| k.name.clone()).collect();
                        self.unknown(n, "card", known);
                    }
                }
            }
            announce = Some(Announce {
                label: label.text.clone(),
                cards: which,
            });
        }
        announce
    }

    /// One `card` kind: its copies and uses. `earlier` are the kinds
    /// before it (a name is defined once).
    fn card_kind(&mut self, c: &syntax::CardDef, nkinds: usize, earlier: &[CardKind]) -> CardKind {
        let copies = match &c.copies {
            Some(n) if n.value >= 1 && n.value <= 1000 => n.value.narrow(),
            Some(n) => {
                self.err(CardError::CardCopies {
                    value: n.text.clone(),
                    span: n.span,
                });
                1
            }
            None => 1,
        };
        let programs = self.card_programs(&c.moves, nkinds);
        let split = c.split.as_ref().map(|sp| self.split(sp, nkinds));
        if earlier.iter().any(|k| k.name == c.name.text) {
            self.err(CardError::CardTwice {
                card: c.name.text.clone(),
                span: c.name.span,
            });
        }
        let skip = c
            .skip
            .as_ref()
            .map(|(_, g)| g.as_ref().map_or(0, |g| self.cond(g)));
        let swap = self.swap(c, nkinds);
        let pass = c.pass.as_ref().and_then(|(_, side, again)| {
            self.word(side, "side", &[("right", true), ("left", false)])
                .map(|right| Pass {
                    right,
                    again: *again,
                })
        });
        let cancel = c.cancel.as_ref().is_some_and(|(_, side)| {
            self.word(side, "side to cancel", &[("right", ())])
                .is_some()
        });
        let proxy = c.proxy.as_ref().is_some_and(|(_, side)| {
            self.word(side, "side to play for", &[("left", ())])
                .is_some()
        });
        let behalf = self.behalf(c, nkinds);
        self.only_use(c);
        // The uses in the engine's order of generation (split, skip, swap,
        // moves, behalf); pass, cancel and play for are a card's only use.
        let uses = [
            split.map(CardUse::Split),
            skip.map(|cond| CardUse::Skip { cond }),
            swap.map(CardUse::Swap),
            behalf.map(CardUse::Behalf),
            pass.map(CardUse::Pass),
            cancel.then_some(CardUse::Cancel),
            proxy.then_some(CardUse::Proxy),
        ]
        .into_iter()
        .flatten()
        .collect();
        CardKind {
            name: c.name.text.clone(),
            copies,
            programs,
            uses,
        }
    }

    /// `swap KINDS in ZONE [if COND]`.
    fn swap(&mut self, c: &syntax::CardDef, nkinds: usize) -> Option<Swap> {
        match &c.swap {
            None => None,
            Some((ks, z, g)) => {
                let mut which = vec![false; nkinds];
                for k in ks {
                    if let Some(k) = self.piece(k) {
                        which[k as usize] = true;
                    }
                }
                let z = self.zone(z);
                let cond = g.as_ref().map_or(0, |g| self.cond(g));
                z.map(|zone| Swap {
                    kinds: which,
                    zone,
                    cond,
                })
            }
        }
    }

    /// `for SIDE [or SIDE ...] [if COND] { KIND: MOVE ... }`: moves made
    /// with another player's pieces.
    fn behalf(&mut self, c: &syntax::CardDef, nkinds: usize) -> Option<Behalf> {
        if let Some(b) = &c.behalf
            && b.moves.is_empty()
        {
            self.err(CardError::ForWithoutMoves { span: b.span });
        }
        c.behalf.as_ref().map(|b| {
            let sides = b
                .sides
                .iter()
                .filter_map(|s| {
                    self.word(
                        s,
                        "side",
                        &[
                            ("left", SIDE_LEFT),
                            ("right", SIDE_RIGHT),
                            ("partner", SIDE_PARTNER),
                        ],
                    )
                })
                .collect();
            let cond = b.guard.as_ref().map_or(0, |g| self.cond(g));
            let programs = self.card_programs(&b.moves, nkinds);
            Behalf {
                sides,
                cond,
                programs,
            }
        })
    }

    /// `pass hands`, `cancel` and `play for` are a card's only use.
    fn only_use(&mut self, c: &syntax::CardDef) {
        let only = c
            .pass
            .as_ref()
            .map(|p| p.0)
            .or(c.cancel.as_ref().map(|p| p.0))
            .or(c.proxy.as_ref().map(|p| p.0));
        let n_only = usize::from(c.pass.is_some())
            + usize::from(c.cancel.is_some())
            + usize::from(c.proxy.is_some());
        let others = !c.moves.is_empty()
            || c.skip.is_some()
            || c.swap.is_some()
            || c.split.is_some()
            || c.behalf.is_some()
            || n_only > 1;
        if let Some(span) = only
            && others
        {
            self.err(CardError::OnlyUse {
                card: c.name.text.clone(),
                span,
            });
        }
    }

    /// Whether every player has exactly one partner (teams of two).
    pub(super) fn one_partner_each(&self) -> bool {
        let Some(block) = self.ast.players.first() else {
            return false;
        };
        let teams: Vec<Option<&str>> = block
            .players
            .iter()
            .map(|p| p.team.as_ref().map(|t| t.text.as_str()))
            .collect();
        !teams.is_empty()
            && teams
                .iter()
                .all(|t| t.is_some() && teams.iter().filter(|u| *u == t).count() == 2)
    }

    /// A card's moves, per kind of piece, as programs.
    pub(super) fn card_programs(
        &mut self,
        moves: &[(syntax::Name, syntax::MoveStmt)],
        nkinds: usize,
    ) -> Vec<Program> {
        let np = self.players.len();
        let mut programs = vec![Program::default(); nkinds * np];
        for (kind, stmt) in moves {
            let Some(k) = self.piece(kind) else {
                continue;
            };
            if let syntax::MoveStmt::Step { span, .. }
            | syntax::MoveStmt::Jump { span, .. }
            | syntax::MoveStmt::Hop { span, .. }
            | syntax::MoveStmt::Fly { span, .. }
            | syntax::MoveStmt::BearOff { span, .. }
            | syntax::MoveStmt::Leap {
                span,
                offset: Some(_),
                ..
            } = stmt
            {
                self.err(CardError::CardMoveKind { span: *span });
                continue;
            }
            self.lower_moves(k as usize, std::slice::from_ref(stmt), &mut programs);
        }
        programs
    }

    /// A card's `split N { ... }`.
    pub(super) fn split(&mut self, sp: &syntax::SplitDef, nkinds: usize) -> Split {
        let steps = if sp.steps.value < 1 || sp.steps.value > 64 {
            self.err(CardError::SplitSteps {
                value: sp.steps.text.clone(),
                span: sp.steps.span,
            });
            1
        } else {
            sp.steps.value.narrow()
        };
        for (_, m) in &sp.moves {
            if let syntax::MoveStmt::Enter { span, .. } = m {
                self.err(CardError::SplitEnter { span: *span });
            }
        }
        let moves: Vec<_> = sp
            .moves
            .iter()
            .filter(|(_, m)| !matches!(m, syntax::MoveStmt::Enter { .. }))
            .cloned()
            .collect();
        if moves.is_empty() {
            self.err(CardError::SplitWithoutSteps { span: sp.span });
        }
        let programs = self.card_programs(&moves, nkinds);
        let stay = sp.stay.as_ref().map_or(0, |g| self.cond(g));
        Split {
            steps,
            programs,
            stay,
        }
    }
}
