//! Committed generated files must match what the generators produce now, as rust-analyzer does
//! for its generated code: `docs/circuit-ir.md` from `spec/circuit.yaml`, `docs/arm64.md` and
//! `docs/riscv64.md` from `spec/arm64.yaml` and `spec/riscv64.yaml`. And the generated IR layer keeps its shape: the header, no type of the
//! `opforge-ir` runtime written out again, the runtime named by absolute path.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// `spec/circuit.yaml`, loaded as the generators see it.
fn circuit_spec() -> ir_spec::Spec {
    ir_spec::Loader::new()
        .file_as(root().join("spec/circuit.yaml"), "spec/circuit.yaml")
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn circuit_reference_docs_are_fresh() {
    let spec = circuit_spec();
    let fresh = ir_spec::docs::markdown(&spec, "spec/circuit.yaml").expect("rendered");
    let committed = std::fs::read_to_string(root().join("docs/circuit-ir.md")).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/circuit-ir.md is stale: run `cargo run -p opforge -- doc spec/circuit.yaml -o docs/circuit-ir.md`"
    );
}

/// The fixed types of `opforge-ir` that the generated IR layer uses.
const RUNTIME_TYPES: &[&str] = &[
    "OpcodeRange",
    "OpcodeSet",
    "OpcodeInfo",
    "OpcodeEnum",
    "WireShape",
    "InputInfo",
    "UserInfo",
    "TypeConstraint",
    "Repeat",
    "DependCount",
    "BitfieldKind",
    "BitfieldInfo",
    "FieldInfo",
    "UnknownOpcode",
    "find_opcode",
];

#[test]
fn the_generated_ir_layer_names_its_runtime_by_path_and_defines_none_of_it() {
    let spec = circuit_spec();
    let code = ir_spec::generate::opcodes(&spec, "spec/circuit.yaml").expect("generated");
    assert!(
        code.starts_with("// generated from spec/circuit.yaml; do not edit\n"),
        "{}",
        &code[..80]
    );
    assert!(
        code.contains("/// The opcodes of `circuit`"),
        "doc comments kept"
    );
    // The Rust, without comments (docs may mention the runtime's types by their short names).
    let items: Vec<&str> = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let items = items.join("\n");
    assert!(items.contains("impl ::opforge_ir::OpcodeEnum for Opcode"));
    for name in RUNTIME_TYPES {
        for item in ["struct", "enum", "trait", "type", "fn"] {
            assert!(
                !items.contains(&format!("{item} {name}")),
                "the generated file defines `{item} {name}`, which opforge-ir owns"
            );
        }
        let uses = items.matches(name).count();
        let by_path = items.matches(&format!("::opforge_ir::{name}")).count();
        assert_eq!(uses, by_path, "{name} named without `::opforge_ir::`");
    }
    // Nothing the including module imports or declares is needed.
    for line in items.lines() {
        assert!(!line.trim_start().starts_with("use "), "{line}");
        for (i, _) in line.match_indices("core::") {
            assert!(line[..i].ends_with("::"), "relative `core::` in {line}");
        }
    }
}

#[test]
fn lowering_reference_docs_are_fresh() {
    for name in [
        "lower-arm64",
        "lower-riscv64",
        "lower-panda-arm64",
        "lower-panda-riscv64",
        "lower-sysy-arm64",
        "lower-sysy-riscv64",
    ] {
        let spec = format!("spec/{name}.yaml");
        let lowering = ir_spec::Loader::new()
            .codecs(opforge_arm64_codec::codecs())
            .file_as(root().join(&spec), &spec)
            .load_as::<ir_spec::kind::LowerKind>()
            .unwrap_or_else(|e| panic!("{e}"));
        let fresh = ir_spec::lower::docs::markdown(&lowering, &spec);
        let committed =
            std::fs::read_to_string(root().join(format!("docs/{name}.md"))).unwrap_or_default();
        assert!(
            committed == fresh,
            "docs/{name}.md is stale: run `cargo run -p opforge -- doc {spec} -o docs/{name}.md`"
        );
        // Every gate with rules has its section.
        for g in &lowering.gates {
            assert!(
                committed.contains(&format!("### `{}`", g.gate)),
                "{}",
                g.gate
            );
        }
    }
}

#[test]
fn lir_reference_docs_are_fresh() {
    for (spec, doc) in [
        ("spec/lir-arm64.yaml", "docs/lir-arm64.md"),
        ("spec/lir-riscv64.yaml", "docs/lir-riscv64.md"),
    ] {
        let lir = ir_spec::Loader::new()
            .codecs(opforge_arm64_codec::codecs())
            .file_as(root().join(spec), spec)
            .load_as::<ir_spec::kind::CfgKind>()
            .unwrap_or_else(|e| panic!("{e}"));
        let fresh = ir_spec::cfg::docs::markdown(&lir, spec).expect("rendered");
        let committed = std::fs::read_to_string(root().join(doc)).unwrap_or_default();
        assert!(
            committed == fresh,
            "{doc} is stale: run `cargo run -p opforge -- doc {spec} -o {doc}`"
        );
        // Every instruction has its allocation and emission row.
        for inst in &lir.instructions {
            assert!(
                committed.contains(&format!("| `{}` | ", inst.named.name)),
                "{doc}: {}",
                inst.named.name
            );
        }
        assert!(committed.contains("## Allocation and emission"));
    }
}

