//! What a user's crate compiles: `ir-macros` without features (the `spec!` and visitor macros)
//! does not build the generated A64 layer; its `a64` feature does (`a64!` needs it). And
//! `ir-spec` without its default features (what a `build.rs` that calls `ir_spec::Builder`
//! needs) compiles neither tera (the Markdown references), schemars nor serde_json (the JSON
//! Schema); the scratch crates of `cargo_build.rs` build with it so.

use std::process::Command;

/// The packages `cargo tree` lists for `ir-macros` with `args`, one `name vX.Y.Z` a line.
fn tree(args: &[&str]) -> String {
    tree_of("ir-macros", args)
}

/// The packages `cargo tree` lists for `package` with `args`, one `name vX.Y.Z` a line.
fn tree_of(package: &str, args: &[&str]) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args([
            "tree",
            "-q",
            "-p",
            package,
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

/// The crates only the docs, the schema and the importers need.
const NOT_FOR_BUILD_SCRIPTS: [&str; 3] = ["tera", "schemars", "serde_json"];

fn lists(tree: &str, package: &str) -> bool {
    tree.lines().any(|l| l.starts_with(&format!("{package} v")))
}

#[test]
fn a_lean_ir_spec_leaves_out_docs_and_schema() {
    let lean = tree_of("ir-spec", &["--no-default-features"]);
    for package in NOT_FOR_BUILD_SCRIPTS {
        assert!(
            !lists(&lean, package),
            "{package} in the lean tree:\n{lean}"
        );
    }
    assert!(lists(&lean, "serde-saphyr"), "{lean}");
    let full = tree_of("ir-spec", &[]);
    for package in NOT_FOR_BUILD_SCRIPTS {
        assert!(
            lists(&full, package),
            "{package} not in the default tree:\n{full}"
        );
    }
}
