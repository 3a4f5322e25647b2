//! The RV64 side of the Circuit lowering: the matcher generated from `spec/lower-riscv64.yaml`
//! ([`table`]) and what the shared driver asks of RV64 (narrow integers re-extended, zero tests
//! through `seqz`/`snez` and `brif`, switch compares through `br_eq`), with the one rule of
//! its own: a branch on an integer compare as one compare-and-branch terminator.

use ir_core::circuit::GateRef;
use ir_core::interp::Value as InterpValue;
use ir_core::opcode::{IcmpCond, MachineType};
use opforge_cfg::{Block, Builder, Value};

use super::{LowerError, Lowerer, drive_table};
use crate::rv64::lir::{InstBuilder, Opcode, Type};
use crate::rv64::target::Rv64;

/// The matcher generated from `spec/lower-riscv64.yaml`: `Driver` and `Custom` traits,
/// `select`, `emit`, `RULES`.
#[allow(missing_docs, unused_imports, clippy::all)]
pub mod table {
    include!(concat!(env!("OUT_DIR"), "/lower_riscv64.rs"));
}

/// The table, for messages.
const TABLE: &str = "spec/lower-riscv64.yaml";

/// The most bytes of stack reservations a function may make (see `reserved_within`).
pub(crate) const MAX_RESERVED: u64 = super::reserved_within(crate::rv64::target::MAX_FRAME);

/// An i32 is passed sign-extended (LP64D, as the RV64 LIR keeps it); other integers as their
/// bits.
fn harness_int(v: InterpValue) -> i64 {
    match v.ty() {
        MachineType::I32 => i64::from(v.bits() as u32 as i32),
        _ => v.bits() as i64,
    }
}

/// Keeps a narrow integer zero-extended in its register.
fn canonical(b: &mut Builder<'_, Opcode>, v: Value, ty: MachineType) -> Value {
    match ty {
        MachineType::I8 => b.uextend8(v, Type::I32),
        MachineType::I16 => b.uextend16(v, Type::I32),
        MachineType::I1 => b.band_imm(v, 1),
        _ => v,
    }
}

/// `seqz` or `snez`, then `brif`.
fn branch_if(b: &mut Builder<'_, Opcode>, v: Value, zero: bool, to: [Block; 2]) {
    let c = if zero { b.seqz(v) } else { b.snez(v) };
    b.brif(c, (to[0], &[]), (to[1], &[]));
}

/// The case as a constant (sign-extended as its type is kept), then `br_eq`.
fn branch_if_equal(b: &mut Builder<'_, Opcode>, x: Value, t: Type, case: u64, to: [Block; 2]) {
    let k = b.iconst(case as i64, t);
    b.br_eq(x, k, (to[0], &[]), (to[1], &[]));
}

impl Lowerer<'_, '_, Rv64> {
    /// A branch on an absorbed ICMP: its operands (sign-extended first for a signed compare of
    /// a narrow integer; an I1's bit negated, as it reads -1 signed) straight into the
    /// compare-and-branch terminator, swapped for the conditions RISC-V has no branch for
    /// (greater than, less or equal).
    fn branch_on_compare(&mut self, gate: GateRef) -> Result<(), LowerError> {
        let cmp = self.gate_input(gate, 0);
        let bits = self.gate_bitfield(cmp);
        let cond = IcmpCond::from_bits(bits).ok_or(LowerError::Unmapped {
            gate: cmp,
            bitfield: bits,
            table: TABLE,
        })?;
        let (lhs, rhs) = (self.gate_input(cmp, 0), self.gate_input(cmp, 1));
        let ty = self.gate_type(lhs);
        let (x, y) = (self.value_of(lhs)?, self.value_of(rhs)?);
        let signed = matches!(
            cond,
            IcmpCond::Sgt | IcmpCond::Sge | IcmpCond::Slt | IcmpCond::Sle
        );
        let b = &mut self.b;
        let (x, y) = match (signed, ty) {
            (true, MachineType::I8) => (b.sextend8(x, Type::I32), b.sextend8(y, Type::I32)),
            (true, MachineType::I16) => (b.sextend16(x, Type::I32), b.sextend16(y, Type::I32)),
            (true, MachineType::I1) => (b.ineg(x), b.ineg(y)),
            _ => (x, y),
        };
        let then = (self.targets[0], &[][..]);
        let other = (self.targets[1], &[][..]);
        let b = &mut self.b;
        match cond {
            IcmpCond::Eq => b.br_eq(x, y, then, other),
            IcmpCond::Ne => b.br_ne(x, y, then, other),
            IcmpCond::Slt => b.br_lt(x, y, then, other),
            IcmpCond::Sge => b.br_ge(x, y, then, other),
            IcmpCond::Sgt => b.br_lt(y, x, then, other),
            IcmpCond::Sle => b.br_ge(y, x, then, other),
            IcmpCond::Ult => b.br_ltu(x, y, then, other),
            IcmpCond::Uge => b.br_geu(x, y, then, other),
            IcmpCond::Ugt => b.br_ltu(y, x, then, other),
            IcmpCond::Ule => b.br_geu(y, x, then, other),
        };
        Ok(())
    }
}

drive_table!(table, Rv64, {
    fn lower_branch_icmp(&mut self, gate: GateRef) -> Result<(), LowerError> {
        self.branch_on_compare(gate)
    }
});
