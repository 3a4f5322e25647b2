//! Runs the `opforge` binary under a deadline, with standard input given and its output capped, so
//! that a test of hostile input fails (instead of hanging or filling memory) when the command is
//! slow or prints without bound.

// Each test file that includes this one uses its own part of it.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a run of `opforge` did.
pub struct Run {
    /// The exit code; `None` when the deadline passed and the command was killed, or a signal
    /// ended it.
    pub code: Option<i32>,
    /// Up to [`KEEP`] bytes of standard output.
    pub stdout: String,
    /// Up to [`KEEP`] bytes of standard error.
    pub stderr: String,
    /// Bytes written to standard output in all.
    pub stdout_len: usize,
    /// Bytes written to standard error in all.
    pub stderr_len: usize,
    /// How long the command ran.
    pub took: Duration,
}

/// How much of each output stream a [`Run`] keeps.
pub const KEEP: usize = 1 << 20;

/// Reads `stream` to its end, keeping its first [`KEEP`] bytes and counting all of them.
fn drain(mut stream: impl Read + Send + 'static) -> thread::JoinHandle<(Vec<u8>, usize)> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut total = 0;
        let mut buf = vec![0; 1 << 16];
        while let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                break;
            }
            total += n;
            let room = KEEP.saturating_sub(kept.len()).min(n);
            kept.extend_from_slice(&buf[..room]);
        }
        (kept, total)
    })
}

/// Runs `opforge args` from the workspace root with `stdin` as its input, killing it after
/// `deadline`.
pub fn opforge_within(args: &[&str], stdin: &[u8], deadline: Duration) -> Run {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run opforge");
    let out = drain(child.stdout.take().expect("stdout"));
    let err = drain(child.stderr.take().expect("stderr"));
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_vec();
    // A command that does not read its input closes the pipe: the write then fails, harmlessly.
    let feed = thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let code = loop {
        match child.try_wait().expect("wait for opforge") {
            Some(status) => break status.code(),
            None if start.elapsed() > deadline => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => thread::sleep(Duration::from_millis(5)),
        }
    };
    let took = start.elapsed();
    let _ = feed.join();
    let (stdout, stdout_len) = out.join().expect("stdout reader");
    let (stderr, stderr_len) = err.join().expect("stderr reader");
    Run {
        code,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        stdout_len,
        stderr_len,
        took,
    }
}

/// Writes `bytes` to a file in the temporary directory, unique to this process and `name`.
pub fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let path = std::env::temp_dir().join(format!("opforge-hostile-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).expect("write a scratch file");
    path
}

/// Asserts that `run` ended by itself, without a panic.
#[track_caller]
pub fn no_panic(run: &Run, what: &str) {
    assert!(
        run.code.is_some(),
        "{what}: killed after {:?} (or ended by a signal)",
        run.took
    );
    assert_ne!(run.code, Some(101), "{what}: exit 101\n{}", run.stderr);
    assert!(
        !run.stderr.contains("panicked"),
        "{what}: panicked\n{}",
        run.stderr
    );
}
