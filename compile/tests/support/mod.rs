//! What the compile crate's tests share: the seeded generator (SplitMix64, re-exported),
//! random LIR functions, a check of a LIR table's emissions against llvm-mc for any target (`emission`), a
//! reference evaluator of LIR functions, and the running of outside tools (found on PATH, or the
//! test fails saying how to install them) in a scratch directory.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub mod emission;
pub mod eval;
pub mod random;

pub use opforge_rng::Rng;

/// The first of `candidates` (absolute paths, or names looked up on PATH) that exists; else
/// the test fails saying how to install it.
pub fn tool(candidates: &[&str], package: &str) -> PathBuf {
    let path: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    for c in candidates {
        let p = Path::new(c);
        if p.is_absolute() {
            if p.is_file() {
                return p.to_owned();
            }
        } else if let Some(found) = path.iter().map(|d| d.join(c)).find(|p| p.is_file()) {
            return found;
        }
    }
    panic!(
        "{} not found: install it with `apt-get install {package}` (.ci/setup does)",
        candidates[0]
    )
}

/// Runs a command; its stdout, or the test fails with its stderr.
pub fn output(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}): {}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// A fresh directory `name` for one test's files, under Cargo's temporary directory for tests.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// The `.circuit` files of `dirs` (below the workspace's root), each directory's sorted.
pub fn circuit_files(dirs: &[&str]) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for dir in dirs {
        let mut found: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .expect("the directory")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "circuit"))
            .collect();
        found.sort();
        out.extend(found);
    }
    out
}

/// A circuit that returns 0, standing in for a function the pipeline refuses.
pub fn stand_in() -> ir_core::circuit::Circuit {
    ir_core::text::parse("%8 = CONSTANT i64 0 <%5>\n%9 = RETURN [%1] {%2} (%8) <%3>\n")
        .expect("parses")
        .circuit
}
