//! Warnings: definitions nothing uses, rules that can never apply. They are
//! computed only for a file with no error, from the AST and the game it
//! compiled to. The names a file uses come from one walk of the AST
//! ([`uses::Uses`]); each warning has its own file, and [`Checker::lint`]
//! calls them in the order the warnings are reported. The warnings are
//! [`LintWarning`]s (`warnings`), made [`Diagnostic`]s at the end.

mod direction_leaves_board;
mod empty_zone;
mod end_never_holds;
mod immobile_piece;
mod may_loop;
mod never_ending;
mod no_effect;
mod player_without_pieces;
mod shadows_builtin;
mod unreachable_end;
mod unused_directions;
mod unused_piece;
mod unused_zone;
mod uses;
mod warnings;

use crate::diag::Diagnostic;
use crate::ir::{Game, Narrow};

use super::Checker;
use uses::Uses;
pub use warnings::LintWarning;

impl Checker<'_> {
    /// The warnings of a game that compiled.
    pub(super) fn lint(&self, game: &Game) -> Vec<Diagnostic> {
        let ast = self.ast;
        let uses = Uses::of(ast);
        let mut out = Vec::new();
        for (zi, z) in ast.zones.iter().enumerate() {
            out.extend(unused_zone::check(z, &uses));
            if let Some(zone) = game.zones.get(zi) {
                empty_zone::check(z, zone, game, &mut out);
            }
        }
        unused_directions::check(ast, &uses, &mut out);
        let codes = codes_in_play(game);
        let appears = unused_piece::in_play(ast, game, &codes, &uses);
        for (p, &appears) in ast.pieces.iter().zip(&appears) {
            out.extend(unused_piece::check(p, appears));
            out.extend(immobile_piece::check(p, &uses));
            no_effect::check(p, &mut out);
        }
        player_without_pieces::check(ast, game, &codes, &mut out);
        direction_leaves_board::check(&self.move_shapes, &game.board, &mut out);
        shadows_builtin::check(&self.defs, &mut out);
        end_never_holds::check(ast, &mut out);
        may_loop::check(ast, game, &mut out);
        out.extend(never_ending::check(ast));
        unreachable_end::check(ast, game, &mut out);
        out.into_iter().map(Diagnostic::from).collect()
    }
}

/// The codes of the pieces that are in play at the start: on the board,
/// under a stack, in a store or an unlimited supply (they come into play
/// by `enter`).
fn codes_in_play(game: &Game) -> Vec<u8> {
    let mut codes: Vec<u8> = game.setup.iter().copied().filter(|&c| c != 0).collect();
    for (_, under) in &game.setup_stacks {
        codes.extend(under.iter().copied().filter(|&c| c != 0));
    }
    codes.extend(
        game.setup_store
            .iter()
            .enumerate()
            .filter(|&(c, &n)| c > 0 && n > 0)
            .map(|(c, _)| -> u8 { c.narrow() }),
    );
    // Pieces from an unlimited supply (`enter` without `from`).
    codes.extend(
        game.programs
            .iter()
            .enumerate()
            .filter(|(_, p)| p.enters.iter().any(|e| e.supply))
            .map(|(i, _)| -> u8 { (i + 1).narrow() }),
    );
    codes
}
