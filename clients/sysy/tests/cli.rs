//! The `sysyc` command: `-o` and `-S`, `--run`, `--check`, `--emit ast|ir|lir|obj`, `--target
//! riscv64`, and its exit statuses.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use sysyc::peer::Arch;

fn sysyc(args: &[&str], src: &str, stdin: &str) -> Output {
    let dir = std::env::temp_dir().join(format!("sysyc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let file = dir.join(format!("t{}.sy", args.join("").len() + src.len()));
    std::fs::write(&file, src).expect("the program is written");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sysyc"))
        .args(args)
        .arg(&file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sysyc starts");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_bytes())
        .expect("stdin is written");
    let out = child.wait_with_output().expect("sysyc finishes");
    let _ = std::fs::remove_file(&file);
    out
}

#[test]
fn run_interprets_with_stdin_and_exits_with_the_status() {
    let out = sysyc(
        &["--run"],
        "int main() { int n = getint(); putint(n * 2); return n; }",
        "21",
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "42");
    assert_eq!(out.status.code(), Some(21));
}

#[test]
fn check_reports_located_errors() {
    let ok = sysyc(&["--check"], "int main() { return 0; }", "");
    assert_eq!(ok.status.code(), Some(0));
    assert!(ok.stdout.is_empty() && ok.stderr.is_empty());
    let bad = sysyc(&["--check"], "int main() {\n  return x;\n}", "");
    assert_eq!(bad.status.code(), Some(101));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains(".sy:2:10: error: undefined name `x`\n  |\n2 |   return x;\n  |          ^\n"),
        "{err}"
    );
}

#[test]
fn runtime_errors_and_the_step_budget() {
    let out = sysyc(
        &["--run", "--max-steps", "1000"],
        "int main() { putint(7); while (1) {} return 0; }",
        "",
    );
    assert_eq!(out.status.code(), Some(102));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "7");
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("runtime error in `main`: step budget of 1000 exhausted"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn emit_ast_prints_the_checked_program() {
    let out = sysyc(
        &["--emit", "ast"],
        "int g = 2; int main() { return g + 1; }",
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text, "int @g = 2;\n\nint main() {\n  return (@g + 1);\n}\n");
}

#[test]
fn usage_errors() {
    let out = Command::new(env!("CARGO_BIN_EXE_sysyc"))
        .arg("-S")
        .output()
        .expect("sysyc runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage: sysyc"));
}

/// A program using what the linker sees: a function named like the runtime library's
/// `putint`, a global named like the C library's `read`, a call of the library's `putarray`.
const LINKED: &str = "void putint(int x) { putch(48 + x); putch(33); }
int read[3];
int write(int a) { return a + 1; }
int main() { putint(7); read[1] = write(2); putch(10); putarray(3, read); return 258; }
";

/// What [`LINKED`] prints, and its status (258 modulo 256).
const LINKED_OUT: &str = "7!\n3: 0 3 0\n";

/// A scratch directory of this test binary.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sysyc-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn qemu(exe: &std::path::Path) -> Output {
    qemu_on(Arch::Arm64, exe)
}

/// Runs `exe` under the emulator of `arch`, which must be there.
fn qemu_on(arch: Arch, exe: &std::path::Path) -> Output {
    if let Err(e) = sysyc::peer::require_tools_for(arch) {
        panic!("{e}");
    }
    Command::new(arch.qemu())
        .arg(exe)
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {e}", arch.qemu()))
}

#[test]
fn target_riscv64_writes_an_rv64_executable_object_and_lir() {
    let dir = scratch("riscv64");
    links_and_runs(Arch::Riscv64, &["--target", "riscv64"], &dir);
    let obj = dir.join("linked.o");
    let out = sysyc(
        &[
            "--target",
            "riscv64",
            "--emit",
            "obj",
            "-o",
            obj.to_str().expect("a UTF-8 path"),
        ],
        LINKED,
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let bytes = std::fs::read(&obj).expect("the object is written");
    // An ELF relocatable object (e_type 1) for EM_RISCV (243).
    assert_eq!(&bytes[..4], b"\x7fELF");
    assert_eq!((bytes[16], bytes[18]), (1, 243));
    // `x > 3` fused into the branch: RISC-V's `br_lt` with the operands swapped, where A64
    // compares with an immediate.
    let compare = "int main() { int x = getint(); if (x > 3) return 1; return 0; }";
    let lir = sysyc(&["--target", "riscv64", "--emit", "lir"], compare, "");
    assert_eq!(lir.status.code(), Some(0));
    let lir = String::from_utf8_lossy(&lir.stdout);
    assert!(lir.contains("function %main() -> i32 {"), "{lir}");
    assert!(lir.contains("br_lt v1, v0, block1, block2"), "{lir}");
    let a64 = sysyc(&["--emit", "lir"], compare, "");
    assert!(String::from_utf8_lossy(&a64.stdout).contains("br_icmp_imm"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_target_is_arm64_or_riscv64_and_assembly_is_a64_only() {
    let bad = sysyc(&["--target", "mips", "--emit", "lir"], LINKED, "");
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("--target takes `arm64` or `riscv64`"), "{err}");
    let asm = sysyc(&["--target", "riscv64", "-S", "-o", "x.s"], LINKED, "");
    assert_eq!(asm.status.code(), Some(2));
    let err = String::from_utf8_lossy(&asm.stderr);
    assert!(err.contains("A64 assembly only"), "{err}");
}

#[test]
fn dash_o_writes_a_static_executable_linked_with_the_runtime() {
    let dir = scratch("exe");
    links_and_runs(Arch::Arm64, &["-O2"], &dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `sysyc ARGS -o EXE` of [`LINKED`] in `dir`, run under `arch`'s qemu, prints [`LINKED_OUT`]
/// and exits with 2.
fn links_and_runs(arch: Arch, args: &[&str], dir: &std::path::Path) {
    let exe = dir.join("linked");
    let mut args = args.to_vec();
    args.extend(["-o", exe.to_str().expect("a UTF-8 path")]);
    let out = sysyc(&args, LINKED, "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = qemu_on(arch, &exe);
    assert_eq!(String::from_utf8_lossy(&run.stdout), LINKED_OUT);
    assert_eq!(run.status.code(), Some(2));
}

#[test]
fn dash_s_writes_assembly_that_gnu_as_assembles_into_the_same_program() {
    let dir = scratch("asm");
    let asm = dir.join("linked.s");
    let out = sysyc(
        &["-S", "-o", asm.to_str().expect("a UTF-8 path")],
        LINKED,
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&asm).expect("the assembly is written");
    assert!(text.contains("\tbl putarray"), "{text}");
    assert!(text.contains("sy.putint:"), "{text}");
    let exe = dir.join("linked");
    std::fs::write(dir.join("sylib.h"), sysyc::driver::SYLIB_H).expect("the header");
    std::fs::write(dir.join("sylib.c"), sysyc::driver::SYLIB_C).expect("the library");
    let gcc = Command::new(sysyc::peer::GCC)
        .args(["-static", "-w"])
        .arg(&asm)
        .arg(dir.join("sylib.c"))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("aarch64-linux-gnu-gcc runs");
    assert!(
        gcc.status.success(),
        "{}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let run = qemu(&exe);
    assert_eq!(String::from_utf8_lossy(&run.stdout), LINKED_OUT);
    assert_eq!(run.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn emit_ir_lir_and_obj() {
    let ir = sysyc(&["--emit", "ir"], LINKED, "");
    assert_eq!(ir.status.code(), Some(0));
    let ir = String::from_utf8_lossy(&ir.stdout);
    assert!(ir.contains("global %read: [3 x i32] = zero"), "{ir}");
    assert!(ir.contains("extern %putarray(i32, *i32)"), "{ir}");
    assert!(ir.contains("function %main() -> i32 {"), "{ir}");
    let lir = sysyc(&["--emit", "lir"], LINKED, "");
    assert_eq!(lir.status.code(), Some(0));
    let lir = String::from_utf8_lossy(&lir.stdout);
    assert!(lir.contains("function %main() -> i32 {"), "{lir}");
    assert!(lir.contains("call"), "{lir}");
    let dir = scratch("obj");
    let obj = dir.join("linked.o");
    let out = sysyc(
        &["--emit", "obj", "-o", obj.to_str().expect("a UTF-8 path")],
        LINKED,
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&obj).expect("the object is written");
    assert_eq!(&bytes[..4], b"\x7fELF");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn compile_errors_and_command_line_mistakes() {
    let bad = sysyc(&["-o", "/nonexistent/x"], "int main() { return x; }", "");
    assert_eq!(bad.status.code(), Some(101));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("error"));
    let no_out = sysyc(&["-S"], "int main() { return 0; }", "");
    assert_eq!(no_out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&no_out.stderr).contains("give the output file with -o"));
    let unwritable = sysyc(
        &["-o", "/nonexistent/dir/x"],
        "int main() { return 0; }",
        "",
    );
    assert_eq!(unwritable.status.code(), Some(104));
}
