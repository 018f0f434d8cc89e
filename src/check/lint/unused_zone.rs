//! `ludus::unused-zone`: a zone that nothing uses.

use crate::diag::Diagnostic;
use crate::syntax::ZoneDef;

use super::Uses;

/// The warning for zone `z`, if no name use is of it.
pub(super) fn check(z: &ZoneDef, uses: &Uses) -> Option<Diagnostic> {
    if uses.zones.contains(&z.name.text.as_str()) {
        return None;
    }
    Some(
        Diagnostic::warning(
            "ludus::unused-zone",
            format!("zone `{}` is never used", z.name.text),
        )
        .label(z.name.span, "defined here, used nowhere")
        .help(format!(
            "use it in a promotion (`promote KIND on {0}`) or a condition (`if in {0}`), or remove it",
            z.name.text
        )),
    )
}
