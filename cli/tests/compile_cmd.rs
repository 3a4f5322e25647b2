//! `opforge compile` and `opforge exec`: a circuit file compiled to A64, or to RV64 with
//! `--target riscv64`, by the whole pipeline; `compile` prints the listing through the target's
//! generated printer or writes the code, an ELF executable or an ELF object (linked here with C
//! by aarch64-linux-gnu-gcc or riscv64-linux-gnu-gcc), on both targets; `exec` runs it under qemu-aarch64 (or, with `--target riscv64`, compiled to RV64 under
//! qemu-riscv64) and under the interpreter and prints both outcomes. Bad input is status 1 with
//! a reason naming the file and the gate.

use std::process::Command;

#[path = "support/exec.rs"]
mod exec;
use exec::{stderr_of_failure, stdout};

#[test]
fn exec_prints_the_same_outcome_from_qemu_and_the_interpreter() {
    for n in [0i32, 10, 77] {
        let want = (1..n).sum::<i32>();
        let arg = n.to_string();
        assert_eq!(
            stdout(&["exec", "examples/sum.circuit", &arg]),
            format!("interpreter:  return i32 {want}\nqemu-aarch64: return i32 {want}\n")
        );
    }
    let calls = "ir-core/tests/filetests/calls.circuit";
    assert_eq!(
        stdout(&["exec", calls, "--func", "fib", "12"]),
        "interpreter:  return i64 144\nqemu-aarch64: return i64 144\n"
    );
    // regalloc2's single-pass allocator, from the command line.
    assert_eq!(
        stdout(&[
            "exec",
            calls,
            "--func",
            "fib",
            "12",
            "--regalloc",
            "single-pass"
        ]),
        "interpreter:  return i64 144\nqemu-aarch64: return i64 144\n"
    );
    // An unknown allocator is a usage error (status 2) that lists the known ones.
    let out = exec::opforge(&["exec", calls, "--regalloc", "linear-scan"]);
    let e = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(
        e.contains("invalid value 'linear-scan'") && e.contains("single-pass"),
        "{e}"
    );
}

#[test]
fn exec_runs_on_riscv64_with_target() {
    for n in [0i32, 10, 77] {
        let want = (1..n).sum::<i32>();
        let arg = n.to_string();
        assert_eq!(
            stdout(&["exec", "--target", "riscv64", "examples/sum.circuit", &arg]),
            format!("interpreter:  return i32 {want}\nqemu-riscv64: return i32 {want}\n")
        );
    }
    // Calls between functions, floats in registers and a single on the stack.
    let floats = "ir-core/tests/filetests/float_calls.circuit";
    assert_eq!(
        stdout(&[
            "exec", floats, "--func", "caller", "3", "5", "--target", "riscv64"
        ]),
        "interpreter:  return f64 1232269088132.5\nqemu-riscv64: return f64 1232269088132.5\n"
    );
    // `arm64` is the default, and can be said.
    assert_eq!(
        stdout(&["exec", "--target", "arm64", "examples/sum.circuit", "10"]),
        "interpreter:  return i32 45\nqemu-aarch64: return i32 45\n"
    );
    // A callee computed at run time, through the table of functions.
    let calls = "ir-core/tests/filetests/calls.circuit";
    assert_eq!(
        stdout(&[
            "exec", "--target", "riscv64", calls, "--func", "apply", "0", "10"
        ]),
        "interpreter:  return i64 55\nqemu-riscv64: return i64 55\n"
    );
    // A gate the RV64 table refuses is an error naming the file's line and the table's reason
    // (a module compiles whole, so a call of any of its functions fails).
    let floats = "ir-core/tests/filetests/floats.circuit";
    let e = stderr_of_failure(&[
        "exec", "--target", "riscv64", floats, "--func", "fmod", "1", "2",
    ]);
    assert!(
        e.contains("floats.circuit:24: fmod") && e.contains("FMOD") && e.contains("libm"),
        "{e}"
    );
    // An unknown target is a usage error (status 2) that lists the known ones.
    let out = exec::opforge(&["exec", "--target", "mips", "examples/sum.circuit", "1"]);
    let e = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(e.contains("riscv64") && e.contains("arm64"), "{e}");
}

