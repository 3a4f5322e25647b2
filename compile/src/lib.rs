//! `opforge-compile`: the compiler pipeline's A64 back end, table-driven. The LIR of
//! `spec/lir-arm64.yaml` is generated into [`lir`] (its opcodes, builder, verifier rows,
//! allocation policies and emitter); [`custom`] holds the emissions the table hands to Rust
//! (`custom: { emit: ... }`): constants of any value and direct calls; [`regalloc`] adapts a LIR
//! function to regalloc2 (the allocator Cranelift uses) and runs its checker; [`emit`] turns an
//! allocated function into A64 words (frame, moves, instructions); [`elf`] writes a static
//! executable with a `_start` harness, which [`qemu`] runs under qemu-aarch64 within a time
//! limit; [`module`] chains them for a module of functions. Without the harness, [`code`]
//! compiles a module into relocatable code (symbols, relocations, data, external symbols), which
//! [`object`] writes as an ELF relocatable object to link with C, or a JIT places itself.

pub mod code;
pub mod custom;
pub mod elf;
pub mod emit;
pub mod lir;
pub mod lower;
pub mod module;
pub mod object;
pub mod pipeline;
pub mod qemu;
pub mod regalloc;
pub mod schedule;
pub mod trap;
