//! Zones: each `zone` definition becomes, per player, the set of its
//! cells; an entry per player, or one for every player.

use crate::check::errors::BoardError;
use crate::diag::Span;
use crate::ir::{Board, Zone};
use crate::syntax;

use super::Checker;

impl Checker<'_> {
    /// Every `zone`, in order (tracks and branches are appended later).
    pub(super) fn zones(&mut self) -> Vec<Zone> {
        let ast = self.ast;
        let mut zones = Vec::new();
        for z in &ast.zones {
            zones.push(self.zone_def(z));
        }
        zones
    }

    /// One zone: its cells per player.
    fn zone_def(&mut self, z: &syntax::ZoneDef) -> Zone {
        let np = self.players.len();
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        let mut member = vec![false; np * ncells];
        let mut seen = vec![false; np];
        let mut entry_of: Vec<Option<Span>> = vec![None; np];
        // An entry for an unknown (or reserved) player was likely meant for
        // the player that then seems to be missing: not reported twice.
        let mut unresolved = false;
        for (player, region) in &z.entries {
            let cells = self.region_cells(region);
            let ps: Vec<usize> = match player {
                None => (0..np).collect(),
                Some(pn) => match self.player(pn) {
                    Some(p) => {
                        let p = p as usize;
                        if let Some(first) = entry_of[p] {
                            self.err(BoardError::ZonePlayerTwice {
                                zone: z.name.text.clone(),
                                player: pn.text.clone(),
                                span: pn.span,
                                first,
                            });
                        }
                        entry_of[p].get_or_insert(pn.span);
                        vec![p]
                    }
                    None => {
                        unresolved = true;
                        Vec::new()
                    }
                },
            };
            for p in ps {
                seen[p] = true;
                for &c in &cells {
                    member[p * ncells + c as usize] = true;
                }
            }
        }
        if z.entries.iter().any(|e| e.0.is_some()) && !unresolved {
            for (p, s) in seen.iter().enumerate() {
                if !s {
                    let pname = self.players[p].clone();
                    self.err(BoardError::ZonePlayerMissing {
                        zone: z.name.text.clone(),
                        player: pname,
                        span: z.name.span,
                    });
                }
            }
        }
        Zone {
            name: z.name.text.clone(),
            member,
        }
    }
}
