//! The gcc peer: a SysY program compiled as C by `aarch64-linux-gnu-gcc` with this crate's C
//! runtime library (`runtime/sylib.c`, `runtime/sylib.h` force-included) and run under
//! `qemu-aarch64`. The tests check the runtime library with it; benchmarks compare with its `-O0`
//! and `-O2` code.
//!
//! C is not quite SysY: a `const int` is not a constant expression in C, so gcc rejects arrays
//! sized by one at file scope ("variably modified ... at file scope") and initialisers of local
//! arrays sized by one ("variable-sized object may not be initialized"); no gcc flag lifts
//! that. [`as_c`] rewrites each scalar `const int` declaration as an `enum` of the same names
//! and values (an enumeration constant is an `int` constant expression in C, and SysY cannot
//! take a constant's address, so nothing else changes); [`BuildError::NotC`] reports what gcc
//! still refuses.
//!
//! [`Arch`] names the tools of each target `sysyc` compiles for (AArch64, RV64): the tests link
//! and run `sysyc`'s RV64 code with `riscv64-linux-gnu-gcc` and `qemu-riscv64` through
//! [`require_tools_for`], [`build_runtime_for`] and [`run_on`], and build the RV64 peer (the
//! program as C by `riscv64-linux-gnu-gcc`) with [`build_for`].

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

/// A target `sysyc` compiles for, and the cross tools that link and run its programs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Arch {
    /// AArch64 (A64, AAPCS64): `aarch64-linux-gnu-gcc`, `qemu-aarch64`.
    #[default]
    Arm64,
    /// RISC-V RV64 (RV64IMFD, LP64D): `riscv64-linux-gnu-gcc`, `qemu-riscv64`.
    Riscv64,
}

impl Arch {
    /// The target of `sysyc --target NAME`: `arm64` (also `aarch64`) or `riscv64`.
    pub fn parse(name: &str) -> Option<Arch> {
        match name {
            "arm64" | "aarch64" => Some(Arch::Arm64),
            "riscv64" | "rv64" => Some(Arch::Riscv64),
            _ => None,
        }
    }

    /// The target's name as `--target` spells it.
    pub fn name(self) -> &'static str {
        match self {
            Arch::Arm64 => "arm64",
            Arch::Riscv64 => "riscv64",
        }
    }

    /// The cross compiler, which also links.
    pub fn gcc(self) -> &'static str {
        match self {
            Arch::Arm64 => GCC,
            Arch::Riscv64 => "riscv64-linux-gnu-gcc",
        }
    }

    /// The user-mode emulator.
    pub fn qemu(self) -> &'static str {
        match self {
            Arch::Arm64 => QEMU,
            Arch::Riscv64 => "qemu-riscv64",
        }
    }

    /// How to get both.
    pub fn install(self) -> &'static str {
        match self {
            Arch::Arm64 => INSTALL,
            Arch::Riscv64 => {
                "install with: sudo apt-get install gcc-riscv64-linux-gnu libc6-dev-riscv64-cross qemu-user"
            }
        }
    }
}

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
    require_tools_for(Arch::Arm64)
}

