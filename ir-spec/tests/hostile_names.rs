//! Names that used to pass `check` and generate Rust that does not compile: each is now a located
//! error naming the generated identifier (and, for a clash, both sources), or generates code
//! that compiles (`tests/tests/hostile_specs/` compiles random specs of this kind).

use ir_spec::{Diagnostic, Loader, Rule};

const BASE: &str = "\
kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
classes:
  - { name: Ops, doc: Operations. }
";

const GATE: &str = "gates:\n  - { name: A, doc: A., class: Ops }\n";

fn errors(text: &str) -> Vec<Diagnostic> {
    match Loader::new().text("t.yaml", text).load() {
        Ok(_) => Vec::new(),
        Err(e) => e.diagnostics,
    }
}

/// The 1-based line and column of the first `needle` in `text`.
fn at(text: &str, needle: &str) -> (u32, u32) {
    let offset = text.find(needle).expect("needle");
    let line = text[..offset].matches('\n').count() + 1;
    let col = offset - text[..offset].rfind('\n').map_or(0, |n| n + 1) + 1;
    (line as u32, col as u32)
}

/// Asserts the findings are exactly `expected`: (rule, needle located, words in the message).
fn expect(text: &str, expected: &[(Rule, &str, &[&str])]) {
    let found = errors(text);
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    for (d, (rule, needle, words)) in found.iter().zip(expected) {
        assert_eq!(d.rule, *rule, "{d:#?}");
        assert_eq!((d.loc.line, d.loc.column), at(text, needle), "{d:#?}");
        for w in *words {
            assert!(d.message.contains(w), "`{w}` not in: {}", d.message);
        }
    }
}

#[test]
fn type_sets_may_not_take_the_names_of_type_set_constants() {
    let text = format!(
        "{BASE}type_sets:\n  - {{ name: EMPTY, doc: E., members: [I32] }}\n  - {{ name: NAMED, doc: N., members: [I32] }}\n{GATE}"
    );
    expect(
        &text,
        &[
            (
                Rule::ReservedName,
                "EMPTY",
                &["type set `EMPTY`", "`EMPTY`", "`TypeSet`"],
            ),
            (
                Rule::ReservedName,
                "NAMED",
                &["type set `NAMED`", "`NAMED`", "`TypeSet`"],
            ),
        ],
    );
}

#[test]
fn flags_may_not_take_the_names_of_flag_constants() {
    let text = format!(
        "{BASE}flags:\n  - {{ name: none, doc: N. }}\n  - {{ name: named, doc: N. }}\n{GATE}"
    );
    expect(
        &text,
        &[
            (
                Rule::ReservedName,
                "none",
                &["flag `none`", "`NONE`", "`Flags`"],
            ),
            (
                Rule::ReservedName,
                "named",
                &["flag `named`", "`NAMED`", "`Flags`"],
            ),
        ],
    );
}

#[test]
fn bitfield_enums_may_not_take_prelude_names() {
    let mut gates = String::from("gates:\n");
    for (g, e) in [
        ("A", "Option"),
        ("B", "Result"),
        ("C", "String"),
        ("D", "Iterator"),
    ] {
        gates.push_str(&format!(
            "  - {{ name: {g}, doc: D., class: Ops, bitfield: {{ enum: {{ name: {e}, doc: E., width: 1, values: [{{ name: X, value: 0, doc: X. }}] }} }} }}\n"
        ));
    }
    let text = format!("{BASE}{gates}");
    let expected: Vec<(Rule, String, Vec<String>)> = ["Option", "Result", "String", "Iterator"]
        .iter()
        .map(|e| {
            (
                Rule::ReservedName,
                format!("{e}, doc: E."),
                vec![
                    format!("bitfield enum `{e}`"),
                    "a type of the generated module".into(),
                ],
            )
        })
        .collect();
    let found = errors(&text);
    assert_eq!(found.len(), 4, "{found:#?}");
    for (d, (rule, needle, words)) in found.iter().zip(&expected) {
        assert_eq!(d.rule, *rule);
        assert_eq!((d.loc.line, d.loc.column), at(&text, needle), "{d:#?}");
        for w in words {
            assert!(d.message.contains(w.as_str()), "{}", d.message);
        }
    }
}

#[test]
fn enum_attributes_may_not_take_prelude_names() {
    let text = format!(
        "{BASE}attributes:\n  - {{ name: option, doc: O., kind: {{ enum: [a, b] }}, default: a }}\n  - {{ name: result, doc: R., kind: {{ enum: [a, b] }}, default: a }}\n{GATE}"
    );
    expect(
        &text,
        &[
            (
                Rule::ReservedName,
                "option",
                &["enum attribute `option`", "`Option`"],
            ),
            (
                Rule::ReservedName,
                "result",
                &["enum attribute `result`", "`Result`"],
            ),
        ],
    );
}

