//! Where a command's output goes: owns writing a result to stdout or to a file, so that a closed
//! pipe ends the command quietly, a full disk or unwritable file is a clear error with status 1,
//! and no command ever writes over one of its own inputs.

use std::io::Write as _;
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

/// Writes `text` to `sink` and says how it went as an exit code.
pub fn emit(text: &str, sink: Sink) -> ExitCode {
    match sink {
        Sink::Stdout => {
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                // The reader has gone (`| head`): nothing is lost that anyone wanted.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("opforge: cannot write to stdout: {e}");
                    ExitCode::FAILURE
                }
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
