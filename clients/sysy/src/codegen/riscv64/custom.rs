//! Owns the RV64 table's hand-written rules: [`Lowerer`]'s implementation of the generated
//! `Custom` trait of `spec/lower-sysy-riscv64.yaml`, which are the target-neutral rules of
//! [`crate::codegen::custom`] alone.

use opforge_cfg::Inst;
use opforge_cfg::lower::LowerError;
use opforge_compile::rv64::target::Rv64;

use super::rules::{Custom, Cx};
use crate::codegen::custom::{Lowerer, shared_rules};

impl Custom for Lowerer<'_, Rv64> {
    shared_rules!(Rv64);
}
