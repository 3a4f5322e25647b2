//! The JSON Schema seen by a generic validator (the `jsonschema` crate, as an editor's YAML
//! language server would use one): its branch is picked by `kind`, so a mistake is reported at
//! the field that holds it, not at the root; and it agrees with the loader on what is
//! structurally a spec (a document the schema refuses is one the loader reports with `E005`,
//! and the other way round).

use ir_spec::{Loader, Rule};

/// The schema, compiled.
fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value =
        serde_json::from_str(&ir_spec::schema::json_schema()).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("the schema compiles")
}

/// A YAML document as the JSON value an editor validates, read as YAML 1.2 reads it (as the
/// loader does: `yes` and `N` are strings).
fn json(yaml: &str) -> serde_json::Value {
    let options = serde_saphyr::options! { strict_booleans: true };
    serde_saphyr::from_str_with_options(yaml, options).expect("YAML")
}

/// The instance paths (JSON pointers) of every error the schema finds in `yaml`.
fn schema_errors(yaml: &str) -> Vec<String> {
    let instance = json(yaml);
    validator()
        .iter_errors(&instance)
        .map(|e| e.instance_path().as_str().to_owned())
        .collect()
}

/// Whether the loader finds a structural error (`E005`) in `yaml`.
fn loader_refuses(yaml: &str) -> bool {
    match Loader::new().text("t.yaml", yaml).load() {
        Ok(_) => false,
        Err(e) => e.diagnostics.iter().any(|d| d.rule == Rule::Shape),
    }
}

const IR: &str = "\
kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith }
";

#[test]
fn a_valid_table_of_every_kind_passes() {
    for yaml in [
        IR,
        include_str!("../../spec/arm64.yaml"),
        include_str!("../../spec/lir-arm64.yaml"),
        include_str!("../../spec/lower-arm64.yaml"),
        include_str!("../../tests/specs/cfg.yaml"),
    ] {
        assert_eq!(schema_errors(yaml), Vec::<String>::new());
    }
}

#[test]
fn a_mistake_is_reported_at_its_field_not_at_the_root() {
    let cases = [
        (
            format!("{IR}  - {{ name: SUB, doc: S., class: Arith, colour: red }}\n"),
            "/gates/1",
        ),
        (
            format!("{IR}  - {{ name: SUB, doc: S., class: Arith, flags: 3 }}\n"),
            "/gates/1/flags",
        ),
        (
            "kind: isa\nversion: 1\nregisters:\n  - { name: X, doc: R., prefix: 7 }\n".to_owned(),
            "/registers/0/prefix",
        ),
        (
            "kind: cfg\nversion: 1\nimmediates:\n  - { name: imm, doc: I., bits: \"8\" }\n"
                .to_owned(),
            "/immediates/0/bits",
        ),
    ];
    for (yaml, at) in cases {
        let errors = schema_errors(&yaml);
        assert!(!errors.is_empty(), "the schema passes:\n{yaml}");
        assert!(
            errors.iter().all(|path| path == at),
            "errors at {errors:?}, not at `{at}`:\n{yaml}"
        );
    }
}

#[test]
fn an_unknown_kind_is_reported_at_the_kind() {
    assert_eq!(
        schema_errors("kind: irr\nversion: 1\n"),
        vec!["/kind".to_owned()]
    );
}

#[test]
fn the_loader_and_the_schema_agree_on_the_shape_of_a_document() {
    let bits = |value: &str| {
        format!(
            "{IR}  - {{ name: SUB, doc: S., class: Arith, bitfield: {{ bits: {{ doc: B., width: {value} }} }} }}\n"
        )
    };
    let depend = |value: &str| {
        format!("{IR}  - {{ name: SUB, doc: S., class: Arith, outputs: {{ depend: {value} }} }}\n")
    };
    let documents = [
        IR.to_owned(),
        bits("8"),
        bits("\"8\""),
        bits("'8'"),
        bits("8.5"),
        bits("x"),
        bits("[8]"),
        depend("true"),
        depend("\"true\""),
        depend("yes"),
        depend("1"),
        IR.replace("version: 1", "version: \"1\""),
        IR.replace("version: 1", "version: 1.5"),
        format!("{IR}  - {{ name: SUB, doc: S., class: Arith, colour: red }}\n"),
        format!("{IR}  - {{ name: SUB, class: Arith }}\n"),
        format!("{IR}bogus: 1\n"),
        IR.replace("kind: ir", "kind: isa"),
    ];
    for yaml in &documents {
        let schema = !schema_errors(yaml).is_empty();
        let loader = loader_refuses(yaml);
        assert_eq!(
            schema,
            loader,
            "the schema {} and the loader {} this document:\n{yaml}",
            if schema { "refuses" } else { "accepts" },
            if loader { "refuses" } else { "accepts" },
        );
    }
}

#[test]
fn an_integer_written_as_a_fraction_is_where_json_cannot_follow() {
    // JSON has one kind of number, so a JSON Schema's `integer` takes `1.0`; the loader reads YAML,
    // where `1.0` is a float, and refuses it where an integer is expected. The one difference is
    // the schema's to make, and it cannot.
    let yaml = IR.replace("version: 1", "version: 1.0");
    assert!(loader_refuses(&yaml));
    assert!(schema_errors(&yaml).is_empty());
}
