//! The ABI: loading and keeping its registers, registers that do not exist or belong to
//! another class, one role per register, the shape of the ABI, calls and returns agreeing with it.

use super::*;

/// An instruction line of the mini LIR with its calling convention.
fn abi_inst(rest: &str) -> String {
    with_abi(&format!(
        "  - {{ name: bad, doc: B., class: Op, {rest} }}\n"
    ))
}

#[test]
fn the_abi_loads_and_keeps_its_registers_from_values() {
    let spec = load(&with_abi("")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let abi = l.abi.expect("an abi");
    assert_eq!(abi.name, "Mini");
    assert_eq!(abi.stack_pointer.reg, (0, 28));
    assert_eq!(abi.stack_pointer.spelt, "x28");
    assert_eq!(abi.frame_pointer.map(|r| r.reg), Some((0, 29)));
    assert_eq!(abi.link_register.map(|r| r.reg), Some((0, 30)));
    assert_eq!((abi.stack.slot, abi.stack.align), (8, 16));
    assert_eq!(abi.classes[0].arguments, vec![0, 1, 2, 3]);
    assert_eq!(abi.classes[0].results, vec![0, 1]);
    assert_eq!(abi.classes[0].callee_saved, vec![8, 9, 10, 11]);
    assert_eq!(abi.classes[0].scratch, vec![17]);
    assert_eq!(abi.classes[0].reserved, vec![18]);
    assert_eq!(abi.classes[1].arguments, vec![0, 1, 2, 3]);
    // The registers kept from values of `gpr` (the stack pointer, named apart, aside).
    assert_eq!(l.classes[0].reserved, vec![17, 18, 29, 30]);
    // The generated layer holds the convention as data.
    let code = ir_spec::cfg::generate::layer(&load(&with_abi("")).expect("loads"), "lir.yaml")
        .expect("generates");
    assert!(
        code.contains("pub const ABI: ::opforge_cfg::lir::Abi"),
        "{code}"
    );
    assert!(code.contains("scratch: &[17]"), "{code}");
}

#[test]
fn abi_registers_that_do_not_exist_or_belong_to_another_class() {
    for (from, to, marker, token, message) in [
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, y1]",
            "class: gpr, arg",
            "y1",
            "`arguments` of class `gpr` in the `abi` names `y1`, which is not a register of the class",
        ),
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, d4]",
            "class: gpr, arg",
            "d4",
            "`arguments` of class `gpr` in the `abi` names `d4`, a register of class `fpr`",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x11-x8]",
            "class: gpr, arg",
            "x11-x8",
            "register range `x11-x8` runs backwards",
        ),
        (
            "stack_pointer: x28",
            "stack_pointer: q1",
            "stack_pointer",
            "q1",
            "the stack pointer `q1` is not a register of any register class",
        ),
        (
            "class: fpr, arguments",
            "class: fp, arguments",
            "class: fp,",
            "fp,",
            "unknown register class `fp`",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiRegister,
            marker,
            token,
            message,
        );
    }
}

#[test]
fn a_register_has_one_role_in_the_abi() {
    for (from, to, token, message) in [
        (
            "arguments: [x0-x3]",
            "arguments: [x0-x3, x18]",
            "x18]",
            "`arguments` of class `gpr` in the `abi` names x18, which the `abi` keeps as a reserved register; a value passed in a register lives in one its class allocates",
        ),
        (
            "results: [x0-x1]",
            "results: [x0-x1, x16]",
            "x16",
            "`results` of class `gpr` in the `abi` names x16, the scratch register of class `gpr`; a value passed in a register lives in one its class allocates",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x3, x8-x11]",
            "x3,",
            "register x3 is both callee-saved and an argument register of the `abi`: a callee preserves no register a call passes a value in",
        ),
        (
            "callee_saved: [x8-x11]",
            "callee_saved: [x8-x11, x17]",
            "x17]",
            "register x17 is both callee-saved and a scratch register of the `abi`: no value lives in it to preserve",
        ),
        (
            "scratch: [x17]",
            "scratch: [x17, x17]",
            "x17]",
            "`scratch` of class `gpr` in the `abi` names x17 twice",
        ),
        (
            "reserved: [x18]",
            "reserved: [x18, x29]",
            "x29",
            "register x29 is both the frame pointer and a reserved register of the `abi`",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiOverlap,
            "class: gpr, arg",
            token,
            message,
        );
    }
}

