//! Pieces: the `piece` definitions (symbols, moves, `royal`, `stored as`,
//! promotion), and the limits on their number.

use crate::diag::Diagnostic;
use crate::ir::{Board, Kind, MAX_PLAYERS, Narrow, Program, Promotion, Zone};
use crate::syntax;

use super::Checker;
use super::report::plural;

impl Checker<'_> {
    /// A game needs pieces, and fewer kinds × players than piece codes.
    /// None when there are too many (nothing after would make sense).
    pub(super) fn piece_limits(&mut self) -> Option<()> {
        let ast = self.ast;
        if ast.pieces.is_empty() {
            self.missing(
                "pieces",
                "pieces",
                "a `piece NAME { ... }` block with its moves",
            );
        }
        let np = self.players.len().max(1);
        if ast.pieces.len() * np + 1 > 255 {
            self.err(
                Diagnostic::error(
                    "ludus::too-many-pieces",
                    "too many kinds of piece for this many players",
                )
                .label(
                    ast.pieces[254 / np].name.span,
                    format!("kind number {}", 254 / np + 1),
                )
                .help(format!(
                    "kinds × players must stay below 255: with {}, at most {} kinds",
                    plural(np, "player"),
                    254 / np
                )),
            );
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
            self.err(
                Diagnostic::error(
                    "ludus::too-many-players",
                    "a game with neutral pieces may have at most 15 players",
                )
                .label(ast.players[0].span, "16 players")
                .help("remove a player: neutral pieces use the 16th place"),
            );
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
        let promotion = self.promotion(ki, p, zones, programs);
        Kind {
            name: p.name.text.clone(),
            neutral: p.neutral.is_some(),
            symbols,
            promotion,
        }
    }

    /// `symbols "x" "o"`: one character per player (one for a neutral
    /// piece).
    fn symbols(&mut self, p: &syntax::PieceDef) -> Vec<String> {
        let np = self.players.len();
        let symbols: Vec<String> = p.symbols.iter().map(|s| s.0.clone()).collect();
        if p.neutral.is_some() && symbols.len() != 1 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(
                Diagnostic::error(
                    "ludus::symbols",
                    format!(
                        "neutral piece `{}` has {}; it needs one",
                        p.name.text,
                        plural(symbols.len(), "symbol"),
                    ),
                )
                .label(span, "a neutral piece belongs to no player: one symbol")
                .help("write one quoted symbol, e.g. `symbols \"o\"`"),
            );
        } else if p.neutral.is_none() && symbols.len() != np && np > 0 {
            let span = p.symbols.first().map(|s| s.1).unwrap_or(p.name.span);
            self.err(
                Diagnostic::error(
                    "ludus::symbols",
                    format!(
                        "piece `{}` has {} but the game has {}",
                        p.name.text,
                        plural(symbols.len(), "symbol"),
                        plural(np, "player")
                    ),
                )
                .label(span, "one symbol per player is needed")
                .help(format!(
                    "write `symbols` with {} quoted symbols, in player order",
                    np
                )),
            );
        }
        for (s, span) in &p.symbols {
            if s.chars().count() != 1 {
                self.err(
                    Diagnostic::error(
                        "ludus::symbols",
                        format!("symbol \"{s}\" is not one character"),
                    )
                    .label(*span, "diagrams need one character per cell")
                    .help("use a single letter, e.g. \"k\""),
                );
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
        for (i, pr) in p.promotions.iter().enumerate() {
            if i > 0 {
                self.err(
                    Diagnostic::error(
                        "ludus::duplicate-promotion",
                        format!("piece `{}` promotes twice", p.name.text),
                    )
                    .label(pr.span, "second promotion")
                    .related(p.promotions[0].span, "first promotion")
                    .help("a piece may have one `promote` rule"),
                );
                continue;
            }
            let tos: Vec<Option<u8>> = pr.to.iter().map(|n| self.piece(n)).collect();
            let zone = self.zone(&pr.zone);
            let to = tos.first().copied().flatten();
            for (n, k) in pr.to.iter().zip(&tos) {
                if k.is_some_and(|k| usize::from(k) == ki) {
                    self.err(
                        Diagnostic::error(
                            "ludus::self-promotion",
                            format!("piece `{}` promotes to itself", p.name.text),
                        )
                        .label(n.span, "same piece")
                        .help("promote to another kind of piece"),
                    );
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
                let ncells = self.board.as_ref().map_or(0, Board::cells);
                for pl in 0..np {
                    let member = zones
                        .get(zone as usize)
                        .map(|z| z.member[pl * ncells..(pl + 1) * ncells].to_vec())
                        .unwrap_or_default();
                    let to_code = code(to, pl, np);
                    programs[ki * np + pl].promotion = Some((to_code, member, pr.ends_move));
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
}

/// The code of a piece of kind `kind` owned by player `player`, of `np`
/// players.
fn code(kind: u8, player: usize, np: usize) -> u8 {
    let (np, player): (u8, u8) = (np.narrow(), player.narrow());
    1 + kind * np + player
}
