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
        self.counters.clone_from(counters);
        self.store.clone_from(store);
        self.deck.clone_from(deck);
        self.hands.clone_from(hands);
        self.pile.clone_from(pile);
        (self.dealer, self.deals, self.seed) = (*dealer, *deals, *seed);
        self.skipping = *skipping;
        (self.split_left, self.split_card) = (*split_left, *split_card);
        self.split_stay = *split_stay;
        self.giving = *giving;
        self.given.clone_from(given);
        (self.announced, self.deal_start) = (*announced, *deal_start);
        self.centre.clone_from(centre);
        self.replay = *replay;
        (self.pending, self.answering) = (*pending, *answering);
        (self.decided, self.pending_rule) = (*decided, *pending_rule);
        (self.proxy, self.proxied, self.used) = (*proxy, *proxied, *used);
        (self.acted, self.last_mover, self.last_to) = (*acted, *last_mover, *last_to);
        self.saved.clone_from(saved);
        self.turn_saved.clone_from(turn_saved);
        self.snapshots.clone_from(snapshots);
        self.spare_snapshots.clone_from(spare_snapshots);
        self.deal_snapshots.clone_from(deal_snapshots);
        self.spare_deals.clone_from(spare_deals);
        self.spare_befores.clone_from(spare_befores);
        self.split_dead.clone_from(split_dead);
        self.captured_codes.clone_from(captured_codes);
        self.unmoved_saved.clone_from(unmoved_saved);
        (self.cancel_game, self.turn_in_hash) = (*cancel_game, *turn_in_hash);
        (self.sw, self.rep_step) = (*sw, *rep_step);
        self.repeat_seen.clone_from(repeat_seen);
        self.repeat_len = *repeat_len;
        self.movers_saved.clone_from(movers_saved);
        self.tally = *tally;
        self.tally_saved.clone_from(tally_saved);
        self.seeds.clone_from(seeds);
        self.earlier.clone_from(earlier);
        self.passes_before = *passes_before;
        self.chains_cut = *chains_cut;
        self.race.clone_from(race);
        self.quiet.clone_from(quiet);
        self.quiet_saved.clone_from(quiet_saved);
    }
}
