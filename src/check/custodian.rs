//! Custodian capture: `custodian DIRS` (the piece takes the enemy pieces it
//! sandwiches after its moves) and `captured against ZONE [when empty]`,
//! `captured when surrounded DIRS [in ZONE]` (how the piece is taken),
//! lowered into each program's [`Custodian`].

use crate::check::errors::PieceError;
use crate::ir::{Custodian, Program};
use crate::syntax::{self, CapturedStmt};

use super::Checker;

impl Checker<'_> {
    /// The custodian rules of kind `ki`, written into its programs (one
    /// per player).
    pub(super) fn custodian(&mut self, ki: usize, p: &syntax::PieceDef, programs: &mut [Program]) {
        let np = self.players.len();
        let mut rules = vec![Custodian::default(); np];
        if let Some((span, dirs)) = &p.custodian {
            if self.stacks {
                self.err(PieceError::CustodianOnStacks {
                    piece: p.name.text.clone(),
                    span: *span,
                });
            }
            for (pl, d) in self.dirs_per_player(dirs).into_iter().enumerate().take(np) {
                rules[pl].dirs = bits(&d);
            }
        }
        for c in &p.captured {
            match c {
                CapturedStmt::Against {
                    zone, when_empty, ..
                } => {
                    if let Some(z) = self.zone(zone) {
                        rules
                            .iter_mut()
                            .for_each(|r| r.against.push((z, *when_empty)));
                    }
                }
                CapturedStmt::Surrounded { dirs, zone, .. } => {
                    let z = zone
                        .as_ref()
                        .and_then(|z| self.zone(z))
                        .map_or(0, |z| z + 1);
                    for (pl, d) in self.dirs_per_player(dirs).into_iter().enumerate().take(np) {
                        rules[pl].surrounded = Some((bits(&d), z));
                    }
                }
            }
        }
        for (pl, r) in rules.into_iter().enumerate() {
            programs[ki * np + pl].custodian = r;
        }
    }

    /// A `captured` rule in a game where no piece takes by custodian
    /// capture would never apply.
    pub(super) fn captured_without_custodian(&mut self) {
        let ast = self.ast;
        if ast.pieces.iter().any(|p| p.custodian.is_some()) {
            return;
        }
        for p in &ast.pieces {
            if let Some(c) = p.captured.first() {
                let span = match c {
                    CapturedStmt::Against { span, .. } | CapturedStmt::Surrounded { span, .. } => {
                        *span
                    }
                };
                self.err(PieceError::CapturedWithoutCustodian {
                    piece: p.name.text.clone(),
                    span,
                });
            }
        }
    }
}

/// Directions as bits (a board has at most 8).
fn bits(dirs: &[u8]) -> u8 {
    dirs.iter().fold(0u8, |m, &d| m | 1 << (d & 7))
}
