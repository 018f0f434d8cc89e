//! `capture groups`: which placements take enemy groups (the neighbours'
//! groups left without a liberty), and which would leave the mover's own
//! group without one (suicide: refused, or with `suicide allowed` marked
//! so that the make removes that group). The groups and their liberties
//! are found once per position, on the call stack: no allocation.

use crate::engine::State;
use crate::engine::conds::fill_dirs;
use crate::engine::moves::{Move, SUICIDE, TAKES};
use crate::ir::{Game, MAX_PLAYERS, NO_CELL, Narrow};

/// The groups of a position: each cell's group (or `NO_CELL`), and per
/// group how many liberties it has (0, 1, or 2 for two or more).
struct Liberties {
    group: [u8; 256],
    libs: [u8; 256],
}

impl Liberties {
    fn of(s: &State, game: &Game) -> Liberties {
        let dirs = &game.capture.groups.dirs;
        let nd = game.dirs.len();
        let mut l = Liberties {
            group: [NO_CELL; 256],
            libs: [0; 256],
        };
        let mut next = 0u8;
        for c in 0..game.board.cells() {
            let code = s.board[c];
            if code == 0 || l.group[c] != NO_CELL {
                continue;
            }
            let occ = &s.occ[game.tables.owner[code as usize] as usize % MAX_PLAYERS];
            let (mut first, mut n) = (NO_CELL, 0u8);
            fill_dirs(game, dirs, occ, c.narrow(), |x| {
                l.group[x as usize] = next;
                for &d in dirs {
                    let nb = game.nbr[x as usize * nd + d as usize];
                    if nb != NO_CELL && s.board[nb as usize] == 0 && nb != first {
                        if first == NO_CELL {
                            first = nb;
                            n = 1;
                        } else {
                            n = 2;
                        }
                    }
                }
                false
            });
            l.libs[next as usize] = n;
            next = next.wrapping_add(1);
        }
        l
    }
}

impl State {
    /// Keeps the placements of `out` that `capture groups` allows, each
    /// marked with the groups it takes (`TAKES`) and whether it takes its
    /// own (`SUICIDE`); other moves are kept as they are.
    #[inline(never)]
    pub(in crate::engine) fn group_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        let g = &game.capture.groups;
        let nd = game.dirs.len();
        let l = Liberties::of(self, game);
        let t = &game.tables;
        out.retain_mut(|m| {
            if !m.is_enter() || self.board[m.to as usize] != 0 {
                return true;
            }
            let me = t.owner[m.placed as usize];
            let (mut takes, mut alive) = (0u8, false);
            let mut seen = [NO_CELL; 8];
            for (i, &d) in g.dirs.iter().enumerate().take(8) {
                let nb = game.nbr[m.to as usize * nd + d as usize];
                if nb == NO_CELL {
                    continue;
                }
                let code = self.board[nb as usize];
                if code == 0 {
                    alive = true;
                    continue;
                }
                let grp = l.group[nb as usize];
                let libs = l.libs[grp as usize];
                if t.owner[code as usize] == me {
                    // The own group keeps a liberty other than this cell.
                    alive |= libs >= 2;
                } else if libs == 1 && !seen.contains(&grp) {
                    seen[i] = grp;
                    takes |= 1 << i;
                }
            }
            m.path[TAKES] = takes;
            m.path[SUICIDE] = u8::from(takes == 0 && !alive);
            takes != 0 || alive || g.suicide
        });
    }
}
