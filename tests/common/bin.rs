//! Running the `ludus` binary from a test: its exit code, its output and
//! how long it took, with a watchdog so that a hang fails the test instead
//! of stalling the run.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one run may take before it is killed as hung. Generous on
/// purpose: it only turns a hang into a failure, and a run of the test
/// profile on a loaded two-core machine (other test binaries beside it)
/// may take many times its quiet-machine time; no test run takes more
/// than a few seconds on a quiet one.
pub const LIMIT: Duration = Duration::from_secs(300);

/// What a run of ludus gave.
pub struct Run {
    /// The exit code; `None` if a signal ended the process (a stack
    /// overflow aborts).
    pub code: Option<i32>,
    pub out: String,
    pub err: String,
    pub took: Duration,
}

/// Runs ludus in the project folder (so that `games/...` paths work) with
/// `stdin` as its input (`None`: stdin closed at once).
pub fn run_ludus(args: &[&str], stdin: Option<&str>) -> Run {
    let t = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludus"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ludus runs");
    let mut input = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).expect("write stdin");
    }
    drop(input);
    // A hang is a failure, not a stuck test run: kill it after LIMIT.
    let pid = child.id();
    let (done, waiting) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if waiting.recv_timeout(LIMIT).is_err() {
            let _ = Command::new("kill").arg(pid.to_string()).status();
        }
    });
    let out = child.wait_with_output().expect("ludus finishes");
    let _ = done.send(());
    let _ = watchdog.join();
    Run {
        code: out.status.code(),
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        err: String::from_utf8_lossy(&out.stderr).into_owned(),
        took: t.elapsed(),
    }
}

/// Runs ludus with `stdin` as its input: exit code (-1 if killed), standard
/// output and standard error.
pub fn ludus(args: &[&str], stdin: &str) -> (i32, String, String) {
    let r = run_ludus(args, Some(stdin));
    (r.code.unwrap_or(-1), r.out, r.err)
}
