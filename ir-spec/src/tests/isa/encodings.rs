//! Tests of encodings: bit patterns, fields, operands and the overlap proof.

use super::*;

#[test]
fn a_good_table_loads() {
    let isa = load(ADD).unwrap_or_else(|e| panic!("{e}"));
    let e = &isa.encodings[0];
    assert_eq!(e.mask, 0xff80_0000);
    assert_eq!(e.value, 0x9100_0000);
    assert_eq!(e.fields.len(), 4);
    assert_eq!(e.fields[1].name, "imm12");
    assert_eq!((e.fields[1].lo, e.fields[1].width), (10, 12));
    assert_eq!(e.mnemonic(), "add");
    let code = crate::kinds::isa::generate(&isa, "t.yaml").unwrap_or_else(|e| panic!("{e}"));
    assert!(code.starts_with("// generated from t.yaml; do not edit"));
    assert!(code.contains("/// Add an immediate."));
    assert!(code.contains("AddImm"));
}

#[test]
fn pattern_width() {
    let body = ADD.replace("100010 sh:1", "10001 sh:1");
    expect(
        &body,
        Rule::IsaBitsWidth,
        "the bit pattern covers 31 bits; an encoding has exactly 32",
        "1 0 0 10001 ",
        Some(col_of(&body, "1 0 0 10001")),
    );
}

#[test]
fn pattern_token() {
    let body = ADD.replace("sh:1", "sh=1");
    expect(
        &body,
        Rule::IsaBadPattern,
        "`sh=1` is neither a run of 0/1 bits nor `field:width`",
        "sh=1",
        None,
    );
}

#[test]
fn unbound_field() {
    let body = ADD
        .replace("<, lsl #{sh}>", "")
        .replace(", sh: { type: Sh, field: sh }", "");
    expect(
        &body,
        Rule::IsaUnboundField,
        "field `sh` of `ADD_imm` is bound by 0 operands of the template; it needs exactly 1",
        "sh:1",
        None,
    );
}

#[test]
fn unknown_operand_with_hint() {
    let body = ADD.replace("{Xn_sp}", "{Xn_sq}");
    let e = load(&body).expect_err("fails");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::IsaUnknownName)
        .expect("unknown name");
    assert_eq!(d.message, "unknown operand `Xn_sq`");
    assert_eq!(d.hint.as_deref(), Some("did you mean `Xn_sp`?"));
    assert_eq!(d.loc.line, line_of(&body, "Xn_sq"));
    assert_eq!(d.loc.column, col_of(&body, "Xn_sq"));
}

#[test]
fn operand_width() {
    let body = ADD.replace("imm12:12 Rn:5", "imm12:11 x:1 Rn:5").replace(
        "sh: { type: Sh, field: sh } }",
        "sh: { type: Sh, field: sh }, x: { type: Sh, field: x } }",
    );
    let body = body.replace("<, lsl #{sh}>", "<, lsl #{sh}>, {x}");
    expect(
        &body,
        Rule::IsaOperandWidth,
        "operand `imm12` of type `Imm12` needs 12 bits; its fields have 11",
        "imm12: { type: Imm12",
        Some(col_of(&body, "Imm12, field")),
    );
}

#[test]
fn overlap_is_found_and_constraints_separate() {
    let twice = format!(
        "{ADD}{}",
        r#"  - name: ADD_imm2
    doc: The same again.
    bits: "1 0 0 100010 sh:1 imm12:12 Rn:5 Rd:5"
    asm: "add {Xd_sp}, {Xn_sp}, #{imm12}<, lsl #{sh}>"
    operands: { imm12: { type: Imm12, field: imm12 }, sh: { type: Sh, field: sh } }
"#
    );
    expect(
        &twice,
        Rule::IsaOverlap,
        "encodings `ADD_imm` and `ADD_imm2` both match the word 0x91000000",
        "name: ADD_imm2",
        Some(col_of(&twice, "ADD_imm2")),
    );
    // Shifted forms that differ only in which shift values are legal are disjoint.
    let body = r#"operand_types:
  - { name: LowShift, doc: Shifts 0 to 1., kind: enum, bits: 2, values: { lsl: 0, lsr: 1 } }
  - { name: HighShift, doc: Shifts 2 to 3., kind: enum, bits: 2, values: { asr: 2, ror: 3 } }
encodings:
  - { name: A, doc: A., bits: "10001011 sh:2 0 Rm:5 000000 Rn:5 Rd:5", asm: "a {Xd}, {Xn}, {Xm}, {s}", operands: { s: { type: LowShift, field: sh } } }
  - { name: B, doc: B., bits: "10001011 sh:2 0 Rm:5 000000 Rn:5 Rd:5", asm: "b {Xd}, {Xn}, {Xm}, {s}", operands: { s: { type: HighShift, field: sh } } }
"#;
    // The second `operand_types` key would be a duplicate; merge the types into the head instead.
    let merged = format!(
        "{}{}",
        HEAD.replace(
            "operand_types:\n",
            "operand_types:\n  - { name: LowShift, doc: Shifts 0 to 1., kind: enum, bits: 2, values: { lsl: 0, lsr: 1 } }\n  - { name: HighShift, doc: Shifts 2 to 3., kind: enum, bits: 2, values: { asr: 2, ror: 3 } }\n"
        ),
        &body[body.find("encodings:").unwrap_or(0)..]
    );
    let ok = Loader::new().text("t.yaml", merged).load_isa();
    assert!(
        ok.is_ok(),
        "{}",
        ok.err().map(|e| e.to_string()).unwrap_or_default()
    );
}
