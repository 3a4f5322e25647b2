//! Runs the `opforge` binary from the workspace root and reads its output, for tests of
//! commands on well-formed input.

// Each test file that includes this one uses its own part of it.
#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs `opforge ARGS` in the workspace root.
pub fn opforge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_opforge"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("run opforge")
}

/// The standard output of a run that must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = opforge(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The standard error of a run that must end with status 1.
pub fn stderr_of_failure(args: &[&str]) -> String {
    let out = opforge(args);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}
