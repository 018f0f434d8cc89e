//! Why a move is not legal (`ludus why`, and `play` for a typed move):
//! the rules are relaxed one at a time in a copy of the source (a
//! statement's condition removed, its target widened, then its directions
//! widened, a precedence rule such as `mandatory capture` or `royal`
//! removed) and the move is looked for under each; the first relaxation
//! that admits it names the rule that keeps it out. A rule that goes the
//! move's way is blamed for its target (`target.rs`), never for its
//! direction; a path typed without its suffix (`=Q`) is said to be so. The answer is a diagnostic over the
//! `.game` source. Cold code: it compiles a few variants of the game.

mod race;
mod target;

use std::path::Path;

use miette::{LabeledSpan, NamedSource};

use super::rules::{RuleSite, RuleTable};
use crate::diag::Span;
use crate::engine::Move;
use crate::ir::{CmpOp, Cond, Game};
use crate::session::Match;
use crate::syntax::{self, MoveStmt};
use crate::text::{MoveError, parse_move};

/// Where the position is: moves from the start (cards dealt from `seed`),
/// or a position text.
#[derive(Clone, Copy, Debug)]
pub enum Start<'a> {
    Moves { seed: u64, moves: &'a [String] },
    Position(&'a str),
}

/// Why a move is not legal, over the source of the game's file.
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
#[error("{message}")]
#[diagnostic(code(ludus::why))]
pub struct Explanation {
    pub message: String,
    #[source_code]
    pub src: NamedSource<String>,
    #[label(collection)]
    pub labels: Vec<LabeledSpan>,
    #[help]
    pub help: Option<String>,
}

/// The game's file, its rules and the question.
struct Ask<'a> {
    path: &'a Path,
    text: &'a str,
    table: RuleTable,
    start: Start<'a>,
    mv: &'a str,
}

/// Explains why `mv` is not legal in the game at `path` from `start`; an
/// error in words if the game or the start cannot be read, or if the move
/// is legal or no move at all.
pub fn why(path: &Path, start: Start<'_>, mv: &str) -> Result<Explanation, String> {
    let table = RuleTable::read(path)?;
    let text = table.files[0].1.clone();
    let game = compile(path, &text).ok_or_else(|| {
        format!(
            "{} has errors; run `ludus check {}`",
            path.display(),
            path.display()
        )
    })?;
    let ask = Ask {
        path,
        text: &text,
        table,
        start,
        mv: mv.trim(),
    };
    let mut m = ask.at(&game)?;
    let legal = m.legal_moves();
    match parse_move(&game, &legal, ask.mv) {
        Ok(_) => return Err(format!("`{}` is legal here", ask.mv)),
        Err(MoveError::Illegal { .. }) => {}
        Err(e) => return Err(e.to_string()),
    }
    if let Some(e) = ask.race_play(&game, &m.state, &legal) {
        return Ok(e);
    }
    if let Some(e) = ask.missing_suffix(&game, &legal) {
        return Ok(e);
    }
    if let Some(e) = ask.card_not_held(&game, &m) {
        return Ok(e);
    }
    let Some(from) = ask.start_cell(&game) else {
        return Ok(ask.explain(
            format!("`{}` is not a legal move here", ask.mv),
            vec![],
            None,
        ));
    };
    let code = m.state.board[usize::from(from)];
    let me = m.state.to_move;
    if code == 0 || game.tables.owner[usize::from(code)] != me {
        return Ok(ask.not_yours(&game, &m, from));
    }
    let kind = &game.kinds[usize::from(game.code_kind[usize::from(code)])].name;
    if let Some(e) = ask.shadowed(&legal, &game) {
        return Ok(e);
    }
    if let Some(e) = ask.in_check(&game, me) {
        return Ok(e);
    }
    if let Some(e) = ask.tired(kind) {
        return Ok(e);
    }
    if let Some(e) = ask.condition(kind, from) {
        return Ok(e);
    }
    Ok(ask.no_rule(&game, &m, kind))
}

