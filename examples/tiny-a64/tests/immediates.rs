//! A lowering rule passes a source immediate to a target immediate through
//! `opforge_cfg::Immediate`: a number the target's type cannot hold is a located lowering error,
//! not an instruction the LIR's verifier refuses later. The cfg test IR's `call` takes a 32-bit
//! `func` immediate, as the A64 and RV64 LIRs' `call` do; built from raw operands (the typed
//! builder takes a `u32`, so only a raw operand can hold more), a callee past 2^32 is refused by
//! both lowerings, naming the instruction and the range.

use opforge_cfg::{Builder, Function, Operand};
use opforge_cfg_testbed::{Opcode, Type};

#[test]
fn a_source_immediate_the_target_cannot_hold_is_a_lowering_error() {
    let mut f = Function::<Opcode>::new("far", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (call, [out]) = b.ins(Opcode::Call, [Operand::Imm(1 << 40)], &[Type::I64]);
    b.ins(Opcode::Ret, [Operand::Value(out)], &[]);
    let a64 = tiny_a64::lower_module(std::slice::from_ref(&f)).expect_err("A64 refuses it");
    let rv64 =
        tiny_a64::lower_module_riscv64(std::slice::from_ref(&f)).expect_err("RV64 refuses it");
    for e in [a64, rv64] {
        assert_eq!(e.function, "far");
        assert_eq!(e.inst, Some(call));
        assert_eq!(
            e.message,
            "the rule's immediate: 1099511627776 does not fit an unsigned 32-bit immediate (0 to 4294967295)"
        );
    }
}

#[test]
fn a_callee_in_range_lowers() {
    let mut f = Function::<Opcode>::new("near", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let (_, [out]) = b.ins(Opcode::Call, [Operand::Imm(0)], &[Type::I64]);
    b.ins(Opcode::Ret, [Operand::Value(out)], &[]);
    let lowered = tiny_a64::lower_module(std::slice::from_ref(&f)).expect("A64 lowers it");
    assert_eq!(lowered.len(), 1);
    tiny_a64::lower_module_riscv64(&[f]).expect("RV64 lowers it");
}
