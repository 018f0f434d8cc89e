//! Attack maps ([`AttackMap`]): on boards with ray masks, the cells a
//! player could capture on, as one `u64` built once per position from the
//! attacker's pieces (each piece's step captures as one set, each capturing
//! slide as its ray up to and including the first piece on it). The royal
//! filter judges every move of a lone royal piece by one bit of the map
//! instead of one attack query per landing.
//!
//! Exact for a player only where the attack tables are exact and the
//! player's captures are all steps, leaps and slides at any distance (no
//! jumps, no leaps by the pieces on the line, no flying jumps, no slide
//! with a range): [`AttackMap::exact`].

use crate::ir::{Code, Game, Narrow, Tables};

/// The attack maps' tables of a game (see the module's text).
#[derive(Clone, Debug)]
pub struct AttackMap {
    /// `steps[code * 64 + from]`: the cells the step and leap captures of
    /// the piece `code` on `from` take.
    pub steps: Vec<u64>,
    /// `slide_at[code]`: the range of `slide_dirs` along which the piece
    /// captures by a slide at any distance.
    pub slide_at: Vec<(u16, u16)>,
    pub slide_dirs: Vec<u8>,
    /// `exact[p]`: the map of P's attacks answers exactly what the attack
    /// queries answer.
    pub exact: Vec<bool>,
}

impl AttackMap {
    /// The step captures of the piece `code` on `from`.
    #[inline(always)]
    pub fn steps_of(&self, code: Code, from: u8) -> u64 {
        self.steps[code as usize * 64 + from as usize]
    }

    /// The directions of the capturing slides of the piece `code`.
    #[inline(always)]
    pub fn slides_of(&self, code: Code) -> &[u8] {
        let (a, b) = self.slide_at[code as usize];
        &self.slide_dirs[a as usize..b as usize]
    }
}

impl Game {
    /// The attack maps' tables, if the game has ray masks and exact attack
    /// tables, and the map is exact for some player.
    pub fn attack_map_tables(&self, t: &Tables) -> Option<Box<AttackMap>> {
        let a = &t.attacks;
        if t.rays.is_none() || !a.exact || a.cells > 64 {
            return None;
        }
        let np = self.players.len();
        let ncodes = self.code_owner.len();
        let cells = a.cells;
        let mut steps = vec![0u64; ncodes * 64];
        let mut dirs: Vec<Vec<u8>> = vec![Vec::new(); ncodes];
        let mut exact = vec![false; np];
        for (p, ok) in exact.iter_mut().enumerate() {
            let pu: u8 = p.narrow();
            *ok = (0..cells).all(|x| a.jumps_at(pu, x.narrow()).is_empty())
                && a.line_leaps[p].is_empty()
                && a.flying[p].is_empty()
                && a.rays[p].iter().all(|g| g.unranged);
            for x in 0..cells {
                for s in a.steps_at(pu, x.narrow()) {
                    steps[s.code as usize * 64 + s.from as usize] |= 1u64 << x;
                }
            }
            for g in &a.rays[p] {
                let dir = self.opposite[g.back as usize];
                for s in &g.slides {
                    let list = &mut dirs[s.code as usize];
                    if !list.contains(&dir) {
                        list.push(dir);
                    }
                }
            }
        }
        if !exact.iter().any(|&e| e) {
            return None;
        }
        let mut slide_at = Vec::with_capacity(ncodes);
        let mut slide_dirs = Vec::new();
        for list in &dirs {
            let start: u16 = slide_dirs.len().narrow();
            slide_dirs.extend(list);
            slide_at.push((start, slide_dirs.len().narrow()));
        }
        Some(Box::new(AttackMap {
            steps,
            slide_at,
            slide_dirs,
            exact,
        }))
    }
}
