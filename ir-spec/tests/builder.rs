//! The build-script API end to end: a fixture spec generates a Rust file; editing the spec to add
//! an opcode regenerates it with that opcode; a broken spec fails with located, rendered errors.

use std::path::{Path, PathBuf};

use ir_spec::{BuildError, Builder, Rule};

const FIXTURE: &str = "\
kind: ir
version: 1
classes:
  - { name: Arith, doc: Arithmetic. }
  - { name: Memory, doc: Memory access. }
gates:
  - { name: ADD, doc: Adds two values., class: Arith }
  - { name: LOAD, doc: Reads memory., class: Memory }
";

/// A fresh directory under the system temp dir, unique per test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-builder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("spec")).expect("create scratch dir");
    dir
}

fn build(root: &Path) -> Result<ir_spec::builder::Generated, BuildError> {
    Builder::new()
        .root(root)
        .spec("spec/fixture.yaml")
        .out_dir(root)
        .emit_rerun_if_changed(false)
        .generate()
}

#[test]
fn adding_an_opcode_regenerates_code_with_it() {
    let root = scratch("regen");
    std::fs::write(root.join("spec/fixture.yaml"), FIXTURE).expect("write fixture");
    let first = build(&root).expect("valid fixture");
    assert_eq!(first.opcodes, 2);
    let before = std::fs::read_to_string(&first.path).expect("generated file");
    assert!(before.starts_with("// generated from spec/fixture.yaml; do not edit\n"));
    assert!(before.contains("Add = 0"));
    assert!(!before.contains("Sub ="));
    assert!(before.contains("pub const ALL: [Opcode; 2]"));

    let grown = FIXTURE.replace(
        "  - { name: LOAD",
        "  - { name: SUB, doc: Subtracts two values., class: Arith }\n  - { name: LOAD",
    );
    std::fs::write(root.join("spec/fixture.yaml"), grown).expect("write fixture");
    let second = build(&root).expect("valid fixture");
    assert_eq!(second.opcodes, 3);
    let after = std::fs::read_to_string(&second.path).expect("generated file");
    assert!(
        after.contains("/// Subtracts two values.\n    Sub = 1"),
        "{after}"
    );
    assert!(after.contains("Load = 2"));
    assert!(after.contains("pub const ALL: [Opcode; 3]"));
    assert_eq!(second.inputs, vec![root.join("spec/fixture.yaml")]);
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn unchanged_output_is_not_rewritten() {
    let root = scratch("stable");
    std::fs::write(root.join("spec/fixture.yaml"), FIXTURE).expect("write fixture");
    let first = build(&root).expect("valid fixture");
    let stamp = std::fs::metadata(&first.path)
        .and_then(|m| m.modified())
        .expect("mtime");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = build(&root).expect("valid fixture");
    assert_eq!(
        std::fs::metadata(&second.path)
            .and_then(|m| m.modified())
            .expect("mtime"),
        stamp
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_broken_spec_reports_the_path_as_given_with_line_and_column() {
    let root = scratch("broken");
    let broken = FIXTURE.replace("class: Memory", "class: Memroy");
    std::fs::write(root.join("spec/fixture.yaml"), broken).expect("write fixture");
    let Err(BuildError::Spec(err)) = build(&root) else {
        panic!("expected a spec error")
    };
    let unknown = err
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::UnknownClass)
        .expect("unknown class");
    assert_eq!((unknown.loc.line, unknown.loc.column), (8, 46));
    let text = err.to_string();
    assert!(text.contains("spec/fixture.yaml:8:46"), "{text}");
    assert!(
        text.contains("8 |   - { name: LOAD, doc: Reads memory., class: Memroy }"),
        "{text}"
    );
    assert!(text.contains("did you mean `Memory`?"), "{text}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn missing_inputs_are_reported() {
    assert!(matches!(
        Builder::new().out_dir(".").generate(),
        Err(BuildError::NoSpec)
    ));
    let root = scratch("missing");
    let Err(BuildError::Spec(err)) = build(&root) else {
        panic!("expected a spec error")
    };
    assert_eq!(err.diagnostics[0].rule, Rule::Io);
    assert!(err.to_string().contains("spec/fixture.yaml"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn several_files_form_one_spec() {
    let root = scratch("multi");
    std::fs::write(
        root.join("spec/classes.yaml"),
        "kind: ir\nversion: 1\nclasses:\n  - { name: Arith, doc: Arithmetic. }\n",
    )
    .expect("write");
    std::fs::write(
        root.join("spec/gates.yaml"),
        "kind: ir\nversion: 1\ngates:\n  - { name: ADD, doc: Adds., class: Arith }\n",
    )
    .expect("write");
    let g = Builder::new()
        .root(&root)
        .spec("spec/classes.yaml")
        .spec("spec/gates.yaml")
        .out_dir(&root)
        .out_file("multi.rs")
        .emit_rerun_if_changed(false)
        .generate()
        .expect("two files form a valid spec");
    assert_eq!(g.opcodes, 1);
    assert_eq!(g.inputs.len(), 2);
    assert!(g.path.ends_with("multi.rs"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_build_returns_the_warnings_of_the_spec() {
    let root = scratch("warnings");
    let spec = FIXTURE
        .replace("name: Memory,", "name: y,")
        .replace("class: Memory", "class: \"y\"");
    std::fs::write(root.join("spec/fixture.yaml"), spec).expect("write fixture");
    let built = build(&root).expect("the spec loads");
    assert_eq!(
        built.warnings,
        vec![
            "spec/fixture.yaml:5:13: warning[W001]: `y` is read here as text, but YAML 1.1 tools \
             and editors set to YAML 1.1 read it as the boolean `true` (help: quote it (`\"y\"`) \
             so every tool reads a name)"
                .to_owned()
        ]
    );
    std::fs::write(root.join("spec/fixture.yaml"), FIXTURE).expect("write fixture");
    assert!(build(&root).expect("the spec loads").warnings.is_empty());
    let _ = std::fs::remove_dir_all(&root);
}
