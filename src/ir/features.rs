//! What a game uses, as one bit set ([`Features`]), computed once from the
//! compiled game and its walk tables. Each plan declares the features it
//! handles (`PlanId::handles`, `ir/plans/mod.rs`) and is built only when
//! the game's features are among them: a new feature gets a new bit that no
//! plan handles until someone adds it to that plan's list, so a new feature
//! can make a game slower, never wrong. There is no "all features" value.

use crate::ir::{
    Cond, EnterEntry, Extra, Game, NO_BEAR, NO_DIR, REL_EN_PASSANT, STOP_OUTSIDE, Tables,
};

/// A set of features (see the module's text).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features(pub u128);

impl Features {
    /// Cards.
    pub const CARDS: Features = Features(1);
    /// Cells hold stacks.
    pub const STACKS: Features = Features(1 << 1);
    /// A limit on the height of stacks.
    pub const STACK_LIMIT: Features = Features(1 << 2);
    /// Turns of several actions.
    pub const MULTI: Features = Features(1 << 3);
    /// A budget of moves per turn.
    pub const BUDGET: Features = Features(1 << 4);
    /// A steal rule.
    pub const STEAL: Features = Features(1 << 5);
    /// Events.
    pub const EVENTS: Features = Features(1 << 6);
    /// A store of pieces off the board.
    pub const STORE: Features = Features(1 << 7);
    /// Tracks.
    pub const TRACKS: Features = Features(1 << 8);
    /// Royal pieces.
    pub const ROYAL: Features = Features(1 << 9);
    /// Castling.
    pub const CASTLING: Features = Features(1 << 10);
    /// Flying jumps.
    pub const FLYING: Features = Features(1 << 11);
    /// Neutral pieces.
    pub const NEUTRAL: Features = Features(1 << 12);
    /// Pieces entering the board.
    pub const ENTER: Features = Features(1 << 13);
    /// Steps that capture en passant.
    pub const EN_PASSANT: Features = Features(1 << 14);
    /// Slides that leave an en-passant cell (`passing`).
    pub const PASSING: Features = Features(1 << 15);
    /// Bearing off.
    pub const BEAR_OFF: Features = Features(1 << 16);
    /// Jump chains.
    pub const CHAINS: Features = Features(1 << 17);
    /// Pieces whose moves restart the `since` counts.
    pub const RESETS: Features = Features(1 << 18);
    /// Out-of-line moves (slides, tracks, flying jumps, bear-offs, ...).
    pub const RARE: Features = Features(1 << 19);
    /// A choice of promotion.
    pub const PROMOTION_CHOICE: Features = Features(1 << 20);
    /// Steps judged after the move (`slow`).
    pub const SLOW_STEPS: Features = Features(1 << 21);
    /// Capture criteria (`mandatory capture: …`, merging).
    pub const CAPTURE_CRITERIA: Features = Features(1 << 22);
    /// More than two players.
    pub const MANY_PLAYERS: Features = Features(1 << 23);
    /// Pieces entering from an unlimited supply (`enter` without `from`).
    pub const SUPPLY: Features = Features(1 << 24);
    /// A piece entering onto any of several cells (`enter onto ZONE` with
    /// a zone of several cells, or the whole board).
    pub const ENTER_MANY: Features = Features(1 << 25);
    /// Entering pieces that fall (`falling DIR`).
    pub const FALLING: Features = Features(1 << 26);
    /// Lines through the last move's landing (`line of N`).
    pub const LINES: Features = Features(1 << 27);
    /// A player with no legal move passes (`pass if no moves`).
    pub const PASS: Features = Features(1 << 28);
    /// Placements that flip enemy pieces (`flipping DIRS`).
    pub const FLIPS: Features = Features(1 << 29);
    /// `long captures continue`: a long jump lands where its chain goes on.
    pub const LONG_CONTINUE: Features = Features(1 << 30);
    /// A board of hexagons (`grid W x H hex`): six neighbours a cell, not
    /// the square grid's shifts.
    pub const HEX: Features = Features(1 << 31);
    /// Chains of pieces connecting two zones (`connects A to B`).
    pub const CONNECTS: Features = Features(1 << 32);
    /// Moves followed by a shot in the same turn (`then shoot KIND DIRS`).
    pub const SHOOT: Features = Features(1 << 33);
    /// A pass always among the legal moves (`pass allowed`).
    pub const PASS_ANY: Features = Features(1 << 34);
    /// Leaps through a cell that must hold something (`leap (a, b) through
    /// X`), or whose destination must be in a zone (`within Z`).
    pub const BLOCKED_LEAPS: Features = Features(1 << 35);
    /// Slides over a screen (`slide DIRS to X over Y`).
    pub const SCREENS: Features = Features(1 << 36);
    /// `no KIND facing KIND along DIRS`.
    pub const FACING: Features = Features(1 << 37);
    /// Jumps over pieces of one kind only (`jump ... over enemy man`).
    pub const JUMP_KINDS: Features = Features(1 << 40);
    /// Captured pieces go to the captor's store (`store NAME to captor`).
    pub const CAPTOR_STORE: Features = Features(1 << 38);
    /// Hops over pieces that take nothing (`hop`).
    pub const HOPS: Features = Features(1 << 41);
    /// The features that need the general path's `apply` (events, steals,
    /// stores, ...). `after move` rules need it too (`Tables::general`),
    /// but change no capture, so they keep the attack tables exact.
    pub const GENERAL_APPLY: Features = Features::of(&[
        Features::CARDS,
        Features::STACKS,
        Features::MULTI,
        Features::STEAL,
        Features::EVENTS,
        Features::STORE,
        Features::TRACKS,
    ]);
    /// Effects after a move where a condition holds (`after move COND {
    /// ... }` in `rules`).
    pub const AFTER_EVENTS: Features = Features(1 << 58);
    /// Long jumps along a line of cells N squares apart (`jump DIRS over X
    /// long at N`: Frisian draughts' king taking along a file).
    pub const LONG_STRIDE: Features = Features(1 << 59);
    /// An end rule whose result names a player (`repetition 3: white
    /// loses`), whoever is to move or moved.
    pub const END_WHO: Features = Features(1 << 60);
    /// A limit on a piece's quiet moves in a row (`quiet moves max N in a
    /// row [if COND]`: Frisian kings): a count per player kept by the
    /// general make, the tired piece's quiet moves dropped from the
    /// general generation.
    pub const QUIET: Features = Features(1 << 61);
    /// Adjacent flips (`flips adjacent DIRS`: the enemy pieces next to a
    /// move's landing turned the mover's) and the condition `next to X`.
    pub const ADJACENT: Features = Features(1 << 62);
    /// Either kind of flips: between (`FLIPS`) or adjacent (`ADJACENT`),
    /// both kept as runs in the move (`make/flip.rs`).
    pub const FLIPS_ANY: Features = Features((1 << 29) | (1 << 62));
    /// A `plies` end rule that holds only with a condition (`plies 14
    /// since capture, man and COND`).
    pub const PLIES_WHEN: Features = Features(1 << 68);
    /// Custodian capture after a move (`custodian DIRS`, `captured …`).
    pub const CUSTODIAN: Features = Features(1 << 50);
    /// Slides that may pass over a zone but not stop in it (`stopping
    /// outside ZONE`).
    pub const STOP_OUTSIDE: Features = Features(1 << 51);
    /// Captures that explode (`captures explode DIRS [except KINDS]`):
    /// the capturing piece and its landing's neighbours taken too.
    pub const EXPLODE: Features = Features(1 << 53);
    /// No move may attack an enemy royal piece (`no check`).
    pub const NO_CHECK: Features = Features(1 << 55);
    /// Seeds counted per cell and sown along a track (`sowing { ... }`).
    pub const SOWING: Features = Features(1 << 54);
    /// Chance decisions: a turn starts with a roll of dice, made by no
    /// player (`roll N dice S` in `race`).
    pub const DICE: Features = Features(1 << 56);
    /// Checkers counted per cell, moved along a track by the dice, hitting
    /// blots to a bar and borne off (`race { ... }`).
    pub const RACE: Features = Features(1 << 57);
    /// Groups without liberties removed after a placement (`capture
    /// groups`, `suicide allowed`).
    pub const GROUPS: Features = Features(1 << 42);
    /// Moves that may not bring back an earlier position (`ko simple`,
    /// `ko positional`).
    pub const KO: Features = Features(1 << 43);
    /// The end condition `passes N`.
    pub const PASSES: Features = Features(1 << 44);
    /// The end result `area` (area scoring, `komi N`).
    pub const AREA: Features = Features(1 << 45);
    /// A removal after a move that fills a board line (`then remove enemy
    /// after line`, Morris).
    pub const REMOVE: Features = Features(1 << 46);
    /// Moves to any cell of the board (`fly to X`).
    pub const FLY: Features = Features(1 << 47);
    /// Steps along the board's lines (`step along lines to X`).
    pub const LINE_STEPS: Features = Features(1 << 48);

