//! How much ludus reads: every file and text it is given is bounded, so
//! that `/dev/zero` or a runaway file gets a clear refusal instead of
//! eating the memory. Imports nothing from the crate.

use std::io::Read;
use std::path::Path;

/// The most a rule file (`.game`, and each file it extends) may hold.
pub const RULE_FILE: u64 = 16 * 1024 * 1024;
/// The most a game record or a file of games may hold.
pub const RECORD: u64 = 256 * 1024 * 1024;
/// The most a position text may hold.
pub const POSITION: usize = 1024 * 1024;

/// A size in words: `16 MiB`, `1 MiB`, `512 bytes`.
pub fn size_text(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// The bytes of the file at `path`, refused (an `InvalidData` error that
/// says so) if it holds more than `limit`. Reads at most `limit + 1`
/// bytes, so an endless file (`/dev/zero`) stops at once.
pub fn read(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limit {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("it is larger than {}, too large to read", size_text(limit)),
        ));
    }
    Ok(bytes)
}

/// [`read`] as UTF-8 text; text that is not UTF-8 is an `InvalidData`
/// error.
pub fn read_text(path: &Path, limit: u64) -> std::io::Result<String> {
    String::from_utf8(read(path, limit)?).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "it is not UTF-8 text".to_string(),
        )
    })
}
