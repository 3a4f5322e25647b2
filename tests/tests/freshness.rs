//! Committed generated files must match what the generators produce now, as rust-analyzer does
//! for its generated code: `docs/circuit-ir.md` from `spec/circuit.yaml`, `docs/arm64.md` from
//! `spec/arm64.yaml`.

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
fn machine_reference_docs_are_fresh() {
    let isa = ir_spec::isa::IsaLoader::new()
        .codecs(opforge_arm64_codec::codecs())
        .file_as(root().join("spec/arm64.yaml"), "spec/arm64.yaml")
        .load()
        .unwrap_or_else(|e| panic!("{e}"));
    let fresh = ir_spec::isa::docs::markdown(&isa, "spec/arm64.yaml").expect("rendered");
    let committed = std::fs::read_to_string(root().join("docs/arm64.md")).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/arm64.md is stale: run `cargo run -p opforge -- doc spec/arm64.yaml -o docs/arm64.md`"
    );
    // Every encoding and alias has its row.
    for name in isa
        .encodings
        .iter()
        .map(|e| &e.name)
        .chain(isa.aliases.iter().map(|a| &a.name))
    {
        assert!(committed.contains(&format!("| `{name}` |")), "{name}");
    }
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

#[test]
fn the_spec_json_schema_is_fresh() {
    let committed =
        std::fs::read_to_string(root().join("docs/spec.schema.json")).unwrap_or_default();
    assert!(
        committed == ir_spec::schema::json_schema(),
        "docs/spec.schema.json is stale: run `cargo run -p opforge -- schema -o docs/spec.schema.json`"
    );
}

#[test]
fn the_json_schema_describes_every_top_level_key_and_refuses_others() {
    let schema: serde_json::Value =
        serde_json::from_str(&ir_spec::schema::json_schema()).expect("JSON");
    let kinds = [
        (
            "Document",
            &[
                "version",
                "types",
                "type_sets",
                "type_vars",
                "flags",
                "attributes",
                "classes",
                "opcode_sets",
                "roots",
                "gates",
            ][..],
        ),
        (
            "IsaDocument",
            &[
                "version",
                "isa",
                "registers",
                "operand_types",
                "operands",
                "encodings",
                "aliases",
            ][..],
        ),
    ];
    for (i, (kind, expected)) in kinds.iter().enumerate() {
        assert_eq!(
            schema["anyOf"][i]["$ref"],
            serde_json::json!(format!("#/$defs/{kind}"))
        );
        let def = &schema["$defs"][kind];
        let keys: Vec<&str> = def["properties"]
            .as_object()
            .expect("properties")
            .keys()
            .map(String::as_str)
            .collect();
        for key in *expected {
            assert!(keys.contains(key), "{kind}: {key} missing from {keys:?}");
        }
        assert_eq!(
            def["additionalProperties"],
            serde_json::Value::Bool(false),
            "{kind}"
        );
    }
    assert_eq!(
        schema["$defs"]["Document"]["required"],
        serde_json::json!(["version"])
    );
    // Every spec file points editors at the schema.
    for entry in std::fs::read_dir(root().join("spec")).expect("spec/") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&path).expect("read");
            assert!(
                text.starts_with("# yaml-language-server: $schema=../docs/spec.schema.json"),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn the_isa_example_in_the_format_reference_is_a_valid_spec() {
    let isa = isa_example("## Machine specs (ISA files)");
    assert_eq!((isa.encodings.len(), isa.aliases.len()), (1, 1));
}

#[test]
fn the_target_neutral_isa_example_in_the_format_reference_is_a_valid_spec() {
    let isa = isa_example("## Machine specs: targets other than A64");
    assert_eq!(isa.widths, [16, 32]);
    assert_eq!(isa.registers[2].offset, 8);
}

/// The first YAML example of the section of `docs/spec-format.md` headed `heading`, loaded.
fn isa_example(heading: &str) -> ir_spec::isa::Isa {
    let doc =
        std::fs::read_to_string(root().join("docs/spec-format.md")).expect("docs/spec-format.md");
    let section = &doc[doc.find(heading).expect("the section")..];
    let start = section.find("```yaml\n").expect("an example") + "```yaml\n".len();
    let example =
        &section[start..start + section[start..].find("```").expect("end of the example")];
    ir_spec::isa::IsaLoader::new()
        .text("example.yaml", example)
        .load()
        .unwrap_or_else(|e| panic!("{e}"))
}
