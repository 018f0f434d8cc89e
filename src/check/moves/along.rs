//! `along TRACK DIRS [exactly N | max N] to|onto|until X [if C]`: the track move.

use crate::check::errors::PieceError;
use crate::ir::{ALONG_BACKWARD, ALONG_FORWARD, ALONG_OUTWARD, Along, Program};
use crate::syntax;

use crate::check::Checker;
use crate::check::names::saturate;

impl Checker<'_> {
    /// Lowers a `along` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_along(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Along {
            track,
            dirs,
            exactly,
            max,
            onto,
            until,
            to,
            avoiding,
            guard,
            span,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        if *until && (exactly.is_some() || max.is_some()) {
            self.err(PieceError::UntilDistance { span: *span });
        }
        let avoid = avoiding
            .as_ref()
            .and_then(|z| self.zone(z))
            .map_or(0, |z| z + 1);
        let tr = self.track_names.iter().position(|t| *t == track.text);
        if tr.is_none() {
            let cands = self.track_names.clone();
            self.unknown(track, "track", cands);
        }
        let mut ds = Vec::new();
        for d in dirs {
            if let Some(x) = self.word(
                d,
                "direction along a track",
                &[
                    ("forward", ALONG_FORWARD),
                    ("backward", ALONG_BACKWARD),
                    ("outward", ALONG_OUTWARD),
                ],
            ) {
                ds.push(x);
            }
        }
        let target = self.target(to);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        let (min, max) = self.distances(exactly, max, "a move of");
        if let (Some(tr), Some(t)) = (tr, target) {
            for pl in 0..np {
                programs[ki * np + pl].alongs.push(Along {
                    track: saturate(tr),
                    dirs: ds.clone(),
                    min,
                    max,
                    to: t,
                    onto: *onto,
                    until: *until,
                    cond,
                    avoid,
                });
            }
        }
    }
}
