//! Tests of aliases: coverage, values, the encoding they name and their expressions.

use super::*;

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
    let cases = [
        (
            "Rd == 31 || Rm == 31",
            "unknown name `Rm` in an expression",
            "Rm == 31",
        ),
        (
            "Rd + 31",
            "the expression is an integer; a boolean is needed here",
            "Rd + 31",
        ),
    ];
    for (condition, message, at) in cases {
        let alias = ALIAS_OK.replace("Rd == 31 || Rn == 31", condition);
        expect(
            &format!("{ADD}{alias}"),
            Rule::IsaBadExpression,
            message,
            at,
            None,
        );
    }
}