    /// Promotions the mover may take or not, on a move that starts or
    /// ends in a zone (`promote KIND on ZONE optional`).
    pub const OPTIONAL_PROMOTION: Features = Features(1 << 64);
    /// Counts on the judged cell's file or rank (`count(pawn own in same
    /// file)`).
    pub const LINE_COUNTS: Features = Features(1 << 65);
    /// Entries that may not checkmate (`enter … without mate`).
    pub const NO_MATE_ENTER: Features = Features(1 << 66);

    /// The union of `sets`.
    pub const fn of(sets: &[Features]) -> Features {
        let mut bits = 0;
        let mut i = 0;
        while i < sets.len() {
            bits |= sets[i].0;
            i += 1;
        }
        Features(bits)
    }

    /// Whether every feature of `self` is in `handled`.
    #[must_use]
    pub fn within(self, handled: Features) -> bool {
        self.0 & !handled.0 == 0
    }

    /// Whether `self` has some feature of `f`.
    #[must_use]
    pub fn any(self, f: Features) -> bool {
        self.0 & f.0 != 0
    }

    /// Whether `self` has every feature of `f`.
    #[must_use]
    pub fn has(self, f: Features) -> bool {
        self.0 & f.0 == f.0
    }

    /// The features of `game`, whose walk tables `t` are built up to the
    /// summary flags (`classify`).
    pub fn compute(game: &Game, t: &Tables) -> Features {
        let passing = t
            .extra
            .iter()
            .flatten()
            .any(|x| matches!(x, Extra::Slide { passing: true, .. }))
            || game
                .programs
                .iter()
                .any(|p| p.slides.iter().any(|s| s.passing));
        let en_passant = t.steps.iter().any(|s| s.target & REL_EN_PASSANT != 0)
            || game
                .programs
                .iter()
                .any(|p| p.steps.iter().any(|s| s.to == crate::ir::Target::EnPassant));
        let lists = || {
            t.enter
                .iter()
                .chain(t.card_enter.iter().flatten())
                .chain(t.behalf_enter.iter().flatten())
        };
        let any_entry = |f: fn(&EnterEntry) -> bool| lists().any(|l| l.iter().any(f));
        let flags = [
            (any_entry(|e| e.supply), Self::SUPPLY),
            (lists().any(|l| l.len() > 1), Self::ENTER_MANY),
            (any_entry(|e| e.fall != NO_DIR), Self::FALLING),
            (game.conds.iter().any(has_line), Self::LINES),
            (game.board.hex, Self::HEX),
            (t.shoot.iter().any(|s| s.0 != 0), Self::SHOOT),
            (game.conds.iter().any(has_connects), Self::CONNECTS),
            (game.turn.pass, Self::PASS),
            (game.turn.pass_allowed, Self::PASS_ANY),
            (any_entry(|e| e.flips != 0), Self::FLIPS),
            (game.cards.is_some(), Self::CARDS),
            (game.stacks, Self::STACKS),
            (game.stack_limit > 0, Self::STACK_LIMIT),
            (game.turn.multi, Self::MULTI),
            (game.turn.budget > 0, Self::BUDGET),
            (game.steal.is_some(), Self::STEAL),
            (!game.events.is_empty(), Self::EVENTS),
            (game.store.is_some(), Self::STORE),
            (game.store_to_captor, Self::CAPTOR_STORE),
            (!game.tracks.is_empty(), Self::TRACKS),
            (t.any_royal, Self::ROYAL),
            (t.any_castle, Self::CASTLING),
            (t.any_flying, Self::FLYING),
            (t.any_neutral, Self::NEUTRAL),
            (t.any_enter, Self::ENTER),
            (en_passant, Self::EN_PASSANT),
            (passing, Self::PASSING),
            (t.bear.iter().any(|&b| b != NO_BEAR), Self::BEAR_OFF),
            (t.chains, Self::CHAINS),
            (!game.reset_codes.is_empty(), Self::RESETS),
            (t.rare.iter().any(|&r| r), Self::RARE),
            (
                t.promo_choices.iter().any(|c| !c.is_empty()),
                Self::PROMOTION_CHOICE,
            ),
            (t.steps.iter().any(|s| s.slow), Self::SLOW_STEPS),
            (game.capture.any(), Self::CAPTURE_CRITERIA),
            (game.players.len() > 2, Self::MANY_PLAYERS),
            (game.capture.long_continue, Self::LONG_CONTINUE),
            (
                t.jumps.iter().any(|j| j.kind != 0) || t.long.iter().flatten().any(|j| j.kind != 0),
                Self::JUMP_KINDS,
            ),
            (
                t.extra
                    .iter()
                    .flatten()
                    .any(|x| matches!(x, Extra::Hops { .. })),
                Self::HOPS,
            ),
        ];
        Features(
            flags
                .iter()
                .filter(|(on, _)| *on)
                .fold(Self::rules_beyond_moves(game, t).0, |bits, (_, f)| {
                    bits | f.0
                }),
        )
    }

