//! Error cases of single gates: variadic and optional inputs, bitfields, type variables, attribute values, field
//! types, roots and wire constraints.

use super::*;

// ---------------------------------------------------------------------------------------------
// Gates: E050 variadic-without-bitfield .. E065 bad-wire-constraint
// ---------------------------------------------------------------------------------------------

#[test]
fn variadic_without_bitfield() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: bitfield }] } }\n",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::VariadicWithoutBitfield,
        (B + 1, 58),
        "{ type",
        "an input counted by the bitfield, but no `count` bitfield",
    );
    hint(
        &d,
        "add `bitfield: { count: { doc: <what is counted> } }` or use `repeat: any`",
    );
}

#[test]
fn count_bitfield_without_variadic() {
    let y = with("  - { name: SUB, doc: S., class: Arith, bitfield: { count: { doc: N. } } }\n");
    check(
        &one(&y),
        &y,
        Rule::UnusedCountBitfield,
        (B + 1, 51),
        "{ count",
        "has a `count` bitfield but no input with `repeat: bitfield`",
    );
}

#[test]
fn count_bitfield_driving_two_inputs() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { count: { doc: C. } }, inputs: { depend: bitfield, data: [{ type: I32, repeat: bitfield }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::UnusedCountBitfield,
        (B + 1, 51),
        "{ count",
        "drives 2 inputs; it can count only one",
    );
}

#[test]
fn several_variadics() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: any }, { type: I32, repeat: any }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::SeveralVariadics,
        (B + 1, 86),
        "{ type",
        "has 2 variadic data inputs; at most one is allowed",
    );
}

#[test]
fn variadic_and_optional() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, repeat: any }, { type: I32, optional: true }] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::SeveralVariadics,
        (B + 1, 86),
        "{ type: I32, optional",
        "both a variadic and an optional data input (the variadic one at 13:58)",
    );
}

#[test]
fn optional_not_last() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, inputs: { data: [{ type: I32, optional: true }, I32] } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::OptionalNotLast,
        (B + 1, 89),
        "I32]",
        "has a required data input after an optional one",
    );
}

/// A gate with an enum bitfield of width 2 whose cases are `cases` (lines `B + 10` on).
fn enum_gate(cases: &str) -> String {
    with(&format!(
        "  - name: CMP
    doc: C.
    class: Arith
    bitfield:
      enum:
        name: Cond
        doc: C.
        width: 2
        values:
{cases}"
    ))
}

#[test]
fn enum_value_collision() {
    let y = enum_gate(
        "          - { name: EQ, value: 1, doc: E. }
          - { name: NE, value: 1, doc: N. }
",
    );
    check(
        &one(&y),
        &y,
        Rule::EnumValueCollision,
        (B + 11, 32),
        "1",
        "cases `EQ` and `NE` of enum `Cond` both have value 0b1",
    );
}

#[test]
fn enum_value_overflow() {
    let y = enum_gate("          - { name: EQ, value: 4, doc: E. }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::EnumValueOverflow,
        (B + 10, 32),
        "4",
        "has value 0b100, which does not fit in 2 bits",
    );
    hint(&d, "the largest 2-bit value is 0b11");
}

#[test]
fn duplicate_enum_case() {
    let y = enum_gate(
        "          - { name: EQ, value: 1, doc: E. }
          - { name: EQ, value: 2, doc: E again. }
",
    );
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateEnumCase,
        (B + 11, 21),
        "EQ",
        "enum `Cond` has two cases named `EQ`",
    );
    hint(&d, "the first is at t.yaml:22:21");
}

#[test]
fn bad_bitfield_width_too_wide() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, bitfield: { bits: { doc: B., width: 65 } } }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadBitfieldWidth,
        (B + 1, 77),
        "65",
        "bitfield width 65 is outside 1..=64",
    );
}

#[test]
fn bad_bitfield_width_zero() {
    let y =
        enum_gate("          - { name: EQ, value: 0, doc: E. }\n").replace("width: 2", "width: 0");
    check(
        &one(&y),
        &y,
        Rule::BadBitfieldWidth,
        (B + 8, 16),
        "0",
        "bitfield width 0 is outside 1..=64",
    );
}

#[test]
fn type_variable_without_output() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [FLEX] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::FlexWithoutOutput,
        (B + 1, 58),
        "FLEX",
        "gate `SUB` uses a type variable on an input but produces no value",
    );
    hint(
        &d,
        "a type variable means \"the gate's own output type\"; give the gate `outputs: { data: ... }`",
    );
}