#[test]
fn no_value_lives_in_a_register_the_abi_keeps() {
    check(
        &with_abi("").replace("preferred: [x0-x7]", "preferred: [x0-x7, x29]"),
        Rule::CfgRegister,
        "name: gpr",
        "x29",
        "`preferred` of register class `gpr` names x29, which the `abi` keeps as the frame pointer: no value may live in it",
    );
    check(
        &abi_inst("operands: [{ name: x, value: i64, alloc: x17 }], emit: []"),
        Rule::CfgPolicy,
        "name: bad",
        "x17",
        "operand `x` of `bad` has `alloc: x17`, which the `abi` keeps as a scratch register; a value lives only in a register its class allocates",
    );
}

#[test]
fn the_shape_of_the_abi() {
    for (from, to, marker, token, message) in [
        (
            "  stack_pointer: x28\n",
            "",
            "name: Mini",
            "name",
            "the `abi` names no `stack_pointer`",
        ),
        (
            "  stack_arguments: { slot: 8, align: 16 }\n",
            "",
            "name: Mini",
            "name",
            "the `abi` names no `stack_arguments` (`{ slot: <bytes>, align: <bytes> }`)",
        ),
        (
            "slot: 8,",
            "slot: 6,",
            "stack_arguments",
            "6",
            "a stack argument's `slot` of 6 bytes is not a power of two",
        ),
        (
            "align: 16",
            "align: 4",
            "stack_arguments",
            "4 }",
            "the stack's `align` of 4 bytes is not a power of two of at least the slot's 8",
        ),
        (
            "class: fpr, arguments: [d0-d3], results: [d0], callee_saved: [d4-d5]",
            "class: gpr",
            "- { class: gpr }",
            "gpr",
            "register class `gpr` is listed twice in the `abi`",
        ),
        (
            "scratch: x16 }",
            "scratch: x16, reserved: [x19] }",
            "name: gpr",
            "x19",
            "register class `gpr` has `reserved`, and the table has an `abi`: list the registers the compiler keeps under `abi` (`reserved`, `scratch`, `stack_pointer`, `frame_pointer`, `link_register`)",
        ),
    ] {
        check(
            &with_abi("").replace(from, to),
            Rule::CfgAbiShape,
            marker,
            token,
            message,
        );
    }
}

#[test]
fn calls_and_returns_agree_with_the_abi() {
    let call = |args: &str, out: &str| {
        abi_inst(&format!(
            "operands: [{{ name: args, value: i64, variadic: true, fixed_each: [{args}] }}], results: [{{ name: out, type: i64, alloc: {out} }}], call: true, emit: []"
        ))
    };
    load(&call("x0-x3", "x0")).unwrap_or_else(|e| panic!("{e}"));
    check(
        &call("x0-x2", "x0"),
        Rule::CfgAbiCall,
        "name: bad",
        "x0-x2",
        "call `bad` passes values of class `gpr` in x0, x1, x2, but the `abi`'s argument registers of the class are x0, x1, x2, x3",
    );
    check(
        &call("x0-x3", "x1"),
        Rule::CfgAbiCall,
        "name: bad",
        "x1 }",
        "result `out` of call `bad` is in x1, but the `abi` returns it in x0",
    );
    let ret = |reg: &str| {
        abi_inst(&format!(
            "operands: [{{ name: v, value: i64, alloc: {reg} }}], terminator: true, returns: true, emit: []"
        ))
    };
    load(&ret("x0")).unwrap_or_else(|e| panic!("{e}"));
    check(
        &ret("x2"),
        Rule::CfgAbiCall,
        "name: bad",
        "x2",
        "operand `v` of return `bad` is in x2, but the `abi` returns it in x0",
    );
}
