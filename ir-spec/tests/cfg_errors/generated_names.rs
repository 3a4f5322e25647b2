//! Names the generated layer meets: visitor methods, case conversion, type-set constants,
//! builder methods and their operands, keywords.

use super::*;

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
