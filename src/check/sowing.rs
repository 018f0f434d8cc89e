//! `sowing { ... }`: the pits, the track, the stores and the capture rules
//! of a mancala game checked and compiled into [`Sowing`] (each pit's lap
//! listed once).

use crate::ir::{Board, NO_CELL, Narrow, Sowing, Track, Zone};
use crate::syntax::{Name, SowingBlock};

use super::Checker;
use super::errors::BoardError;

impl Checker<'_> {
    /// The game's sowing, if it has a `sowing` block and it is sound.
    pub(super) fn sowing(&mut self, zones: &[Zone], tracks: &[Track]) -> Option<Box<Sowing>> {
        let ast = self.ast;
        let b = ast.sowings.first()?;
        if let Some(second) = ast.sowings.get(1) {
            self.duplicate_block("sowing", second.span, b.span);
        }
        let board = self.board.clone()?;
        let np = self.players.len();
        let cells = board.cells();
        let missing = |what: &str| BoardError::SowingIncomplete {
            what: what.to_string(),
            span: b.span,
        };
        let (Some((pits_name, track_name)), Some(seeds), Some(store_name)) =
            (&b.from, &b.seeds, &b.store)
        else {
            let what = if b.from.is_none() {
                "`from ZONE along TRACK`"
            } else if b.seeds.is_none() {
                "`seeds N`"
            } else {
                "`store ZONE`"
            };
            self.err(missing(what));
            return None;
        };
        let pits_zone = self.zone(pits_name);
        let store_zone = self.zone(store_name);
        let track = self.sow_track(track_name, tracks);
        let (pits_zone, store_zone, track) = (pits_zone?, store_zone?, track?);
        let mut s = Sowing {
            players: np,
            cells,
            pit_owner: vec![0; cells],
            opposite: vec![NO_CELL; cells],
            again: vec![false; np * cells],
            ..Sowing::default()
        };
        self.sow_players(b, (pits_zone, store_zone), zones, track, &mut s)?;
        if s.store.iter().any(|&st| s.pit_owner[st as usize] != 0) {
            self.layout("a store is also a pit".to_string(), store_name);
            return None;
        }
        self.sow_counts(b, seeds, &mut s)?;
        self.sow_laps(b, zones, track, &mut s)?;
        if b.opposite.is_some() && !sow_opposites(&board, &mut s) {
            self.layout(
                "a pit has no pit of another player on its file to capture opposite".to_string(),
                pits_name,
            );
            return None;
        }
        s.capture_opposite = b.opposite.is_some();
        s.no_grand_slam = b.grand_slam.is_some();
        s.feed = b.feed.is_some();
        Some(Box::new(s))
    }

    /// Each player's pits (on the track, none shared), its store and the
    /// cells where its last seed moves again.
    fn sow_players(
        &mut self,
        b: &SowingBlock,
        (pits_zone, store_zone): (u16, u16),
        zones: &[Zone],
        track: &Track,
        s: &mut Sowing,
    ) -> Option<()> {
        let board = self.board.clone()?;
        let (np, cells) = (s.players, s.cells);
        let (pits_name, store_name) = (&b.from.as_ref()?.0, b.store.as_ref()?);
        let member = |z: u16, p: usize, c: usize| zones[z as usize].member[p * cells + c];
        for p in 0..np {
            let mine: Vec<u8> = track
                .cells
                .iter()
                .copied()
                .filter(|&c| member(pits_zone, p, c as usize))
                .collect();
            let off_track =
                (0..cells).find(|&c| member(pits_zone, p, c) && !mine.contains(&c.narrow()));
            let player = self.players[p].clone();
            if let Some(c) = off_track {
                let cell = board.names[c].clone();
                self.layout(
                    format!("{player}'s pit {cell} is not on track `{}`", track.name),
                    pits_name,
                );
                return None;
            }
            if mine.is_empty() {
                self.layout(
                    format!("{player} has no pit in `{}`", pits_name.text),
                    pits_name,
                );
                return None;
            }
            for &c in &mine {
                if s.pit_owner[c as usize] != 0 {
                    let cell = board.names[c as usize].clone();
                    self.layout(format!("{cell} is a pit of two players"), pits_name);
                    return None;
                }
                s.pit_owner[c as usize] = (p + 1).narrow();
            }
            s.pits.push(mine);
            let stores: Vec<usize> = (0..cells).filter(|&c| member(store_zone, p, c)).collect();
            if stores.len() != 1 {
                self.layout(
                    format!(
                        "{player} has {} store cells in `{}`; one is needed",
                        stores.len(),
                        store_name.text
                    ),
                    store_name,
                );
                return None;
            }
            s.store.push(stores[0].narrow());
            if let Some(z) = &b.again {
                let z = self.zone(z)?;
                for c in 0..cells {
                    s.again[p * cells + c] = member(z, p, c);
                }
            }
        }
        Some(())
    }

    /// The track named in `from ZONE along TRACK`: a loop.
    fn sow_track<'t>(&mut self, name: &Name, tracks: &'t [Track]) -> Option<&'t Track> {
        self.zone(name)?;
        let Some(t) = tracks.iter().find(|t| t.name == name.text) else {
            self.layout(format!("`{}` is a zone, not a track", name.text), name);
            return None;
        };
        if !t.looped {
            self.layout(format!("track `{}` is not a loop", name.text), name);
            return None;
        }
        Some(t)
    }

    fn layout(&mut self, message: String, at: &Name) {
        self.err(BoardError::SowingLayout {
            message,
            span: at.span,
        });
    }

    /// The seeds at the start and the counts a chain captures at.
    fn sow_counts(
        &mut self,
        b: &SowingBlock,
        seeds: &crate::syntax::Int,
        s: &mut Sowing,
    ) -> Option<()> {
        let pits: usize = s.pits.iter().map(Vec::len).sum();
        if !(0..=255).contains(&seeds.value)
            || seeds
                .value
                .saturating_mul(i64::try_from(pits).unwrap_or(i64::MAX))
                > 255
        {
            self.err(BoardError::SowingCount {
                value: seeds.text.clone(),
                span: seeds.span,
            });
            return None;
        }
        s.start = seeds.value.narrow();
        if let Some((counts, _)) = &b.chain {
            for n in counts {
                if !(1..=63).contains(&n.value) {
                    self.err(BoardError::SowingCount {
                        value: n.text.clone(),
                        span: n.span,
                    });
                    return None;
                }
                s.chain |= 1 << n.value;
            }
        }
        Some(())
    }

    /// Each (player, pit)'s lap: the track's cells after the pit, round to
    /// it, less the cells skipped.
    fn sow_laps(
        &mut self,
        b: &SowingBlock,
        zones: &[Zone],
        track: &Track,
        s: &mut Sowing,
    ) -> Option<()> {
        let cells = s.cells;
        let mut skips = Vec::new();
        for (z, whose) in &b.skips {
            let zone = self.zone(z);
            let own = self.word(whose, "side", &[("own", true), ("enemy", false)]);
            skips.push((zone?, own?));
        }
        s.laps = vec![(0, 0); s.players * cells];
        let n = track.cells.len();
        for p in 0..s.players {
            for i in 0..n {
                let origin = track.cells[i];
                if !s.is_pit_of(origin, p.narrow()) {
                    continue;
                }
                let at: u16 = s.order.len().narrow();
                for k in 1..=n {
                    let c = track.cells[(i + k) % n];
                    let skipped = skips.iter().any(|&(z, own)| {
                        (0..s.players).any(|q| {
                            (q == p) == own && zones[z as usize].member[q * cells + c as usize]
                        })
                    }) || (c == origin && b.skip_origin.is_some());
                    if !skipped {
                        s.order.push(c);
                    }
                }
                let len = s.order.len() - at as usize;
                if len == 0 {
                    self.layout(
                        "every cell of the track is skipped".to_string(),
                        &b.from.as_ref()?.1,
                    );
                    return None;
                }
                s.laps[p * cells + origin as usize] = (at, len.narrow());
            }
        }
        Some(())
    }
}

/// Each pit's opposite: the first pit of another player on its file.
fn sow_opposites(board: &Board, s: &mut Sowing) -> bool {
    for c in 0..s.cells {
        let owner = s.pit_owner[c];
        if owner == 0 {
            continue;
        }
        let file = board.coords[c].0;
        let opp = (0..s.cells)
            .find(|&d| s.pit_owner[d] != 0 && s.pit_owner[d] != owner && board.coords[d].0 == file);
        match opp {
            Some(d) => s.opposite[c] = d.narrow(),
            None => return false,
        }
    }
    true
}