/// Each target: its `--target`, llvm-mc's arguments for it, its gcc (and Debian package), its
/// qemu-user and its ELF machine.
struct Arch {
    target: &'static str,
    llvm_mc: [&'static str; 2],
    gcc: (&'static str, &'static str),
    qemu: &'static str,
    e_machine: u8,
}

const ARCHS: [Arch; 2] = [
    Arch {
        target: "arm64",
        llvm_mc: ["--triple=aarch64", "-mattr=+v8a,+fp-armv8"],
        gcc: ("aarch64-linux-gnu-gcc", "gcc-aarch64-linux-gnu"),
        qemu: "qemu-aarch64",
        e_machine: 183,
    },
    Arch {
        target: "riscv64",
        llvm_mc: ["--triple=riscv64", "-mattr=+m,+a,+f,+d"],
        gcc: ("riscv64-linux-gnu-gcc", "gcc-riscv64-linux-gnu"),
        qemu: "qemu-riscv64",
        e_machine: 243,
    },
];

#[test]
fn compile_prints_a_listing_that_llvm_mc_reads_back_to_the_same_words() {
    for arch in &ARCHS {
        listing_reads_back(arch);
    }
}

fn listing_reads_back(arch: &Arch) {
    let listing = stdout(&["compile", "--target", arch.target, "examples/sum.circuit"]);
    let lines: Vec<&str> = listing.lines().collect();
    assert!(lines.len() > 8, "{listing}");
    // Each line: address, word, instruction; the instruction assembles to the word.
    let mut text = String::new();
    let mut words = Vec::new();
    for line in &lines {
        let mut parts = line.split_whitespace();
        let _address = parts.next().expect("an address");
        let word = u32::from_str_radix(parts.next().expect("a word"), 16).expect("hex");
        let inst: Vec<&str> = parts.collect();
        if arch.target == "arm64"
            && inst
                .first()
                .is_some_and(|i| *i == "bl" || i.starts_with("b") && !i.starts_with("bic"))
        {
            continue; // branches print their target as an offset llvm-mc reads differently
        }
        text.push_str(&inst.join(" "));
        text.push('\n');
        words.push(word);
    }
    let out = Command::new("llvm-mc")
        .args(arch.llvm_mc)
        .arg("-show-encoding")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(text.as_bytes())?;
            child.wait_with_output()
        })
        .expect("llvm-mc (install LLVM 14: .ci/setup does)");
    let encoded: Vec<u32> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split("encoding: [").nth(1))
        .map(|e| {
            let bytes: Vec<u8> = e
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("a byte"))
                .collect();
            u32::from_le_bytes(bytes.try_into().expect("4 bytes"))
        })
        .collect();
    assert_eq!(encoded, words, "{}: {text}", arch.target);
}

/// `opforge compile examples/sum.circuit --emit EMIT -o OUT ARGS...` (for A64), which must
/// succeed.
fn compile_sum(emit: &str, out: &std::path::Path, args: &[&str]) {
    compile_sum_for(&ARCHS[0], emit, out, args);
}

/// [`compile_sum`] for `arch`.
fn compile_sum_for(arch: &Arch, emit: &str, out: &std::path::Path, args: &[&str]) {
    let out = out.to_str().expect("utf-8");
    let mut all = vec![
        "compile",
        "--target",
        arch.target,
        "examples/sum.circuit",
        "--emit",
        emit,
        "-o",
        out,
    ];
    all.extend_from_slice(args);
    stdout(&all);
}

#[test]
fn compile_writes_code_and_an_executable() {
    for arch in &ARCHS {
        writes_code_and_an_executable(arch);
    }
}