#[test]
fn machine_reference_docs_are_fresh() {
    // A64 needs its operand codecs; RV64GC's table says everything itself.
    for (spec, doc, codecs) in [
        (
            "spec/arm64.yaml",
            "docs/arm64.md",
            opforge_arm64_codec::codecs(),
        ),
        (
            "spec/riscv64.yaml",
            "docs/riscv64.md",
            ir_spec::isa::Codecs::default(),
        ),
    ] {
        let isa = ir_spec::Loader::new()
            .codecs(codecs)
            .file_as(root().join(spec), spec)
            .load_isa()
            .unwrap_or_else(|e| panic!("{e}"));
        let fresh = ir_spec::isa::docs::markdown(&isa, spec).expect("rendered");
        let committed = std::fs::read_to_string(root().join(doc)).unwrap_or_default();
        assert!(
            committed == fresh,
            "{doc} is stale: run `cargo run -p opforge -- doc {spec} -o {doc}`"
        );
        // Every encoding and alias has its row.
        for name in isa
            .encodings
            .iter()
            .map(|e| &e.name)
            .chain(isa.aliases.iter().map(|a| &a.name))
        {
            assert!(
                committed.contains(&format!("| `{name}` |")),
                "{doc}: {name}"
            );
        }
    }
}

#[test]
fn the_reference_covers_every_gate_with_its_wire_table() {
    let text =
        std::fs::read_to_string(root().join("docs/circuit-ir.md")).expect("docs/circuit-ir.md");
    let spec = ir_spec::Loader::new()
        .file(root().join("spec/circuit.yaml"))
        .load_ir()
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
                "kind",
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
                "wires",
                "levels",
                "roles",
                "graph_rules",
            ][..],
        ),
        (
            "IsaDocument",
            &[
                "kind",
                "version",
                "name",
                "registers",
                "operand_types",
                "operands",
                "encodings",
                "aliases",
            ][..],
        ),
        (
            "CfgDocument",
            &[
                "kind",
                "version",
                "name",
                "types",
                "type_sets",
                "immediates",
                "flags",
                "classes",
                "instructions",
            ][..],
        ),
    ];
    for (i, (kind, expected)) in kinds.iter().enumerate() {
        // The kind's branch is picked by its `kind` value.
        assert_eq!(
            schema["allOf"][i]["then"]["$ref"],
            serde_json::json!(format!("#/$defs/{kind}"))
        );
        assert_eq!(
            schema["allOf"][i]["if"]["properties"]["kind"]["const"],
            serde_json::json!(["ir", "isa", "cfg"][i])
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
        serde_json::json!(["kind", "version"])
    );
    // The `kind` key tells the branches apart: each admits only its own kind.
    for (tag, kind) in [("IrTag", "ir"), ("IsaTag", "isa"), ("CfgTag", "cfg")] {
        let values = schema["$defs"][tag]["oneOf"].as_array().expect(tag);
        assert_eq!(values.len(), 1, "{tag}");
        assert_eq!(values[0]["const"], serde_json::json!(kind));
    }
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
    ir_spec::Loader::new()
        .text("example.yaml", example)
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Every Rust file generated from the project's own specs is committed under `docs/generated/`,
/// so a change to a generator shows as a diff, and a refactor that claims "output unchanged" is
/// proven by this test.
#[test]
fn expanded_rust_of_the_project_specs_is_fresh() {
    for (spec, dir) in [
        ("spec/circuit.yaml", "docs/generated/circuit"),
        ("spec/arm64.yaml", "docs/generated/arm64"),
        ("tests/specs/cfg.yaml", "docs/generated/cfg"),
        ("spec/sysy.yaml", "docs/generated/sysy"),
        ("spec/lir-arm64.yaml", "docs/generated/lir-arm64"),
        ("spec/lir-riscv64.yaml", "docs/generated/lir-riscv64"),
        ("spec/lower-arm64.yaml", "docs/generated/lower-arm64"),
        ("spec/lower-riscv64.yaml", "docs/generated/lower-riscv64"),
        (
            "examples/dataflow/spec/dataflow.yaml",
            "docs/generated/dataflow",
        ),
        (
            "examples/tiny-a64/spec/lower-tiny-arm64.yaml",
            "docs/generated/lower-tiny-arm64",
        ),
        (
            "examples/tiny-a64/spec/lower-tiny-riscv64.yaml",
            "docs/generated/lower-tiny-riscv64",
        ),
        (
            "spec/lower-panda-arm64.yaml",
            "docs/generated/lower-panda-arm64",
        ),
        (
            "spec/lower-panda-riscv64.yaml",
            "docs/generated/lower-panda-riscv64",
        ),
        (
            "spec/lower-sysy-arm64.yaml",
            "docs/generated/lower-sysy-arm64",
        ),
        (
            "spec/lower-sysy-riscv64.yaml",
            "docs/generated/lower-sysy-riscv64",
        ),
    ] {
        let loaded = ir_spec::Loader::new()
            .codecs(opforge_arm64_codec::codecs())
            .file_as(root().join(spec), spec)
            .load()
            .unwrap_or_else(|e| panic!("{e}"));
        let outputs = loaded.outputs(spec).unwrap_or_else(|e| panic!("{e}"));
        let committed: Vec<_> = std::fs::read_dir(root().join(dir))
            .map(|d| d.filter_map(|e| Some(e.ok()?.file_name())).collect())
            .unwrap_or_default();
        assert_eq!(
            committed.len(),
            outputs.len(),
            "{dir} holds {committed:?}; run `cargo run -p opforge -- expand {spec} --out-dir {dir}`"
        );
        for output in &outputs {
            let path = root().join(dir).join(format!("{}.rs", output.part));
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                text == output.rust,
                "{} is stale: run `cargo run -p opforge -- expand {spec} --out-dir {dir}`",
                path.display()
            );
        }
    }
}
