//! Error cases of the schema: unknown and missing keys, the `kind` key, values of the wrong kind, and the
//! version.

use super::*;

// ---------------------------------------------------------------------------------------------
// Schema: E005 schema (unknown keys, missing keys, values of the wrong kind)
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_key_at_top_level() {
    let y = with("bogus: 1\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 1),
        "bogus",
        "unknown field `bogus`",
    );
}

#[test]
fn unknown_key_at_top_level_with_suggestion() {
    let y = with("opcode_set: []\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 1),
        "opcode_set",
        "unknown field `opcode_set`",
    );
    hint(&d, "did you mean `opcode_sets`?");
}

#[test]
fn unknown_key_in_a_gate() {
    let y = with("  - { name: SUB, doc: S., class: Arith, colour: red }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 41),
        "colour",
        "unknown field `colour`",
    );
    assert!(
        d.message.contains("expected one of name, doc, class"),
        "{d:?}"
    );
}

#[test]
fn unknown_key_in_inputs() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs: { dat: [I32] }
",
    );
    // The keys are the wire kinds the table declares (by default `state`, `depend`, `data`):
    // a misspelt one is a wire kind the table does not declare.
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownWireKind,
        (B + 4, 15),
        "dat",
        "gate `SUB` uses `dat` wires, which `wires` does not declare",
    );
    hint(&d, "did you mean `data`?");
}

#[test]
fn unknown_key_in_an_input_mapping() {
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs: { data: [{ name: a, typ: I32 }] }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 4, 33),
        "typ",
        "unknown field `typ`",
    );
    hint(&d, "did you mean `type`?");
}

#[test]
fn unknown_key_in_a_state_user() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ few: ADD }] } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 62),
        "few",
        "unknown field `few`",
    );
}

#[test]
fn unknown_bitfield_kind() {
    let y = with("  - { name: SUB, doc: S., class: Arith, bitfield: { bytes: {} } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 53),
        "bytes",
        "unknown variant `bytes`",
    );
    assert!(d.message.contains("count, enum, bits"), "{d:?}");
}

#[test]
fn missing_kind() {
    // Reported at the first key, past the comments, with every kind as a suggestion.
    let y = "# An IR.\n\nversion: 1\nclasses: [{ name: C, doc: C. }]\ngates: [{ name: G, doc: G., class: C }]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::Kind,
        (3, 1),
        "version",
        "no top-level `kind:` key",
    );
    let help = d.hint.as_deref().unwrap_or_default();
    assert!(
        help.contains("`kind: ir`") && help.contains("`kind: isa`"),
        "{help}"
    );
}

#[test]
fn misspelt_kind() {
    let y = "version: 1\nkind: irr\n";
    let d = one(y);
    check(&d, y, Rule::Kind, (2, 7), "irr", "unknown spec kind `irr`");
    hint(&d, "did you mean `ir`?");
}

#[test]
fn kind_that_is_not_a_string() {
    let y = "kind: [ir]\nversion: 1\n";
    check(&one(y), y, Rule::Shape, (1, 7), "[ir]", "");
}

#[test]
fn files_of_two_kinds_in_one_spec() {
    let isa = "kind: isa\nversion: 1\nname: T\n";
    let e = Loader::new()
        .text("a.yaml", BASE)
        .text("b.yaml", isa)
        .load()
        .expect_err("two kinds");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    check(d, isa, Rule::Kind, (1, 7), "isa", "a spec of kind `isa`");
    assert!(
        d.message.contains("kind `ir` like `a.yaml`"),
        "{}",
        d.message
    );
    assert_eq!(e.position(d), "b.yaml:1:7");
}

#[test]
fn an_ir_loader_given_a_machine_spec() {
    let isa = "version: 1\nkind: isa\nname: T\n";
    let e = Loader::new()
        .text("m.yaml", isa)
        .load_ir()
        .expect_err("not an IR");
    check(
        &e.diagnostics[0],
        isa,
        Rule::Kind,
        (2, 7),
        "isa",
        "a spec of kind `ir` is expected here",
    );
}

