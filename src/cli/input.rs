//! A person's input in `ludus play`: at a terminal, a line editor
//! (rustyline: editing with the arrow keys, Home and End, and the history of
//! this game's lines with Up and Down); otherwise (a pipe, a file, a test)
//! plain lines, each read with a bound.

use std::io::{BufRead, IsTerminal, Read, Write};

use rustyline::DefaultEditor;
use rustyline::error::ReadlineError;

/// The longest line a person may type: a longer one (or endless input
/// without a newline) ends the input.
pub const MAX_LINE: u64 = 64 * 1024;

/// Where a person's lines come from.
pub enum Input {
    /// A terminal, with line editing and history.
    Editor(Box<DefaultEditor>),
    /// Anything else: lines read with a bound.
    Lines(Box<dyn Iterator<Item = std::io::Result<String>>>),
}

impl Input {
    /// The line editor when both the input and the output are a terminal
    /// (and the editor starts), else plain lines from standard input.
    pub fn from_stdin() -> Input {
        if std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal()
            && let Ok(editor) = DefaultEditor::new()
        {
            return Input::Editor(Box::new(editor));
        }
        Input::Lines(Box::new(bounded_lines(std::io::stdin().lock())))
    }

    /// Shows `prompt` and reads one line (without its line break); `None`
    /// at the end of input (Ctrl-D, or Ctrl-C at the editor).
    pub fn read(&mut self, prompt: &str) -> Option<std::io::Result<String>> {
        match self {
            Input::Editor(editor) => match editor.readline(prompt) {
                Ok(line) if u64::try_from(line.len()).is_ok_and(|n| n > MAX_LINE) => Some(Err(
                    std::io::Error::new(std::io::ErrorKind::InvalidData, "line too long"),
                )),
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Some(Ok(line))
                }
                Err(ReadlineError::Eof | ReadlineError::Interrupted) => None,
                Err(e) => Some(Err(std::io::Error::other(e.to_string()))),
            },
            Input::Lines(lines) => {
                print!("{prompt}");
                let _ = std::io::stdout().flush();
                lines.next()
            }
        }
    }
}

/// The lines of `input`, each read with a bound ([`MAX_LINE`]); a longer
/// line is an error, which stops the game like the end of input.
pub fn bounded_lines(
    mut input: impl BufRead + 'static,
) -> impl Iterator<Item = std::io::Result<String>> {
    std::iter::from_fn(move || {
        let mut line = String::new();
        match (&mut input).take(MAX_LINE).read_line(&mut line) {
            Ok(0) => None,
            Ok(n) if !line.ends_with('\n') && u64::try_from(n).is_ok_and(|n| n >= MAX_LINE) => {
                Some(Err(std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    "line too long",
                )))
            }
            Ok(_) => Some(Ok(line.trim_end_matches(['\n', '\r']).to_string())),
            Err(e) => Some(Err(e)),
        }
    })
}
