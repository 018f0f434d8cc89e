//! `castle DIRS with KIND to ZONE, ZONE`: the piece and a partner of its
//! owner's move at once (castling).

use crate::ir::{Castle, Narrow, Program};
use crate::syntax;

use crate::check::Checker;

impl Checker<'_> {
    /// Lowers a `castle` of kind `ki` into the kind's programs (one per
    /// player).
    pub(super) fn lower_castle(
        &mut self,
        ki: usize,
        stmt: &syntax::MoveStmt,
        programs: &mut [Program],
    ) {
        let syntax::MoveStmt::Castle {
            dirs,
            with,
            king_to,
            partner_to,
            ..
        } = stmt
        else {
            return;
        };
        let np = self.players.len();
        let names = dirs;
        let dirs = self.dirs_per_player(names);
        self.shape(names, &dirs, 1);
        let partner = self.piece(with);
        let king_to = self.zone(king_to);
        let partner_to = self.zone(partner_to);
        if let (Some(k), Some(kz), Some(pz)) = (partner, king_to, partner_to) {
            for (pl, d) in dirs.into_iter().enumerate() {
                let (np8, pl8): (u8, u8) = (np.narrow(), pl.narrow());
                programs[ki * np + pl].castles.push(Castle {
                    dirs: d,
                    partner: 1 + k * np8 + pl8,
                    king_to: kz,
                    partner_to: pz,
                });
            }
        }
    }
}
