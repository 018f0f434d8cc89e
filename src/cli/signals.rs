//! `play --record` stopped by a signal (SIGTERM, SIGHUP, SIGINT outside the
//! line editor) saves its game like the end of input: the record journalled
//! after the last move takes the record's name, then the process exits.
//!
//! The handler does only what a signal handler may (POSIX's
//! async-signal-safe calls): `rename`, `write` and `_exit`, on paths and a
//! message prepared before it is installed. A journal being rewritten when
//! the signal comes is finished first: the handler then only marks the
//! signal, and [`journal_written`] acts on it.

use std::ffi::CString;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

/// The journal, the record and the message, as C strings.
struct Saved {
    journal: CString,
    record: CString,
    message: CString,
}

static SAVED: OnceLock<Saved> = OnceLock::new();
/// The journal is being rewritten: a signal waits for the end.
static WRITING: AtomicBool = AtomicBool::new(false);
/// A signal that came while the journal was rewritten (0: none).
static PENDING: AtomicI32 = AtomicI32::new(0);

/// Installs the handler for SIGTERM, SIGHUP and SIGINT: on one of them the
/// file `journal` is renamed to `record` and the process exits (128 + the
/// signal's number). Returns false if the paths cannot be C strings (a NUL
/// in them) or the handler was already installed.
pub fn save_on_signal(journal: &Path, record: &Path) -> bool {
    let c = |p: &Path| CString::new(p.as_os_str().as_encoded_bytes()).ok();
    let (Some(journal), Some(record)) = (c(journal), c(record)) else {
        return false;
    };
    let message = format!(
        "\nstopped by a signal: record saved to {} (the moves so far)\n",
        Path::new(&*record.to_string_lossy()).display()
    );
    let Ok(message) = CString::new(message) else {
        return false;
    };
    if SAVED
        .set(Saved {
            journal,
            record,
            message,
        })
        .is_err()
    {
        return false;
    }
    for sig in [libc::SIGTERM, libc::SIGHUP, libc::SIGINT] {
        // SAFETY: `on_signal` is an `extern "C" fn(c_int)` that makes only
        // async-signal-safe calls; installing it changes no Rust state.
        unsafe {
            libc::signal(sig, on_signal as *const () as libc::sighandler_t);
        }
    }
    true
}

/// Marks the start of a rewrite of the journal.
pub fn journal_writing() {
    WRITING.store(true, Ordering::SeqCst);
}

/// Marks its end: a signal that came meanwhile is acted on now.
pub fn journal_written() {
    WRITING.store(false, Ordering::SeqCst);
    let sig = PENDING.swap(0, Ordering::SeqCst);
    if sig != 0 {
        finish(sig);
    }
}

extern "C" fn on_signal(sig: libc::c_int) {
    if WRITING.load(Ordering::SeqCst) {
        PENDING.store(sig, Ordering::SeqCst);
        return;
    }
    finish(sig);
}

/// Renames the journal to the record, says so, and exits.
fn finish(sig: libc::c_int) {
    if let Some(s) = SAVED.get() {
        // SAFETY: `rename`, `write` and `_exit` are async-signal-safe; the
        // pointers are NUL-terminated strings alive for the whole program
        // (`SAVED` is never dropped).
        unsafe {
            if libc::rename(s.journal.as_ptr(), s.record.as_ptr()) == 0 {
                let m = s.message.as_bytes();
                let _ = libc::write(1, m.as_ptr().cast(), m.len());
            }
        }
    }
    // SAFETY: ends the process at once, as the signal would have.
    unsafe { libc::_exit(128 + sig) }
}
