//! Committed generated files must match what the generators produce now, as rust-analyzer does
//! for its generated code: `docs/circuit-ir.md` from `spec/circuit.yaml`.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

#[test]
fn circuit_reference_docs_are_fresh() {
    let spec = ir_spec::Loader::new()
        .file_as(root().join("spec/circuit.yaml"), "spec/circuit.yaml")
        .load()
        .unwrap_or_else(|e| panic!("{e}"));
    let fresh = ir_spec::docs::markdown(&spec, "spec/circuit.yaml").expect("rendered");
    let committed = std::fs::read_to_string(root().join("docs/circuit-ir.md")).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/circuit-ir.md is stale: run `cargo run -p opforge -- doc spec/circuit.yaml -o docs/circuit-ir.md`"
    );
}

#[test]
fn the_reference_covers_every_gate_with_its_wire_table() {
    let text =
        std::fs::read_to_string(root().join("docs/circuit-ir.md")).expect("docs/circuit-ir.md");
    let spec = ir_spec::Loader::new()
        .file(root().join("spec/circuit.yaml"))
        .load()
        .unwrap_or_else(|e| panic!("{e}"));
    for g in &spec.gates {
        assert!(
            text.contains(&format!("### `{}` ({})", g.named.name, g.opcode)),
            "{} missing",
            g.named.name
        );
    }
    assert_eq!(text.matches("| input  |").count(), spec.gates.len());
    assert!(
        text.contains("| input  | [<<`GENERAL_STATE`>>(N)] | 0 | [] |"),
        "MERGE's table"
    );
}
