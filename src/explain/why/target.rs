//! Before a direction is blamed: a move typed without the suffix every
//! legal move of its path has (`b7-b8` for `b7-b8=Q`), and a rule that goes
//! the move's way but whose target keeps it out ("a2 holds a black pawn;
//! `to empty` needs it empty").

use miette::LabeledSpan;

use super::{Ask, Explanation, parts, replace};
use crate::diag::Span;
use crate::engine::Move;
use crate::ir::Game;
use crate::session::Match;
use crate::text::{CellNames, move_text};

/// The words a target is relaxed to, widest first (`to any` is refused on
/// a board of one piece per cell, `over any` everywhere).
const WIDER: [&str; 3] = ["any", "not-friend", "piece"];

impl Ask<'_> {
    /// The move is a legal one's path without its suffix (`=Q`, `/2`): the
    /// moves it could be, and the promotion rule that asks for the choice.
    pub(super) fn missing_suffix(&self, game: &Game, legal: &[Move]) -> Option<Explanation> {
        let full: Vec<(String, &Move)> = legal
            .iter()
            .map(|m| (move_text(game, m, CellNames::Algebraic), m))
            .filter(|(t, _)| {
                t.strip_prefix(self.mv)
                    .is_some_and(|r| r.starts_with(['=', '/']))
            })
            .collect();
        let (_, first) = full.first()?;
        let list: Vec<String> = full.iter().map(|(t, _)| format!("`{t}`")).collect();
        let kind = &game.kinds[usize::from(game.code_kind[usize::from(first.piece)])].name;
        let cell = &game.board.names[usize::from(first.to)];
        if !full
            .iter()
            .all(|(t, _)| t[self.mv.len()..].starts_with('='))
        {
            return Some(self.explain(
                format!(
                    "`{}` lacks its suffix: the legal moves on this path say how many pieces they lift (`/N`)",
                    self.mv
                ),
                vec![],
                Some(format!("write one of {}", list.join(", "))),
            ));
        }
        let (ast, _) = crate::syntax::parse(self.text);
        let labels = ast
            .pieces
            .iter()
            .filter(|p| p.name.text == *kind)
            .flat_map(|p| &p.promotions)
            .filter(|p| p.to.len() > 1)
            .map(|p| {
                LabeledSpan::new_primary_with_span(
                    Some("the mover chooses the new kind: the move names it after `=`".into()),
                    (p.span.start, p.span.len),
                )
            })
            .collect();
        Some(self.explain(
            format!(
                "`{}` lacks its promotion suffix: the {kind} promotes on {cell}",
                self.mv
            ),
            labels,
            Some(format!("write one of {}", list.join(", "))),
        ))
    }

    /// The statements of `kind` that make the move once their target is
    /// widened: each labelled with the cell and what it holds.
    pub(super) fn wrong_targets(&self, game: &Game, m: &Match, kind: &str) -> Vec<LabeledSpan> {
        let mut out = Vec::new();
        for s in self.statements(kind) {
            let (_, _, Some(t)) = parts(&s) else {
                continue;
            };
            let word = self.slice(t).to_string();
            let before = self.text[..t.start].trim_end();
            let key = before
                .rsplit(|c: char| c.is_whitespace())
                .next()
                .unwrap_or("")
                .to_string();
            let found = WIDER
                .iter()
                .filter(|w| **w != word)
                .find_map(|w| self.move_in(&replace(self.text, t, w)).map(|(_, mv)| mv));
            let Some(mv) = found else {
                continue;
            };
            let cell = if key == "over" {
                mv.captures().first().copied()
            } else {
                Some(mv.to)
            };
            let what = cell.map_or_else(
                || "the cell jumped over does not fit".to_string(),
                |c| holds(game, m, c),
            );
            let span_start = before.len() - key.len();
            let span = Span::new(span_start, t.start + t.len - span_start);
            out.push(LabeledSpan::new_primary_with_span(
                Some(format!("{what}; `{key} {word}` {}", needs(&word))),
                (span.start, span.len),
            ));
        }
        out
    }

    /// The move ends on the mover's own piece: what holds the cell, for the
    /// help of a move no relaxation admits.
    pub(super) fn own_piece_at_end(&self, game: &Game, m: &Match) -> Option<String> {
        let last = self
            .mv
            .split(['=', '/'])
            .next()?
            .rsplit(['-', 'x', 'X', ':'])
            .next()?;
        let cell = game.board.cell(last.trim())?;
        let code = usize::from(m.state.board[usize::from(cell)]);
        (code != 0 && game.tables.owner[code] == m.state.to_move).then(|| {
            format!(
                "{}: no rule moves a piece onto one of its own side's",
                holds(game, m, cell)
            )
        })
    }
}

/// What a cell holds, in words: "a2 is empty", "a2 holds a black pawn",
/// "a2 holds white's own pawn".
fn holds(game: &Game, m: &Match, cell: u8) -> String {
    let name = &game.board.names[usize::from(cell)];
    let code = usize::from(m.state.board[usize::from(cell)]);
    if code == 0 {
        return format!("{name} is empty");
    }
    let kind = &game.kinds[usize::from(game.code_kind[code])].name;
    let owner = game.tables.owner[code];
    let who = &game.players[usize::from(owner)];
    if owner == m.state.to_move {
        format!("{name} holds {who}'s own {kind}")
    } else {
        let a = if who.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        format!("{name} holds {a} {who} {kind}")
    }
}

/// What a target word asks of the cell.
fn needs(word: &str) -> &'static str {
    match word {
        "empty" => "needs it empty",
        "enemy" => "needs an enemy's piece there",
        "friend" => "needs one of the mover's pieces there",
        "piece" => "needs a piece there",
        "not-friend" => "needs it empty or an enemy's",
        "en-passant" => "needs the cell passed over by the last move's `passing` slide",
        _ => "does not hold there",
    }
}
