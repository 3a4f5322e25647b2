//! Panda's IR lowered to A64 and to RV64 from tables alone. `spec/panda.yaml` is Panda's
//! (ArkCompiler's) instruction table imported by `opforge import panda`;
//! `spec/lower-panda-arm64.yaml` and `spec/lower-panda-riscv64.yaml` say what its arithmetic,
//! compares, branches, constants, returns, static calls and arrays become in each target's LIR;
//! the generic driver of `opforge_cfg::lower` carries blocks and block parameters (Panda's phis)
//! over; `opforge-compile` allocates and emits. Nothing here is a hand-written driver:
//!
//! - [`arm64`] and [`riscv64`], one folder a target: the rules the build script generated from
//!   that target's table, the table's one `custom:` rule (`NewArray`) bound to the runtime, and
//!   the target's `lower`;
//! - [`target`]: what the tests ask of either target ([`target::PandaTarget`]: lower, compile,
//!   run under its qemu);
//! - [`runtime`]: where arrays live ([`runtime::Heap`]) and how `NewArray` allocates, the same
//!   for both targets;
//! - [`eval`]: the reference evaluator of those Panda instructions;
//! - [`random`]: random terminating Panda modules, for the differential test.

pub mod arm64;
pub mod eval;
pub mod random;
pub mod riscv64;
pub mod runtime;
pub mod target;
