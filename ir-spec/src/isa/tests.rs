//! Tests of the ISA loader and validator: each bad table is paired with the rule, message, line
//! and column expected, and a good table is checked for what the model holds.

use super::IsaLoader;
use crate::diagnostic::{Rule, SpecError};

const HEAD: &str = r#"version: 1
isa: T
doc: A test table.
registers:
  - { name: XReg, doc: A register., prefix: x, r31: xzr }
  - { name: XSp, doc: A register or sp., prefix: x, r31: sp }
operand_types:
  - { name: Imm12, doc: An immediate., kind: uimm, bits: 12 }
  - { name: Sh, doc: A shift., kind: uimm, bits: 1, scale: 12, default: 0 }
  - { name: Shift, doc: A shift type., kind: enum, bits: 2, values: { lsl: 0, lsr: 1, asr: 2 }, default: 0 }
  - { name: Amt6, doc: An amount., kind: uimm, bits: 6, max: 31, default: 0 }
operands:
  Xd: { type: XReg, field: Rd }
  Xn: { type: XReg, field: Rn }
  Xm: { type: XReg, field: Rm }
  Xd_sp: { type: XSp, field: Rd }
  Xn_sp: { type: XSp, field: Rn }
"#;

fn load(body: &str) -> Result<super::Isa, SpecError> {
    IsaLoader::new()
        .text("t.yaml", format!("{HEAD}{body}"))
        .load()
}

/// Line of `needle` in the full text (1-based), for readable expectations.
fn line_of(body: &str, needle: &str) -> u32 {
    let text = format!("{HEAD}{body}");
    text.lines()
        .position(|l| l.contains(needle))
        .map_or(0, |i| i as u32 + 1)
}

/// Column (1-based, in characters) of `needle` on the line that holds it.
fn col_of(body: &str, needle: &str) -> u32 {
    let text = format!("{HEAD}{body}");
    text.lines()
        .find_map(|l| l.find(needle).map(|b| l[..b].chars().count() as u32 + 1))
        .unwrap_or(0)
}

#[track_caller]
fn expect(body: &str, rule: Rule, message: &str, at: &str, col: Option<u32>) {
    let e = match load(body) {
        Ok(_) => panic!("the table should fail with {rule}: {message}"),
        Err(e) => e,
    };
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == rule)
        .unwrap_or_else(|| panic!("no {rule} finding in:\n{e}"));
    assert_eq!(d.message, message, "{e}");
    assert_eq!(d.loc.line, line_of(body, at), "line of `{at}`:\n{e}");
    assert_eq!(
        d.loc.column,
        col.unwrap_or_else(|| col_of(body, at)),
        "column:\n{e}"
    );
}

const ADD: &str = r#"encodings:
  - name: ADD_imm
    doc: Add an immediate.
    bits: "1 0 0 100010 sh:1 imm12:12 Rn:5 Rd:5"
    asm: "add {Xd_sp}, {Xn_sp}, #{imm12}<, lsl #{sh}>"
    operands: { imm12: { type: Imm12, field: imm12 }, sh: { type: Sh, field: sh } }
"#;

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
    let code = super::generate(&isa, "t.yaml").unwrap_or_else(|e| panic!("{e}"));
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
    let ok = IsaLoader::new().text("t.yaml", merged).load();
    assert!(
        ok.is_ok(),
        "{}",
        ok.err().map(|e| e.to_string()).unwrap_or_default()
    );
}

const ALIAS_OK: &str = r#"aliases:
  - name: MOV_sp
    doc: Move to or from sp.
    of: ADD_imm
    asm: "mov {Xd_sp}, {Xn_sp}"
    set: { imm12: 0, sh: 0 }
    when: "Rd == 31 || Rn == 31"
"#;

#[test]
fn alias_loads() {
    let isa = load(&format!("{ADD}{ALIAS_OK}")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(isa.aliases[0].set.len(), 2);
    assert!(isa.aliases[0].when.is_some());
}

#[test]
fn alias_coverage() {
    let body = format!("{ADD}{}", ALIAS_OK.replace("imm12: 0, ", ""));
    expect(
        &body,
        Rule::IsaAliasCoverage,
        "alias `MOV_sp` leaves field `imm12` of `ADD_imm` undetermined",
        "name: MOV_sp",
        Some(col_of(&body, "MOV_sp")),
    );
    let body = format!("{ADD}{}", ALIAS_OK.replace("sh: 0", "sh: 0, Rd: 3"));
    expect(
        &body,
        Rule::IsaAliasCoverage,
        "alias `MOV_sp` determines field `Rd` of `ADD_imm` 2 times (by operand `Xd_sp`, `set`)",
        "name: MOV_sp",
        Some(col_of(&body, "MOV_sp")),
    );
}

#[test]
fn alias_value_overflow() {
    let body = format!("{ADD}{}", ALIAS_OK.replace("sh: 0", "sh: 2"));
    expect(
        &body,
        Rule::IsaValueOverflow,
        "2 does not fit field `sh` of 1 bits",
        "sh: 2",
        Some(col_of(&body, "sh: 2") + 4),
    );
}

#[test]
fn alias_unknown_encoding() {
    let body = format!("{ADD}{}", ALIAS_OK.replace("of: ADD_imm", "of: ADD_imn"));
    let e = load(&body).expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaUnknownName);
    assert_eq!(d.message, "unknown encoding `ADD_imn`");
    assert_eq!(d.hint.as_deref(), Some("did you mean `ADD_imm`?"));
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line_of(&body, "of: ADD_imn"), col_of(&body, "ADD_imn"))
    );
}

#[test]
fn alias_expression_errors() {
    let body = format!(
        "{ADD}{}",
        ALIAS_OK.replace("Rd == 31 || Rn == 31", "Rd == 31 || Rm == 31")
    );
    expect(
        &body,
        Rule::IsaBadExpression,
        "unknown name `Rm` in an expression",
        "Rm == 31",
        None,
    );
    let body = format!(
        "{ADD}{}",
        ALIAS_OK.replace("Rd == 31 || Rn == 31", "Rd + 31")
    );
    expect(
        &body,
        Rule::IsaBadExpression,
        "the expression is an integer; a boolean is needed here",
        "Rd + 31",
        None,
    );
}

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
    let body = ADD;
    let text = format!("{HEAD}{body}").replace(
        "kind: uimm, bits: 12 }",
        "kind: uimm, bits: 12, width: 64 }",
    );
    let e = IsaLoader::new()
        .text("t.yaml", text.clone())
        .load()
        .expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaBadOperandType);
    assert_eq!(
        d.message,
        "`width` does not apply to an operand type of kind `uimm`"
    );
    let line = text
        .lines()
        .position(|l| l.contains("width: 64"))
        .map_or(0, |i| i + 1);
    let col = text
        .lines()
        .nth(line - 1)
        .and_then(|l| l.find("64 }"))
        .map_or(0, |c| c + 1);
    assert_eq!((d.loc.line as usize, d.loc.column as usize), (line, col));
    let text =
        format!("{HEAD}{body}").replace("kind: uimm, bits: 12 }", "kind: unsigned, bits: 12 }");
    let e = IsaLoader::new()
        .text("t.yaml", text)
        .load()
        .expect_err("fails");
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
