//! The A64 target of sysyc: `spec/lower-sysy-arm64.yaml`'s generated [`rules`], the
//! [`Machine`] facts of `opforge_compile`'s `A64` (scaled 12-bit access offsets, 12-bit
//! unsigned add immediates, `msub`), and its own hand-written rule, compare-and-branch with an
//! immediate ([`custom`]).

pub mod custom;
pub mod rules;

use opforge_cfg::{Block, Inst, Value};
use opforge_compile::A64;
use opforge_compile::lir::{InstBuilder, Opcode, Type, flag};

use super::machine::{Build, Machine, Ty, forward, instructions};

/// The largest constant an `iadd_imm` takes.
const IMM12: i64 = 4095;

impl Machine for A64 {
    const NAME: &'static str = "A64";

    /// A multiple of the size, below 4096 times it.
    fn is_access_offset(offset: i64, size: u64) -> bool {
        let size = size as i64;
        offset >= 0 && offset % size == 0 && offset / size < 4096
    }

    fn is_add_imm(k: i64) -> bool {
        (1..=IMM12).contains(&k)
    }

    fn msub(b: &mut Build<'_, Self>, q: Value, k: Value, x: Value) -> Value {
        b.msub(q, k, x)
    }

    instructions!();
}
