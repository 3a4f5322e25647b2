//! The A64 target of Panda: owns what is A64's. [`lowering`] is the matcher generated from
//! `spec/lower-panda-arm64.yaml`; its `custom:` rule (`NewArray`) is the runtime's
//! [`Heap`](crate::runtime::Heap), built with the A64 LIR's builder; [`lower`] is the whole
//! lowering.

use opforge_cfg::Function;
use opforge_cfg::lower::LowerError;
use opforge_compile::A64;
use opforge_compile::lir::{InstBuilder, Opcode as Lir, Type as LirType};
use opforge_panda_testbed::Opcode;

use crate::runtime::{Heap, new_array_rule};
use crate::target::PandaTarget;

/// The rules generated from `spec/lower-panda-arm64.yaml`.
pub mod lowering {
    opforge_cfg::include_lower!("lower_panda_arm64.rs");
}

new_array_rule!(lowering::Custom, lowering::Cx<'_>, LirType::I64);

/// Lowers `source` with the table's rules and [`Heap::FIRST`] for its arrays.
pub fn lower(source: &Function<Opcode>) -> Result<Function<Lir>, LowerError> {
    opforge_cfg::lower::lower(
        &mut lowering::Rules {
            custom: Heap::FIRST,
        },
        source,
    )
}

impl PandaTarget for A64 {
    const NAME: &'static str = "A64";

    fn lower(source: &Function<Opcode>) -> Result<Function<Lir>, LowerError> {
        lower(source)
    }
}
