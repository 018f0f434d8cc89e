//! Writing a file whole or not at all: the one helper `play --record`,
//! `fmt` in place and `render -o` write with. The text goes to a new
//! temporary file in the same folder, is flushed to the disk, and then
//! takes the target's name by a rename, so that a reader (or a crash, a
//! kill, a full disk) sees the old file or the new one, never half of one.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Writes `bytes` to `path` atomically (a temporary file in the same
/// folder, then a rename). An existing file keeps its permissions. A
/// target that exists and is not a regular file (a device such as
/// `/dev/null` or `/dev/full`, a pipe) cannot be replaced by a rename: it
/// is written in place, and an error (`/dev/full`: no space left) is
/// returned as it comes. A symbolic link is followed: the file it points
/// to is replaced, the link kept.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_replacing(path, bytes, Durability::Disk)
}

/// How far a write made by [`write_replacing`] survives.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Durability {
    /// A crash of the machine: the new file is flushed to the disk before
    /// it takes the target's name.
    Disk,
    /// A process killed at any moment (not the machine): no flush, for a
    /// file rewritten often (`play`'s journal).
    Process,
}

/// [`write_atomic`] with the durability chosen.
pub fn write_replacing(path: &Path, bytes: &[u8], durability: Durability) -> io::Result<()> {
    if let Ok(meta) = fs::metadata(path)
        && !meta.is_file()
    {
        if meta.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a folder",
            ));
        }
        let mut f = OpenOptions::new().write(true).open(path)?;
        f.write_all(bytes)?;
        return f.flush();
    }
    let target = resolved(path);
    let tmp = temp_name(&target);
    let written =
        write_new(&tmp, &target, bytes, durability).and_then(|()| fs::rename(&tmp, &target));
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// Whether `path` names a regular file or nothing yet (so that a rename can
/// put a new file there).
pub fn replaceable(path: &Path) -> bool {
    fs::metadata(path).is_err_and(|e| e.kind() == io::ErrorKind::NotFound)
        || fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// The file a symbolic link points to (links followed), else `path`.
fn resolved(path: &Path) -> PathBuf {
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    }
}

/// A fresh temporary name beside `target`: `.NAME.PID-N.tmp`.
fn temp_name(target: &Path) -> PathBuf {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let name = target
        .file_name()
        .map_or_else(|| "ludus".into(), |n| n.to_string_lossy().into_owned());
    let tmp = format!(".{name}.{}-{n}.tmp", std::process::id());
    match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(tmp),
        _ => PathBuf::from(tmp),
    }
}

/// Creates `tmp` (never an existing file), writes `bytes` and flushes them
/// to the disk, with the permissions of `target` if it exists.
fn write_new(tmp: &Path, target: &Path, bytes: &[u8], durability: Durability) -> io::Result<()> {
    let mut f = OpenOptions::new().write(true).create_new(true).open(tmp)?;
    f.write_all(bytes)?;
    if durability == Durability::Disk {
        f.sync_all()?;
    }
    if let Ok(meta) = fs::metadata(target) {
        f.set_permissions(meta.permissions())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ludus-save-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp folder");
        dir
    }

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_file_stays() {
        let dir = folder("replace");
        let path = dir.join("a.txt");
        fs::write(&path, "old").expect("write");
        write_atomic(&path, b"new text").expect("atomic write");
        assert_eq!(fs::read_to_string(&path).expect("read"), "new text");
        let names: Vec<_> = fs::read_dir(&dir).expect("list").collect();
        assert_eq!(names.len(), 1, "only the target is left");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let dir = folder("fail");
        let path = dir.join("missing-folder").join("a.txt");
        assert!(write_atomic(&path, b"x").is_err());
        let full = Path::new("/dev/full");
        if full.exists() {
            let e = write_atomic(full, b"x").expect_err("/dev/full is full");
            assert_eq!(e.raw_os_error(), Some(28), "ENOSPC: {e}");
            assert!(!replaceable(full));
        }
        let _ = fs::remove_dir_all(&dir);
    }
}
