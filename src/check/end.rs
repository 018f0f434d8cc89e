//! The `end` block: the end rules (`no moves: loses`, `repetition 3:
//! draw`, `after move COND: wins`, ...) and `score deals`.

use crate::check::errors::RuleError;

use crate::ir::{EndCond, EndResult, EndRule, Narrow, Score};
use crate::syntax::{self, Name};

use super::{Checker, Def};

impl Checker<'_> {
    /// Every end rule, in order; the game needs an `end` block.
    pub(super) fn ends(&mut self) -> Vec<EndRule> {
        let ast = self.ast;
        let mut ends = Vec::new();
        for e in &ast.ends {
            if let Some(rule) = self.end_rule(e) {
                ends.push(rule);
            }
        }
        if ast.end_blocks.is_empty() {
            self.missing(
                "end conditions",
                "end conditions",
                "an `end { no moves: loses }` block",
            );
        }
        ends
    }

    fn end_rule(&mut self, e: &syntax::EndRule) -> Option<EndRule> {
        let results = [
            ("loses", EndResult::Loses),
            ("wins", EndResult::Wins),
            ("draw", EndResult::Draw),
            ("area", EndResult::Area),
        ];
        let result = self.word(&e.result, "result", &results);
        let cond = self.end_cond(&e.cond);
        let text = end_text(self.src, e);
        let who = match &e.who {
            Some(w) => {
                if matches!(result, Some(EndResult::Draw | EndResult::Area)) {
                    self.err(RuleError::NamedDraw {
                        result: e.result.text.clone(),
                        span: w.span,
                    });
                    return None;
                }
                Some(self.player(w)?)
            }
            None => None,
        };
        if e.claim && e.when.is_some() {
            self.err(RuleError::ClaimWhen { span: e.span });
            return None;
        }
        let when = e.when.as_ref().map(|c| {
            self.in_end = true;
            let c = self.cond(c);
            self.in_end = false;
            c
        });
        Some(EndRule {
            cond: cond?,
            result: result?,
            text,
            anyone: e.anyone,
            claim: e.claim,
            label: e.label.as_ref().map(|(l, _)| l.clone()),
            who,
            when,
        })
    }

    /// The condition of an end rule.
    fn end_cond(&mut self, cond: &syntax::EndCond) -> Option<EndCond> {
        match cond {
            syntax::EndCond::No(n, None) => self.word(
                n,
                "end condition",
                &[("pieces", EndCond::NoPieces), ("moves", EndCond::NoMoves)],
            ),
            syntax::EndCond::No(n, Some(c)) => {
                let word = self.word(n, "end condition", &[("moves", ())]);
                self.in_end = true;
                let c = self.cond(c);
                self.in_end = false;
                word.map(|()| EndCond::NoMovesIf(c))
            }
            syntax::EndCond::Repetition(n, s) => {
                let times = self.positive(n);
                let since_capture = self.since(s);
                match (times, since_capture) {
                    (Some(times), Some(since_capture)) => Some(EndCond::Repetition {
                        times,
                        since_capture,
                    }),
                    _ => None,
                }
            }
            syntax::EndCond::Plies(n, s) => {
                let count = self.positive(n);
                let since_capture = self.since(s);
                match (count, since_capture) {
                    (Some(count), Some(since_capture)) => Some(EndCond::Plies {
                        count,
                        since_capture,
                    }),
                    _ => None,
                }
            }
            syntax::EndCond::Passes(n) => self.positive(n).map(EndCond::Passes),
            syntax::EndCond::AfterMove(c) => {
                self.in_end = true;
                let c = self.cond(c);
                self.in_end = false;
                Some(EndCond::AfterMove(c))
            }
        }
    }

    /// `since capture, KINDS`: whether the count starts again at captures
    /// (the kinds whose moves also start it are kept in `reset_kinds`).
    fn since(&mut self, names: &[Name]) -> Option<bool> {
        if names.is_empty() {
            return Some(false);
        }
        let mut ok = true;
        let mut capture = false;
        for n in names {
            if n.text == "capture" {
                capture = true;
            } else if self
                .defs
                .get(&n.text)
                .is_some_and(|d| matches!(d.0, Def::Piece(_)))
            {
                if let Some(k) = self.piece(n)
                    && !self.reset_kinds.contains(&k)
                {
                    self.reset_kinds.push(k);
                }
            } else {
                let mut cands = vec!["capture".to_string()];
                cands.extend(self.names_where(|d| matches!(d, Def::Piece(_))));
                self.unknown(n, "event (`capture` or a piece)", cands);
                ok = false;
            }
        }
        if ok && !capture {
            self.err(RuleError::SinceWithoutCapture {
                span: names[0].span,
            });
            ok = false;
        }
        ok.then_some(true)
    }

    /// A count of repetitions or plies, from 1 to 1000000.
    fn positive(&mut self, n: &syntax::Int) -> Option<u32> {
        if n.value < 1 || n.value > 1_000_000 {
            self.err(RuleError::Count {
                value: n.text.clone(),
                span: n.span,
            });
            None
        } else {
            Some(n.value.narrow())
        }
    }

    /// `score deals` in the `end` block (at most one; deals need cards).
    pub(super) fn score(&mut self, has_cards: bool) -> Option<Score> {
        let ast = self.ast;
        for extra in ast.scores.iter().skip(1) {
            self.err(RuleError::TwoScores {
                span: extra.span,
                first: ast.scores[0].span,
            });
        }
        let n = ast.scores.first()?;
        let score = self.word(n, "score", &[("deals", Score::Deals)])?;
        if score == Score::Deals && !has_cards {
            self.err(RuleError::ScoreWithoutCards { span: n.span });
            return None;
        }
        Some(score)
    }
}

/// The text of an end rule, for messages: the condition as written.
fn end_text(src: &str, e: &syntax::EndRule) -> String {
    match &e.cond {
        syntax::EndCond::Plies(..) if e.when.is_some() => {
            let written = src
                .get(e.span.start..e.result.span.start.max(e.span.start))
                .unwrap_or("plies");
            let cond_text = written.rsplit_once(':').map_or(written, |(c, _)| c);
            cond_text.split_whitespace().collect::<Vec<_>>().join(" ")
        }
        syntax::EndCond::AfterMove(_) | syntax::EndCond::No(_, Some(_)) => {
            // Up to the result word (a label may hold a `:` too).
            let written = src
                .get(e.span.start..e.result.span.start.max(e.span.start))
                .unwrap_or("after move");
            let cond_text = written.rsplit_once(':').map_or(written, |(c, _)| c);
            cond_text.split_whitespace().collect::<Vec<_>>().join(" ")
        }
        syntax::EndCond::No(n, None) => format!("no {}", n.text),
        syntax::EndCond::Repetition(n, s) => format!("repetition {}{}", n.value, since_text(s)),
        syntax::EndCond::Plies(n, s) => format!("plies {}{}", n.value, since_text(s)),
        syntax::EndCond::Passes(n) => format!("passes {}", n.value),
    }
}

/// ` since capture, KIND` as written (empty without `since`).
fn since_text(names: &[Name]) -> String {
    if names.is_empty() {
        String::new()
    } else {
        let words: Vec<&str> = names.iter().map(|n| n.text.as_str()).collect();
        format!(" since {}", words.join(", "))
    }
}
