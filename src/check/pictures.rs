//! `picture { ... }`: how pictures draw the board. Names resolve as
//! anywhere else (a zone, a track, the store), with "did you mean".

use crate::ir::{CellShape, Picture};
use crate::syntax::PictureStmt;

use super::Checker;

/// The cell shapes a picture may ask for.
const SHAPES: &[(&str, CellShape)] = &[
    ("squares", CellShape::Squares),
    ("circles", CellShape::Circles),
];

impl Checker<'_> {
    /// Every `picture` block's statements (several blocks add up).
    pub(super) fn picture(&mut self) -> Picture {
        let ast = self.ast;
        let mut pic = Picture::default();
        for st in ast.pictures.iter().flat_map(|b| &b.stmts) {
            match st {
                PictureStmt::Cells(shape) => {
                    if let Some(s) = self.word(shape, "a cell shape", SHAPES) {
                        pic.cells = s;
                    }
                }
                PictureStmt::Arrows(t) => {
                    match self.track_names.iter().position(|n| *n == t.text) {
                        Some(i) => pic.arrows.extend(u8::try_from(i).ok()),
                        None => {
                            let cands = self.track_names.clone();
                            self.unknown(t, "a track", cands);
                        }
                    }
                }
                PictureStmt::Colour(zones) => {
                    for z in zones {
                        pic.colour.extend(self.zone(z));
                    }
                }
                PictureStmt::Legend(text) => pic.legend.push(text.clone()),
                PictureStmt::Store(s, z) => {
                    if self.store.as_deref() != Some(s.text.as_str()) {
                        let cands = self.store.iter().cloned().collect();
                        self.unknown(s, "a store", cands);
                    }
                    pic.store_beside = self.zone(z);
                }
            }
        }
        pic
    }
}