#[test]
fn a_key_no_kind_knows_before_the_kind() {
    // The read stops at the stranger: nothing tells which kind's keys to suggest, so every
    // kind's keys are candidates.
    let y = "clases: []\nkind: ir\nversion: 1\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::Shape,
        (1, 1),
        "clases",
        "unknown field `clases`",
    );
    hint(&d, "did you mean `classes`?");
}

#[test]
fn a_key_no_kind_knows_after_the_kind_is_reported_by_that_kind() {
    let y = "kind: ir\nversion: 1\nregisters: []\n";
    let d = one(y);
    // `registers` is a key of machine specs, not of IR specs.
    check(
        &d,
        y,
        Rule::Shape,
        (3, 1),
        "registers",
        "unknown field `registers`",
    );
}

#[test]
fn missing_version() {
    let y = "{ kind: ir }\n";
    check(
        &one(y),
        y,
        Rule::Shape,
        (1, 3),
        "kind: ir }",
        "missing field `version`",
    );
}

#[test]
fn missing_field_type() {
    // serde-saphyr places a missing key at the last key of its mapping.
    let y = with("  - { name: SUB, doc: S., class: Arith, fields: [{ name: f, doc: F. }] }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 61),
        "doc: F.",
        "missing field `type`",
    );
}

#[test]
fn duplicate_key() {
    let y = "kind: ir\nversion: 1\nversion: 1\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::Shape,
        (3, 1),
        "version",
        "duplicate mapping key: version",
    );
    assert_eq!(
        d.message,
        "duplicate mapping key: version, which the mapping has already at t.yaml:2:1"
    );
    hint(
        &d,
        "a key may appear once in a mapping: remove one of the two",
    );
}

#[test]
fn duplicate_key_in_a_flow_mapping() {
    // The gate's second `doc` at column 41; its first at column 18.
    let y = with("  - { name: SUB, doc: S., class: Arith, doc: T. }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 41),
        "doc: T.",
        "duplicate mapping key: doc, which the mapping has already at t.yaml:13:18",
    );
    hint(
        &d,
        "a key may appear once in a mapping: remove one of the two",
    );
}

#[test]
fn duplicate_key_in_a_nested_block_mapping() {
    // `data` is repeated in the inputs of the second gate, not the same key of another mapping.
    let y = with(
        "  - name: SUB
    doc: S.
    class: Arith
    inputs:
      data: [I32]
    outputs:
      data: I32
  - name: MUL
    doc: M.
    class: Arith
    inputs:
      data: [I32]
      state: []
      data: [I32, I32]
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 14, 7),
        "data: [I32, I32]",
        "duplicate mapping key: data, which the mapping has already at t.yaml:24:7",
    );
}

#[test]
fn wrong_kind_sequence_for_text() {
    let y = with("  - { name: SUB, doc: [x], class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 23),
        "[x]",
        "expected string scalar",
    );
}

#[test]
fn wrong_kind_text_for_sequence() {
    let y = with("  - { name: SUB, doc: S., class: Arith, flags: pure }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 48),
        "pure",
        "expected sequence start",
    );
}

#[test]
fn wrong_kind_sequence_for_mapping() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: [I32] }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 49),
        "[I32]",
        "expected mapping start",
    );
}

#[test]
fn wrong_kind_non_boolean() {
    // Booleans are strict: `yes` is not `true`.
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { depend: yes } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 60),
        "yes",
        "invalid type: string \"yes\", expected a boolean",
    );
    hint(
        &one(&y),
        "`yes` is a boolean only in YAML 1.1; write `true`",
    );
}

#[test]
fn wrong_kind_word_for_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: many } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::Shape,
        (B + 1, 59),
        "many",
        "invalid value: string \"many\"",
    );
    assert!(d.message.contains("a number, `bitfield` or `any`"), "{d:?}");
}

#[test]
fn wrong_kind_boolean_for_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: true } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "true",
        "invalid type: boolean `true`",
    );
}

#[test]
fn wrong_kind_negative_count() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: -1 } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "-1",
        "a count cannot be negative",
    );
}

#[test]
fn wrong_kind_float_for_attribute() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, attrs: { temps: 1.5 } }
attributes:
  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }
