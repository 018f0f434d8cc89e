//! The end of a game: the end rules, repetition counts, the [`Outcome`],
//! and the decisions offered (none once the game is over). `end_rule`
//! chooses how the rules are judged: one by one (`rules.rs`, the
//! reference) or by a fast path of `fast/` that gives the same outcome;
//! `claim.rs` the draws a player claims; `lines.rs` the lines of
//! `line of N`.

mod area;
mod claim;
mod connects;
mod lines;
mod rules;
/// The fast paths of the end rules: each gives the outcome of the general judgement.
mod fast {
    mod clocks;
    mod count_lookup;
    mod counter_lookup;
    mod line_ends;
    mod repeat_buckets;
    mod tally_reach;
}

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{EndCond, EndResult, EndRule, Game, MAX_PLAYERS, Narrow};

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw. In a game of teams, the winner's
    /// partners win with it (see [`Outcome::wins`]).
    pub winner: Option<u8>,
    /// The end rule that fired, as written in the game file.
    pub reason: String,
    /// The result's name, if the rule has one (`"checkmate"`): what a
    /// player reads instead of the rule.
    pub label: Option<String>,
}

impl Outcome {
    /// What the result is called for a player: the rule's label
    /// (`checkmate`), else the rule as written.
    pub fn name(&self) -> &str {
        self.label.as_deref().unwrap_or(&self.reason)
    }

    /// Whether player `p` is among the winners (the winner or a partner,
    /// or a seat played by the same side as one of them).
    pub fn wins(&self, game: &Game, p: u8) -> bool {
        self.winner.is_some_and(|w| {
            (0..game.players.len().narrow())
                .any(|q| game.team_of(q) == game.team_of(w) && game.same_side(q, p))
        })
    }

    /// The winners in words: `north`, `team a (north, south)`, or with
    /// sides the winning sides: `first (north, south)`.
    pub fn winners_text(&self, game: &Game) -> Option<String> {
        let w = self.winner?;
        let name = game.players.get(w as usize)?.clone();
        if !game.side_names.is_empty() {
            let parts: Vec<String> = (0..game.side_names.len().narrow())
                .filter_map(|side| {
                    let seats: Vec<&str> = (0..game.players.len().narrow())
                        .filter(|&p| game.side_of(p) == side && self.wins(game, p))
                        .map(|p| game.players[p as usize].as_str())
                        .collect();
                    (!seats.is_empty()).then(|| {
                        format!("{} ({})", game.side_names[side as usize], seats.join(", "))
                    })
                })
                .collect();
            return Some(parts.join(" and "));
        }
        if game.team_names.is_empty() {
            return Some(name);
        }
        let members: Vec<&str> = (0..game.players.len().narrow())
            .filter(|&p| self.wins(game, p))
            .map(|p| game.players[p as usize].as_str())
            .collect();
        let t = game.team[w as usize] as usize;
        Some(format!(
            "team {} ({})",
            game.team_names[t],
            members.join(", ")
        ))
    }
}

impl State {
    /// How many times the current position has occurred, counting now, in
    /// the whole game or since the last capture.
    pub fn occurrences(&self, since_capture: bool) -> u32 {
        let len = self.saved.len();
        let from = if since_capture {
            len.saturating_sub(self.since_capture as usize)
        } else {
            0
        };
        if self.turn_saved.len() == len && len > 0 {
            return self.occurrences_at_turn_starts(from);
        }
        // Only positions a multiple of the turn period back can have the
        // same player to move (which the hash includes).
        let step = self.rep_step.max(1) as usize;
        1 + self.saved[from..]
            .iter()
            .rev()
            .skip(step - 1)
            .step_by(step)
            .filter(|s| s.hash == self.hash)
            .count()
            .try_into()
            .unwrap_or(u32::MAX)
    }

    /// [`State::occurrences`] in turns of several actions (since
    /// `saved[from]`): only positions at the start of a turn count, and only
    /// while at the start of one.
    #[inline(never)]
    pub(in crate::engine) fn occurrences_at_turn_starts(&self, from: usize) -> u32 {
        if self.acted {
            return 1;
        }
        1 + self.saved[from..]
            .iter()
            .zip(&self.turn_saved[from..])
            .filter(|(s, t)| !t.acted && s.hash == self.hash)
            .count()
            .try_into()
            .unwrap_or(u32::MAX)
    }

