//! Register classes: their mistakes, and no value living in a scratch, reserved or
//! unallocated register.

use super::*;

#[test]
fn register_class_mistakes() {
    let base = lir("", "");
    let marker = "name: gpr";
    for (from, to, token, message) in [
        (
            "bank: int",
            "bank: integer",
            "integer",
            "register class `gpr` has bank `integer`; a bank is `int`, `float` or `vector`",
        ),
        (
            "views: [XReg]",
            "views: [YReg]",
            "YReg",
            "unknown register kind of the machine `YReg`",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x0-x7, y3]",
            "y3",
            "`y3` is not a register of class `gpr` (registers are spelt as `XReg` spells them: `x0`..)",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x0-x7, xzr]",
            "xzr",
            "`xzr` includes register 31, which the machine spells `xzr`: it is not a general register of class `gpr`",
        ),
        (
            "preferred: [x0-x7]",
            "preferred: [x7-x0]",
            "x7-x0",
            "register range `x7-x0` runs backwards",
        ),
        (
            "scratch: x16",
            "scratch: x3",
            "gpr, doc",
            "register class `gpr` lists register x3 more than once among `preferred`, `non_preferred` and `scratch`",
        ),
    ] {
        let yaml = base.replace(from, to);
        check(&yaml, Rule::CfgRegister, marker, token, message);
    }
    let yaml = base.replace("class: gpr, view: XReg", "class: gp, view: XReg");
    let d = check(
        &yaml,
        Rule::CfgRegister,
        "name: i64",
        "gp,",
        "unknown register class `gp`",
    );
    assert_eq!(d.hint.as_deref(), Some("did you mean `gpr`?"));
    let yaml = base.replace("registers: [x0-x3]", "registers: [x0-d3]");
    check(
        &yaml,
        Rule::CfgRegister,
        "name: clobbered",
        "x0-d3",
        "`x0-d3` is not a general register or an ascending range of one register class",
    );
    let yaml = inst("clobbers: [everything], emit: []");
    check(
        &yaml,
        Rule::CfgRegister,
        "name: bad",
        "everything",
        "unknown register or register set `everything`",
    );
}

/// `yaml` with the class `gpr` reserving x17, x29 and x30.
fn reserving(yaml: &str) -> String {
    yaml.replace("scratch: x16 }", "scratch: x16, reserved: [x17, x29-x30] }")
}

#[test]
fn no_value_lives_in_a_scratch_reserved_or_unallocated_register() {
    let base = reserving(&lir("", ""));
    let l = load(&base)
        .unwrap_or_else(|e| panic!("{e}"))
        .lir
        .expect("a LIR");
    assert_eq!(l.classes[0].reserved, vec![17, 29, 30]);
    for (from, to, marker, token, message) in [
        (
            "preferred: [x0-x7]",
            "preferred: [x29, x0-x7]",
            "name: gpr",
            "x29",
            "`preferred` of register class `gpr` names x29, which the class reserves: no value may live in it",
        ),
        (
            "non_preferred: [x8-x15]",
            "non_preferred: [x8-x15, x17]",
            "name: gpr",
            "x17]",
            "`non_preferred` of register class `gpr` names x17, which the class reserves: no value may live in it",
        ),
        (
            "reserved: [x17, x29-x30]",
            "reserved: [x16-x17, x29-x30]",
            "name: gpr",
            "x16-x17",
            "`reserved` of register class `gpr` names x16, its scratch register: list it once",
        ),
        (
            "views: [XReg]",
            "views: [XReg, DReg]",
            "name: fpr",
            "DReg",
            "register kind `DReg` is already a view of register class `gpr`: a register kind names the registers of one class",
        ),
    ] {
        check(
            &base.replace(from, to),
            Rule::CfgRegister,
            marker,
            token,
            message,
        );
    }
    for (rest, token, message) in [
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64, alloc: x16 }], emit: []",
            "x16",
            "result `o` of `bad` has `alloc: x16`, the scratch register of class `gpr`; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: x29 }], emit: []",
            "x29",
            "operand `x` of `bad` has `alloc: x29`, which class `gpr` reserves; a value lives only in a register its class allocates",
        ),
        (
            "temps: [{ name: t, doc: T., class: gpr, alloc: x30 }], emit: []",
            "x30",
            "temp `t` of `bad` has `alloc: x30`, which class `gpr` reserves; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: x20 }], emit: []",
            "x20",
            "operand `x` of `bad` has `alloc: x20`, which class `gpr` does not allocate (it is in neither `preferred` nor `non_preferred`); a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0-x1, x16, d0] }], emit: []",
            "x16",
            "operand `x` of `bad`: `fixed_each` names x16, the scratch register of class `gpr`; a value lives only in a register its class allocates",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0, d0-d8] }], emit: []",
            "d0-d8",
            "operand `x` of `bad`: `fixed_each` names d8, which class `fpr` does not allocate (it is in neither `preferred` nor `non_preferred`); a value lives only in a register its class allocates",
        ),
    ] {
        check(
            &reserving(&inst(rest)),
            Rule::CfgPolicy,
            "name: bad",
            token,
            message,
        );
    }
}
