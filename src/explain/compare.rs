//! Two rule sets on the same positions (`ludus diff`): every position of
//! the perft tree of each to a depth, and seeded random playouts under
//! each, judged under both: the legal moves and the outcome.
//!
//! When both games start from the same position, the other game follows
//! each move sequence move by move (so that a position's history, which
//! repetition rules read, is the same under both); when the setups
//! differ, each position is carried over as its position text.

use std::collections::HashMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::Move;
use crate::ir::Game;
use crate::session::Match;
use crate::testing::run::outcome_words;
use crate::text::position_text;

/// How far to look.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Every position of the perft tree to this depth.
    pub depth: usize,
    /// Random playouts under each game.
    pub playouts: usize,
    pub seed: u64,
    /// The longest playout, in plies.
    pub max_plies: usize,
}

/// A position judged differently by the two games.
#[derive(Clone, Debug)]
pub struct Difference {
    /// The shortest move sequence found that reaches it (from the start of
    /// the game that explored it).
    pub sequence: Vec<String>,
    /// Whether OLD explored it (else NEW did).
    pub by_old: bool,
    pub position: String,
    pub diagram: String,
    /// The player to move there.
    pub to_move: String,
    /// The moves only OLD allows (as OLD's moves), and only NEW allows.
    pub only_old: Vec<(String, Move)>,
    pub only_new: Vec<(String, Move)>,
    pub outcome_old: String,
    pub outcome_new: String,
    /// Why the position could not be judged under the other game, if so.
    pub note: Option<String>,
}

/// What the comparison found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Positions judged under both.
    pub compared: usize,
    /// The start positions, if they differ (OLD's, NEW's).
    pub setups: Option<(String, String)>,
    /// Every differing position, the shortest sequences first.
    pub differences: Vec<Difference>,
}

impl Report {
    pub fn equal(&self) -> bool {
        self.setups.is_none() && self.differences.is_empty()
    }
}

/// A game's judgement of a position: its legal moves and outcome.
struct Judged {
    moves: Vec<(String, Move)>,
    outcome: String,
}

fn judge(m: &mut Match) -> Judged {
    let moves = m
        .legal_moves()
        .into_iter()
        .map(|mv| (m.text(&mv), mv))
        .collect();
    Judged {
        moves,
        outcome: outcome_words(m.game, m.outcome().as_ref()),
    }
}

/// One side's exploration: `a` explores, `b` is judged on the same
/// positions.
struct Explorer<'g> {
    a: &'g Game,
    b: &'g Game,
    a_is_old: bool,
    /// Whether `b` follows move by move (same start) or by position text.
    follow: bool,
    seen: HashMap<String, usize>,
    found: HashMap<String, Difference>,
    compared: usize,
}

impl<'g> Explorer<'g> {
    /// Judges the position of `ma` under both; records a difference.
    fn visit(&mut self, ma: &mut Match, mb: Option<&mut Match>, seq: &[String]) {
        let key = position_text(self.a, &ma.state);
        self.compared += 1;
        // Carried over as text, the position loses its history (which
        // repetition rules read): judged from the text under both, then.
        let ja = match (self.follow, Match::from_position_unchecked(self.a, &key)) {
            (false, Ok(mut fresh)) => judge(&mut fresh),
            _ => judge(ma),
        };
        let (jb, note) = match mb {
            Some(mb) => (Some(judge(mb)), None),
            None => match Match::from_position_unchecked(self.b, &key) {
                Ok(mut mb) => (Some(judge(&mut mb)), None),
                Err(e) => (None, Some(e)),
            },
        };
        let (only_a, only_b, ob) = match &jb {
            Some(jb) => (
                missing(&ja.moves, &jb.moves),
                missing(&jb.moves, &ja.moves),
                jb.outcome.clone(),
            ),
            None => (Vec::new(), Vec::new(), "cannot be set up".to_string()),
        };
        if only_a.is_empty() && only_b.is_empty() && ja.outcome == ob && note.is_none() {
            return;
        }
        if self
            .found
            .get(&key)
            .is_some_and(|d| d.sequence.len() <= seq.len())
        {
            return;
        }
        let (only_old, only_new, outcome_old, outcome_new) = if self.a_is_old {
            (only_a, only_b, ja.outcome, ob)
        } else {
            (only_b, only_a, ob, ja.outcome)
        };
        let d = Difference {
            sequence: seq.to_vec(),
            by_old: self.a_is_old,
            position: key.clone(),
            diagram: ma.diagram(),
            to_move: self.a.players[usize::from(ma.to_move())].clone(),
            only_old,
            only_new,
            outcome_old,
            outcome_new,
            note,
        };
        self.found.insert(key, d);
    }

