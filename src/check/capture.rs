//! The criteria of `mandatory capture: …`: which captures are kept when
//! several are possible (`most pieces`, `most value`, `by KIND`, `most
//! KIND`, `earliest KIND`).

use crate::ir::Criterion;
use crate::syntax::Name;

use super::Checker;

/// What a criterion's first word asks for.
#[derive(Clone, Copy)]
enum Ask {
    Most,
    By,
    Earliest,
}

impl Checker<'_> {
    /// The criteria, in order; a criterion with a wrong word is reported
    /// and left out.
    pub(super) fn capture_criteria(&mut self, criteria: &[(Name, Name)]) -> Vec<Criterion> {
        let mut out = Vec::new();
        for (first, second) in criteria {
            let ask = self.word(
                first,
                "capture criterion",
                &[("most", Ask::Most), ("by", Ask::By), ("earliest", Ask::Earliest)],
            );
            let c = match ask {
                Some(Ask::Most) if second.text == "pieces" => Some(Criterion::MostPieces),
                Some(Ask::Most) if second.text == "value" => Some(Criterion::MostValue),
                Some(Ask::Most) => self.piece(second).map(Criterion::MostOf),
                Some(Ask::By) => self.piece(second).map(Criterion::By),
                Some(Ask::Earliest) => self.piece(second).map(Criterion::EarliestOf),
                None => None,
            };
            out.extend(c);
        }
        out
    }
}
