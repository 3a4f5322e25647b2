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
