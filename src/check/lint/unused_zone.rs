//! `ludus::unused-zone`: a zone that nothing uses.

use super::LintWarning;
use crate::syntax::ZoneDef;

use super::Uses;

/// The warning for zone `z`, if no name use is of it.
pub(super) fn check(z: &ZoneDef, uses: &Uses) -> Option<LintWarning> {
    if uses.zones.contains(&z.name.text.as_str()) {
        return None;
    }
    Some(LintWarning::UnusedZone {
        zone: z.name.text.clone(),
        span: z.name.span,
    })
}