    /// The features of [`Features::compute`] for the board lines, flying,
    /// removal, custodian capture, sowing, Go's groups and scoring, the
    /// Xiangqi moves and rules, and `after move` events.
    fn rules_beyond_moves(game: &Game, t: &Tables) -> Features {
        let flies = |lines: bool| {
            game.programs
                .iter()
                .flat_map(|p| p.flies.iter())
                .any(|f| f.lines == lines)
        };
        let flags = [
            (
                game.programs.iter().any(|p| p.custodian.dirs != 0),
                Self::CUSTODIAN,
            ),
            (
                game.programs
                    .iter()
                    .any(|p| p.slides.iter().any(|s| s.stop_in & STOP_OUTSIDE != 0)),
                Self::STOP_OUTSIDE,
            ),
            (t.remove.iter().any(|&r| r != 0), Self::REMOVE),
            (flies(false), Self::FLY),
            (flies(true), Self::LINE_STEPS),
            (game.sowing.is_some(), Self::SOWING),
            (game.race.is_some(), Self::DICE),
            (game.race.is_some(), Self::RACE),
            (game.capture.groups.capture, Self::GROUPS),
            (game.capture.groups.ko != crate::ir::Ko::Off, Self::KO),
            (
                game.ends
                    .iter()
                    .any(|r| matches!(r.cond, crate::ir::EndCond::Passes(_))),
                Self::PASSES,
            ),
            (
                game.ends
                    .iter()
                    .any(|r| r.result == crate::ir::EndResult::Area),
                Self::AREA,
            ),
            (!game.after_events.is_empty(), Self::AFTER_EVENTS),
            (
                any_extra(t, |x| matches!(x, Extra::BlockedLeap { .. })),
                Self::BLOCKED_LEAPS,
            ),
            (
                any_extra(t, |x| matches!(x, Extra::Screen { .. })),
                Self::SCREENS,
            ),
            (!game.faces.is_empty(), Self::FACING),
            (game.explode.is_some(), Self::EXPLODE),
            (game.no_check, Self::NO_CHECK),
            (!t.strided.is_empty(), Self::LONG_STRIDE),
            (
                t.optional_promotion.iter().any(Option::is_some),
                Self::OPTIONAL_PROMOTION,
            ),
            (game.conds.iter().any(has_line_count), Self::LINE_COUNTS),
            (t.no_mate_enter.iter().any(|&b| b), Self::NO_MATE_ENTER),
            (game.ends.iter().any(|r| r.who.is_some()), Self::END_WHO),
            (game.ends.iter().any(|r| r.when.is_some()), Self::PLIES_WHEN),
            (game.programs.iter().any(|p| p.quiet.is_some()), Self::QUIET),
            (
                game.programs.iter().any(|p| p.flips_adjacent != 0)
                    || game.conds.iter().any(has_next_to),
                Self::ADJACENT,
            ),
        ];
        Features(
            flags
                .iter()
                .filter(|(on, _)| *on)
                .fold(0, |bits, (_, f)| bits | f.0),
        )
    }
}

