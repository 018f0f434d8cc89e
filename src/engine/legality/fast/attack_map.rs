//! The attack map of a position ([`AttackMap`]): the cells a player could
//! capture on, as one `u64`, built from the player's pieces in one pass
//! (see `ir/plans/attack_map.rs`). The royal filter of a lone royal piece reads
//! it for the piece's moves (here; the other royal filters are in
//! `legality/fast/filter.rs`).

use crate::engine::State;
use crate::engine::legality::fast::filter::is_drop;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{BITS_WORDS, Bits, set_bit};
use crate::ir::{AttackMap, Game, MAX_PLAYERS, NO_CELL, Narrow, Rays};

impl State {
    /// Whether the game has attack maps exact for `foe`.
    #[inline]
    pub(in crate::engine) fn has_attack_map(&self, game: &Game, foe: u8) -> bool {
        game.tables.rays.is_some()
            && game
                .tables
                .attack_map
                .as_ref()
                .is_some_and(|m| m.exact.get(foe as usize).copied().unwrap_or(false))
    }

    /// The map of `foe`'s attacks with the piece on `lifted` left out (the
    /// royal piece whose moves are judged, as if lifted off its cell), if
    /// the game has attack maps exact for `foe`.
    #[inline]
    pub(in crate::engine) fn attack_map_of(&self, game: &Game, foe: u8, lifted: u8) -> Option<u64> {
        let t = &game.tables;
        let (Some(m), Some(r)) = (&t.attack_map, &t.rays) else {
            return None;
        };
        if !m.exact.get(foe as usize).copied().unwrap_or(false) {
            return None;
        }
        let occ = self.occupied() & !(1u64 << (lifted & 63));
        Some(self.attack_map(m, r, foe, occ))
    }

    /// The cells `foe`'s pieces capture on (see [`State::attack_map_of`]).
    fn attack_map(&self, m: &AttackMap, r: &Rays, foe: u8, occ: u64) -> u64 {
        let mut map = 0u64;
        let mut pieces = self.occ[foe as usize % MAX_PLAYERS][0];
        while pieces != 0 {
            let c: u8 = pieces.trailing_zeros().narrow();
            pieces &= pieces - 1;
            let code = self.board[c as usize];
            map |= m.steps_of(code, c);
            for &d in m.slides_of(code) {
                let ray = r.ray(c, d);
                let hits = ray & occ;
                map |= if hits == 0 {
                    ray
                } else {
                    let b = r.nearest(hits, d);
                    r.before(ray, b, d) | 1u64 << b
                };
            }
        }
        map
    }

    /// The royal filter ([`State::drop_exposing`]) where the mover has one
    /// royal piece and the game has attack maps for `foe`: the pins and
    /// the cells an attack needs as the tables say, the piece's own moves
    /// by the map of the foe's attacks with it lifted (built only if it has
    /// moves: the map costs a few attack queries; the check is then read
    /// from it too). False (nothing done) if the mover has not exactly one
    /// royal piece.
    #[inline(never)]
    pub(in crate::engine) fn drop_exposing_mapped(
        &mut self,
        game: &Game,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let foe = t.next_player[me as usize];
        let own = self.occ[me as usize % MAX_PLAYERS][0];
        let (mut king, mut royals) = (NO_CELL, 0u32);
        let mut cells = own;
        while cells != 0 {
            let c: u8 = cells.trailing_zeros().narrow();
            cells &= cells - 1;
            if t.royal[self.board[c as usize] as usize] {
                king = c;
                royals += 1;
            }
        }
        if royals != 1 {
            return false;
        }
        let mut danger: Bits = *t.attacks.danger_at(foe, king);
        let mut pins: Bits = [0; BITS_WORDS];
        self.add_pins(game, king, foe, &mut pins);
        self.add_lines(game, king, foe, &mut danger);
        let (map, checked) = if out.iter().any(|m| m.from == king) {
            let map = self.attack_map_of(game, foe, king).unwrap_or(0);
            (map, map >> (king & 63) & 1 != 0)
        } else {
            (0, self.attacked_by(game, king, foe))
        };
        let mut royal: Bits = [0; BITS_WORDS];
        set_bit(&mut royal, king);
        let suspect = danger[0] | pins[0] | 1u64 << (king & 63);
        self.retain_mapped(
            game,
            out,
            (&royal, king),
            (map, suspect, danger[0], checked),
        );
        true
    }

    /// The royal filter of a lone royal piece with the map of the foe's
    /// attacks `map` (boards of at most 64 cells; read only if the piece
    /// has moves): its plain moves by one bit of the map; the moves of
    /// other pieces kept at once unless they leave a cell of `suspect` (the royal piece's, or one a pin or an
    /// attack needs), land on one of `danger`, capture off the landing, or
    /// the royal piece is attacked (`checked`); the rest by
    /// [`State::exposes`].
    fn retain_mapped(
        &mut self,
        game: &Game,
        out: &mut Vec<Move>,
        (royals, king): (&Bits, u8),
        (map, suspect, danger, checked): (u64, u64, u64, bool),
    ) {
        let royal = &game.tables.royal;
        // When the royal piece is attacked, every move is judged: nothing
        // is `quiet`.
        let suspect = if checked { u64::MAX } else { suspect };
        // Kept moves are moved down over the dropped ones, in order.
        let mut kept = 0;
        for i in 0..out.len() {
            let m = &out[i];
            let plain = m.kind == MoveKind::Piece
                && (m.ncap == 0 || m.captures().iter().all(|&c| c == m.to));
            // A drop vacates nothing: only its landing matters.
            let quiet = (suspect >> (m.from & 63)) & 1 == 0
                && (danger >> (m.to & 63)) & 1 == 0
                && (plain || is_drop(m))
                && !royal[m.placed as usize];
            let keep = quiet
                || if plain
                    && m.from == king
                    && m.lift <= 1
                    && m.to != king
                    && royal[m.placed as usize]
                {
                    map >> (m.to & 63) & 1 == 0
                } else {
                    !self.exposes(game, m, royals)
                };
            if keep {
                if kept != i {
                    out[kept] = out[i];
                }
                kept += 1;
            }
        }
        out.truncate(kept);
    }
}
