//! Panda's IR lowered to A64 from tables alone. `spec/panda.yaml` is Panda's (ArkCompiler's)
//! instruction table imported by `opforge import panda`; `spec/lower-panda-arm64.yaml` says what
//! its arithmetic, compares, branches, constants, returns and static calls become in the A64 LIR;
//! the generic driver of `opforge_cfg::lower` carries blocks and block parameters (Panda's phis)
//! over; `opforge-compile` allocates and emits. Nothing here is a hand-written driver:
//!
//! - [`lowering`]: the rules the build script generated;
//! - [`eval`]: the reference evaluator of those Panda instructions;
//! - [`random`]: random terminating Panda modules, for the differential test.

pub mod eval;
pub mod random;

/// The rules generated from `spec/lower-panda-arm64.yaml`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_panda_arm64.rs");
}
