//! The used names of a file: one walk of the whole AST that records every
//! name written where a definition is used, by what it is used as. Every
//! node kind that can hold a name is visited: the matches are exhaustive
//! and the structs are destructured field by field, so that a new AST
//! variant or field cannot be forgotten (it does not compile until this
//! walk says what it uses).

use crate::syntax::{
    Ast, BehalfDef, BoardBlock, BranchDef, CardDef, CardsBlock, Cond, DirectionGroup, Effect,
    EndCond, EndRule, Expr, Name, PictureBlock, PictureStmt, PieceDef, Placement, PlayerDef,
    PlayersBlock, PromoteStmt, QuietStmt, RaceBlock, RuleStmt, SetupBlock, SidesBlock, SowingBlock,
    SplitDef, StackEntry, TrackDef, TurnBlock, ZoneDef,
};
use crate::syntax::{CapturedStmt, MoveStmt, Region};

/// Every name a file uses, by role (a name may be written several times).
#[derive(Debug, Default)]
pub(in crate::check) struct Uses<'a> {
    /// Names written where a zone is expected (`in Z`, `promote K on Z`,
    /// `enter ... onto Z`, `avoiding Z`, `count(pieces own in Z)`, ...).
    pub(in crate::check) zones: Vec<&'a str>,
    /// Direction words of moves and of `steal` (a group's members are not
    /// here: a group is used through the groups and moves that use it).
    pub(in crate::check) move_dirs: Vec<&'a str>,
    /// Names written where a piece kind is expected.
    pub(in crate::check) pieces: Vec<&'a str>,
    /// Kinds pieces enter the board as (`enter ... as KIND`).
    pub(in crate::check) entered_as: Vec<&'a str>,
    /// Kinds a card moves (`KIND: MOVE` in a card, its `split` or its
    /// `for` block).
    pub(in crate::check) card_moved: Vec<&'a str>,
    /// The kinds shot after a move (`then shoot KIND`): placed, never moved.
    pub(in crate::check) shot: Vec<&'a str>,
    /// Counters counted, added to, cleared or watched.
    pub(in crate::check) counters: Vec<&'a str>,
    /// Tracks moved along or branched from.
    pub(in crate::check) tracks: Vec<&'a str>,
    /// Stores entered from or filled in the setup.
    pub(in crate::check) stores: Vec<&'a str>,
    /// Card kinds named (`announce LABEL: CARDS`).
    pub(in crate::check) cards: Vec<&'a str>,
    /// Player names used (sides, zone entries, setup, branches).
    pub(in crate::check) players: Vec<&'a str>,
}

impl<'a> Uses<'a> {
    /// The names used anywhere in `ast`.
    pub(in crate::check) fn of(ast: &'a Ast) -> Self {
        let mut uses = Uses::default();
        uses.ast(ast);
        uses
    }

    fn ast(&mut self, ast: &'a Ast) {
        let Ast {
            title: _,
            extra_titles: _,
            extends: _,
            sides,
            rules_blocks: _,
            scores: _,
            players,
            boards,
            directions,
            zones,
            pieces,
            setups,
            rules,
            ends,
            counters: _,
            turns,
            tracks,
            branches,
            stores: _,
            captor_stores: _,
            cards_blocks,
            cards,
            pictures,
            end_blocks: _,
            broken_names: _,
            removes: _,
            sowings,
            races,
        } = ast;
        sides.iter().for_each(|s| self.sides(s));
        players.iter().for_each(|p| self.players_block(p));
        boards.iter().for_each(|b| self.board(b));
        directions.iter().for_each(|g| self.direction_group(g));
        zones.iter().for_each(|z| self.zone(z));
        pieces.iter().for_each(|p| self.piece(p));
        setups.iter().for_each(|s| self.setup(s));
        rules.iter().for_each(|r| self.rule(r));
        ends.iter().for_each(|e| self.end_rule(e));
        turns.iter().for_each(|t| self.turn(t));
        tracks.iter().for_each(|t| self.track(t));
        branches.iter().for_each(|b| self.branch(b));
        cards_blocks.iter().for_each(|b| self.cards_block(b));
        cards.iter().for_each(|c| self.card(c));
        pictures.iter().for_each(|p| self.picture(p));
        sowings.iter().for_each(|s| self.sowing(s));
        races.iter().for_each(|r| self.race(r));
    }

