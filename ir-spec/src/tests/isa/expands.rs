//! Tests of compressed encodings (`expands`): loading, expand and compress, located errors.

use super::*;

/// A table of 16- and 32-bit encodings for `expands`: `{EXPANDS}` is replaced by the narrow
/// encoding's keys.
const NARROW: &str = include_str!("narrow.yaml");

fn narrow(keys: &str) -> (String, Result<crate::kinds::isa::Isa, SpecError>) {
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
    use crate::kinds::isa::model::Slot;
    assert_eq!(
        x.patterns[0].operands,
        [Slot::Operand(0), Slot::Operand(0), Slot::Operand(1)]
    );
    assert_eq!(
        x.patterns[1].operands,
        [Slot::Operand(0), Slot::Fixed(0), Slot::Operand(1)]
    );
    assert!(x.compress_when.is_some() && x.when.is_none());
    let rust =
        crate::kinds::isa::generate(&isa, "t.yaml").unwrap_or_else(|e| panic!("{}", e.message));
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
