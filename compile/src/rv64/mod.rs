//! The RISC-V RV64 target: owns what is RISC-V's. [`lir`] is the LIR generated from
//! `spec/lir-riscv64.yaml` (opcodes, builder, policy rows, the LP64D `abi`, the emitter, which
//! builds each step through `opforge_riscv64`'s per-form constructors into its `CodeBuffer`);
//! [`custom`] the emissions that table hands to Rust (constants of any value, frame and stack
//! slot addresses, data addresses, calls, selects and traps); [`reloc`] its RISC-V relocations;
//! [`target`] what the back end asks of a target; [`elf`] the `_start` harness. The frame, moves and register
//! allocation are the target-neutral back end's.

pub mod custom;
pub mod elf;
pub mod lir;
pub mod reloc;
pub mod target;
