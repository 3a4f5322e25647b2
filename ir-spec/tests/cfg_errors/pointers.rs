//! Pointer tables: derived types, compound families, `pointee`, `address`, `global`,
//! `refers`, `elements`, and float immediates.

use super::*;

/// A valid table with pointer and array families and an immediate kind that refers to globals,
/// with `insts` appended to its instructions (an instruction line lands on line 14) and `types`
/// to its types (a type line lands on line 7).
fn pointers(types: &str, insts: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
types:
  - {{ name: i32, doc: Word. }}
  - {{ name: ptr, doc: Pointer., pointer: true }}
  - {{ name: arr, doc: Array., array: true }}
{types}immediates:
  - {{ name: g, doc: Global., bits: 32, refers: global }}
  - {{ name: n, doc: Number., bits: 32 }}
classes:
  - {{ name: Op, doc: Ops. }}
instructions:
  - {{ name: nop, doc: Nothing., class: Op }}
{insts}"
    )
}

/// An instruction line for [`pointers`].
fn pointer_inst(rest: &str) -> String {
    pointers(
        "",
        &format!("  - {{ name: bad, doc: B., class: Op, {rest} }}\n"),
    )
}

#[test]
fn pointer_tables_load_and_derive_types() {
    let yaml = pointers(
        "",
        "  - { name: load, doc: L., class: Op, operands: [{ name: p, value: ptr }], results: [{ name: out, type: i32, pointee: p }] }
  - { name: gep, doc: G., class: Op, operands: [{ name: p, value: ptr }, { name: i, value: i32, variadic: true }], results: [{ name: out, address: p }] }
  - { name: addr, doc: A., class: Op, operands: [{ name: k, imm: g }], results: [{ name: out, type: ptr, global: k }] }
  - { name: init, doc: I., class: Op, operands: [{ name: p, value: ptr }, { name: k, imm: g, pointee: p }] }
",
    );
    let spec = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((spec.pointer, spec.array), (Some(1), Some(2)));
    let rust = ir_spec::cfg::generate::layer(&spec, "t.yaml").expect("generates");
    assert!(rust.contains("Ptr(::opforge_cfg::Compound)"), "{rust}");
}

#[test]
fn a_type_that_is_both_compound_families() {
    let yaml = pointers(
        "  - { name: both, doc: B., pointer: true, array: true }\n",
        "",
    );
    check(
        &yaml,
        Rule::CfgCompoundType,
        (7, 50),
        "true }",
        "type `both` is both the pointer and the array family; declare two types",
    );
}

#[test]
fn a_second_pointer_family() {
    let yaml = pointers("  - { name: ref, doc: R., pointer: true }\n", "");
    check(
        &yaml,
        Rule::CfgCompoundType,
        (7, 36),
        "true }",
        "type `ref` is a second pointer family; `ptr` already is the table's pointer types",
    );
}

#[test]
fn pointee_naming_an_operand_that_takes_more_than_pointers() {
    let yaml = pointer_inst(
        "operands: [{ name: x, value: i32 }], results: [{ name: out, type: i32, pointee: x }]",
    );
    check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 118),
        "x }",
        "`pointee: x` of `bad` names an operand that takes types other than pointers",
    );
}

#[test]
fn pointee_naming_no_operand_with_a_suggestion() {
    let yaml = pointer_inst(
        "operands: [{ name: ptr_in, value: ptr }], results: [{ name: out, type: i32, pointee: ptr_im }]",
    );
    let d = check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 123),
        "ptr_im",
        "`pointee: ptr_im` of `bad` names no earlier single value operand",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `ptr_in`?"));
}

#[test]
fn pointee_in_a_table_without_pointers() {
    let yaml = inst("operands: [{ name: x, value: i32 }], results: [{ name: out, pointee: x }]");
    check(
        &yaml,
        Rule::CfgTypeOf,
        (10, 107),
        "x }",
        "`pointee: x` of `bad` needs pointers, but the table declares no pointer family (`pointer: true`)",
    );
}

#[test]
fn address_without_indices() {
    let yaml =
        pointer_inst("operands: [{ name: p, value: ptr }], results: [{ name: out, address: p }]");
    check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 107),
        "p }",
        "`address: p` of `bad` needs the indices: a variadic value operand last",
    );
}

#[test]
fn global_naming_an_immediate_that_numbers_no_globals() {
    let yaml = pointer_inst(
        "operands: [{ name: k, imm: n }], results: [{ name: out, type: ptr, global: k }]",
    );
    check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 113),
        "k }",
        "`global: k` of `bad` names no immediate operand whose kind refers to globals",
    );
}

#[test]
fn a_result_with_two_derivations() {
    let yaml = pointer_inst(
        "operands: [{ name: p, value: ptr }], results: [{ name: out, same: p, pointee: p }]",
    );
    check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 104),
        "p, pointee",
        "result `out` of `bad` has `pointee` and `same`; it takes at most one of `same`, `pointee`, `address` and `global`",
    );
}

#[test]
fn pointee_on_an_immediate_that_numbers_no_globals() {
    let yaml = pointer_inst("operands: [{ name: p, value: ptr }, { name: k, imm: n, pointee: p }]");
    check(
        &yaml,
        Rule::CfgTypeOf,
        (14, 102),
        "p }",
        "operand `k` of `bad` is an immediate whose kind does not refer to globals, so it cannot have `pointee`",
    );
}

#[test]
fn refers_to_something_unknown_with_a_suggestion() {
    let yaml = spec(
        "",
        "  - { name: glob, doc: G., bits: 32, refers: globals }\n",
    );
    let d = check(
        &yaml,
        Rule::CfgRefers,
        (12, 46),
        "globals",
        "immediate `glob` refers to `globals`; it may refer to `function` or `global`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `global`?"));
}

#[test]
fn refers_on_an_enumeration() {
    let yaml = spec(
        "",
        "  - { name: e, doc: E., cases: [{ name: a, doc: A. }], refers: function }\n",
    );
    check(
        &yaml,
        Rule::CfgRefers,
        (12, 64),
        "function",
        "immediate `e` is an enumeration, so its values number nothing",
    );
}

#[test]
fn elements_on_a_type_that_is_no_family() {
    let yaml = pointers("  - { name: b1, doc: Bit., elements: i32 }\n", "");
    check(
        &yaml,
        Rule::CfgCompoundType,
        (7, 38),
        "i32 }",
        "type `b1` is no pointer or array family, so it has no `elements`",
    );
}

#[test]
fn elements_naming_an_unknown_type() {
    let yaml = pointers("  - { name: ref, doc: R., elements: i33 }\n", "");
    let d = check(
        &yaml,
        Rule::UnknownType,
        (7, 37),
        "i33",
        "unknown type or type set `i33`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `i32`?"));
}

#[test]
fn a_float_immediate_with_bits() {
    let yaml = spec("", "  - { name: real, doc: R., float: true, bits: 32 }\n");
    check(
        &yaml,
        Rule::CfgImmediate,
        (12, 13),
        "real",
        "immediate `real` is `float: true`, so it has no `bits`, `signed` or `cases`",
    );
}