fn writes_code_and_an_executable(arch: &Arch) {
    let dir = std::env::temp_dir().join(format!(
        "opforge-compile-cmd-{}-{}",
        arch.target,
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a directory");
    let bin = dir.join("sum.bin");
    let elf = dir.join("sum.elf");
    compile_sum_for(arch, "bin", &bin, &[]);
    compile_sum_for(arch, "elf", &elf, &["10"]);
    let code = std::fs::read(&bin).expect("the code");
    assert_eq!(code.len() % 4, 0);
    let image = std::fs::read(&elf).expect("the executable");
    assert_eq!(&image[..4], b"\x7fELF");
    assert_eq!(image[18], arch.e_machine, "{}", arch.target);
    // The executable runs sum(10) = 45.
    let out = Command::new(arch.qemu)
        .arg(&elf)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "{} ({e}): install Debian's qemu-user (.ci/setup does)",
                arch.qemu
            )
        });
    assert!(out.status.success());
    // One 16-byte record: status 0 (returned), then the result.
    let word = |i: usize| {
        out.stdout
            .get(i..i + 8)
            .map(|b| i64::from_le_bytes(b.try_into().expect("8 bytes")))
    };
    assert_eq!(out.stdout.len(), 16);
    assert_eq!((word(0), word(8)), (Some(0), Some(45)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `program ARGS`, which must succeed; its stdout. A missing program fails the test with
/// how to install it.
fn run_tool(program: &str, package: &str, args: &[&std::ffi::OsStr]) -> String {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!("{program} cannot run ({e}): install it with `apt-get install {package}` (.ci/setup does)")
        });
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn compile_writes_an_object_that_links_with_c() {
    for arch in &ARCHS {
        object_links_with_c(arch);
    }
    refusals_of_objects();
}

fn object_links_with_c(arch: &Arch) {
    let dir = std::env::temp_dir().join(format!(
        "opforge-compile-obj-{}-{}",
        arch.target,
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a directory");
    let object = dir.join("interop.o");
    let o = object.to_str().expect("utf-8");
    let circuit = "examples/c/interop.circuit";
    stdout(&[
        "compile",
        "--target",
        arch.target,
        circuit,
        "--emit",
        "obj",
        "--extern",
        "c_square",
        "-o",
        o,
    ]);
    let image = std::fs::read(&object).expect("the object");
    // ELF, 64-bit, little-endian; e_type ET_REL (1), e_machine EM_AARCH64 (183) or EM_RISCV
    // (243).
    assert_eq!(&image[..6], b"\x7fELF\x02\x01");
    assert_eq!((image[16], image[18]), (1, arch.e_machine));
    let exe = dir.join("interop");
    let main = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/c/main.c");
    run_tool(
        arch.gcc.0,
        arch.gcc.1,
        &[
            "-static".as_ref(),
            "-o".as_ref(),
            exe.as_os_str(),
            main.as_ref(),
            object.as_os_str(),
        ],
    );
    let printed = run_tool(arch.qemu, "qemu-user", &[exe.as_os_str()]);
    assert_eq!(
        printed,
        "mul_add(6, 7) = 48\ntwice(5) = 50\nscale(1.5, 4) = 7.5\nadd32(-5, 3) = -2\n\
         with_callback(3, 4) = 37 after 2 squares\nsum10(1, ..., 10) = -5\ndivide(-42, 5) = -8\nopforge_trap(1)\n",
        "{}",
        arch.target
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn refusals_of_objects() {
    let dir = std::env::temp_dir().join(format!("opforge-compile-obj-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let object = dir.join("interop.o");
    let o = object.to_str().expect("utf-8");
    let circuit = "examples/c/interop.circuit";
    // `--emit exe` is `--emit elf`.
    let (a, b) = (dir.join("a.elf"), dir.join("b.elf"));
    compile_sum("exe", &a, &["10"]);
    compile_sum("elf", &b, &["10"]);
    assert_eq!(std::fs::read(&a).expect("a"), std::fs::read(&b).expect("b"));
    // A callee past the module's functions without its --extern; --extern without an object;
    // an object without -o, or with a call's arguments.
    let e = stderr_of_failure(&["compile", circuit, "--emit", "obj", "-o", o]);
    assert_eq!(
        e,
        "examples/c/interop.circuit: with_callback: a call of callee 7, which is neither one of \
         the module's 7 functions nor one of its 0 external symbols\n"
    );
    let e = stderr_of_failure(&["compile", circuit, "--extern", "c_square"]);
    assert!(e.contains("goes with --emit obj"), "{e}");
    let e = stderr_of_failure(&["compile", circuit, "--emit", "obj"]);
    assert!(e.contains("-o"), "{e}");
    let e = stderr_of_failure(&[
        "compile",
        "examples/sum.circuit",
        "--emit",
        "obj",
        "-o",
        o,
        "3",
    ]);
    assert!(e.contains("no `_start`"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_names_the_file_and_the_gate() {
    let e = stderr_of_failure(&["exec", "examples/call_throw.circuit", "1", "2"]);
    assert!(e.contains("call_throw.circuit"), "{e}");
    assert!(e.contains("JS_BYTECODE"), "{e}");
    let e = stderr_of_failure(&["compile", "examples/sum.circuit", "--emit", "elf"]);
    assert!(e.contains("takes 1 argument, given 0"), "{e}");
    let e = stderr_of_failure(&["compile", "examples/sum.circuit", "--emit", "bin"]);
    assert!(e.contains("-o"), "{e}");
    let e = stderr_of_failure(&["exec", "examples/nowhere.circuit"]);
    assert!(e.contains("cannot read"), "{e}");
}

/// A function that loops forever.
const FOREVER: &str = "%8 = ARG i32 0 <%7>\n%9 = CONSTANT i32 1 <%5>\n%10 = LOOP_BEGIN [%1, %13]\n\
    %11 = VALUE_SELECTOR i32 [%10] (%8, %12)\n%12 = ADD i32 (%11, %9)\n%13 = LOOP_BACK [%10]\n";

/// A fresh, empty directory for `TMPDIR`, so a test can see what `exec` leaves there.
fn private_tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a directory");
    dir
}

fn exec_in(tmp: &std::path::Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .env("TMPDIR", tmp)
        .output()
        .expect("run opforge");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A circuit that loops forever: `exec` stops qemu at its time limit and says so, the
/// interpreter's "out of fuel" is printed (not kept in a buffer), and the temporary directory
/// is gone afterwards, as it is after a run that ends normally.
#[test]
fn exec_stops_a_program_that_loops_forever_and_leaves_nothing_behind() {
    let tmp = private_tmp("exec-loop");
    let circuit = tmp.join("forever.circuit");
    std::fs::write(&circuit, FOREVER).expect("write the circuit");
    let file = circuit.to_str().expect("utf-8");
    let (code, out, err) = exec_in(
        &tmp,
        &["exec", "--fuel", "1000", "--time-limit", "0.5", file, "3"],
    );
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(
        out,
        "interpreter:  out of fuel\nqemu-aarch64: stopped after 0.5 s\n"
    );
    assert!(
        err.contains("ran past the time limit of 0.5 s and was stopped"),
        "{err}"
    );
    let left: Vec<_> = std::fs::read_dir(&tmp)
        .expect("tmp")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(left, [std::ffi::OsString::from("forever.circuit")]);
    // A normal run leaves nothing either.
    let (code, _, err) = exec_in(&tmp, &["exec", "examples/sum.circuit", "10"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(std::fs::read_dir(&tmp).expect("tmp").count(), 1);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// An interpreter that runs out of fuel is said to, with the flag that gives more; it is not a
/// disagreement.
#[test]
fn exec_reports_out_of_fuel_as_such() {
    let tmp = private_tmp("exec-fuel");
    let (code, out, err) = exec_in(
        &tmp,
        &["exec", "--fuel", "100", "examples/sum.circuit", "1000"],
    );
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(
        out,
        "interpreter:  out of fuel\nqemu-aarch64: return i32 499500\n"
    );
    assert!(
        err.contains("ran out of fuel after 100 steps") && err.contains("--fuel"),
        "{err}"
    );
    assert!(!err.contains("disagree"), "{err}");
    let (code, out, _) = exec_in(
        &tmp,
        &["exec", "--fuel", "100000", "examples/sum.circuit", "1000"],
    );
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "interpreter:  return i32 499500\nqemu-aarch64: return i32 499500\n"
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The listing's addresses are the executable's: its first line is the ELF's entry point.
#[test]
fn the_listing_addresses_are_the_executables() {
    for arch in &ARCHS {
        listing_addresses(arch);
    }
}

fn listing_addresses(arch: &Arch) {
    let tmp = private_tmp(&format!("listing-{}", arch.target));
    let elf = tmp.join("sum");
    compile_sum_for(arch, "elf", &elf, &["3"]);
    let image = std::fs::read(&elf).expect("the executable");
    let entry = u64::from_le_bytes(image[24..32].try_into().expect("e_entry"));
    let listing = stdout(&[
        "compile",
        "--target",
        arch.target,
        "examples/sum.circuit",
        "3",
    ]);
    let first = listing.split_whitespace().next().expect("an address");
    let first = first.strip_suffix(':').expect("`ADDRESS:`");
    assert_eq!(u64::from_str_radix(first, 16).expect("hex"), entry);
    // The listing's words are the executable's code, from the entry on.
    let words: Vec<u32> = listing
        .lines()
        .map(|l| {
            u32::from_str_radix(l.split_whitespace().nth(1).expect("a word"), 16).expect("hex")
        })
        .collect();
    let code: Vec<u32> = image[120..]
        .chunks_exact(4)
        .take(words.len())
        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
        .collect();
    assert_eq!(code, words);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Endless recursion: the interpreter traps at its call depth, the compiled code overflows the
/// stack; `exec` names the signal and what it likely means, not a temporary path.
#[test]
fn a_stack_overflow_under_qemu_is_named() {
    let tmp = private_tmp("deep-recursion");
    let circuit = tmp.join("deep.circuit");
    std::fs::write(
        &circuit,
        "func deep\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT arch @deep <%5>\n%10 = CALL i64 {%2} (%9, %8)\n\
         %11 = RETURN [%1] {%10} (%10) <%3>\n",
    )
    .expect("write the circuit");
    let file = circuit.to_str().expect("utf-8");
    let (code, out, err) = exec_in(&tmp, &["exec", file, "1"]);
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(out, "interpreter:  trap stack_overflow\n");
    assert!(
        err.contains("killed by SIGSEGV") && err.contains("stack overflow"),
        "{err}"
    );
    assert!(!err.contains("opforge-exec-"), "{err}");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// An interrupt while the compiled program runs stops it and removes the temporary directory:
/// status 130, and nothing left behind.
#[test]
fn an_interrupted_exec_leaves_nothing_behind() {
    use std::time::Duration;
    let tmp = private_tmp("interrupt");
    let circuit = tmp.join("forever.circuit");
    std::fs::write(&circuit, FOREVER).expect("write the circuit");
    let file = circuit.to_str().expect("utf-8");
    let child = Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(["exec", "--fuel", "1000", "--time-limit", "120", file, "3"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .env("TMPDIR", &tmp)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run opforge");
    // Wait for the temporary directory (qemu runs from there), then interrupt; a bounded number
    // of looks, so that an exec that never gets there fails the test instead of hanging it.
    let running = || {
        std::fs::read_dir(&tmp).expect("tmp").any(|e| {
            e.expect("entry")
                .file_name()
                .to_string_lossy()
                .starts_with("opforge-exec-")
        })
    };
    let mut looks = 0;
    while !running() {
        looks += 1;
        assert!(looks < 6_000, "exec never ran qemu");
        std::thread::sleep(Duration::from_millis(20));
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(kill.success());
    let out = child.wait_with_output().expect("exec ends");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("interrupted"), "{err}");
    let left: Vec<_> = std::fs::read_dir(&tmp)
        .expect("tmp")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(left, [std::ffi::OsString::from("forever.circuit")]);
    let _ = std::fs::remove_dir_all(&tmp);
}
