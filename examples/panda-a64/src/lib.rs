//! Panda's IR lowered to A64 from tables alone. `spec/panda.yaml` is Panda's (ArkCompiler's)
//! instruction table imported by `opforge import panda`; `spec/lower-panda-arm64.yaml` says what
//! its arithmetic, compares, branches, constants, returns, static calls and arrays become in the
//! A64 LIR;
//! the generic driver of `opforge_cfg::lower` carries blocks and block parameters (Panda's phis)
//! over; `opforge-compile` allocates and emits. Nothing here is a hand-written driver:
//!
//! - [`lowering`]: the rules the build script generated;
//! - [`runtime`]: the one rule the table leaves to the compiler, `NewArray`'s allocation, and
//!   [`runtime::lower`], the whole lowering;
//! - [`eval`]: the reference evaluator of those Panda instructions;
//! - [`random`]: random terminating Panda modules, for the differential test.

pub mod eval;
pub mod random;
pub mod runtime;

/// The rules generated from `spec/lower-panda-arm64.yaml`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_panda_arm64.rs");
}
