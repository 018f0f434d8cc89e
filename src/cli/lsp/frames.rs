//! The server's own transport over standard input and output, with bounds:
//! `lsp-server`'s stdio reader allocates whatever a `Content-Length` header
//! says (a header of 99999999999 aborted the process) and stops at the
//! first body that is not JSON. Here a header line is read with a bound, a
//! frame over [`FRAME`] is skipped without being kept (its bytes read into
//! nothing) and refused by a logged error, and a body that is not a
//! message is refused the same way; the server goes on with the next
//! frame.

use std::io::{self, BufRead, Read, Write};
use std::thread::JoinHandle;

use lsp_server::{Connection, Message, Notification};
use lsp_types::notification::{LogMessage, Notification as _};
use lsp_types::{LogMessageParams, MessageType};

/// The largest frame the server reads: a document of 16 MiB
/// (`limits::RULE_FILE`) with room for its JSON escapes.
pub const FRAME: usize = 64 * 1024 * 1024;
/// The longest header line.
const HEADER_LINE: u64 = 4096;

/// What one frame gave.
enum Frame {
    Message(Message),
    /// A frame refused, and why.
    Refused(String),
}

/// A connection over stdin and stdout, and the threads that carry it.
pub fn stdio() -> (Connection, Vec<JoinHandle<()>>) {
    let (server, client) = Connection::memory();
    let to_client = server.sender.clone();
    let reader = std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        loop {
            match read_frame(&mut input) {
                Ok(Some(Frame::Message(msg))) => {
                    let exit = matches!(&msg, Message::Notification(n) if n.method == "exit");
                    if client.sender.send(msg).is_err() || exit {
                        break;
                    }
                }
                Ok(Some(Frame::Refused(why))) => {
                    let _ = to_client.send(log_error(why));
                }
                Ok(None) | Err(_) => break,
            }
        }
        // Dropping the client's sender ends the server's loop.
    });
    let client_in = client.receiver;
    let writer = std::thread::spawn(move || {
        let stdout = io::stdout();
        let mut out = stdout.lock();
        for msg in client_in {
            if msg.write(&mut out).is_err() || out.flush().is_err() {
                break;
            }
        }
    });
    (server, vec![reader, writer])
}

/// A `window/logMessage` error.
pub fn log_error(message: String) -> Message {
    let params = LogMessageParams {
        typ: MessageType::ERROR,
        message,
    };
    Message::Notification(Notification::new(
        LogMessage::METHOD.to_string(),
        serde_json::to_value(params).unwrap_or_default(),
    ))
}

/// Reads one frame: `None` at the end of input; an error if the input
/// breaks off inside a frame.
fn read_frame(input: &mut impl BufRead) -> io::Result<Option<Frame>> {
    let mut size: Option<Result<usize, String>> = None;
    let mut any = false;
    loop {
        let mut line = Vec::new();
        input
            .by_ref()
            .take(HEADER_LINE)
            .read_until(b'\n', &mut line)?;
        if line.is_empty() {
            return if any {
                Err(io::ErrorKind::UnexpectedEof.into())
            } else {
                Ok(None)
            };
        }
        any = true;
        if !line.ends_with(b"\n") {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "header line too long",
            ));
        }
        let line = String::from_utf8_lossy(&line);
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.trim().eq_ignore_ascii_case("Content-Length")
        {
            let value = value.trim();
            size = Some(value.parse::<usize>().map_err(|_| value.to_string()));
        }
    }
    let size = match size {
        Some(Ok(n)) => n,
        Some(Err(v)) => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("Content-Length `{v}` is not a number"),
            ));
        }
        None => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "no Content-Length",
            ));
        }
    };
    if size > FRAME {
        // Read past the body without keeping it; the stream goes on after.
        let skipped = io::copy(
            &mut input.by_ref().take(u64::try_from(size).unwrap_or(u64::MAX)),
            &mut io::sink(),
        )?;
        return Ok(Some(Frame::Refused(format!(
            "ludus lsp: a message of {size} bytes was refused (the limit is {} MiB); \
             {skipped} bytes skipped",
            FRAME / (1024 * 1024)
        ))));
    }
    let mut body = vec![0; size];
    input.read_exact(&mut body)?;
    Ok(Some(match serde_json::from_slice::<Message>(&body) {
        Ok(msg) => Frame::Message(msg),
        Err(e) => Frame::Refused(format!(
            "ludus lsp: a message that is not JSON-RPC was refused: {e}"
        )),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8]) -> Vec<Result<String, String>> {
        let mut r = io::BufReader::new(input);
        let mut out = Vec::new();
        loop {
            match read_frame(&mut r) {
                Ok(Some(Frame::Message(m))) => out.push(Ok(format!("{m:?}"))),
                Ok(Some(Frame::Refused(why))) => out.push(Err(why)),
                Ok(None) => return out,
                Err(e) => {
                    out.push(Err(format!("error: {e}")));
                    return out;
                }
            }
        }
    }

    #[test]
    fn a_huge_content_length_is_refused_without_allocating_it() {
        let exit = r#"{"jsonrpc":"2.0","method":"exit"}"#;
        let input = format!(
            "Content-Length: 99999999999\r\n\r\nabc\
             Content-Length: {}\r\n\r\n{exit}",
            exit.len()
        );
        let got = frames(input.as_bytes());
        // The oversized frame eats the rest of the (short) input: one
        // refusal, then the end.
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(
            got[0]
                .as_ref()
                .is_err_and(|e| e.contains("99999999999 bytes was refused")),
            "{got:?}"
        );
    }

    #[test]
    fn a_bad_body_is_refused_and_the_next_frame_read() {
        let exit = r#"{"jsonrpc":"2.0","method":"exit"}"#;
        let input = format!(
            "Content-Length: 5\r\n\r\nhello\
             Content-Length: {}\r\n\r\n{exit}",
            exit.len()
        );
        let got = frames(input.as_bytes());
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got[0].is_err() && got[1].as_ref().is_ok_and(|m| m.contains("exit")));
        let got = frames(b"Content-Length: x\r\n\r\n");
        assert!(got[0].as_ref().is_err_and(|e| e.contains("not a number")));
        let got = frames(&[b'a'; 10_000]);
        assert!(got[0].as_ref().is_err_and(|e| e.contains("too long")));
    }
}
