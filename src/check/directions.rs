//! Directions: the `directions` groups, and each direction word of a move
//! resolved (absolute, relative to the player's `forward`, a built-in or a
//! defined group) into absolute directions per player.

use crate::check::errors::BoardError;
use crate::diag::suggest;
use crate::ir::Narrow;
use crate::syntax::Name;
use crate::syntax::words::{ABS_DIRS, BUILTIN_GROUPS, REL_DIRS, dir_alias, is_hex_dir};

use super::{Checker, Def};

/// One direction word resolved: absolute, relative to the player, or a group.
#[derive(Clone, Debug)]
pub(super) enum DirRef {
    Abs(usize),
    Rel(usize),
}

impl Checker<'_> {
    /// The `directions` groups, in order (a group may use the groups
    /// defined before it).
    pub(super) fn direction_groups(&mut self) {
        let ast = self.ast;
        self.groups = vec![Vec::new(); ast.directions.len()];
        for (i, g) in ast.directions.iter().enumerate() {
            let mut refs = Vec::new();
            for m in &g.members {
                refs.extend(self.dir_refs(m, i));
            }
            self.groups[i] = refs;
        }
    }

    /// Resolves one direction word. `group` is the group being defined (to
    /// catch a group that contains itself), or usize::MAX.
    pub(super) fn dir_refs(&mut self, n: &Name, group: usize) -> Vec<DirRef> {
        let hex = self.board.as_ref().is_some_and(|b| b.hex);
        if let Some(i) = ABS_DIRS.iter().position(|d| d.0 == n.text) {
            if hex && !is_hex_dir(i) {
                self.err(BoardError::HexDirection {
                    dir: n.text.clone(),
                    span: n.span,
                });
                return Vec::new();
            }
            return vec![DirRef::Abs(i)];
        }
        if let Some(&(_, i)) = REL_DIRS.iter().find(|d| d.0 == n.text) {
            return vec![DirRef::Rel(i)];
        }
        if let Some((_, members)) = BUILTIN_GROUPS.iter().find(|g| g.0 == n.text) {
            return members
                .iter()
                .map(|m| ABS_DIRS.iter().position(|d| d.0 == *m).unwrap_or(0))
                .filter(|&d| !hex || is_hex_dir(d))
                .map(DirRef::Abs)
                .collect();
        }
        match self.defs.get(&n.text).copied() {
            Some((Def::Directions(g), _)) => {
                if g >= group {
                    self.err(BoardError::DirectionOrder {
                        group: n.text.clone(),
                        span: n.span,
                    });
                    Vec::new()
                } else {
                    self.groups[g].clone()
                }
            }
            Some((d, _)) => {
                self.wrong_kind(n, d, "a direction");
                Vec::new()
            }
            None => {
                if self.quiet_names.contains(&n.text) {
                    return Vec::new();
                }
                let mut cands: Vec<String> = ABS_DIRS.iter().map(|d| d.0.to_string()).collect();
                cands.extend(REL_DIRS.iter().map(|d| d.0.to_string()));
                cands.extend(BUILTIN_GROUPS.iter().map(|d| d.0.to_string()));
                cands.extend(self.names_where(|d| matches!(d, Def::Directions(_))));
                let help = match suggest(&n.text, cands.iter().map(String::as_str)) {
                    Some(s) => format!("did you mean `{s}`?"),
                    None if dir_alias(&n.text).is_some() => format!(
                        "directions are written n, ne, e, se, s, sw, w, nw; did you mean `{}`?",
                        dir_alias(&n.text).unwrap_or("n")
                    ),
                    None => "directions are n, ne, e, se, s, sw, w, nw; forward, backward, left, right and their mixes such as forward-left; orthogonal, diagonal, all-directions; or a `directions` group".to_string(),
                };
                self.err(BoardError::UnknownDirection {
                    name: n.text.clone(),
                    span: n.span,
                    help,
                });
                Vec::new()
            }
        }
    }

    /// Absolute directions of a list of words, per player.
    pub(super) fn dirs_per_player(&mut self, names: &[Name]) -> Vec<Vec<u8>> {
        let mut refs = Vec::new();
        for n in names {
            for r in self.dir_refs(n, usize::MAX) {
                refs.push((r, n.span));
            }
        }
        let np = self.players.len();
        let hex = self.board.as_ref().is_some_and(|b| b.hex);
        let mut out = vec![Vec::new(); np];
        for (p, dirs) in out.iter_mut().enumerate() {
            for (r, word) in &refs {
                let d = match r {
                    DirRef::Abs(d) => *d,
                    DirRef::Rel(turn) => match self.forward.get(p).copied().flatten() {
                        Some(f) => (f + turn) % 8,
                        None => {
                            // An unknown `forward` is reported where it is
                            // written; a missing one once per player.
                            let written = self.forward_written.get(p).copied().unwrap_or(true);
                            if !written && !self.no_forward_reported[p] {
                                self.no_forward_reported[p] = true;
                                let pname = self.players[p].clone();
                                let first = self.defs.get(&pname).map(|x| x.1).unwrap_or(*word);
                                self.err(BoardError::NoForward {
                                    player: pname,
                                    span: *word,
                                    first,
                                });
                            }
                            continue;
                        }
                    },
                };
                if hex && !is_hex_dir(d) {
                    // A relative word turned onto ne or sw: no neighbour.
                    continue;
                }
                let d: u8 = d.narrow();
                if !dirs.contains(&d) {
                    dirs.push(d);
                }
            }
        }
        out
    }
}
