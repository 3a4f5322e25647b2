//! Tests of the ISA loader and validator: each bad table is paired with the rule, message, line
//! and column expected, and a good table is checked for what the model holds.

use crate::Loader;
use crate::diagnostic::{Rule, SpecError};

const HEAD: &str = r#"version: 1
kind: isa
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
    Loader::new()
        .text("t.yaml", format!("{HEAD}{body}"))
        .load_isa()
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

/// The place of the finding of `rule` in a table that fails to load, after checking its message;
/// with the rendered error.
#[track_caller]
fn finding(
    r: Result<super::Isa, SpecError>,
    rule: Rule,
    message: &str,
) -> (crate::source::Loc, String) {
    let e = match r {
        Ok(_) => panic!("the table should fail with {rule}: {message}"),
        Err(e) => e,
    };
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == rule)
        .unwrap_or_else(|| panic!("no {rule} finding in:\n{e}"));
    assert_eq!(d.message, message, "{e}");
    (d.loc, e.to_string())
}

#[track_caller]
fn expect(body: &str, rule: Rule, message: &str, at: &str, col: Option<u32>) {
    let (loc, e) = finding(load(body), rule, message);
    assert_eq!(loc.line, line_of(body, at), "line of `{at}`:\n{e}");
    assert_eq!(
        loc.column,
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
    let ok = Loader::new().text("t.yaml", merged).load_isa();
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
    let e = Loader::new()
        .text("t.yaml", text.clone())
        .load_isa()
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
    let e = Loader::new()
        .text("t.yaml", text)
        .load_isa()
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

#[test]
fn an_unregistered_operand_kind_names_the_kind_and_how_to_register_it() {
    let text = format!("{HEAD}{ADD}").replace(
        "operand_types:\n",
        "operand_types:\n  - { name: Mask, doc: A mask., kind: bitmask, width: 64 }\n",
    );
    let e = Loader::new()
        .text("t.yaml", text.clone())
        .load_isa()
        .expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaBadOperandType);
    assert_eq!(
        d.message,
        "unknown operand kind `bitmask`; kinds are uimm, simm, enum, flag"
    );
    let hint = d.hint.as_deref().unwrap_or_default();
    assert!(hint.contains("Loader::codecs"), "{hint}");
    let line = text
        .lines()
        .position(|l| l.contains("kind: bitmask"))
        .map_or(0, |i| i + 1);
    assert_eq!(d.loc.line as usize, line);
}

/// A codec of the tests' own: a 4-bit value whose encoding 15 is reserved.
#[derive(Debug)]
struct Nibble;

impl super::codec::OperandCodec for Nibble {
    fn kind(&self) -> &str {
        "nibble"
    }
    fn params(&self) -> &[&str] {
        &["width"]
    }
    fn check(&self, p: &super::codec::Params) -> Result<(), super::codec::ParamError> {
        match p.get("width") {
            None | Some(4) => Ok(()),
            Some(w) => Err(super::codec::ParamError {
                param: Some("width".into()),
                message: format!("`width` is {w}; it must be 4"),
            }),
        }
    }
    fn bits(&self, _: &super::codec::Params) -> u32 {
        4
    }
    fn legal(&self, _: &super::codec::Params, raw: u64) -> bool {
        raw < 15
    }
    fn is_integer(&self, _: &super::codec::Params) -> bool {
        true
    }
    fn encode(&self, _: &super::codec::Params, v: super::codec::CodecValue) -> Option<u64> {
        match v {
            super::codec::CodecValue::Int(v) if (0..15).contains(&v) => Some(v as u64),
            _ => None,
        }
    }
    fn decode(&self, _: &super::codec::Params, raw: u64) -> super::codec::CodecValue {
        super::codec::CodecValue::Int(raw as i64)
    }
    fn describe(&self, _: &super::codec::Params) -> super::codec::CodecDoc {
        super::codec::CodecDoc {
            kind: "nibble".into(),
            legal: "0..=14".into(),
        }
    }
    fn rust(
        &self,
        _: &super::codec::Params,
        ty: super::codec::RustType<'_>,
    ) -> super::codec::CodecRust {
        super::codec::CodecRust {
            value_type: "i64".into(),
            legal: "0..=14".into(),
            new_doc: "A nibble.".into(),
            encode: "(0..15).contains(&v).then_some(v as u32)".into(),
            value_doc: "Its value.".into(),
            decode: format!("self.0 as i64 + 0 * {}::LEGAL.len() as i64", ty.name),
            legal_raw: Some("raw < 15".into()),
            parse: "let v = c.number()?;".into(),
            display: "write!(f, \"{}\", self.value())".into(),
            expr: Some("self.value()".into()),
        }
    }
}

const NIBBLES: &str = r#"encodings:
  - { name: N1, doc: One., bits: "1111111111111111111111 n:4 Rd:5 0", asm: "n1 {Xd}, {n}", operands: { n: { type: Nib, field: n } } }
  - { name: N2, doc: Two., bits: "1111111111111111111111 1111 Rd:5 0", asm: "n2 {Xd}" }
"#;

#[test]
fn a_registered_codec_decides_legality_for_the_overlap_proof() {
    let text = format!("{HEAD}{NIBBLES}").replace(
        "operand_types:\n",
        "operand_types:\n  - { name: Nib, doc: A nibble., kind: nibble, width: 4 }\n",
    );
    // N2 is N1 with the reserved nibble 15: disjoint only because the codec says so.
    let isa = Loader::new()
        .codec(Nibble)
        .text("t.yaml", text.clone())
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(isa.types.iter().filter(|t| t.name == "Nib").count(), 1);
    let code = super::generate(&isa, "t.yaml").expect("generates");
    assert!(
        code.contains("raw < 15"),
        "the codec's legality is in the code"
    );
    let bad = text.replace("width: 4 }", "width: 5 }");
    let e = Loader::new()
        .codec(Nibble)
        .text("t.yaml", bad.clone())
        .load_isa()
        .expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(
        (d.rule, d.message.as_str()),
        (Rule::IsaBadOperandType, "`width` is 5; it must be 4")
    );
    let col = bad.lines().find_map(|l| l.find("5 }")).map_or(0, |c| c + 1);
    assert_eq!(d.loc.column as usize, col);
}

#[test]
fn builtins_are_declared_by_the_table_and_provided_by_a_codec_crate() {
    let movz = super::Builtin::new("movz_alias", 3, true, "support::movz_alias", "MOVZ as MOV.");
    let body = format!("{ADD}{ALIAS_OK}").replace(
        "when: \"Rd == 31 || Rn == 31\"",
        "when: \"movz_alias(imm12, sh, 64)\"",
    );
    // Registered but not declared: the expression cannot call it.
    let e = Loader::new()
        .builtin(movz.clone())
        .text("t.yaml", format!("{HEAD}{body}"))
        .load_isa()
        .expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(
        (d.rule, d.message.as_str()),
        (Rule::IsaBadExpression, "unknown function `movz_alias`")
    );
    // Declared and registered: it loads, and the generated code calls its path.
    let declared = format!("{HEAD}{body}").replace(
        "doc: A test table.\n",
        "doc: A test table.\nbuiltins: [movz_alias]\n",
    );
    let isa = Loader::new()
        .builtin(movz)
        .text("t.yaml", declared.clone())
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(isa.builtins.len(), 1);
    assert!(
        super::generate(&isa, "t.yaml")
            .expect("code")
            .contains("support::movz_alias(")
    );
    // Declared but not registered: located at the declaration.
    let e = Loader::new()
        .text("t.yaml", declared.clone())
        .load_isa()
        .expect_err("fails");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::IsaUnknownName)
        .expect("unknown builtin");
    assert_eq!(
        d.message,
        "unknown builtin `movz_alias`: no registered codec provides it"
    );
    assert!(
        d.hint
            .as_deref()
            .unwrap_or_default()
            .contains("Builder::codecs")
    );
    let line = declared
        .lines()
        .position(|l| l.starts_with("builtins:"))
        .map_or(0, |i| i + 1);
    assert_eq!(d.loc.line as usize, line);
}

