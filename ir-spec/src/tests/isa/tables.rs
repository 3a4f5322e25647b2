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
fn an_enum_value_whose_constant_is_no_identifier_reserved_or_taken_is_a_located_error() {
    // A value becomes its enum's constant (`lsl` is `LSL`); `l-sl` cannot be one.
    expect_edited(
        (ADD, "lsl: 0", "\"l-sl\": 0"),
        Rule::ReservedName,
        "enum value `l-sl` of `Shift` becomes the constant `Shift::L-SL`, which is not an identifier",
        ("\"l-sl\"", "\"l-sl\""),
    );
    // `VALUES` is the type's list of its values.
    expect_edited(
        (ADD, "asr: 2", "asr: 2, values: 3"),
        Rule::ReservedName,
        "enum value `values` of `Shift` becomes the constant `Shift::VALUES`, which the type defines itself",
        ("values: 3", "values: 3"),
    );
    // A value that differs from another only in case becomes the same constant.
    expect_edited(
        (ADD, "asr: 2", "asr: 2, LSL: 3"),
        Rule::ReservedName,
        "enum value `LSL` of `Shift` becomes the constant `Shift::LSL`, as enum value `lsl` does",
        ("LSL: 3", "LSL: 3"),
    );
}
