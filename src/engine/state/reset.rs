//! Resetting a state in place: a copy of a start position that keeps the
//! room of every buffer (the stacks of what `undo` restores, the pool of
//! move buffers, the counters and stores), so that a run of playouts from
//! one start neither rebuilds the position nor allocates each time.

use crate::engine::State;

impl State {
    /// Makes this state equal to `start` (as `clone` would), field by
    /// field into this state's buffers: their room is reused, nothing is
    /// allocated once they have grown. The pool of spare move buffers is
    /// this state's own (whichever it holds will do).
    // The fields laid out several to a line: one per line would make
    // this one function too long to read at a glance.
    #[rustfmt::skip]
    pub fn reset_from(&mut self, start: &State) {
        // Every field named (no `..`): a field added to `State` must be
        // reset here too, or this does not compile. A race's tables of
        // plays (`race_seen`, `race_leaves`) keep this state's own: their
        // contents are per listing.
        let State {
            board, to_move, hash, plies, since_capture, counts, occ, players, under, showing, off,
            ep, ep_victim, ep_in_hash, unmoved, counters, store, deck, hands, pile, dealer, deals,
            seed, skipping, split_left, split_card, split_stay, giving, given, announced,
            deal_start, centre, replay, pending, answering, decided, pending_rule, proxy, proxied,
            used, acted, last_mover, last_to, scratch: _, saved, turn_saved, snapshots,
            spare_snapshots, deal_snapshots, spare_deals, spare_befores, split_dead, captured_codes,
            unmoved_saved, cancel_game, turn_in_hash, sw, rep_step, repeat_seen, repeat_len,
            movers_saved, tally, tally_saved, seeds, earlier, passes_before, chains_cut, race,
            race_seen: _, race_leaves: _, quiet, quiet_saved,
        } = start;
        self.board = *board;
        (self.to_move, self.hash, self.plies) = (*to_move, *hash, *plies);
        self.since_capture = *since_capture;
        (self.counts, self.occ, self.players) = (*counts, *occ, *players);
        self.under.clone_from(under);
        (self.showing, self.off) = (*showing, *off);
        (self.ep, self.ep_victim, self.ep_in_hash) = (*ep, *ep_victim, *ep_in_hash);
        self.unmoved = *unmoved;
        copy_vec(&mut self.counters, counters);
        copy_vec(&mut self.store, store);
        copy_vec(&mut self.deck, deck);
        copy_vec(&mut self.hands, hands);
        copy_vec(&mut self.pile, pile);
        (self.dealer, self.deals, self.seed) = (*dealer, *deals, *seed);
        self.skipping = *skipping;
        (self.split_left, self.split_card) = (*split_left, *split_card);
        self.split_stay = *split_stay;
        self.giving = *giving;
        copy_vec(&mut self.given, given);
        (self.announced, self.deal_start) = (*announced, *deal_start);
        copy_vec(&mut self.centre, centre);
        self.replay = *replay;
        (self.pending, self.answering) = (*pending, *answering);
        (self.decided, self.pending_rule) = (*decided, *pending_rule);
        (self.proxy, self.proxied, self.used) = (*proxy, *proxied, *used);
        (self.acted, self.last_mover, self.last_to) = (*acted, *last_mover, *last_to);
        copy_vec(&mut self.saved, saved);
        copy_vec(&mut self.turn_saved, turn_saved);
        copy_vec(&mut self.snapshots, snapshots);
        copy_vec(&mut self.spare_snapshots, spare_snapshots);
        copy_vec(&mut self.deal_snapshots, deal_snapshots);
        copy_vec(&mut self.spare_deals, spare_deals);
        copy_vec(&mut self.spare_befores, spare_befores);
        self.split_dead.clone_from(split_dead);
        copy_vec(&mut self.captured_codes, captured_codes);
        copy_vec(&mut self.unmoved_saved, unmoved_saved);
        (self.cancel_game, self.turn_in_hash) = (*cancel_game, *turn_in_hash);
        (self.sw, self.rep_step) = (*sw, *rep_step);
        copy_vec(&mut self.repeat_seen, repeat_seen);
        self.repeat_len = *repeat_len;
        copy_vec(&mut self.movers_saved, movers_saved);
        self.tally = *tally;
        copy_vec(&mut self.tally_saved, tally_saved);
        copy_vec(&mut self.seeds, seeds);
        copy_vec(&mut self.earlier, earlier);
        self.passes_before = *passes_before;
        self.chains_cut = *chains_cut;
        copy_vec(&mut self.race, race);
        copy_vec(&mut self.quiet, quiet);
        copy_vec(&mut self.quiet_saved, quiet_saved);
    }
}

/// `to.clone_from(from)`, with no call where `from` is empty (most of a
/// state's buffers in most games): `to` is cleared, its room kept.
#[inline(always)]
fn copy_vec<T: Clone>(to: &mut Vec<T>, from: &Vec<T>) {
    if from.is_empty() {
        to.clear();
    } else {
        to.clone_from(from);
    }
}
