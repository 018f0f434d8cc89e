//! The step entries of games whose moves are steps onto stacks and
//! bear-offs, grouped by rule ([`StackSteps`], [`Tables::stack_steps`]):
//! Liger. The entries of one piece on one cell come in runs that share
//! what the destination must hold, the pieces lifted and the condition
//! (one run per `step` rule, its directions after each other), so move
//! generation judges a run's lift once, and writes the destinations of a
//! run onto anything without looking at them.

use crate::ir::{Game, PlanId, REL_EMPTY, REL_ENEMY, REL_FRIEND, StepEntry, Tables};

/// Consecutive step entries of one piece on one cell that share their
/// target, lift, condition and checks: `steps[start..start + len]` of
/// [`Tables::steps`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepRun {
    pub start: u32,
    pub len: u8,
    /// [`Target::mask`](crate::ir::Target::mask) of what each destination must
    /// hold.
    pub target: u8,
    pub lift: u8,
    /// The entries need more checks than their target and lift (a
    /// condition, a stack limit).
    pub slow: bool,
    /// Any destination will do (empty, friend or enemy) and there is
    /// nothing else to check but the lift: every destination is a move.
    pub any: bool,
}

/// The runs of every piece code on every cell: `runs[at[code * 256 +
/// cell].0..at[code * 256 + cell].1]`.
#[derive(Clone, Debug, Default)]
pub struct StackSteps {
    pub at: Vec<(u32, u32)>,
    pub runs: Vec<StepRun>,
}

impl StackSteps {
    /// The runs of `code` on `cell`.
    #[inline(always)]
    pub fn runs(&self, code: u8, cell: u8) -> &[StepRun] {
        let (a, b) = self
            .at
            .get(code as usize * 256 + cell as usize)
            .copied()
            .unwrap_or((0, 0));
        self.runs.get(a as usize..b as usize).unwrap_or(&[])
    }
}

impl Game {
    /// The runs of [`Tables::stack_steps`], in a game whose moves are all
    /// steps on the lean path of stacks (`stacks_only`) and bear-offs: no
    /// jumps, slides or other computed moves, no royal pieces, set-wise
    /// tables, carried, entering or castling pieces, cards, budgets or
    /// turns of several actions, no capture criteria, no steps onto the
    /// en-passant cell and no promotion choices (so that every step entry that passes its checks is one
    /// move, and none captures). `None` for every other game.
    pub(in crate::ir) fn stack_steps(&self, t: &Tables) -> Option<Box<StackSteps>> {
        let plain = t.stacks_only
            && t.features.within(PlanId::StackRuns.handles())
            && !t.any_jump
            && t.setwise.is_none()
            && t.extra.iter().all(Vec::is_empty)
            && t.long.iter().all(Vec::is_empty);
        if !plain {
            return None;
        }
        let any = REL_EMPTY | REL_FRIEND | REL_ENEMY;
        let mut ss = StackSteps::default();
        for (code, per_cell) in t.at.iter().enumerate() {
            for cell in 0..256 {
                let first = u32::try_from(ss.runs.len()).ok()?;
                if let Some(e) = per_cell.get(cell).filter(|_| cell < t.cells) {
                    let steps = t.steps.get(e.steps.0 as usize..e.steps.1 as usize)?;
                    push_runs(&mut ss.runs, e.steps.0, steps, any)?;
                }
                let last = u32::try_from(ss.runs.len()).ok()?;
                debug_assert_eq!(ss.at.len(), code * 256 + cell);
                ss.at.push((first, last));
            }
        }
        Some(Box::new(ss))
    }
}

/// The runs of `steps` (a piece's entries on one cell, from index `base` of
/// [`Tables::steps`]) pushed onto `runs`; `any` is the mask of a target
/// that takes anything. `None` if an index does not fit.
fn push_runs(runs: &mut Vec<StepRun>, base: u32, steps: &[StepEntry], any: u8) -> Option<()> {
    let mut i = 0;
    while let Some(s) = steps.get(i) {
        let same = |o: &StepEntry| {
            o.target == s.target && o.lift == s.lift && o.cond == s.cond && o.slow == s.slow
        };
        let len = steps[i..].iter().take_while(|o| same(o)).count().min(255);
        runs.push(StepRun {
            start: base.checked_add(u32::try_from(i).ok()?)?,
            len: u8::try_from(len).ok()?,
            target: s.target,
            lift: s.lift,
            slow: s.slow,
            any: !s.slow && s.target & any == any,
        });
        i += len;
    }
    Some(())
}