/// The game of a rule text at `path`, if it has no error.
fn compile(path: &Path, text: &str) -> Option<Game> {
    crate::source::compile_file(path, text.to_string(), None).0
}

/// `text` with the bytes of `span` made spaces (every other span, and
/// every line number, stays where it was).
fn blank(text: &str, span: Span) -> String {
    replace(text, span, &" ".repeat(span.len))
}

/// `text` with `span` replaced by `with`.
fn replace(text: &str, span: Span, with: &str) -> String {
    let end = (span.start + span.len).min(text.len());
    format!("{}{with}{}", &text[..span.start.min(end)], &text[end..])
}

impl Ask<'_> {
    /// The position in `game` (the game or a variant of it).
    fn at<'g>(&self, game: &'g Game) -> Result<Match<'g>, String> {
        match self.start {
            Start::Position(p) => {
                Match::from_position_unchecked(game, p).map_err(|e| format!("bad position: {e}"))
            }
            Start::Moves { seed, moves } => {
                let mut m = Match::new_seeded(game, seed);
                for (i, t) in moves.iter().enumerate() {
                    m.play_text(t)
                        .map_err(|e| format!("move {} (`{t}`): {e}", i + 1))?;
                }
                Ok(m)
            }
        }
    }

    /// Whether the move is legal in the variant of the source `text`.
    fn legal_in(&self, text: &str) -> bool {
        let Some(g) = compile(self.path, text) else {
            return false;
        };
        self.at(&g).is_ok_and(|mut m| {
            let legal = m.legal_moves();
            parse_move(&g, &legal, self.mv).is_ok()
        })
    }

    /// The variant's game and the move, if the move is legal there.
    fn move_in(&self, text: &str) -> Option<(Game, Move)> {
        let g = compile(self.path, text)?;
        let mv = {
            let mut m = self.at(&g).ok()?;
            let legal = m.legal_moves();
            parse_move(&g, &legal, self.mv).ok()?
        };
        Some((g, mv))
    }

    fn explain(
        &self,
        message: String,
        labels: Vec<LabeledSpan>,
        help: Option<String>,
    ) -> Explanation {
        Explanation {
            message,
            src: NamedSource::new(self.path.display().to_string(), self.text.to_string()),
            labels,
            help,
        }
    }

    /// The cell the move starts from (after a card's name).
    fn start_cell(&self, game: &Game) -> Option<u8> {
        self.mv.split_whitespace().find_map(|w| {
            w.split(['-', 'x', 'X', ':', '/', '=', '<'])
                .next()
                .and_then(|c| game.board.cell(c))
        })
    }

    /// The cell holds no piece of the player to move on top: none at all,
    /// or (in a stack) only under an enemy's, and a move lifts from the top.
    fn not_yours(&self, game: &Game, m: &Match, from: u8) -> Explanation {
        let me = m.state.to_move;
        let who = &game.players[usize::from(me)];
        let cell = &game.board.names[usize::from(from)];
        let under = m
            .state
            .stack(from)
            .iter()
            .any(|&c| c != 0 && game.tables.owner[usize::from(c)] == me);
        let top = m.state.board[usize::from(from)];
        if under && top != 0 {
            let owner = &game.players[usize::from(game.tables.owner[usize::from(top)])];
            return self.explain(
                format!("the top of the stack on {cell} is {owner}'s: {who}'s pieces under it cannot move"),
                vec![],
                Some("a move lifts pieces from the top of a stack, and only the mover's own top piece".into()),
            );
        }
        self.explain(
            format!("there is no piece of {who}'s on {cell} to move"),
            vec![],
            Some(format!("{who} is to move")),
        )
    }

    /// `mandatory capture` keeps the move out: the captures available.
    fn shadowed(&self, legal: &[Move], game: &Game) -> Option<Explanation> {
        let (file, span) = self.table.mandatory?;
        if file != 0 || !self.legal_in(&blank(self.text, span)) {
            return None;
        }
        let caps: Vec<String> = legal
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| crate::text::move_text(game, m, crate::text::CellNames::Algebraic))
            .collect();
        Some(self.explain(
            format!("`{}` is shadowed: a capture is mandatory here", self.mv),
            vec![LabeledSpan::new_primary_with_span(
                Some(format!(
                    "captures come first; available: {}",
                    caps.join(" ")
                )),
                (span.start, span.len),
            )],
            Some(format!("play one of the captures: {}", caps.join(", "))),
        ))
    }

    /// The piece has made its limit of quiet moves in a row (`quiet moves
    /// max N in a row`): the move is legal without the limit.
    fn tired(&self, kind: &str) -> Option<Explanation> {
        let (ast, _) = syntax::parse(self.text);
        let p = ast.pieces.iter().find(|p| p.name.text == kind)?;
        let q = p.quiet.first()?;
        // The rule with a limit no game reaches (a position's `quiet:`
        // count stays readable, as it would not without the rule).
        if !self.legal_in(&replace(self.text, q.max.span, "250")) {
            return None;
        }
        Some(self.explain(
            format!(
                "`{}` would be the {kind}'s quiet move number {} in a row",
                self.mv,
                q.max.value.saturating_add(1)
            ),
            vec![LabeledSpan::new_primary_with_span(
                Some(format!("at most {} quiet moves in a row", q.max.text)),
                (q.span.start, q.span.len),
            )],
            Some(format!(
                "the {kind} may capture, or another piece must move first"
            )),
        ))
    }

    /// A royal piece would be left capturable: the reply that takes it.
    fn in_check(&self, game: &Game, me: u8) -> Option<Explanation> {
        let (ast, _) = syntax::parse(self.text);
        let royals: Vec<(String, Span)> = ast
            .pieces
            .iter()
            .filter_map(|p| p.royal.map(|s| (p.name.text.clone(), s)))
            .collect();
        if royals.is_empty() {
            return None;
        }
        let mut text = self.text.to_string();
        for (_, s) in &royals {
            text = blank(&text, *s);
        }
        let (g, mv) = self.move_in(&text)?;
        let mut m = self.at(&g).ok()?;
        m.play(&mv).ok()?;
        let royal_kinds: Vec<&str> = royals.iter().map(|(n, _)| n.as_str()).collect();
        let takes: Vec<String> = m
            .legal_moves()
            .iter()
            .filter(|r| {
                r.captures().iter().any(|&c| {
                    let code = usize::from(m.state.board[usize::from(c)]);
                    code != 0
                        && g.tables.owner[code] == me
                        && royal_kinds
                            .contains(&g.kinds[usize::from(g.code_kind[code])].name.as_str())
                })
            })
            .map(|r| m.text(r))
            .collect();
        let labels = royals
            .iter()
            .map(|(n, s)| {
                LabeledSpan::new_primary_with_span(
                    Some(format!(
                        "a {n} may never be left where an enemy move could capture it"
                    )),
                    (s.start, s.len),
                )
            })
            .collect();
        Some(
            self.explain(
                format!(
                    "`{}` would leave {}'s {} capturable (in check)",
                    self.mv,
                    game.players[usize::from(me)],
                    royal_kinds.join(" or ")
                ),
                labels,
                (!takes.is_empty())
                    .then(|| format!("after it, the reply {} would take it", takes.join(" or "))),
            ),
        )
    }
}

