//! The conditions of one piece's moves judged once ([`CondCache`]): while
//! the moves of one piece are generated the position does not change, and
//! a condition is judged for the piece's cell and player, so several step
//! entries or slides under the same condition (one per direction) share
//! one answer (Liger's backward steps and pair lifts, Libero's goalkeeper).

/// The last two conditions judged for the piece whose moves are being
/// generated, with their answers (condition 0, "none", is never kept).
#[derive(Clone, Copy, Default)]
pub(in crate::engine) struct CondCache {
    slots: [(u16, bool); 2],
    next: usize,
}

impl CondCache {
    /// The answer for condition `cond` (not 0): the one kept, or `judge()`
    /// kept from now on.
    #[inline(always)]
    pub(in crate::engine) fn get(&mut self, cond: u16, judge: impl FnOnce() -> bool) -> bool {
        if let Some(&(_, ok)) = self.slots.iter().find(|s| s.0 == cond) {
            return ok;
        }
        let ok = judge();
        self.slots[self.next & 1] = (cond, ok);
        self.next += 1;
        ok
    }
}
