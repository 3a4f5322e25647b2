//! The `sysyc` command: `-o` and `-S`, `--run`, `--check`, `--emit ast|ir|lir|obj`, and its exit
//! statuses.

use std::io::Write;
use std::process::{Command, Output, Stdio};

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
    if let Err(e) = sysyc::peer::require_tools() {
        panic!("{e}");
    }
    Command::new(sysyc::peer::QEMU)
        .arg(exe)
        .output()
        .expect("qemu-aarch64 runs")
}

#[test]
fn dash_o_writes_a_static_executable_linked_with_the_runtime() {
    let dir = scratch("exe");
    let exe = dir.join("linked");
    let out = sysyc(
        &["-O2", "-o", exe.to_str().expect("a UTF-8 path")],
        LINKED,
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = qemu(&exe);
    assert_eq!(String::from_utf8_lossy(&run.stdout), LINKED_OUT);
    assert_eq!(run.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
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
