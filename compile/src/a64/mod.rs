//! The A64 target: owns what is AArch64's and Linux's. [`lir`] is the LIR generated from
//! `spec/lir-arm64.yaml` (opcodes, builder, policy rows, the `abi`, the emitter); [`custom`]
//! the emissions that table hands to Rust; [`elf`] the static executable with its `_start`
//! harness, which [`qemu`] runs under qemu-aarch64;
//! [`asm`] the same code as GNU assembler source; [`reloc`] its AArch64 relocations; [`target`] the frame's instructions and the
//! registers used by hand, for the target-neutral back end.

pub mod asm;
pub mod custom;
pub mod elf;
pub mod entry;
pub mod lir;
pub mod qemu;
pub mod reloc;
pub mod target;
pub mod unit;

pub use entry::{
    compile, compile_code, compile_code_with, compile_program, compile_with, data_address,
};