/// [`BASE`] with the attribute declaration `decl` and a gate `SUB` that sets `attrs`.
fn attribute(attrs: &str, decl: &str) -> String {
    with(&format!(
        "  - {{ name: SUB, doc: S., class: Arith, attrs: {attrs} }}\nattributes:\n  - {decl}\n"
    ))
}

#[test]
fn attribute_value_out_of_range() {
    let y = attribute(
        "{ temps: 4 }",
        "{ name: temps, doc: T., kind: { int: { min: 0, max: 3 } }, default: 0 }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 57),
        "4",
        "attribute `temps` takes an integer in 0..=3; found `4`",
    );
}

#[test]
fn attribute_value_not_a_case() {
    let y = attribute(
        "{ mode: c }",
        "{ name: mode, doc: M., kind: { enum: [a, b] }, default: a }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 56),
        "c",
        "attribute `mode` takes one of a, b; found `c`",
    );
}

#[test]
fn attribute_value_not_in_the_set() {
    let y = attribute(
        "{ modes: [a, c] }",
        "{ name: modes, doc: M., kind: { set: [a, b] } }",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 1, 57),
        "[a, c]",
        "attribute `modes` takes a list of a, b; found `[a, c]`",
    );
}

#[test]
fn attribute_default_of_wrong_kind() {
    let y = with("attributes:\n  - { name: fast, doc: F., kind: bool, default: 1 }\n");
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 2, 49),
        "1",
        "attribute `fast` takes `true` or `false`; found `1`",
    );
}

#[test]
fn attribute_without_default() {
    let y = with("attributes:\n  - { name: temps, doc: T., kind: { int: { min: 0, max: 3 } } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::BadAttributeValue,
        (B + 2, 13),
        "temps",
        "attribute `temps` has no `default`",
    );
    hint(
        &d,
        "only `bool` and `set` attributes have an implicit default",
    );
}

#[test]
fn attribute_range_min_above_max() {
    // Reported once: the default is not checked again against a range that admits nothing.
    let y = with(
        "attributes:\n  - { name: temps, doc: T., kind: { int: { min: 5, max: 3 } }, default: 4 }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadAttributeValue,
        (B + 2, 35),
        "{ int",
        "attribute `temps` has min 5 above max 3",
    );
}

#[test]
fn duplicate_attribute_case() {
    let y = with("attributes:\n  - { name: mode, doc: M., kind: { enum: [a, a] }, default: a }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::DuplicateName,
        (B + 2, 46),
        "a]",
        "attribute value `a` is declared twice",
    );
    hint(&d, "the first declaration is at t.yaml:14:43");
}

#[test]
fn bad_field_type() {
    let y = with(
        "  - { name: SUB, doc: S., class: Arith, fields: [{ name: f, doc: F., type: \"Vec<\" }] }\n",
    );
    check(
        &one(&y),
        &y,
        Rule::BadFieldType,
        (B + 1, 76),
        "\"Vec<\"",
        "field `f` has type `Vec<`, which is not a Rust type",
    );
}

#[test]
fn root_that_is_a_class() {
    let y = with("roots: [Arith]\n");
    check(
        &one(&y),
        &y,
        Rule::RootNotGate,
        (B + 1, 9),
        "Arith",
        "root `Arith` is a class or an opcode set, not a gate",
    );
}

#[test]
fn first_root_with_inputs() {
    let y =
        with("  - { name: SUB, doc: S., class: Arith, inputs: { data: [I32] } }\nroots: [SUB]\n");
    check(
        &one(&y),
        &y,
        Rule::RootNotGate,
        (B + 2, 9),
        "SUB",
        "the first root `SUB` is the origin of the circuit and must take no inputs",
    );
}

#[test]
fn type_on_a_state_input() {
    // Reported once, at the `type`, not again as a state input without `from`.
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [{ type: ADD }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::OpcodeInputOnData,
        (B + 1, 67),
        "ADD",
        "state input 0 of gate `SUB` has a `type`, but state wires carry no value",
    );
    hint(&d, "constrain a state input with `from: <opcodes>`");
}

#[test]
fn state_input_without_sources() {
    let y = with("  - { name: SUB, doc: S., class: Arith, inputs: { state: [{ name: s }] } }\n");
    let d = one(&y);
    check(
        &d,
        &y,
        Rule::OpcodeInputOnData,
        (B + 1, 59),
        "{ name: s",
        "state input 0 of gate `SUB` does not say which opcodes may feed it",
    );
    hint(&d, "add `from: <opcodes>`");
}
