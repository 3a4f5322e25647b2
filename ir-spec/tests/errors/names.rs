//! Error cases of names and references: duplicates, identifiers, reserved and clashing names, missing docs, and
//! references to unknown types, classes, opcodes, flags, roots and attributes.

use super::*;

// ---------------------------------------------------------------------------------------------
// Names: E010 duplicate-name .. E014 missing-doc
// ---------------------------------------------------------------------------------------------

#[test]
fn duplicate_gate() {
    let y = with("  - { name: ADD, doc: Again., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 13),
        "ADD",
        "gate `ADD` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:12:13");
}

#[test]
fn duplicate_in_the_type_namespace() {
    let y = with("type_sets:\n  - { name: I32, doc: Again., members: [I32] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 2, 13),
        "I32",
        "type set `I32` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:4:13");
}

#[test]
fn duplicate_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: a, type: I32 }, { name: a, type: I32 }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 90),
        "a, type",
        "gate `SUB` has two inputs named `a`",
    );
    hint(&d, "the first is at t.yaml:13:66");
}

#[test]
fn duplicate_root() {
    let y = with("roots: [ADD, ADD]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 1, 14),
        "ADD]",
        "root `ADD` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:13:9");
}

#[test]
fn duplicate_through_an_alias() {
    // Reported where the alias is used, not where the anchor is.
    let y = "kind: ir\nversion: 1\ntypes: [&x { name: A, doc: a. }, *x]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::DuplicateName,
        (3, 34),
        "*x",
        "type `A` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:3:20");
}

#[test]
fn duplicate_across_files() {
    let e = Loader::new()
        .text("a.yaml", BASE)
        .text(
            "b.yaml",
            "kind: ir\nversion: 1\ngates:\n  - { name: ADD, doc: Again., class: Arith }\n",
        )
        .load_ir()
        .expect_err("ADD twice");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::DuplicateName);
    assert_eq!(e.position(d), "b.yaml:4:13");
    hint(d, "the first declaration is at a.yaml:12:13");
}

#[test]
fn invalid_identifier() {
    let y = with("  - { name: 2X, doc: S., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::InvalidIdentifier,
        (B + 1, 13),
        "2X",
        "gate name `2X` is not an identifier",
    );
    hint(
        &d,
        "use ASCII letters, digits and underscores, starting with a letter",
    );
}

#[test]
fn invalid_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: 1a, type: I32 }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::InvalidIdentifier,
        (B + 1, 66),
        "1a",
        "input name `1a` is not an identifier",
    );
}

#[test]
fn reserved_keyword() {
    let y = with("  - { name: SELF, doc: S., class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::ReservedName,
        (B + 1, 13),
        "SELF",
        "would become a Rust keyword",
    );
}

#[test]
fn reserved_class_name() {
    let y = "kind: ir\nversion: 1\nclasses: [{ name: Opcode, doc: O. }]\ngates: [{ name: ADD, doc: A., class: Opcode }]\n";
    let d = one(y);
    check(
        &d,
        y,
        Rule::ReservedName,
        (3, 19),
        "Opcode",
        "class name `Opcode` is reserved by the generator",
    );
    hint(
        &d,
        "reserved class names: Gate, Opcode, Class, Flags, Type, TypeSet",
    );
}

#[test]
fn reserved_input_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ name: ty, type: I32 }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::ReservedName,
        (B + 1, 66),
        "ty",
        "input name `ty` is reserved",
    );
    hint(&d, "reserved input names: ty, bits, depend, depends");
}

#[test]
fn reserved_bitfield_enum_name() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { enum: { name: Opcode, doc: C., width: 2, values: [{ name: A, value: 0, doc: A. }] } } }\n",
    );
    // `bitfield: ` is at 41, `{ enum: ` at 51, `{ name: ` at 59.
    check(
        &one(&y),
        &y,
        Rule::ReservedName,
        (B + 1, 67),
        "Opcode",
        "bitfield enum name `Opcode` is reserved",
    );
}

#[test]
fn generated_name_clash_of_gates() {
    // `Add` and `ADD` meet both as the variant `Add` and as the method `add`: reported once.
    let y = with("  - { name: Add, doc: S., class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::GeneratedNameClash,
        (B + 1, 13),
        "Add",
        "`Add` and `ADD` both become the opcode variant `Add`",
    );
    hint(&d, "rename one of them; `ADD` is at t.yaml:12:13");
}

#[test]
fn generated_name_clash_of_flags() {
    let y = "kind: ir
version: 1
flags:
  - { name: side_effect, doc: A. }
  - { name: SideEffect, doc: B. }
classes: [{ name: Arith, doc: A. }]
gates: [{ name: ADD, doc: A., class: Arith }]
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::GeneratedNameClash,
        (5, 13),
        "SideEffect",
        "both become the flag constant `SIDE_EFFECT`",
    );
    hint(&d, "rename one of them; `side_effect` is at t.yaml:4:13");
}

#[test]
fn generated_name_clash_of_an_enum_attribute() {
    let y =
        with("attributes:\n  - { name: Opcode, doc: O., kind: { enum: [a, b] }, default: a }\n");
    check(
        &one(&y),
        &y,
        Rule::GeneratedNameClash,
        (B + 2, 13),
        "Opcode",
        "would define the type `Opcode`",
    );
}

