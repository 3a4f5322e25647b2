//! The RV64 target of Panda: owns what is RISC-V's. [`lowering`] is the matcher generated from
//! `spec/lower-panda-riscv64.yaml`; its `custom:` rule (`NewArray`) is the runtime's
//! [`Heap`](crate::runtime::Heap), built with the RV64 LIR's builder (the same instructions as
//! on A64: `global_addr` is AUIPC and ADDI here, the shift an SLLI); [`lower`] is the whole
//! lowering, and `Rv64` a [`PandaTarget`](crate::target::PandaTarget).

use opforge_compile::rv64::lir::{InstBuilder, Opcode as Lir, Type as LirType};
use opforge_compile::rv64::target::Rv64;

use crate::target::target_folder;

/// The rules generated from `spec/lower-panda-riscv64.yaml`: `Rules`, `Custom`, `select`,
/// `emit` and `RULES`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_panda_riscv64.rs");
}

target_folder!(Rv64, "RV64", Lir, LirType::I64);
