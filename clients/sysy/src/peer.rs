//! The gcc peer: a SysY program compiled as C by `aarch64-linux-gnu-gcc` with this crate's C
//! runtime library (`runtime/sylib.c`, `runtime/sylib.h` force-included) and run under
//! `qemu-aarch64`. The tests check the runtime library with it; benchmarks compare with its `-O0`
//! and `-O2` code.
//!
//! C is not quite SysY: a `const int` is not a constant expression in C, so gcc rejects arrays
//! sized by one at file scope ("variably modified ... at file scope") and initialisers of local
//! arrays sized by one ("variable-sized object may not be initialized"); no gcc flag lifts
//! that. [`BuildError::NotC`] reports such programs.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The cross compiler.
pub const GCC: &str = "aarch64-linux-gnu-gcc";
/// The user-mode emulator.
pub const QEMU: &str = "qemu-aarch64";
/// How to get both (`.ci/setup` does this).
pub const INSTALL: &str =
    "install with: sudo apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user";

/// gcc's diagnostics for programs that are valid SysY but not valid C.
const NOT_C: [&str; 2] = [
    "variably modified",
    "variable-sized object may not be initialized",
];

/// The directory holding `sylib.c` and `sylib.h`.
pub fn runtime_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime")
}

/// Checks that gcc and qemu run; the error names the missing tool and how to install it.
pub fn require_tools() -> Result<(), String> {
    for tool in [GCC, QEMU] {
        let ok = Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Err(format!("`{tool}` is missing; {INSTALL}"));
        }
    }
    Ok(())
}

/// Why a program did not build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The program is SysY but not C (gcc's first such error line).
    NotC(String),
    /// gcc failed otherwise (its whole error output), or could not be run.
    Failed(String),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::NotC(e) => write!(f, "valid SysY but not C: {e}"),
            BuildError::Failed(e) => write!(f, "gcc fails: {e}"),
        }
    }
}

/// Compiles `runtime/sylib.c` to the object `out` at optimisation level `opt` (`-O0`, `-O2`).
pub fn build_runtime(opt: &str, out: &Path) -> Result<(), BuildError> {
    gcc(Command::new(GCC)
        .args([opt, "-Wall", "-Werror", "-c"])
        .arg(runtime_dir().join("sylib.c"))
        .arg("-o")
        .arg(out))
}

/// Compiles the SysY program `sy` as C at `opt` and links it statically with `runtime_obj` (from
/// [`build_runtime`]) into `exe`. Float expressions are not contracted (`-ffp-contract=off`), so
/// `-O2` code rounds each operation as SysY (and the interpreter) does.
pub fn build(sy: &Path, opt: &str, runtime_obj: &Path, exe: &Path) -> Result<(), BuildError> {
    gcc(Command::new(GCC)
        .args([opt, "-ffp-contract=off", "-static", "-include"])
        .arg(runtime_dir().join("sylib.h"))
        .args(["-x", "c"])
        .arg(sy)
        .args(["-x", "none"])
        .arg(runtime_obj)
        .arg("-o")
        .arg(exe))
}

fn gcc(cmd: &mut Command) -> Result<(), BuildError> {
    let out = cmd
        .output()
        .map_err(|e| BuildError::Failed(format!("cannot run {GCC}: {e}; {INSTALL}")))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let errors: Vec<&str> = err.lines().filter(|l| l.contains("error:")).collect();
    if !errors.is_empty() && errors.iter().all(|l| NOT_C.iter().any(|n| l.contains(n))) {
        // Keep the diagnostic from `error:` on; the path before it is the caller's.
        let e = errors[0];
        let at = e.find("error:").unwrap_or(0);
        Err(BuildError::NotC(e[at..].to_string()))
    } else {
        Err(BuildError::Failed(err))
    }
}

/// What a run under qemu produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// Standard output.
    pub stdout: Vec<u8>,
    /// The exit status.
    pub status: i32,
    /// Wall time.
    pub elapsed: Duration,
}

/// Runs `exe` under qemu with `input` on standard input; kills it after `limit`.
pub fn run(exe: &Path, input: &[u8], limit: Duration) -> Result<Run, String> {
    let mut child = Command::new(QEMU)
        .arg(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {QEMU}: {e}; {INSTALL}"))?;
    let start = Instant::now();
    // Feed stdin and drain stdout on threads so that neither pipe can fill up and block.
    let mut stdin = child.stdin.take().ok_or("no stdin pipe")?;
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().ok_or("no stdout pipe")?;
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("still running after {limit:?}; killed"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("waiting for {QEMU}: {e}")),
        }
    };
    let elapsed = start.elapsed();
    let _ = feeder.join();
    let stdout = reader.join().unwrap_or_default();
    let status = status
        .code()
        .ok_or_else(|| format!("killed by a signal ({status})"))?;
    Ok(Run {
        stdout,
        status,
        elapsed,
    })
}

impl Run {
    /// The contest's expected-output form (as [`crate::interp::Outcome::expected_form`]).
    pub fn expected_form(&self) -> String {
        let mut s = String::from_utf8_lossy(&self.stdout).into_owned();
        if !s.is_empty() && !s.ends_with('\n') {
            s.push('\n');
        }
        s.push_str(&format!("{}\n", self.status & 0xff));
        s
    }
}
