//! Players: the `players` block (names in turn order, `forward`, teams) and
//! the `sides` block (who plays which seats).

use crate::check::errors::NameError;
use crate::diag::Span;
use crate::ir::Narrow;
use crate::syntax::Name;
use crate::syntax::words::ABS_DIRS;

use super::names::saturate;
use super::{Checker, Def};

impl Checker<'_> {
    /// The `players` block: each player's name and forward direction. None
    /// when there are more players than a game may have (nothing after
    /// would make sense).
    pub(super) fn players(&mut self) -> Option<()> {
        let ast = self.ast;
        if ast.players.is_empty() {
            self.missing(
                "players",
                "players",
                "`players { black forward n  white forward s }` listing the players in turn order",
            );
        }
        for extra in ast.players.iter().skip(1) {
            self.duplicate_block("players", extra.span, ast.players[0].span);
        }
        if let Some(block) = ast.players.first() {
            if block.players.is_empty() {
                self.err(NameError::NoPlayers { span: block.span });
            }
            for p in &block.players {
                self.players.push(p.name.text.clone());
                self.forward_written.push(p.forward.is_some());
                self.no_forward_reported.push(false);
                let fwd = p.forward.as_ref().and_then(|f| {
                    let found = ABS_DIRS.iter().position(|d| d.0 == f.text);
                    if found.is_none() {
                        self.unknown_abs_dir(f);
                    }
                    found
                });
                self.forward.push(fwd);
            }
        }
        if self.players.len() > 16 {
            self.err(NameError::TooManyPlayers {
                count: self.players.len(),
                span: ast.players[0].players[16].name.span,
            });
            return None;
        }
        Some(())
    }

    /// Teams: by name, in order of first mention; without teams each
    /// player is a team of one. Per player its team, and the team names.
    pub(super) fn teams(&self) -> (Vec<u8>, Vec<String>) {
        let mut team_names: Vec<String> = Vec::new();
        let mut team = Vec::new();
        if let Some(block) = self.ast.players.first() {
            let any = block.players.iter().any(|p| p.team.is_some());
            for (i, p) in block.players.iter().enumerate() {
                match (&p.team, any) {
                    (Some(t), _) => {
                        let idx = match team_names.iter().position(|x| *x == t.text) {
                            Some(k) => k,
                            None => {
                                team_names.push(t.text.clone());
                                team_names.len() - 1
                            }
                        };
                        team.push(idx.narrow());
                    }
                    (None, true) => {
                        team_names.push(p.name.text.clone());
                        team.push((team_names.len() - 1).narrow());
                    }
                    (None, false) => team.push(i.narrow()),
                }
            }
        }
        (team, team_names)
    }

    /// `sides { NAME: PLAYERS ... }`: per player its side, and the side
    /// names (both empty without sides). Every player is on exactly one
    /// side; a side's name is not a player's.
    pub(super) fn sides(&mut self) -> (Vec<u8>, Vec<String>) {
        let ast = self.ast;
        for extra in ast.sides.iter().skip(1) {
            self.duplicate_block("sides", extra.span, ast.sides[0].span);
        }
        let Some(block) = ast.sides.first() else {
            return (Vec::new(), Vec::new());
        };
        let np = self.players.len();
        let mut side: Vec<Option<(u8, Span)>> = vec![None; np];
        let mut names: Vec<String> = Vec::new();
        let mut seen: Vec<&Name> = Vec::new();
        for (i, (name, members)) in block.sides.iter().enumerate() {
            let clash = seen
                .iter()
                .find(|n| n.text == name.text)
                .map(|n| (n.span, "first used here, as a side"))
                .or_else(|| match self.defs.get(&name.text) {
                    Some((Def::Player(_), sp)) => Some((*sp, "first defined here, as a player")),
                    _ => None,
                });
            if let Some((first, what)) = clash {
                self.err(NameError::SideNameTaken {
                    name: name.text.clone(),
                    clash: what,
                    span: name.span,
                    first,
                });
            }
            seen.push(name);
            names.push(name.text.clone());
            for m in members {
                let Some(p) = self.player(m) else { continue };
                match side[p as usize] {
                    Some((_, first)) => self.err(NameError::SideTwice {
                        player: m.text.clone(),
                        span: m.span,
                        first,
                    }),
                    None => side[p as usize] = Some((saturate(i), m.span)),
                }
            }
        }
        let missing: Vec<&str> = (0..np)
            .filter(|&p| side[p].is_none())
            .map(|p| self.players[p].as_str())
            .collect();
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|p| format!("`{p}`")).collect();
            self.err(NameError::SideMissing {
                players_are: if missing.len() == 1 {
                    format!("{} is", list[0])
                } else {
                    format!("{} are", list.join(", "))
                },
                list: list.join(" and "),
                span: block.span,
            });
        }
        (
            side.iter().map(|s| s.map_or(0, |(i, _)| i)).collect(),
            names,
        )
    }
}
