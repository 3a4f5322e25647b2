//! The C peer: each functional program compiled as C by `aarch64-linux-gnu-gcc -O0` together
//! with this crate's runtime library (`runtime/sylib.c`, `sylib.h` force-included), run under
//! `qemu-aarch64` with its input, and compared with the `.out` file. This checks the runtime
//! library and gives the gcc baseline later benchmarks compare with.
//!
//! C is not quite SysY: a `const int` is not a constant expression in C, so gcc rejects arrays
//! sized by one at file scope ("variably modified ... at file scope") and initialisers of local
//! arrays sized by one ("variable-sized object may not be initialized"); no gcc flag lifts
//! that. Such programs are reported, and any other build failure fails the test.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const INSTALL: &str =
    "install with: sudo apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user";

/// The diagnostics of programs that are valid SysY but not valid C.
const NOT_C: [&str; 2] = [
    "variably modified",
    "variable-sized object may not be initialized",
];

/// The longest a program may run under qemu.
const RUN_LIMIT: Duration = Duration::from_secs(20);

fn require(tool: &str) {
    let ok = Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "`{tool}` is missing; {INSTALL}");
}

fn runtime_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime")
}

/// A scratch directory of this test run.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sysyc-gcc-peer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// Runs `exe` under qemu with `input`, killing it after [`RUN_LIMIT`]; returns stdout and the
/// exit status.
fn run_qemu(exe: &Path, input: &[u8]) -> Result<(Vec<u8>, i32), String> {
    use std::io::Write;
    let mut child = Command::new("qemu-aarch64")
        .arg(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start qemu-aarch64: {e}"))?;
    // Feed stdin and drain stdout on threads so neither pipe can fill up and block.
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > RUN_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("still running after {RUN_LIMIT:?}; killed"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for qemu: {e}")),
        }
    };
    let _ = feeder.join();
    let out = reader.join().unwrap_or_default();
    let code = status
        .code()
        .ok_or_else(|| format!("killed by a signal ({status})"))?;
    Ok((out, code))
}

enum Result_ {
    Pass,
    NotC(String),
    Fail(String),
}

#[test]
fn functional_suite_passes_compiled_by_gcc_under_qemu() {
    require("aarch64-linux-gnu-gcc");
    require("qemu-aarch64");
    let cases = common::cases("functional");
    let dir = scratch();
    let rt = runtime_dir();
    let sylib_o = dir.join("sylib.o");
    let out = Command::new("aarch64-linux-gnu-gcc")
        .args(["-O0", "-Wall", "-Werror", "-c"])
        .arg(rt.join("sylib.c"))
        .arg("-o")
        .arg(&sylib_o)
        .output()
        .expect("aarch64-linux-gnu-gcc runs");
    assert!(
        out.status.success(),
        "runtime/sylib.c does not compile:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results = common::parallel(&cases, 2, |c| {
        let exe = dir.join(&c.name);
        let build = Command::new("aarch64-linux-gnu-gcc")
            .args(["-O0", "-static", "-include"])
            .arg(rt.join("sylib.h"))
            .args(["-x", "c"])
            .arg(&c.sy)
            .args(["-x", "none"])
            .arg(&sylib_o)
            .arg("-o")
            .arg(&exe)
            .output();
        let build = match build {
            Ok(b) => b,
            Err(e) => return Result_::Fail(format!("cannot run gcc: {e}")),
        };
        if !build.status.success() {
            let err = String::from_utf8_lossy(&build.stderr).into_owned();
            let errors: Vec<&str> = err.lines().filter(|l| l.contains("error:")).collect();
            return if !errors.is_empty()
                && errors.iter().all(|l| NOT_C.iter().any(|n| l.contains(n)))
            {
                Result_::NotC(errors[0].to_string())
            } else {
                Result_::Fail(format!("gcc fails:\n{err}"))
            };
        }
        let r = run_qemu(&exe, &c.input);
        let _ = std::fs::remove_file(&exe);
        let (stdout, code) = match r {
            Ok(r) => r,
            Err(e) => return Result_::Fail(e),
        };
        let mut got = String::from_utf8_lossy(&stdout).into_owned();
        if !got.is_empty() && !got.ends_with('\n') {
            got.push('\n');
        }
        got.push_str(&format!("{}\n", code & 0xff));
        match common::compare(&got, &c.expected) {
            Ok(()) => Result_::Pass,
            Err(e) => Result_::Fail(e),
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut passed = 0;
    let mut not_c = Vec::new();
    let mut failures = Vec::new();
    for (c, r) in cases.iter().zip(results) {
        match r {
            Result_::Pass => passed += 1,
            Result_::NotC(why) => not_c.push(format!("{}: {why}", c.name)),
            Result_::Fail(why) => failures.push(format!("{}: {why}", c.name)),
        }
    }
    eprintln!(
        "gcc -O0 under qemu: {passed} of {} pass; {} are not valid C:\n{}",
        cases.len(),
        not_c.len(),
        not_c.join("\n")
    );
    assert!(
        failures.is_empty(),
        "{} functional programs fail when compiled by gcc:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Every program that is valid C passes; the others are exactly the const-sized arrays.
    assert_eq!(passed + not_c.len(), cases.len());
}
