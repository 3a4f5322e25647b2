//! Running a static executable of [`crate::executable`] under a user-mode emulator of Debian's
//! qemu-user (`qemu-aarch64`, `qemu-riscv64`): owns finding the emulator, the time limit (a program that loops forever is stopped, never waited on), how a run that did not end
//! normally is told (killed by a signal, stopped at the limit, output that is not whole records)
//! and reading the harness's 16-byte records back as [`CaseResult`]s.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::executable::{CaseResult, HarnessError};

/// A user-mode emulator of qemu-user, by its program's name: what runs a target's executables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Emulator(pub &'static str);

/// How long [`Emulator::run`] lets a program run: long enough for every test's batch of cases, short of
/// a hang.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(300);

/// Why a program did not give its records.
#[derive(Debug)]
pub enum RunError {
    /// The emulator is not installed.
    NoQemu {
        /// Its program's name.
        emulator: &'static str,
    },
    /// The executable could not be written or qemu could not be started or waited for.
    Io {
        /// What was being done.
        doing: String,
        /// The error.
        error: std::io::Error,
    },
    /// The caller asked the run to stop (an interrupt), and it was stopped.
    Stopped,
    /// The program ran past its time limit and was stopped.
    TimedOut {
        /// The limit.
        limit: Duration,
    },
    /// The program (qemu, for its guest) was killed by a signal.
    Signal {
        /// The signal's number.
        signal: i32,
    },
    /// qemu exited with a failure status.
    Failed {
        /// The emulator's name.
        emulator: &'static str,
        /// The exit status.
        status: std::process::ExitStatus,
        /// What it wrote to stderr.
        stderr: String,
    },
    /// The output is not a whole number of 16-byte records.
    Torn {
        /// Bytes written.
        bytes: usize,
    },
}

/// The conventional name of a signal the guest may die of.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        15 => "SIGTERM",
        _ => "a signal",
    }
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::NoQemu { emulator } => write!(
                f,
                "{emulator} not found: install Debian's qemu-user (`apt-get install qemu-user`, which .ci/setup does)",
            ),
            RunError::Io { doing, error } => write!(f, "cannot {doing}: {error}"),
            RunError::Stopped => f.write_str("the compiled program was stopped on request"),
            RunError::TimedOut { limit } => write!(
                f,
                "the compiled program ran past the time limit of {} s and was stopped (does it loop forever?)",
                limit.as_secs_f64()
            ),
            RunError::Signal { signal: 11 } => f.write_str(
                "the compiled program was killed by SIGSEGV (a bad memory access; a stack overflow, as from deep recursion, also ends this way)",
            ),
            RunError::Signal { signal } => write!(
                f,
                "the compiled program was killed by {} ({signal})",
                signal_name(*signal)
            ),
            RunError::Failed {
                emulator,
                status,
                stderr,
            } => {
                write!(f, "{emulator} failed ({status})")?;
                let stderr = stderr.trim();
                if stderr.is_empty() {
                    Ok(())
                } else {
                    write!(f, ": {stderr}")
                }
            }
            RunError::Torn { bytes } => write!(
                f,
                "the compiled program wrote {bytes} bytes, not a whole number of 16-byte records"
            ),
        }
    }
}

impl std::error::Error for RunError {}

impl From<RunError> for HarnessError {
    fn from(e: RunError) -> Self {
        HarnessError(e.to_string())
    }
}

impl Emulator {
    /// Where the emulator is, or how to install it.
    pub fn path(self) -> Result<PathBuf, HarnessError> {
        self.find()
            .ok_or_else(|| RunError::NoQemu { emulator: self.0 }.into())
    }

    fn find(self) -> Option<PathBuf> {
        let candidates = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
            .unwrap_or_default();
        candidates
            .into_iter()
            .map(|d| d.join(self.0))
            .find(|p| p.is_file())
    }

    /// Writes `elf` to a file in `dir`, runs it (stopped after [`DEFAULT_TIME_LIMIT`]) and
    /// returns how each case ended.
    pub fn run(self, elf: &[u8], dir: &Path, name: &str) -> Result<Vec<CaseResult>, HarnessError> {
        self.run_for(elf, dir, name, DEFAULT_TIME_LIMIT)
            .map_err(HarnessError::from)
    }

    /// Writes `elf` to the file `dir/name` (created anew: an existing file or link of that name
    /// is removed first, a link never followed; one planted between the two steps is an
    /// error), runs it for at most `limit` and returns how each case ended.
    pub fn run_for(
        self,
        elf: &[u8],
        dir: &Path,
        name: &str,
        limit: Duration,
    ) -> Result<Vec<CaseResult>, RunError> {
        self.run_until(elf, dir, name, limit, &AtomicBool::new(false))
    }

