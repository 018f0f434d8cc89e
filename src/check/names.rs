//! The table of names: every definition (players, pieces, zones, direction
//! groups) entered in source order, reserved and duplicate names refused,
//! and the resolution of a use against the table (unknown names with a
//! suggestion, names of the wrong kind); counters and the fixed keyword
//! lists are resolved here too.

use crate::check::errors::NameError;
use crate::diag::suggest;
use crate::ir::Whom;
use crate::syntax::Name;
use crate::syntax::words::{ABS_DIRS, BUILTIN_GROUPS, REL_DIRS, dir_alias};

use super::{Checker, Def};

impl Checker<'_> {
    /// Every definition, in source order, so that "first defined here"
    /// points at the first one written.
    pub(super) fn define_all(&mut self) {
        let ast = self.ast;
        let mut defs: Vec<(&Name, Def)> = Vec::new();
        if let Some(block) = ast.players.first() {
            defs.extend(
                block
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (&p.name, Def::Player(saturate(i)))),
            );
        }
        defs.extend(
            ast.directions
                .iter()
                .enumerate()
                .map(|(i, g)| (&g.name, Def::Directions(i))),
        );
        defs.extend(
            ast.zones
                .iter()
                .enumerate()
                .map(|(i, z)| (&z.name, Def::Zone(saturate(i)))),
        );
        defs.extend(
            ast.pieces
                .iter()
                .enumerate()
                .map(|(i, p)| (&p.name, Def::Piece(saturate(i)))),
        );
        // A branch is also a zone: each player's cells of it; and a track
        // is a zone of its cells, the same for every player.
        defs.extend(
            ast.branches
                .iter()
                .enumerate()
                .map(|(i, b)| (&b.name, Def::Zone(saturate(ast.zones.len() + i)))),
        );
        defs.extend(ast.tracks.iter().enumerate().map(|(i, t)| {
            (
                &t.name,
                Def::Zone(saturate(ast.zones.len() + ast.branches.len() + i)),
            )
        }));
        defs.sort_by_key(|(n, _)| n.span.start);
        for (name, def) in defs {
            self.define(name, def);
        }
    }

    /// `counters a, b`: the counter names, each once (before the pieces:
    /// conditions may count them).
    pub(super) fn counters(&mut self) {
        let ast = self.ast;
        let mut counter_at: Vec<&Name> = Vec::new();
        for c in &ast.counters {
            if let Some(first) = counter_at.iter().find(|f| f.text == c.text) {
                self.err(NameError::CounterTwice {
                    counter: c.text.clone(),
                    span: c.span,
                    first: first.span,
                });
            } else {
                counter_at.push(c);
                self.counters.push(c.text.clone());
            }
        }
    }

    pub(super) fn define(&mut self, name: &Name, def: Def) -> bool {
        let reserved = ABS_DIRS.iter().any(|d| d.0 == name.text)
            || REL_DIRS.iter().any(|d| d.0 == name.text)
            || BUILTIN_GROUPS.iter().any(|d| d.0 == name.text);
        if reserved {
            self.err(NameError::ReservedName {
                name: name.text.clone(),
                span: name.span,
            });
            self.quiet_names.push(name.text.clone());
            return false;
        }
        if let Some((old, first)) = self.defs.get(&name.text) {
            let (old, first) = (*old, *first);
            self.err(NameError::DefinedTwice {
                name: name.text.clone(),
                what: def.what(),
                first_what: old.what(),
                span: name.span,
                first,
            });
            return false;
        }
        self.defs.insert(name.text.clone(), (def, name.span));
        true
    }

    /// Names of definitions of one sort, for suggestions.
    pub(super) fn names_where(&self, f: impl Fn(Def) -> bool) -> Vec<String> {
        self.defs
            .iter()
            .filter(|(_, (d, _))| f(*d))
            .map(|(n, _)| n.clone())
            .collect()
    }

    pub(super) fn unknown(&mut self, name: &Name, what: &str, candidates: Vec<String>) {
        if self.quiet_names.contains(&name.text) {
            return;
        }
        // With no `players` block at all (reported as missing), or an empty
        // one (reported as such), every player name would be unknown.
        if what == "player"
            && self
                .ast
                .players
                .first()
                .is_none_or(|b| b.players.is_empty())
        {
            return;
        }
        let help = if let Some(s) = suggest(&name.text, candidates.iter().map(String::as_str)) {
            Some(format!("did you mean `{s}`?"))
        } else if !candidates.is_empty() && candidates.len() <= 12 {
            let list: Vec<String> = candidates.iter().map(|c| format!("`{c}`")).collect();
            Some(format!("expected one of {}", list.join(", ")))
        } else {
            None
        };
        self.err(NameError::UnknownName {
            what: what.to_string(),
            name: name.text.clone(),
            span: name.span,
            help,
        });
    }

    /// An unknown word where an absolute direction (`n`, `se`, ...) is
    /// expected.
    pub(super) fn unknown_abs_dir(&mut self, f: &Name) {
        let help =
            match dir_alias(&f.text).or_else(|| suggest(&f.text, ABS_DIRS.iter().map(|d| d.0))) {
                Some(s) => format!(
                    "directions are written n, ne, e, se, s, sw, w, nw; did you mean `{s}`?"
                ),
                None => "directions are written n, ne, e, se, s, sw, w, nw".to_string(),
            };
        self.err(NameError::UnknownAbsDir {
            name: f.text.clone(),
            span: f.span,
            help,
        });
    }

    pub(super) fn wrong_kind(&mut self, name: &Name, found: Def, expected: &str) {
        let first = self.defs.get(&name.text).map(|x| x.1);
        let line = first.map(|f| self.line_of(f)).unwrap_or(0);
        self.err(NameError::WrongKind {
            name: name.text.clone(),
            found: found.what(),
            expected: expected.to_string(),
            line,
            span: name.span,
        });
    }

    pub(super) fn resolve(
        &mut self,
        name: &Name,
        expected: &str,
        want: fn(Def) -> bool,
    ) -> Option<Def> {
        match self.defs.get(&name.text) {
            Some((d, _)) if want(*d) => Some(*d),
            Some((d, _)) => {
                let d = *d;
                self.wrong_kind(name, d, expected);
                None
            }
            None => {
                let cands = self.names_where(want);
                let what = expected
                    .trim_start_matches("a ")
                    .trim_start_matches("an ")
                    .to_string();
                self.unknown(name, &what, cands);
                None
            }
        }
    }

    pub(super) fn player(&mut self, name: &Name) -> Option<u8> {
        match self.resolve(name, "a player", |d| matches!(d, Def::Player(_)))? {
            Def::Player(p) => Some(p),
            _ => None,
        }
    }

    pub(super) fn piece(&mut self, name: &Name) -> Option<u8> {
        match self.resolve(name, "a piece", |d| matches!(d, Def::Piece(_)))? {
            Def::Piece(p) => Some(p),
            _ => None,
        }
    }

    pub(super) fn zone(&mut self, name: &Name) -> Option<u16> {
        match self.resolve(name, "a zone", |d| matches!(d, Def::Zone(_)))? {
            Def::Zone(z) => Some(z),
            _ => None,
        }
    }

    /// A keyword chosen from a fixed list (`dark`, `loses`, ...).
    pub(super) fn word<T: Copy>(
        &mut self,
        name: &Name,
        what: &str,
        options: &[(&str, T)],
    ) -> Option<T> {
        if let Some((_, v)) = options.iter().find(|(w, _)| *w == name.text) {
            return Some(*v);
        }
        let cands: Vec<String> = options.iter().map(|(w, _)| w.to_string()).collect();
        self.unknown(name, what, cands);
        None
    }

    pub(super) fn counter(&mut self, n: &Name) -> Option<u8> {
        let counters = self.counters.clone();
        let options: Vec<(&str, u8)> = counters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.as_str(), saturate(i)))
            .collect();
        self.word(n, "counter", &options)
    }

    pub(super) fn whom(&mut self, n: &Name) -> Option<Whom> {
        self.word(n, "player", &[("mover", Whom::Mover), ("next", Whom::Next)])
    }
}

/// A definition's index, saturated: a file may define more players or
/// kinds than an index holds; it is refused (too many players, pieces)
/// before any index past the limit is used.
pub(super) fn saturate<T: TryFrom<usize> + Bounded>(i: usize) -> T {
    T::try_from(i).unwrap_or(T::MAX)
}

/// The largest value of an index type.
pub(super) trait Bounded {
    const MAX: Self;
}

impl Bounded for u8 {
    const MAX: Self = u8::MAX;
}

impl Bounded for u16 {
    const MAX: Self = u16::MAX;
}
