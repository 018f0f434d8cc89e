//! Whether a game keeps the repetition filter (`Tables::repeat_filter`): a
//! count of the positions of the history per bucket of their hash, so that
//! a `repetition` rule over the whole game is judged without a scan of the
//! history whenever the bucket of the position holds too few positions for
//! it (engine/end/fast/repeat_buckets.rs). Rules `since capture` look at a window
//! that captures keep short, and are scanned as before.

use crate::ir::{EndCond, Game};

/// The number of buckets (a power of two): the hash's low bits choose one.
pub const REPEAT_BUCKETS: usize = 1024;

impl Game {
    /// Whether a `repetition` rule (automatic or on claim) counts over the
    /// whole game, in a game that is not simple (`Tables::simple`: their
    /// lean `undo` stays as it is, and they scan the history).
    /// `ko positional` keeps them too: a placement is judged without a scan
    /// when no earlier position falls in its buckets
    /// (`engine/generate/ko.rs`).
    pub fn repeat_filter(&self, simple: bool) -> bool {
        let whole_game = |r: &crate::ir::EndRule| {
            matches!(
                r.cond,
                EndCond::Repetition {
                    since_capture: false,
                    ..
                }
            )
        };
        !simple
            && (self.capture.groups.ko == crate::ir::Ko::Positional
                || self.ends.iter().any(whole_game))
    }
}
