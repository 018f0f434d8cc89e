//! The page: plain HTML, CSS and JavaScript embedded in the binary (no
//! build step). The lobby at `/`, a seat's game at `/play/ID/TOKEN`.

pub const HTML: &str = include_str!("page.html");
