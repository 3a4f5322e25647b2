//! `opforge-compile`: the compiler pipeline's back end, table-driven, for A64. Its layout:
//!
//! - [`backend`], target-neutral: regalloc2 glue from the LIR table's allocation policy rows
//!   ([`regalloc`]), the frame and emission from the table's `abi` ([`emit`]), modules of
//!   functions calling each other ([`module`]), relocatable code ([`code`]), trap codes
//!   ([`trap`]);
//! - [`a64`], the A64 target: the LIR generated from `spec/lir-arm64.yaml` ([`lir`]), the
//!   emissions it hands to Rust ([`custom`]), the static executable with its `_start` harness
//!   ([`elf`], run by [`qemu`]) and the ELF relocatable object ([`object`]);
//! - [`circuit`], the Circuit pipeline: the scheduler ([`schedule`]), the lowering driver
//!   ([`lower`]) and the driver of a module of circuits ([`pipeline`]).
//!
//! Each module is re-exported at the crate's root (`opforge_compile::emit` is
//! `opforge_compile::backend::emit`).

pub mod a64;
pub mod backend;
pub mod circuit;

pub use a64::{custom, elf, lir, object, qemu};
pub use backend::{code, emit, module, regalloc, trap};
pub use circuit::{lower, pipeline, schedule};
