//! Tests of register classes and of the number prefix of unnamed enum values.

use super::*;

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
    let code: String = crate::kinds::isa::generate(&isa, "c.yaml")
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
            crate::kinds::isa::model::TypeKind::Enum { number_prefix, .. } => number_prefix.clone(),
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
