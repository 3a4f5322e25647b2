//! Tests of registered codecs and builtins: what an unregistered kind says, legality, builtins.

use super::*;

#[test]
fn an_unregistered_operand_kind_names_the_kind_and_how_to_register_it() {
    let (text, loaded) = load_edited(
        ADD,
        "operand_types:\n",
        "operand_types:\n  - { name: Mask, doc: A mask., kind: bitmask, width: 64 }\n",
    );
    let e = loaded.expect_err("fails");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::IsaBadOperandType);
    assert_eq!(
        d.message,
        "unknown operand kind `bitmask`; kinds are uimm, simm, enum, flag"
    );
    let hint = d.hint.as_deref().unwrap_or_default();
    assert!(hint.contains("Loader::codecs"), "{hint}");
    assert_eq!(d.loc.line, line_in(&text, "kind: bitmask"));
}

/// A codec of the tests' own: a 4-bit value whose encoding 15 is reserved.
#[derive(Debug)]
struct Nibble;

impl crate::front::codec::OperandCodec for Nibble {
    fn kind(&self) -> &str {
        "nibble"
    }
    fn params(&self) -> &[&str] {
        &["width"]
    }
    fn check(
        &self,
        p: &crate::front::codec::Params,
    ) -> Result<(), crate::front::codec::ParamError> {
        match p.get("width") {
            None | Some(4) => Ok(()),
            Some(w) => Err(crate::front::codec::ParamError {
                param: Some("width".into()),
                message: format!("`width` is {w}; it must be 4"),
            }),
        }
    }
    fn bits(&self, _: &crate::front::codec::Params) -> u32 {
        4
    }
    fn legal(&self, _: &crate::front::codec::Params, raw: u64) -> bool {
        raw < 15
    }
    fn is_integer(&self, _: &crate::front::codec::Params) -> bool {
        true
    }
    fn encode(
        &self,
        _: &crate::front::codec::Params,
        v: crate::front::codec::CodecValue,
    ) -> Option<u64> {
        match v {
            crate::front::codec::CodecValue::Int(v) if (0..15).contains(&v) => Some(v as u64),
            _ => None,
        }
    }
    fn decode(&self, _: &crate::front::codec::Params, raw: u64) -> crate::front::codec::CodecValue {
        crate::front::codec::CodecValue::Int(raw as i64)
    }
    fn describe(&self, _: &crate::front::codec::Params) -> crate::front::codec::CodecDoc {
        crate::front::codec::CodecDoc {
            kind: "nibble".into(),
            legal: "0..=14".into(),
        }
    }
    fn rust(
        &self,
        _: &crate::front::codec::Params,
        ty: crate::front::codec::RustType<'_>,
    ) -> crate::front::codec::CodecRust {
        crate::front::codec::CodecRust {
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
    let code = crate::kinds::isa::generate(&isa, "t.yaml").expect("generates");
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
    let movz = crate::kinds::isa::Builtin::new(
        "movz_alias",
        3,
        true,
        "support::movz_alias",
        "MOVZ as MOV.",
    );
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
        crate::kinds::isa::generate(&isa, "t.yaml")
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
