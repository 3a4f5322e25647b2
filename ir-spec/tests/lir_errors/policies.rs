//! Policy mistakes.

use super::*;

#[test]
fn policy_mistakes() {
    for (rest, token, message) in [
        (
            "operands: [{ name: x, value: i64, alloc: x99 }], emit: []",
            "x99",
            "operand `x` of `bad` has `alloc: x99`; expected `reg`, `any`, `stack` or a general register of class `gpr`",
        ),
        (
            "operands: [{ name: x, value: i64, at: middle }], emit: []",
            "middle",
            "operand `x` of `bad` has `at: middle`; expected `early` or `late`",
        ),
        (
            "operands: [{ name: x, value: i64 }], results: [{ name: o, type: i64, reuse: z }], emit: []",
            "z }",
            "result `o` of `bad` reuses `z`, which is not a value operand of `bad`",
        ),
        (
            "operands: [{ name: x, value: i64, fixed_each: [x0] }], emit: []",
            "x0",
            "operand `x` of `bad`: `fixed_each` belongs to a variadic operand without `alloc`",
        ),
        (
            "operands: [{ name: x, value: i64, variadic: true, fixed_each: [x0-x1, d1] }], emit: []",
            "d1",
            "operand `x` of `bad`: `fixed_each` names `d1`, which is not a register of the class of any of its types (`gpr`)",
        ),
        (
            "operands: [{ name: x, value: any, variadic: true, fixed_each: [x0-x3, d0, x2] }], emit: []",
            "x2",
            "operand `x` of `bad`: `fixed_each` names register `x2` twice",
        ),
        (
            "temps: [{ name: t, doc: T., class: gpr, alloc: stack }], emit: []",
            "stack",
            "temp `t` of `bad` must be a register (`reg` or a fixed one)",
        ),
        (
            "operands: [{ name: x, value: any, alloc: x0 }], emit: []",
            "x, value",
            "operand `x` of `bad` may be of type `i64` (class `gpr`) or `f64` (class `fpr`); an allocated value has one register class",
        ),
        (
            "operands: [{ name: x, value: i64, alloc: stack }], results: [{ name: o, type: i64, reuse: x }], emit: []",
            "x }",
            "result `o` of `bad` reuses `x`, which must then be `alloc: reg`",
        ),
        (
            "operands: [{ name: c, imm: cc, alloc: reg }], emit: []",
            "reg",
            "operand `c` of `bad` is not a value, so it has no allocation policy",
        ),
    ] {
        check(&inst(rest), Rule::CfgPolicy, "name: bad", token, message);
    }
}
