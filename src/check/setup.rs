//! The setup: pieces placed on cells (`PLAYER KIND: REGION`), put in a
//! store (`PLAYER KIND: N in STORE`), or stacked (`stack CELL: ...`).

use crate::check::errors::RuleError;
use crate::diag::Span;
use crate::ir::{Board, Narrow};
use crate::syntax;

use super::Checker;
use super::regions::off_board_cell;
use super::report::plural;

impl Checker<'_> {
    /// The `setup` block (one): the piece code on each cell, and the
    /// stacks' lower pieces.
    pub(super) fn setup(&mut self) -> (Vec<u8>, Vec<(u8, Vec<u8>)>) {
        let ast = self.ast;
        // A game whose pieces come from an unlimited supply may start empty.
        let supplied = ast.pieces.iter().any(|p| {
            p.moves
                .iter()
                .any(|m| matches!(m, syntax::MoveStmt::Enter { store: None, .. }))
        });
        // A sowing game's start is its `seeds N`.
        if ast.setups.is_empty() && !supplied && ast.sowings.is_empty() && ast.races.is_empty() {
            self.missing(
                "setup",
                "a setup",
                "a `setup { PLAYER PIECE: CELLS ... }` block",
            );
        }
        for extra in ast.setups.iter().skip(1) {
            self.duplicate_block("setup", extra.span, ast.setups[0].span);
        }
        let mut setup = Vec::new();
        let mut setup_stacks = Vec::new();
        if let (Some(s), Some(board)) = (ast.setups.first(), self.board.clone()) {
            setup = vec![0u8; board.cells()];
            self.placements(&s.placements, &board, &mut setup);
            setup_stacks = self.stack_entries(&s.stacks, &board, &mut setup);
        }
        (setup, setup_stacks)
    }

    /// `stack c3: red checker, blue checker` entries: the top goes in
    /// `setup`, the rest (bottom first) in the returned list.
    fn stack_entries(
        &mut self,
        entries: &[syntax::StackEntry],
        board: &Board,
        setup: &mut [u8],
    ) -> Vec<(u8, Vec<u8>)> {
        let np: u8 = self.players.len().narrow();
        let mut out = Vec::new();
        for e in entries {
            if !self.stacks {
                self.err(RuleError::StackWithoutStacks { span: e.cell.span });
                continue;
            }
            let Some(cell) = board.cell(&e.cell.text) else {
                self.err(off_board_cell(&e.cell, board));
                continue;
            };
            let mut codes = Vec::new();
            for (pl, pc) in &e.pieces {
                let Some(k) = self.piece(pc) else {
                    continue;
                };
                let neutral = self.neutral.get(k as usize).copied().unwrap_or(false);
                match (pl, neutral) {
                    (None, true) => codes.push(1 + k * np),
                    (Some(pl), false) => {
                        if let Some(p) = self.player(pl) {
                            codes.push(1 + k * np + p);
                        }
                    }
                    (Some(pl), true) => self.err(RuleError::NeutralInStackOwned {
                        piece: pc.text.clone(),
                        span: pl.span,
                    }),
                    (None, false) => self.err(RuleError::Ownerless {
                        piece: pc.text.clone(),
                        player: self.players.first().cloned().unwrap_or_default(),
                        span: pc.span,
                    }),
                }
            }
            if setup[cell as usize] != 0 {
                self.err(RuleError::StackAndPiece {
                    cell: e.cell.text.clone(),
                    span: e.cell.span,
                });
                continue;
            }
            if let Some(top) = codes.pop() {
                setup[cell as usize] = top;
                out.push((cell, codes));
            }
        }
        out
    }

    /// The `PLAYER KIND: REGION` and `PLAYER KIND: N in STORE` entries.
    fn placements(&mut self, placements: &[syntax::Placement], board: &Board, setup: &mut [u8]) {
        let np: u8 = self.players.len().narrow();
        let mut placed_at: Vec<Option<Span>> = vec![None; board.cells()];
        for pl in placements {
            let player = self.player(&pl.player);
            let kind = self.piece(&pl.piece);
            let cells = self.region_cells(&pl.region);
            let (Some(player), Some(kind)) = (player, kind) else {
                continue;
            };
            if let Some((n, st)) = &pl.store {
                if self.store.as_deref() != Some(st.text.as_str()) {
                    let cands = self.store.iter().cloned().collect();
                    self.unknown(st, "store", cands);
                } else if n.value < 0 || n.value > 255 {
                    self.err(RuleError::StoreCount {
                        value: n.text.clone(),
                        span: n.span,
                    });
                } else {
                    self.setup_store
                        .push((1 + kind * np + player, n.value.narrow()));
                }
                continue;
            }
            if self.neutral.get(kind as usize).copied().unwrap_or(false) {
                self.err(RuleError::NeutralPlacedOwned {
                    piece: pl.piece.text.clone(),
                    player: pl.player.text.clone(),
                    cell: board.names.first().cloned().unwrap_or_default(),
                    span: pl.player.span,
                });
                continue;
            }
            let mut taken: Vec<String> = Vec::new();
            let mut firsts: Vec<Span> = Vec::new();
            for c in cells {
                if let Some(first) = placed_at[c as usize] {
                    taken.push(board.names[c as usize].clone());
                    if !firsts.contains(&first) {
                        firsts.push(first);
                    }
                    continue;
                }
                placed_at[c as usize] = Some(pl.region.span);
                setup[c as usize] = 1 + kind * np + player;
            }
            if !taken.is_empty() {
                let cells = plural(taken.len(), "cell");
                let taken = match taken.as_slice() {
                    [one] => format!("cell {one} gets"),
                    [head @ .., last] => format!("cells {} and {last} get", head.join(", ")),
                    [] => String::new(),
                };
                self.err(RuleError::CellTaken {
                    taken,
                    cells,
                    span: pl.region.span,
                    firsts,
                });
            }
        }
    }
}