const CREGS: &str = r#"version: 1
kind: isa
doc: Compressed registers.
widths: [16, 32]
registers:
  - { name: CReg, doc: x8..x15., prefix: x, bits: 3, offset: 8, names: { s0: 8, s1: 9 }, also: { fp: 8 } }
  - { name: XNz, doc: Not x0., prefix: x, exclude: [0], names: { zero: 0 } }
operands:
  rd: { type: CReg, field: rd }
  rs: { type: XNz, field: rs }
encodings:
  - { name: CMV, doc: A 16-bit move., bits: "100011 rd:3 rs:5 10", asm: "c.mv {rd}, {rs}" }
  - { name: WIDE, doc: A 32-bit form., bits: "1111111111111111111111 rs:5 rd:3 11", asm: "w {rd}, {rs}" }
"#;

#[test]
fn register_classes_declare_field_width_offset_names_and_exceptions() {
    let isa = Loader::new()
        .text("c.yaml", CREGS)
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"));
    let c = &isa.registers[0];
    assert_eq!((c.bits, c.count, c.offset), (3, 8, 8));
    assert_eq!(c.spelling(0), "s0");
    assert_eq!(c.spelling(2), "x10");
    assert_eq!(c.legal_text(), "8..=15");
    let x = &isa.registers[1];
    assert_eq!(x.legal_text(), "1..=31");
    assert!(!isa.types[1].kind.is_total(&isa.registers));
    assert_eq!(
        (isa.encodings[0].width, isa.encodings[0].mask),
        (16, 0xfc03)
    );
    assert_eq!(isa.encodings[1].width, 32);
    let code: String = super::generate(&isa, "c.yaml")
        .expect("code")
        .split_whitespace()
        .collect();
    for needle in [
        "pub const fn index(self) -> u8 { self.0 + 8 }",
        "pub const fn size(self) -> usize",
        "n >= 8 && n < 16",
        "\"8..=15\"",
        "n < 32 && n != 0",
        "\"1..=31\"",
    ] {
        let needle: String = needle.split_whitespace().collect();
        assert!(code.contains(&needle), "{needle}");
    }
    // A number outside the class, and a pattern of a width the table does not declare.
    let bad = CREGS
        .replace("also: { fp: 8 }", "also: { fp: 7 }")
        .replace("widths: [16, 32]", "widths: [32]");
    let e = Loader::new()
        .text("c.yaml", bad.clone())
        .load_isa()
        .expect_err("fails");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::IsaValueOverflow)
        .expect("overflow");
    assert_eq!(d.message, "register number 7 is outside the class's 8..=15");
    let d = e
        .diagnostics
        .iter()
        .find(|d| d.rule == Rule::IsaBitsWidth)
        .expect("width");
    assert_eq!(
        d.message,
        "the bit pattern covers 16 bits; an encoding has exactly 32"
    );
    let e = Loader::new()
        .text(
            "c.yaml",
            CREGS.replace("widths: [16, 32]", "widths: [16, 24]"),
        )
        .load_isa()
        .expect_err("fails");
    assert!(
        e.diagnostics.iter().any(
            |d| d.rule == Rule::IsaBitsWidth && d.message == "a word width is 16 or 32, not 24"
        ),
        "{e}"
    );
}