    fn sides(&mut self, block: &'a SidesBlock) {
        let SidesBlock { span: _, sides } = block;
        for (_, members) in sides {
            names(&mut self.players, members);
        }
    }

    fn players_block(&mut self, block: &'a PlayersBlock) {
        let PlayersBlock { span: _, players } = block;
        for p in players {
            // The name is a definition; `forward` is a built-in direction
            // and `team` names a team, not a definition.
            let PlayerDef {
                name: _,
                forward: _,
                team: _,
            } = p;
        }
    }

    fn board(&mut self, block: &'a BoardBlock) {
        // Cells, the numbering and stacks name no definition.
        let BoardBlock {
            span: _,
            grid: _,
            hex: _,
            cells: _,
            numbers: _,
            stacks: _,
            lines: _,
        } = block;
    }

    fn direction_group(&mut self, g: &'a DirectionGroup) {
        // A group's members are used when the group is (see `move_dirs`).
        let DirectionGroup {
            name: _,
            members: _,
        } = g;
    }

    fn zone(&mut self, z: &'a ZoneDef) {
        let ZoneDef { name: _, entries } = z;
        for (player, region) in entries {
            self.players.extend(player.iter().map(|p| p.text.as_str()));
            region_names(region);
        }
    }

    fn piece(&mut self, p: &'a PieceDef) {
        let PieceDef {
            name: _,
            symbols: _,
            glyphs: _,
            moves,
            promotions,
            royal: _,
            neutral: _,
            stored_as,
            shoot,
            custodian,
            flips_adjacent,
            captured,
            remove: _,
            quiet,
        } = p;
        moves.iter().for_each(|m| self.move_stmt(m));
        for q in quiet {
            let QuietStmt {
                span: _,
                max: _,
                guard,
            } = q;
            self.guard(guard.as_ref());
        }
        for pr in promotions {
            let PromoteStmt {
                span: _,
                to,
                zone,
                ends_move: _,
                at_once: _,
                optional: _,
            } = pr;
            names(&mut self.pieces, to);
            self.zones.push(&zone.text);
        }
        self.pieces
            .extend(stored_as.iter().map(|k| k.text.as_str()));
        if let Some((_, kind, dirs)) = shoot {
            self.pieces.push(&kind.text);
            self.shot.push(&kind.text);
            names(&mut self.move_dirs, dirs);
        }
        if let Some((_, dirs)) = custodian {
            names(&mut self.move_dirs, dirs);
        }
        if let Some((_, dirs)) = flips_adjacent {
            names(&mut self.move_dirs, dirs);
        }
        for c in captured {
            match c {
                CapturedStmt::Against {
                    span: _,
                    zone,
                    when_empty: _,
                } => self.zones.push(&zone.text),
                CapturedStmt::Surrounded {
                    span: _,
                    dirs,
                    zone,
                } => {
                    names(&mut self.move_dirs, dirs);
                    self.zones.extend(zone.iter().map(|z| z.text.as_str()));
                }
            }
        }
    }

