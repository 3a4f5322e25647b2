//! Owns the RV64 table's hand-written rules: [`Lowerer`]'s implementation of the generated
//! `Custom` trait of `spec/lower-sysy-riscv64.yaml`, the target-neutral rules of
//! [`crate::codegen::custom`] and RISC-V's own: a subtraction of a constant as an `iadd_imm` of
//! its negation, RISC-V having no subtract-immediate.

use opforge_cfg::Inst;
use opforge_cfg::lower::LowerError;
use opforge_compile::rv64::lir::{InstBuilder, Type};
use opforge_compile::rv64::target::Rv64;

use super::rules::{Custom, Cx};
use crate::codegen::Machine;
use crate::codegen::custom::{Lowerer, shared_rules};

impl Custom for Lowerer<'_, Rv64> {
    shared_rules!(Rv64);

    fn lower_isub_const(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        let x = cx.operand_value(inst, 0)?;
        let k = cx
            .operand_constant(inst, 1)
            .ok_or_else(|| cx.refuse(inst, "the subtrahend is not a constant"))?;
        // The i32 constant's negation, wrapping as the subtraction does.
        let negated = i64::from((k as i32).wrapping_neg());
        let b = cx.builder();
        let out = if let Some(imm) = Rv64::add_imm(negated) {
            b.iadd_imm(x, imm)
        } else {
            let k = b.iconst(k, Type::I32);
            b.isub(x, k)
        };
        cx.define(inst, out);
        Ok(())
    }
}
