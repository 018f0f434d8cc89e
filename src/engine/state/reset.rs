//! Resetting a state in place: a copy of a start position that keeps the
//! room of the buffers the moves played have grown (the stacks of what
//! `undo` restores, the pool of move buffers), so that a run of playouts
//! from one start neither rebuilds the position nor grows its buffers
//! again each time.

use crate::engine::State;

impl State {
    /// Makes this state equal to `start` (as `clone` would), keeping this
    /// state's buffers: their room is reused.
    pub fn reset_from(&mut self, start: &State) {
        let mut saved = std::mem::take(&mut self.saved);
        let mut codes = std::mem::take(&mut self.captured_codes);
        let mut turn_saved = std::mem::take(&mut self.turn_saved);
        let mut movers = std::mem::take(&mut self.movers_saved);
        let mut unmoved = std::mem::take(&mut self.unmoved_saved);
        let mut tallies = std::mem::take(&mut self.tally_saved);
        let mut quiet = std::mem::take(&mut self.quiet_saved);
        // A pool of spare move buffers: whichever it holds will do.
        let scratch = std::mem::take(&mut self.scratch);
        // A race's tables of plays: their contents are per listing.
        let race_seen = std::mem::take(&mut self.race_seen);
        let race_leaves = std::mem::take(&mut self.race_leaves);
        *self = start.clone();
        saved.clone_from(&self.saved);
        codes.clone_from(&self.captured_codes);
        turn_saved.clone_from(&self.turn_saved);
        movers.clone_from(&self.movers_saved);
        unmoved.clone_from(&self.unmoved_saved);
        tallies.clone_from(&self.tally_saved);
        quiet.clone_from(&self.quiet_saved);
        self.saved = saved;
        self.captured_codes = codes;
        self.turn_saved = turn_saved;
        self.movers_saved = movers;
        self.unmoved_saved = unmoved;
        self.tally_saved = tallies;
        self.quiet_saved = quiet;
        self.scratch = scratch;
        self.race_seen = race_seen;
        self.race_leaves = race_leaves;
    }
}
