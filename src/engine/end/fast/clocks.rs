//! The quick test of the end rules (`Tables::end_quick`, built in
//! `ir/plans/end_clocks.rs`): whether a clock rule (`plies`, `repetition`) may hold
//! now, by comparisons and one scan of the positions a turn period apart,
//! so that `end_rule` walks the rules only when one may.

use crate::engine::State;
use crate::ir::EndQuick;

impl State {
    /// Whether one of the clock rules that `q` sums up may hold now (if
    /// not, none does; if so, the rules are judged one by one).
    #[inline(always)]
    pub(in crate::engine) fn clock_may_hold(&self, q: &EndQuick) -> bool {
        let len = self.saved.len();
        self.since_capture >= q.plies_since
            || self.plies >= q.plies_all
            || self.repeated(len.min(self.since_capture as usize), q.repeat_since)
            // `u32::MAX`: no such rule (never repeated that often).
            || (q.repeat_all != u32::MAX && self.repeated(len, q.repeat_all))
    }

    /// Whether the position has occurred `times` times (counting now)
    /// among the last `window` positions of the history a multiple of the
    /// turn period back. It counts every position with the same hash, so
    /// it holds whenever [`State::occurrences`] reaches `times`.
    #[inline(always)]
    fn repeated(&self, window: usize, times: u32) -> bool {
        let step = self.rep_step.max(1) as usize;
        let need = times.saturating_sub(1) as usize;
        if need == 0 {
            return true;
        }
        if need.saturating_mul(step) > window || !self.may_repeat(times) {
            return false;
        }
        let len = self.saved.len();
        let mut found = 0;
        let mut back = step;
        while back <= window {
            if self.saved[len - back].hash == self.hash {
                found += 1;
                if found >= need {
                    return true;
                }
            }
            back += step;
        }
        false
    }

    /// [`State::clock_may_hold`] of the position a move from here leads
    /// to, of hash `hash` and clocks `plies` and `since_capture`, without
    /// playing it: its history is this one's, then this position. (The
    /// repetition filter is not asked: the scan alone is exact.)
    #[inline(always)]
    pub(in crate::engine) fn clock_may_hold_after(
        &self,
        q: &EndQuick,
        hash: u64,
        plies: u32,
        since_capture: u32,
    ) -> bool {
        let len = self.saved.len() + 1;
        since_capture >= q.plies_since
            || plies >= q.plies_all
            || self.repeated_after(hash, len.min(since_capture as usize), q.repeat_since)
            || (q.repeat_all != u32::MAX && self.repeated_after(hash, len, q.repeat_all))
    }

    /// [`State::repeated`] of the position of hash `hash` a move from here
    /// leads to.
    #[inline(always)]
    fn repeated_after(&self, hash: u64, window: usize, times: u32) -> bool {
        let step = self.rep_step.max(1) as usize;
        let need = times.saturating_sub(1) as usize;
        if need == 0 {
            return true;
        }
        if need.saturating_mul(step) > window {
            return false;
        }
        let len = self.saved.len();
        let mut found = 0;
        let mut back = step;
        while back <= window {
            // `len + 1 - back` in the history after the move, whose last
            // entry (index `len`) is this position.
            let was = match self.saved.get((len + 1).wrapping_sub(back)) {
                Some(s) => s.hash,
                None => self.hash,
            };
            if was == hash {
                found += 1;
                if found >= need {
                    return true;
                }
            }
            back += step;
        }
        false
    }
}
