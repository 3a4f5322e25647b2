//! The shared rules and the table as a whole: unknown types, flags and classes, the class tree,
//! `any` and unique names, kinds misspelt, the generated layer and the format reference's example.

use super::*;

#[test]
fn unknown_types_flags_and_classes_use_the_shared_rules() {
    let yaml = inst("operands: [{ name: x, value: i3 }]");
    let d = check(
        &yaml,
        Rule::UnknownType,
        (10, 67),
        "i3",
        "unknown type or type set `i3`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `i32`?"));
    let yaml = inst("flags: [pur]");
    check(
        &yaml,
        Rule::UnknownFlag,
        (10, 46),
        "pur",
        "unknown flag `pur`",
    );
    let yaml = spec("  - { name: bad, doc: B., class: Oops }\n", "");
    check(
        &yaml,
        Rule::UnknownClass,
        (10, 34),
        "Oops",
        "unknown class `Oops`",
    );
}

#[test]
fn the_class_tree_rules_hold_for_instructions() {
    let yaml = spec("", "").replace(
        "  - { name: Op, doc: Ops. }\n",
        "  - { name: Op, doc: Ops. }\n  - { name: Sub, doc: S., parent: Op }\n",
    );
    let d = check(
        &yaml,
        Rule::GateInInnerClass,
        (10, 40),
        "Op }",
        "instruction `nop` is in class `Op`, which has subclasses",
    );
    assert_eq!(d.hint.as_deref(), Some("pick a leaf class: Sub"));
    let yaml = spec("", "").replace(
        "  - { name: Op, doc: Ops. }\n",
        "  - { name: Op, doc: Ops. }\n  - { name: Idle, doc: I. }\n",
    );
    check(
        &yaml,
        Rule::EmptyClass,
        (8, 13),
        "Idle",
        "class `Idle` contains no instructions",
    );
    let yaml = spec("", "").replace(
        "  - { name: Op, doc: Ops. }\n",
        "  - { name: Op, doc: Ops. }\n  - { name: A, doc: A., parent: B }\n  - { name: B, doc: B., parent: A }\n",
    );
    check(
        &yaml,
        Rule::ClassCycle,
        (8, 13),
        "A,",
        "class `A` is its own ancestor: A → B → A",
    );
}

#[test]
fn any_is_reserved_and_names_are_unique() {
    let yaml = spec("", "").replace(
        "  - { name: b1, doc: Bit. }\n",
        "  - { name: any, doc: Bit. }\n",
    );
    check(
        &yaml,
        Rule::ReservedName,
        (5, 13),
        "any",
        "type name `any` is reserved: it is the constraint every type meets",
    );
    let yaml = inst("operands: [{ name: x, value: i32 }, { name: x, value: b1 }]");
    check(
        &yaml,
        Rule::DuplicateName,
        (10, 82),
        "x, value: b1",
        "operand `x` is declared twice",
    );
}

#[test]
fn a_kind_misspelt_is_suggested() {
    let yaml = spec("", "").replace("kind: cfg", "kind: cfgg");
    let e = load(&yaml).expect_err("unknown kind");
    let d = &e.diagnostics[0];
    assert_eq!((d.rule, d.loc.line, d.loc.column), (Rule::Kind, 1, 7));
    assert_eq!(d.hint.as_deref(), Some("did you mean `cfg`?"));
}

#[test]
fn the_test_table_generates_a_formatted_layer_with_docs() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/specs/cfg.yaml");
    let spec = Loader::new()
        .file_as(path, "tests/specs/cfg.yaml")
        .load()
        .expect("valid");
    assert_eq!(spec.kind(), "cfg");
    let rust = spec.outputs("tests/specs/cfg.yaml").expect("generated")[0]
        .rust
        .clone();
    assert!(rust.starts_with("// generated from tests/specs/cfg.yaml; do not edit\n"));
    for needle in [
        "/// Adds two integers, wrapping.",
        "pub const fn is_int_binary(self) -> bool",
        "pub static INST_INFO",
        "terminator: true",
        "pub trait InstBuilder",
    ] {
        assert!(rust.contains(needle), "{needle}");
    }
    let docs = spec.docs("tests/specs/cfg.yaml").expect("docs");
    assert!(docs.contains("| 1 | `iadd` | `out: =lhs = iadd lhs: Int, rhs: =lhs` | pure | Adds two integers, wrapping. |"), "{docs}");
}

#[test]
fn any_in_a_table_without_types() {
    let yaml = "kind: cfg\nversion: 1\nclasses: [{ name: Op, doc: O. }]\ninstructions:\n  - { name: r, doc: R., class: Op, operands: [{ name: x, value: any }] }\n";
    check(
        yaml,
        Rule::UnknownType,
        (5, 65),
        "any",
        "`any` stands for every type, but the table declares none",
    );
}

#[test]
fn the_example_of_the_format_reference_loads() {
    let doc = include_str!("../../../docs/spec-format.md");
    let section = &doc[doc
        .find("## Block-structured IR specs")
        .expect("the section")..];
    let start = section.find("```yaml\n").expect("an example") + "```yaml\n".len();
    let example = &section[start..start + section[start..].find("```").expect("its end")];
    let spec = load(example).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(spec.instructions.len(), 5);
    assert_eq!(spec.classes[0].end, 3);
}