",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 57),
        "1.5",
        "invalid type: floating point `1.5`",
    );
}

#[test]
fn wrong_kind_number_for_input() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [7] } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 58),
        "7",
        "invalid type: integer `7`",
    );
}

#[test]
fn wrong_kind_fraction_for_version() {
    let y = "version: 1.0\nkind: ir\n";
    check(
        &one(y),
        y,
        Rule::Shape,
        (1, 10),
        "1.0",
        "invalid type: floating point `1.0`, expected u64",
    );
}

#[test]
fn quoted_numbers_and_booleans_are_strings() {
    // YAML, the JSON Schema and every editor read a quoted scalar as a string: so does the
    // loader, where a number or a boolean is expected, with a hint.
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { bits: { width: \"8\" } } }
  - { name: MUL, doc: M., class: Arith, outputs: { depend: 'true' } }
",
    );
    let e = fail(&y);
    assert_eq!(e.diagnostics.len(), 2, "{e}");
    check(
        &e.diagnostics[0],
        &y,
        Rule::Shape,
        (B + 1, 68),
        "\"8\"",
        "invalid type: string \"8\", expected u64",
    );
    hint(
        &e.diagnostics[0],
        "a quoted value is a string; write `8` without quotes",
    );
    check(
        &e.diagnostics[1],
        &y,
        Rule::Shape,
        (B + 2, 60),
        "'true'",
        "invalid type: string \"true\", expected a boolean",
    );
    // Unquoted, both load; a quoted key stays a name.
    loads(&with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { bits: { doc: B., width: 8 } } }
  - { name: MUL, doc: M., class: Arith, outputs: { depend: true } }
",
    ));
}

#[test]
fn state_user_with_two_keys() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ one: ADD, many: ADD }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 60),
        "{ one",
        "found also `many`",
    );
}

#[test]
fn repeat_with_a_number() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: 2 }] } }\n",
    );
    let d = one(&y);
    check(&d, &y, Rule::Shape, (B + 1, 79), "2", "has `repeat: 2`");
    hint(&d, "write a fixed number of inputs as that many entries");
}

#[test]
fn too_many_dependency_inputs() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { depend: 70000 } }\n");
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 59),
        "70000",
        "the limit is 65535",
    );
}

#[test]
fn enum_bitfield_without_cases() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { enum: { name: Cond, doc: C., width: 2 } } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::Shape,
        (B + 1, 13),
        "SUB",
        "bitfield enum `Cond` of gate `SUB` has no cases",
    );
}

// ---------------------------------------------------------------------------------------------
// E006 version
// ---------------------------------------------------------------------------------------------

#[test]
fn unsupported_version() {
    let y = "version: 2\nkind: ir\n";
    check(
        &one(y),
        y,
        Rule::Version,
        (1, 10),
        "2",
        "schema version 2 is not supported",
    );
}

// ---------------------------------------------------------------------------------------------
// Every structural error of a file at once, for every kind
// ---------------------------------------------------------------------------------------------

/// Asserts that loading `yaml` reports exactly `expected` (rule E005, `line:column`, the text
/// there, a part of the message), in this order.
#[track_caller]
fn every_shape_error(yaml: &str, expected: &[((u32, u32), &str, &str)]) {
    let Err(e) = Loader::new().text("t.yaml", yaml).load() else {
        panic!("expected an error, but the spec loaded:\n{yaml}");
    };
    let found: Vec<_> = e
        .diagnostics
        .iter()
        .map(|d| (d.loc.line, d.loc.column))
        .collect();
    let wanted: Vec<_> = expected.iter().map(|(at, _, _)| *at).collect();
    assert_eq!(found, wanted, "{e}");
    for (d, &(at, token, message)) in e.diagnostics.iter().zip(expected) {
        check(d, yaml, Rule::Shape, at, token, message);
    }
}

