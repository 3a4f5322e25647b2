//! The RV64 LIR, generated from `spec/lir-riscv64.yaml` by the build script: `Type`, `Opcode`
//! (with its class ranges), `INST_INFO`, the `InstBuilder` trait, the allocation rows
//! (`POLICIES`, `REG_CLASSES`, `TYPE_CLASS`), the calling convention (`ABI`), the emission rows
//! (`EMISSIONS`), the `Custom` trait and `emit`.

opforge_cfg::include_cfg!("lir_riscv64.rs");
