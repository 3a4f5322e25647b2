//! Where a command's output goes: owns writing a result to stdout or to a file, so that a closed
//! pipe ends the command quietly, a full disk or unwritable file is a clear error with status 1,
//! and no command ever writes over one of its own inputs; and [`Console`], the buffered stdout and
//! stderr of a command that writes line by line, with the same handling of write errors.

use std::fmt;
use std::io::{BufWriter, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The destination of a command's output.
#[derive(Debug)]
pub enum Sink {
    /// Standard output.
    Stdout,
    /// A file, with the inputs it must not be.
    File {
        /// Where to write.
        path: PathBuf,
        /// The files the command read.
        inputs: Vec<PathBuf>,
    },
}

impl Sink {
    /// The file `out` when one is named (it must not be any of `inputs`), stdout otherwise.
    pub fn of(out: Option<&str>, inputs: &[String]) -> Sink {
        match out {
            Some(path) => Sink::File {
                path: PathBuf::from(path),
                inputs: inputs.iter().map(PathBuf::from).collect(),
            },
            None => Sink::Stdout,
        }
    }
}

/// Whether `a` and `b` name the same file (compared after resolving links, when both exist).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// What a failed write to stdout means: `None` when the reader has gone (`| head`: nothing is
/// lost that anyone wanted), the message to give otherwise (a full disk, ...).
fn stdout_failure(e: &std::io::Error) -> Option<String> {
    (e.kind() != std::io::ErrorKind::BrokenPipe).then(|| format!("cannot write to stdout: {e}"))
}

/// Buffered stdout and stderr for a command that writes many lines: one system call per buffer
/// rather than per line. A closed stdout stops further output quietly; any other write error is
/// reported once, by [`Console::finish`], with status 1. Errors writing stderr are ignored (there
/// is nowhere left to report them).
#[derive(Debug)]
pub struct Console {
    out: BufWriter<std::io::Stdout>,
    err: BufWriter<std::io::Stderr>,
    /// The reader of stdout has gone.
    closed: bool,
    /// Why stdout could not be written, if it could not.
    failed: Option<String>,
}

impl Default for Console {
    fn default() -> Self {
        Self::new()
    }
}

impl Console {
    /// A console with 64 KiB buffers.
    pub fn new() -> Self {
        Console {
            out: BufWriter::with_capacity(1 << 16, std::io::stdout()),
            err: BufWriter::with_capacity(1 << 16, std::io::stderr()),
            closed: false,
            failed: None,
        }
    }

    fn stdout_error(&mut self, e: &std::io::Error) {
        match stdout_failure(e) {
            None => self.closed = true,
            Some(message) => self.failed = Some(message),
        }
    }

    /// Writes to stdout (nothing once stdout has failed or closed).
    pub fn out(&mut self, args: fmt::Arguments<'_>) {
        if self.closed || self.failed.is_some() {
            return;
        }
        if let Err(e) = self.out.write_fmt(args) {
            self.stdout_error(&e);
        }
    }

    /// Writes to stderr, after what is already buffered for stdout (so a terminal shows both in
    /// the order they were written).
    pub fn err(&mut self, args: fmt::Arguments<'_>) {
        self.flush_out();
        let _ = self.err.write_fmt(args);
    }

    fn flush_out(&mut self) {
        if !self.closed
            && self.failed.is_none()
            && let Err(e) = self.out.flush()
        {
            self.stdout_error(&e);
        }
    }

    /// Flushes both streams, so that everything written so far is out (before a slow step).
    pub fn flush(&mut self) {
        self.flush_out();
        let _ = self.err.flush();
    }

    /// Flushes both streams and gives the exit code: `code`, or status 1 with a message when
    /// stdout could not be written (a closed pipe is not a failure).
    pub fn finish(mut self, code: ExitCode) -> ExitCode {
        self.flush();
        match self.failed.take() {
            Some(message) => {
                let _ = writeln!(self.err, "opforge: {message}");
                let _ = self.err.flush();
                ExitCode::FAILURE
            }
            None => code,
        }
    }
}

/// Writes `text` to `sink` and says how it went as an exit code.
pub fn emit(text: &str, sink: Sink) -> ExitCode {
    match sink {
        Sink::Stdout => {
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => match stdout_failure(&e) {
                    None => ExitCode::SUCCESS,
                    Some(message) => {
                        eprintln!("opforge: {message}");
                        ExitCode::FAILURE
                    }
                },
            }
        }
        Sink::File { path, inputs } => {
            if let Some(input) = inputs.iter().find(|i| same_file(&path, i)) {
                eprintln!(
                    "opforge: refusing to write {}: it is the input {}",
                    path.display(),
                    input.display()
                );
                return ExitCode::FAILURE;
            }
            match std::fs::write(&path, text) {
                Ok(()) => {
                    eprintln!("wrote {}", path.display());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("opforge: cannot write {}: {e}", path.display());
                    ExitCode::FAILURE
                }
            }
        }
    }
}