    fn move_stmt(&mut self, m: &'a MoveStmt) {
        match m {
            MoveStmt::Step {
                span: _,
                dirs,
                to: _,
                onto: _,
                lift: _,
                guard,
            } => {
                names(&mut self.move_dirs, dirs);
                self.guard(guard.as_ref());
            }
            MoveStmt::BearOff { span: _, guard } => self.guard(guard.as_ref()),
            MoveStmt::Slide { .. } => self.slide(m),
            MoveStmt::Leap {
                span: _,
                offset: _,
                dirs,
                by: _,
                to: _,
                guard,
                through: _,
                within,
                forward: _,
            } => {
                names(&mut self.move_dirs, dirs);
                if let Some(z) = within {
                    self.zones.push(&z.text);
                }
                self.guard(guard.as_ref());
            }
            MoveStmt::Jump {
                span: _,
                dirs,
                over: _,
                over_kind: _,
                chained: _,
                flying: _,
                max: _,
                long: _,
                reversing: _,
                at: _,
                mods: _,
            } => names(&mut self.move_dirs, dirs),
            MoveStmt::Fly {
                span: _,
                lines: _,
                to: _,
                guard,
            } => self.guard(guard.as_ref()),
            MoveStmt::Hop {
                span: _,
                dirs,
                over: _,
                chained: _,
            } => names(&mut self.move_dirs, dirs),
            // The directions of `along` are words of the track (forward,
            // backward, outward), not direction names.
            MoveStmt::Along {
                span: _,
                track,
                dirs: _,
                exactly: _,
                max: _,
                onto: _,
                until: _,
                to: _,
                avoiding,
                guard,
            } => {
                self.tracks.push(&track.text);
                self.zones.extend(avoiding.iter().map(|z| z.text.as_str()));
                self.guard(guard.as_ref());
            }
            MoveStmt::Castle {
                span: _,
                dirs,
                with,
                king_to,
                partner_to,
            } => {
                names(&mut self.move_dirs, dirs);
                self.pieces.push(&with.text);
                self.zones.push(&king_to.text);
                self.zones.push(&partner_to.text);
            }
            MoveStmt::Enter { .. } => self.enter(m),
        }
    }

    /// A slide's names (every field named, as in `move_stmt`).
    fn slide(&mut self, m: &'a MoveStmt) {
        if let MoveStmt::Slide {
            span: _,
            dirs,
            to: _,
            onto: _,
            within,
            avoiding,
            stopping,
            outside,
            max: _,
            exactly: _,
            guard,
            passing: _,
            over: _,
        } = m
        {
            names(&mut self.move_dirs, dirs);
            for z in [within, avoiding, stopping, outside].into_iter().flatten() {
                self.zones.push(&z.text);
            }
            self.guard(guard.as_ref());
        }
    }

    /// An `enter` statement's names.
    fn enter(&mut self, m: &'a MoveStmt) {
        let MoveStmt::Enter {
            span: _,
            store,
            zone,
            as_kind,
            to: _,
            falling,
            flipping,
            without_mate: _,
            guard,
        } = m
        else {
            return;
        };
        names(&mut self.move_dirs, flipping);
        self.stores.extend(store.iter().map(|s| s.text.as_str()));
        self.zones.extend(zone.iter().map(|z| z.text.as_str()));
        self.move_dirs
            .extend(falling.iter().map(|d| d.text.as_str()));
        if let Some(k) = as_kind {
            self.pieces.push(&k.text);
            self.entered_as.push(&k.text);
        }
        self.guard(guard.as_ref());
    }

    /// A card's `KIND: MOVE` lines (its own, its split's, its `for`
    /// block's).
    fn card_moves(&mut self, moves: &'a [(Name, MoveStmt)]) {
        for (kind, m) in moves {
            self.pieces.push(&kind.text);
            self.card_moved.push(&kind.text);
            self.move_stmt(m);
        }
    }

    fn guard(&mut self, c: Option<&'a Cond>) {
        if let Some(c) = c {
            self.cond(c);
        }
    }

    fn cond(&mut self, c: &'a Cond) {
        match c {
            Cond::Or(parts) | Cond::And(parts) => parts.iter().for_each(|p| self.cond(p)),
            Cond::Not(inner) => self.cond(inner),
            // A cell condition word (`below is enemy`).
            Cond::Below(_) | Cond::NextTo(_) | Cond::Line(..) => {}
            Cond::In(zone) => self.zones.push(&zone.text),
            Cond::Connects(_, a, b) => {
                self.zones.push(&a.text);
                self.zones.push(&b.text);
            }
            Cond::Connected(kind, _) | Cond::Attacked(_, kind, _) => {
                self.pieces.push(&kind.text);
            }
            Cond::Compare(a, _, b, _) => {
                self.expr(a);
                self.expr(b);
            }
        }
    }