/// [`require_tools`] for the tools of `arch`.
pub fn require_tools_for(arch: Arch) -> Result<(), String> {
    for tool in [arch.gcc(), arch.qemu()] {
        let ok = Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Err(format!("`{tool}` is missing; {}", arch.install()));
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
    build_runtime_for(Arch::Arm64, opt, out)
}

/// [`build_runtime`] by the cross compiler of `arch`.
pub fn build_runtime_for(arch: Arch, opt: &str, out: &Path) -> Result<(), BuildError> {
    gcc(
        arch,
        Command::new(arch.gcc())
            .args([opt, "-Wall", "-Werror", "-c"])
            .arg(runtime_dir().join("sylib.c"))
            .arg("-o")
            .arg(out),
    )
}

/// Compiles the SysY program `sy` as C at `opt` and links it statically with `runtime_obj` (from
/// [`build_runtime`]) into `exe`. Float expressions are not contracted (`-ffp-contract=off`), so
/// `-O2` code rounds each operation as SysY (and the interpreter) does.
pub fn build(sy: &Path, opt: &str, runtime_obj: &Path, exe: &Path) -> Result<(), BuildError> {
    build_for(Arch::Arm64, sy, opt, runtime_obj, exe)
}

/// [`build`] by the cross compiler of `arch` (`runtime_obj` must be `arch`'s, as
/// [`build_runtime_for`] builds it).
pub fn build_for(
    arch: Arch,
    sy: &Path,
    opt: &str,
    runtime_obj: &Path,
    exe: &Path,
) -> Result<(), BuildError> {
    let src = std::fs::read_to_string(sy)
        .map_err(|e| BuildError::Failed(format!("cannot read {}: {e}", sy.display())))?;
    let c = exe.with_extension("peer.c");
    std::fs::write(&c, as_c(&src))
        .map_err(|e| BuildError::Failed(format!("cannot write {}: {e}", c.display())))?;
    let built = gcc(
        arch,
        Command::new(arch.gcc())
            .args([opt, "-ffp-contract=off", "-static", "-include"])
            .arg(runtime_dir().join("sylib.h"))
            .args(["-x", "c"])
            .arg(&c)
            .args(["-x", "none"])
            .arg(runtime_obj)
            .arg("-o")
            .arg(exe),
    );
    let _ = std::fs::remove_file(&c);
    built
}

/// SysY source as C: each `const int` declaration of scalars (`const int N = 8, M = N * 2;`)
/// becomes an enumeration of the same names and values (`enum { N = (int)(8), M = (int)(N * 2) };`), at
/// file scope or in a block, so the names are constant expressions that may size arrays.
/// Declarations of constant arrays, and everything else, stay as written.
pub fn as_c(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut rest = src;
    while let Some(at) = find_const_int(rest) {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let Some(end) = from.find(';') else {
            rest = from;
            break;
        };
        let decl = &from[..end];
        let body = decl["const".len()..].trim_start()["int".len()..].trim_start();
        if decl.contains('[') || decl.contains('{') {
            out.push_str(decl);
        } else {
            // Each value converted as the `const int` converts it (`1e9`, `2.9`).
            let items: Vec<String> = split_top_commas(body)
                .into_iter()
                .map(|item| match item.split_once('=') {
                    Some((name, value)) => format!("{} = (int)({})", name.trim(), value.trim()),
                    None => item.trim().to_owned(),
                })
                .collect();
            out.push_str("enum { ");
            out.push_str(&items.join(", "));
            out.push_str(" }");
        }
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}

/// `text` split at the commas outside parentheses.
fn split_top_commas(text: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// Where the next `const int` declaration starts (`const`, space, `int`, space, at a word
/// boundary).
fn find_const_int(src: &str) -> Option<usize> {
    let bytes = src.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut from = 0;
    while let Some(k) = src[from..].find("const") {
        let at = from + k;
        from = at + "const".len();
        // A declaration starts a line or follows a brace or a semicolon (not in a comment).
        let line = src[..at].rsplit('\n').next().unwrap_or("").trim_end();
        if !(line.trim_start().is_empty() || line.ends_with(['{', '}', ';'])) {
            continue;
        }
        if at > 0 && word(bytes[at - 1]) {
            continue;
        }
        let after = &src[from..];
        let trimmed = after.trim_start();
        if trimmed.len() == after.len() || !trimmed.starts_with("int") {
            continue;
        }
        let tail = &trimmed["int".len()..];
        if tail.starts_with(|c: char| c.is_ascii_whitespace()) {
            return Some(at);
        }
    }
    None
}

fn gcc(arch: Arch, cmd: &mut Command) -> Result<(), BuildError> {
    let out = cmd.output().map_err(|e| {
        BuildError::Failed(format!(
            "cannot run {}: {e}; {}",
            arch.gcc(),
            arch.install()
        ))
    })?;
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
    run_on(Arch::Arm64, exe, input, limit)
}

/// [`run`] under the emulator of `arch`.
pub fn run_on(arch: Arch, exe: &Path, input: &[u8], limit: Duration) -> Result<Run, String> {
    let qemu = arch.qemu();
    let mut child = Command::new(qemu)
        .arg(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {qemu}: {e}; {}", arch.install()))?;
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
            Err(e) => return Err(format!("waiting for {qemu}: {e}")),
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

/// A program of a suite built three ways (by `sysyc`, and as C by gcc `-O0` and `-O2`), each
/// executable checked once against the expected output: what the performance benchmark runs.
#[derive(Clone, Debug)]
pub struct Prepared {
    /// The program's name.
    pub name: String,
    /// Its source.
    pub source: String,
    /// Its standard input.
    pub input: Vec<u8>,
    /// The expected output with the status, as in the `.out` file.
    pub expected: String,
    /// `("sysyc", exe)`, `("gcc-O0", exe)`, `("gcc-O2", exe)`.
    pub builds: Vec<(String, PathBuf)>,
    /// How long the checking run of each build took (in the order of `builds`).
    pub first_runs: Vec<Duration>,
}

/// Whitespace-collapsed equality of two outputs in the expected form, as judges compare.
pub fn same_output(got: &str, expected: &str) -> bool {
    got.split_whitespace().eq(expected.split_whitespace())
}

/// Builds program `name` of the suite directory `dir` three ways into `scratch` (the runtime
/// library objects `o0` and `o2` built by [`build_runtime`]; `sysyc`'s code links with the
/// `-O2` one, as `sysyc -o` does) and runs each build once under qemu (timed: the first of
/// the runs a table may take): an error says which
/// build fails or prints the wrong output.
pub fn prepare(
    dir: &Path,
    name: &str,
    scratch: &Path,
    runtimes: (&Path, &Path),
    limit: Duration,
) -> Result<Prepared, String> {
    let sy = dir.join(format!("{name}.sy"));
    let source = std::fs::read_to_string(&sy).map_err(|e| format!("{name}: {e}"))?;
    let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
    let expected = std::fs::read_to_string(dir.join(format!("{name}.out")))
        .map_err(|e| format!("{name}.out: {e}"))?;
    let ours = scratch.join(format!("{name}.sysyc"));
    let checks = crate::driver::Checks::default();
    let object =
        crate::driver::object(&source, name, checks).map_err(|e| format!("{name}: {e}"))?;
    crate::driver::link_with(&object, runtimes.1, &ours).map_err(|e| format!("{name}: {e}"))?;
    let mut builds = vec![("sysyc".to_owned(), ours)];
    for (opt, obj) in [("-O0", runtimes.0), ("-O2", runtimes.1)] {
        let exe = scratch.join(format!("{name}.gcc{opt}"));
        build(&sy, opt, obj, &exe).map_err(|e| format!("{name}: gcc {opt}: {e}"))?;
        builds.push((format!("gcc{opt}"), exe));
    }
    let mut first_runs = Vec::with_capacity(builds.len());
    for (who, exe) in &builds {
        let r = run(exe, &input, limit).map_err(|e| format!("{name} built by {who}: {e}"))?;
        if !same_output(&r.expected_form(), &expected) {
            return Err(format!("{name} built by {who} prints the wrong output"));
        }
        first_runs.push(r.elapsed);
    }
    Ok(Prepared {
        name: name.to_owned(),
        source,
        input,
        expected,
        builds,
        first_runs,
    })
}

/// The names of the programs (`NAME.sy`) of a suite directory, sorted.
pub fn program_names(dir: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sy"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::as_c;

    #[test]
    fn scalar_int_constants_become_enumerations() {
        let src = "const int N = 8, M = N * 2;\nint a[N][M];\nint main() {\n  const int K = 3; int b[K] = {1};\n  const int c[2] = {1, 2};\n  const float f = 1.0;\n  // const int x = 1\n  return a[0][0] + b[0] + c[1];\n}\n";
        assert_eq!(
            as_c(src),
            "enum { N = (int)(8), M = (int)(N * 2) };\nint a[N][M];\nint main() {\n  enum { K = (int)(3) }; int b[K] = {1};\n  const int c[2] = {1, 2};\n  const float f = 1.0;\n  // const int x = 1\n  return a[0][0] + b[0] + c[1];\n}\n"
        );
    }

    #[test]
    fn names_that_merely_contain_const_int_stay() {
        let src = "int myconst int_x;\nconstint y;\n";
        assert_eq!(as_c(src), src);
    }
}
