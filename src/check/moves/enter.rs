//! `enter [from STORE] [onto ZONE] [as KIND] to X [falling DIR] [if C]`: a
//! piece from the store (or an unlimited supply) onto a cell of a zone (or
//! of the board).

use crate::check::errors::PieceError;
use crate::ir::{EnterRule, Narrow, Program};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `enter` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_enter(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Enter {
            store,
            zone,
            as_kind,
            to,
            falling,
            flipping,
            without_mate,
            guard,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let as_kind = as_kind.as_ref().and_then(|k| self.piece(k));
        if let Some(store) = store {
            match &self.store {
                Some(st) if *st == store.text => {}
                Some(st) => {
                    let cands = vec![st.clone()];
                    self.unknown(store, "store", cands);
                }
                None => self.err(PieceError::NoStore {
                    store: store.text.clone(),
                    span: store.span,
                }),
            }
        }
        // No zone: the whole board.
        let z = match zone {
            Some(zone) => self.zone(zone).map(Some),
            None => Some(None),
        };
        let target = self.target(to);
        let fall = falling
            .as_ref()
            .map(|f| self.dirs_per_player(std::slice::from_ref(f)));
        let flips = self.dirs_per_player(flipping);
        let cond = guard.as_ref().map_or(0, |g| self.cond(g));
        if let (Some(z), Some(t)) = (z, target) {
            for pl in 0..np {
                let (np8, pl8): (u8, u8) = (np.narrow(), pl.narrow());
                programs[ki * np + pl].enter_without_mate |= without_mate.is_some();
                let falling = fall.as_ref().map(|f| f[pl].first().copied());
                if falling == Some(None) {
                    // The direction is reported where it is written.
                    continue;
                }
                programs[ki * np + pl].enters.push(EnterRule {
                    zone: z,
                    to: t,
                    cond,
                    as_code: as_kind.map(|k| 1 + k * np8 + pl8),
                    supply: store.is_none(),
                    falling: falling.flatten(),
                    flips: flips[pl].iter().fold(0, |m, &d| m | 1 << d),
                });
            }
        }
    }
}
