//! Slide plans ([`WidePlan`]): on a board with wide ray masks
//! ([`WideRays`](super::WideRays)), the moves of a piece code whose rare
//! moves are all slides the masks handle (no range of distances, no
//! en-passant cell) compiled into runs: consecutive slides that differ
//! only in their direction share one run, so that its condition is judged
//! and its zones looked up once per piece, not once per direction, and the
//! generation reads plain data instead of matching [`Extra`] per slide
//! (Libero's goalkeeper, libero, soldiers and ball). A code that never
//! promotes has its landings written without the promotion look-up.

use super::{Extra, Game, Tables};

/// Consecutive slides of one code that differ only in their direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WideRun {
    /// The condition (index, 0 = none), judged once for the run.
    pub cond: u16,
    /// The relations the slide may end on ([`Target`](super::Target) mask).
    pub target: u8,
    /// Landing on an enemy piece captures it (not `onto`, no stacks).
    pub captures: bool,
    /// Zones (index + 1, 0 = none), as in [`Extra::Slide`].
    pub within: u16,
    pub avoid: u16,
    pub stop_in: u16,
    /// `dirs[first..end]` of [`WidePlan::dirs`]: the directions, in the
    /// order of the slides.
    pub first: u16,
    pub end: u16,
}

/// The slide plans of a game (see the module's text).
#[derive(Clone, Debug, Default)]
pub struct WidePlan {
    /// `runs[code]`: `(first, end)` into `list`; `(0, 0)` for a code
    /// without a plan (its moves are walked as before).
    pub runs: Vec<(u16, u16)>,
    /// Per code: it has a plan.
    pub planned: Vec<bool>,
    /// Per code: some landing makes it another code (a promotion).
    pub promotes: Vec<bool>,
    pub list: Vec<WideRun>,
    pub dirs: Vec<u8>,
}

impl WidePlan {
    /// The runs of `code`'s plan.
    #[inline(always)]
    pub fn runs_of(&self, code: u8) -> &[WideRun] {
        let (a, b) = self.runs[code as usize];
        &self.list[a as usize..b as usize]
    }

    /// The directions of a run.
    #[inline(always)]
    pub fn dirs_of(&self, run: &WideRun) -> &[u8] {
        &self.dirs[run.first as usize..run.end as usize]
    }
}

impl Game {
    /// The slide plans, where the game has wide ray masks and at least one
    /// code whose rare moves are all slides they handle.
    pub(super) fn wide_plan(&self, t: &Tables) -> Option<Box<WidePlan>> {
        t.wide_rays.as_ref()?;
        let ncodes = t.extra.len();
        let mut plan = WidePlan {
            runs: vec![(0, 0); ncodes],
            planned: vec![false; ncodes],
            promotes: vec![false; ncodes],
            ..WidePlan::default()
        };
        for code in 0..ncodes {
            plan.promotes[code] = (0..t.cells).any(|c| t.placed[code][c] as usize != code);
            let list = &t.extra[code];
            if list.is_empty() || !list.iter().all(plain_slide) {
                continue;
            }
            let start = plan.list.len();
            for x in list {
                self.add_slide(&mut plan, start, x)?;
            }
            plan.runs[code] = (narrow16(start)?, narrow16(plan.list.len())?);
            plan.planned[code] = true;
        }
        plan.planned.iter().any(|&p| p).then(|| Box::new(plan))
    }

    /// Adds the slide `x` to the plan of the code whose runs start at
    /// `start`: to the last run if only the direction differs.
    fn add_slide(&self, plan: &mut WidePlan, start: usize, x: &Extra) -> Option<()> {
        let Extra::Slide {
            dir,
            target,
            cond,
            onto,
            within,
            avoid,
            stop_in,
            ..
        } = *x
        else {
            return None;
        };
        let run = WideRun {
            cond,
            target,
            captures: !onto && !self.stacks,
            within,
            avoid,
            stop_in,
            first: narrow16(plan.dirs.len())?,
            end: narrow16(plan.dirs.len() + 1)?,
        };
        plan.dirs.push(dir);
        let same = |r: &WideRun| {
            (r.cond, r.target, r.captures, r.within, r.avoid, r.stop_in)
                == (cond, target, run.captures, within, avoid, stop_in)
        };
        let mine = plan.list.len() > start;
        match plan.list.last_mut() {
            // The directions of a run are consecutive in `dirs`.
            Some(last) if mine && same(last) && last.end == run.first => {
                last.end = run.end;
            }
            _ => plan.list.push(run),
        }
        Some(())
    }
}

/// A slide the wide ray masks handle: no range of distances, no
/// en-passant cell (what `walk_only` of the engine leaves to the masks).
fn plain_slide(x: &Extra) -> bool {
    matches!(*x, Extra::Slide { min, max, passing, .. } if min <= 1 && max == 0 && !passing)
}

fn narrow16(n: usize) -> Option<u16> {
    u16::try_from(n).ok()
}
