//! Pieces: the `piece` definitions (symbols, moves, `royal`, `stored as`,
//! promotion), and the limits on their number.

use crate::check::errors::PieceError;
use crate::ir::{Board, Kind, MAX_PLAYERS, Narrow, Program, Promotion, Zone};
use crate::syntax;

use super::Checker;
use super::report::plural;

/// The longest glyph, in characters (a picture's cell fits a few).
const MAX_GLYPH: usize = 3;

impl Checker<'_> {
    /// A game needs pieces, and fewer kinds × players than piece codes.
    /// None when there are too many (nothing after would make sense).
    pub(super) fn piece_limits(&mut self) -> Option<()> {
        let ast = self.ast;
        // A sowing game moves seeds, not pieces.
        if ast.pieces.is_empty() && ast.sowings.is_empty() && ast.races.is_empty() {
            self.missing(
                "pieces",
                "pieces",
                "a `piece NAME { ... }` block with its moves",
            );
        }
        let np = self.players.len().max(1);
        if ast.pieces.len() * np + 1 > 255 {
            self.err(PieceError::TooManyKinds {
                number: 254 / np + 1,
                players: plural(np, "player"),
                max: 254 / np,
                span: ast.pieces[254 / np].name.span,
            });
            return None;
        }
        Some(())
    }

    /// Which kinds are `neutral`; None if neutral pieces leave no place
    /// for their owner (16 players).
    pub(super) fn neutral_pieces(&mut self) -> Option<()> {
        let ast = self.ast;
        let np = self.players.len().max(1);
        self.neutral = ast.pieces.iter().map(|p| p.neutral.is_some()).collect();
        if self.neutral.iter().any(|&n| n) && np >= MAX_PLAYERS {
            self.err(PieceError::NeutralWithSixteen {
                span: ast.players[0].span,
            });
            return None;
        }
        Some(())
    }

    /// Every piece kind, and the programs of its moves (per kind and
    /// player).
    pub(super) fn pieces(&mut self, zones: &[Zone]) -> (Vec<Kind>, Vec<Program>) {
        let ast = self.ast;
        let np = self.players.len().max(1);
        let mut kinds = Vec::new();
        let mut programs = vec![Program::default(); ast.pieces.len() * np];
        for (ki, p) in ast.pieces.iter().enumerate() {
            kinds.push(self.piece_def(ki, p, zones, &mut programs));
        }
        self.captured_without_custodian();
        (kinds, programs)
    }

    fn piece_def(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        zones: &[Zone],
        programs: &mut [Program],
    ) -> Kind {
        let np = self.players.len();
        let symbols = self.symbols(p);
        let glyphs = self.glyphs(p, symbols.len());
        self.lower_moves(ki, &p.moves, programs);
        if p.royal.is_some() {
            for pl in 0..np {
                programs[ki * np + pl].royal = true;
            }
        }
        if let Some(k) = p.stored_as.as_ref().and_then(|k| self.piece(k)) {
            for pl in 0..np {
                programs[ki * np + pl].stored_as = Some(code(k, pl, np));
            }
        }
        self.shoot(ki, p, programs);
        self.custodian(ki, p, programs);
        self.flips_adjacent(ki, p, programs);
        self.remove_rule(ki, p, programs);
        self.quiet_limit(ki, p, programs);
        let promotion = self.promotion(ki, p, zones, programs);
        Kind {
            name: p.name.text.clone(),
            neutral: p.neutral.is_some(),
            symbols,
            glyphs,
            promotion,
        }
    }

    /// `glyphs "⛀" "⛂"`: as many as symbols (`count`), each a short text.
    fn glyphs(&mut self, p: &syntax::PieceDef, count: usize) -> Vec<String> {
        if p.glyphs.is_empty() {
            return Vec::new();
        }
        let glyphs: Vec<String> = p.glyphs.iter().map(|g| g.0.clone()).collect();
        let long = p.glyphs.iter().find(|g| g.0.chars().count() > MAX_GLYPH);
        if glyphs.len() != count || long.is_some() {
            self.err(PieceError::GlyphCount {
                piece: p.name.text.clone(),
                glyphs: plural(glyphs.len(), "glyph"),
                count,
                span: long.unwrap_or(&p.glyphs[0]).1,
            });
        }
        glyphs
    }

    /// `symbols "x" "o"`: one character per player (one for a neutral
    /// piece).
    fn symbols(&mut self, p: &syntax::PieceDef) -> Vec<String> {
        let np = self.players.len();
        let symbols: Vec<String> = p.symbols.iter().map(|s| s.0.clone()).collect();
        if p.neutral.is_some() && symbols.len() != 1 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(PieceError::NeutralSymbols {
                piece: p.name.text.clone(),
                symbols: plural(symbols.len(), "symbol"),
                span,
            });
        } else if p.neutral.is_none() && symbols.len() != np && np > 0 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(PieceError::SymbolCount {
                piece: p.name.text.clone(),
                symbols: plural(symbols.len(), "symbol"),
                players: plural(np, "player"),
                count: np,
                span,
            });
        }
        for (s, span) in &p.symbols {
            // One character, or one and `~` (FEN's mark of a promoted
            // piece: Crazyhouse's `Q~`), or `+` and one (SFEN's: `+P`).
            let n = s.chars().count();
            let marked = (s.ends_with('~') && !s.starts_with('~'))
                || (s.starts_with('+') && !s.ends_with('+'));
            if n != 1 && !(n == 2 && marked) {
                self.err(PieceError::SymbolLength {
                    symbol: s.clone(),
                    span: *span,
                });
            }
        }
        symbols
    }

    /// `promote KIND on ZONE`: the piece's promotion (one), written into
    /// the programs of kind `ki`.
    fn promotion(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        zones: &[Zone],
        programs: &mut [Program],
    ) -> Option<Promotion> {
        let np = self.players.len();
        let mut promotion = None;
        // One forced promotion and one `optional` one at most.
        let mut seen: [Option<crate::diag::Span>; 2] = [None, None];
        for pr in &p.promotions {
            if let Some(first) = seen[usize::from(pr.optional)] {
                self.err(PieceError::PromotesTwice {
                    piece: p.name.text.clone(),
                    span: pr.span,
                    first,
                });
                continue;
            }
            seen[usize::from(pr.optional)] = Some(pr.span);
            if pr.optional {
                self.optional_promotion(ki, p, pr, zones, programs);
                continue;
            }
            let tos: Vec<Option<u8>> = pr.to.iter().map(|n| self.piece(n)).collect();
            let zone = self.zone(&pr.zone);
            let to = tos.first().copied().flatten();
            for (n, k) in pr.to.iter().zip(&tos) {
                if k.is_some_and(|k| usize::from(k) == ki) {
                    self.err(PieceError::SelfPromotion {
                        piece: p.name.text.clone(),
                        span: n.span,
                    });
                }
            }
            if tos.iter().any(Option::is_none) {
                continue;
            }
            if let (Some(to), Some(zone)) = (to, zone) {
                promotion = Some(Promotion {
                    to,
                    zone,
                    ends_move: pr.ends_move,
                });
                for pl in 0..np {
                    let member = self.player_zone(zones, zone, pl);
                    let to_code = code(to, pl, np);
                    programs[ki * np + pl].promotion = Some((to_code, member, pr.ends_move));
                    programs[ki * np + pl].promotion_at_once = pr.at_once;
                    programs[ki * np + pl].promotion_choices = tos
                        .iter()
                        .skip(1)
                        .flatten()
                        .map(|&k| code(k, pl, np))
                        .collect();
                }
            }
        }
        promotion
    }

    /// Which cells of zone `zone` are in it for player `pl` (a promotion
    /// zone as each player sees it); empty for an unknown zone.
    fn player_zone(&self, zones: &[Zone], zone: u16, pl: usize) -> Vec<bool> {
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        zones
            .get(usize::from(zone))
            .map(|z| z.member[pl * ncells..(pl + 1) * ncells].to_vec())
            .unwrap_or_default()
    }

    /// `promote KIND [| KIND …] on ZONE optional`, written into the
    /// programs of kind `ki`.
    fn optional_promotion(
        &mut self,
        ki: usize,
        p: &syntax::PieceDef,
        pr: &syntax::PromoteStmt,
        zones: &[Zone],
        programs: &mut [Program],
    ) {
        let np = self.players.len();
        let tos: Vec<Option<u8>> = pr.to.iter().map(|n| self.piece(n)).collect();
        let zone = self.zone(&pr.zone);
        for (n, k) in pr.to.iter().zip(&tos) {
            if k.is_some_and(|k| usize::from(k) == ki) {
                self.err(PieceError::SelfPromotion {
                    piece: p.name.text.clone(),
                    span: n.span,
                });
            }
        }
        let (Some(tos), Some(zone)) = (tos.into_iter().collect::<Option<Vec<u8>>>(), zone) else {
            return;
        };
        for pl in 0..np {
            let member = self.player_zone(zones, zone, pl);
            let codes = tos.iter().map(|&k| code(k, pl, np)).collect();
            programs[ki * np + pl].optional_promotion = Some((codes, member));
        }
    }
}

