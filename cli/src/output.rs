//! Where a command's output goes: owns writing a result to stdout or to a file, so that a closed
//! pipe ends the command quietly, a full disk or unwritable file is a clear error with status 1,
//! and no command ever writes over one of its own inputs; and [`Console`], the buffered stdout and
//! stderr of a command that writes line by line, with the same handling of write errors.

/// Like `eprintln!`, but a stderr that cannot be written (closed, as by `2>&1 | head -1`) is
/// ignored instead of a panic: there is nowhere left to report it, and the command's work and
/// status must not depend on it.
macro_rules! report {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}
pub(crate) use report;

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

/// The most bytes a command reads from one input file: far beyond any real circuit or program,
/// and a bound for a file that never ends (`/dev/zero`).
pub const INPUT_LIMIT: u64 = 1 << 30;

/// Reads the input file `file` whole: a directory, a file over [`INPUT_LIMIT`] bytes (or one
/// that never ends) and any read error are a message (`cannot read FILE: why`).
pub fn read_bytes(file: &str) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let why = |what: String| format!("cannot read {file}: {what}");
    if Path::new(file).is_dir() {
        return Err(why("it is a directory".into()));
    }
    let f = std::fs::File::open(file).map_err(|e| why(e.to_string()))?;
    let mut bytes = Vec::new();
    f.take(INPUT_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| why(e.to_string()))?;
    if bytes.len() as u64 > INPUT_LIMIT {
        return Err(why(format!("it is larger than {INPUT_LIMIT} bytes")));
    }
    Ok(bytes)
}

/// Reads the input file `file` as UTF-8 text (see [`read_bytes`]); a failure is reported on
/// stderr and gives status 1.
pub fn read_text(file: &str) -> Result<String, ExitCode> {
    let text = read_bytes(file).and_then(|b| {
        String::from_utf8(b).map_err(|e| {
            format!(
                "cannot read {file}: it is not UTF-8 text (byte {})",
                e.utf8_error().valid_up_to()
            )
        })
    });
    text.map_err(|message| {
        report!("opforge: {message}");
        ExitCode::FAILURE
    })
}

/// The mode a file a command creates gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Readable and writable (`0o666` less the umask).
    Plain,
    /// Also executable (`0o777` less the umask): an executable the command wrote.
    Executable,
}

/// Writes `bytes` to the file `path`, which must not be one of `inputs`. A file the command
/// creates gets `mode`; an existing file (or device, such as `/dev/null`) is written as it is
/// and its mode left alone. A directory, a missing directory or any write error is a message on
/// stderr and status 1.
pub fn write_file(path: &Path, bytes: &[u8], inputs: &[PathBuf], mode: Mode) -> ExitCode {
    if let Some(input) = inputs.iter().find(|i| same_file(path, i)) {
        report!(
            "opforge: refusing to write {}: it is the input {}",
            path.display(),
            input.display()
        );
        return ExitCode::FAILURE;
    }
    if path.is_dir() {
        report!(
            "opforge: cannot write {}: it is a directory",
            path.display()
        );
        return ExitCode::FAILURE;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        // Applies only when the file is created.
        options.mode(match mode {
            Mode::Plain => 0o666,
            Mode::Executable => 0o777,
        });
    }
    #[cfg(not(unix))]
    let _ = mode;
    match options
        .open(path)
        .and_then(|mut f| f.write_all(bytes).and_then(|()| f.flush()))
    {
        Ok(()) => {
            report!("wrote {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            report!("opforge: cannot write {}: {e}", path.display());
            ExitCode::FAILURE
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
                        report!("opforge: {message}");
                        ExitCode::FAILURE
                    }
                },
            }
        }
        Sink::File { path, inputs } => write_file(&path, text.as_bytes(), &inputs, Mode::Plain),
    }
}
