//! The rules the build script generated from `spec/lower-sysy-riscv64.yaml`: `Rules`, `Custom`
//! (the methods [`super::custom`] implements), `select`, `emit` and `RULES`. Included as
//! `opforge_cfg::include_lower!` includes a table's rules, and also allowing the generated
//! import of the LIR's `imm` module, which this table (no condition operands) does not read.

#[allow(dead_code, unused_imports)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/lower_sysy_riscv64.rs"));
}
pub use generated::*;
