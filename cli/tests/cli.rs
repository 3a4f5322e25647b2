//! The `opforge` command as a user runs it: exit codes, summaries, located errors and expansion.

use std::path::PathBuf;
use std::process::{Command, Output};

fn opforge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("run opforge")
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("opforge-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn check_prints_a_one_line_summary() {
    let out = opforge(&["check", "spec/circuit.yaml"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 1);
    assert!(stdout.starts_with("spec/circuit.yaml: ok: "), "{stdout}");
    assert!(stdout.contains(" gates in "), "{stdout}");
}

#[test]
fn check_reports_every_error_with_its_location_and_exits_1() {
    let bad = scratch(
        "bad.yaml",
        "version: 1\nclasses:\n  - { name: Arith, doc: Arithmetic. }\ngates:\n  - { name: ADD, doc: Adds., class: Arth }\n  - { name: ADD, doc: Again., class: Arith }\n",
    );
    let out = opforge(&["check", bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("{}:5:37", bad.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{}:6:13", bad.display())),
        "{stderr}"
    );
    assert!(stderr.contains("error[E021]"), "{stderr}");
    assert!(stderr.contains("error[E010]"), "{stderr}");
    assert!(stderr.contains("2 errors in the spec"), "{stderr}");
    let _ = std::fs::remove_file(bad);
}

#[test]
fn expand_prints_formatted_rust_with_the_header() {
    let out = opforge(&["expand", "spec/circuit.yaml"]);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("// generated from spec/circuit.yaml; do not edit\n"));
    assert!(stdout.contains("pub enum Opcode {"));
    assert!(syn::parse_file(&stdout).is_ok());
}

#[test]
fn expand_writes_a_file_for_review() {
    let path = std::env::temp_dir().join(format!("opforge-cli-{}-expanded.rs", std::process::id()));
    let out = opforge(&[
        "expand",
        "spec/circuit.yaml",
        "-o",
        path.to_str().expect("utf-8 path"),
    ]);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(text.starts_with("// generated from spec/circuit.yaml; do not edit\n"));
    let _ = std::fs::remove_file(path);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[][..],
        &["frobnicate"][..],
        &["check"][..],
        &["expand", "-o"][..],
    ] {
        let out = opforge(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage: opforge"));
    }
    assert!(opforge(&["help"]).status.success());
}

#[test]
fn a_missing_file_is_a_located_error() {
    let out = opforge(&["check", "no/such/file.yaml"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.yaml"));
}