    fn expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Int(_) | Expr::Height(_) | Expr::Deeper(_) => {}
            // The set word may be a counter (`count(points own)`).
            Expr::Count(set, _, zone) => {
                self.counters.push(&set.text);
                self.zones.extend(zone.iter().map(|z| z.text.as_str()));
            }
        }
    }

    fn setup(&mut self, s: &'a SetupBlock) {
        let SetupBlock {
            span: _,
            placements,
            stacks,
        } = s;
        for pl in placements {
            let Placement {
                player,
                piece,
                region,
                store,
            } = pl;
            self.players.push(&player.text);
            self.pieces.push(&piece.text);
            region_names(region);
            self.stores
                .extend(store.iter().map(|(_, st)| st.text.as_str()));
        }
        for st in stacks {
            let StackEntry { cell: _, pieces } = st;
            for (player, kind) in pieces {
                self.players.extend(player.iter().map(|p| p.text.as_str()));
                self.pieces.push(&kind.text);
            }
        }
    }

    fn rule(&mut self, r: &'a RuleStmt) {
        match r {
            // A criterion's second word names a kind (`by king`), or is a
            // word of the language (`most pieces`).
            RuleStmt::Mandatory(_, _, criteria) => {
                for c in criteria {
                    self.pieces.push(&c.what.text);
                    self.pieces
                        .extend(c.weights.iter().map(|(k, _)| k.text.as_str()));
                }
            }
            RuleStmt::Merge(_)
            | RuleStmt::RemoveAtOnce(_)
            | RuleStmt::LongContinue(_)
            | RuleStmt::CaptureGroups(_)
            | RuleStmt::SuicideAllowed(_)
            | RuleStmt::Ko {
                positional: _,
                span: _,
            }
            | RuleStmt::Komi { halves: _, span: _ } => {}
            RuleStmt::Steal {
                span: _,
                kind,
                dirs,
                by,
            } => {
                self.pieces.push(&kind.text);
                names(&mut self.move_dirs, dirs);
                names(&mut self.pieces, by);
            }
            RuleStmt::Event {
                span: _,
                kind,
                zone,
                effects,
            } => {
                self.pieces.push(&kind.text);
                self.zones.push(&zone.text);
                effects.iter().for_each(|e| self.effect(e));
            }
            RuleStmt::Control { span: _, cond } => self.cond(cond),
            RuleStmt::AfterMove {
                span: _,
                cond,
                effects,
            } => {
                self.cond(cond);
                effects.iter().for_each(|e| self.effect(e));
            }
            RuleStmt::When {
                span: _,
                counter,
                value: _,
                effects,
            } => {
                self.counters.push(&counter.text);
                effects.iter().for_each(|e| self.effect(e));
            }
            RuleStmt::Face {
                span: _,
                kind,
                other,
                dirs,
            } => {
                self.pieces.push(&kind.text);
                self.pieces.push(&other.text);
                names(&mut self.move_dirs, dirs);
            }
            RuleStmt::Explode {
                span: _,
                dirs,
                except,
            } => {
                names(&mut self.move_dirs, dirs);
                except.iter().for_each(|k| self.pieces.push(&k.text));
            }
            RuleStmt::NoCheck(_) => {}
        }
    }

    fn effect(&mut self, e: &'a Effect) {
        match e {
            Effect::Add(_, counter) | Effect::Clear(counter) => self.counters.push(&counter.text),
            Effect::Reset(_) | Effect::TurnTo(_) => {}
            Effect::Place(piece, zone, _) => {
                self.pieces.push(&piece.text);
                self.zones.push(&zone.text);
            }
        }
    }

    fn end_rule(&mut self, e: &'a EndRule) {
        let EndRule {
            span: _,
            cond,
            result: _,
            anyone: _,
            claim: _,
            label: _,
            who: _,
            when,
        } = e;
        if let Some(c) = when {
            self.cond(c);
        }
        match cond {
            EndCond::No(_, c) => {
                if let Some(c) = c {
                    self.cond(c);
                }
            }
            // `since capture, KIND`: the kinds whose moves restart the count.
            EndCond::Repetition(_, since) | EndCond::Plies(_, since) => {
                self.pieces.extend(
                    since
                        .iter()
                        .filter(|n| n.text != "capture")
                        .map(|n| n.text.as_str()),
                );
            }
            EndCond::AfterMove(c) => self.cond(c),
            EndCond::Passes(_) => {}
        }
    }

    fn turn(&mut self, t: &'a TurnBlock) {
        let TurnBlock {
            span: _,
            multi: _,
            budgets,
            pass: _,
            pass_allowed: _,
        } = t;
        for (_, by, _) in budgets {
            names(&mut self.pieces, by);
        }
    }

    fn picture(&mut self, block: &'a PictureBlock) {
        let PictureBlock { span: _, stmts } = block;
        for st in stmts {
            match st {
                // A shape word or a text, no definition.
                PictureStmt::Cells(_) | PictureStmt::Legend(_) => {}
                PictureStmt::Arrows(t) => self.tracks.push(&t.text),
                PictureStmt::Colour(zones) => names(&mut self.zones, zones),
                PictureStmt::Store(s, z) => {
                    self.stores.push(&s.text);
                    self.zones.push(&z.text);
                }
            }
        }
    }

    fn sowing(&mut self, b: &'a SowingBlock) {
        let SowingBlock {
            span: _,
            from,
            seeds: _,
            store,
            skips,
            skip_origin: _,
            again,
            opposite: _,
            chain: _,
            grand_slam: _,
            feed: _,
        } = b;
        if let Some((z, t)) = from {
            self.zones.push(&z.text);
            self.tracks.push(&t.text);
        }
        for z in store.iter().chain(again) {
            self.zones.push(&z.text);
        }
        for (z, _) in skips {
            self.zones.push(&z.text);
        }
    }

    fn race(&mut self, b: &'a RaceBlock) {
        let RaceBlock {
            span: _,
            along,
            ways: _,
            roll: _,
            doubles: _,
            home,
            starts: _,
        } = b;
        if let Some(t) = along {
            self.tracks.push(&t.text);
        }
        if let Some(z) = home {
            self.zones.push(&z.text);
        }
    }

    fn track(&mut self, t: &'a TrackDef) {
        // Its cells name no definition.
        let TrackDef {
            name: _,
            looped: _,
            cells: _,
        } = t;
    }

    fn branch(&mut self, b: &'a BranchDef) {
        let BranchDef {
            name: _,
            track,
            entries,
        } = b;
        self.tracks.push(&track.text);
        for (player, _, _) in entries {
            self.players.push(&player.text);
        }
    }

    fn cards_block(&mut self, b: &'a CardsBlock) {
        let CardsBlock {
            span: _,
            deals: _,
            hands: _,
            exchange: _,
            announce,
        } = b;
        if let Some((_, cards)) = announce {
            names(&mut self.cards, cards);
        }
    }

    fn card(&mut self, c: &'a CardDef) {
        let CardDef {
            name: _,
            copies: _,
            moves,
            skip,
            swap,
            split,
            pass: _,
            cancel: _,
            behalf,
            proxy: _,
        } = c;
        self.card_moves(moves);
        if let Some((_, guard)) = skip {
            self.guard(guard.as_ref());
        }
        if let Some((kinds, zone, guard)) = swap {
            names(&mut self.pieces, kinds);
            self.zones.push(&zone.text);
            self.guard(guard.as_ref());
        }
        if let Some(sp) = split {
            let SplitDef {
                span: _,
                steps: _,
                moves,
                stay,
            } = sp;
            self.card_moves(moves);
            self.guard(stay.as_ref());
        }
        if let Some(b) = behalf {
            let BehalfDef {
                span: _,
                sides: _,
                guard,
                moves,
            } = b;
            self.guard(guard.as_ref());
            self.card_moves(moves);
        }
    }
}

/// Records each name of a list.
fn names<'a>(out: &mut Vec<&'a str>, list: &'a [Name]) {
    out.extend(list.iter().map(|n| n.text.as_str()));
}

/// A region names cells, ranks and files only: no definition.
fn region_names(region: &Region) {
    let Region { span: _, parts: _ } = region;
}
