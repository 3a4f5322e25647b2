//! Tests of whole tables: templates, operand types, YAML shape errors, every finding at once.

use super::*;

#[test]
fn template_errors() {
    let body = ADD.replace("#{imm12}<, lsl", "#{imm12<, lsl");
    let e = load(&body).expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaBadTemplate);
    assert_eq!(d.message, "`{imm12<, lsl #{sh}` does not name an operand");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line_of(&body, "asm:"), col_of(&body, "imm12<"))
    );
}

#[test]
fn operand_type_errors() {
    expect_edited(
        (
            ADD,
            "kind: uimm, bits: 12 }",
            "kind: uimm, bits: 12, width: 64 }",
        ),
        Rule::IsaBadOperandType,
        "`width` does not apply to an operand type of kind `uimm`",
        ("width: 64", "64 }"),
    );
    let (_, loaded) = load_edited(ADD, "kind: uimm, bits: 12 }", "kind: unsigned, bits: 12 }");
    let e = loaded.expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaBadOperandType);
    assert!(
        d.message.starts_with("unknown operand kind `unsigned`"),
        "{}",
        d.message
    );
}

#[test]
fn yaml_shape_errors_are_located() {
    let body = ADD.replace(
        "    doc: Add an immediate.\n",
        "    doc: Add an immediate.\n    colour: red\n",
    );
    let e = load(&body).expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::Shape);
    assert!(d.message.contains("colour"), "{}", d.message);
    assert_eq!(d.loc.line, line_of(&body, "colour"));
}

#[test]
fn every_finding_at_once() {
    let body = ADD
        .replace("{Xn_sp}", "{Xn_sq}")
        .replace("    doc: Add an immediate.\n", "");
    let e = load(&body).expect_err("fails");
    let rules: Vec<Rule> = e.diagnostics.iter().map(|d| d.rule).collect();
    assert!(rules.contains(&Rule::MissingDoc), "{rules:?}");
    assert!(rules.contains(&Rule::IsaUnknownName), "{rules:?}");
    assert!(e.to_string().ends_with("2 errors in the spec"), "{e}");
}

#[test]
fn an_enum_value_that_names_no_constant_is_a_located_error() {
    // A value names its enum's constant (`lsl` is `LSL`); `l-sl` cannot be one.
    expect_edited(
        (ADD, "lsl: 0", "\"l-sl\": 0"),
        Rule::IsaBadOperandType,
        "enum value `l-sl` of `Shift` cannot name its constant: `L-SL` is not a Rust identifier (letters, digits and `_`, not a keyword)",
        ("\"l-sl\"", "\"l-sl\""),
    );
    // A value that differs from another only in case names the same constant.
    expect_edited(
        (ADD, "asr: 2", "asr: 2, LSL: 3"),
        Rule::IsaBadOperandType,
        "enum values `lsl` and `LSL` of `Shift` name the same constant `LSL`",
        ("LSL: 3", "LSL: 3"),
    );
}
