//! Every emission of `spec/lir-arm64.yaml` against llvm-mc (LLVM 14): for each LIR instruction
//! and each type its controlling value may have, random legal registers (each value's class,
//! fixed registers where the table fixes them, an input's register where a result reuses it),
//! random immediates and block targets before and after the instruction. The generated emitter
//! produces words; the table's expected assembly, with the same registers, immediates and
//! target offsets substituted, is assembled by llvm-mc; the words must be the same. When the
//! emitter refuses an immediate (not a multiple of the access size, a shift past the width),
//! llvm-mc must refuse the text too. Every instruction and type must be emitted successfully at
//! least once. One llvm-mc process checks every case; the machinery is
//! `support::emission`'s, which this file hands the A64 layer.

use opforge_arm64::ALIASES;
use opforge_arm64::buffer::A64;
use opforge_compile::custom::A64Custom;

const TRIALS: usize = 60;
const NOP: u32 = 0xd503_201f;

mod support;
use support::emission::{check_every_emission, lir_target};

lir_target! {
    /// The A64 LIR and machine layer.
    A64Lir {
        lir: opforge_compile::lir,
        machine: A64,
        aliases: ALIASES,
        custom: A64Custom,
        llvm_mc: &["--triple=aarch64", "-mattr=+v8a,+fp-armv8"],
        nop: NOP,
        target: |bytes: i64| format!("#{bytes}"),
    }
}

#[test]
fn every_emission_agrees_with_llvm_mc() {
    check_every_emission::<A64Lir>(0x5eed_1a2b, TRIALS);
}
