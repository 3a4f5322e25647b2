//! The A64 target of sysyc: `spec/lower-sysy-arm64.yaml`'s generated [`rules`], the
//! [`Machine`] facts of `opforge_compile`'s `A64` (scaled 12-bit access offsets, 12-bit
//! unsigned add immediates, `msub`), and its own hand-written rule, compare-and-branch with an
//! immediate ([`custom`]).

pub mod custom;
pub mod rules;

use opforge_cfg::{Block, Immediate, Inst, UImm, Value};
use opforge_compile::A64;
use opforge_compile::lir::{InstBuilder, Opcode, Type, flag};

use super::machine::{Build, Machine, Ty, forward, instructions};

/// The largest constant an `iadd_imm` takes.
const IMM12: i64 = 4095;

impl Machine for A64 {
    const NAME: &'static str = "A64";

    type Offset = u16;
    type AddImm = UImm<12>;

    /// A multiple of the size, below 4096 times it.
    fn access_offset(offset: i64, size: u64) -> Option<u16> {
        let size = size as i64;
        let scaled = offset >= 0 && offset % size == 0 && offset / size < 4096;
        scaled.then(|| u16::from_imm(offset).ok()).flatten()
    }

    fn add_imm(k: i64) -> Option<UImm<12>> {
        (1..=IMM12)
            .contains(&k)
            .then(|| UImm::from_imm(k).ok())
            .flatten()
    }

    fn msub(b: &mut Build<'_, Self>, q: Value, k: Value, x: Value) -> Value {
        b.msub(q, k, x)
    }

    instructions!();
}