/// `number_prefix` spells a `numbered` enum's unnamed values (`#n` by default, or a bare number);
/// it needs `numbered: true` and is `#` or nothing.
#[test]
fn number_prefix_of_unnamed_enum_values() {
    let table = |decl: &str| {
        format!("{HEAD}{ADD}").replace(
            "kind: enum, bits: 2, values: { lsl: 0, lsr: 1, asr: 2 }",
            &format!("kind: enum, bits: 2, values: {{ lsl: 0, lsr: 1, asr: 2 }}{decl}"),
        )
    };
    let prefix = |decl: &str| {
        let isa = Loader::new()
            .text("t.yaml", table(decl))
            .load_isa()
            .expect("loads");
        let shift = isa
            .types
            .iter()
            .find(|t| t.name == "Shift")
            .expect("the enum");
        match &shift.kind {
            super::model::TypeKind::Enum { number_prefix, .. } => number_prefix.clone(),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(prefix(", numbered: true"), "#");
    assert_eq!(prefix(", numbered: true, number_prefix: \"\""), "");
    for bad in [
        ", number_prefix: \"\"",
        ", numbered: true, number_prefix: \"%\"",
    ] {
        let e = Loader::new()
            .text("t.yaml", table(bad))
            .load_isa()
            .expect_err(bad);
        let d = &e.diagnostics[0];
        assert_eq!(d.rule, Rule::IsaBadOperandType, "{bad}");
        assert!(d.message.contains("`number_prefix:"), "{}", d.message);
    }
}

/// A table of 16- and 32-bit encodings for `expands`: `{EXPANDS}` is replaced by the narrow
/// encoding's keys.
const NARROW: &str = r#"version: 1
kind: isa
doc: A test table.
widths: [16, 32]
registers:
  - { name: R, doc: A register., prefix: x, names: { zero: 0, sp: 2 } }
  - { name: RNz, doc: A register but zero., prefix: x, exclude: [0], names: { zero: 0, sp: 2 } }
  - { name: CR, doc: A short register., prefix: x, bits: 3, offset: 8 }
operand_types:
  - { name: Imm12, doc: An immediate., kind: simm, bits: 12 }
  - { name: CImm, doc: A short immediate., kind: simm, bits: 6 }
  - { name: CBig, doc: A scaled immediate., kind: uimm, bits: 8, scale: 16 }
operands:
  rd: { type: R, field: rd }
  rs1: { type: R, field: rs1 }
  imm: { type: Imm12, field: imm }
  nzrd: { type: RNz, field: rd }
  crd: { type: CR, field: rd }
  cimm: { type: CImm, fields: [i5, i4_0] }
encodings:
  - { name: ADDI, doc: Adds., bits: "imm:12 rs1:5 000 rd:5 0010011", asm: "addi {rd}, {rs1}, {imm}" }
  - { name: C_ADDI, doc: Adds., bits: "000 i5:1 rd:5 i4_0:5 01", asm: "c.addi {nzrd}, {cimm}", {EXPANDS} }
  - { name: C_BIG, doc: Adds more., bits: "011 rd:3 i:8 10", asm: "c.big {crd}, {b}", operands: { b: { type: CBig, field: i } } }
"#;

fn narrow(keys: &str) -> (String, Result<super::Isa, SpecError>) {
    let text = NARROW.replace("{EXPANDS}", keys);
    let r = Loader::new().text("t.yaml", text.clone()).load_isa();
    (text, r)
}

#[test]
fn expands_loads_and_generates_expand_and_compress() {
    let (_, r) = narrow(
        r#"expands: "addi {nzrd}, {nzrd}, {cimm}", compresses_when: "cimm != 0", also_compresses: ["addi {nzrd}, zero, {cimm}"]"#,
    );
    let isa = r.unwrap_or_else(|e| panic!("{e}"));
    let x = isa.encodings[1].expands.as_ref().expect("an expansion");
    assert_eq!(x.patterns.len(), 2);
    assert_eq!(x.patterns[0].of, 0);
    use super::model::Slot;
    assert_eq!(
        x.patterns[0].operands,
        [Slot::Operand(0), Slot::Operand(0), Slot::Operand(1)]
    );
    assert_eq!(
        x.patterns[1].operands,
        [Slot::Operand(0), Slot::Fixed(0), Slot::Operand(1)]
    );
    assert!(x.compress_when.is_some() && x.when.is_none());
    let rust = super::generate(&isa, "t.yaml").unwrap_or_else(|e| panic!("{}", e.message));
    for piece in [
        "pub fn expand(&self) -> Option<Inst>",
        "pub fn compress(&self) -> Option<Inst>",
        "pub fn display_expanded(&self)",
        "if rs1.expr() != rd.expr()",
        "if rs1.expr() != 0",
    ] {
        assert!(rust.contains(piece), "{piece} missing");
    }
}

/// Expects table `text` to fail with `rule` and `message` on the line holding `line_has`, at
/// the first `at` of that line.
#[track_caller]
fn expect_in(text: &str, rule: Rule, message: &str, line_has: &str, at: &str) {
    let r = Loader::new().text("t.yaml", text.to_owned()).load_isa();
    let (loc, e) = finding(r, rule, message);
    let (line, col) = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(line_has))
        .find_map(|(i, l)| {
            l.find(at)
                .map(|b| (i as u32 + 1, l[..b].chars().count() as u32 + 1))
        })
        .unwrap_or((0, 0));
    assert_eq!((loc.line, loc.column), (line, col), "{e}");
}

/// Expects `keys` on the narrow encoding to fail with `rule` and `message` at the first
/// occurrence of `at`.
#[track_caller]
fn expect_narrow(keys: &str, rule: Rule, message: &str, at: &str) {
    expect_in(&NARROW.replace("{EXPANDS}", keys), rule, message, at, at);
}

#[test]
fn expands_errors_are_located() {
    expect_narrow(
        r#"expands: "adi {nzrd}, {nzrd}, {cimm}""#,
        Rule::IsaExpands,
        "no 32-bit encoding has the mnemonic `adi`",
        "\"adi ",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {cimm}""#,
        Rule::IsaExpands,
        "`addi {nzrd}, {cimm}` does not follow the template of `addi {rd}, {rs1}, {imm}` (ADDI)",
        "\"addi {nzrd}, {cimm}",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {nzrd}, {cim}""#,
        Rule::IsaUnknownName,
        "unknown operand `cim` of `C_ADDI`",
        "cim}",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {nzrd}, 5""#,
        Rule::IsaExpands,
        "operand `cimm` of `C_ADDI` is missing from `addi {nzrd}, {nzrd}, 5`",
        "\"addi {nzrd}, {nzrd}, 5",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, spx, {cimm}""#,
        Rule::IsaExpands,
        "`spx` is no value of `rs1` of `ADDI` (R): no register is spelt so",
        "spx",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {nzrd}, 4096""#,
        Rule::IsaExpands,
        "`4096` is no value of `imm` of `ADDI` (Imm12): the type does not hold it",
        "4096",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {cimm}, {cimm}""#,
        Rule::IsaExpands,
        "operand `cimm` (CImm) cannot stand for `rs1` of `ADDI` (R): a register stands for a register, an immediate for an immediate, another kind only for its own type",
        "cimm}, {cimm}",
    );
    expect_narrow(
        r#"expands_when: "cimm != 0""#,
        Rule::IsaExpands,
        "`expands_when` of `C_ADDI` needs its `expands`",
        "\"cimm != 0",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {nzrd}, {cimm}", expands_when: "cimm != zz""#,
        Rule::IsaBadExpression,
        "unknown name `zz` in an expression",
        "zz\"",
    );
    expect_narrow(
        r#"expands: "addi {nzrd}, {nzrd}, {cimm}<, {cimm}>""#,
        Rule::IsaExpands,
        "an expansion is one instruction: it has no optional group",
        "<, {cimm}>",
    );
    // A wide encoding does not expand; a narrow operand must fit the wide one.
    let text = NARROW.replace("{EXPANDS}", "operands: {}");
    expect_in(
        &text.replace(
            r#"asm: "addi {rd}, {rs1}, {imm}" }"#,
            r#"asm: "addi {rd}, {rs1}, {imm}", expands: "addi {rd}, {rs1}, {imm}" }"#,
        ),
        Rule::IsaExpands,
        "`ADDI` is 32 bits wide: only an encoding narrower than the table's widest (32 bits) expands",
        "name: ADDI",
        "\"addi {rd}, {rs1}, {imm}\" }",
    );
    expect_in(
        &text.replace(
            r#"asm: "c.big {crd}, {b}","#,
            r#"asm: "c.big {crd}, {b}", expands: "addi {crd}, {crd}, {b}","#,
        ),
        Rule::IsaExpands,
        "operand `b` (CBig) cannot stand for `imm` of `ADDI` (Imm12): 2048 is not one of its values",
        "name: C_BIG",
        "b}\", operands",
    );
}
