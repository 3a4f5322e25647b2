//! Emission mistakes, custom emissions named by their method, and crate or custom emissions
//! named by a keyword.

use super::*;

#[test]
fn emission_mistakes() {
    for (rest, token, message) in [
        (
            "emit: [{ form: SUB, asm: \"sub\" }]",
            "SUB",
            "unknown machine form `SUB`",
        ),
        (
            "operands: [{ name: x, value: f64 }], emit: [{ form: FMOV, bind: { Dd: x, Dn: x, Dq: x }, asm: \"fmov\" }]",
            "Dq",
            "unknown operand of `FMOV` `Dq`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x }, asm: \"add {o}, {x}\" }]",
            "ADD",
            "operand `Xm` of `ADD` is not bound (it has no default): add it to `bind`",
        ),
        (
            "operands: [{ name: x, value: f64 }, { name: y, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: y }, asm: \"add {o}, {x}, {y}\" }]",
            "x, Xm",
            "`Xn` (XReg): binds a value of register class `fpr`, whose views do not include `XReg`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {y}\" }]",
            "y}",
            "`{y}` names no operand, result or temp of `bad`",
        ),
        (
            "operands: [{ name: x, value: i64 }, { name: z, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {z}\" }]",
            "z}",
            "`{z}` appears in the expected assembly but is bound to no operand of the form",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ types: [f64], form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {x}\" }]",
            "f64",
            "`f64` is not a type the controlling value of `bad` may have",
        ),
        (
            "operands: [{ name: x, value: any }], results: [{ name: o, same: x }], emit: [{ types: [i64], form: ADD, bind: { Xd: o, Xn: x, Xm: x }, asm: \"add {o}, {x}, {x}\" }]",
            "ADD",
            "`bad` has no emission step for type `f64` (each type its first result, or else its first value operand, may have needs one)",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: any }, { name: y, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADD, bind: { Xd: o, Xn: x, Xm: y }, asm: \"add {o}, {x}, {y}\" }]",
            "x, Xm",
            "`Xn` (XReg): binds a value that may be in a stack slot; a register operand needs `alloc: reg` or a fixed register",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: ADDI, bind: { Xd: o, Xn: x, imm12: 5000 }, asm: \"add {o}, {x}, #5000\" }]",
            "5000",
            "`imm12` (Imm12): 5000 is not a legal value",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64 }], emit: [{ form: CSEL, bind: { Xd: o, Xn: x, Xm: x, cond: eqq }, asm: \"csel\" }]",
            "eqq",
            "`cond` (Cond): `eqq` is not one of its values",
        ),
        (
            "operands: [{ name: x, value: i64 }], emit: [{ form: B, bind: { target26: x }, asm: \"b\" }]",
            "x }",
            "`target26` (Target26): a PC-relative operand is bound to a block target of the instruction",
        ),
        (
            "operands: [{ name: x, value: i64 }], control: y, emit: []",
            "y,",
            "`control: y` of `bad` names no value operand",
        ),
        (
            "emit: [], custom: { emit: my_emit }",
            "my_emit",
            "`bad` has both `emit` and `custom: { emit }`; keep one",
        ),
    ] {
        check(&inst(rest), Rule::CfgEmit, "name: bad", token, message);
    }
    let yaml = inst("operands: []");
    check(
        &yaml,
        Rule::CfgEmit,
        "name: bad",
        "bad",
        "`bad` has no emission: give `emit` (`emit: []` for a pseudo-instruction that emits nothing) or `custom: { emit: <method> }`",
    );
}

#[test]
fn a_custom_emission_is_named_by_its_method() {
    let spec = load(&inst("custom: { emit: emit_bad }")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert!(
        matches!(&l.insts[1].emission, Emission::Custom { method, .. } if method == "emit_bad")
    );
    let code = ir_spec::cfg::generate::layer(
        &load(&inst("custom: { emit: emit_bad }")).expect("loads"),
        "lir.yaml",
    )
    .expect("generates");
    assert!(
        code.contains("fn emit_bad("),
        "the Custom trait declares the method"
    );
    assert!(code.contains("pub trait Custom"));
}

#[test]
fn a_crate_or_custom_emission_named_by_a_keyword() {
    for kw in ["fn", "gen", "crate", "Self"] {
        check(
            &lir("", "").replace("crate: mini", &format!("crate: {kw}")),
            Rule::ReservedName,
            "machine:",
            &format!("{kw} }}"),
            &format!(
                "machine crate name `{kw}` is a Rust keyword, and the generated code spells it as written"
            ),
        );
        check(
            &inst(&format!("custom: {{ emit: {kw} }}")),
            Rule::ReservedName,
            "name: bad",
            &format!("{kw} }}"),
            &format!(
                "custom emission name `{kw}` is a Rust keyword, and the generated code spells it as written"
            ),
        );
    }
}