#[test]
fn names_that_meet_in_a_generated_namespace_are_refused_naming_both() {
    // `a_1` and `a1` are the attribute enums `A1` (their accessors `a_1` and `a1` differ).
    let text = format!(
        "{BASE}attributes:\n  - {{ name: a_1, doc: O., kind: {{ enum: [x, y] }}, default: x }}\n  - {{ name: a1, doc: R., kind: {{ enum: [x_1, x1] }}, default: x1 }}\n{GATE}"
    );
    expect(
        &text,
        &[
            (
                Rule::GeneratedNameClash,
                "a1, doc",
                &["enum attribute `a1` and enum attribute `a_1` both become `A1`"],
            ),
            (
                Rule::GeneratedNameClash,
                "x1] }",
                &["value `x1` and value `x_1` both become `X1`"],
            ),
        ],
    );
    let hint = errors(&text).remove(0).hint.expect("a hint");
    assert!(hint.contains("t.yaml:8:13"), "{hint}");
    // An attribute accessor named like a method of `Opcode`, a gate like the visitor's root, a
    // bitfield enum whose parameter is an input's.
    let text = format!(
        "{BASE}attributes:\n  - {{ name: info, doc: I., kind: bool }}\ngates:\n  - {{ name: gate, doc: G., class: Ops }}\n  - {{ name: B, doc: B., class: Ops, inputs: {{ data: [{{ name: cond, type: I32 }}] }}, bitfield: {{ enum: {{ name: Cond, doc: C., width: 1, values: [{{ name: X, value: 0, doc: X. }}] }} }} }}\n"
    );
    expect(
        &text,
        &[
            (
                Rule::ReservedName,
                "info",
                &["attribute `info` becomes `info`, an item of `Opcode`"],
            ),
            (
                Rule::ReservedName,
                "gate, doc",
                &["gate `gate` becomes `visit_gate`, a method of `Visitor`"],
            ),
            (
                Rule::GeneratedNameClash,
                "cond, type",
                &["input `cond` and bitfield enum `Cond` both become `cond`"],
            ),
        ],
    );
}

#[test]
fn a_spec_of_only_kind_and_version_generates_enums_without_repr() {
    let spec = Loader::new()
        .text("t.yaml", "kind: ir\nversion: 1\n")
        .load_ir()
        .expect("an empty spec is valid");
    let code = ir_spec::generate::opcodes(&spec, "t.yaml").expect("generated");
    for e in ["Class", "Opcode", "MachineType", "Root"] {
        assert!(code.contains(&format!("pub enum {e} {{}}")), "{e}: {code}");
    }
    assert!(
        !code.contains("#[repr("),
        "an enum without variants may not have a repr: {code}"
    );
}

const ISA: &str = "\
kind: isa
version: 1
registers:
  - { name: X, doc: A register., prefix: x }
operands:
  d: { type: X, field: Rd }
encodings:
";

fn encoding(name: &str, bits: &str) -> String {
    format!("  - {{ name: {name}, doc: E., bits: \"{bits} Rd:5\", asm: \"op {{d}}\" }}\n")
}

#[test]
fn an_isa_encoding_may_not_be_called_self() {
    // The shared `check_identifier` refuses both spellings.
    let text = format!(
        "{ISA}{}{}",
        encoding("Self", "000000000000000000000000000"),
        encoding("self", "100000000000000000000000000")
    );
    expect(
        &text,
        &[
            (
                Rule::ReservedName,
                "Self",
                &["encoding name `Self` would become a Rust keyword"],
            ),
            (
                Rule::ReservedName,
                "self",
                &["encoding name `self` would become a Rust keyword"],
            ),
        ],
    );
}

#[test]
fn isa_encodings_that_differ_in_case_only_are_refused() {
    let text = format!(
        "{ISA}{}{}",
        encoding("ADD_W_imm", "000000000000000000000000000"),
        encoding("AddWImm", "100000000000000000000000000")
    );
    expect(
        &text,
        &[(
            Rule::GeneratedNameClash,
            "AddWImm",
            &[
                "encoding `AddWImm` and encoding `ADD_W_imm` both become `AddWImm`, a variant of `Form` and `Inst`",
            ],
        )],
    );
}

#[test]
fn an_isa_register_prefix_must_make_constants() {
    let text = format!(
        "{}{}",
        ISA.replace("prefix: x", "prefix: ''"),
        encoding("A", "000000000000000000000000000")
    );
    expect(
        &text,
        &[(
            Rule::ReservedName,
            "X, doc",
            &[
                "register `0` of class `X` (prefix ``) becomes the constant `X::0`, which is not an identifier",
            ],
        )],
    );
}

#[test]
fn isa_types_are_capitalised_and_free_of_generated_names() {
    let text = format!(
        "{}operand_types:\n  - {{ name: Form, doc: F., kind: uimm, bits: 1 }}\n  - {{ name: imm, doc: I., kind: uimm, bits: 1 }}\nencodings:\n{}",
        ISA.replace("encodings:\n", ""),
        encoding("A", "000000000000000000000000000")
    );
    expect(
        &text,
        &[
            (Rule::ReservedName, "Form", &["`Form` becomes a type"]),
            (
                Rule::ReservedName,
                "imm, doc",
                &["`imm` becomes a type", "upper-case"],
            ),
        ],
    );
}
