//! SysY-IR modules that keep every rule, written in the text format: each parses, verifies with
//! no finding at all, and prints back as written.

use opforge_cfg::{Module, parse_module, print_module};
use sysy_ir::Opcode;

#[track_caller]
fn clean(text: &str) -> Module<Opcode> {
    let module: Module<Opcode> = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    match sysy_ir::verify(&module) {
        Ok(warnings) => assert!(warnings.is_empty(), "warnings: {warnings:?}"),
        Err(report) => panic!("{report}"),
    }
    assert_eq!(print_module(&module), text, "the text round-trips");
    module
}

/// A loop summing a global array through GEP and Load, the running sum and the index as
/// block parameters.
const SUM: &str = "\
global %data: [4 x i32] = [1, 2, 3, 4]
function %sum() -> i32 {
block0:
    v0 = global_addr.*[4 x i32] 0
    v1 = iconst 0
    v2 = iconst 4
    v3 = iconst 1
    br block1(v1, v1)
block1(v4: i32, v5: i32):
    v6 = icmp_lt v4, v2
    brcond v6, block2, block3
block2:
    v7 = gep v0, v1, v4
    v8 = load v7
    v9 = iadd v5, v8
    v10 = iadd v4, v3
    br block1(v10, v9)
block3:
    ret v5
}
";

#[test]
fn a_loop_summing_a_global_array() {
    let m = clean(SUM);
    assert_eq!(m.globals.len(), 1);
    assert_eq!(m.functions[0].name(), "sum");
}

/// A local two-dimensional array (CAlloc of its decayed pointer) initialised from a constant
/// global by MemInit, a row passed to another function, a store, float conversions, and a call
/// of a function without a result.
const CALLS: &str = "\
global %init: [2 x [3 x i32]] = [1, 2, 3, 4, 5, 6]
global %scale: f32 = [1.5]
global %zeros: [100 x f32] = zero
function %get(*[3 x i32], i32, i32) -> i32 {
block0(v0: *[3 x i32], v1: i32, v2: i32):
    v3 = gep v0, v1, v2
    v4 = load v3
    ret v4
}
function %main() -> i32 {
block0:
    v0 = calloc.*[3 x i32] 2
    meminit v0, 0
    v1 = iconst 1
    v2 = iconst 2
    v3 = call.i32 0, v0, v1, v2
    v4 = gep v0, v1, v2
    store v4, v3
    v5 = global_addr.*f32 1
    v6 = load v5
    v7 = itof v3
    v8 = fmul v7, v6
    v9 = ftoi v8
    call_void 2, v9
    v10 = icmp_ne v9, v3
    v11 = btoi v10
    ret v11
}
function %putint(i32) {
block0(v0: i32):
    ret
}
";

#[test]
fn calls_between_functions_a_local_array_and_globals_with_initialisers() {
    let m = clean(CALLS);
    assert_eq!(m.function_named("putint"), Some(2));
    assert_eq!(m.global_named("zeros"), Some(2));
}

/// Every arithmetic, negation, compare and conversion of the table on non-constant operands,
/// and a division whose divisor is not a constant.
const ARITHMETIC: &str = "\
function %ops(i32, i32, f32, f32) -> i32 {
block0(v0: i32, v1: i32, v2: f32, v3: f32):
    v4 = isub v0, v1
    v5 = imul v4, v1
    v6 = idiv v5, v1
    v7 = imod v6, v0
    v8 = ineg v7
    v9 = fadd v2, v3
    v10 = fsub v9, v3
    v11 = fdiv v10, v2
    v12 = fneg v11
    v13 = icmp_eq v8, v0
    v14 = icmp_gt v8, v0
    v15 = icmp_ge v8, v0
    v16 = icmp_le v8, v0
    v17 = fcmp_eq v12, v2
    v18 = fcmp_ne v12, v2
    v19 = fcmp_gt v12, v2
    v20 = fcmp_ge v12, v2
    v21 = fcmp_lt v12, v2
    v22 = fcmp_le v12, v2
    v23 = fconst -0.5
    v24 = fadd v12, v23
    v25 = fcmp_lt v24, v3
    brcond v25, block1, block2(v8)
block1:
    br block2(v0)
block2(v26: i32):
    ret v26
}
";

#[test]
fn every_operation_on_values_that_are_not_constants() {
    clean(ARITHMETIC);
}

/// The runtime library's functions declared external and called, numbered after the module's
/// one function.
const EXTERNS: &str = "\
global %buf: [8 x i32] = zero
extern %getarray(*i32) -> i32
extern %putarray(i32, *i32)
function %echo() -> i32 {
block0:
    v0 = global_addr.*[8 x i32] 0
    v1 = iconst 0
    v2 = gep v0, v1, v1
    v3 = call.i32 1, v2
    call_void 2, v3, v2
    ret v3
}
";

#[test]
fn calls_of_external_functions() {
    let m = clean(EXTERNS);
    assert_eq!(m.externs.len(), 2);
    assert_eq!(m.callee_named("putarray"), Some(2));
    assert_eq!(m.callee(1).map(|c| c.name()), Some("getarray"));
    assert_eq!(m.callee(3).map(|c| c.name()), None);
}
