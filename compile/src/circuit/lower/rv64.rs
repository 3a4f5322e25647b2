//! The RV64 side of the Circuit lowering: the matcher generated from `spec/lower-riscv64.yaml`
//! ([`table`]) and what the shared driver asks of RV64 (narrow integers re-extended, zero tests
//! through `seqz`/`snez` and `brif`, switch compares through `br_eq`). A branch on an integer
//! compare is one compare-and-branch terminator by the table's own rules (an absorbed `ICMP`
//! matched by its condition), with no rule of its own here.

use ir_core::interp::Value as InterpValue;
use ir_core::opcode::MachineType;
use opforge_cfg::{Block, Builder, SImm, Value};

use super::drive_table;
use crate::rv64::lir::{InstBuilder, Opcode, Type};
use crate::rv64::target::Rv64;

/// The matcher generated from `spec/lower-riscv64.yaml`: `Driver` and `Custom` traits,
/// `select`, `emit`, `RULES`.
#[allow(missing_docs, clippy::all)]
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
        MachineType::I1 => b.band_imm(v, const { SImm::lit(1) }),
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

drive_table!(table, Rv64, {});
