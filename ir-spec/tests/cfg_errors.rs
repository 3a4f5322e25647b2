//! Error cases of block-structured IR tables (`kind: cfg`): one test per mistake, each checking
//! that it is reported once and alone, under its rule, with its message, at the exact
//! `line:column` (double-checked by the text found there), and with its hint where there is one.
//!
//! [`spec`] builds a small valid table with extra lines: an instruction line lands on line 10,
//! an immediate line on line 12 (when no instruction line is added).

use ir_spec::cfg::CfgSpec;
use ir_spec::{Diagnostic, Loader, Rule};

/// A small valid table with `insts` appended to its instructions and `imms` to its immediates.
fn spec(insts: &str, imms: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
types:
  - {{ name: i32, doc: Word. }}
  - {{ name: b1, doc: Bit. }}
classes:
  - {{ name: Op, doc: Ops. }}
instructions:
  - {{ name: nop, doc: Nothing., class: Op }}
{insts}immediates:
  - {{ name: imm, doc: Constant., bits: 32 }}
{imms}flags:
  - {{ name: pure, doc: No effects. }}
"
    )
}

fn load(yaml: &str) -> Result<CfgSpec, ir_spec::SpecError> {
    Loader::new()
        .text("t.yaml", yaml)
        .load_as::<ir_spec::kind::CfgKind>()
}

/// The one finding of `yaml`.
#[track_caller]
fn one(yaml: &str) -> Diagnostic {
    match load(yaml) {
        Ok(_) => panic!("expected an error, but the spec loaded:\n{yaml}"),
        Err(e) => {
            assert_eq!(e.diagnostics.len(), 1, "expected one finding, got:\n{e}");
            e.diagnostics.into_iter().next().expect("one finding")
        }
    }
}

/// Asserts the rule, position (and the text there), and message of the one finding of `yaml`.
#[track_caller]
fn check(
    yaml: &str,
    rule: Rule,
    (line, column): (u32, u32),
    token: &str,
    message: &str,
) -> Diagnostic {
    let d = one(yaml);
    assert_eq!(d.rule, rule, "wrong rule: {d:?}");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line, column),
        "wrong position: {d:?}"
    );
    let there: String = yaml
        .lines()
        .nth(line as usize - 1)
        .unwrap_or_default()
        .chars()
        .skip(column as usize - 1)
        .collect();
    assert!(
        there.starts_with(token),
        "line {line} column {column} shows `{there}`, not `{token}`"
    );
    assert_eq!(d.message, message);
    d
}

/// An instruction line for [`spec`].
fn inst(rest: &str) -> String {
    spec(
        &format!("  - {{ name: bad, doc: B., class: Op, {rest} }}\n"),
        "",
    )
}

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
    let doc = include_str!("../../docs/spec-format.md");
    let section = &doc[doc
        .find("## Block-structured IR specs")
        .expect("the section")..];
    let start = section.find("```yaml\n").expect("an example") + "```yaml\n".len();
    let example = &section[start..start + section[start..].find("```").expect("its end")];
    let spec = load(example).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(spec.instructions.len(), 5);
    assert_eq!(spec.classes[0].end, 3);
}

/// [`spec`] with a `mixins` list declaring `Immediate`.
fn with_mixins(insts: &str) -> String {
    spec(insts, "") + "mixins:\n  - { name: Immediate, doc: Carries a constant. }\n"
}

#[test]
fn mixins_load_and_generate_tests_on_the_opcode() {
    let yaml = with_mixins("  - { name: addi, doc: A., class: Op, mixins: [Immediate] }\n");
    let spec = load(&yaml).expect("valid");
    assert_eq!(spec.mixins[0].name, "Immediate");
    let addi = spec
        .instructions
        .iter()
        .find(|i| i.named.name == "addi")
        .expect("addi");
    assert_eq!(addi.mixins, [0]);
    let rust = ir_spec::cfg::generate::layer(&spec, "t.yaml").expect("generates");
    assert!(
        rust.contains("pub const fn has_immediate(self) -> bool"),
        "{rust}"
    );
    assert!(rust.contains("matches!(self, Opcode::Addi)"), "{rust}");
}

#[test]
fn an_unknown_mixin_with_a_suggestion() {
    let yaml = with_mixins("  - { name: bad, doc: B., class: Op, mixins: [Imediate] }\n");
    let d = check(
        &yaml,
        Rule::UnknownClass,
        (10, 47),
        "Imediate",
        "unknown mixin `Imediate`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `Immediate`?"));
}

#[test]
fn an_instruction_and_a_class_that_become_one_visitor_method() {
    let yaml = spec("  - { name: class_op, doc: B., class: Op }\n", "");
    let d = check(
        &yaml,
        Rule::GeneratedNameClash,
        (10, 13),
        "class_op",
        "instruction `class_op` and class `Op` would both become the visitor method `visit_class_op`",
    );
    assert_eq!(
        d.hint.as_deref(),
        Some("rename one of them (`Op` is declared on line 7)")
    );
}