/// Whether some move walked at run time, a piece's or a card's, is `f`.
fn any_extra(t: &Tables, f: fn(&Extra) -> bool) -> bool {
    let cards = t
        .card_extra
        .iter()
        .chain(&t.split_extra)
        .chain(&t.behalf_extra)
        .flatten();
    t.extra.iter().chain(cards).flatten().any(f)
}

/// Whether a condition asks for a line (`line of N`).
fn has_line(c: &Cond) -> bool {
    match c {
        Cond::Line(..) => true,
        Cond::And(parts) | Cond::Or(parts) => parts.iter().any(has_line),
        Cond::Not(inner) => has_line(inner),
        _ => false,
    }
}

/// Whether a condition counts on a cell's file or rank (`count(… in same
/// file)`).
fn has_line_count(c: &Cond) -> bool {
    let line = |e: &crate::ir::Expr| matches!(e, crate::ir::Expr::CountLine(..));
    match c {
        Cond::Compare(a, _, b) => line(a) || line(b),
        Cond::And(parts) | Cond::Or(parts) => parts.iter().any(has_line_count),
        Cond::Not(inner) => has_line_count(inner),
        _ => false,
    }
}

/// Whether a condition asks for a connection (`connects A to B`).
fn has_connects(c: &Cond) -> bool {
    match c {
        Cond::Connects(..) => true,
        Cond::And(parts) | Cond::Or(parts) => parts.iter().any(has_connects),
        Cond::Not(inner) => has_connects(inner),
        _ => false,
    }
}

/// Whether a condition asks about a cell's neighbours (`next to X`).
fn has_next_to(c: &Cond) -> bool {
    match c {
        Cond::NextTo(_) => true,
        Cond::And(parts) | Cond::Or(parts) => parts.iter().any(has_next_to),
        Cond::Not(inner) => has_next_to(inner),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::Features;
    use crate::ir::PlanId;

    /// A feature bit that no plan lists: the game's next feature.
    const NEW: Features = Features(1 << 127);

    #[test]
    fn a_new_feature_bit_makes_every_plan_refuse() {
        for id in PlanId::ALL {
            assert!(
                !NEW.within(id.handles()),
                "{id:?} handles a bit it does not list"
            );
            assert!(!Features(NEW.0 | Features::STACKS.0).within(id.handles()));
        }
    }
}
