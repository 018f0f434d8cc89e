//! Arbitrary text → parse + check. Must never panic, and every diagnostic's
//! primary span must lie within the source (on char boundaries).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(diags) = ludus::compile(ludus::Source::named("fuzz.game", src)).into_result() {
        assert!(!diags.is_empty(), "a rejected file must have a diagnostic");
        for d in &diags {
            if let Some(span) = d.primary_span() {
                let end = span
                    .start
                    .checked_add(span.len)
                    .expect("span end overflows");
                assert!(
                    end <= src.len(),
                    "span {span:?} outside a source of {} bytes: {}",
                    src.len(),
                    d.message
                );
                assert!(
                    src.is_char_boundary(span.start) && src.is_char_boundary(end),
                    "span {span:?} not on char boundaries: {}",
                    d.message
                );
            }
            // Rendering (miette, with the source lines) must not panic either.
            let _ = d.render_plain();
        }
    }
});
