//! Random picks of a placement game with `capture groups` ([`GroupPick`]):
//! a game whose only decisions are a stone of the mover's one kind onto
//! any empty cell of the board (from the supply, no condition) and a pass
//! always allowed (`pass allowed`). A random playout draws one candidate
//! (an empty cell, or the pass) and judges only that one, drawing again
//! among the others when it is refused
//! (`engine/generate/fast/group_pick.rs`), instead of listing every
//! decision and judging every placement's groups and ko.

use crate::ir::{Code, EnterEntry, Game, NO_DIR, Narrow, Tables, Target};

/// The codes the two players place (see the module's text).
#[derive(Clone, Copy, Debug)]
pub struct GroupPick {
    /// Per player (two), the code it places.
    pub codes: [Code; 2],
}

impl Game {
    /// The random picks of a placement game with groups, where the game
    /// allows (the module's text): every entry list of a player is each
    /// cell of the board once, in order, onto an empty cell, with no
    /// condition, fall or flip.
    pub(in crate::ir) fn group_pick(&self, t: &Tables) -> Option<GroupPick> {
        let plain = |e: &EnterEntry, cell: usize| {
            e.cell as usize == cell
                && e.supply
                && e.mask == Target::Empty.mask()
                && e.cond == 0
                && e.fall == NO_DIR
                && e.flips == 0
                && !e.dup
        };
        if !self.capture.groups.capture || !self.turn.pass_allowed || !self.placements_only(t) {
            return None;
        }
        let mut codes = [0; 2];
        for (p, code) in codes.iter_mut().enumerate() {
            *code = self.code(0, p.narrow());
            let list = t.enter.get(*code as usize)?;
            let all_cells = list.len() == t.cells
                && list.iter().enumerate().all(|(c, e)| plain(e, c))
                && list.iter().all(|e| e.placed == *code);
            if !all_cells {
                return None;
            }
        }
        Some(GroupPick { codes })
    }
}
