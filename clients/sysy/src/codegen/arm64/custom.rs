//! Owns the A64 table's hand-written rules: [`Lowerer`]'s implementation of the generated
//! `Custom` trait of `spec/lower-sysy-arm64.yaml`, the target-neutral rules
//! ([`crate::codegen::custom`]) and A64's own, integer compare-and-branch with a constant of
//! `0..=4095` on either side as the immediate (`br_icmp_imm`).

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Immediate, Inst, UImm};
use opforge_compile::A64;
use opforge_compile::lir::InstBuilder;
use opforge_compile::lir::imm::Cond;
use sysy_ir::Opcode;

use super::rules::{Custom, Cx};
use crate::codegen::custom::{Lowerer, shared_rules};

impl Custom for Lowerer<'_, A64> {
    shared_rules!(A64);

    fn lower_br_icmp(&mut self, cx: &mut Cx<'_>, inst: Inst) -> Result<(), LowerError> {
        self.branch_on_compare(cx, inst)
    }
}

/// The A64 condition of a signed integer compare, and the one that holds with its operands
/// swapped.
fn int_cond(op: Opcode) -> Option<(Cond, Cond)> {
    Some(match op {
        Opcode::IcmpEq => (Cond::Eq, Cond::Eq),
        Opcode::IcmpNe => (Cond::Ne, Cond::Ne),
        Opcode::IcmpGt => (Cond::Gt, Cond::Lt),
        Opcode::IcmpGe => (Cond::Ge, Cond::Le),
        Opcode::IcmpLt => (Cond::Lt, Cond::Gt),
        Opcode::IcmpLe => (Cond::Le, Cond::Ge),
        _ => return None,
    })
}

impl Lowerer<'_, A64> {
    /// A `brcond` on an integer compare it absorbs: one compare-and-branch, with a constant
    /// of `0..=4095` on either side as the immediate.
    pub(crate) fn branch_on_compare(
        &mut self,
        cx: &mut Cx<'_>,
        inst: Inst,
    ) -> Result<(), LowerError> {
        let cmp = cx
            .operand(inst, 0)
            .and_then(|v| cx.defined_by(v))
            .ok_or_else(|| cx.refuse(inst, "the condition is not a compare's"))?;
        let (cond, mirrored) = cx
            .opcode(cmp)
            .and_then(int_cond)
            .ok_or_else(|| cx.refuse(inst, "the condition is not an integer compare's"))?;
        let (then, else_) = (cx.target(inst, 1)?, cx.target(inst, 2)?);
        // The compare's unsigned 12-bit immediate: 0 to 4095.
        let small = |k: Option<i64>| k.and_then(|k| UImm::<12>::from_imm(k).ok());
        let (left, right) = (
            small(cx.operand_constant(cmp, 0)),
            small(cx.operand_constant(cmp, 1)),
        );
        let (then, else_) = ((then.0, &then.1[..]), (else_.0, &else_.1[..]));
        match (left, right) {
            (_, Some(k)) => {
                let lhs = cx.operand_value(cmp, 0)?;
                cx.builder().br_icmp_imm(cond, lhs, k, then, else_);
            }
            (Some(k), None) => {
                let rhs = cx.operand_value(cmp, 1)?;
                cx.builder().br_icmp_imm(mirrored, rhs, k, then, else_);
            }
            (None, None) => {
                let (lhs, rhs) = (cx.operand_value(cmp, 0)?, cx.operand_value(cmp, 1)?);
                cx.builder().br_icmp(cond, lhs, rhs, then, else_);
            }
        }
        Ok(())
    }
}