#[test]
fn missing_doc() {
    let y = with("  - { name: SUB, class: Arith }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::MissingDoc,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `doc`",
    );
    hint(
        &d,
        "every public item is documented; add `doc: <one sentence>`",
    );
}

#[test]
fn blank_doc() {
    let y = with("  - { name: SUB, doc: '  ', class: Arith }\n");
    check(
        &one(&y),
        &y,
        Rule::MissingDoc,
        (B + 1, 13),
        "SUB",
        "gate `SUB` has no `doc`",
    );
}

#[test]
fn missing_doc_of_a_count_bitfield() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { count: {} }, inputs: { depend: bitfield } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::MissingDoc,
        (B + 1, 51),
        "{ count",
        "count bitfield of gate `SUB` has no `doc`",
    );
}

// ---------------------------------------------------------------------------------------------
// References: E020 unknown-type .. E025 unknown-attribute
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_type() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [I33] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "I33",
        "data input 0 of gate `SUB` names an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_type_in_an_alternative() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [\"I32 | I33\"] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 65),
        "I33",
        "unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_type_that_is_an_opcode() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [ADD] }, outputs: { data: I32 } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "ADD",
        "unknown type `ADD`",
    );
    hint(
        &d,
        "`ADD` is an opcode; constrain source opcodes with `from: ADD`",
    );
}

#[test]
fn unknown_output_type() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { data: I33 } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "I33",
        "gate `SUB`'s output names an unknown type `I33`",
    );
    hint(&d, "did you mean `I32`?");
}

#[test]
fn unknown_class() {
    let y = with("  - { name: SUB, doc: S., class: Arth }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownClass,
        (B + 1, 34),
        "Arth",
        "gate `SUB` names an unknown class `Arth`",
    );
    hint(&d, "did you mean `Arith`?");
}

#[test]
fn unknown_parent_class() {
    let y = "kind: ir
version: 1
classes:
  - { name: Arith, doc: A. }
  - { name: Int, doc: I., parent: Arth }
gates:
  - { name: ADD, doc: A., class: Arith }
  - { name: MUL, doc: M., class: Int }
";
    let d = one(y);
    check(
        &d,
        y,
        Rule::UnknownClass,
        (5, 35),
        "Arth",
        "class `Int` names an unknown parent `Arth`",
    );
    hint(&d, "did you mean `Arith`?");
}

#[test]
fn unknown_opcode_in_a_state_input() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [ADX] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 59),
        "ADX",
        "state input 0 of gate `SUB` names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_a_state_output() {
    let y = with("  - { name: SUB, doc: S., class: Arith, outputs: { state: [{ many: ADX }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 68),
        "ADX",
        "gate `SUB`'s state output names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_roots() {
    let y = with("roots: [ADX]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 1, 9),
        "ADX",
        "`roots` names an unknown opcode `ADX`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_opcode_in_an_opcode_set() {
    let y = with("opcode_sets:\n  - { name: ARITH, doc: A., members: [ADD, SUBB] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 2, 44),
        "SUBB",
        "opcode set `ARITH` names an unknown opcode `SUBB`",
    );
    assert_eq!(d.hint, None, "nothing is close to `SUBB`");
}

#[test]
fn unknown_flag() {
    let y = with("  - { name: SUB, doc: S., class: Arith, flags: [pur] }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownFlag,
        (B + 1, 49),
        "pur",
        "gate `SUB` names an unknown flag `pur`",
    );
    hint(&d, "did you mean `pure`?");
}

#[test]
fn unknown_root() {
    let y = with("  - { name: SUB, doc: S., class: Arith, root: ADX }\nroots: [ADD]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownRoot,
        (B + 1, 47),
        "ADX",
        "gate `SUB` names `ADX` as its root, which is not in `roots`",
    );
    hint(&d, "did you mean `ADD`?");
}

#[test]
fn unknown_attribute() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, attrs: { temp: 1 } }
attributes:
  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownAttribute,
        (B + 1, 50),
        "temp",
        "gate `SUB` sets an undeclared attribute `temp`",
    );
    hint(&d, "did you mean `temps`?");
}

#[test]
fn unknown_type_that_is_a_flag() {
    // `pure` is declared, as a flag: the hint names the confusion, not a spelling.
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [pure] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 1, 58),
        "pure",
        "unknown type `pure`",
    );
    hint(&d, "`pure` is a flag, not a type");
}

#[test]
fn unknown_opcode_that_is_a_type_set() {
    let y =
        with("type_sets:\n  - { name: INT, doc: Integers., members: [I32] }\nroots: [ADD, INT]\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownOpcode,
        (B + 3, 14),
        "INT",
        "unknown opcode `INT`",
    );
    hint(&d, "`INT` is a type set, not an opcode");
}

#[test]
fn unknown_type_that_abbreviates_a_declared_one() {
    // Too far apart to be a misspelling (`pointer` and `ptr` are four edits apart), but `ptr` is
    // `pointer` with letters left out.
    let y = format!(
        "{}  - {{ name: SUB, doc: S., class: Arith, inputs: {{ data: [pointer] }} }}\n",
        BASE.replace(
            "  - { name: I32, doc: Word. }\n",
            "  - { name: I32, doc: Word. }\n  - { name: ptr, doc: Pointer. }\n"
        )
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::UnknownType,
        (B + 2, 58),
        "pointer",
        "unknown type `pointer`",
    );
    hint(&d, "did you mean `ptr`?");
}
