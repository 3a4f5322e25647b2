//! The A64 target of Panda: owns what is A64's. [`lowering`] is the matcher generated from
//! `spec/lower-panda-arm64.yaml`; its `custom:` rule (`NewArray`) is the runtime's
//! [`Heap`](crate::runtime::Heap), built with the A64 LIR's builder; [`lower`] is the whole
//! lowering, and `A64` a [`PandaTarget`](crate::target::PandaTarget).

use opforge_compile::A64;
use opforge_compile::lir::{InstBuilder, Opcode as Lir, Type as LirType};

use crate::target::target_folder;

/// The rules generated from `spec/lower-panda-arm64.yaml`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_panda_arm64.rs");
}

target_folder!(A64, "A64", Lir, LirType::I64);