    /// Every position of the tree below `ma`, `left` plies deep.
    fn tree(
        &mut self,
        ma: &mut Match,
        mut mb: Option<&mut Match>,
        seq: &mut Vec<String>,
        left: usize,
    ) {
        let key = position_text(self.a, &ma.state);
        if self.seen.get(&key).is_some_and(|&d| d >= left) {
            return;
        }
        self.seen.insert(key, left);
        self.visit(ma, mb.as_deref_mut(), seq);
        if left == 0 {
            return;
        }
        for mv in ma.legal_moves() {
            let t = ma.text(&mv);
            if ma.play(&mv).is_err() {
                continue;
            }
            seq.push(t);
            self.step_into(ma, mb.as_deref_mut(), seq, left);
            seq.pop();
            ma.undo();
        }
    }

    /// After a move of `a` (the last of `seq`): `b` plays it too if it
    /// follows (and can), then the tree below.
    fn step_into(
        &mut self,
        ma: &mut Match,
        mb: Option<&mut Match>,
        seq: &mut Vec<String>,
        left: usize,
    ) {
        if !self.follow {
            self.tree(ma, None, seq, left - 1);
            return;
        }
        let Some(mb) = mb else { return };
        let t = seq.last().cloned().unwrap_or_default();
        if mb.play_text(&t).is_ok() {
            self.tree(ma, Some(&mut *mb), seq, left - 1);
            mb.undo();
        }
    }

    /// A random game under `a` from seed `seed`, every position judged.
    fn playout(&mut self, seed: u64, max_plies: usize) {
        let (a, b) = (self.a, self.b);
        let mut ma = Match::new_seeded(a, seed);
        let mut mb = self.follow.then(|| Match::new_seeded(b, seed));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut seq = Vec::new();
        for _ in 0..=max_plies {
            self.visit(&mut ma, mb.as_mut(), &seq);
            let legal = ma.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.random_range(0..legal.len())];
            let t = ma.text(&mv);
            if ma.play(&mv).is_err() {
                break;
            }
            if let Some(m) = mb.as_mut()
                && m.play_text(&t).is_err()
            {
                break;
            }
            seq.push(t);
        }
    }
}

/// The moves of `xs` that `ys` lacks (by text).
fn missing(xs: &[(String, Move)], ys: &[(String, Move)]) -> Vec<(String, Move)> {
    xs.iter()
        .filter(|(t, _)| !ys.iter().any(|(u, _)| u == t))
        .cloned()
        .collect()
}

/// Compares `old` and `new` on the same positions; `tick` is called after
/// each part (the trees, then each playout) for a progress bar.
pub fn compare(old: &Game, new: &Game, opts: Options, tick: &mut dyn FnMut()) -> Report {
    let (so, sn) = (Match::new(old), Match::new(new));
    let (to, tn) = (position_text(old, &so.state), position_text(new, &sn.state));
    let follow = to == tn;
    let mut report = Report {
        setups: (!follow).then_some((to, tn)),
        ..Report::default()
    };
    let mut found: HashMap<String, Difference> = HashMap::new();
    for a_is_old in [true, false] {
        let (a, b) = if a_is_old { (old, new) } else { (new, old) };
        let mut ex = Explorer {
            a,
            b,
            a_is_old,
            follow,
            seen: HashMap::new(),
            found: HashMap::new(),
            compared: 0,
        };
        let mut ma = Match::new(a);
        let mut mb = follow.then(|| Match::new(b));
        ex.tree(&mut ma, mb.as_mut(), &mut Vec::new(), opts.depth);
        tick();
        for k in 0..opts.playouts {
            ex.playout(opts.seed.wrapping_add(k as u64), opts.max_plies);
            tick();
        }
        report.compared += ex.compared;
        for (key, d) in ex.found {
            if found
                .get(&key)
                .is_none_or(|e| e.sequence.len() > d.sequence.len())
            {
                found.insert(key, d);
            }
        }
    }
    let mut ds: Vec<Difference> = found.into_values().collect();
    ds.sort_by(|x, y| {
        (x.sequence.len(), !x.by_old, &x.sequence).cmp(&(y.sequence.len(), !y.by_old, &y.sequence))
    });
    report.differences = ds;
    report
}
