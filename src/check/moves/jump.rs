//! `jump DIRS over X [chained] [flying] [max N]`: over a piece, capturing it if an enemy.

use crate::check::errors::PieceError;
use crate::diag::Span;
use crate::ir::{Jump, MAX_CHAIN, Narrow, Program, Target};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `jump` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_jump(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Jump {
            dirs,
            over,
            over_kind,
            chained,
            flying,
            max,
            long,
            reversing,
            mods,
            at,
            ..
        } = stmt
        else {
            return;
        };
        self.jump_modifiers(mods, *long && *flying);
        let np = self.players.len();
        let max = match max {
            None => {
                if *flying {
                    1
                } else {
                    0
                }
            }
            Some(n) if n.value >= 1 && n.value <= MAX_CHAIN as i64 => n.value.narrow(),
            Some(n) => {
                self.err(PieceError::ChainLength {
                    value: n.text.clone(),
                    max: MAX_CHAIN,
                    span: n.span,
                });
                1
            }
        };
        let stride = match at {
            None => 1,
            Some(n) if (1..=16).contains(&n.value) => n.value.narrow(),
            Some(n) => {
                self.err(PieceError::Distance {
                    what: "a jump at a distance".into(),
                    value: n.text.clone(),
                    span: n.span,
                });
                1
            }
        };
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        // A jump `at N` goes over squares of the grid that are no cells (the
        // light squares of a dark board): the board lint's line of cells
        // does not apply to it.
        if stride == 1 {
            self.shape(names, &dirs, 2);
        }
        let kind = over_kind
            .as_ref()
            .and_then(|k| self.piece(k))
            .map_or(0, |k| k + 1);
        if let Some(k) = over_kind
            && *flying
        {
            self.err(PieceError::KindOnFlying { span: k.span });
        }
        if let Some(t) = self.target(over) {
            if t == Target::Empty || t == Target::NotFriend || t == Target::Any {
                self.err(PieceError::JumpOverEmpty { span: over.span });
            }
            for (pl, d) in dirs.into_iter().enumerate() {
                programs[ki * np + pl].jumps.push(Jump {
                    dirs: d,
                    over: t,
                    over_kind: kind,
                    chained: *chained,
                    flying: *flying && !*long,
                    max,
                    long: *long,
                    reversing: *reversing,
                    stride,
                });
            }
        }
    }
}

/// The order the modifiers of a `jump` are written in.
pub(crate) const JUMP_ORDER: [&str; 6] = ["long", "at", "chained", "flying", "max", "reversing"];

impl Checker<'_> {
    /// The modifiers of a `jump` in their order, each once; `long` and
    /// `flying` exclude each other.
    fn jump_modifiers(&mut self, mods: &[(&'static str, Span)], long_flying: bool) {
        let rank = |w: &str| JUMP_ORDER.iter().position(|o| *o == w).unwrap_or(0);
        for pair in mods.windows(2) {
            let ((before, _), (word, span)) = (pair[0], pair[1]);
            if rank(word) <= rank(before) {
                self.err(PieceError::ModifierOrder {
                    word: word.to_string(),
                    before: before.to_string(),
                    span,
                });
                break;
            }
        }
        if long_flying && let Some(&(_, span)) = mods.iter().find(|(w, _)| *w == "flying") {
            self.err(PieceError::LongFlying { span });
        }
    }
}