/// The span of a statement's `if ...` (to its end), if it has one.
fn guard_span(site: &RuleSite) -> Option<Span> {
    let i = site.text.rfind(" if ")? + 1;
    Some(Span::new(site.span.start + i, site.span.len - i))
}

/// A statement's condition, its directions and its target (`to X`,
/// `onto X`, `over X`), as written.
fn parts(s: &MoveStmt) -> (Option<&syntax::Cond>, Option<Span>, Option<Span>) {
    let dirs = |d: &[syntax::Name]| {
        let (a, b) = (d.first()?, d.last()?);
        Some(Span::new(
            a.span.start,
            b.span.start + b.span.len - a.span.start,
        ))
    };
    match s {
        MoveStmt::Step {
            dirs: d, to, guard, ..
        }
        | MoveStmt::Slide {
            dirs: d, to, guard, ..
        } => (guard.as_ref(), dirs(d), Some(to.span)),
        MoveStmt::Leap {
            dirs: d, to, guard, ..
        }
        | MoveStmt::Along {
            dirs: d, to, guard, ..
        } => (guard.as_ref(), dirs(d), Some(to.span)),
        MoveStmt::Jump { dirs: d, over, .. } | MoveStmt::Hop { dirs: d, over, .. } => {
            (None, dirs(d), Some(over.span))
        }
        MoveStmt::BearOff { guard, .. } => (guard.as_ref(), None, None),
        MoveStmt::Enter { to, guard, .. } | MoveStmt::Fly { to, guard, .. } => {
            (guard.as_ref(), None, Some(to.span))
        }
        MoveStmt::Castle { dirs: d, with, .. } => (None, dirs(d), Some(with.span)),
    }
}

