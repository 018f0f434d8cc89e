//! `play --record FILE`: the record of the game being played, journalled
//! after every move and written atomically ([`super::save`]). While the
//! game runs the record goes to a journal beside FILE (`FILE.partial`),
//! rewritten whole after each move, so an existing FILE stays intact until
//! the new record is complete; at the end the record takes FILE's name and
//! the journal is removed. A signal (SIGTERM, SIGHUP, SIGINT) saves the
//! journal as FILE ([`super::signals`]), like the end of input does. A
//! FILE that is not a regular file (a device, a pipe) is written once, at
//! the end; a failure to write it prints the record instead of losing it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::save::{replaceable, write_atomic};
use super::signals;

/// Where the record of a game goes.
pub struct Recorder {
    path: PathBuf,
    /// `FILE.partial`, or none for a target that is not a regular file.
    journal: Option<PathBuf>,
}

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
            });
        }
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("cannot write the record {}: {e}", path.display()))?;
        Ok(Recorder {
            path: path.to_path_buf(),
            journal: None,
        })
    }

    /// Rewrites the journal with `text`, the record so far. The first call
    /// also installs the signal handler that saves it.
    pub fn journal(&self, text: &str) -> Result<(), String> {
        let Some(journal) = &self.journal else {
            return Ok(());
        };
        signals::journal_writing();
        let written = write_atomic(journal, text.as_bytes());
        signals::journal_written();
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
