//! `opforge-tests` owns the cross-crate integration tests: the checked-in specs loaded end to end,
//! the generated opcode layer compared with its spec, and (later) trybuild compile-fail cases and
//! differential tests against `llvm-mc`. The tests live in `tests/tests/`; this library holds
//! what several of them use to read the workspace's sources ([`sources`]).

use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, at any depth, sorted (so a failure names the same file first on
/// every host). Panics, naming the folder, when it cannot be read: the tests that call it read
/// the workspace's own folders.
pub fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()));
        for entry in entries {
            let path = entry
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
                .path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}