/// The code of a piece of kind `kind` owned by player `player`, of `np`
/// players.
fn code(kind: u8, player: usize, np: usize) -> u8 {
    let (np, player): (u8, u8) = (np.narrow(), player.narrow());
    1 + kind * np + player
}

impl Checker<'_> {
    /// `then shoot KIND DIRS`: the kind shot and the directions, per player;
    /// a piece without a move of its own has nothing to follow.
    fn shoot(&mut self, ki: usize, p: &syntax::PieceDef, programs: &mut [Program]) {
        let Some((span, kind, dirs)) = &p.shoot else {
            return;
        };
        if p.moves.is_empty() {
            self.err(PieceError::ShootWithoutMove {
                piece: p.name.text.clone(),
                span: *span,
            });
        }
        // The shot follows a move that lands once.
        let lands_once = |m: &syntax::MoveStmt| {
            matches!(
                m,
                syntax::MoveStmt::Step { .. }
                    | syntax::MoveStmt::Slide { .. }
                    | syntax::MoveStmt::Leap { .. }
            )
        };
        if let Some(m) = p.moves.iter().find(|m| !lands_once(m)) {
            self.err(PieceError::ShootAfterMoveKind {
                piece: p.name.text.clone(),
                span: *span,
                other: m.span(),
            });
        }
        let np = self.players.len();
        let per_player = self.dirs_per_player(dirs);
        if let Some(k) = self.piece(kind) {
            for (pl, d) in per_player.into_iter().enumerate().take(np) {
                programs[ki * np + pl].shoot = Some((code(k, pl, np), d));
            }
        }
    }
}
