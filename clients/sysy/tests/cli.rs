//! The `sysyc` command: `--run`, `--check`, `--emit ast`, and its exit statuses.

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
