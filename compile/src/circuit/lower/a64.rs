//! The A64 side of the Circuit lowering: the matcher generated from `spec/lower-arm64.yaml`
//! ([`table`]) and what the shared driver asks of A64 (narrow integers re-extended, zero tests
//! and switch compares through `icmp_imm`/`icmp` and `brif`).

use ir_core::interp::Value as InterpValue;
use ir_core::opcode::MachineType;
use opforge_cfg::{Block, Builder, UImm, Value};

use super::drive_table;
use crate::A64;
use crate::lir::{InstBuilder, Opcode, Type, imm::Cond};

/// The matcher generated from `spec/lower-arm64.yaml`: `Driver` and `Custom` traits, `select`,
/// `emit`, `RULES`.
#[allow(missing_docs, clippy::all)]
pub mod table {
    include!(concat!(env!("OUT_DIR"), "/lower_arm64.rs"));
}

/// The table, for messages.
const TABLE: &str = "spec/lower-arm64.yaml";

/// The most bytes of stack reservations a function may make (see `reserved_within`).
pub(crate) const MAX_RESERVED: u64 = super::reserved_within(crate::a64::target::MAX_FRAME);

/// A W register holds an integer's bits zero-extended.
fn harness_int(v: InterpValue) -> i64 {
    v.bits() as i64
}

/// Keeps a narrow integer zero-extended in its W register.
fn canonical(b: &mut Builder<'_, Opcode>, v: Value, ty: MachineType) -> Value {
    match ty {
        MachineType::I8 => b.uextend8(v, Type::I32),
        MachineType::I16 => b.uextend16(v, Type::I32),
        MachineType::I1 => {
            let one = b.iconst(1, Type::I32);
            b.band(v, one)
        }
        _ => v,
    }
}

/// A compare with zero, then `brif`.
fn branch_if(b: &mut Builder<'_, Opcode>, v: Value, zero: bool, to: [Block; 2]) {
    let cond = if zero { Cond::Eq } else { Cond::Ne };
    let c = b.icmp_imm(cond, v, const { UImm::lit(0) });
    b.brif(c, (to[0], &[]), (to[1], &[]));
}

/// A compare with the case (an immediate below 4096, else a constant), then `brif`.
fn branch_if_equal(b: &mut Builder<'_, Opcode>, x: Value, t: Type, case: u64, to: [Block; 2]) {
    let hit = if let Ok(case) = UImm::new(case) {
        b.icmp_imm(Cond::Eq, x, case)
    } else {
        let k = b.iconst(case as i64, t);
        b.icmp(Cond::Eq, x, k)
    };
    b.brif(hit, (to[0], &[]), (to[1], &[]));
}

drive_table!(table, A64, {});
