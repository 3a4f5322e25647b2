//! The rules the build script generated from `spec/lower-sysy-riscv64.yaml`: `Rules`, `Custom`
//! (the methods [`super::custom`] implements), `select`, `emit` and `RULES`.

opforge_cfg::include_lower!("lower_sysy_riscv64.rs");
