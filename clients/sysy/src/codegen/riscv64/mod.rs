//! The RV64 target of sysyc: `spec/lower-sysy-riscv64.yaml`'s generated [`rules`] and the
//! [`Machine`] facts of `opforge_compile`'s `Rv64` (12-bit signed offsets and add immediates, a
//! remainder as `imul` and `isub`). Compare-and-branch is the table's own (RISC-V's `br_*`
//! terminators take two registers), so its hand-written rules ([`custom`]) are the shared ones.

pub mod custom;
pub mod rules;

use opforge_cfg::{Block, Inst, SImm, UImm, Value};
use opforge_compile::rv64::lir::{InstBuilder, Opcode, Type, flag};
use opforge_compile::rv64::target::Rv64;

use super::machine::{Build, Machine, Ty, forward, instructions};

impl Machine for Rv64 {
    const NAME: &'static str = "RV64";

    type Offset = SImm<12>;
    type AddImm = SImm<12>;

    /// Any offset of a signed 12-bit immediate (RISC-V does not scale it).
    fn access_offset(offset: i64, _size: u64) -> Option<SImm<12>> {
        SImm::new(offset).ok()
    }

    fn add_imm(k: i64) -> Option<SImm<12>> {
        SImm::new(k).ok()
    }

    /// RISC-V has no multiply-subtract.
    fn msub(b: &mut Build<'_, Self>, q: Value, k: Value, x: Value) -> Value {
        let product = b.imul(q, k);
        b.isub(x, product)
    }

    instructions!();
}
