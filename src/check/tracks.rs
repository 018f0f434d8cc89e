//! Tracks, their branches and the store: a track is a sequence of cells
//! (and a zone of them), a branch per player leaves a track cell into cells
//! off the track (a zone too), and `store NAME` holds pieces off the board.

use crate::check::errors::BoardError;
use crate::diag::Span;
use crate::ir::{Board, Branch, NO_CELL, Track, Zone};
use crate::syntax;

use super::Checker;
use super::names::saturate;
use super::regions::off_board_cell;

impl Checker<'_> {
    /// Tracks and branches (branches become zones, appended to `zones`,
    /// then one zone per track).
    pub(super) fn tracks(&mut self, zones: &mut Vec<Zone>) -> (Vec<Track>, Vec<Branch>) {
        let np = self.players.len();
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        let mut on_track: Vec<Option<Span>> = vec![None; ncells];
        let tracks = self.track_defs(&mut on_track);
        let mut branches = Vec::new();
        for b in &self.ast.branches {
            let (branch, member) = self.branch_def(b, &on_track);
            zones.push(Zone {
                name: b.name.text.clone(),
                member,
            });
            branches.push(branch);
        }
        for t in &tracks {
            let mut member = vec![false; np * ncells];
            for p in 0..np {
                for &c in &t.cells {
                    member[p * ncells + c as usize] = true;
                }
            }
            zones.push(Zone {
                name: t.name.clone(),
                member,
            });
        }
        (tracks, branches)
    }

    /// Every `track`: its cells, each on one track once (`on_track` says
    /// which track a cell is on).
    fn track_defs(&mut self, on_track: &mut [Option<Span>]) -> Vec<Track> {
        let ast = self.ast;
        let mut tracks = Vec::new();
        for t in &ast.tracks {
            let cells = self.sequence(&t.cells);
            for &c in &cells {
                if let Some(first) = on_track[c as usize] {
                    let cname = self
                        .board
                        .as_ref()
                        .map(|b| b.names[c as usize].clone())
                        .unwrap_or_default();
                    self.err(BoardError::TrackCellTwice {
                        cell: cname,
                        span: t.name.span,
                        first,
                    });
                    break;
                }
                on_track[c as usize] = Some(t.name.span);
            }
            self.track_names.push(t.name.text.clone());
            tracks.push(Track {
                name: t.name.text.clone(),
                cells,
                looped: t.looped,
            });
        }
        tracks
    }

    /// One `branch`: per player its entry cell on the track and its cells,
    /// and the zone of those cells (per player).
    fn branch_def(
        &mut self,
        b: &syntax::BranchDef,
        on_track: &[Option<Span>],
    ) -> (Branch, Vec<bool>) {
        let np = self.players.len();
        let ncells = self.board.as_ref().map_or(0, Board::cells);
        let track = self.track_names.iter().position(|t| *t == b.track.text);
        if track.is_none() {
            let cands = self.track_names.clone();
            self.unknown(&b.track, "track", cands);
        }
        let mut entry = vec![NO_CELL; np];
        let mut cells = vec![Vec::new(); np];
        for (pl, at, seq) in &b.entries {
            let Some(p) = self.player(pl) else {
                continue;
            };
            let Some(board) = self.board.clone() else {
                continue;
            };
            match board.cell(&at.text) {
                Some(c) if on_track[c as usize].is_some() => entry[p as usize] = c,
                Some(_) => self.err(BoardError::NotOnTrack {
                    cell: at.text.clone(),
                    track: b.track.text.clone(),
                    span: at.span,
                }),
                None => self.err(off_board_cell(at, &board)),
            }
            let seq = self.sequence(seq);
            for &c in &seq {
                if on_track[c as usize].is_some() {
                    self.err(BoardError::BranchOnTrack {
                        cell: board.names[c as usize].clone(),
                        span: at.span,
                    });
                }
            }
            cells[p as usize] = seq;
        }
        let mut member = vec![false; np * ncells];
        for (p, cs) in cells.iter().enumerate() {
            for &c in cs {
                member[p * ncells + c as usize] = true;
            }
        }
        let branch = Branch {
            name: b.name.text.clone(),
            track: saturate(track.unwrap_or(0)),
            entry,
            cells,
        };
        (branch, member)
    }

    /// `store NAME` (one).
    pub(super) fn store(&mut self) {
        let ast = self.ast;
        for extra in ast.stores.iter().skip(1) {
            self.err(BoardError::SecondStore { span: extra.span });
        }
        self.store = ast.stores.first().map(|n| n.text.clone());
        self.store_to_captor = ast
            .stores
            .first()
            .is_some_and(|n| ast.captor_stores.iter().any(|c| c.span == n.span));
    }
}
