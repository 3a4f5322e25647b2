//! Instructions, operands and immediates: widths, bits and cases, operand kinds, `same`,
//! variadic operands, block targets and terminators, unknown immediate kinds.

use super::*;

#[test]
fn the_base_table_loads() {
    let spec = load(&spec("", "")).expect("valid");
    assert_eq!(spec.instructions.len(), 1);
}

#[test]
fn an_immediate_wider_than_64_bits() {
    let yaml = spec("", "  - { name: wide, doc: W., bits: 65 }\n");
    check(
        &yaml,
        Rule::CfgImmediate,
        (12, 34),
        "65",
        "immediate `wide` is 65 bits wide; the width must be 1 to 64",
    );
}

#[test]
fn an_immediate_with_both_bits_and_cases() {
    let yaml = spec(
        "",
        "  - { name: both, doc: B., bits: 8, cases: [{ name: a, doc: A. }] }\n",
    );
    check(
        &yaml,
        Rule::CfgImmediate,
        (12, 13),
        "both",
        "immediate `both` must have either `bits` (and optionally `signed`) or a non-empty `cases` list",
    );
}

#[test]
fn an_operand_of_two_kinds() {
    let yaml = inst("operands: [{ name: x, value: i32, imm: imm }]");
    check(
        &yaml,
        Rule::CfgOperandKind,
        (10, 57),
        "x, value",
        "operand `x` of `bad` must have exactly one of `value: <type>`, `imm: <kind>` or `block: true`",
    );
}

#[test]
fn same_naming_no_earlier_value_operand() {
    let yaml = inst("operands: [{ name: x, value: i32 }, { name: y, value: i32, same: z }]");
    check(
        &yaml,
        Rule::CfgSameType,
        (10, 103),
        "z }",
        "`same: z` of `bad` names no earlier value operand",
    );
}

#[test]
fn same_on_an_immediate() {
    let yaml = inst("operands: [{ name: x, value: i32 }, { name: k, imm: imm, same: x }]");
    check(
        &yaml,
        Rule::CfgSameType,
        (10, 101),
        "x }] }",
        "operand `k` of `bad` is not a value, so it cannot have `same`",
    );
}

#[test]
fn a_result_without_type_or_same() {
    let yaml = inst("results: [{ name: out }]");
    check(
        &yaml,
        Rule::CfgSameType,
        (10, 56),
        "out",
        "result `out` of `bad` needs a `type` or a `same` operand",
    );
}

#[test]
fn a_variadic_operand_before_the_last() {
    let yaml =
        inst("operands: [{ name: xs, value: i32, variadic: true }, { name: y, value: i32 }]");
    check(
        &yaml,
        Rule::CfgVariadic,
        (10, 83),
        "true",
        "operand `xs` of `bad` is variadic, but only the last operand, a value, may be",
    );
}

#[test]
fn a_block_target_on_an_instruction_that_does_not_terminate() {
    let yaml = inst("operands: [{ name: to, block: true }]");
    check(
        &yaml,
        Rule::CfgTerminator,
        (10, 57),
        "to,",
        "operand `to` of `bad` is a block target, but `bad` is not a terminator",
    );
}

#[test]
fn returning_without_terminating() {
    let yaml = inst("returns: true");
    check(
        &yaml,
        Rule::CfgTerminator,
        (10, 47),
        "true",
        "instruction `bad` returns, so it must be a terminator (`terminator: true`)",
    );
}

#[test]
fn a_terminator_with_results() {
    let yaml = inst("terminator: true, results: [{ name: out, type: i32 }]");
    check(
        &yaml,
        Rule::CfgTerminator,
        (10, 74),
        "out",
        "instruction `bad` is a terminator, so it cannot have results",
    );
}

#[test]
fn an_unknown_immediate_kind_with_a_suggestion() {
    let yaml = inst("operands: [{ name: k, imm: imn }]");
    let d = check(
        &yaml,
        Rule::CfgUnknownImmediate,
        (10, 65),
        "imn",
        "unknown immediate kind `imn`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `imm`?"));
}
