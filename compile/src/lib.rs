//! `opforge-compile`: the compiler pipeline's A64 back end, table-driven. The LIR of
//! `spec/lir-arm64.yaml` is generated into [`lir`] (its opcodes, builder, verifier rows,
//! allocation policies and emitter); [`custom`] holds the emissions the table hands to Rust
//! (`custom: { emit: ... }`): constants of any value and direct calls; [`regalloc`] adapts a LIR
//! function to regalloc2 (the allocator Cranelift uses) and runs its checker.

pub mod custom;
pub mod lir;
pub mod regalloc;
