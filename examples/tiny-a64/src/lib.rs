//! A block-structured IR lowered to A64 from tables alone. The source is the test IR of
//! `opforge-cfg` (`tests/specs/cfg.yaml`: integer constants and arithmetic, compares, calls,
//! jumps, conditional branches, returns); `spec/lower-tiny-arm64.yaml` says what each of its
//! instructions becomes in the A64 LIR (`spec/lir-arm64.yaml`); the generic driver of
//! `opforge_cfg::lower` carries blocks and block parameters over; `opforge-compile` allocates
//! registers and emits code. Nothing here is a hand-written driver:
//!
//! - [`lowering`]: the rules the build script generated from the table (`lower`, `Rules`,
//!   `RULES`); [`lowering_riscv64`]: those of `spec/lower-tiny-riscv64.yaml`, the same source
//!   to the RV64 LIR (`spec/lir-riscv64.yaml`), which proves the differential on a second
//!   target;
//! - [`eval`]: the reference evaluator of the source IR, what the code must compute;
//! - [`random`]: random terminating modules of the source IR, for the differential test.

pub mod eval;
pub mod random;

/// The quickstart `docs/your-ir-to-a64.md`, whose Rust example runs as this crate's doctest.
#[doc = include_str!("../../../docs/your-ir-to-a64.md")]
pub mod quickstart {}

/// The rules generated from `spec/lower-tiny-arm64.yaml`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_tiny_arm64.rs");
}

use opforge_cfg::Function;
use opforge_cfg::lower::LowerError;
use opforge_cfg_testbed::Opcode;

/// The rules generated from `spec/lower-tiny-riscv64.yaml`: the same source to the RV64 LIR.
pub mod lowering_riscv64 {
    opforge_cfg::include_lower!("lower_tiny_riscv64.rs");
}

/// Lowers every function of a module of the source IR into the RV64 LIR.
pub fn lower_module_riscv64(
    module: &[Function<Opcode>],
) -> Result<Vec<Function<opforge_compile::rv64::lir::Opcode>>, LowerError> {
    module.iter().map(lowering_riscv64::lower).collect()
}

/// Lowers every function of a module of the source IR into the A64 LIR.
pub fn lower_module(
    module: &[Function<Opcode>],
) -> Result<Vec<Function<opforge_compile::lir::Opcode>>, LowerError> {
    module.iter().map(lowering::lower).collect()
}
