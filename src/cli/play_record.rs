//! `play --record FILE`: the record of the game being played, journalled
//! after every move and written atomically ([`super::save`]). While the
//! game runs the record goes to a journal beside FILE (`FILE.partial`),
//! rewritten whole before each person's turn (so after every move a person
//! sees) and at most once a second while computers play (a record rewritten
//! after every ply made a 2,700-ply computer game 40 times slower), so an
//! existing FILE stays intact until
//! the new record is complete; at the end the record takes FILE's name and
//! the journal is removed. A signal (SIGTERM, SIGHUP, SIGINT) saves the
//! journal as FILE ([`super::signals`]), like the end of input does. A
//! FILE that is not a regular file (a device, a pipe) is written once, at
//! the end; a failure to write it prints the record instead of losing it.

use std::cell::Cell;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::save::{Durability, replaceable, write_atomic, write_replacing};
use super::signals;

/// Where the record of a game goes.
pub struct Recorder {
    path: PathBuf,
    /// `FILE.partial`, or none for a target that is not a regular file.
    journal: Option<PathBuf>,
    /// When the journal was last written.
    last: Cell<Option<Instant>>,
}

/// How often the journal is rewritten while computers play.
const COMPUTER_JOURNAL: Duration = Duration::from_secs(1);

impl Recorder {
    /// A recorder for `path`. A target that is not a regular file must open
    /// for writing (nothing is written to it yet); a regular one is checked
    /// by the first journal ([`Recorder::journal`]).
    pub fn open(path: &Path) -> Result<Recorder, String> {
        if replaceable(path) {
            let mut name = OsString::from(path.as_os_str());
            name.push(".partial");
            return Ok(Recorder {
                path: path.to_path_buf(),
                journal: Some(PathBuf::from(name)),
                last: Cell::new(None),
            });
        }
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("cannot write the record {}: {e}", path.display()))?;
        Ok(Recorder {
            path: path.to_path_buf(),
            journal: None,
            last: Cell::new(None),
        })
    }

    /// Whether the journal should be rewritten now: always before a
    /// person's turn (`person`) and the first time, else once a second.
    pub fn due(&self, person: bool) -> bool {
        self.journal.is_some()
            && (person
                || self
                    .last
                    .get()
                    .is_none_or(|t| t.elapsed() >= COMPUTER_JOURNAL))
    }

    /// Rewrites the journal with `text`, the record so far. The first call
    /// also installs the signal handler that saves it.
    pub fn journal(&self, text: &str) -> Result<(), String> {
        let Some(journal) = &self.journal else {
            return Ok(());
        };
        signals::journal_writing();
        // Not flushed to the disk: it is there for a stopped process, not a
        // crashed machine, and a flush per move costs milliseconds.
        let written = write_replacing(journal, text.as_bytes(), Durability::Process);
        signals::journal_written();
        self.last.set(Some(Instant::now()));
        written.map_err(|e| {
            format!(
                "cannot write the record {} (its journal {}: {e})",
                self.path.display(),
                journal.display()
            )
        })?;
        signals::save_on_signal(journal, &self.path);
        Ok(())
    }

    /// Writes the final record to FILE and removes the journal. If FILE
    /// cannot be written, the error says where the game is kept (the
    /// journal, rewritten with the final record) or, without one, the
    /// record is printed on standard error.
    pub fn finish(&self, text: &str) -> Result<(), String> {
        let Err(e) = write_atomic(&self.path, text.as_bytes()) else {
            if let Some(journal) = &self.journal {
                let _ = std::fs::remove_file(journal);
            }
            println!("record saved to {}", self.path.display());
            return Ok(());
        };
        let kept = self
            .journal
            .as_ref()
            .filter(|j| write_atomic(j, text.as_bytes()).is_ok());
        match kept {
            Some(j) => Err(format!(
                "cannot write the record {}: {e}; the record is kept in {}",
                self.path.display(),
                j.display()
            )),
            None => {
                eprintln!("{text}");
                Err(format!(
                    "cannot write the record {}: {e}; the record is printed above",
                    self.path.display()
                ))
            }
        }
    }
}
