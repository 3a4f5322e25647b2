//! Cargo integration end to end, as a user sees it: a scratch crate whose `build.rs` calls
//! `ir_spec::Builder` is built with `cargo build`; adding a gate to its YAML and building again
//! changes `Opcode::ALL.len()` with no other edit; breaking the YAML makes `cargo build` fail with
//! `spec/ops.yaml:LINE:COL` and a snippet, not a panic.

use std::path::{Path, PathBuf};
use std::process::Command;

const SPEC: &str = "\
version: 1
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith }
  - { name: SUB, doc: Subtracts., class: Arith }
";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

fn scratch_crate() -> PathBuf {
    let ws = workspace();
    let dir = ws.join("target").join("opforge-cargo-integration");
    let manifest = format!(
        "[package]\nname = \"scratch\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [build-dependencies]\nir-spec = {{ path = {:?} }}\n\n[workspace]\n",
        ws.join("ir-spec")
    );
    write(&dir.join("Cargo.toml"), &manifest);
    if let Ok(lock) = std::fs::read_to_string(ws.join("Cargo.lock")) {
        write(&dir.join("Cargo.lock"), &lock);
    }
    write(
        &dir.join("build.rs"),
        "fn main() {\n    ir_spec::Builder::new().spec(\"spec/ops.yaml\").generate().unwrap_or_else(|e| e.exit());\n}\n",
    );
    write(
        &dir.join("src/main.rs"),
        "#![allow(dead_code, missing_docs)]\ninclude!(concat!(env!(\"OUT_DIR\"), \"/ops.rs\"));\n\
         fn main() {\n    println!(\"{}\", Opcode::ALL.len());\n}\n",
    );
    write(&dir.join("spec/ops.yaml"), SPEC);
    dir
}

fn cargo(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo")
}

#[test]
fn editing_the_yaml_regenerates_and_breaking_it_fails_the_build_with_a_location() {
    let dir = scratch_crate();
    let run = cargo(&dir, &["run", "-q", "--offline"]);
    assert!(
        run.status.success(),
        "first build failed:\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&run.stdout).trim(), "2");

    write(
        &dir.join("spec/ops.yaml"),
        &format!("{SPEC}  - {{ name: MUL, doc: Multiplies., class: Arith }}\n"),
    );
    let run = cargo(&dir, &["run", "-q", "--offline"]);
    assert!(
        run.status.success(),
        "second build failed:\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout).trim(),
        "3",
        "adding a gate must regenerate the opcodes"
    );

    write(
        &dir.join("spec/ops.yaml"),
        &SPEC.replace(
            "class: Arith }\n  - { name: SUB",
            "class: Arth }\n  - { name: SUB",
        ),
    );
    let build = cargo(&dir, &["build", "--offline"]);
    assert!(!build.status.success(), "a broken spec must fail the build");
    let stderr = String::from_utf8_lossy(&build.stderr);
    assert!(stderr.contains("spec/ops.yaml:5:37"), "{stderr}");
    assert!(
        stderr.contains("5 |   - { name: ADD, doc: Adds., class: Arth }"),
        "{stderr}"
    );
    assert!(stderr.contains("did you mean `Arith`?"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