#[test]
fn every_structural_error_of_an_ir_table_is_reported() {
    // Two misspelt keys in two gates, two in one gate (one nested), a wrong value, a repeated
    // key and an unknown top-level key: each reported where it is, the rest of the file read.
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, colour: red }
  - { name: MUL, doc: M., clas: Arith }
  - name: DIV
    doc: D.
    class: Arith
    inputs: { data: 7 }
    colr: 1
  - { name: REM, doc: R., class: Arith, bitfield: { width: x } }
  - { name: NEG, doc: N., class: Arith, doc: again }
bogus: 1
",
    );
    every_shape_error(
        &y,
        &[
            ((B + 1, 41), "colour", "unknown field `colour`"),
            ((B + 2, 27), "clas", "unknown field `clas`"),
            ((B + 6, 21), "7", "expected sequence start"),
            ((B + 7, 5), "colr", "unknown field `colr`"),
            ((B + 8, 53), "width", "unknown variant `width`"),
            ((B + 9, 41), "doc", "duplicate mapping key: doc"),
            ((B + 10, 1), "bogus", "unknown field `bogus`"),
        ],
    );
    // The hint of each misspelling is kept.
    let e = fail(&y);
    assert_eq!(
        e.diagnostics[1].hint.as_deref(),
        Some("did you mean `class`?")
    );
}

#[test]
fn every_wrong_value_in_a_list_is_reported_once() {
    // A value of the wrong kind leaves its gate out of the rest of the read; the next gate is
    // read.
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, flags: 3 }
  - { name: MUL, doc: M., class: Arith, flags: { a: b } }
  - { name: DIV, doc: D., class: Arith, flags: [pure] }
  - { name: REM, doc: R., class: Arith, level: [] }
",
    );
    let e = fail(&y);
    let at: Vec<_> = e.diagnostics.iter().map(|d| (d.rule, d.loc.line)).collect();
    assert_eq!(
        at,
        [
            (Rule::Shape, B + 1),
            (Rule::Shape, B + 2),
            (Rule::Shape, B + 4)
        ],
        "{e}"
    );
    check(
        &e.diagnostics[0],
        &y,
        Rule::Shape,
        (B + 1, 48),
        "3",
        "expected sequence start",
    );
}

#[test]
fn every_structural_error_of_an_isa_table_is_reported() {
    let y = "kind: isa
version: 1
name: Mini
doc: A machine.
registers:
  - { name: XReg, doc: A register., prefix: x, ofset: 1 }
  - { name: DReg, doc: A float register., prefix: d, name: again }
operand_types:
  - { name: Imm12, doc: Twelve bits., kind: uimm, bitz: 12 }
encodings: []
";
    every_shape_error(
        y,
        &[
            ((6, 48), "ofset", "unknown field `ofset`"),
            ((7, 54), "name", "duplicate mapping key: name"),
            ((9, 51), "bitz", "unknown field `bitz`"),
        ],
    );
}

#[test]
fn every_structural_error_of_a_cfg_table_is_reported() {
    let y = "kind: cfg
version: 1
types:
  - { name: i32, doc: Word., colour: red }
classes:
  - { name: Op, doc: Ops., parnt: Op }
instructions:
  - { name: nop, doc: Nothing., class: Op, operand: [] }
immediates:
  - { name: imm, doc: Constant., bits: 32, signd: true }
";
    every_shape_error(
        y,
        &[
            ((4, 30), "colour", "unknown field `colour`"),
            ((6, 28), "parnt", "unknown field `parnt`"),
            ((8, 44), "operand", "unknown field `operand`"),
            ((10, 44), "signd", "unknown field `signd`"),
        ],
    );
}

#[test]
fn every_structural_error_of_a_lowering_table_is_reported() {
    let y = "kind: lower
version: 1
name: lower_mini
doc: A lowering.
source: circuit.yaml
source_path: ir_core::opcode
target: lir.yaml
target_path: crate::lir
types: {}
rules:
  - { gate: ADD, typs: [I32], steps: [\"out = iadd in0, in1\"] }
  - { gate: SUB, steps: [\"out = isub in0, in1\"], priorty: 1 }
";
    every_shape_error(
        y,
        &[
            ((11, 18), "typs", "unknown field `typs`"),
            ((12, 50), "priorty", "unknown field `priorty`"),
        ],
    );
}
