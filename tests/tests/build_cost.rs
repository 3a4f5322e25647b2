//! What a user's crate compiles: `ir-macros` without features (the `spec!` and visitor macros)
//! does not build the generated A64 layer; its `a64` feature does (`a64!` needs it).

use std::process::Command;

/// The packages `cargo tree` lists for `ir-macros` with `args`, one `name vX.Y.Z` a line.
fn tree(args: &[&str]) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args([
            "tree",
            "-q",
            "-p",
            "ir-macros",
            "-e",
            "normal,build",
            "--prefix",
            "none",
        ])
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cargo tree: {e}"));
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn builds_a64_layer(tree: &str) -> bool {
    tree.lines().any(|l| l.starts_with("opforge-arm64 v"))
}

#[test]
fn the_macros_build_the_a64_layer_only_for_a64() {
    let lean = tree(&[]);
    assert!(lean.lines().any(|l| l.starts_with("ir-spec v")), "{lean}");
    assert!(!builds_a64_layer(&lean), "{lean}");
    assert!(builds_a64_layer(&tree(&["--features", "a64"])));
}