impl Ask<'_> {
    fn slice(&self, s: Span) -> &str {
        self.text.get(s.start..s.start + s.len).unwrap_or("")
    }

    /// The statements of `kind` in the game's own file.
    fn statements(&self, kind: &str) -> Vec<MoveStmt> {
        let (ast, _) = syntax::parse(self.text);
        ast.pieces
            .into_iter()
            .filter(|p| p.name.text == kind)
            .flat_map(|p| p.moves)
            .collect()
    }

    /// A statement of `kind` would make the move but its condition is
    /// false here: the condition, and each part's values.
    fn condition(&self, kind: &str, from: u8) -> Option<Explanation> {
        let sites: Vec<&RuleSite> = self
            .table
            .sites
            .iter()
            .filter(|s| s.piece == kind && s.file == 0)
            .collect();
        let stmts = self.statements(kind);
        for site in sites {
            let Some(guard) = guard_span(site) else {
                continue;
            };
            if !self.legal_in(&blank(self.text, guard)) {
                continue;
            }
            let cond = stmts
                .iter()
                .find(|s| s.span() == site.span)
                .and_then(|s| parts(s).0);
            let mut labels = cond
                .map(|c| self.values(c, guard, from))
                .unwrap_or_default();
            if labels.is_empty() {
                labels.push(LabeledSpan::new_primary_with_span(
                    Some("this condition is false here".into()),
                    (guard.start, guard.len),
                ));
            }
            return Some(self.explain(
                format!(
                    "`{}`: the rule `{}` (line {}) would make it, but its condition is false here",
                    self.mv,
                    site.text.trim(),
                    site.line
                ),
                labels,
                None,
            ));
        }
        None
    }

    /// The comparisons of a condition with their values here (`count(showing
    /// own) = 3, count(showing enemy) = 3: false`).
    fn values(&self, c: &syntax::Cond, guard: Span, from: u8) -> Vec<LabeledSpan> {
        let parts: Vec<&syntax::Cond> = match c {
            syntax::Cond::And(ps) => ps.iter().collect(),
            c => vec![c],
        };
        let mut labels = Vec::new();
        for p in parts {
            let syntax::Cond::Compare(_, op, _, span) = p else {
                continue;
            };
            let whole = self.slice(*span);
            let Some((l, r)) = whole.split_once(op.as_str()) else {
                continue;
            };
            let (l, r) = (l.trim(), r.trim());
            let (Some(lv), Some(rv)) = (self.value(l, guard, from), self.value(r, guard, from))
            else {
                continue;
            };
            let holds = match op.as_str() {
                "<" => lv < rv,
                "<=" => lv <= rv,
                "=" | "==" => lv == rv,
                "!=" => lv != rv,
                ">=" => lv >= rv,
                ">" => lv > rv,
                _ => continue,
            };
            let mut said: Vec<String> = [(l, lv), (r, rv)]
                .iter()
                .filter(|(e, _)| e.parse::<i64>().is_err())
                .map(|(e, v)| format!("{e} is {v}"))
                .collect();
            said.push((if holds { "true" } else { "false" }).to_string());
            let label = Some(format!(
                "here {}",
                said.join(", ")
                    .replacen(", true", ": true", 1)
                    .replacen(", false", ": false", 1)
            ));
            labels.push(if holds {
                LabeledSpan::new_with_span(label, (span.start, span.len))
            } else {
                LabeledSpan::new_primary_with_span(label, (span.start, span.len))
            });
        }
        labels
    }

    /// The value of the expression written `e` here: the game compiled with
    /// the condition `e = e` in place of the guard, and that comparison's
    /// left side evaluated.
    fn value(&self, e: &str, guard: Span, from: u8) -> Option<i64> {
        if let Ok(n) = e.parse::<i64>() {
            return Some(n);
        }
        let g = compile(
            self.path,
            &replace(self.text, guard, &format!("if {e} = {e}")),
        )?;
        let expr = g.conds.iter().find_map(|c| match c {
            Cond::Compare(x, CmpOp::Eq, y) if x == y => Some(*x),
            _ => None,
        })?;
        let state = self.at(&g).ok()?.state;
        Some(state.expr(&g, &expr, state.to_move, from))
    }

    /// No rule of `kind` makes the move: the statements that go the move's
    /// way onto the wrong target, else those that would with their
    /// directions widened, else every statement.
    fn no_rule(&self, game: &Game, m: &Match, kind: &str) -> Explanation {
        let message = format!("no rule of {kind} makes `{}`", self.mv);
        let targets = self.wrong_targets(game, m, kind);
        if !targets.is_empty() {
            let help = if targets.len() == 1 {
                "the marked rule goes this way: what the cell holds keeps the move out"
            } else {
                "the marked rules go this way: what the cell holds keeps the move out"
            };
            return self.explain(message, targets, Some(help.into()));
        }
        let stmts = self.statements(kind);
        let mut close = Vec::new();
        for s in &stmts {
            let (_, dirs, _) = parts(s);
            if let Some(d) = dirs
                && self.legal_in(&replace(self.text, d, "all-directions"))
            {
                close.push(LabeledSpan::new_primary_with_span(
                    Some(format!(
                        "`{}` does not include the way this move goes",
                        self.slice(d)
                    )),
                    (d.start, d.len),
                ));
            }
        }
        let help = if close.is_empty() {
            self.own_piece_at_end(game, m)
        } else {
            Some("the closest rules are marked: widen one of them to allow the move".into())
        };
        if close.is_empty() {
            close = stmts
                .iter()
                .map(|s| {
                    let sp = s.span();
                    LabeledSpan::new_with_span(Some("does not make it".into()), (sp.start, sp.len))
                })
                .collect();
        }
        self.explain(message, close, help)
    }

    /// A card the player choosing does not hold: its definition, and the
    /// player's own hand.
    fn card_not_held(&self, game: &Game, m: &Match) -> Option<Explanation> {
        let cards = game.cards.as_ref()?;
        let mut words = self.mv.split_whitespace();
        let first = words.next()?;
        let word = if first == "discard" || first == "give" {
            words.next()?
        } else {
            first
        };
        let c = cards.kinds.iter().position(|k| k.name == word)?;
        let nk = cards.kinds.len();
        let p = usize::from(m.state.chooser());
        if m.state.hands[p * nk + c] > 0 {
            return None;
        }
        let hand: Vec<String> = (0..nk)
            .filter(|&k| m.state.hands[p * nk + k] > 0)
            .map(|k| {
                let n = m.state.hands[p * nk + k];
                if n > 1 {
                    format!("{} x{n}", cards.kinds[k].name)
                } else {
                    cards.kinds[k].name.clone()
                }
            })
            .collect();
        let (ast, _) = syntax::parse(self.text);
        let labels = ast
            .cards
            .iter()
            .filter(|d| d.name.text == word)
            .map(|d| {
                LabeledSpan::new_primary_with_span(
                    Some("a card is played from the hand of the player who chooses".into()),
                    (d.name.span.start, d.name.span.len),
                )
            })
            .collect();
        let who = &game.players[p];
        Some(self.explain(
            format!("{who} holds no `{word}`: it cannot be played from {who}'s hand"),
            labels,
            Some(format!("{who}'s hand: {}", hand.join(", "))),
        ))
    }
}
