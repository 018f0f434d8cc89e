//! The language's built-in words: the absolute and player-relative
//! directions, their long aliases, and the built-in direction groups.
//! Both the parser (for its help texts) and the checker read them.

/// The eight absolute directions of a square grid.
pub(crate) const ABS_DIRS: [(&str, i8, i8); 8] = [
    ("n", 0, 1),
    ("ne", 1, 1),
    ("e", 1, 0),
    ("se", 1, -1),
    ("s", 0, -1),
    ("sw", -1, -1),
    ("w", -1, 0),
    ("nw", -1, 1),
];

/// Player-relative directions: eighth-turns clockwise from `forward`.
pub(crate) const REL_DIRS: [(&str, usize); 8] = [
    ("forward", 0),
    ("forward-right", 1),
    ("right", 2),
    ("backward-right", 3),
    ("backward", 4),
    ("backward-left", 5),
    ("left", 6),
    ("forward-left", 7),
];

pub(crate) const BUILTIN_GROUPS: [(&str, &[&str]); 3] = [
    ("orthogonal", &["n", "e", "s", "w"]),
    ("diagonal", &["ne", "se", "sw", "nw"]),
    (
        "all-directions",
        &["n", "ne", "e", "se", "s", "sw", "w", "nw"],
    ),
];

/// Whether the absolute direction `d` (an index of [`ABS_DIRS`]) joins two
/// neighbours on a hex board (`grid W x H hex`): all but ne and sw.
pub(crate) fn is_hex_dir(d: usize) -> bool {
    !matches!(ABS_DIRS.get(d), Some(("ne" | "sw", _, _)))
}

/// Long names of the absolute directions, for "did you mean" help only:
/// the language writes them `n`, `ne`, ...
pub(crate) fn dir_alias(word: &str) -> Option<&'static str> {
    let w: String = word
        .to_ascii_lowercase()
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .collect();
    Some(match w.as_str() {
        "north" => "n",
        "northeast" => "ne",
        "east" => "e",
        "southeast" => "se",
        "south" => "s",
        "southwest" => "sw",
        "west" => "w",
        "northwest" => "nw",
        _ => return None,
    })
}