    /// Whether a clock rule holds now: `repetition N` (the position seen N
    /// times) or `plies N` (since the start or the last capture); false for
    /// any other condition. Automatic end rules and claims both ask it.
    #[inline]
    pub(in crate::engine) fn clock_holds(&self, cond: &EndCond) -> bool {
        match *cond {
            EndCond::Repetition {
                times,
                since_capture,
            } => self.may_repeat(times) && self.occurrences(since_capture) >= times,
            EndCond::Plies {
                count,
                since_capture,
            } => {
                (if since_capture {
                    self.since_capture
                } else {
                    self.plies
                }) >= count
            }
            _ => false,
        }
    }

    /// The first end rule that holds, given whether the player to move has
    /// any legal move (`None` if `no moves` is never asked).
    #[inline]
    pub fn end_rule<'g>(
        &mut self,
        game: &'g Game,
        no_moves: impl FnOnce() -> bool,
    ) -> Option<(&'g EndRule, u8)> {
        self.repeat_sync();
        if let Some(rules) = &game.tables.end_counts {
            return self.end_rule_counts(game, rules);
        }
        if let Some(le) = game.tables.line_end.as_deref() {
            return self.end_rule_line(game, le, no_moves);
        }
        if let Some(q) = &game.tables.end_quick
            && self.counts[self.to_move as usize % MAX_PLAYERS] != 0
            && !self.clock_may_hold(q)
        {
            // No clock rule holds and the player has pieces: only
            // `no moves` can.
            if !q.no_moves || !no_moves() {
                return None;
            }
            return self.end_rule_all(game, || true);
        }
        // Every rule a count in a tallied zone out of reach
        // (`end/fast/tally_reach.rs`): none holds.
        if game.tables.tally.on() && self.ends_out_of_reach(game) {
            return None;
        }
        self.end_rule_all(game, no_moves)
    }

    /// What an end rule that holds now means; `who` is the player it
    /// speaks of (the player to move, or for `after move` the mover).
    pub fn outcome_of(&self, game: &Game, rule: &EndRule, who: u8) -> Outcome {
        // `repetition 3: white loses`: the named player, whoever moved.
        let who = rule.who.unwrap_or(who);
        let winner = match rule.result {
            EndResult::Draw => None,
            EndResult::Wins => Some(who),
            // With two players the other one wins; with more, the next
            // player in turn order.
            EndResult::Loses => Some(game.tables.next_player[who as usize]),
            EndResult::Area => self.area_result(game).0,
        };
        let reason = match rule.cond {
            EndCond::AfterMove(_) => {
                let verdict = match rule.result {
                    EndResult::Loses => "loses",
                    EndResult::Wins => "wins",
                    EndResult::Draw => "draws",
                    EndResult::Area => "scores",
                };
                format!("{}: {} {verdict}", rule.text, game.side_name(who))
            }
            _ => rule.text.clone(),
        };
        let score = match game.score {
            Some(crate::ir::Score::Deals) => format!(
                "; {} deal{} used",
                self.deals,
                if self.deals == 1 { "" } else { "s" }
            ),
            None if rule.result == EndResult::Area => format!(": {}", self.area_result(game).1),
            None => String::new(),
        };
        let reason = format!("{reason}{score}");
        let label = rule.label.as_ref().map(|l| format!("{l}{score}"));
        Outcome {
            winner,
            reason,
            label,
        }
    }

    /// Whether the game is over, by the first end rule that holds.
    /// `scratch` is a buffer for move generation.
    pub fn outcome(&mut self, game: &Game, scratch: &mut Vec<Move>) -> Option<Outcome> {
        self.legal_moves(game, scratch);
        let empty = scratch.is_empty();
        match self.end_rule(game, || empty) {
            Some((rule, who)) => Some(self.outcome_of(game, rule, who)),
            // No rule covers a position without moves: the game cannot go
            // on, so it ends drawn rather than hanging.
            None if empty => Some(Outcome {
                winner: None,
                reason: "no legal move (no end rule covers it)".into(),
                label: None,
            }),
            None => None,
        }
    }

    /// The decisions available now: the legal moves, or none once the game
    /// is over.
    pub fn decisions(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.legal_moves(game, out);
        let empty = out.is_empty();
        if self.end_rule(game, || empty).is_some() {
            out.clear();
        }
    }
}
