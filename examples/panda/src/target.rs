//! What the tests and examples ask of a target, whichever it is: owns [`PandaTarget`], a
//! target of `opforge-compile` with an executable and a Panda lowering table, and the steps
//! every target shares (lower a module, compile it with the runtime's heap and a harness, run
//! it under the target's qemu).

use std::path::Path;

use opforge_cfg::Function;
use opforge_cfg::lower::LowerError;
use opforge_compile::elf::{CaseResult, HarnessArg};
use opforge_compile::module::{Options, Program, compile_program_for};
use opforge_compile::target::ExecutableTarget;
use opforge_panda_testbed::{Opcode, Type};

use crate::runtime::Heap;

/// A target Panda compiles to: its lowering table's `lower` over the runtime's heap.
pub trait PandaTarget: ExecutableTarget {
    /// The target's name in messages (`A64`, `RV64`).
    const NAME: &'static str;

    /// Lowers `source` by the target's table, with [`Heap::FIRST`] for its arrays.
    fn lower(source: &Function<Opcode>) -> Result<Function<Self::Op>, LowerError>;
}

/// The harness's argument of type `ty` with bits `a` (an `f64` in a float register).
pub fn harness_arg(ty: Type, a: i64) -> HarnessArg {
    match ty {
        Type::F64 => HarnessArg::F64(a as u64),
        _ => HarnessArg::Int(a),
    }
}

/// Lowers `functions` for `T` and compiles them with the heap's data items and a `_start`
/// calling function `i` on each case `(i, args)`; with `checked`, the LIR verifier and
/// regalloc2's checker run. The message names the target.
pub fn compile<T: PandaTarget>(
    functions: &[Function<Opcode>],
    cases: &[(usize, Vec<HarnessArg>)],
    checked: bool,
) -> Result<Program, String> {
    let lir = functions
        .iter()
        .map(T::lower)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", T::NAME))?;
    compile_program_for::<T>(&lir, &Heap::data(), cases, Options::checked(checked))
        .map_err(|e| format!("{}: {e}", T::NAME))
}

/// Runs `program` under `T`'s qemu as `dir/name`; how each case ended.
pub fn run<T: PandaTarget>(
    program: &Program,
    dir: &Path,
    name: &str,
) -> Result<Vec<CaseResult>, String> {
    T::EMULATOR
        .run(&program.elf, dir, name)
        .map_err(|e| format!("{}: {e}", T::NAME))
}

/// Binds a target folder's generated `lowering` module (in scope where it is invoked, with the
/// LIR's `InstBuilder`) to the runtime and to [`PandaTarget`]: the table's `custom:` rule is
/// the runtime's [`Heap`] ([`new_array_rule!`](crate::runtime::new_array_rule), `$i64` the
/// LIR's 64-bit integer type), the folder's `lower` lowers a function with the table's rules
/// and [`Heap::FIRST`] for its arrays, and `$target` (named `$name` in messages) is a
/// [`PandaTarget`] whose LIR opcode is `$lir`.
macro_rules! target_folder {
    ($target:ty, $name:literal, $lir:ty, $i64:expr) => {
        $crate::runtime::new_array_rule!(lowering::Custom, lowering::Cx<'_>, $i64);

        /// Lowers `source` with the table's rules and the runtime's heap
        /// ([`Heap::FIRST`](crate::runtime::Heap::FIRST)) for its arrays.
        pub fn lower(
            source: &::opforge_cfg::Function<::opforge_panda_testbed::Opcode>,
        ) -> Result<::opforge_cfg::Function<$lir>, ::opforge_cfg::lower::LowerError> {
            ::opforge_cfg::lower::lower(
                &mut lowering::Rules {
                    custom: $crate::runtime::Heap::FIRST,
                },
                source,
            )
        }

        impl $crate::target::PandaTarget for $target {
            const NAME: &'static str = $name;

            fn lower(
                source: &::opforge_cfg::Function<::opforge_panda_testbed::Opcode>,
            ) -> Result<::opforge_cfg::Function<$lir>, ::opforge_cfg::lower::LowerError> {
                lower(source)
            }
        }
    };
}
pub(crate) use target_folder;
