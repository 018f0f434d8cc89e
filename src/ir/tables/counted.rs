//! The players a `count(... own|team|enemy|all)` counts, as bit sets per
//! judging player ([`Tables::counted`]), so that a count walks only the
//! players it counts instead of asking each player's team.

use crate::ir::{Game, MAX_PLAYERS, Narrow, Tables, Whose};

/// The index of `whose` in [`Tables::counted`].
#[inline(always)]
pub fn whose_index(whose: Whose) -> usize {
    match whose {
        Whose::Own => 0,
        Whose::Enemy => 1,
        Whose::Team => 2,
        Whose::All => 3,
    }
}

impl Game {
    /// Fills [`Tables::counted`]: for each player `me` and each `whose`,
    /// the players counted (bit per player).
    pub(in crate::ir) fn index_counted(&self, t: &mut Tables) {
        let np = self.players.len().min(MAX_PLAYERS);
        for me in 0..np {
            for p in 0..np {
                let bit = 1u16 << p;
                let same = self.team_of(p.narrow()) == self.team_of(me.narrow());
                if p == me {
                    t.counted[me][0] |= bit;
                }
                if !same {
                    t.counted[me][1] |= bit;
                }
                if same {
                    t.counted[me][2] |= bit;
                }
                t.counted[me][3] |= bit;
            }
        }
    }
}