#[test]
fn an_instruction_that_becomes_the_default_visitor_method() {
    let yaml = spec("  - { name: default, doc: B., class: Op }\n", "");
    check(
        &yaml,
        Rule::GeneratedNameClash,
        (10, 13),
        "default",
        "instruction `default` would become the visitor method `visit_default`, which every visitor has for instructions no other method handles",
    );
}

#[test]
fn names_that_meet_after_case_conversion() {
    // Two types, immediate cases, immediates and instructions that become one identifier.
    let yaml = spec("", "").replace(
        "  - { name: b1, doc: Bit. }\n",
        "  - { name: I32, doc: Word. }\n",
    );
    check(
        &yaml,
        Rule::GeneratedNameClash,
        (5, 13),
        "I32",
        "type `I32` and type `i32` both become `I32`, a variant of `Type`",
    );
    let d = check(
        &spec(
            "",
            "  - { name: cc, doc: C., cases: [{ name: ne, doc: N. }, { name: NE, doc: N. }] }\n",
        ),
        Rule::GeneratedNameClash,
        (12, 65),
        "NE",
        "case `NE` and case `ne` both become `Ne`, a variant of `imm::Cc`",
    );
    assert_eq!(
        d.hint.as_deref(),
        Some("rename one of them; case `ne` is at t.yaml:12:42")
    );
    check(
        &spec(
            "",
            "  - { name: cond, doc: C., bits: 4 }\n  - { name: Cond, doc: C., bits: 4 }\n",
        ),
        Rule::GeneratedNameClash,
        (13, 13),
        "Cond",
        "immediate `Cond` and immediate `cond` both become `COND`, a constant of `imm`",
    );
    let yaml = spec("", "") + "  - { name: call, doc: C. }\n  - { name: CALL, doc: C. }\n";
    check(
        &yaml,
        Rule::GeneratedNameClash,
        (15, 13),
        "CALL",
        "flag `CALL` and flag `call` both become `CALL`, a constant of `flag`",
    );
}

#[test]
fn a_type_set_that_becomes_the_constant_of_every_type() {
    let yaml = spec("", "").replace(
        "immediates:\n",
        "type_sets:\n  - { name: Any_, doc: A., members: [i32] }\nimmediates:\n",
    );
    check(
        &yaml,
        Rule::ReservedName,
        (11, 13),
        "Any_",
        "type set `Any_` becomes `ANY`, a constant of `type_set`, which the generated code defines or uses itself",
    );
}

#[test]
fn operands_and_results_that_become_the_builder_method_s_own_names() {
    check(
        &inst("operands: [{ name: types, value: i32 }]"),
        Rule::ReservedName,
        (10, 57),
        "types",
        "operand `types` becomes `types`, a parameter of the builder method of instruction `bad`, which the generated code defines or uses itself",
    );
    check(
        &inst("operands: [{ name: out_type, value: i32 }], results: [{ name: out, type: any }]"),
        Rule::GeneratedNameClash,
        (10, 100),
        "out",
        "result `out` and operand `out_type` both become `out_type`, a parameter of the builder method of instruction `bad`",
    );
    check(
        &inst("operands: [{ name: r_type, value: i32 }], results: [{ name: r, type: any }]"),
        Rule::GeneratedNameClash,
        (10, 98),
        "r,",
        "result `r` and operand `r_type` both become `r_type`, a parameter of the builder method of instruction `bad`",
    );
    // A result of one type, or of an operand's, is no parameter.
    load(&inst(
        "operands: [{ name: out_type, value: i32 }], results: [{ name: out, type: i32 }]",
    ))
    .expect("loads");
}

#[test]
fn an_instruction_that_becomes_a_method_of_the_builder() {
    check(
        &spec("  - { name: function, doc: F., class: Op }\n", ""),
        Rule::ReservedName,
        (10, 13),
        "function",
        "instruction `function` becomes `function`, a method of `InstBuilder`, which the generated code defines or uses itself",
    );
}

#[test]
fn an_instruction_that_becomes_a_prelude_method_of_every_builder() {
    check(
        &spec("  - { name: INTO, doc: I., class: Op }\n", ""),
        Rule::ReservedName,
        (10, 13),
        "INTO",
        "instruction `INTO` becomes `into`, a method of `InstBuilder`, which the generated code defines or uses itself",
    );
}

#[test]
fn a_custom_check_named_by_a_keyword() {
    for kw in ["fn", "gen", "type"] {
        check(
            &inst(&format!("custom: {{ verify: {kw} }}")),
            Rule::ReservedName,
            (10, 56),
            kw,
            &format!(
                "custom check name `{kw}` is a Rust keyword, and the generated code spells it as written"
            ),
        );
    }
}

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