    /// [`Emulator::run_for`], also stopping the program as soon as `stop` is set (by a signal
    /// handler, say).
    pub fn run_until(
        self,
        elf: &[u8],
        dir: &Path,
        name: &str,
        limit: Duration,
        stop: &AtomicBool,
    ) -> Result<Vec<CaseResult>, RunError> {
        let emulator = self.0;
        let qemu = self.find().ok_or(RunError::NoQemu { emulator })?;
        std::fs::create_dir_all(dir).map_err(|error| RunError::Io {
            doing: format!("create {}", dir.display()),
            error,
        })?;
        let path = dir.join(name);
        // Removing a link removes the link, not what it names.
        let _ = std::fs::remove_file(&path);
        write_new_executable(&path, elf).map_err(|error| RunError::Io {
            doing: format!("write {}", path.display()),
            error,
        })?;
        let child = Command::new(qemu)
            .arg(&path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| RunError::Io {
                doing: format!("start {emulator}"),
                error,
            })?;
        let (status, stdout, stderr) = wait_for(child, limit, stop)?;
        if !status.success() {
            #[cfg(unix)]
            {
                use std::os::unix::process::ExitStatusExt as _;
                if let Some(signal) = status.signal() {
                    return Err(RunError::Signal { signal });
                }
            }
            // qemu-user reports a guest killed by a signal as its own exit status 128 + signal
            // after printing "qemu: uncaught target signal".
            let stderr = String::from_utf8_lossy(&stderr).into_owned();
            if let Some(code) = status.code()
                && stderr.contains("uncaught target signal")
                && code > 128
            {
                return Err(RunError::Signal { signal: code - 128 });
            }
            return Err(RunError::Failed {
                emulator,
                status,
                stderr,
            });
        }
        records(&stdout)
    }
}

/// Creates `path` (which must not exist) executable by its owner and writes `bytes` to it.
fn write_new_executable(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o700);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

type Output = (std::process::ExitStatus, Vec<u8>, Vec<u8>);

/// Waits for `child` at most `limit`, reading its stdout and stderr meanwhile (so a program that
/// writes much does not block on a full pipe); kills it past the limit or once `stop` is set.
fn wait_for(mut child: Child, limit: Duration, stop: &AtomicBool) -> Result<Output, RunError> {
    let reader = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let out = reader(child.stdout.take().map(|p| Box::new(p) as _));
    let err = reader(child.stderr.take().map(|p| Box::new(p) as _));
    let deadline = Instant::now() + limit;
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if stop.load(Ordering::Relaxed) => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = (out.join(), err.join());
                return Err(RunError::Stopped);
            }
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(50));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = (out.join(), err.join());
                return Err(RunError::TimedOut { limit });
            }
            Err(error) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(RunError::Io {
                    doing: "wait for the emulator".into(),
                    error,
                });
            }
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    Ok((status, stdout, stderr))
}

/// The harness's records: a status word (0, or a trap code) and a 64-bit result each.
fn records(stdout: &[u8]) -> Result<Vec<CaseResult>, RunError> {
    if !stdout.len().is_multiple_of(16) {
        return Err(RunError::Torn {
            bytes: stdout.len(),
        });
    }
    Ok(stdout
        .chunks_exact(16)
        .map(|r| {
            let word = |i: usize| {
                let mut b = [0u8; 8];
                b.copy_from_slice(&r[i..i + 8]);
                u64::from_le_bytes(b)
            };
            match word(0) {
                0 => CaseResult::Returned(word(8) as i64),
                code => CaseResult::Trapped(code, word(8) as i64),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_read_whole_and_torn_output_is_an_error() {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(&0u64.to_le_bytes());
        bytes.extend_from_slice(&(-5i64).to_le_bytes());
        bytes.extend_from_slice(&3u64.to_le_bytes());
        bytes.extend_from_slice(&7i64.to_le_bytes());
        assert_eq!(
            records(&bytes).expect("whole"),
            [CaseResult::Returned(-5), CaseResult::Trapped(3, 7)]
        );
        assert_eq!(
            records(&bytes[..20]).unwrap_err().to_string(),
            "the compiled program wrote 20 bytes, not a whole number of 16-byte records"
        );
    }

    /// A process that would run for 30 s.
    fn sleeper() -> Child {
        Command::new("sleep")
            .arg("30")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sleep runs")
    }

    #[test]
    fn a_program_past_its_limit_is_stopped() {
        let child = sleeper();
        let e = wait_for(child, Duration::from_millis(100), &AtomicBool::new(false)).unwrap_err();
        assert!(matches!(e, RunError::TimedOut { .. }), "{e}");
        // A stop request ends the wait at once, long before the limit.
        let child = sleeper();
        let e = wait_for(child, Duration::from_secs(60), &AtomicBool::new(true)).unwrap_err();
        assert!(matches!(e, RunError::Stopped), "{e}");
    }

    #[test]
    fn the_executable_is_never_written_through_an_existing_name() {
        let dir = std::env::temp_dir().join(format!("opforge-qemu-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let victim = dir.join("victim");
        std::fs::write(&victim, b"keep").expect("victim");
        #[cfg(unix)]
        std::os::unix::fs::symlink(&victim, dir.join("exe")).expect("link");
        let e = write_new_executable(&dir.join("exe"), b"\x7fELF");
        assert!(e.is_err());
        assert_eq!(std::fs::read(&victim).expect("victim"), b"keep");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
