//! The RV64 target of sysyc: `spec/lower-sysy-riscv64.yaml`'s generated [`rules`] and the
//! [`Machine`] facts of `opforge_compile`'s `Rv64` (12-bit signed offsets and add immediates, a
//! remainder as `imul` and `isub`). Compare-and-branch is the table's own (RISC-V's `br_*`
//! terminators take two registers), so its hand-written rules ([`custom`]) are the shared ones.

pub mod custom;
pub mod rules;

use opforge_cfg::{Block, Inst, Value};
use opforge_compile::rv64::lir::{InstBuilder, Opcode, Type, flag};
use opforge_compile::rv64::target::Rv64;

use super::machine::{Build, Machine, Ty, forward, instructions};

/// The immediates of RV64's I-type forms (ADDI, loads, stores): -2048 to 2047.
const SIMM12: core::ops::RangeInclusive<i64> = -2048..=2047;

impl Machine for Rv64 {
    const NAME: &'static str = "RV64";

    /// Any offset of a signed 12-bit immediate (RISC-V does not scale it).
    fn is_access_offset(offset: i64, _size: u64) -> bool {
        SIMM12.contains(&offset)
    }

    fn is_add_imm(k: i64) -> bool {
        SIMM12.contains(&k)
    }

    /// RISC-V has no multiply-subtract.
    fn msub(b: &mut Build<'_, Self>, q: Value, k: Value, x: Value) -> Value {
        let product = b.imul(q, k);
        b.isub(x, product)
    }

    instructions!();
}
